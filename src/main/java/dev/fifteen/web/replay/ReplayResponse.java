package dev.fifteen.web.replay;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.swagger.v3.oas.annotations.media.Schema;

/**
 * Where a move sequence ends, its length in both metrics, and how far from optimal it is.
 */
@Schema(description = "Where a move sequence ends, its length in both metrics, and the optimal distance of the start")
@JsonInclude(JsonInclude.Include.ALWAYS)
record ReplayResponse(
        @Schema(description = "The board after the moves, as rows", example = "[[1,2,3],[4,5,6],[7,8,0]]")
        int[][] board,

        @Schema(description = "The board after the moves in the text form", example = "1,2,3/4,5,6/7,8,0")
        String text,

        @Schema(description = "Whether the board after the moves is the goal", example = "true")
        boolean solved,

        @Schema(description = "The sequence's length in the single-tile metric: one move a slide", example = "2")
        int length,

        @Schema(
                description = "The sequence's length in the multi-tile metric: a run of slides in one direction"
                        + " is one move",
                example = "1")
        int lengthMulti,

        @Schema(description = "The sequence, one letter a slide", example = "LL")
        String moves,

        @Schema(description = "The sequence in the multi-tile form", example = "L2")
        String movesMulti,

        @Schema(description = ReplayApiDocs.OPTIMAL_STATUS, example = "proven")
        String optimalStatus,

        @Schema(
                description = "The optimal distance of the start in the single-tile metric, when `optimalStatus`"
                        + " is `proven`; null otherwise",
                example = "2",
                nullable = true)
        Integer optimalLength,

        @Schema(
                description = "The optimal distance of the start in the multi-tile metric, when the multi-tile"
                        + " solver can answer within the grading deadline; null otherwise",
                example = "1",
                nullable = true)
        Integer optimalLengthMulti) {}
