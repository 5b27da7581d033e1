package dev.fifteen.search.pdb;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * {@link PatternDatabaseCatalog.BuildWatch}: told of each build when it is handed to its executor, and of its end
 * once the tables are built (before anyone waiting for them sees them), or of the failure.
 */
class PatternDatabaseCatalogWatchTest {

    @Test
    void aBuildIsHeardOfWhenItStartsAndWhenItEnds() {
        List<String> heard = new ArrayList<>();
        PatternDatabaseCatalog catalog = new PatternDatabaseCatalog();
        catalog.onBuild((rows, columns, goalBlank) -> {
            heard.add("started " + rows + "x" + columns + " blank " + goalBlank);
            return failure -> heard.add("ended " + (failure == null ? "ready" : failure.getMessage()));
        });
        catalog.prepare(2, 3, 5, Runnable::run).join();
        catalog.prepare(2, 3, 5, Runnable::run).join(); // built already: no second build
        assertThat(heard).containsExactly("started 2x3 blank 5", "ended ready");
        assertThat(catalog.ready(2, 3, 5)).isTrue();
    }

    @Test
    void aBuildTheExecutorRefusesEndsWithTheRefusal() {
        List<String> heard = new ArrayList<>();
        PatternDatabaseCatalog catalog = new PatternDatabaseCatalog();
        catalog.onBuild((rows, columns, goalBlank) -> {
            heard.add("started");
            return failure -> heard.add("ended " + failure.getMessage());
        });
        Executor refusing = task -> {
            throw new IllegalStateException("no threads left");
        };
        assertThatThrownBy(() -> catalog.prepare(2, 3, 5, refusing)).hasMessage("no threads left");
        assertThat(heard).containsExactly("started", "ended no threads left");
    }
}
