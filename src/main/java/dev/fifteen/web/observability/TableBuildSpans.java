package dev.fifteen.web.observability;

import dev.fifteen.search.pdb.PatternDatabaseCatalog;
import io.micrometer.tracing.Span;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * A span for each build of standard pattern databases, from the moment it is asked for to the moment the tables
 * are ready, with the shape and goal blank as attributes, and the count of builds in progress. A build a search
 * asks for runs on a thread of its own and serves every later request, so it is a trace of its own.
 */
class TableBuildSpans implements PatternDatabaseCatalog.BuildWatch {

    private final WorkSpans spans;
    private final AtomicInteger inProgress = new AtomicInteger();

    TableBuildSpans(WorkSpans spans) {
        this.spans = spans;
    }

    @Override
    public Build started(int rows, int columns, int goalBlank) {
        Span span = spans.start("pattern-table-build")
                .tag("fifteen.shape", rows + "x" + columns)
                .tag("fifteen.goal-blank", goalBlank);
        inProgress.incrementAndGet();
        return failure -> {
            inProgress.decrementAndGet();
            WorkSpans.end(span, failure);
        };
    }

    /** Builds started and not yet ended. */
    int inProgress() {
        return inProgress.get();
    }
}
