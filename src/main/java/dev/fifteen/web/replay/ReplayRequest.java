package dev.fifteen.web.replay;

import dev.fifteen.web.BoardInput;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotNull;

/** A board, optionally a goal, and the moves to play on the board. */
@Schema(description = "A board, optionally a goal, and the moves to play on the board")
record ReplayRequest(
        @Schema(
                description = "The board to play from: an array of rows, 0 for the blank",
                example = "[[1,2,3],[4,5,6],[0,7,8]]",
                requiredMode = Schema.RequiredMode.REQUIRED)
        @NotNull(message = "is required")
        int[][] board,

        @Schema(description = BoardInput.GOAL_DESCRIPTION, example = BoardInput.GOAL_EXAMPLE)
        int[][] goal,

        @Schema(description = ReplayApiDocs.MOVES, example = "L2", requiredMode = Schema.RequiredMode.REQUIRED)
        @NotNull(message = "is required")
        String moves) {}
