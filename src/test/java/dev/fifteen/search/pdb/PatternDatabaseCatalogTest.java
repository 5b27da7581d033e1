package dev.fifteen.search.pdb;

import dev.fifteen.search.Deadline;
import org.junit.jupiter.api.Test;

import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;

class PatternDatabaseCatalogTest {

    @Test
    void aRequestDoesNotBuildTablesPastItsDeadlineAndALaterOneFindsThem() {
        PatternDatabaseCatalog catalog = new PatternDatabaseCatalog();
        int goalBlank = 3 * 3 - 1;
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
    }
}
