package dev.fifteen.web.scramble;

import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.Min;

/**
 * What to scramble and how; every field is optional.
 */
@Schema(description = "What to scramble and how; every field is optional")
record ScrambleRequest(
        @Schema(
                description = "Rows of the board; 4 when absent, or the goal's when a goal is given (then they must"
                        + " agree)",
                example = "4",
                minimum = "1")
        @Min(value = 1, message = "must be at least 1")
        Integer rows,

        @Schema(
                description = "Columns of the board; 4 when absent, or the goal's when a goal is given (then they"
                        + " must agree)",
                example = "4",
                minimum = "1")
        @Min(value = 1, message = "must be at least 1")
        Integer cols,

        @Schema(
                description = "`walk` (random slides from the goal, never undoing the last one), `uniform` (every"
                        + " board that can reach the goal equally likely) or `distance` (uniform among the boards at"
                        + " exactly"
                        + " `distance` optimal slides; shapes of at most 10 cells). `walk` when absent, or"
                        + " `distance` when"
                        + " only a distance is given",
                allowableValues = {"walk", "uniform", "distance"},
                example = "walk")
        String method,

        @Schema(
                description = "For `walk`: the number of slides, at most `fifteen.scramble.max-slides`"
                        + " (10,000,000 by default); 200 when absent. Ignored by the other methods",
                example = "200",
                minimum = "0")
        @Min(value = 0, message = "must be 0 or more")
        Integer moves,

        @Schema(
                description = "For `distance` (required there): the exact optimal distance from the goal, 0 to the"
                        + " shape's maximum (31 for 3 x 3). Ignored by the other methods",
                example = "20")
        Integer distance,

        @Schema(
                description = "The seed of the SplitMix64 generator: the same request with the same seed gives the"
                        + " same board. A fresh one in [0, 2^53) when absent",
                example = "42")
        Long seed,

        @Schema(
                description = "The goal to scramble from; its shape is the board's. The tiles in reading order with"
                        + " the blank last when absent",
                example = "[[1,2,3,4],[5,6,7,8],[9,10,11,12],[13,14,15,0]]")
        int[][] goal,

        @Schema(
                description = "For `walk`: whether to list the slides. When absent they are listed for walks of at"
                        + " most 10,000 slides",
                example = "true")
        Boolean includeSlides) {

    /** What the request asks for, as the service takes it; the goal is given to the service as a board. */
    ScrambleQuery query() {
        ScrambleQuery query = new ScrambleQuery();
        query.setRows(rows);
        query.setCols(cols);
        query.setMethod(method);
        query.setMoves(moves);
        query.setDistance(distance);
        query.setSeed(seed);
        query.setIncludeSlides(includeSlides);
        return query;
    }
}
