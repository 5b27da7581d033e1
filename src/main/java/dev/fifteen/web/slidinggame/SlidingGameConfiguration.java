package dev.fifteen.web.slidinggame;

import com.github.benmanes.caffeine.cache.Caffeine;
import dev.fifteen.numbertheory.LagariasMillerOdlyzkoPrimeSummation;
import dev.fifteen.slidinggame.PrimeSquareGrids;
import org.springframework.boot.cache.autoconfigure.CacheManagerCustomizer;
import org.springframework.cache.caffeine.CaffeineCacheManager;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The sliding game's domain service and its cache: a bounded Caffeine cache of grid counts with statistics
 * on, registered with Boot's Caffeine cache manager so that its metrics ({@code cache_gets_total},
 * {@code cache_size}, ... with {@code cache="sliding-game-counts"}) appear in {@code /actuator/prometheus}.
 * Other features keep their own caches and settings in the same manager.
 */
@Configuration(proxyBeanMethods = false)
class SlidingGameConfiguration {

    /**
     * The Lagarias-Miller-Odlyzko prime sums at every limit, where {@code PrimeSummationBench} measures them faster
     * than Lucy_Hedgehog's or as fast ({@code docs/benchmarks.md}, "Figures recorded in the code comments").
     */
    @Bean
    PrimeSquareGrids primeSquareGrids(SlidingGameProperties properties) {
        return new PrimeSquareGrids(new LagariasMillerOdlyzkoPrimeSummation(properties.parallelism()));
    }

    @Bean
    CacheManagerCustomizer<CaffeineCacheManager> slidingGameCountCache(SlidingGameProperties properties) {
        return cacheManager -> cacheManager.registerCustomCache(
                SlidingGameProperties.COUNT_CACHE,
                Caffeine.newBuilder()
                        .maximumSize(properties.cacheMaximumSize())
                        .recordStats()
                        .build());
    }
}
