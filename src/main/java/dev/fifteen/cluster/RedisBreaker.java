package dev.fifteen.cluster;

import io.github.resilience4j.circuitbreaker.CircuitBreaker;
import io.github.resilience4j.circuitbreaker.CircuitBreakerConfig;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * The circuit breaker (resilience4j) in front of every call to Redis. Closed, calls go through and their failures
 * and slow answers are counted over a sliding window; past the failure rate it opens and every call is skipped at
 * once (the caller works locally) for a while; then a few trial calls decide whether it closes again. So Redis
 * slow or down costs at most one timeout per call until the breaker opens, and nothing after that.
 */
public final class RedisBreaker {

    private static final Logger log = LoggerFactory.getLogger(RedisBreaker.class);

    private final CircuitBreaker breaker;

    RedisBreaker(ClusterProperties.Redis redis) {
        this.breaker = CircuitBreaker.of(
                "redis",
                CircuitBreakerConfig.custom()
                        .slidingWindowType(CircuitBreakerConfig.SlidingWindowType.COUNT_BASED)
                        .slidingWindowSize(redis.window())
                        .minimumNumberOfCalls(Math.max(2, redis.window() / 4))
                        .failureRateThreshold(redis.failureRate())
                        .slowCallRateThreshold(redis.failureRate())
                        .slowCallDurationThreshold(redis.slowCall())
                        .waitDurationInOpenState(redis.openFor())
                        .permittedNumberOfCallsInHalfOpenState(3)
                        .recordExceptions(RuntimeException.class)
                        .build());
        breaker.getEventPublisher()
                .onStateTransition(event -> log.warn("Redis circuit breaker: {}", event.getStateTransition()));
    }

    /** Runs a Redis call, or returns {@code fallback} when the breaker is open or the call fails. */
    <T> T call(Supplier<T> redisCall, T fallback) {
        if (!breaker.tryAcquirePermission()) {
            return fallback;
        }
        long start = System.nanoTime();
        try {
            T result = redisCall.get();
            breaker.onSuccess(System.nanoTime() - start, TimeUnit.NANOSECONDS);
            return result;
        } catch (RuntimeException failure) {
            breaker.onError(System.nanoTime() - start, TimeUnit.NANOSECONDS, failure);
            log.debug("Redis call failed; working locally", failure);
            return fallback;
        }
    }

    /** Runs a Redis call whose result does not matter; true if it ran and succeeded. */
    boolean run(Runnable redisCall) {
        return call(
                () -> {
                    redisCall.run();
                    return Boolean.TRUE;
                },
                Boolean.FALSE);
    }

    /** Whether a call that waits on purpose (a lock) may go to Redis now; settle it with {@link #settled}. */
    boolean permits() {
        return breaker.tryAcquirePermission();
    }

    /** The outcome of a permitted waiting call: its waiting time is no sign of a slow Redis, so none is recorded. */
    void settled(RuntimeException failure) {
        if (failure == null) {
            breaker.onSuccess(0, TimeUnit.NANOSECONDS);
        } else {
            breaker.onError(0, TimeUnit.NANOSECONDS, failure);
        }
    }

    /** Gives back a permission that was not used (the waiting call was interrupted). */
    void released() {
        breaker.releasePermission();
    }

    /** {@code CLOSED} while Redis answers, {@code OPEN} while it is skipped, {@code HALF_OPEN} while on trial. */
    public CircuitBreaker.State state() {
        return breaker.getState();
    }
}
