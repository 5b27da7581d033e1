package dev.fifteen.web.solve;

import dev.fifteen.search.TableFile;
import dev.fifteen.search.TableStore;
import dev.fifteen.search.multi.MultiTileTableSource;
import dev.fifteen.search.multi.MultiTileWalkingDistance;
import dev.fifteen.search.multi.StoredMultiTileTables;
import dev.fifteen.search.pdb.AdditivePatternDatabase;
import dev.fifteen.search.pdb.MidSizeTables;
import dev.fifteen.search.pdb.PatternDatabaseCatalog;
import dev.fifteen.search.pdb.PatternDatabaseFile;
import dev.fifteen.search.pdb.StoredTables;
import dev.fifteen.search.twentyfour.TilePartition;
import dev.fifteen.search.twentyfour.TwentyFourTableStore;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.scheduling.concurrent.ThreadPoolTaskExecutor;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The tables of {@code /solve} and the one warm-up that makes them ({@link TableWarmUp}), one build at a time:
 * first the 4 x 4 6-6-3 tables (readiness waits for them), then the 4 x 4 7-8 tables (mapped from
 * {@code fifteen.solve.tables-file} at once when set; else mapped from the data directory or built there), then
 * whatever a request asked for (the 5 x 5 6-6-6-6 tables at the first 5 x 5 optimal solve, a multi-tile set, the
 * 7-8 tables of another goal blank), then the multi-tile walking distances and tables of the standard goals, and the
 * 5 x 5 tables when {@code fifteen.solve.five-by-five.build-at-start} is on. See {@code docs/operations.md}, "What a
 * start builds".
 */
@Configuration(proxyBeanMethods = false)
class TablesConfiguration {

    private static final Logger log = LoggerFactory.getLogger(TablesConfiguration.class);

    /** The 4 x 4 tables preloaded for the standard goal (blank in cell 15; by symmetry also cell 0). */
    static final int STANDARD_GOAL_BLANK = 15;

    /** The 5 x 5 tables' name in the log of the warm-up. */
    static final String FIVE_BY_FIVE = "the 5 x 5 6-6-6-6 tables";

    /**
     * The warm-up on a task executor of its own: one daemon thread of minimal priority, which ends when idle. Not an
     * executor bean, which would take the place of Boot's application task executor. Before any build is planned, the
     * temporary files that builds cut short left in the data directory are removed, those another live process
     * still writes excepted ({@link TableFile#removeAbandoned}).
     */
    @Bean(destroyMethod = "close")
    TableWarmUp tableWarmUp(SolveProperties properties) {
        TableFile.removeAbandoned(properties.dataDirectory(), log::info);
        ThreadPoolTaskExecutor executor = new ThreadPoolTaskExecutor();
        executor.setCorePoolSize(1);
        executor.setMaxPoolSize(1);
        executor.setKeepAliveSeconds(10);
        executor.setAllowCoreThreadTimeOut(true);
        executor.setDaemon(true);
        executor.setThreadPriority(Thread.MIN_PRIORITY);
        executor.setThreadNamePrefix("solve-tables-");
        executor.initialize();
        return new TableWarmUp(executor, log::info);
    }

    /**
     * The one store of the stored tables, every kind of them, in the data directory and within
     * {@code fifteen.solve.tables-memory-budget}: the least recently used set goes when a new one would not fit.
     */
    @Bean
    TableStore tableStore(SolveProperties properties) {
        return new TableStore(
                properties.dataDirectory(), properties.tablesMemoryBudget().toBytes(), log::info);
    }

    /**
     * The pattern-database catalog: the tables of {@code fifteen.solve.tables-file} mapped at once; the 6-6-3 and the
     * 7-8 tables (see {@link StoredTables}) planned first in the warm-up.
     */
    @Bean
    PatternDatabaseCatalog patternDatabaseCatalog(
            SolveProperties properties,
            ObjectProvider<PatternDatabaseCatalog.BuildWatch> buildWatch,
            TableWarmUp warmUp,
            TableStore store,
            MidSizeTables midSizeTables) {
        PatternDatabaseCatalog catalog = new PatternDatabaseCatalog();
        catalog.keepIn(store);
        catalog.serve(midSizeTables);
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
        StoredTables stored = properties.tablesFile() == null && properties.build78()
                ? StoredTables.sevenEight(store, Runtime.getRuntime().availableProcessors())
                : null;
        if (stored != null) {
            catalog.serve(stored);
            if (stored.file() != null && Files.exists(stored.file())) {
                warmUp.fromFile("the 4 x 4 7-8 tables", stored::mapIfIntact);
            }
        }
        if (properties.preloadTables() && !catalog.ready(4, 4, STANDARD_GOAL_BLANK)) {
            warmUp.first("the 4 x 4 6-6-3 tables", () -> {
                if (catalog.ready(4, 4, STANDARD_GOAL_BLANK)) {
                    log.info("The 4 x 4 6-6-3 tables are not needed: stronger ones serve the standard goal");
                    return;
                }
                // the store logs the build, and its failure
                catalog.prepare(4, 4, STANDARD_GOAL_BLANK, warmUp.onNeed("the 4 x 4 6-6-3 tables"));
            });
        }
        if (stored != null) {
            warmUp.first(
                    "the 4 x 4 7-8 tables",
                    () -> stored.start(warmUp.onNeed("the 4 x 4 7-8 tables of another goal blank")));
        }
        return catalog;
    }

    /**
     * The tables of boards of 17 to 25 cells ({@link MidSizeTables}): built by the warm-up when a request first asks,
     * in the data directory, within {@code fifteen.solve.tables-memory-budget}; the shapes of
     * {@code fifteen.solve.mid-size.prebuild} planned after the other tables. See {@code docs/operations.md},
     * "Boards of 17 to 25 cells".
     */
    @Bean
    MidSizeTables midSizeTables(SolveMidSizeProperties properties, TableWarmUp warmUp, TableStore store) {
        int threads = properties.buildThreads() > 0
                ? properties.buildThreads()
                : Runtime.getRuntime().availableProcessors();
        MidSizeTables tables = new MidSizeTables(
                store,
                properties.largestPattern(),
                threads,
                Thread.MIN_PRIORITY,
                properties.allowBuild(),
                warmUp.onNeed("the tables of a board of 17 to 25 cells"),
                properties.secondSplit(),
                new MidSizeTables.Shapes(
                        properties.sevenTileShapes(),
                        properties.sevenTilePairShapes(),
                        properties.dualShapes(),
                        properties.sevenTileAcrossShapes()));
        for (String shape : properties.dualShapes()) {
            String[] sides = shape.split("x");
            long bytes = tables.orbitBytes(Integer.parseInt(sides[0]), Integer.parseInt(sides[1]));
            if (bytes > store.budgetBytes()) {
                log.warn(
                        "The dual lookups of {} need the sets of every blank cell's orbit, {} MB, beyond the tables' "
                                + "memory budget of {} MB: its searches read the goal's set alone (raise "
                                + "fifteen.solve.tables-memory-budget)",
                        shape,
                        bytes >> 20,
                        store.budgetBytes() >> 20);
            }
        }
        for (String shape : properties.prebuild()) {
            int[] parsed = prebuildShape(shape);
            Path file = tables.file(parsed[0], parsed[1], parsed[2]);
            if (file != null && Files.exists(file)) {
                warmUp.fromFile(
                        "the " + parsed[0] + " x " + parsed[1] + " tables",
                        () -> tables.loadIfIntact(parsed[0], parsed[1], parsed[2]));
            }
            warmUp.last(
                    "the " + parsed[0] + " x " + parsed[1] + " tables",
                    () -> tables.request(parsed[0], parsed[1], parsed[2]));
        }
        return tables;
    }

    /**
     * Reads a shape of {@code fifteen.solve.mid-size.prebuild}: rows, columns and goal blank cell.
     *
     * @throws IllegalArgumentException for a shape not of 17 to 25 cells or a cell off the board
     */
    static int[] prebuildShape(String shape) {
        String[] parts = shape.split("[x:]");
        int rows = Integer.parseInt(parts[0]);
        int columns = Integer.parseInt(parts[1]);
        if (!MidSizeTables.isMidSize(rows, columns)) {
            throw new IllegalArgumentException("fifteen.solve.mid-size.prebuild: " + shape
                    + " is not a board of 17 to 25 cells with sides of at least 2");
        }
        int blank = parts.length > 2 ? Integer.parseInt(parts[2]) : rows * columns - 1;
        if (blank >= rows * columns) {
            throw new IllegalArgumentException("fifteen.solve.mid-size.prebuild: cell " + blank + " is not on a " + rows
                    + " x " + columns + " board");
        }
        return new int[] {rows, columns, blank};
    }

    /**
     * The multi-tile pattern tables, shared by {@code metric=multi} and the replay's grading: the 4 x 4 sets read
     * from the data directory or built there by the warm-up when {@code fifteen.solve.build-7-8} is on (194 MB each,
     * within the memory budget of the tables), the corners' one (the standard and the blank-first goal) planned with
     * the walking distances; the smaller shapes' sets built where first asked. The walking distance serves until a
     * set is ready.
     */
    @Bean
    MultiTileTableSource multiTileTables(SolveProperties properties, TableWarmUp warmUp, TableStore store) {
        StoredMultiTileTables tables =
                new StoredMultiTileTables(store, warmUp.onNeed("a 4 x 4 multi-tile table set"), properties.build78());
        // the four corners are one orbit: the standard goal's set serves the blank-first goal too, turned
        if (properties.build78()) {
            Path file = tables.file(4, 4, STANDARD_GOAL_BLANK);
            if (file != null && Files.exists(file)) {
                warmUp.fromFile(
                        "the 4 x 4 multi-tile tables of goal blank " + STANDARD_GOAL_BLANK,
                        () -> tables.readIfIntact(4, 4, STANDARD_GOAL_BLANK));
            }
        }
        if (properties.preloadTables()) {
            warmUp.later(
                    "the 4 x 4 multi-tile walking distances",
                    () -> MultiTileWalkingDistance.of(4, 4, STANDARD_GOAL_BLANK));
            warmUp.later(
                    "the 4 x 4 multi-tile tables of the standard goals",
                    () -> tables.prepare(4, 4, STANDARD_GOAL_BLANK));
        }
        return tables;
    }

    /**
     * The 5 x 5 tables ({@link TwentyFourTableStore}): mapped or built by the warm-up at the first 5 x 5 optimal
     * solve, or planned after every other with {@code fifteen.solve.five-by-five.build-at-start}; see
     * {@code docs/operations.md}, "Optimal 5 x 5".
     */
    @Bean
    @ConditionalOnProperty(name = "fifteen.solve.five-by-five.optimal", havingValue = "true", matchIfMissing = true)
    TwentyFourTableStore twentyFourTableStore(
            SolveProperties solve, SolveFiveByFiveProperties properties, TableWarmUp warmUp, TableStore tables) {
        Path file = properties.tablesFile() != null
                ? properties.tablesFile()
                : TwentyFourTableStore.fileIn(solve.dataDirectory(), TilePartition.KORF_FELNER);
        if (properties.tablesFile() != null) {
            TableFile.removeAbandoned(file.toAbsolutePath().getParent(), log::info);
        }
        int threads = properties.buildThreads() > 0
                ? properties.buildThreads()
                : Runtime.getRuntime().availableProcessors();
        TwentyFourTableStore store = new TwentyFourTableStore(
                tables, TilePartition.KORF_FELNER, file, properties.allowBuild(), threads, warmUp.onNeed(FIVE_BY_FIVE));
        if (file != null && Files.exists(file)) {
            warmUp.fromFile(FIVE_BY_FIVE, store::mapIfIntact);
        }
        if (properties.buildAtStart()) {
            warmUp.last(FIVE_BY_FIVE, store::request);
        }
        return store;
    }
}
