package dev.fifteen.search;

import dev.fifteen.puzzle.Board;
import dev.fifteen.puzzle.Direction;
import dev.fifteen.puzzle.Move;

import java.util.AbstractList;
import java.util.RandomAccess;

/**
 * An unmodifiable list of slides kept as two primitive arrays (the tile numbers and one direction letter a slide)
 * instead of one {@link Move} object a slide, so that the millions of slides of a fast solution for a 100 x 100
 * board cost about five bytes each. {@link Move}s are made on access.
 */
public final class CompactMoves extends AbstractList<Move> implements RandomAccess {

    private final int[] tiles;
    private final String tileDirections;

    /**
     * @param tiles          the tile of each slide (kept, not copied)
     * @param tileDirections one letter a slide (U, D, L, R), the direction in which the tile moves
     */
    public CompactMoves(int[] tiles, String tileDirections) {
        if (tiles.length != tileDirections.length()) {
            throw new IllegalArgumentException(tiles.length + " tiles but " + tileDirections.length() + " directions");
        }
        this.tiles = tiles;
        this.tileDirections = tileDirections;
    }

    /**
     * The slides that carry the blank of {@code board} through {@code cells} in turn, each cell in the row or the
     * column of the blank before it: one slide per cell the blank crosses (a multi-tile move of {@code k} tiles is
     * {@code k} slides). The one conversion from a search's path of blank cells to the tiles it moves.
     *
     * @throws IllegalArgumentException when a cell is not in the blank's row or column
     */
    public static CompactMoves ofBlankPath(Board board, int[] cells) {
        int columns = board.columns();
        int slides = 0;
        int blank = board.blankIndex();
        for (int target : cells) {
            if (target / columns == blank / columns) {
                slides += Math.abs(target - blank);
            } else if (target % columns == blank % columns) {
                slides += Math.abs(target / columns - blank / columns);
            } else {
                throw new IllegalArgumentException(
                        "cell " + target + " is not in the row or column of the blank at " + blank);
            }
            blank = target;
        }
        int[] tileAt = board.cells();
        int[] tiles = new int[slides];
        char[] letters = new char[slides];
        int slide = 0;
        blank = board.blankIndex();
        for (int target : cells) {
            int step = target / columns == blank / columns
                    ? Integer.signum(target - blank)
                    : target > blank ? columns : -columns;
            while (blank != target) {
                int next = blank + step;
                tiles[slide] = tileAt[next];
                letters[slide++] = Direction.between(next, blank, columns).letter();
                tileAt[blank] = tileAt[next];
                tileAt[next] = 0;
                blank = next;
            }
        }
        return new CompactMoves(tiles, new String(letters));
    }

    /**
     * As {@link #ofBlankPath(Board, int[])}, for a search that ran on the board turned by {@code cellMap} (a board
     * cell's cell in the search): the blank's first {@code length} cells of {@code searchCells} are taken back
     * through it.
     */
    public static CompactMoves ofBlankPath(Board board, int[] searchCells, int length, int[] cellMap) {
        int[] boardCell = new int[cellMap.length];
        for (int cell = 0; cell < cellMap.length; cell++) {
            boardCell[cellMap[cell]] = cell;
        }
        int[] cells = new int[length];
        for (int i = 0; i < length; i++) {
            cells[i] = boardCell[searchCells[i]];
        }
        return ofBlankPath(board, cells);
    }

    @Override
    public Move get(int index) {
        return new Move(tiles[index], Direction.ofLetter(tileDirections.charAt(index)));
    }

    @Override
    public int size() {
        return tiles.length;
    }

    /** The direction letters, the direction in which each tile moves. */
    public String tileDirections() {
        return tileDirections;
    }

    /** The direction letters of the blank, the opposite of the tiles'. */
    public String blankDirections() {
        char[] letters = new char[tileDirections.length()];
        for (int i = 0; i < letters.length; i++) {
            letters[i] = Direction.ofLetter(tileDirections.charAt(i)).opposite().letter();
        }
        return new String(letters);
    }

    /** The tile of the slide at {@code index}, without making a {@link Move}. */
    public int tile(int index) {
        return tiles[index];
    }

    /** A copy of the tile numbers. */
    public int[] tiles() {
        return tiles.clone();
    }
}
