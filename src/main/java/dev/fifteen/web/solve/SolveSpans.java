package dev.fifteen.web.solve;

import dev.fifteen.puzzle.Board;
import dev.fifteen.search.Solution;
import dev.fifteen.search.Strategy;
import dev.fifteen.web.observability.WorkSpans;
import io.micrometer.tracing.Span;
import io.micrometer.tracing.Tracer;
import org.springframework.stereotype.Component;

import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;

/**
 * The span of one solve, from the request to its answer (queueing, cache and search included): the board's shape
 * and the strategy asked for when it starts; the strategy and heuristic used, the nodes expanded, the length,
 * whether it is optimal and whether the cache answered when it ends. Used around {@link SolveService} by every way
 * in (the JSON answer, the hint, the event stream, each board of a batch), so that the service itself stays free of
 * tracing.
 */
@Component
public final class SolveSpans {

    /** The span of a single solve. */
    public static final String SOLVE = "solve";

    /** The span of one board of a batch. */
    public static final String BATCH_BOARD = "solve-batch-board";

    private final WorkSpans spans;

    public SolveSpans(WorkSpans spans) {
        this.spans = spans;
    }

    /**
     * The current span, to continue on another thread with {@link #resume} (a batch reads its boards on a thread of
     * its own).
     */
    public Span current() {
        return spans.current();
    }

    /** Makes a span current on this thread until the scope closes; {@code null} clears it. */
    public Tracer.SpanInScope resume(Span span) {
        return spans.inScope(span);
    }

    /** Starts a solve's span, a child of the current one. */
    public Span started(String name, Board board, Strategy strategy) {
        return spans.start(name)
                .tag("fifteen.shape", board.rows() + "x" + board.columns())
                .tag("fifteen.strategy", strategy.wireName());
    }

    /** Ends a solve's span with what the solve found, or its failure. */
    public static void ended(Span span, SolveService.Outcome outcome, Throwable failure) {
        if (outcome != null) {
            Solution solution = outcome.solution();
            span.tag("fifteen.strategy", solution.strategy().wireName())
                    .tag("fifteen.heuristic", solution.heuristic())
                    .tag("fifteen.nodes", solution.nodesExpanded())
                    .tag("fifteen.length", solution.length())
                    .tag("fifteen.optimal", solution.optimal())
                    .tag("fifteen.cached", outcome.cached());
        }
        WorkSpans.end(span, failure);
    }

    /**
     * A solve started by {@code start} (which may answer from the cache at once, or throw a refusal), traced until
     * its answer: the returned future completes once the span has ended.
     */
    public CompletableFuture<SolveService.Outcome> traced(
            String name, Board board, Strategy strategy, Supplier<CompletableFuture<SolveService.Outcome>> start) {
        Span span = started(name, board, strategy);
        CompletableFuture<SolveService.Outcome> search;
        try (Tracer.SpanInScope ignored = spans.inScope(span)) {
            search = start.get();
        } catch (RuntimeException e) {
            ended(span, null, e);
            throw e;
        }
        return search == null ? null : search.whenComplete((outcome, failure) -> ended(span, outcome, failure));
    }

    /** A solve on the caller's thread, traced. */
    public SolveService.Outcome traced(Board board, Strategy strategy, Supplier<SolveService.Outcome> solve) {
        Span span = started(SOLVE, board, strategy);
        SolveService.Outcome outcome = null;
        Throwable failure = null;
        try (Tracer.SpanInScope ignored = spans.inScope(span)) {
            outcome = solve.get();
            return outcome;
        } catch (RuntimeException e) {
            failure = e;
            throw e;
        } finally {
            ended(span, outcome, failure);
        }
    }
}
