package dev.fifteen.web.solve;

import dev.fifteen.search.Cancellation;
import dev.fifteen.search.SearchProgress;
import dev.fifteen.web.edge.DisconnectWatch;
import jakarta.servlet.http.HttpServletRequest;
import org.springframework.stereotype.Component;
import org.springframework.web.context.request.async.DeferredResult;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

/** The JSON answer of a solve, given asynchronously and given up when its client hangs up. */
@Component
class DeferredSolve {

    /** How long past its deadline an answer may take before the container gives up on it. */
    private static final Duration ANSWER_GRACE = Duration.ofSeconds(5);

    private final RequestSolves solves;

    DeferredSolve(RequestSolves solves) {
        this.solves = solves;
    }

    /**
     * Answers asynchronously, so that no container thread waits for the search. A client that disconnects cancels
     * the search and frees its slot: noticed by the {@link DisconnectWatch} while nothing is written, or through the
     * servlet's async listener when the container sees it. Refusals known before the search starts (limits, parity,
     * a full pool) are thrown here, as plain answers. The timeout is checked here, once, and the request's memory
     * ledger taken here, on the request's thread, for the answer shaped on the pool's ({@link RequestSolves}).
     */
    DeferredResult<SolveResponse> answer(HttpServletRequest connection, SolveAsk ask) {
        SolveCommand command = solves.command(ask, new Cancellation(), SearchProgress.NONE);
        Cancellation cancellation = command.cancellation();
        DeferredResult<SolveResponse> result =
                new DeferredResult<>(command.timeout().plus(ANSWER_GRACE).toMillis());
        CompletableFuture<SolveService.Outcome> search = solves.start(command);
        DisconnectWatch.Watch watch =
                search.isDone() ? DisconnectWatch.NONE : solves.watch(connection, cancellation::cancel);
        Runnable ended = () -> {
            watch.stop();
            cancellation.cancel();
        };
        result.onError(failure -> ended.run());
        result.onTimeout(ended);
        result.onCompletion(ended);
        search.whenComplete((outcome, failure) -> {
            watch.stop();
            if (failure != null) {
                result.setErrorResult(
                        failure instanceof CompletionException && failure.getCause() != null
                                ? failure.getCause()
                                : failure);
                return;
            }
            try {
                result.setResult(solves.shape(outcome, command));
            } catch (RuntimeException e) {
                result.setErrorResult(e);
            }
        });
        return result;
    }
}
