package dev.fifteen.web.solve;

import io.swagger.v3.oas.annotations.media.Schema;

/**
 * How far a board is from its goal, and one slide that starts a shortest way there.
 */
@Schema(description = "The optimal distance to the goal and one slide that starts a shortest solution")
record HintResponse(
        @Schema(description = "The least number of slides to the goal", example = "21")
        int distance,

        @Schema(description = "The tile to slide next; absent when the board is solved", example = "8")
        Integer tile,

        @Schema(
                description = "The direction in which that tile moves (U, D, L, R); absent when the board is solved",
                example = "L",
                allowableValues = {"U", "D", "L", "R"})
        String direction) {}
