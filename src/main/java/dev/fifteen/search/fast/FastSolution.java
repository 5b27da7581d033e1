package dev.fifteen.search.fast;

import dev.fifteen.puzzle.Board;
import dev.fifteen.puzzle.Direction;

/**
 * A valid, usually not optimal, sequence of slides from a board to a goal, with an admissible lower bound on
 * the optimum, so a client sees how far from optimal it can be at worst. Slides are kept one byte each; the
 * direction string has one letter a slide (U, D, L, R: the direction in which the tile moves).
 */
public final class FastSolution {

    /** How the returned slides were found. */
    public enum Method {
        /** The line-by-line reduction with path compression. */
        CONSTRUCTIVE,
        /** The guided reduction (walks of the blank that push the next tiles along) with path compression. */
        GUIDED,
        /** The guided reduction, its windows then shortened by a local optimal search ({@link WindowCompression}). */
        WINDOWS,
        /** The bounded-suboptimal search, shorter than the reduction on this board. */
        WEIGHTED_SEARCH
    }

    private final byte[] moves;
    private final int lowerBound;
    private final Method method;
    private final int constructiveLength;

    FastSolution(byte[] moves, int lowerBound, Method method, int constructiveLength) {
        this.moves = moves;
        this.lowerBound = lowerBound;
        this.method = method;
        this.constructiveLength = constructiveLength;
    }

    /** The slides, one tile-direction code each (see {@link MoveBuffer}); the caller must not change them. */
    byte[] moves() {
        return moves;
    }

    /** The number of slides. */
    public int length() {
        return moves.length;
    }

    /** Manhattan distance plus linear conflicts: no solution is shorter. */
    public int lowerBound() {
        return lowerBound;
    }

    public Method method() {
        return method;
    }

    /** The length the constructive reduction alone reached (equal to {@link #length()} when it won). */
    public int constructiveLength() {
        return constructiveLength;
    }

    /** The compact form: one letter a slide, the direction in which the tile moves. */
    public String directions() {
        return MoveBuffer.letters(moves);
    }

    /** The tile numbers that slide, in order, replayed from the board this solution starts at. */
    public int[] tiles(Board start) {
        int[] tileOffset = Direction.tileOffsets(start.columns());
        int[] cells = start.cells();
        int blank = start.blankIndex();
        int[] tiles = new int[moves.length];
        for (int i = 0; i < moves.length; i++) {
            int tileCell = blank + tileOffset[moves[i]];
            tiles[i] = cells[tileCell];
            cells[blank] = tiles[i];
            cells[tileCell] = 0;
            blank = tileCell;
        }
        return tiles;
    }
}
