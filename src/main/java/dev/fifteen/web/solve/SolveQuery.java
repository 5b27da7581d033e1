package dev.fifteen.web.solve;

import dev.fifteen.puzzle.Board;
import dev.fifteen.web.BoardInput;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;

/**
 * The query parameters of {@code GET /solve}, for the JSON answer and the event stream alike, bound by their
 * setters. A JavaBean rather than a record: Spring binds a record through its constructor, and reads that
 * constructor's parameter annotations (these documentation annotations among them) afresh on every request.
 */
public final class SolveQuery {

    @Parameter(
            description = "The board in the text form: rows separated by `/`, tiles by `,`, 0 for the blank",
            example = "8,6,7/2,5,4/3,0,1",
            required = true)
    @NotNull(message = "is required")
    private String board;

    @Parameter(
            description = "The goal in the same form; the tiles in reading order with the blank last when absent",
            example = "1,2,3/4,5,6/7,8,0")
    private String goal;

    @Parameter(
            description = SolveApiDocs.STRATEGY,
            example = "auto",
            schema = @Schema(defaultValue = "auto", pattern = SolveApiDocs.STRATEGY_PATTERN))
    @Pattern(regexp = SolveApiDocs.STRATEGY_PATTERN, message = SolveApiDocs.STRATEGY_MESSAGE)
    private String strategy;

    @Parameter(
            description = SolveApiDocs.METRIC,
            example = "single",
            schema = @Schema(defaultValue = "single", pattern = SolveApiDocs.METRIC_PATTERN))
    @Pattern(regexp = SolveApiDocs.METRIC_PATTERN, message = SolveApiDocs.METRIC_MESSAGE)
    private String metric;

    @Parameter(description = "The deadline in milliseconds (default 10000, at most 60000)", example = "10000")
    @Min(value = 1, message = "must be at least 1")
    private Long timeoutMs;

    @Parameter(
            description = "Whether to list the boards along the way; refused when they would hold more than"
                    + " `fifteen.solve.boards-max-cells` cells",
            example = "false",
            schema = @Schema(type = "boolean", defaultValue = "false"))
    private Boolean includeBoards;

    @Parameter(
            description = "Whether to list the tile numbers slid; by default only for solutions of at most"
                    + " `fifteen.solve.tiles-max-length` (10000) slides",
            example = "true")
    private Boolean includeTiles;

    public String getBoard() {
        return board;
    }

    public void setBoard(String board) {
        this.board = board;
    }

    public String getGoal() {
        return goal;
    }

    public void setGoal(String goal) {
        this.goal = goal;
    }

    /** The strategy's wire name, or null for {@code auto}. */
    public String getStrategy() {
        return strategy;
    }

    public void setStrategy(String strategy) {
        this.strategy = strategy;
    }

    /** The metric's wire name, or null for {@code single}. */
    public String getMetric() {
        return metric;
    }

    public void setMetric(String metric) {
        this.metric = metric;
    }

    /** The deadline, or null for {@code fifteen.solve.default-timeout}. */
    public Long getTimeoutMs() {
        return timeoutMs;
    }

    public void setTimeoutMs(Long timeoutMs) {
        this.timeoutMs = timeoutMs;
    }

    /** Whether the boards along the way are listed; null for no. */
    public Boolean getIncludeBoards() {
        return includeBoards;
    }

    public void setIncludeBoards(Boolean includeBoards) {
        this.includeBoards = includeBoards;
    }

    /** Whether the tiles slid are listed; null for the default (up to {@code fifteen.solve.tiles-max-length}). */
    public Boolean getIncludeTiles() {
        return includeTiles;
    }

    public void setIncludeTiles(Boolean includeTiles) {
        this.includeTiles = includeTiles;
    }

    /** The solve these parameters ask for, the board and goal read and checked. */
    public SolveAsk ask(BoardInput input) {
        Board read = input.board(board, "board");
        SolveAsk.How how = SolveAsk.How.of(strategy, metric, timeoutMs);
        return SolveAsk.of(read, input.goal(goal, read), how, includeBoards, includeTiles);
    }
}
