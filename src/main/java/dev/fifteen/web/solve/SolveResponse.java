package dev.fifteen.web.solve;

import dev.fifteen.puzzle.MoveNotation;
import dev.fifteen.search.Metric;
import dev.fifteen.search.Solution;
import io.swagger.v3.oas.annotations.media.Schema;
import tools.jackson.databind.annotation.JsonSerialize;

/**
 * A solution with the figures that show the work.
 */
@Schema(description = "A sequence of slides from the board to the goal, with the figures that show the work")
public record SolveResponse(
        @Schema(description = "The number of slides", example = "31")
        int length,

        @Schema(
                description = "The number of moves in the multi-tile metric, where a straight run of slides in one"
                        + " direction (a segment of a row or column sliding at once) is one move",
                example = "19")
        int lengthMulti,

        @Schema(description = "Whether the length is proven minimal in the answer's `metric`", example = "true")
        boolean optimal,

        @Schema(
                description = "The metric in which this answer is short (optimal when `optimal`), and in which"
                        + " `lowerBound` counts: `single` (one slide, one move) or `multi` (one straight run of the"
                        + " blank, one move). An optimal answer asked with `metric=multi` is `multi`; the fast"
                        + " solvers shorten slides, so their answers are `single` whatever was asked",
                example = "single",
                allowableValues = {"single", "multi"})
        String metric,

        @Schema(
                description = "The strategy that produced this answer: `optimal` or `fast`",
                example = "optimal",
                allowableValues = {"optimal", "fast"})
        String strategy,

        @Schema(description = "The heuristic (or method) used", example = "exact distance table")
        String heuristic,

        @Schema(
                description = "A proven lower bound on the number of moves in the answer's `metric`: the heuristic at"
                        + " the start, or the bound proven by an optimal search that ran out of time",
                example = "31")
        int lowerBound,

        @Schema(
                description = "The answer's length in its `metric` divided by `lowerBound` (at least 1), to four"
                        + " decimals: how far above the optimum the answer can be at most (a fast answer of ratio 1.05"
                        + " is at most 5 % longer than a shortest one); 1 for an `optimal` answer (its length is then"
                        + " the bound proven, whatever `lowerBound` says) and for a board already at its goal",
                example = "1.0")
        double boundRatio,

        @Schema(
                description = "The slides as one letter each (U, D, L, R): the direction in which the TILE moves",
                example = "URDLLURRDLLURRULDRDLURDRULLDRRULDDLURRDLURULLDRDLU")
        String moves,

        @Schema(
                description = "The same slides as the direction in which the BLANK moves (the opposite letters)",
                example = "DLURRDLLURRDLLDRULURDLULDRRULLDRUULDLLURDLDRRULURD")
        String blankMoves,

        @Schema(
                description = "The same slides in the multi-tile form: each straight run as its letter and, for"
                        + " more than one slide, its count (the tile nearest the blank moves first)",
                example = "R3 D2 L")
        String movesMulti,

        @Schema(
                implementation = int[].class,
                description = "The tiles moved, in order; absent for solutions over `fifteen.solve.tiles-max-length`"
                        + " slides unless `includeTiles` asks for them",
                example = "[5, 4, 1]")
        @JsonSerialize(using = SolutionListing.TilesWriter.class)
        SolutionListing.Tiles tiles,

        @Schema(
                implementation = String[].class,
                description = "The boards along the way in the text form, from the board to the goal; only with"
                        + " `includeBoards`",
                example = "[\"1,2,3/4,5,6/7,0,8\", \"1,2,3/4,5,6/7,8,0\"]")
        @JsonSerialize(using = SolutionListing.BoardsWriter.class)
        SolutionListing.Boards boards,

        @Schema(description = "Search nodes expanded", example = "1024")
        long nodesExpanded,

        @Schema(description = "Milliseconds the search took (when cached, the original search's)", example = "3")
        long elapsedMs,

        @Schema(description = "Whether the answer came from the cache of solved boards", example = "false")
        boolean cached) {

    /**
     * @param boards the boards along the way (written from the solution), or {@code null} when not asked for
     * @param tiles  whether to list the tiles slid
     */
    static SolveResponse of(SolveService.Outcome outcome, SolutionListing.Boards boards, boolean tiles) {
        Solution solution = outcome.solution();
        String slides = solution.tileDirections();
        int multi = MoveNotation.multiTileLength(slides);
        return new SolveResponse(
                solution.length(),
                multi,
                solution.optimal(),
                outcome.answeredMetric().wireName(),
                solution.strategy().wireName(),
                solution.heuristic(),
                solution.lowerBound(),
                solution.optimal()
                        ? 1
                        : boundRatio(
                                outcome.answeredMetric() == Metric.MULTI ? multi : solution.length(),
                                solution.lowerBound()),
                slides,
                solution.blankDirections(),
                MoveNotation.multiTile(slides),
                tiles ? new SolutionListing.Tiles(solution) : null,
                boards,
                solution.nodesExpanded(),
                solution.elapsedNanos() / 1_000_000,
                outcome.cached());
    }

    /**
     * The length over the bound, to four decimals; 1 at the goal, where both are 0. A board off its goal needs at
     * least one move, so a bound of 0 counts as 1 there.
     */
    static double boundRatio(int length, int lowerBound) {
        return length == 0 ? 1 : Math.round(10_000.0 * length / Math.max(1, lowerBound)) / 10_000.0;
    }
}
