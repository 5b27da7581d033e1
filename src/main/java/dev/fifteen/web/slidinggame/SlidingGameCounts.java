package dev.fifteen.web.slidinggame;

import com.github.benmanes.caffeine.cache.AsyncCache;
import dev.fifteen.problem.ProblemException;
import dev.fifteen.slidinggame.GridCount;
import dev.fifteen.slidinggame.PrimeSquareGrids;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import org.springframework.cache.CacheManager;
import org.springframework.cache.caffeine.CaffeineCache;
import org.springframework.stereotype.Component;

import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Semaphore;

/**
 * The grid counts behind {@code /sliding-game/count}: the cache (Spring's Caffeine cache
 * {@code sliding-game-counts}, used through its native asynchronous cache). Concurrent requests for the same
 * limit that is not yet cached share one computation: the first puts a future in the cache and computes, the
 * others wait for that future. Every computation is counted in the metric
 * {@code fifteen.sliding-game.computations}. Large counts (from {@code fifteen.sliding-game.large-count-from})
 * hold one of {@code fifteen.sliding-game.max-concurrent-large-counts} permits while they run, so that many
 * different large limits at once cannot exhaust the memory or the processors: beyond that a request is
 * answered 503 with a Retry-After header.
 */
@Component
class SlidingGameCounts {

    static final String COMPUTATIONS_METRIC = "fifteen.sliding-game.computations";

    /** What a client refused for lack of a permit should wait before trying again. */
    static final long RETRY_AFTER_SECONDS = 10;

    private final PrimeSquareGrids primeSquareGrids;
    private final SlidingGameProperties properties;
    private final AsyncCache<Object, TimedCount> cache;
    private final Counter computations;
    private final Semaphore largeCounts;

    SlidingGameCounts(PrimeSquareGrids primeSquareGrids, SlidingGameProperties properties, CacheManager cacheManager,
            MeterRegistry meterRegistry) {
        this.primeSquareGrids = primeSquareGrids;
        this.properties = properties;
        this.cache = asyncCache(cacheManager);
        this.computations = Counter.builder(COMPUTATIONS_METRIC)
                .description("Grid counts of the sliding game computed (not served from the cache)")
                .register(meterRegistry);
        this.largeCounts = new Semaphore(properties.maxConcurrentLargeCounts());
    }

    @SuppressWarnings("unchecked")
    private static AsyncCache<Object, TimedCount> asyncCache(CacheManager cacheManager) {
        if (!(cacheManager.getCache(SlidingGameProperties.COUNT_CACHE) instanceof CaffeineCache caffeine)) {
            throw new IllegalStateException("the cache " + SlidingGameProperties.COUNT_CACHE + " is not a Caffeine cache");
        }
        return (AsyncCache<Object, TimedCount>) (AsyncCache<?, ?>) caffeine.getAsyncCache();
    }

    /** A count, how long its computation took, and whether this call found it computed already. */
    record Answer(GridCount count, double computeMillis, boolean cached) {
    }

    private record TimedCount(GridCount count, double computeMillis) {
    }

    /** The count below a prime limit already within {@link SlidingGameLimits#requirePrimeLimit}. */
    Answer count(long primeLimit) {
        CompletableFuture<TimedCount> computedHere = new CompletableFuture<>();
        // Only putting the (empty) future in is atomic; the computation then runs on this thread, outside any
        // lock, and requests for the same limit wait for the future meanwhile.
        CompletableFuture<TimedCount> future = cache.get(primeLimit, (limit, executor) -> computedHere);
        if (future == computedHere) {
            try {
                computedHere.complete(compute(primeLimit));
            } catch (RuntimeException | Error failure) {
                computedHere.completeExceptionally(failure); // the cache drops a failed future
                throw failure;
            }
        }
        try {
            TimedCount timed = future.join();
            return new Answer(timed.count(), timed.computeMillis(), future != computedHere);
        } catch (CompletionException failed) {
            if (failed.getCause() instanceof ProblemException problem) {
                throw problem;
            }
            throw failed;
        }
    }

    private TimedCount compute(long primeLimit) {
        boolean large = primeLimit >= properties.largeCountFrom();
        if (large && !largeCounts.tryAcquire()) {
            throw new ProblemException(ProblemException.Category.UNAVAILABLE, "too-many-large-counts",
                    "Too many large counts at once", properties.maxConcurrentLargeCounts()
                            + " large counts are running (fifteen.sliding-game.max-concurrent-large-counts); try"
                            + " primeLimit " + primeLimit + " again in " + RETRY_AFTER_SECONDS + " seconds",
                    Map.of("retryAfterSeconds", RETRY_AFTER_SECONDS,
                            "limitProperty", "fifteen.sliding-game.max-concurrent-large-counts"));
        }
        try {
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
