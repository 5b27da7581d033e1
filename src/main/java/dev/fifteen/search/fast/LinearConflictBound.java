package dev.fifteen.search.fast;

/**
 * An admissible lower bound on the number of slides from a board to a goal: the Manhattan distance of every
 * tile to its goal cell plus linear conflicts (Hansson, Mayer &amp; Yung 1992). In each row, the tiles whose goal
 * is in that row keep their relative order while they stay in it; all but a longest subsequence already in
 * goal order must leave the row and come back, two vertical slides each that the Manhattan distance does not
 * count. Columns likewise, with horizontal slides, so rows and columns add up.
 *
 * <p>Time O(cells * log(max(rows, columns))), memory O(cells).
 */
public final class LinearConflictBound {

    private LinearConflictBound() {
    }

    /**
     * The bound for cells in reading order toward a goal given as the goal cell of each tile.
     *
     * @param goalCellOfTile goal cell index of tile {@code t} at {@code [t]}; entry 0 (the blank) is ignored
     */
    public static int of(int rows, int columns, int[] cells, int[] goalCellOfTile) {
        int manhattan = 0;
        for (int i = 0; i < cells.length; i++) {
            int tile = cells[i];
            if (tile != 0) {
                int goal = goalCellOfTile[tile];
                manhattan += Math.abs(goal / columns - i / columns) + Math.abs(goal % columns - i % columns);
            }
        }
        int[] line = new int[Math.max(rows, columns)];
        int[] tails = new int[line.length];
        int conflicts = 0;
        for (int r = 0; r < rows; r++) {
            int k = 0;
            for (int c = 0; c < columns; c++) {
                int tile = cells[r * columns + c];
                if (tile != 0 && goalCellOfTile[tile] / columns == r) {
                    line[k++] = goalCellOfTile[tile] % columns;
                }
            }
            conflicts += k - longestIncreasing(line, k, tails);
        }
        for (int c = 0; c < columns; c++) {
            int k = 0;
            for (int r = 0; r < rows; r++) {
                int tile = cells[r * columns + c];
                if (tile != 0 && goalCellOfTile[tile] % columns == c) {
                    line[k++] = goalCellOfTile[tile] / columns;
                }
            }
            conflicts += k - longestIncreasing(line, k, tails);
        }
        return manhattan + 2 * conflicts;
    }

    /** The bound from a board to a goal of the same shape. */
    public static int of(dev.fifteen.puzzle.Board board, dev.fifteen.puzzle.Board goal) {
        board.requireSameShape(goal);
        int[] goalCells = goal.cells();
        int[] goalCellOfTile = new int[goalCells.length];
        for (int i = 0; i < goalCells.length; i++) {
            goalCellOfTile[goalCells[i]] = i;
        }
        return of(board.rows(), board.columns(), board.cells(), goalCellOfTile);
    }

    /** Length of the longest strictly increasing subsequence of {@code values[0..k)} (patience sorting). */
    private static int longestIncreasing(int[] values, int k, int[] tails) {
        int length = 0;
        for (int i = 0; i < k; i++) {
            int low = 0;
            int high = length;
            while (low < high) {
                int mid = (low + high) >>> 1;
                if (tails[mid] < values[i]) {
                    low = mid + 1;
                } else {
                    high = mid;
                }
            }
            tails[low] = values[i];
            if (low == length) {
                length++;
            }
        }
        return length;
    }
}
