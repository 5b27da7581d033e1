package dev.fifteen.web.scramble;

import dev.fifteen.scramble.Scramble;
import dev.fifteen.web.SolvabilityResponse;
import io.swagger.v3.oas.annotations.media.Schema;

/**
 * A scrambled board, how it was drawn, and the proof that it can reach its goal.
 */
@Schema(description = "A scrambled board, how it was drawn, and the proof that it can reach its goal")
record ScrambleResponse(
        @Schema(
                description = "The scrambled board: an array of rows, 0 for the blank",
                example = "[[1,2,3],[4,0,6],[7,5,8]]")
        int[][] board,

        @Schema(description = "The same board in the text form", example = "1,2,3/4,0,6/7,5,8")
        String text,

        @Schema(
                description = "The goal it was scrambled from, which it can reach",
                example = "[[1,2,3],[4,5,6],[7,8,0]]")
        int[][] goal,

        @Schema(description = "Rows of the board", example = "3")
        int rows,

        @Schema(description = "Columns of the board", example = "3")
        int cols,

        @Schema(description = "The seed that drew it: send it again to get the same board", example = "42")
        long seed,

        @Schema(
                description = "The method that drew it",
                allowableValues = {"walk", "uniform", "distance"},
                example = "walk")
        String method,

        @Schema(description = "For `walk`: the number of slides made", example = "2")
        Integer moves,

        @Schema(
                implementation = int[].class,
                description = "For `walk`: the tile moved by each slide, in order, from the goal to the board. Absent"
                        + " for walks of more than 10,000 slides unless `includeSlides` is true, or when it is false",
                example = "[8, 5]")
        WalkSlides slides,

        @Schema(description = "For `distance`: the board's exact optimal distance from the goal", example = "20")
        Integer distance,

        @Schema(
                description = "The parity invariant of the board against the goal, as `/solvability` answers it:"
                        + " always solvable")
        SolvabilityResponse solvability) {

    /**
     * @param slides the slides of a walk to list (written by replaying the walk), or {@code null}
     */
    static ScrambleResponse of(Scramble scramble, WalkSlides slides, SolvabilityResponse solvability) {
        return new ScrambleResponse(
                scramble.board().toRows(),
                scramble.board().toText(),
                scramble.goal().toRows(),
                scramble.board().rows(),
                scramble.board().columns(),
                scramble.seed(),
                scramble.method().wireName(),
                scramble.moves(),
                slides,
                scramble.distance(),
                solvability);
    }
}
