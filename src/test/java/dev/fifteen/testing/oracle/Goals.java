package dev.fifteen.testing.oracle;

import dev.fifteen.puzzle.Board;

/** Goals the tests use besides {@link Board#standardGoal}: Korf's, with the blank first, and the blank anywhere. */
public final class Goals {

    private Goals() {}

    /** 0, 1, 2, ... in reading order: the blank in the top-left corner (Korf's convention). */
    public static Board blankFirst(int rows, int columns) {
        int[] cells = new int[rows * columns];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = i;
        }
        return Board.of(rows, columns, cells);
    }

    /** 1, 2, 3, ... in reading order with the blank in {@code blank}: the standard goal when it is the last cell. */
    public static Board blankAt(int rows, int columns, int blank) {
        int[] cells = new int[rows * columns];
        for (int cell = 0, tile = 1; cell < cells.length; cell++) {
            cells[cell] = cell == blank ? 0 : tile++;
        }
        return Board.of(rows, columns, cells);
    }
}
