package dev.fifteen.search;

import dev.fifteen.puzzle.Neighbours;

/**
 * The cells of a {@code rows x columns} board as the searches see them: cell indices in reading order,
 * each cell's neighbours (from {@link Neighbours}), and the reflection in the main diagonal (for square boards).
 * Precomputed once per shape so that the search loops only index arrays.
 */
public final class Grid {

    public final int rows;
    public final int columns;
    public final int size;
    /** {@code neighbours[cell]}: the adjacent cells, in the order up, down, left, right. */
    public final int[][] neighbours;
    /**
     * {@code directions[cell][i]}: the blank's move from {@code cell} to {@code neighbours[cell][i]}, numbered as
     * {@link DuplicatePruning} numbers them.
     */
    public final int[][] directions;
    /** {@code neighbourMask[cell]}: the adjacent cells as a bit set (boards of at most 64 cells; all 0 beyond). */
    public final long[] neighbourMask;
    /** {@code reflection[cell]}: the cell mirrored in the main diagonal, or {@code null} for non-square shapes. */
    public final int[] reflection;

    public Grid(int rows, int columns) {
        if (rows < 1 || columns < 1 || rows * columns < 2) {
            throw new IllegalArgumentException("a board needs at least 2 cells, not " + rows + " x " + columns);
        }
        this.rows = rows;
        this.columns = columns;
        this.size = rows * columns;
        Neighbours table = Neighbours.of(rows, columns);
        this.neighbours = table.adjacent();
        this.directions = new int[size][];
        for (int cell = 0; cell < size; cell++) {
            directions[cell] = new int[neighbours[cell].length];
            for (int i = 0; i < neighbours[cell].length; i++) {
                directions[cell][i] = DuplicatePruning.direction(cell, neighbours[cell][i], columns);
            }
        }
        this.neighbourMask = table.hasMasks() ? table.adjacentMasks() : new long[size];
        if (rows == columns) {
            reflection = new int[size];
            for (int cell = 0; cell < size; cell++) {
                reflection[cell] = (cell % columns) * columns + cell / columns;
            }
        } else {
            reflection = null;
        }
    }

    /**
     * The symmetries of the shape as cell maps, the identity first: the four of a rectangle (identity, half
     * turn, left-right and top-bottom flips) and, for a square, the four more that exchange rows and columns.
     */
    public int[][] symmetries() {
        int count = rows == columns ? 8 : 4;
        int[][] maps = new int[count][size];
        for (int cell = 0; cell < size; cell++) {
            int r = row(cell);
            int c = column(cell);
            int rr = rows - 1 - r;
            int cc = columns - 1 - c;
            maps[0][cell] = cell;
            maps[1][cell] = rr * columns + cc;
            maps[2][cell] = r * columns + cc;
            maps[3][cell] = rr * columns + c;
            if (count == 8) {
                maps[4][cell] = c * columns + r;
                maps[5][cell] = cc * columns + rr;
                maps[6][cell] = c * columns + rr;
                maps[7][cell] = cc * columns + r;
            }
        }
        return maps;
    }

    /**
     * The maps of this shape's cells onto the cells of its transpose ({@code columns x rows}), which turn a board of
     * the one shape into a board of the other with the same moves (a slide along a row becomes one along a column):
     * the reflection in the main diagonal, then each of the {@linkplain #symmetries() four symmetries} of the
     * transposed shape, in their order. None for a square, whose symmetries hold them already.
     */
    public int[][] transposes() {
        if (rows == columns) {
            return new int[0][];
        }
        int[][] turned = new Grid(columns, rows).symmetries();
        int[][] maps = new int[turned.length][size];
        for (int cell = 0; cell < size; cell++) {
            int reflected = column(cell) * rows + row(cell);
            for (int m = 0; m < turned.length; m++) {
                maps[m][cell] = turned[m][reflected];
            }
        }
        return maps;
    }

    public int row(int cell) {
        return cell / columns;
    }

    public int column(int cell) {
        return cell % columns;
    }

    public int manhattan(int from, int to) {
        return Math.abs(row(from) - row(to)) + Math.abs(column(from) - column(to));
    }
}
