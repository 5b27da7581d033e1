package dev.fifteen.cluster;

import dev.fifteen.web.locks.KeyedLocks;
import dev.fifteen.web.ratelimit.LocalClientBuckets;
import dev.fifteen.web.solve.jobs.SolveJobsProperties;
import io.github.bucket4j.BucketConfiguration;
import io.lettuce.core.ClientOptions;
import io.lettuce.core.SocketOptions;
import io.lettuce.core.TimeoutOptions;
import io.lettuce.core.resource.Delay;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.cache.metrics.CacheMeterBinderProvider;
import org.springframework.boot.cache.metrics.CaffeineCacheMeterBinderProvider;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.data.redis.autoconfigure.ClientResourcesBuilderCustomizer;
import org.springframework.boot.data.redis.autoconfigure.LettuceClientConfigurationBuilderCustomizer;
import org.springframework.boot.health.contributor.HealthIndicator;
import org.springframework.cache.CacheManager;
import org.springframework.cache.caffeine.CaffeineCache;
import org.springframework.context.ApplicationListener;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Primary;
import org.springframework.data.redis.cache.RedisCacheConfiguration;
import org.springframework.data.redis.cache.RedisCacheManager;
import org.springframework.data.redis.cache.RedisCacheWriter;
import org.springframework.data.redis.connection.RedisConnection;
import org.springframework.data.redis.connection.RedisConnectionFactory;
import org.springframework.data.redis.connection.lettuce.LettuceConnectionFactory;
import org.springframework.data.redis.core.StringRedisTemplate;
import org.springframework.data.redis.serializer.RedisSerializationContext;
import org.springframework.integration.redis.util.RedisLockRegistry;
import org.springframework.integration.support.locks.LockRegistry;
import tools.jackson.databind.json.JsonMapper;

import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Lock;

/**
 * Wires the cluster parts when {@code fifteen.cluster.redis.enabled=true} (and nothing otherwise): Lettuce with
 * short timeouts that fail at once while Redis is disconnected, the breaker, the application's cache manager
 * wrapped into near caches over Spring Data Redis caches, the computation locks across replicas, the shared
 * rate-limit buckets, the jobs' records, and the health of the shared part.
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(ClusterProperties.class)
class ClusterConfiguration {

    private static final Logger log = LoggerFactory.getLogger(ClusterConfiguration.class);

    /**
     * The shape of the values the replicas share. Raise it whenever a cached record changes: the keys change with
     * it, so a new release never reads an entry an older one wrote (and old entries expire by their time to live).
     */
    static final int FORMAT_VERSION = 1;

    /** Every key Fifteen writes to Redis starts with this. */
    static final String KEY_PREFIX = "fifteen:v" + FORMAT_VERSION + ":";

    @Configuration(proxyBeanMethods = false)
    @ConditionalOnBooleanProperty("fifteen.cluster.redis.enabled")
    static class OnRedis {

        @Bean
        LettuceClientConfigurationBuilderCustomizer fifteenLettuceTimeouts(ClusterProperties properties) {
            return builder -> builder.commandTimeout(properties.redis().timeout())
                    .clientOptions(ClientOptions.builder()
                            .disconnectedBehavior(ClientOptions.DisconnectedBehavior.REJECT_COMMANDS)
                            .socketOptions(SocketOptions.builder()
                                    .connectTimeout(properties.redis().timeout())
                                    .build())
                            .timeoutOptions(
                                    TimeoutOptions.enabled(properties.redis().timeout()))
                            .build());
        }

        /** Reconnects within a second of Redis' return (Lettuce's default backs off up to 30 s). */
        @Bean
        ClientResourcesBuilderCustomizer fifteenLettuceReconnect() {
            return builder -> builder.reconnectDelay(
                    Delay.exponential(Duration.ofMillis(10), Duration.ofSeconds(1), 2, TimeUnit.MILLISECONDS));
        }

        @Bean
        RedisBreaker redisBreaker(ClusterProperties properties, MeterRegistry registry) {
            RedisBreaker breaker = new RedisBreaker(properties.redis());
            Gauge.builder(
                            "fifteen.cluster.redis.breaker.open",
                            breaker,
                            b -> b.state() == io.github.resilience4j.circuitbreaker.CircuitBreaker.State.CLOSED ? 0 : 1)
                    .description("1 while the replica works without Redis (breaker open or on trial), else 0")
                    .register(registry);
            return breaker;
        }

        /** Turns the application's cache manager into near caches over the shared ones, once it is built. */
        @Bean
        static BeanPostProcessor sharedCaches(
                ObjectProvider<RedisConnectionFactory> connectionFactory,
                ObjectProvider<JsonMapper> mapper,
                ObjectProvider<ClusterProperties> properties,
                ObjectProvider<RedisBreaker> breaker,
                ObjectProvider<MeterRegistry> registry) {
            return new BeanPostProcessor() {
                @Override
                public Object postProcessAfterInitialization(Object bean, String beanName) {
                    if (!(bean instanceof CacheManager local) || bean instanceof SharedCacheManager) {
                        return bean;
                    }
                    RedisCacheConfiguration shape = RedisCacheConfiguration.defaultCacheConfig()
                            .entryTtl(properties.getObject().redis().timeToLive())
                            .computePrefixWith(cacheName -> KEY_PREFIX + cacheName + ":")
                            .disableCachingNullValues()
                            .serializeValuesWith(RedisSerializationContext.SerializationPair.fromSerializer(
                                    new VersionedJsonSerializer(mapper.getObject())));
                    RedisCacheManager redis = RedisCacheManager.builder(
                                    RedisCacheWriter.nonLockingRedisCacheWriter(connectionFactory.getObject()))
                            .cacheDefaults(shape)
                            .build();
                    redis.afterPropertiesSet();
                    return new SharedCacheManager(local, redis, breaker.getObject(), registry.getObject());
                }
            };
        }

        /** The Caffeine meters of the local cache in front of each shared one. */
        @Bean
        NearCacheMeterBinderProvider nearCacheMeterBinderProvider() {
            return new NearCacheMeterBinderProvider();
        }

        @Bean
        RedisLockRegistry redisLockRegistry(RedisConnectionFactory connectionFactory, ClusterProperties properties) {
            return new RedisLockRegistry(
                    connectionFactory, KEY_PREFIX + "locks", properties.redis().lockLease());
        }

        @Bean
        @Primary
        LockRegistry<Lock> sharedLocks(
                KeyedLocks local, RedisLockRegistry redis, RedisBreaker breaker, ClusterProperties properties) {
            return new SharedLocks(local, redis, breaker, properties.redis().lockLease());
        }

        @Bean
        @Primary
        @ConditionalOnBooleanProperty("fifteen.rate-limit.enabled")
        RedisClientBuckets redisClientBuckets(
                RedisConnectionFactory connectionFactory,
                BucketConfiguration rateLimitBucket,
                LocalClientBuckets local,
                RedisBreaker breaker,
                ClusterProperties properties) {
            return new RedisClientBuckets(
                    (LettuceConnectionFactory) connectionFactory,
                    rateLimitBucket,
                    local,
                    breaker,
                    properties.redis().timeout());
        }

        /**
         * Opens the connections once the replica is ready: the first connection of a fresh JVM takes longer than the
         * short command timeout, and would otherwise cost the first requests their sharing.
         */
        @Bean
        ApplicationListener<ApplicationReadyEvent> redisWarmUp(
                RedisConnectionFactory connectionFactory, ObjectProvider<RedisClientBuckets> buckets) {
            return ready -> {
                for (int attempt = 0; attempt < 3; attempt++) {
                    try (RedisConnection connection = connectionFactory.getConnection()) {
                        connection.ping();
                        buckets.ifAvailable(RedisClientBuckets::connect);
                        return;
                    } catch (RuntimeException notYet) {
                        log.info(
                                "Redis is not answering yet ({}); the replica works alone until it does",
                                notYet.getMessage());
                    }
                }
            };
        }

        /** The jobs' records on Redis, so that any replica answers for any job of {@code /solve/jobs}. */
        @Bean
        @Primary
        RedisSolveJobStore redisSolveJobStore(RedisConnectionFactory connectionFactory, SolveJobsProperties jobs) {
            return new RedisSolveJobStore(new StringRedisTemplate(connectionFactory), jobs.retryAfterSeconds());
        }

        @Bean
        HealthIndicator sharedCacheHealthIndicator(RedisConnectionFactory connectionFactory, RedisBreaker breaker) {
            return new SharedCacheHealthIndicator(connectionFactory, breaker);
        }
    }

    /** Binds Boot's Caffeine cache meters to the local level of each near cache. */
    static final class NearCacheMeterBinderProvider implements CacheMeterBinderProvider<NearCache> {

        private final CaffeineCacheMeterBinderProvider caffeine = new CaffeineCacheMeterBinderProvider();

        @Override
        public io.micrometer.core.instrument.binder.MeterBinder getMeterBinder(
                NearCache cache, Iterable<io.micrometer.core.instrument.Tag> tags) {
            return cache.near() instanceof CaffeineCache local ? caffeine.getMeterBinder(local, tags) : null;
        }
    }
}
