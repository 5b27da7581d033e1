package dev.fifteen.web.slidinggame;

import dev.fifteen.problem.ProblemException;
import dev.fifteen.slidinggame.GridCount;
import dev.fifteen.slidinggame.PrimeSquareGrids;
import dev.fifteen.web.memory.RequestMemory;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import org.springframework.cache.Cache;
import org.springframework.cache.CacheManager;
import org.springframework.integration.support.locks.LockRegistry;
import org.springframework.stereotype.Component;

import java.util.Map;
import java.util.Objects;
import java.util.concurrent.Semaphore;
import java.util.concurrent.locks.Lock;

/**
 * The grid counts behind {@code /sliding-game/count}: the cache (Spring's cache
 * {@code sliding-game-counts}: Caffeine alone, or Caffeine in front of a cache shared by the replicas). Concurrent
 * requests for the same limit that is not yet cached share one computation: each takes the limit's lock from the
 * {@link LockRegistry} (one lock per limit, so a long count never delays another limit; across every replica when
 * a cluster registry is configured), looks in the cache again, and only the first computes. Every computation is
 * counted in the metric {@code fifteen.sliding-game.computations}. Large counts (from
 * {@code fifteen.sliding-game.large-count-from}) hold one of {@code fifteen.sliding-game.max-concurrent-large-counts}
 * permits while they run, so that many different large limits at once cannot exhaust the memory or the
 * processors: beyond that a request is answered 503 with a Retry-After header.
 */
@Component
class SlidingGameCounts {

    static final String COMPUTATIONS_METRIC = "fifteen.sliding-game.computations";

    /** What a client refused for lack of a permit should wait before trying again. */
    static final long RETRY_AFTER_SECONDS = 10;

    private final PrimeSquareGrids primeSquareGrids;
    private final SlidingGameProperties properties;
    private final Cache cache;
    private final LockRegistry<? extends Lock> locks;
    private final Counter computations;
    private final Semaphore largeCounts;
    private final RequestMemory memory;

    SlidingGameCounts(
            PrimeSquareGrids primeSquareGrids,
            SlidingGameProperties properties,
            CacheManager cacheManager,
            LockRegistry<? extends Lock> locks,
            MeterRegistry meterRegistry,
            RequestMemory memory) {
        this.memory = memory;
        this.primeSquareGrids = primeSquareGrids;
        this.properties = properties;
        this.cache = Objects.requireNonNull(
                cacheManager.getCache(SlidingGameProperties.COUNT_CACHE),
                "the cache " + SlidingGameProperties.COUNT_CACHE);
        this.locks = locks;
        this.computations = Counter.builder(COMPUTATIONS_METRIC)
                .description("Grid counts of the sliding game computed (not served from the cache)")
                .register(meterRegistry);
        this.largeCounts = new Semaphore(properties.maxConcurrentLargeCounts());
    }

    /** A count, how long its computation took, and whether this call found it computed already. */
    record Answer(GridCount count, double computeMillis, boolean cached) {}

    /** What the cache holds: the count and the time its computation took. */
    record TimedCount(GridCount count, double computeMillis) {}

    /** The count below a prime limit already within {@link SlidingGameLimits#requirePrimeLimit}. */
    Answer count(long primeLimit) {
        TimedCount cached = cache.get(primeLimit, TimedCount.class);
        if (cached != null) {
            return new Answer(cached.count(), cached.computeMillis(), true);
        }
        Lock lock = locks.obtain(SlidingGameProperties.COUNT_CACHE + ":" + primeLimit);
        lock.lock();
        try {
            // Whoever held the lock before may have computed it meanwhile.
            cached = cache.get(primeLimit, TimedCount.class);
            if (cached != null) {
                return new Answer(cached.count(), cached.computeMillis(), true);
            }
            TimedCount computed = compute(primeLimit);
            cache.put(primeLimit, computed);
            return new Answer(computed.count(), computed.computeMillis(), false);
        } finally {
            lock.unlock();
        }
    }

    private TimedCount compute(long primeLimit) {
        boolean large = primeLimit >= properties.largeCountFrom();
        if (large && !largeCounts.tryAcquire()) {
            throw new ProblemException(
                    ProblemException.Category.UNAVAILABLE,
                    "too-many-large-counts",
                    "Too many large counts at once",
                    properties.maxConcurrentLargeCounts()
                            + " large counts are running (fifteen.sliding-game.max-concurrent-large-counts); try"
                            + " primeLimit " + primeLimit + " again in " + RETRY_AFTER_SECONDS + " seconds",
                    Map.of(
                            "retryAfterSeconds",
                            RETRY_AFTER_SECONDS,
                            "limitProperty",
                            "fifteen.sliding-game.max-concurrent-large-counts"));
        }
        try {
            memory.admit(primeSquareGrids.workingBytes(primeLimit), "the grid count below " + primeLimit);
            computations.increment();
            long start = System.nanoTime();
            GridCount count = primeSquareGrids.countBelow(primeLimit);
            return new TimedCount(count, Math.round((System.nanoTime() - start) / 1e3) / 1e3);
        } finally {
            if (large) {
                largeCounts.release();
            }
        }
    }
}
