package dev.fifteen.web.scramble;

import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.Min;

/**
 * What to scramble and how: the query parameters of {@code GET /scramble}, and the form the service takes for
 * {@code POST /scramble} too ({@link ScrambleRequest#query()}), whose goal arrives as rows instead of text.
 *
 * @param goal  the goal in the text form, or null (or blank) for the standard goal
 * @param count how many scrambles with consecutive seeds, or null for one answer
 */
record ScrambleQuery(
        @Parameter(description = "Rows; 4 when absent, or the goal's when a goal is given", example = "4")
        @Min(value = 1, message = "must be at least 1")
        Integer rows,

        @Parameter(description = "Columns; 4 when absent, or the goal's when a goal is given", example = "4")
        @Min(value = 1, message = "must be at least 1")
        Integer cols,

        @Parameter(
                description = "`walk`, `uniform` or `distance`; `walk` when absent, `distance` when only a"
                        + " distance is given",
                schema =
                        @Schema(
                                type = "string",
                                allowableValues = {"walk", "uniform", "distance"}),
                example = "walk")
        String method,

        @Parameter(description = "For `walk`: the number of slides; 200 when absent", example = "200")
        @Min(value = 0, message = "must be 0 or more")
        Integer moves,

        @Parameter(
                description = "For `distance` (required there): the exact optimal distance from the goal",
                example = "20")
        Integer distance,

        @Parameter(
                description = "The generator's seed (with `count`, the first seed; the others follow it by one);"
                        + " a fresh one in [0, 2^53) when absent",
                example = "42")
        Long seed,

        @Parameter(
                description = "The goal in the text form; its shape is the board's. The tiles in reading order"
                        + " with the blank last when absent",
                example = "1,2,3/4,5,6/7,8,0")
        String goal,

        @Parameter(
                description = "For `walk`: whether to list the slides; listed for walks of at most 10,000"
                        + " slides when absent",
                example = "true")
        Boolean includeSlides,

        @Parameter(
                description = "How many scrambles, with consecutive seeds: NDJSON, one answer a line, or with"
                        + " `Accept: application/json` a JSON array; one JSON answer when absent",
                example = "10")
        @Min(value = 1, message = "must be at least 1")
        Integer count) {

    /** The same request for the scramble with this seed. */
    ScrambleQuery withSeed(long next) {
        return new ScrambleQuery(rows, cols, method, moves, distance, next, goal, includeSlides, count);
    }
}
