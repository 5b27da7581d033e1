package dev.fifteen.cluster;

import io.github.resilience4j.circuitbreaker.CircuitBreaker;
import org.springframework.boot.health.contributor.Health;
import org.springframework.boot.health.contributor.HealthIndicator;
import org.springframework.boot.health.contributor.Status;
import org.springframework.data.redis.connection.RedisConnection;
import org.springframework.data.redis.connection.RedisConnectionFactory;

/**
 * The shared part's health ({@code sharedCache} in {@code /actuator/health}): UP while Redis answers and the
 * breaker is closed, {@code DEGRADED} otherwise. Degraded is not down: the replica answers every request by
 * working alone, so the status maps to HTTP 200 and readiness does not include this indicator.
 */
final class SharedCacheHealthIndicator implements HealthIndicator {

    /** A replica that works, without sharing with the others. */
    static final Status DEGRADED = new Status("DEGRADED", "working alone: Redis is not reachable or not trusted");

    private final RedisConnectionFactory connectionFactory;
    private final RedisBreaker breaker;

    SharedCacheHealthIndicator(RedisConnectionFactory connectionFactory, RedisBreaker breaker) {
        this.connectionFactory = connectionFactory;
        this.breaker = breaker;
    }

    @Override
    public Health health() {
        String redis;
        try (RedisConnection connection = connectionFactory.getConnection()) {
            redis = "PONG".equalsIgnoreCase(connection.ping()) ? "up" : "no answer";
        } catch (RuntimeException unreachable) {
            redis = "unreachable: " + unreachable.getClass().getSimpleName();
        }
        CircuitBreaker.State state = breaker.state();
        Health.Builder health =
                "up".equals(redis) && state == CircuitBreaker.State.CLOSED ? Health.up() : Health.status(DEGRADED);
        return health.withDetail("redis", redis)
                .withDetail("breaker", state.name())
                .build();
    }
}
