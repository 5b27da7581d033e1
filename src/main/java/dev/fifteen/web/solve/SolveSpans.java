package dev.fifteen.web.solve;

import dev.fifteen.puzzle.Board;
import dev.fifteen.search.Solution;
import dev.fifteen.search.Strategy;
import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationRegistry;
import org.springframework.stereotype.Component;

import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;

/**
 * The span of one solve, from the request to its answer (queueing, cache and search included), as a Micrometer
 * {@link Observation}: the board's shape and the strategy asked for when it starts; the strategy and heuristic used,
 * the nodes expanded, the length, whether it is optimal and whether the cache answered when it ends. A child of the
 * request's observation (for a batch's boards, of the batch request's, whose context the batch's thread carries),
 * and the parent of the search's own ({@code fifteen.solve.time}, see {@link SolveMetrics}), which times the
 * searches; this one is a span only (its meters are turned off in {@code application.properties}), so that a solve
 * is timed once. Used around {@link SolveService} by every way in (the JSON answer, the hint, the event stream,
 * each board of a batch), so that the service itself stays free of request tracing.
 */
@Component
public final class SolveSpans {

    /** The span of a single solve. */
    public static final String SOLVE = "solve";

    /** The span of one board of a batch. */
    public static final String BATCH_BOARD = "solve-batch-board";

    private final ObservationRegistry observations;

    public SolveSpans(ObservationRegistry observations) {
        this.observations = observations;
    }

    /** Starts a solve's observation, a child of the current one. */
    public Observation started(String name, Board board, Strategy strategy) {
        return Observation.createNotStarted(name, observations)
                .highCardinalityKeyValue("fifteen.shape", board.rows() + "x" + board.columns())
                .highCardinalityKeyValue("fifteen.strategy", strategy.wireName())
                .start();
    }

    /** Ends a solve's observation with what the solve found, or its failure. */
    public static void ended(Observation solve, SolveService.Outcome outcome, Throwable failure) {
        if (outcome != null) {
            Solution solution = outcome.solution();
            solve.highCardinalityKeyValue(
                            "fifteen.strategy", solution.strategy().wireName())
                    .highCardinalityKeyValue("fifteen.heuristic", solution.heuristic())
                    .highCardinalityKeyValue("fifteen.nodes", String.valueOf(solution.nodesExpanded()))
                    .highCardinalityKeyValue("fifteen.length", String.valueOf(solution.length()))
                    .highCardinalityKeyValue("fifteen.optimal", String.valueOf(solution.optimal()))
                    .highCardinalityKeyValue("fifteen.cached", String.valueOf(outcome.cached()));
        }
        if (failure != null) {
            solve.error(failure);
        }
        solve.stop();
    }

    /**
     * A solve started by {@code start} (which may answer from the cache at once, or throw a refusal), observed until
     * its answer: the returned future completes once the observation has stopped.
     */
    public CompletableFuture<SolveService.Outcome> traced(
            String name, Board board, Strategy strategy, Supplier<CompletableFuture<SolveService.Outcome>> start) {
        Observation solve = started(name, board, strategy);
        CompletableFuture<SolveService.Outcome> search;
        try (Observation.Scope ignored = solve.openScope()) {
            search = start.get();
        } catch (RuntimeException e) {
            ended(solve, null, e);
            throw e;
        }
        return search == null ? null : search.whenComplete((outcome, failure) -> ended(solve, outcome, failure));
    }

    /** A solve on the caller's thread, observed. */
    public SolveService.Outcome traced(Board board, Strategy strategy, Supplier<SolveService.Outcome> solve) {
        Observation observation = started(SOLVE, board, strategy);
        SolveService.Outcome outcome = null;
        Throwable failure = null;
        try (Observation.Scope ignored = observation.openScope()) {
            outcome = solve.get();
            return outcome;
        } catch (RuntimeException e) {
            failure = e;
            throw e;
        } finally {
            ended(observation, outcome, failure);
        }
    }
}
