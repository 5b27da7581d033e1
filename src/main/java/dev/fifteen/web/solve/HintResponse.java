package dev.fifteen.web.solve;

import dev.fifteen.puzzle.Move;
import dev.fifteen.puzzle.MoveNotation;
import dev.fifteen.search.Metric;
import dev.fifteen.search.Solution;
import io.swagger.v3.oas.annotations.media.Schema;

/**
 * How far a board is from its goal, and one slide (in the multi-tile metric, one move) that starts a shortest way
 * there.
 */
@Schema(description = "The optimal distance to the goal and one slide that starts a shortest solution")
record HintResponse(
        @Schema(
                description =
                        "The least number of moves to the goal, counted in `metric`: slides, or multi-tile" + " moves",
                example = "21")
        int distance,

        @Schema(
                description = "The tile to slide next (with `metric=multi`, the one nearest the blank of the"
                        + " segment that slides); absent when the board is solved",
                example = "8")
        Integer tile,

        @Schema(
                description = "The direction in which that tile moves (U, D, L, R); absent when the board is solved",
                example = "L",
                allowableValues = {"U", "D", "L", "R"})
        String direction,

        @Schema(
                description = "The metric of `distance`: `single` or `multi`",
                example = "single",
                allowableValues = {"single", "multi"})
        String metric,

        @Schema(
                description = "The number of tiles the first move slides at once: 1 in the single-tile metric;"
                        + " absent when the board is solved",
                example = "1")
        Integer count,

        @Schema(
                description = "The first move in the multi-tile notation (its letter, and its count when more than"
                        + " one tile slides, such as `R3`); absent when the board is solved",
                example = "L")
        String move) {

    /** The hint of an optimal solution in {@code metric}. */
    static HintResponse of(Solution solution, Metric metric) {
        String slides = solution.tileDirections();
        if (slides.isEmpty()) {
            return new HintResponse(0, null, null, metric.wireName(), null, null);
        }
        Move first = solution.moves().get(0);
        boolean multi = metric == Metric.MULTI;
        int count = 1;
        while (multi && count < slides.length() && slides.charAt(count) == slides.charAt(0)) {
            count++;
        }
        return new HintResponse(
                multi ? MoveNotation.multiTileLength(slides) : slides.length(),
                first.tile(),
                String.valueOf(first.direction().letter()),
                metric.wireName(),
                count,
                MoveNotation.multiTile(slides.substring(0, count)));
    }
}
