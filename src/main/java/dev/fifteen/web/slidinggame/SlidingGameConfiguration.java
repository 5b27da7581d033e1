package dev.fifteen.web.slidinggame;

import com.github.benmanes.caffeine.cache.Caffeine;
import dev.fifteen.numbertheory.FenwickSievePrimeSummation;
import dev.fifteen.numbertheory.LucyHedgehogPrimeSummation;
import dev.fifteen.numbertheory.SplitPrimeSummation;
import dev.fifteen.slidinggame.PrimeSquareGrids;
import org.springframework.boot.cache.autoconfigure.CacheManagerCustomizer;
import org.springframework.cache.annotation.EnableCaching;
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
@EnableCaching
class SlidingGameConfiguration {

    /**
     * The Fenwick-sieve prime sums from 2 * 10^12 on, where they cost about the CPU of Lucy_Hedgehog's (within
     * 20% either way at 10^13 in PrimeSummationBench) and a fifth of its memory; Lucy_Hedgehog's below, where it
     * is the faster.
     */
    static final long FENWICK_SIEVE_FROM = 2_000_000_000_000L;

    @Bean
    PrimeSquareGrids primeSquareGrids(SlidingGameProperties properties) {
        return new PrimeSquareGrids(new SplitPrimeSummation(new LucyHedgehogPrimeSummation(properties.parallelism()),
                new FenwickSievePrimeSummation(properties.parallelism()), FENWICK_SIEVE_FROM));
    }

    @Bean
    CacheManagerCustomizer<CaffeineCacheManager> slidingGameCountCache(SlidingGameProperties properties) {
        return cacheManager -> cacheManager.registerCustomCache(SlidingGameProperties.COUNT_CACHE,
                Caffeine.newBuilder().maximumSize(properties.cacheMaximumSize()).recordStats().build());
    }
}
