package dev.fifteen.search.pdb;

import dev.fifteen.search.Deadline;
import dev.fifteen.search.TableReadiness;
import dev.fifteen.search.TableReadiness.Stage;
import dev.fifteen.search.TableStore;
import org.junit.jupiter.api.Test;

import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;

class PatternDatabaseCatalogTest {

    @Test
    void aRequestDoesNotBuildTablesPastItsDeadlineAndALaterOneFindsThem() {
        PatternDatabaseCatalog catalog = new PatternDatabaseCatalog();
        int goalBlank = 3 * 3 - 1;
        assertThat(catalog.readiness(3, 3, goalBlank).stage()).isEqualTo(Stage.NOT_ASKED);
        assertThat(catalog.choose(3, 3, goalBlank, Deadline.after(Duration.ZERO)))
                .as("no tables yet, and no time to wait for them")
                .isNull();

        PatternDatabaseCatalog.Choice choice = catalog.choose(3, 3, goalBlank, Deadline.none());
        assertThat(choice).isNotNull();
        assertThat(catalog.ready(3, 3, goalBlank)).isTrue();
        assertThat(catalog.choose(3, 3, goalBlank, Deadline.after(Duration.ZERO))
                        .heuristic())
                .as("built once and kept")
                .isSameAs(choice.heuristic());
        assertThat(catalog.ready(3, 3, 0))
                .as("the same tables, turned by a symmetry")
                .isTrue();
    }

    @Test
    void largerBoardsAreReadyOnlyWhenTheirTablesAre() {
        PatternDatabaseCatalog catalog = new PatternDatabaseCatalog();
        assertThat(catalog.readiness(4, 5, 19)).isEqualTo(TableReadiness.NOT_CONFIGURED);
        assertThat(catalog.ready(4, 5, 19))
                .as("the Manhattan distance is no table")
                .isFalse();

        java.util.List<Runnable> queued = new java.util.ArrayList<>();
        MidSizeTables tables = new MidSizeTables(
                new TableStore(null, Long.MAX_VALUE, l -> {}), 3, 1, Thread.NORM_PRIORITY, true, queued::add);
        catalog.serve(tables);
        assertThat(catalog.readiness(4, 5, 19).stage()).isEqualTo(Stage.NOT_ASKED);
        assertThat(catalog.readiness(6, 6, 35)).as("no tables over 25 cells").isEqualTo(TableReadiness.NOT_CONFIGURED);
        tables.request(4, 5, 19);
        assertThat(catalog.readiness(4, 5, 19).stage()).isEqualTo(Stage.QUEUED);
        queued.forEach(Runnable::run);
        assertThat(catalog.ready(4, 5, 19)).isTrue();
        assertThat(catalog.ready(4, 5, 0)).as("the half turn's goal").isTrue();
    }

    @Test
    void standardTablesAreKeptWithinTheBudgetOfTheirStoreAndBuiltAgainWhenEvicted() {
        java.util.List<String> log = new java.util.concurrent.CopyOnWriteArrayList<>();
        PatternDatabaseCatalog measure = new PatternDatabaseCatalog();
        TableStore unlimited = new TableStore(null, Long.MAX_VALUE, log::add);
        measure.keepIn(unlimited);
        measure.prepare(2, 3, 5, Runnable::run).join();
        long oneSet = unlimited.heldBytes();
        assertThat(oneSet)
                .as("a byte a placement and blank cell: 6!/1! placements, one blank cell")
                .isEqualTo(720);

        TableStore store = new TableStore(null, oneSet, log::add);
        PatternDatabaseCatalog catalog = new PatternDatabaseCatalog();
        catalog.keepIn(store);
        catalog.prepare(2, 3, 5, Runnable::run).join();
        assertThat(catalog.ready(2, 3, 5)).isTrue();
        catalog.prepare(3, 2, 5, Runnable::run).join();
        assertThat(catalog.ready(3, 2, 5)).isTrue();
        assertThat(catalog.ready(2, 3, 5)).as("evicted to make room").isFalse();
        assertThat(log).anyMatch(line -> line.startsWith("Evicted the 2 x 3"));
        assertThat(catalog.choose(2, 3, 5, Deadline.after(java.time.Duration.ofSeconds(30)))
                        .heuristic())
                .as("built again for the request that needs it")
                .isNotNull();
        assertThat(catalog.ready(2, 3, 5)).isTrue();
        assertThat(store.heldBytes()).isLessThanOrEqualTo(store.budgetBytes());
    }
}
