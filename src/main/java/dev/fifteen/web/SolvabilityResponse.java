package dev.fifteen.web;

import dev.fifteen.parity.Invariant;
import dev.fifteen.parity.Rule;
import dev.fifteen.parity.TileSwap;
import dev.fifteen.parity.Verdict;
import io.swagger.v3.oas.annotations.media.Schema;

/**
 * Whether a board can reach its goal, with the numbers that prove it.
 */
@Schema(description = "Whether a board can reach its goal, with the numbers that prove it")
public record SolvabilityResponse(
        @Schema(description = "Whether some sequence of slides turns the board into the goal", example = "false")
        boolean solvable,

        @Schema(
                description = "The rule that decided: `odd-width` (the parity of N alone), `even-width` (the parity"
                        + " of N + r), or `single-line` (one row or column: the tiles' order alone)",
                allowableValues = {"odd-width", "even-width", "single-line"},
                example = "odd-width")
        String rule,

        @Schema(description = "The board's invariant") InvariantView board,
        @Schema(description = "The goal's invariant") InvariantView goal,

        @Schema(
                description = "One sentence with the arithmetic",
                example = "The width 3 is odd, so N alone decides: N = 1 inversion is odd and the goal's N = 0 is"
                        + " even, so this board cannot reach the goal")
        String explanation,

        @Schema(
                description = "For an unsolvable board, two tiles whose exchange makes it solvable; absent when"
                        + " the board is solvable, or on a single line when no one exchange helps")
        SwapView swap) {

    /** The verdict, its explanation in the request's language. */
    public static SolvabilityResponse of(Verdict verdict, ServiceText text) {
        return new SolvabilityResponse(
                verdict.solvable(),
                ruleName(verdict.rule()),
                InvariantView.of(verdict.board()),
                InvariantView.of(verdict.goal()),
                ParityExplanation.of(verdict, text),
                verdict.swap() == null ? null : SwapView.of(verdict.swap()));
    }

    static String ruleName(Rule rule) {
        return rule.name().toLowerCase().replace('_', '-');
    }

    @Schema(description = "The numbers of the parity invariant for one board")
    record InvariantView(
            @Schema(description = "N: pairs of tiles out of order in reading order, the blank left out", example = "1")
            long inversions,

            @Schema(description = "The blank's row, 0-based from the top", example = "2")
            int blankRow,

            @Schema(description = "The blank's column, 0-based from the left", example = "2")
            int blankColumn,

            @Schema(
                    description = "r: the blank's row distance from the bottom row (0 on the bottom row)",
                    example = "0")
            int blankRowFromBottom,

            @Schema(
                    description = "The invariant's parity under the deciding rule (0 even, 1 odd): N mod 2 on an"
                            + " odd width or a single line, (N + r) mod 2 on an even width",
                    example = "1")
            int parity) {

        static InvariantView of(Invariant invariant) {
            return new InvariantView(
                    invariant.inversions(),
                    invariant.blankRow(),
                    invariant.blankColumn(),
                    invariant.blankRowFromBottom(),
                    invariant.parity());
        }
    }

    @Schema(description = "Two tiles whose exchange makes the board solvable")
    record SwapView(
            @Schema(description = "One tile", example = "7") int first,

            @Schema(description = "The other tile", example = "8")
            int second) {

        static SwapView of(TileSwap swap) {
            return new SwapView(swap.first(), swap.second());
        }
    }
}
