package dev.fifteen.search.twentyfour;

import dev.fifteen.search.GoalLabels;
import dev.fifteen.search.TableReadiness;
import dev.fifteen.search.TableStore;
import dev.fifteen.testing.oracle.Goals;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The store makes its tables only when asked, once: builds them into the file, maps an intact file instead of
 * building, builds a damaged one again, and without leave to build leaves them unavailable with the reason.
 */
class TwentyFourTableStoreTest {

    @TempDir
    Path directory;

    @Test
    void nothingHappensUntilAskedThenTheFileIsBuiltOnceAndMappedLater() {
        Path file = TwentyFourTableStore.fileIn(directory, TestTables.THREES);
        List<String> log = new ArrayList<>();
        List<Runnable> tasks = new ArrayList<>();
        TwentyFourTableStore store = new TwentyFourTableStore(
                new TableStore(directory, Long.MAX_VALUE, log::add), TestTables.THREES, file, true, 1, tasks::add);
        assertThat(store.tables()).isNull();
        assertThat(store.status().stage()).isEqualTo(TableReadiness.Stage.NOT_ASKED);
        assertThat(store.status().words()).isEqualTo("not asked for yet");
        assertThat(file).doesNotExist();
        store.request();
        store.request();
        assertThat(tasks).hasSize(1);
        assertThat(store.status().stage()).isEqualTo(TableReadiness.Stage.QUEUED);
        assertThat(store.status().words()).isEqualTo("queued for building");
        assertThat(store.heuristic()).as("not ready").isNull();
        tasks.get(0).run();
        assertThat(store.tables()).isNotNull();
        assertThat(store.heuristic()).isNotNull().isSameAs(store.heuristic());
        assertThat(store.heuristic().estimate(GoalLabels.relabel(Goals.blankFirst(5, 5), Goals.blankFirst(5, 5))))
                .isZero();
        assertThat(file).exists();
        assertThat(log).anyMatch(line -> line.startsWith("Built the 5 x 5 3x8 tables into"));

        List<String> later = new ArrayList<>();
        TwentyFourTableStore again = new TwentyFourTableStore(
                new TableStore(directory, Long.MAX_VALUE, later::add),
                TestTables.THREES,
                file,
                false,
                1,
                Runnable::run);
        again.request();
        assertThat(again.tables()).isNotNull();
        assertThat(later).singleElement().asString().startsWith("Mapped the 5 x 5 3x8 tables from");

        List<Runnable> none = new ArrayList<>();
        TwentyFourTableStore restarted = new TwentyFourTableStore(
                new TableStore(directory, Long.MAX_VALUE, line -> {}), TestTables.THREES, file, true, 1, none::add);
        assertThat(restarted.mapIfIntact()).isTrue();
        assertThat(restarted.status().ready()).isTrue();
        restarted.request();
        assertThat(none).as("already mapped").isEmpty();
        TwentyFourTableStore missing = new TwentyFourTableStore(
                new TableStore(directory, Long.MAX_VALUE, line -> {}),
                TestTables.THREES,
                directory.resolve("missing.pdb"),
                true,
                1,
                Runnable::run);
        assertThat(missing.mapIfIntact()).isFalse();
        assertThat(missing.status().stage()).as("left to the first request").isEqualTo(TableReadiness.Stage.NOT_ASKED);
    }

    @Test
    void aDamagedFileIsBuiltAgain() throws IOException {
        Path file = TwentyFourTableStore.fileIn(directory, TestTables.THREES);
        TwentyFourTableFile.write(file, TestTables.threes());
        byte[] bytes = Files.readAllBytes(file);
        bytes[bytes.length - 10] ^= 0x10;
        Files.write(file, bytes);
        List<String> log = new ArrayList<>();
        TwentyFourTableStore store = new TwentyFourTableStore(
                new TableStore(directory, Long.MAX_VALUE, log::add), TestTables.THREES, file, true, 1, Runnable::run);
        store.request();
        assertThat(store.tables()).isNotNull();
        assertThat(log).anyMatch(line -> line.startsWith("Building the 5 x 5 3x8 tables again"));
        assertThat(Files.readAllBytes(file)).isNotEqualTo(bytes);
    }

    @Test
    void withoutLeaveToBuildAMissingFileLeavesThemUnavailable() {
        Path file = directory.resolve("missing.pdb");
        TwentyFourTableStore store = new TwentyFourTableStore(
                new TableStore(directory, Long.MAX_VALUE, line -> {}),
                TestTables.THREES,
                file,
                false,
                1,
                Runnable::run);
        store.request();
        assertThat(store.tables()).isNull();
        assertThat(store.status().givenUp()).isTrue();
        assertThat(store.status().words()).startsWith("not available").contains("building is off");
    }
}
