package dev.fifteen.web.solvability;

import dev.fifteen.parity.SolvabilityCheck;
import dev.fifteen.puzzle.Board;
import dev.fifteen.web.BoardInput;
import dev.fifteen.web.ServiceText;
import dev.fifteen.web.SolvabilityResponse;
import dev.fifteen.web.memory.Footprint;
import dev.fifteen.web.memory.MemoryBudget;
import dev.fifteen.web.memory.RequestMemory;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@Tag(name = "Solvability", description = "Can this board reach that goal? The parity invariant, with its proof")
class SolvabilityController {

    private final SolvabilityCheck solvabilityCheck;
    private final BoardInput boardInput;
    private final RequestMemory memory;
    private final ServiceText text;

    SolvabilityController(
            SolvabilityCheck solvabilityCheck, BoardInput boardInput, RequestMemory memory, ServiceText text) {
        this.solvabilityCheck = solvabilityCheck;
        this.boardInput = boardInput;
        this.memory = memory;
        this.text = text;
    }

    /** The check copies both boards' cells and counts inversions in a Fenwick tree: 3 {@code int[n]}. */
    private SolvabilityResponse verdict(Board board, Board goal) {
        memory.admit(3 * Footprint.ints(board.size()), "the parity check of " + board.size() + " cells");
        return SolvabilityResponse.of(solvabilityCheck.check(board, goal), text);
    }

    @PostMapping("/solvability")
    @Operation(
            operationId = "checkSolvability",
            summary = "Can this board reach the goal? (JSON board)",
            description = SolvabilityApiDocs.CHECK)
    @ApiResponse(responseCode = "200", description = "The verdict and the numbers that prove it")
    @ApiResponse(responseCode = "400", description = SolvabilityApiDocs.ERRORS)
    @ApiResponse(responseCode = "503", description = MemoryBudget.BUSY_WITH_BODY_DESCRIPTION)
    SolvabilityResponse check(@Valid @RequestBody SolvabilityRequest request) {
        Board board = boardInput.board(request.board(), "board");
        Board goal = boardInput.goal(request.goal(), board);
        return verdict(board, goal);
    }

    @GetMapping("/solvability")
    @Operation(
            operationId = "checkSolvabilityOfText",
            summary = "Can this board reach the goal? (text board)",
            description = SolvabilityApiDocs.CHECK)
    @ApiResponse(responseCode = "200", description = "The verdict and the numbers that prove it")
    @ApiResponse(responseCode = "400", description = SolvabilityApiDocs.TEXT_ERRORS)
    @ApiResponse(responseCode = "503", description = MemoryBudget.BUSY_DESCRIPTION)
    SolvabilityResponse check(
            @Parameter(
                            description =
                                    "The board in the text form: rows separated by `/`, tiles by `,`, 0 for the blank",
                            example = "1,2,3/4,5,6/8,7,0")
                    @RequestParam
                    String board,
            @Parameter(
                            description =
                                    "The goal in the same form; the tiles in reading order with the blank last when"
                                            + " absent",
                            example = "1,2,3/4,5,6/7,8,0")
                    @RequestParam(required = false)
                    String goal) {
        Board parsedBoard = boardInput.board(board, "board");
        Board parsedGoal = boardInput.goal(goal, parsedBoard);
        return verdict(parsedBoard, parsedGoal);
    }
}
