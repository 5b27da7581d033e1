package dev.fifteen.web.replay;

import dev.fifteen.puzzle.Board;
import dev.fifteen.web.BoardInput;
import dev.fifteen.web.memory.MemoryBudget;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
@Tag(name = "Replay", description = "Moves in: play a sequence on a board and grade it against the optimum")
class ReplayController {

    private final ReplayService service;
    private final BoardInput boardInput;

    ReplayController(ReplayService service, BoardInput boardInput) {
        this.service = service;
        this.boardInput = boardInput;
    }

    @PostMapping("/replay")
    @Operation(
            operationId = "replay",
            summary = "Play a move sequence and grade it",
            description = ReplayApiDocs.REPLAY)
    @ApiResponse(responseCode = "200", description = "The board after the moves, the lengths and the grade")
    @ApiResponse(responseCode = "400", description = ReplayApiDocs.ERRORS)
    @ApiResponse(responseCode = "422", description = ReplayApiDocs.ILLEGAL)
    @ApiResponse(responseCode = "503", description = MemoryBudget.BUSY_WITH_BODY_DESCRIPTION)
    ReplayResponse replay(@Valid @RequestBody ReplayRequest request) {
        Board board = boardInput.board(request.board(), "board");
        Board goal = boardInput.goal(request.goal(), board);
        return service.replay(board, goal, request.moves());
    }
}
