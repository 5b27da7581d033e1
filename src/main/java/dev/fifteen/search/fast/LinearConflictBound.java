package dev.fifteen.search.fast;

/**
 * An admissible lower bound on the number of slides from a board to a goal: the Manhattan distance of every
 * tile to its goal cell plus linear conflicts (Hansson, Mayer &amp; Yung 1992). In each row, the tiles whose goal
 * is in that row keep their relative order while they stay in it; all but a longest subsequence already in
 * goal order must leave the row and come back, two vertical slides each that the Manhattan distance does not
 * count. Columns likewise, with horizontal slides, so rows and columns add up.
 *
 * <p>One instance serves one shape and goal. {@link #estimate} takes O(cells * log(max(rows, columns))) time;
 * {@link #change} updates it after one slide in O(max(rows, columns) * log) by recounting the two lines the
 * slide crosses on a {@code byte[]} board (weighted A*'s nodes); both read a line's tiles into one scratch
 * array that one counting routine serves. Neither allocates (the bound keeps its scratch arrays), so an
 * instance belongs to one thread.
 * Cells are given in reading order, tiles as numbers {@code 1..n-1}, the blank as 0.
 */
final class LinearConflictBound {

    private final int rows;
    private final int columns;
    private final int[] goalRow;
    private final int[] goalColumn;
    private final int[] line;
    private final int[] tails;

    /**
     * @param goalCellOfTile goal cell index of tile {@code t} at {@code [t]}; entry 0 (the blank) is ignored
     */
    LinearConflictBound(int rows, int columns, int[] goalCellOfTile) {
        this.rows = rows;
        this.columns = columns;
        this.goalRow = new int[goalCellOfTile.length];
        this.goalColumn = new int[goalCellOfTile.length];
        for (int tile = 0; tile < goalCellOfTile.length; tile++) {
            goalRow[tile] = goalCellOfTile[tile] / columns;
            goalColumn[tile] = goalCellOfTile[tile] % columns;
        }
        this.line = new int[Math.max(rows, columns)];
        this.tails = new int[line.length];
    }

    /** The bound for the cells. */
    int estimate(int[] cells) {
        int h = 0;
        for (int i = 0; i < cells.length; i++) {
            int tile = cells[i];
            if (tile != 0) {
                h += Math.abs(goalRow[tile] - i / columns) + Math.abs(goalColumn[tile] - i % columns);
            }
        }
        for (int r = 0; r < rows; r++) {
            h += rowConflicts(cells, r);
        }
        for (int c = 0; c < columns; c++) {
            h += columnConflicts(cells, c);
        }
        return h;
    }

    /**
     * The change of the bound when {@code tile} slides from cell {@code from} into the blank at the adjacent cell
     * {@code to}, on a board kept one byte a cell (at most 127 tiles) as weighted A* stores its nodes, so that it
     * reads them without widening. {@code cells} holds the arrangement before the slide; it is used as scratch
     * and left as given.
     */
    int change(byte[] cells, int tile, int from, int to) {
        int fromRow = from / columns;
        int fromColumn = from % columns;
        int toRow = to / columns;
        int toColumn = to % columns;
        int delta = Math.abs(goalRow[tile] - toRow)
                + Math.abs(goalColumn[tile] - toColumn)
                - Math.abs(goalRow[tile] - fromRow)
                - Math.abs(goalColumn[tile] - fromColumn);
        // a vertical slide can only change the conflicts of the two rows it joins, a horizontal one of two columns
        if (fromRow != toRow) {
            if (goalRow[tile] == fromRow || goalRow[tile] == toRow) {
                int before = rowConflicts(cells, fromRow) + rowConflicts(cells, toRow);
                cells[to] = (byte) tile;
                cells[from] = 0;
                int after = rowConflicts(cells, fromRow) + rowConflicts(cells, toRow);
                cells[from] = (byte) tile;
                cells[to] = 0;
                delta += after - before;
            }
        } else if (goalColumn[tile] == fromColumn || goalColumn[tile] == toColumn) {
            int before = columnConflicts(cells, fromColumn) + columnConflicts(cells, toColumn);
            cells[to] = (byte) tile;
            cells[from] = 0;
            int after = columnConflicts(cells, fromColumn) + columnConflicts(cells, toColumn);
            cells[from] = (byte) tile;
            cells[to] = 0;
            delta += after - before;
        }
        return delta;
    }

    /** Twice the tiles of row {@code r} that must leave it to let the others pass. */
    private int rowConflicts(int[] cells, int r) {
        return conflicts(lineOf(cells, r * columns, 1, columns, goalRow, r, goalColumn));
    }

    private int columnConflicts(int[] cells, int c) {
        return conflicts(lineOf(cells, c, columns, rows, goalColumn, c, goalRow));
    }

    private int rowConflicts(byte[] cells, int r) {
        return conflicts(lineOf(cells, r * columns, 1, columns, goalRow, r, goalColumn));
    }

    private int columnConflicts(byte[] cells, int c) {
        return conflicts(lineOf(cells, c, columns, rows, goalColumn, c, goalRow));
    }

    /**
     * Reads one line of {@code count} cells from {@code first} on, {@code stride} apart, into {@link #line}: the
     * goal places {@code goalPlace[tile]} of the tiles whose goal line {@code goalLine[tile]} is {@code index}.
     *
     * @return how many it read
     */
    private int lineOf(int[] cells, int first, int stride, int count, int[] goalLine, int index, int[] goalPlace) {
        int k = 0;
        for (int i = 0, cell = first; i < count; i++, cell += stride) {
            int tile = cells[cell];
            if (tile != 0 && goalLine[tile] == index) {
                line[k++] = goalPlace[tile];
            }
        }
        return k;
    }

    /** {@link #lineOf(int[], int, int, int, int[], int, int[])} on a board kept one byte a cell. */
    private int lineOf(byte[] cells, int first, int stride, int count, int[] goalLine, int index, int[] goalPlace) {
        int k = 0;
        for (int i = 0, cell = first; i < count; i++, cell += stride) {
            int tile = cells[cell];
            if (tile != 0 && goalLine[tile] == index) {
                line[k++] = goalPlace[tile];
            }
        }
        return k;
    }

    /**
     * Twice the tiles of the line read into {@code line[0..k)} that must leave it: they keep their order while they
     * stay, so all but a longest run already in goal order step out and back.
     */
    private int conflicts(int k) {
        return 2 * (k - longestIncreasing(k));
    }

    /** Length of the longest strictly increasing subsequence of {@code line[0..k)} (patience sorting). */
    private int longestIncreasing(int k) {
        int length = 0;
        for (int i = 0; i < k; i++) {
            int value = line[i];
            int low = 0;
            int high = length;
            while (low < high) {
                int mid = (low + high) >>> 1;
                if (tails[mid] < value) {
                    low = mid + 1;
                } else {
                    high = mid;
                }
            }
            tails[low] = value;
            if (low == length) {
                length++;
            }
        }
        return length;
    }
}
