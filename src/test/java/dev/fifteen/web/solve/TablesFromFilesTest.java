package dev.fifteen.web.solve;

import dev.fifteen.search.TableStore;
import dev.fifteen.search.pdb.MidSizeTables;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.context.properties.source.MapConfigurationPropertySource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * The tables' wiring, files first: a start whose data directory already holds a set's intact file loads it ahead of
 * every build and says so, and until that load has ended readiness waits; a start without the file plans only the
 * build. A 3 x 6 board with patterns of at most three tiles stands in for the sets whose builds take minutes, through
 * the same configuration the service uses.
 */
class TablesFromFilesTest {

    @TempDir
    Path data;

    private final List<String> log = new CopyOnWriteArrayList<>();

    /** The properties as the service binds them: their defaults, and what {@code values} set. */
    private static <P> P bind(String prefix, Class<P> type, Map<String, String> values) {
        return new Binder(new MapConfigurationPropertySource(values)).bindOrCreate(prefix, type);
    }

    private TableWarmUp warmUp() {
        return new TableWarmUp(TableWarmUpTest.executor(), log::add);
    }

    private MidSizeTables wire(TableWarmUp warmUp) {
        TablesConfiguration configuration = new TablesConfiguration();
        SolveProperties solve = bind(
                "fifteen.solve",
                SolveProperties.class,
                Map.of("fifteen.solve.data-dir", data.toString(), "fifteen.solve.tables-memory-budget", "64MB"));
        return configuration.midSizeTables(
                bind(
                        "fifteen.solve.mid-size",
                        SolveMidSizeProperties.class,
                        Map.of(
                                "fifteen.solve.mid-size.largest-pattern", "3",
                                "fifteen.solve.mid-size.prebuild", "3x6",
                                "fifteen.solve.mid-size.build-threads", "1",
                                // one set a shape here: what is loaded ahead of which build is the point
                                "fifteen.solve.mid-size.second-split", "false")),
                warmUp,
                configuration.tableStore(solve));
    }

    @Test
    void anIntactFileOnDiskIsLoadedAheadOfEveryBuildAndReadinessWaitsForIt() throws IOException {
        try (TableWarmUp first = warmUp()) {
            MidSizeTables tables = wire(first);
            assertThat(first.waiting()).as("no file yet: the build alone").containsExactly("the 3 x 6 tables");
            assertThat(first.filesLoaded()).isTrue();
            first.start();
            await().atMost(Duration.ofSeconds(60))
                    .until(() -> tables.readiness(3, 6, 17).ready());
            // the tables are in use before the warm-up says the build ended: wait for that line too
            await().atMost(Duration.ofSeconds(60)).until(() -> first.ended() == 1);
        }
        Path file = new MidSizeTables(
                        new TableStore(data, Long.MAX_VALUE, line -> {}),
                        3,
                        1,
                        Thread.NORM_PRIORITY,
                        true,
                        Runnable::run)
                .file(3, 6, 17);
        assertThat(file).exists();
        java.nio.file.attribute.FileTime written = Files.getLastModifiedTime(file);

        log.clear();
        try (TableWarmUp restart = warmUp()) {
            MidSizeTables tables = wire(restart);
            assertThat(restart.waiting()).containsExactly("the 3 x 6 tables", "the 3 x 6 tables");
            assertThat(restart.filesLoaded()).as("its file not loaded yet").isFalse();
            restart.start();
            await().atMost(Duration.ofSeconds(60)).until(restart::filesLoaded);
            assertThat(tables.readiness(3, 6, 17).ready())
                    .as("ready once the files are loaded")
                    .isTrue();
            await().atMost(Duration.ofSeconds(60)).until(() -> restart.ended() == 2);
        }
        assertThat(log.get(0)).startsWith("Table load: the 3 x 6 tables (from their file)");
        assertThat(Files.getLastModifiedTime(file))
                .as("mapped, not built again")
                .isEqualTo(written);
        try (Stream<Path> files = Files.list(data)) {
            assertThat(files).containsExactly(file);
        }
    }

    @Test
    void theShapesAskedForSevenTilesFirstReachTheTables() {
        try (TableWarmUp warmUp = warmUp()) {
            MidSizeTables tables = midSizeTables(Map.of("fifteen.solve.mid-size.seven-tile-shapes", "4x5,5x4"), warmUp);
            assertThat(tables.partition(4, 5, 19).name()).isEqualTo("7-6-6");
            assertThat(tables.partition(5, 4, 19).name()).isEqualTo("7-6-6");
            assertThat(tables.partition(3, 6, 17).name()).as("by default six").isEqualTo("6-6-5");
            assertThat(warmUp.waiting()).as("nothing planned until asked").isEmpty();
        }
    }

    @Test
    void theShapesAskedForTwoPatternsOfSevenTilesReachTheTables() {
        try (TableWarmUp warmUp = warmUp()) {
            MidSizeTables tables = midSizeTables(
                    Map.of(
                            "fifteen.solve.mid-size.seven-tile-pair-shapes", "7x3",
                            "fifteen.solve.mid-size.seven-tile-shapes", "4x5"),
                    warmUp);
            assertThat(tables.partition(3, 7, 20).name()).isEqualTo("7-7-6");
            assertThat(tables.partition(7, 3, 20).name()).isEqualTo("7-7-6");
            assertThat(tables.partition(4, 5, 19).name()).isEqualTo("7-6-6");
        }
    }

    @Test
    void theShapesAskedForSevenTilesAcrossReachTheTables() {
        try (TableWarmUp warmUp = warmUp()) {
            MidSizeTables tables = midSizeTables(
                    Map.of(
                            "fifteen.solve.mid-size.seven-tile-across-shapes", "5x4",
                            "fifteen.solve.mid-size.seven-tile-shapes", "4x5"),
                    warmUp);
            assertThat(tables.acrossPartition(4, 5, 19).name()).isEqualTo("7-6-6-across");
            assertThat(tables.acrossPartition(5, 4, 19).name()).isEqualTo("7-6-6-across");
            assertThat(tables.acrossPartition(3, 6, 17).name())
                    .as("by default six")
                    .isEqualTo("6-6-5-across");
        }
    }

    /** The mid-size tables as the configuration makes them from these {@code fifteen.solve.mid-size} properties. */
    private MidSizeTables midSizeTables(Map<String, String> properties, TableWarmUp warmUp) {
        TablesConfiguration configuration = new TablesConfiguration();
        SolveProperties solve =
                bind("fifteen.solve", SolveProperties.class, Map.of("fifteen.solve.data-dir", data.toString()));
        return configuration.midSizeTables(
                bind("fifteen.solve.mid-size", SolveMidSizeProperties.class, properties),
                warmUp,
                configuration.tableStore(solve));
    }
}
