package dev.fifteen.cluster;

import dev.fifteen.web.ratelimit.ClientBuckets;
import io.github.bucket4j.BucketConfiguration;
import io.github.bucket4j.ConsumptionProbe;
import io.github.bucket4j.distributed.ExpirationAfterWriteStrategy;
import io.github.bucket4j.distributed.proxy.ProxyManager;
import io.github.bucket4j.redis.lettuce.Bucket4jLettuce;
import io.lettuce.core.RedisClient;
import io.lettuce.core.api.StatefulRedisConnection;
import io.lettuce.core.codec.ByteArrayCodec;
import io.lettuce.core.codec.RedisCodec;
import io.lettuce.core.codec.StringCodec;
import org.springframework.beans.factory.DisposableBean;
import org.springframework.data.redis.connection.lettuce.LettuceConnectionFactory;

import java.time.Duration;
import java.util.function.Supplier;

/**
 * The clients' buckets in Redis (Bucket4j's compare-and-swap buckets over Lettuce), so that a client's limit is one
 * limit however the load balancer spreads its requests. The connection is opened on first use, and reopened
 * through the breaker after a failure. While Redis is away each replica limits from its own in-memory buckets:
 * a client may then get up to one capacity per replica, which is the price of answering at all.
 */
final class RedisClientBuckets implements ClientBuckets, DisposableBean {

    private final LettuceConnectionFactory connectionFactory;
    private final Supplier<BucketConfiguration> configuration;
    private final ClientBuckets local;
    private final RedisBreaker breaker;
    private final Duration timeout;
    private volatile StatefulRedisConnection<String, byte[]> connection;
    private volatile ProxyManager<String> proxyManager;

    RedisClientBuckets(
            LettuceConnectionFactory connectionFactory,
            BucketConfiguration configuration,
            ClientBuckets local,
            RedisBreaker breaker,
            Duration timeout) {
        this.connectionFactory = connectionFactory;
        this.configuration = () -> configuration;
        this.local = local;
        this.breaker = breaker;
        this.timeout = timeout;
    }

    @Override
    public ConsumptionProbe tryConsume(String client) {
        ConsumptionProbe shared = breaker.call(
                () -> proxyManager()
                        .getProxy(ClusterConfiguration.KEY_PREFIX + "rate:" + client, configuration)
                        .tryConsumeAndReturnRemaining(1),
                null);
        return shared != null ? shared : local.tryConsume(client);
    }

    /** Opens the connection now rather than on the first request. */
    void connect() {
        proxyManager();
    }

    private ProxyManager<String> proxyManager() {
        ProxyManager<String> manager = proxyManager;
        if (manager != null) {
            return manager;
        }
        synchronized (this) {
            if (proxyManager == null) {
                RedisClient client = (RedisClient) connectionFactory.getNativeClient();
                connection = client.connect(RedisCodec.of(StringCodec.UTF8, ByteArrayCodec.INSTANCE));
                connection.setTimeout(timeout);
                proxyManager = Bucket4jLettuce.casBasedBuilder(connection)
                        .expirationAfterWrite(ExpirationAfterWriteStrategy.basedOnTimeForRefillingBucketUpToMax(
                                Duration.ofSeconds(10)))
                        .requestTimeout(timeout)
                        .build();
            }
            return proxyManager;
        }
    }

    @Override
    public void destroy() {
        StatefulRedisConnection<String, byte[]> open = connection;
        if (open != null) {
            open.close();
        }
    }
}
