package dev.fifteen.puzzle;

import java.util.Arrays;

/**
 * Which cells of a {@code rows x columns} board are next to which: the one neighbour table of a grid, built from
 * {@link Direction}'s offsets and handed to the loops that slide tiles as plain arrays of cell indices (reading
 * order, as in {@link Board}).
 *
 * <p>Every per-cell list is in the order of {@link Direction#ordinal()}, up, down, left, right, and names the cell
 * one step that way: {@link #adjacent()} lists the cell above first. {@link #tileCells()} is the same table per
 * direction and as a slide sees it, {@link Direction#tileCell} for every blank: the tile that slides up into a blank
 * comes from the cell below it. {@link #adjacentMasks()} holds each cell's neighbours as the bits of a {@code long},
 * for boards of at most {@value #MAX_MASK_CELLS} cells.
 *
 * <p>Precondition: at least one row and one column, and {@code 4 * rows * columns} within an array. Built in
 * O(rows * columns) time and memory, about 60 bytes a cell. The arrays are the table's own, not copies: a caller
 * keeps them in a field or a local for its loops and never writes to them.
 */
public final class Neighbours {

    /** The most cells whose neighbours fit the bits of a {@code long}. */
    public static final int MAX_MASK_CELLS = Long.SIZE;

    private static final Direction[] DIRECTIONS = Direction.values();

    private final int rows;
    private final int columns;
    private final int[][] adjacent;
    private final int[] tileCells;
    private final long[] adjacentMasks;

    private Neighbours(int rows, int columns) {
        this.rows = rows;
        this.columns = columns;
        int size = rows * columns;
        int directions = DIRECTIONS.length;
        this.tileCells = new int[directions * size];
        this.adjacent = new int[size][];
        this.adjacentMasks = size <= MAX_MASK_CELLS ? new long[size] : null;
        int[] around = new int[directions];
        for (int cell = 0; cell < size; cell++) {
            int count = 0;
            for (Direction direction : DIRECTIONS) {
                tileCells[directions * cell + direction.ordinal()] = direction.tileCell(cell, rows, columns);
                // the cell one step up is where the tile that slides down into this cell comes from
                int next = direction.opposite().tileCell(cell, rows, columns);
                if (next >= 0) {
                    around[count++] = next;
                    if (adjacentMasks != null) {
                        adjacentMasks[cell] |= 1L << next;
                    }
                }
            }
            adjacent[cell] = Arrays.copyOf(around, count);
        }
    }

    /**
     * The table of a shape.
     *
     * @throws IllegalArgumentException for a side under 1, or more cells than the tables can index
     */
    public static Neighbours of(int rows, int columns) {
        if (rows < 1 || columns < 1 || (long) rows * columns * DIRECTIONS.length > Integer.MAX_VALUE - 8) {
            throw new IllegalArgumentException("no neighbour table for a " + rows + " x " + columns + " board: each"
                    + " side must be at least 1 and the board at most " + (Integer.MAX_VALUE - 8) / DIRECTIONS.length
                    + " cells");
        }
        return new Neighbours(rows, columns);
    }

    public int rows() {
        return rows;
    }

    public int columns() {
        return columns;
    }

    /** The number of cells, {@code rows * columns}. */
    public int size() {
        return adjacent.length;
    }

    /**
     * {@code adjacent()[cell]}: the cells next to it, one step up, down, left and right in that order, those off the
     * board left out (two to four of them on a board of two rows and two columns or more).
     */
    public int[][] adjacent() {
        return adjacent;
    }

    /**
     * {@code tileCells()[4 * blank + direction.ordinal()]}: the cell of the tile that slides that way into a blank
     * at {@code blank}, which is the cell one step the other way, or -1 where that is off the board.
     */
    public int[] tileCells() {
        return tileCells;
    }

    /** Whether the board is small enough for {@link #adjacentMasks()}: at most {@value #MAX_MASK_CELLS} cells. */
    public boolean hasMasks() {
        return adjacentMasks != null;
    }

    /**
     * {@code adjacentMasks()[cell]}: the cells of {@link #adjacent()}{@code [cell]} as a bit set, bit {@code c} for
     * cell {@code c}.
     *
     * @throws IllegalStateException for a board of more than {@value #MAX_MASK_CELLS} cells, whose bits would alias
     */
    public long[] adjacentMasks() {
        if (adjacentMasks == null) {
            throw new IllegalStateException("a " + rows + " x " + columns + " board has " + adjacent.length
                    + " cells; neighbour masks cover at most " + MAX_MASK_CELLS);
        }
        return adjacentMasks;
    }
}
