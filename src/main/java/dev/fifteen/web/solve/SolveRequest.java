package dev.fifteen.web.solve;

import dev.fifteen.puzzle.Board;
import dev.fifteen.web.BoardInput;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;

/**
 * A board to solve, with its goal, strategy and deadline.
 */
@Schema(description = "A board to solve, optionally with its goal, strategy and deadline")
public record SolveRequest(
        @Schema(
                description = "The board: an array of rows, 0 for the blank",
                example = "[[8,6,7],[2,5,4],[3,0,1]]",
                requiredMode = Schema.RequiredMode.REQUIRED)
        @NotNull(message = "is required")
        int[][] board,

        @Schema(description = BoardInput.GOAL_DESCRIPTION, example = BoardInput.GOAL_EXAMPLE)
        int[][] goal,

        @Schema(
                description = "`optimal`: a proven shortest solution (or a deadline problem with the bound proven);"
                        + " `fast`: a short solution quickly, not proven shortest; `auto` (default): optimal up to"
                        + " 16 cells"
                        + " within the deadline, otherwise fast",
                allowableValues = {"auto", "optimal", "fast"},
                example = "auto",
                defaultValue = "auto")
        @Pattern(regexp = SolveApiDocs.STRATEGY_PATTERN, message = SolveApiDocs.STRATEGY_MESSAGE)
        String strategy,

        @Schema(
                description = "The deadline in milliseconds; `fifteen.solve.default-timeout` (10 s) when absent, at"
                        + " most `fifteen.solve.max-timeout` (60 s)",
                example = "10000")
        @Min(value = 1, message = "must be at least 1")
        Long timeoutMs,

        @Schema(
                description = "Whether to list the boards along the way (text form); refused when they would hold"
                        + " more than `fifteen.solve.boards-max-cells` cells",
                example = "false",
                defaultValue = "false")
        Boolean includeBoards,

        @Schema(
                description = "Whether to list the tile numbers slid; by default they are listed for solutions of"
                        + " at most `fifteen.solve.tiles-max-length` (10000) slides, so a 100 x 100 answer"
                        + " stays compact",
                example = "true")
        Boolean includeTiles,

        @Schema(
                description = SolveApiDocs.METRIC,
                allowableValues = {"single", "multi"},
                example = "single",
                defaultValue = "single")
        @Pattern(regexp = SolveApiDocs.METRIC_PATTERN, message = SolveApiDocs.METRIC_MESSAGE)
        String metric) {

    /** The solve this body asks for, its board and goal read and checked. */
    public SolveAsk ask(BoardInput input) {
        Board read = input.board(board, "board");
        SolveAsk.How how = SolveAsk.How.of(strategy, metric, timeoutMs);
        return SolveAsk.of(read, input.goal(goal, read), how, includeBoards, includeTiles);
    }
}
