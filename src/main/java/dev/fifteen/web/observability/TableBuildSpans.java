package dev.fifteen.web.observability;

import dev.fifteen.search.pdb.PatternDatabaseCatalog;
import io.micrometer.common.KeyValues;
import io.micrometer.observation.Observation;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * An observation for each build of standard pattern databases, from the moment it is asked for to the moment the
 * tables are ready, with the shape and goal blank as attributes: a span and a timer
 * ({@code pattern_table_build_seconds}), and the count of builds in progress. A build a search asks for runs on a
 * thread of its own and serves every later request, so it is a trace of its own.
 */
class TableBuildSpans implements PatternDatabaseCatalog.BuildWatch {

    private final WorkSpans spans;
    private final AtomicInteger inProgress = new AtomicInteger();

    TableBuildSpans(WorkSpans spans) {
        this.spans = spans;
    }

    @Override
    public Build started(int rows, int columns, int goalBlank) {
        Observation build = spans.observed(
                "pattern-table-build",
                KeyValues.of("fifteen.shape", rows + "x" + columns, "fifteen.goal-blank", String.valueOf(goalBlank)));
        inProgress.incrementAndGet();
        return failure -> {
            inProgress.decrementAndGet();
            if (failure != null) {
                build.error(failure);
            }
            build.stop();
        };
    }

    /** Builds started and not yet ended. */
    int inProgress() {
        return inProgress.get();
    }
}
