package dev.fifteen.web.solve;

import dev.fifteen.search.SearchThreads;
import dev.fifteen.search.Solver;
import dev.fifteen.search.fast.FastSolver;
import dev.fifteen.search.fast.ReductionSolver;
import dev.fifteen.search.pdb.PatternDatabaseCatalog;
import dev.fifteen.search.twentyfour.TilePartition;
import dev.fifteen.search.twentyfour.TwentyFourSolver;
import dev.fifteen.search.twentyfour.TwentyFourTableStore;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.annotation.Order;

import java.nio.file.Path;
import java.util.concurrent.Executor;

/**
 * Wires the 5 x 5 optimal search ({@link TwentyFourSolver}, ahead of the general optimal solver for that shape) and
 * its tables ({@link TwentyFourTableStore}), mapped or built on a low-priority daemon thread at the first 5 x 5
 * optimal solve, or at start-up with {@code fifteen.solve.five-by-five.build-at-start}; see
 * {@code docs/operations.md}, "Optimal 5 x 5".
 */
@Configuration(proxyBeanMethods = false)
@ConditionalOnProperty(name = "fifteen.solve.five-by-five.optimal", havingValue = "true", matchIfMissing = true)
class FiveByFiveConfiguration {

    private static final Logger log = LoggerFactory.getLogger(FiveByFiveConfiguration.class);

    /** Maps or builds the tables on a daemon thread of minimal priority, one per call (the store calls once). */
    private static final Executor BACKGROUND = task -> {
        Thread thread = new Thread(task, "solve-tables-5x5");
        thread.setDaemon(true);
        thread.setPriority(Thread.MIN_PRIORITY);
        thread.start();
    };

    @Bean
    TwentyFourTableStore twentyFourTableStore(SolveProperties solve, SolveFiveByFiveProperties properties) {
        Path file = properties.tablesFile() != null
                ? properties.tablesFile()
                : TwentyFourTableStore.fileIn(solve.dataDirectory(), TilePartition.KORF_FELNER);
        int threads = properties.buildThreads() > 0
                ? properties.buildThreads()
                : Runtime.getRuntime().availableProcessors();
        TwentyFourTableStore store = new TwentyFourTableStore(
                TilePartition.KORF_FELNER, file, properties.allowBuild(), threads, Thread.MIN_PRIORITY, log::info);
        if (properties.buildAtStart()) {
            store.request(BACKGROUND);
        }
        return store;
    }

    /** Before the general optimal solver ({@code @Order(0)}), which keeps the 5 x 5 goals off the corners. */
    @Bean
    @Order(-10)
    Solver twentyFourSolver(
            TwentyFourTableStore store,
            FastSolver fastSolver,
            SolveProperties solve,
            PatternDatabaseCatalog catalog,
            SearchThreads searchThreads) {
        return new TwentyFourSolver(
                store,
                BACKGROUND,
                new ReductionSolver(fastSolver, solve.fastSearchBudget()),
                BoundedOptimalConfiguration.bounded(fastSolver, solve, catalog, searchThreads),
                searchThreads);
    }
}
