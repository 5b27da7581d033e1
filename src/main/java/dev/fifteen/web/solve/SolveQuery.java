package dev.fifteen.web.solve;

import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;

/**
 * The query parameters of {@code GET /solve}, for the JSON answer and the event stream alike.
 *
 * @param includeBoards null for false
 * @param includeTiles  null for the default: listed for solutions up to {@code fifteen.solve.tiles-max-length}
 */
public record SolveQuery(
        @Parameter(
                description = "The board in the text form: rows separated by `/`, tiles by `,`, 0 for the blank",
                example = "8,6,7/2,5,4/3,0,1",
                required = true)
        @NotNull(message = "is required")
        String board,

        @Parameter(
                description =
                        "The goal in the same form; the tiles in reading order with the blank last when" + " absent",
                example = "1,2,3/4,5,6/7,8,0")
        String goal,

        @Parameter(
                description = SolveApiDocs.STRATEGY,
                example = "auto",
                schema = @Schema(defaultValue = "auto", pattern = SolveApiDocs.STRATEGY_PATTERN))
        @Pattern(regexp = SolveApiDocs.STRATEGY_PATTERN, message = SolveApiDocs.STRATEGY_MESSAGE)
        String strategy,

        @Parameter(description = "The deadline in milliseconds (default 10000, at most 60000)", example = "10000")
        @Min(value = 1, message = "must be at least 1")
        Long timeoutMs,

        @Parameter(
                description = "Whether to list the boards along the way; refused when they would hold more than"
                        + " `fifteen.solve.boards-max-cells` cells",
                example = "false",
                schema = @Schema(type = "boolean", defaultValue = "false"))
        Boolean includeBoards,

        @Parameter(
                description = "Whether to list the tile numbers slid; by default only for solutions of at most"
                        + " `fifteen.solve.tiles-max-length` (10000) slides",
                example = "true")
        Boolean includeTiles) {

    /** Whether the boards along the way are listed. */
    public boolean listsBoards() {
        return Boolean.TRUE.equals(includeBoards);
    }
}
