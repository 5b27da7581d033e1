package dev.fifteen.web.solve.stream;

import dev.fifteen.problem.ProblemException;
import dev.fifteen.search.Cancellation;
import dev.fifteen.web.solve.RequestSolves;
import dev.fifteen.web.solve.SolveAsk;
import dev.fifteen.web.solve.SolveCommand;
import dev.fifteen.web.solve.SolveService;
import jakarta.servlet.http.HttpServletRequest;
import org.springframework.scheduling.concurrent.ThreadPoolTaskScheduler;
import org.springframework.stereotype.Component;
import org.springframework.web.servlet.mvc.method.annotation.SseEmitter;

import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ScheduledFuture;
import java.util.function.Supplier;

/**
 * Starts a watched solve and keeps its stream going: the search's events as they come, its figures and keep-alive
 * comments on a tick, the end of the search when the client hangs up. A refusal known before the search starts is
 * the stream's one {@code problem} event.
 */
@Component
class SolveWatcher {

    /** How often a watched solve writes: its figures every other tick, a comment on the others. */
    static final Duration TICK = Duration.ofMillis(125);

    private static final Duration GRACE = Duration.ofSeconds(5);

    private final RequestSolves solves;
    private final ThreadPoolTaskScheduler ticker;

    SolveWatcher(RequestSolves solves, ThreadPoolTaskScheduler solveStreamTicks) {
        this.solves = solves;
        this.ticker = solveStreamTicks;
    }

    /** @param asked reads what the request asks for, refusing it as a {@link ProblemException} */
    SseEmitter watch(HttpServletRequest connection, Supplier<SolveAsk> asked) {
        SolveAsk ask;
        Duration timeout;
        try {
            ask = asked.get();
            timeout = solves.timeout(ask);
        } catch (ProblemException problem) {
            return refused(problem);
        }
        Cancellation cancellation = new Cancellation();
        SseEmitter emitter = new SseEmitter(timeout.plus(GRACE).toMillis());
        SolveCommand[] command = new SolveCommand[1];
        SolveStream stream = new SolveStream(emitter, cancellation, outcome -> solves.shape(outcome, command[0]));
        command[0] = solves.command(ask, cancellation, stream);
        emitter.onError(failure -> stream.clientGone());
        emitter.onTimeout(stream::clientGone);
        emitter.onCompletion(stream::clientGone);
        try {
            CompletableFuture<SolveService.Outcome> search = solves.start(command[0]);
            if (!search.isDone()) {
                stream.watchedBy(solves.watch(connection, stream::hungUp));
            }
            search.whenComplete(stream::finish);
        } catch (ProblemException problem) {
            send(stream, problem);
            return emitter;
        }
        if (!stream.finished()) {
            ScheduledFuture<?>[] ticks = new ScheduledFuture<?>[1];
            ticks[0] = ticker.scheduleAtFixedRate(
                    () -> {
                        if (stream.finished()) {
                            ticks[0].cancel(false);
                        } else {
                            stream.tick();
                        }
                    },
                    ticker.getClock().instant().plus(TICK),
                    TICK);
        }
        return emitter;
    }

    /** A stream whose one event is the refusal of a request that could not be read. */
    private SseEmitter refused(ProblemException problem) {
        SseEmitter emitter = new SseEmitter(GRACE.toMillis());
        SolveStream stream = new SolveStream(emitter, new Cancellation(), outcome -> {
            throw new IllegalStateException("a refused request has no answer");
        });
        emitter.onError(failure -> stream.clientGone());
        emitter.onTimeout(stream::clientGone);
        send(stream, problem);
        return emitter;
    }

    private static void send(SolveStream stream, ProblemException problem) {
        try {
            stream.sendProblem(problem);
        } catch (IOException e) {
            stream.clientGone();
        }
    }
}
