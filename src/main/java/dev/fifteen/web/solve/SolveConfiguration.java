package dev.fifteen.web.solve;

import com.github.benmanes.caffeine.cache.Caffeine;
import dev.fifteen.parity.SolvabilityCheck;
import dev.fifteen.search.SearchThreads;
import dev.fifteen.search.Solver;
import dev.fifteen.search.Strategy;
import dev.fifteen.search.fast.FastSolver;
import dev.fifteen.search.fast.ReductionSolver;
import dev.fifteen.search.ida.IdaStarSolver;
import dev.fifteen.search.multi.MultiTilePatternTables;
import dev.fifteen.search.multi.MultiTileSolver;
import dev.fifteen.search.multi.MultiTileTableSource;
import dev.fifteen.search.multi.MultiTileWalkingDistance;
import dev.fifteen.search.multi.StoredMultiTileTables;
import dev.fifteen.search.pdb.AdditivePatternDatabase;
import dev.fifteen.search.pdb.PatternDatabaseCatalog;
import dev.fifteen.search.pdb.PatternDatabaseFile;
import dev.fifteen.search.pdb.StoredTables;
import dev.fifteen.search.planning.SolvePlanner;
import dev.fifteen.search.planning.SolvePool;
import dev.fifteen.web.memory.MemoryBudget;
import dev.fifteen.web.memory.RequestMemory;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.cache.autoconfigure.CacheManagerCustomizer;
import org.springframework.boot.health.contributor.Health;
import org.springframework.boot.health.contributor.HealthIndicator;
import org.springframework.cache.CacheManager;
import org.springframework.cache.annotation.EnableCaching;
import org.springframework.cache.caffeine.CaffeineCacheManager;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.annotation.Order;
import org.springframework.integration.support.locks.LockRegistry;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Lock;

/**
 * Wires {@code /solve}: the pattern-database catalog (the 4 x 4 6-6-3 tables built in the background at start-up;
 * the 7-8 tables mapped from {@code fifteen.solve.tables-file} when set, else mapped from the data directory or
 * built there in the background and switched to when ready, see {@link StoredTables}), the solvers, the planner
 * that picks one, the bounded pool, the solution cache, the metrics and the readiness check that waits for the tables.
 *
 * <p>Every {@link Solver} bean takes part in the planner, in {@code @Order}; a new solver only needs to be
 * declared as a bean.
 */
@Configuration(proxyBeanMethods = false)
@EnableCaching
class SolveConfiguration {

    /**
     * The cache of optimal solutions in Boot's Caffeine cache manager, whose meters carry {@code cache="solutions"}.
     */
    static final String SOLUTION_CACHE = "solutions";

    private static final Logger log = LoggerFactory.getLogger(SolveConfiguration.class);

    /** The 4 x 4 tables preloaded for the standard goal (blank in cell 15; by symmetry also cell 0). */
    private static final int STANDARD_GOAL_BLANK = 15;

    /** The largest board the multi-tile optimal search takes. */
    static final int MULTI_TILE_MAX_CELLS = 16;

    @Bean
    PatternDatabaseCatalog patternDatabaseCatalog(
            SolveProperties properties, ObjectProvider<PatternDatabaseCatalog.BuildWatch> buildWatch) {
        PatternDatabaseCatalog catalog = new PatternDatabaseCatalog();
        catalog.onBuild(buildWatch.getIfAvailable(() -> PatternDatabaseCatalog.BuildWatch.NONE));
        if (properties.tablesFile() != null) {
            long start = System.nanoTime();
            try {
                for (AdditivePatternDatabase heuristic : PatternDatabaseFile.load(properties.tablesFile())) {
                    catalog.register(4, 4, heuristic);
                    log.info(
                            "Mapped {} from {} in {} ms",
                            heuristic.name(),
                            properties.tablesFile(),
                            (System.nanoTime() - start) / 1_000_000);
                }
            } catch (IOException e) {
                throw new UncheckedIOException(
                        "cannot map the tables of fifteen.solve.tables-file=" + properties.tablesFile(), e);
            }
        }
        if (properties.tablesFile() == null && properties.build78()) {
            StoredTables.sevenEight(
                            catalog,
                            properties.dataDirectory(),
                            Runtime.getRuntime().availableProcessors(),
                            log::info)
                    .start(task -> {
                        Thread thread = new Thread(task, "solve-tables-7-8");
                        thread.setDaemon(true);
                        thread.setPriority(Thread.MIN_PRIORITY);
                        thread.start();
                    });
        }
        if (properties.preloadTables() && !catalog.ready(4, 4, STANDARD_GOAL_BLANK)) {
            long start = System.nanoTime();
            catalog.prepare(4, 4, STANDARD_GOAL_BLANK, task -> {
                        Thread thread = new Thread(task, "solve-tables");
                        thread.setDaemon(true);
                        thread.start();
                    })
                    .whenComplete((heuristic, failure) -> {
                        if (failure != null) {
                            log.error("Building the 4 x 4 pattern databases failed", failure);
                        } else {
                            log.info("Built {} in {} ms", heuristic.name(), (System.nanoTime() - start) / 1_000_000);
                        }
                    });
        }
        return catalog;
    }

    /**
     * The helpers a hard optimal search borrows ({@code fifteen.solve.search-threads}): only when one is idle and the
     * solve pool has a free slot, so that the searches never run on more threads than the pool has slots.
     */
    @Bean(destroyMethod = "close")
    SearchThreads searchThreads(SolveProperties properties, SolvePool pool, MeterRegistry registry) {
        SearchThreads threads = SearchThreads.of(properties.searchThreads(), () -> pool.busy() < pool.size());
        Gauge.builder("fifteen.solve.helpers.busy", threads, SearchThreads::busy)
                .description("Helper threads at work in an optimal search")
                .register(registry);
        Gauge.builder("fifteen.solve.helpers.lent", threads, SearchThreads::lent)
                .description("Parallel iterations a helper thread joined since start")
                .register(registry);
        return threads;
    }

    @Bean
    @Order(0)
    Solver optimalSolver(PatternDatabaseCatalog catalog, SolveProperties properties, SearchThreads searchThreads) {
        return IdaStarSolver.optimal(catalog, properties.optimalMaxCells(), searchThreads);
    }

    /** The fast strategy up to 16 cells: IDA* with weight 2, answers within about twice the optimum. */
    @Bean
    @Order(10)
    Solver weightedSolver(PatternDatabaseCatalog catalog) {
        return new IdaStarSolver(catalog, 2, SolveService.WEIGHTED_IDA_MAX_CELLS);
    }

    /**
     * The line-by-line reduction with its bounded search, whose node store takes at most a sixteenth of the memory
     * budget (and 160 MB), so that the searches of the pool fit in the budget beside other requests.
     */
    @Bean
    FastSolver fastSolver(MemoryBudget memoryBudget) {
        return new FastSolver(memoryBudget.capacity() / 16);
    }

    /** The fast strategy for every shape; the boards it may take are checked before, by {@link SolveLimits}. */
    @Bean
    @Order(20)
    Solver reductionSolver(FastSolver fastSolver, SolveProperties properties) {
        return new ReductionSolver(fastSolver, properties.fastSearchBudget());
    }

    @Bean
    SolvePlanner solvePlanner(
            SolvabilityCheck solvabilityCheck, ObjectProvider<Solver> solvers, SolveProperties properties) {
        List<Solver> ordered = solvers.orderedStream().toList();
        return new SolvePlanner(solvabilityCheck, ordered, properties.autoOptimalMaxCells(), properties.optimalShare());
    }

    @Bean(destroyMethod = "close")
    SolvePool solvePool(SolveProperties properties, SolveBatchProperties batchProperties, MeterRegistry registry) {
        SolvePool pool = new SolvePool(
                properties.effectivePoolSize(),
                properties.admissionWait(),
                properties.retryAfterSeconds(),
                batchProperties.reservedSlots());
        Gauge.builder("fifteen.solve.pool.busy", pool, SolvePool::busy)
                .description("Search slots taken")
                .register(registry);
        Gauge.builder("fifteen.solve.pool.size", pool, SolvePool::size)
                .description("Search slots in all")
                .register(registry);
        Gauge.builder("fifteen.solve.pool.saturation", pool, p -> (double) p.busy() / p.size())
                .description("Share of search slots taken (1 = full)")
                .register(registry);
        Gauge.builder("fifteen.solve.pool.rejected", pool, SolvePool::rejected)
                .description("Requests turned away with 503 since start")
                .register(registry);
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

    /**
     * The planner of {@code metric=multi}: the multi-tile optimal search (boards of up to 16 cells), then the same
     * fast solvers as the single-tile planner, whose answers are short in slides. Not a {@link Solver} bean, so that
     * the single-tile planner never picks it.
     */
    static SolvePlanner multiTilePlanner(
            SolvabilityCheck solvabilityCheck,
            List<Solver> solvers,
            SolveProperties properties,
            SearchThreads searchThreads,
            MultiTileTableSource tables) {
        List<Solver> ordered = new ArrayList<>();
        // the helpers of the single-tile optimal searches, joining only while the pool has a free slot
        ordered.add(new MultiTileSolver(
                Math.min(MULTI_TILE_MAX_CELLS, Math.max(2, properties.optimalMaxCells())), searchThreads, tables));
        solvers.stream().filter(s -> s.strategy() == Strategy.FAST).forEach(ordered::add);
        if (properties.preloadTables()) {
            // the 4 x 4 walking-distance tables of the standard goal and Korf's, at low priority
            Thread thread = new Thread(
                    () -> {
                        MultiTileWalkingDistance.of(4, 4, STANDARD_GOAL_BLANK);
                        MultiTileWalkingDistance.of(4, 4, 0);
                    },
                    "solve-tables-multi-tile");
            thread.setDaemon(true);
            thread.setPriority(Thread.MIN_PRIORITY);
            thread.start();
            if (tables instanceof StoredMultiTileTables stored) {
                stored.prepare(4, 4, STANDARD_GOAL_BLANK);
                stored.prepare(4, 4, 0);
            }
        }
        return new SolvePlanner(solvabilityCheck, ordered, properties.autoOptimalMaxCells(), properties.optimalShare());
    }

    /**
     * The multi-tile pattern tables, shared by {@code metric=multi} and the replay's grading: the 4 x 4 sets read
     * from the data directory or built there in the background at low priority, one at a time, when
     * {@code fifteen.solve.build-7-8} is on (at most {@value #MULTI_TILE_TABLE_SETS} sets of goal blanks, 21 MB
     * each); the smaller shapes' sets built where first asked. The walking distance serves until a set is ready.
     */
    @Bean
    MultiTileTableSource multiTileTables(SolveProperties properties) {
        // one build at a time; the thread ends when idle, so that no context leaves one behind
        ExecutorService builder =
                new ThreadPoolExecutor(0, 1, 10, TimeUnit.SECONDS, new LinkedBlockingQueue<>(), task -> {
                    Thread thread = new Thread(task, "solve-tables-multi-tile-patterns");
                    thread.setDaemon(true);
                    thread.setPriority(Thread.MIN_PRIORITY);
                    return thread;
                });
        long fourByFour = MultiTilePatternTables.entries(4, 4, STANDARD_GOAL_BLANK);
        return new StoredMultiTileTables(
                properties.dataDirectory(),
                builder,
                properties.build78() ? MULTI_TILE_TABLE_SETS * fourByFour : 0,
                log::info);
    }

    /** The 4 x 4 sets of multi-tile tables kept at most (goal blanks). */
    static final int MULTI_TILE_TABLE_SETS = 4;

    @Bean
    SolveService solveService(
            SolvePlanner planner,
            SolvabilityCheck solvabilityCheck,
            ObjectProvider<Solver> solvers,
            SolvePool pool,
            SolveProperties properties,
            CacheManager cacheManager,
            LockRegistry<? extends Lock> locks,
            MeterRegistry registry,
            FastSolver fastSolver,
            RequestMemory memory,
            MultiTileTableSource multiTileTables,
            SearchThreads searchThreads) {
        return new SolveService(
                planner,
                multiTilePlanner(
                        solvabilityCheck, solvers.orderedStream().toList(), properties, searchThreads, multiTileTables),
                pool,
                cacheManager.getCache(SOLUTION_CACHE),
                locks,
                new SolveLimits(properties),
                registry,
                fastSolver,
                memory);
    }

    /** Readiness: out of service until the preloaded 4 x 4 tables are built (or mapped). */
    @Bean
    HealthIndicator solveTablesHealthIndicator(PatternDatabaseCatalog catalog, SolveProperties properties) {
        return () -> {
            if (!properties.preloadTables() || catalog.ready(4, 4, STANDARD_GOAL_BLANK)) {
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
