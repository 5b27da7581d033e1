package dev.fifteen.search.pdb;

import dev.fifteen.search.Cancellation;
import dev.fifteen.search.Deadline;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * A search that waits for tables still being built stops waiting when its deadline is cancelled, not when the
 * deadline (up to a job's hour) or the build ends.
 */
class TablesBuildWaitTest {

    @Test
    void aCancelledWaitForTablesStillBeingBuiltEndsAtOnce() {
        PatternDatabaseCatalog catalog = new PatternDatabaseCatalog();
        catalog.prepare(4, 4, 15, task -> {}); // a build that never ends
        Cancellation cancellation = new Cancellation();
        Deadline deadline = Deadline.after(Duration.ofHours(1)).cancelledBy(cancellation);

        CompletableFuture<PatternDatabaseCatalog.Choice> choice =
                CompletableFuture.supplyAsync(() -> catalog.choose(4, 4, 15, deadline));
        await("waiting for the tables").during(Duration.ofMillis(100)).until(() -> !choice.isDone());
        cancellation.cancel();

        await("the wait ended").atMost(Duration.ofSeconds(5)).until(choice::isDone);
        assertThat(choice.join())
                .as("no tables: the search reports the cancellation")
                .isNull();
    }
}
