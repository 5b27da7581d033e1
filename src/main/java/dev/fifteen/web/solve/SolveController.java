package dev.fifteen.web.solve;
import dev.fifteen.web.edge.DisconnectWatch;

import dev.fifteen.puzzle.Board;
import dev.fifteen.puzzle.Move;
import dev.fifteen.search.Cancellation;
import dev.fifteen.search.SearchProgress;
import dev.fifteen.search.Solution;
import dev.fifteen.search.Strategy;
import dev.fifteen.web.BoardInput;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.Pattern;
import org.springframework.http.ProblemDetail;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.context.request.async.DeferredResult;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Function;

@RestController
@Tag(name = "Solve", description = "Shortest solutions (IDA* with additive pattern databases) and fast ones")
class SolveController {

    /** What {@code Accept: text/event-stream} changes (the same operation, answered by the watched variant). */
    static final String WATCHED = "With `Accept: text/event-stream` the answer is a stream of Server-Sent Events"
            + " instead: `bound` (`{lowerBound, nodesExpanded, elapsedMs}`) each time the optimal search proves a"
            + " higher lower bound (IDA* raising its threshold: the bounds never decrease and the last is the optimal"
            + " length), `progress` (the same figures) every 250 ms, `solution` (an answer like this one, `optimal:"
            + " false`) as soon as a fast answer is known for `auto`, then the last event, `answer` (exactly the JSON"
            + " answer) or `problem` (the Problem Details members of the JSON answer, refusals included). A client"
            + " that closes the stream cancels the search within about a tenth of a second and frees its slot;"
            + " comment lines keep the stream busy between events.";

    static final String DESCRIPTION = "Solves a board toward a goal. `optimal` runs IDA* with additive,"
            + " blank-aware pattern databases (the 4 x 4 6-6-3 split by default, 7-8 when configured; the exact"
            + " table on the 8-puzzle; the mirror lookup where the goal allows it) and proves the length minimal;"
            + " `fast` answers at once without that proof (`optimal: false`, with Manhattan distance plus linear"
            + " conflicts as `lowerBound`): weighted IDA* up to 16 cells, otherwise a line-by-line reduction for any"
            + " rectangle up to `fifteen.solve.fast-max-cells` (100 x 100) and `fifteen.solve.fast-max-side`,"
            + " shortened on boards up to 64 cells by a"
            + " weighted A* within `fifteen.solve.fast-search-budget`; `auto` is optimal up to 16 cells within the"
            + " deadline and otherwise, or when the deadline passes, fast. Moves are letters naming the direction in"
            + " which the TILE moves (`moves`); `blankMoves` names the blank's direction instead; `tiles` lists the"
            + " tiles slid for solutions up to 10000 slides, or with `includeTiles=true`. A board that cannot reach"
            + " the goal is refused with the parity proof (422 `not-solvable`) without searching; a search past its"
            + " deadline answers 422 `solve-timeout` with the lower bound proven; when every search slot stays"
            + " busy, 503 `solver-busy` with Retry-After. Solutions are cached by board and goal. A client that closes"
            + " its connection before the answer cancels the search and frees its slot. " + WATCHED;


    /** The 200 answer of both variants. */
    static final String ANSWERED = "A solution and the figures of the search; with `Accept: text/event-stream`,"
            + " `bound`, `progress` and `solution` events, then `answer` or `problem`";

    private static final String STRATEGIES = "auto|optimal|fast";

    /** How long past its deadline an answer may take before the container gives up on it. */
    private static final Duration ANSWER_GRACE = Duration.ofSeconds(5);

    private final SolveService solveService;
    private final BoardInput boardInput;
    private final DisconnectWatch disconnects;

    SolveController(SolveService solveService, BoardInput boardInput, DisconnectWatch disconnects) {
        this.solveService = solveService;
        this.boardInput = boardInput;
        this.disconnects = disconnects;
    }

    @PostMapping("/solve")
    @Operation(operationId = "solve", summary = "Solve a board (JSON board)", description = DESCRIPTION)
    @ApiResponse(responseCode = "200", description = ANSWERED)
    @ApiResponse(responseCode = "400", description = "Malformed JSON, an invalid board, goal, strategy or timeout,"
            + " a timeout over the limit, a board over `fifteen.solve.fast-max-cells` or `fifteen.solve.fast-max-side`"
            + " (`board-too-large-to-solve`) or boards along the way over `fifteen.solve.boards-max-cells`"
            + " (`boards-too-many`)", content = @Content(mediaType = "application/problem+json",
            schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "422", description = "The board cannot reach the goal (`not-solvable`, with the"
            + " parity proof), the deadline passed (`solve-timeout`, with the lower bound proven), or no solver"
            + " of the strategy handles the shape (`strategy-unavailable`)",
            content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "503", description = "Every search slot stayed busy (`solver-busy`), or the memory"
            + " budget stayed taken (`memory-busy`); retry after the Retry-After header's seconds", content = @Content(mediaType = "application/problem+json",
            schema = @Schema(implementation = ProblemDetail.class)))
    DeferredResult<SolveResponse> solve(@Valid @RequestBody SolveRequest request, HttpServletRequest connection) {
        Board board = boardInput.board(request.board(), "board");
        Board goal = boardInput.goal(request.goal(), board);
        return answer(connection, board, goal, strategy(request.strategy()), timeout(request.timeoutMs()),
                outcome -> solveService.shape(outcome, board, Boolean.TRUE.equals(request.includeBoards()),
                        request.includeTiles()));
    }

    @GetMapping("/solve")
    @Operation(operationId = "solveText", summary = "Solve a board (text board)", description = DESCRIPTION)
    @ApiResponse(responseCode = "200", description = ANSWERED)
    @ApiResponse(responseCode = "400", description = "A missing or invalid board, goal, strategy or timeout, a"
            + " timeout over the limit, a board over `fifteen.solve.fast-max-cells` or `fifteen.solve.fast-max-side`,"
            + " or boards along the way over `fifteen.solve.boards-max-cells`", content = @Content(
            mediaType = "application/problem+json",
            schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "422", description = "Not solvable (with the parity proof), past the deadline (with"
            + " the lower bound proven), or no solver for the shape", content = @Content(
            mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "503", description = "Every search slot stayed busy, or the memory budget stayed"
            + " taken; retry after the Retry-After header's seconds", content = @Content(mediaType = "application/problem+json",
            schema = @Schema(implementation = ProblemDetail.class)))
    DeferredResult<SolveResponse> solve(
            @Parameter(description = "The board in the text form: rows separated by `/`, tiles by `,`, 0 for the blank",
                    example = "8,6,7/2,5,4/3,0,1")
            @RequestParam String board,
            @Parameter(description = "The goal in the same form; the tiles in reading order with the blank last when"
                    + " absent", example = "1,2,3/4,5,6/7,8,0")
            @RequestParam(required = false) String goal,
            @Parameter(description = "`auto` (default), `optimal` or `fast`", example = "auto")
            @RequestParam(defaultValue = "auto") @Pattern(regexp = "(?i)" + STRATEGIES,
                    message = "must be auto, optimal or fast") String strategy,
            @Parameter(description = "The deadline in milliseconds (default 10000, at most 60000)", example = "10000")
            @RequestParam(required = false) @Min(value = 1, message = "must be at least 1") Long timeoutMs,
            @Parameter(description = "Whether to list the boards along the way; refused when they would hold more than"
                    + " `fifteen.solve.boards-max-cells` cells", example = "false")
            @RequestParam(defaultValue = "false") boolean includeBoards,
            @Parameter(description = "Whether to list the tile numbers slid; by default only for solutions of at most"
                    + " `fifteen.solve.tiles-max-length` (10000) slides", example = "true")
            @RequestParam(required = false) Boolean includeTiles,
            HttpServletRequest connection) {
        Board parsedBoard = boardInput.board(board, "board");
        Board parsedGoal = boardInput.goal(goal, parsedBoard);
        return answer(connection, parsedBoard, parsedGoal, strategy(strategy), timeout(timeoutMs),
                outcome -> solveService.shape(outcome, parsedBoard, includeBoards, includeTiles));
    }

    /**
     * Answers asynchronously, so that no container thread waits for the search. A client that disconnects cancels
     * the search and frees its slot: noticed by the {@link DisconnectWatch} while nothing is written, or through the
     * servlet's async listener when the container sees it. Refusals known before the search starts (limits, parity,
     * a full pool) are thrown here, as plain answers.
     */
    private DeferredResult<SolveResponse> answer(HttpServletRequest connection, Board board, Board goal,
            Strategy strategy, Duration timeout, Function<SolveService.Outcome, SolveResponse> response) {
        Duration chosen = solveService.requireTimeout(timeout);
        Cancellation cancellation = new Cancellation();
        DeferredResult<SolveResponse> result = new DeferredResult<>(chosen.plus(ANSWER_GRACE).toMillis());
        CompletableFuture<SolveService.Outcome> search = solveService.start(board, goal, strategy, chosen,
                cancellation, SearchProgress.NONE);
        DisconnectWatch.Watch watch = search.isDone() ? DisconnectWatch.NONE
                : disconnects.watch(connection, cancellation::cancel);
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
                result.setErrorResult(failure instanceof CompletionException && failure.getCause() != null
                        ? failure.getCause() : failure);
                return;
            }
            try {
                result.setResult(response.apply(outcome));
            } catch (RuntimeException e) {
                result.setErrorResult(e);
            }
        });
        return result;
    }

    @GetMapping("/solve/hint")
    @Operation(operationId = "hint", summary = "How far from the goal, and which slide next",
            description = "The optimal distance from the board to the goal and one slide that starts a shortest"
                    + " solution (the tile and the direction in which it moves), for games that show \"N moves"
                    + " away\" and a hint button. A solved board has distance 0 and no slide. Same errors as"
                    + " `GET /solve` with `strategy=optimal`.")
    @ApiResponse(responseCode = "200", description = "The distance and the next slide")
    @ApiResponse(responseCode = "400", description = "A missing or invalid board or goal", content = @Content(
            mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "422", description = "Not solvable (with the parity proof), or past the deadline",
            content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "503", description = "Every search slot stayed busy", content = @Content(
            mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    HintResponse hint(
            @Parameter(description = "The board in the text form", example = "1,2,3/4,5,6/7,0,8")
            @RequestParam String board,
            @Parameter(description = "The goal in the same form; the standard goal when absent",
                    example = "1,2,3/4,5,6/7,8,0")
            @RequestParam(required = false) String goal) {
        Board parsedBoard = boardInput.board(board, "board");
        Board parsedGoal = boardInput.goal(goal, parsedBoard);
        Solution solution = solveService.solve(parsedBoard, parsedGoal, Strategy.OPTIMAL, null).solution();
        if (solution.length() == 0) {
            return new HintResponse(0, null, null);
        }
        Move first = solution.moves().get(0);
        return new HintResponse(solution.length(), first.tile(), String.valueOf(first.direction().letter()));
    }

    private static Strategy strategy(String name) {
        return name == null ? Strategy.AUTO : Strategy.ofWireName(name);
    }

    private static Duration timeout(Long timeoutMs) {
        return timeoutMs == null ? null : Duration.ofMillis(timeoutMs);
    }
}
