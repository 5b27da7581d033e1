package dev.fifteen.web.solve;

import com.github.benmanes.caffeine.cache.Caffeine;
import dev.fifteen.search.SearchThreads;
import dev.fifteen.search.fast.FastSolver;
import dev.fifteen.search.pdb.PatternDatabaseCatalog;
import dev.fifteen.search.planning.SolvePlanner;
import dev.fifteen.search.planning.SolvePool;
import dev.fifteen.web.memory.RequestMemory;
import dev.fifteen.web.observability.Gauges;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.observation.ObservationRegistry;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.boot.cache.autoconfigure.CacheManagerCustomizer;
import org.springframework.boot.health.contributor.Health;
import org.springframework.boot.health.contributor.HealthIndicator;
import org.springframework.cache.CacheManager;
import org.springframework.cache.annotation.EnableCaching;
import org.springframework.cache.caffeine.CaffeineCacheManager;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.integration.support.locks.LockRegistry;

import java.util.concurrent.locks.Lock;

/**
 * Wires {@code /solve} around its planners ({@link SolversConfiguration}) and tables ({@link TablesConfiguration}):
 * the helper threads of the optimal searches, the bounded pool, the solution cache (and the caching of the whole
 * service), the service, the metrics and the readiness check that waits for the 4 x 4 tables.
 */
@Configuration(proxyBeanMethods = false)
@EnableCaching
class SolveConfiguration {

    /**
     * The cache of optimal solutions in Boot's Caffeine cache manager, whose meters carry {@code cache="solutions"}.
     */
    static final String SOLUTION_CACHE = "solutions";

    /**
     * The helpers a hard optimal search borrows ({@code fifteen.solve.search-threads}): only when one is idle and the
     * solve pool has a free slot, so that the searches never run on more threads than the pool has slots.
     */
    @Bean(destroyMethod = "close")
    SearchThreads searchThreads(SolveProperties properties, SolvePool pool, MeterRegistry registry) {
        SearchThreads threads = SearchThreads.of(properties.searchThreads(), () -> pool.busy() < pool.size());
        Gauges.register(
                registry,
                "fifteen.solve.helpers.busy",
                "Helper threads at work in a search",
                threads,
                SearchThreads::busy);
        Gauges.register(
                registry,
                "fifteen.solve.helpers.lent",
                "Times a helper thread joined a search since start",
                threads,
                SearchThreads::lent);
        return threads;
    }

    @Bean(destroyMethod = "close")
    SolvePool solvePool(SolveProperties properties, SolveBatchProperties batchProperties, MeterRegistry registry) {
        SolvePool pool = new SolvePool(
                properties.effectivePoolSize(),
                properties.admissionWait(),
                properties.retryAfterSeconds(),
                batchProperties.reservedSlots());
        Gauges.register(registry, "fifteen.solve.pool.busy", "Search slots taken", pool, SolvePool::busy);
        Gauges.register(registry, "fifteen.solve.pool.size", "Search slots in all", pool, SolvePool::size);
        Gauges.register(
                registry,
                "fifteen.solve.pool.saturation",
                "Share of search slots taken (1 = full)",
                pool,
                p -> (double) p.busy() / p.size());
        Gauges.register(
                registry,
                "fifteen.solve.pool.rejected",
                "Requests turned away with 503 since start",
                pool,
                SolvePool::rejected);
        return pool;
    }

    @Bean
    CacheManagerCustomizer<CaffeineCacheManager> solutionCache(SolveProperties properties) {
        return cacheManager -> cacheManager.registerCustomCache(
                SOLUTION_CACHE,
                Caffeine.newBuilder()
                        .maximumSize(properties.cacheSize())
                        .recordStats()
                        .build());
    }

    @Bean
    SolveService solveService(
            SolvePlanner planner,
            @Qualifier("multiTilePlanner") SolvePlanner multiTilePlanner,
            SolvePool pool,
            SolveProperties properties,
            CacheManager cacheManager,
            LockRegistry<? extends Lock> locks,
            MeterRegistry registry,
            ObservationRegistry observations,
            FastSolver fastSolver,
            RequestMemory memory) {
        return new SolveService(
                planner,
                multiTilePlanner,
                pool,
                new SolutionCache(cacheManager.getCache(SOLUTION_CACHE), locks),
                new SolveLimits(properties),
                new SolveMetrics(observations, registry),
                new SolveMemory(memory, fastSolver));
    }

    /**
     * Readiness: out of service until the tables whose intact files are on disk are mapped or read (seconds) and the
     * preloaded 4 x 4 tables are there (mapped, or the 6-6-3 tables built); never waits for a long build.
     */
    @Bean
    HealthIndicator solveTablesHealthIndicator(
            PatternDatabaseCatalog catalog, SolveProperties properties, TableWarmUp warmUp) {
        return () -> {
            if (!warmUp.filesLoaded()) {
                return Health.outOfService()
                        .withDetail("tables", "mapping the tables whose files are on disk")
                        .build();
            }
            if (!properties.preloadTables() || catalog.ready(4, 4, TablesConfiguration.STANDARD_GOAL_BLANK)) {
                return Health.up()
                        .withDetail("tables", "4 x 4 pattern databases ready")
                        .build();
            }
            return Health.outOfService()
                    .withDetail("tables", "building the 4 x 4 pattern databases")
                    .build();
        };
    }
}
