package dev.fifteen.web.solve;

import dev.fifteen.search.Cancellation;
import dev.fifteen.search.SearchProgress;
import dev.fifteen.search.SearchTimeoutException;
import dev.fifteen.search.Solution;
import dev.fifteen.web.edge.DisconnectWatch;
import dev.fifteen.web.memory.RequestMemory;
import jakarta.servlet.http.HttpServletRequest;
import org.springframework.stereotype.Component;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;

/**
 * {@link SolveService} as a request's way in uses it (the JSON answer, the hint, the event stream): the timeout
 * checked against {@code fifteen.solve.max-timeout}, the answer counted against the request's memory ledger, the
 * solve traced ({@link SolveSpans}) until its answer, and the connection watched for a client that hangs up. A
 * job runs without a request and uses the service directly; a batch traces each board as a child of its request.
 */
@Component
public class RequestSolves {

    private final SolveService solveService;
    private final DisconnectWatch disconnects;
    private final SolveSpans spans;
    private final RequestMemory memory;

    RequestSolves(SolveService solveService, DisconnectWatch disconnects, SolveSpans spans, RequestMemory memory) {
        this.solveService = solveService;
        this.disconnects = disconnects;
        this.spans = spans;
        this.memory = memory;
    }

    /**
     * The timeout of the solve asked for, checked.
     *
     * @throws dev.fifteen.problem.LimitExceededException ({@code timeout-too-long}) over the maximum
     */
    public Duration timeout(SolveAsk ask) {
        return solveService.requireTimeout(ask.timeout());
    }

    /**
     * The solve asked for, its timeout checked; the request's memory ledger is taken here, on the request's thread,
     * for the answer shaped on the pool's.
     */
    public SolveCommand command(SolveAsk ask, Cancellation cancellation, SearchProgress progress) {
        return ask.command(timeout(ask), cancellation, progress, memory.ledger());
    }

    /**
     * Starts the solve (see {@link SolveService#start}), traced until its answer: the returned future completes
     * once the span has ended.
     */
    public CompletableFuture<SolveService.Outcome> start(SolveCommand command) {
        return spans.traced(SolveSpans.SOLVE, command.board(), command.strategy(), () -> solveService.start(command));
    }

    /** Solves on the caller's thread (see {@link SolveService#solve}), traced. */
    public SolveService.Outcome solve(SolveCommand command) {
        return spans.traced(command.board(), command.strategy(), () -> solveService.solve(command));
    }

    /** Watches the request's connection while nothing is written, calling {@code hungUp} when its client goes. */
    public DisconnectWatch.Watch watch(HttpServletRequest connection, Runnable hungUp) {
        return disconnects.watch(connection, hungUp);
    }

    /**
     * The hint of an optimal solve asked for, solved on the caller's thread: the distance and the first slide.
     *
     * @throws SearchTimeoutException when no shortest solution is proven in time (the 5 x 5 search answers its best
     *                                known one at its deadline: not a distance to hint with)
     */
    public HintResponse hint(SolveAsk ask) {
        Solution solution =
                solve(command(ask, new Cancellation(), SearchProgress.NONE)).solution();
        if (!solution.optimal()) {
            long elapsedMillis = solution.elapsedNanos() / 1_000_000;
            throw new SearchTimeoutException(
                    solution.lowerBound(),
                    solution.nodesExpanded(),
                    elapsedMillis,
                    elapsedMillis,
                    solution.heuristic());
        }
        return HintResponse.of(solution, ask.metric());
    }

    /** The answer of a solve (see {@link SolveService#shape}). */
    public SolveResponse shape(SolveService.Outcome outcome, SolveCommand command) {
        return solveService.shape(outcome, command);
    }
}
