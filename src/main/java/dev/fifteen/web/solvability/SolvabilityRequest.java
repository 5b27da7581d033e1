package dev.fifteen.web.solvability;

import dev.fifteen.web.BoardInput;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotNull;

/**
 * A board and, optionally, the goal it should reach.
 */
@Schema(description = "A board and, optionally, the goal it should reach")
record SolvabilityRequest(
        @Schema(
                description = "The board: an array of rows, 0 for the blank; any rectangle of at least 2 cells",
                example = "[[1,2,3],[4,5,6],[8,7,0]]",
                requiredMode = Schema.RequiredMode.REQUIRED)
        @NotNull(message = "is required")
        int[][] board,

        @Schema(description = BoardInput.GOAL_DESCRIPTION, example = BoardInput.GOAL_EXAMPLE)
        int[][] goal) {}
