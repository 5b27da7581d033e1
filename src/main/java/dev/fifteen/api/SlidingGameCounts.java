package dev.fifteen.api;

import dev.fifteen.config.SlidingGameProperties;
import dev.fifteen.problem.LimitExceededException;
import dev.fifteen.slidinggame.GridCount;
import dev.fifteen.slidinggame.PrimeSquareGrids;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import org.springframework.cache.Cache;
import org.springframework.cache.CacheManager;
import org.springframework.stereotype.Component;

import java.util.Objects;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The grid counts behind {@code /sliding-game/count}: the limit check, then the cache. Concurrent requests for
 * the same limit that is not yet cached wait for one computation ({@link Cache#get(Object, java.util.concurrent.Callable)}
 * on Caffeine loads each key once), and every computation is counted in the metric
 * {@code fifteen.sliding-game.computations}.
 */
@Component
class SlidingGameCounts {

    static final String COMPUTATIONS_METRIC = "fifteen.sliding-game.computations";

    private final PrimeSquareGrids primeSquareGrids;
    private final SlidingGameProperties properties;
    private final Cache cache;
    private final Counter computations;

    SlidingGameCounts(PrimeSquareGrids primeSquareGrids, SlidingGameProperties properties, CacheManager cacheManager,
            MeterRegistry meterRegistry) {
        this.primeSquareGrids = primeSquareGrids;
        this.properties = properties;
        this.cache = Objects.requireNonNull(cacheManager.getCache(SlidingGameProperties.COUNT_CACHE),
                "no cache " + SlidingGameProperties.COUNT_CACHE);
        this.computations = Counter.builder(COMPUTATIONS_METRIC)
                .description("Grid counts of the sliding game computed (not served from the cache)")
                .register(meterRegistry);
    }

    /** A count, how long its computation took, and whether this call found it computed already. */
    record Answer(GridCount count, double computeMillis, boolean cached) {
    }

    private record TimedCount(GridCount count, double computeMillis) {
    }

    Answer count(long primeLimit) {
        long largest = Math.min(properties.maxPrimeLimit(), primeSquareGrids.maxPrimeLimit());
        if (primeLimit > largest) {
            throw new LimitExceededException("prime-limit-too-large", "fifteen.sliding-game.max-prime-limit", largest,
                    primeLimit, "primeLimit " + primeLimit + " is above the largest accepted limit, " + largest
                            + " (fifteen.sliding-game.max-prime-limit)");
        }
        AtomicBoolean computedHere = new AtomicBoolean();
        TimedCount timed = cache.get(primeLimit, () -> {
            computedHere.set(true);
            computations.increment();
            long start = System.nanoTime();
            GridCount count = primeSquareGrids.countBelow(primeLimit);
            return new TimedCount(count, Math.round((System.nanoTime() - start) / 1e3) / 1e3);
        });
        return new Answer(timed.count(), timed.computeMillis(), !computedHere.get());
    }
}
