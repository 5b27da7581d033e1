package dev.fifteen.web.solve;

import dev.fifteen.puzzle.Board;
import dev.fifteen.web.BoardInput;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Pattern;
import org.springdoc.core.annotations.ParameterObject;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.context.request.async.DeferredResult;

@RestController
@Tag(name = "Solve", description = "Shortest solutions (IDA* with additive pattern databases) and fast ones")
class SolveController {

    private final DeferredSolve deferred;
    private final RequestSolves solves;
    private final BoardInput boardInput;

    SolveController(DeferredSolve deferred, RequestSolves solves, BoardInput boardInput) {
        this.deferred = deferred;
        this.solves = solves;
        this.boardInput = boardInput;
    }

    @PostMapping("/solve")
    @Operation(operationId = "solve", summary = "Solve a board (JSON board)", description = SolveApiDocs.SOLVE)
    @ApiResponse(responseCode = "200", description = SolveApiDocs.ANSWERED)
    @ApiResponse(responseCode = "400", description = SolveApiDocs.SOLVE_ERRORS)
    @ApiResponse(responseCode = "422", description = SolveApiDocs.UNPROCESSABLE)
    @ApiResponse(responseCode = "503", description = SolveApiDocs.BUSY)
    DeferredResult<SolveResponse> solve(@Valid @RequestBody SolveRequest request, HttpServletRequest connection) {
        return deferred.answer(connection, request.ask(boardInput));
    }

    @GetMapping("/solve")
    @Operation(operationId = "solveText", summary = "Solve a board (text board)", description = SolveApiDocs.SOLVE)
    @ApiResponse(responseCode = "200", description = SolveApiDocs.ANSWERED)
    @ApiResponse(responseCode = "400", description = SolveApiDocs.SOLVE_TEXT_ERRORS)
    @ApiResponse(responseCode = "422", description = SolveApiDocs.UNPROCESSABLE_TEXT)
    @ApiResponse(responseCode = "503", description = SolveApiDocs.BUSY_TEXT)
    DeferredResult<SolveResponse> solve(@Valid @ParameterObject SolveQuery query, HttpServletRequest connection) {
        return deferred.answer(connection, query.ask(boardInput));
    }

    @GetMapping("/solve/hint")
    @Operation(
            operationId = "hint",
            summary = "How far from the goal, and which slide next",
            description = SolveApiDocs.HINT)
    @ApiResponse(responseCode = "200", description = "The distance and the next slide")
    @ApiResponse(responseCode = "400", description = "A missing or invalid board or goal")
    @ApiResponse(responseCode = "422", description = "Not solvable (with the parity proof), or past the deadline")
    @ApiResponse(responseCode = "503", description = "Every search slot stayed busy")
    HintResponse hint(
            @Parameter(description = "The board in the text form", example = "1,2,3/4,5,6/7,0,8") @RequestParam
                    String board,
            @Parameter(
                            description = "The goal in the same form; the standard goal when absent",
                            example = "1,2,3/4,5,6/7,8,0")
                    @RequestParam(required = false)
                    String goal,
            @Parameter(
                            description = SolveApiDocs.METRIC,
                            example = "single",
                            schema = @Schema(defaultValue = "single", pattern = SolveApiDocs.METRIC_PATTERN))
                    @RequestParam(required = false)
                    @Pattern(regexp = SolveApiDocs.METRIC_PATTERN, message = SolveApiDocs.METRIC_MESSAGE)
                    String metric) {
        Board parsedBoard = boardInput.board(board, "board");
        return solves.hint(SolveAsk.of(
                parsedBoard,
                boardInput.goal(goal, parsedBoard),
                SolveAsk.How.of("optimal", metric, null),
                false,
                null));
    }
}
