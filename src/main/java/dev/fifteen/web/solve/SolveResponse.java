package dev.fifteen.web.solve;

import dev.fifteen.problem.LimitExceededException;
import dev.fifteen.puzzle.Board;
import dev.fifteen.search.Solution;
import dev.fifteen.web.memory.Footprint;
import dev.fifteen.web.memory.RequestMemory;
import io.swagger.v3.oas.annotations.media.Schema;
import tools.jackson.databind.annotation.JsonSerialize;


/**
 * A solution with the figures that show the work.
 */
@Schema(description = "A sequence of slides from the board to the goal, with the figures that show the work")
record SolveResponse(
        @Schema(description = "The number of slides", example = "31")
        int length,
        @Schema(description = "Whether the length is proven minimal", example = "true")
        boolean optimal,
        @Schema(description = "The strategy that produced this answer: `optimal` or `fast`", example = "optimal",
                allowableValues = {"optimal", "fast"})
        String strategy,
        @Schema(description = "The heuristic (or method) used", example = "exact distance table")
        String heuristic,
        @Schema(description = "A proven lower bound on the number of slides: the heuristic at the start, or the"
                + " bound proven by an optimal search that ran out of time", example = "31")
        int lowerBound,
        @Schema(description = "The slides as one letter each (U, D, L, R): the direction in which the TILE moves",
                example = "URDLLURRDLLURRULDRDLURDRULLDRRULDDLURRDLURULLDRDLU")
        String moves,
        @Schema(description = "The same slides as the direction in which the BLANK moves (the opposite letters)",
                example = "DLURRDLLURRDLLDRULURDLULDRRULLDRUULDLLURDLDRRULURD")
        String blankMoves,
        @Schema(implementation = int[].class, description = "The tiles moved, in order; absent for solutions over `fifteen.solve.tiles-max-length`"
                + " slides unless `includeTiles` asks for them", example = "[5, 4, 1]")
        @JsonSerialize(using = SolutionListing.TilesWriter.class)
        SolutionListing.Tiles tiles,
        @Schema(implementation = String[].class, description = "The boards along the way in the text form, from the board to the goal; only with"
                + " `includeBoards`", example = "[\"1,2,3/4,5,6/7,0,8\", \"1,2,3/4,5,6/7,8,0\"]")
        @JsonSerialize(using = SolutionListing.BoardsWriter.class)
        SolutionListing.Boards boards,
        @Schema(description = "Search nodes expanded", example = "1024")
        long nodesExpanded,
        @Schema(description = "Milliseconds the search took (when cached, the original search's)", example = "3")
        long elapsedMs,
        @Schema(description = "Whether the answer came from the cache of solved boards", example = "false")
        boolean cached) {

    /**
     * @param includeTiles whether to list the tiles; {@code null}: only for solutions of at most
     *                     {@code tilesMaxLength} slides
     * @param memory       admits what the answer holds, see {@link #answerBytes}
     */
    static SolveResponse of(SolveService.Outcome outcome, Board board, boolean includeBoards, Boolean includeTiles,
            SolveProperties properties, RequestMemory memory) {
        Solution solution = outcome.solution();
        boolean tiles = includeTiles != null ? includeTiles : solution.length() <= properties.tilesMaxLength();
        if (includeBoards) {
            long cells = (solution.length() + 1L) * board.size();
            if (cells > properties.boardsMaxCells()) {
                throw new LimitExceededException("boards-too-many", "fifteen.solve.boards-max-cells",
                        properties.boardsMaxCells(), cells, "the " + (solution.length() + 1) + " boards along this"
                                + " solution would hold " + cells + " cells, more than the limit of "
                                + properties.boardsMaxCells() + " (fifteen.solve.boards-max-cells); ask without"
                                + " includeBoards and replay the moves");
            }
        }
        memory.admit(answerBytes(solution.length(), board, includeBoards), "the answer of " + solution.length()
                + " slides");
        return new SolveResponse(solution.length(), solution.optimal(), solution.strategy().wireName(),
                solution.heuristic(), solution.lowerBound(), solution.tileDirections(), solution.blankDirections(),
                tiles ? new SolutionListing.Tiles(solution) : null,
                includeBoards ? new SolutionListing.Boards(solution, board) : null, solution.nodesExpanded(),
                solution.elapsedNanos() / 1_000_000, outcome.cached());
    }

    /**
     * The answer of a solution of L slides: the blank's letters (a string of L); the tiles and the boards along the
     * way are written from the solution (see {@link SolutionListing}), one board and its text at a time.
     */
    static long answerBytes(int length, Board board, boolean includeBoards) {
        return Footprint.string(length)
                + (includeBoards ? Footprint.board(board.size()) + Footprint.text(board.size()) : 0);
    }
}
