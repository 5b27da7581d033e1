package dev.fifteen.web.solve.stream;
import dev.fifteen.web.solve.SolveService;
import dev.fifteen.web.solve.SolveProperties;
import dev.fifteen.web.solve.SolveRequest;
import dev.fifteen.web.solve.SolveApiDocs;
import dev.fifteen.web.solve.SolveQuery;
import org.springdoc.core.annotations.ParameterObject;
import dev.fifteen.web.edge.DisconnectWatch;

import dev.fifteen.problem.ProblemException;
import dev.fifteen.puzzle.Board;
import dev.fifteen.search.Cancellation;
import dev.fifteen.search.Strategy;
import dev.fifteen.web.BoardInput;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.ExampleObject;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.Pattern;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.servlet.mvc.method.annotation.SseEmitter;

import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

/**
 * {@code /solve} for clients that ask for {@code text/event-stream}: the same solve, watched. Every refusal arrives
 * as a {@code problem} event, so an EventSource sees it too.
 */
@RestController
@Tag(name = "Solve")
class SolveStreamController implements AutoCloseable {

    /** How often a watched solve writes: its figures every other tick, a comment on the others. */
    static final Duration TICK = Duration.ofMillis(125);

    private static final Duration GRACE = Duration.ofSeconds(5);

    private final SolveService solveService;
    private final BoardInput boardInput;
    private final SolveProperties properties;
    private final ScheduledExecutorService ticker;
    private final DisconnectWatch disconnects;

    SolveStreamController(SolveService solveService, BoardInput boardInput, SolveProperties properties,
            DisconnectWatch disconnects) {
        this.solveService = solveService;
        this.boardInput = boardInput;
        this.properties = properties;
        this.disconnects = disconnects;
        this.ticker = Executors.newScheduledThreadPool(2, task -> {
            Thread thread = new Thread(task, "solve-progress");
            thread.setDaemon(true);
            return thread;
        });
    }

    @PostMapping(path = "/solve", produces = MediaType.TEXT_EVENT_STREAM_VALUE)
    @Operation(operationId = "solve", summary = "Solve a board (JSON board)", description = SolveApiDocs.SOLVE)
    @ApiResponse(responseCode = "200", description = SolveApiDocs.ANSWERED, content = @Content(
            mediaType = MediaType.TEXT_EVENT_STREAM_VALUE, schema = @Schema(type = "string"),
            examples = @ExampleObject(value = SolveApiDocs.EVENTS_EXAMPLE)))
    SseEmitter solveWatched(@Valid @RequestBody SolveRequest request, HttpServletRequest connection) {
        return watch(connection, () -> boardInput.board(request.board(), "board"),
                board -> boardInput.goal(request.goal(), board), request.strategy(), request.timeoutMs(),
                Boolean.TRUE.equals(request.includeBoards()), request.includeTiles());
    }

    @GetMapping(path = "/solve", produces = MediaType.TEXT_EVENT_STREAM_VALUE)
    @Operation(operationId = "solveText", summary = "Solve a board (text board)", description = SolveApiDocs.SOLVE)
    @ApiResponse(responseCode = "200", description = SolveApiDocs.ANSWERED, content = @Content(
            mediaType = MediaType.TEXT_EVENT_STREAM_VALUE, schema = @Schema(type = "string"),
            examples = @ExampleObject(value = SolveApiDocs.EVENTS_EXAMPLE)))
    SseEmitter solveWatched(@Valid @ParameterObject SolveQuery query, HttpServletRequest connection) {
        return watch(connection, () -> boardInput.board(query.board(), "board"),
                parsed -> boardInput.goal(query.goal(), parsed), query.strategy(), query.timeoutMs(),
                query.listsBoards(), query.includeTiles());
    }

    private interface BoardSource {
        Board board();
    }

    private SseEmitter watch(HttpServletRequest connection, BoardSource boardSource, Function<Board, Board> goalOf,
            String strategy, Long timeoutMs, boolean includeBoards, Boolean includeTiles) {
        Cancellation cancellation = new Cancellation();
        Duration timeout = timeoutMs == null ? properties.defaultTimeout() : Duration.ofMillis(timeoutMs);
        SseEmitter emitter = new SseEmitter(timeout.plus(GRACE).toMillis());
        Board[] start = new Board[1];
        SolveStream stream = new SolveStream(emitter, cancellation, outcome -> solveService.shape(outcome, start[0],
                includeBoards, includeTiles));
        emitter.onError(failure -> stream.clientGone());
        emitter.onTimeout(stream::clientGone);
        emitter.onCompletion(stream::clientGone);
        try {
            Board board = boardSource.board();
            start[0] = board;
            Board goal = goalOf.apply(board);
            CompletableFuture<SolveService.Outcome> search = solveService.start(board, goal,
                    SolveService.strategyOf(strategy), timeout, cancellation, stream);
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
            ticks[0] = ticker.scheduleAtFixedRate(() -> {
                if (stream.finished()) {
                    ticks[0].cancel(false);
                } else {
                    stream.tick();
                }
            }, TICK.toMillis(), TICK.toMillis(), TimeUnit.MILLISECONDS);
        }
        return emitter;
    }

    @Override
    public void close() {
        ticker.shutdownNow();
    }
}
