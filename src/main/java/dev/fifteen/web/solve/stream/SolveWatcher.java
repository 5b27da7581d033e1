package dev.fifteen.web.solve.stream;

import dev.fifteen.problem.ProblemException;
import dev.fifteen.puzzle.Board;
import dev.fifteen.search.Cancellation;
import dev.fifteen.search.Strategy;
import dev.fifteen.web.edge.DisconnectWatch;
import dev.fifteen.web.memory.RequestMemory;
import dev.fifteen.web.solve.SolveCommand;
import dev.fifteen.web.solve.SolveProperties;
import dev.fifteen.web.solve.SolveService;
import dev.fifteen.web.solve.SolveSpans;
import jakarta.servlet.http.HttpServletRequest;
import org.springframework.scheduling.concurrent.ThreadPoolTaskScheduler;
import org.springframework.stereotype.Component;
import org.springframework.web.servlet.mvc.method.annotation.SseEmitter;

import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ScheduledFuture;
import java.util.function.Function;
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

    private final SolveService solveService;
    private final SolveSpans spans;
    private final SolveProperties properties;
    private final DisconnectWatch disconnects;
    private final ThreadPoolTaskScheduler ticker;
    private final RequestMemory memory;

    SolveWatcher(
            SolveService solveService,
            SolveProperties properties,
            DisconnectWatch disconnects,
            SolveSpans spans,
            RequestMemory memory,
            ThreadPoolTaskScheduler solveStreamTicks) {
        this.memory = memory;
        this.ticker = solveStreamTicks;
        this.spans = spans;
        this.solveService = solveService;
        this.properties = properties;
        this.disconnects = disconnects;
    }

    /**
     * @param boardSource reads the board, refusing it as a {@link ProblemException}
     * @param goalOf      reads the goal of that board, likewise
     */
    SseEmitter watch(
            HttpServletRequest connection,
            Supplier<Board> boardSource,
            Function<Board, Board> goalOf,
            String strategy,
            String metric,
            Long timeoutMs,
            boolean includeBoards,
            Boolean includeTiles) {
        Cancellation cancellation = new Cancellation();
        Duration timeout = timeoutMs == null ? properties.defaultTimeout() : Duration.ofMillis(timeoutMs);
        // a deadline over the maximum is refused below, as a problem event; the emitter's own stays within reach
        Duration bounded = timeout.compareTo(properties.maxTimeout()) > 0 ? properties.maxTimeout() : timeout;
        SseEmitter emitter = new SseEmitter(bounded.plus(GRACE).toMillis());
        SolveCommand[] command = new SolveCommand[1];
        RequestMemory.Ledger ledger = memory.ledger(); // the answers are shaped on the pool's thread
        SolveStream stream = new SolveStream(emitter, cancellation, outcome -> solveService.shape(outcome, command[0]));
        emitter.onError(failure -> stream.clientGone());
        emitter.onTimeout(stream::clientGone);
        emitter.onCompletion(stream::clientGone);
        try {
            Board board = boardSource.get();
            Board goal = goalOf.apply(board);
            Strategy chosen = SolveService.strategyOf(strategy);
            command[0] = new SolveCommand(
                    board,
                    goal,
                    chosen,
                    SolveService.metricOf(metric),
                    solveService.requireTimeout(timeout),
                    cancellation,
                    stream,
                    new SolveCommand.Answer(includeBoards, includeTiles, ledger));
            CompletableFuture<SolveService.Outcome> search =
                    spans.traced(SolveSpans.SOLVE, board, chosen, () -> solveService.start(command[0]));
            if (!search.isDone()) {
                stream.watchedBy(disconnects.watch(connection, stream::hungUp));
            }
            search.whenComplete(stream::finish);
        } catch (ProblemException problem) {
            try {
                stream.sendProblem(problem);
            } catch (IOException e) {
                stream.clientGone();
            }
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
}
