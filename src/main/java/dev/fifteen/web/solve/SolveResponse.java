package dev.fifteen.web.solve;

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

        @Schema(description = "Whether the length is proven minimal", example = "true")
        boolean optimal,

        @Schema(
                description = "The strategy that produced this answer: `optimal` or `fast`",
                example = "optimal",
                allowableValues = {"optimal", "fast"})
        String strategy,

        @Schema(description = "The heuristic (or method) used", example = "exact distance table")
        String heuristic,

        @Schema(
                description = "A proven lower bound on the number of slides: the heuristic at the start, or the"
                        + " bound proven by an optimal search that ran out of time",
                example = "31")
        int lowerBound,

        @Schema(
                description = "The slides as one letter each (U, D, L, R): the direction in which the TILE moves",
                example = "URDLLURRDLLURRULDRDLURDRULLDRRULDDLURRDLURULLDRDLU")
        String moves,

        @Schema(
                description = "The same slides as the direction in which the BLANK moves (the opposite letters)",
                example = "DLURRDLLURRDLLDRULURDLULDRRULLDRUULDLLURDLDRRULURD")
        String blankMoves,

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
        return new SolveResponse(
                solution.length(),
                solution.optimal(),
                solution.strategy().wireName(),
                solution.heuristic(),
                solution.lowerBound(),
                solution.tileDirections(),
                solution.blankDirections(),
                tiles ? new SolutionListing.Tiles(solution) : null,
                boards,
                solution.nodesExpanded(),
                solution.elapsedNanos() / 1_000_000,
                outcome.cached());
    }
}
