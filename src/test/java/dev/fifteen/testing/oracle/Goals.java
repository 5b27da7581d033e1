package dev.fifteen.testing.oracle;

import dev.fifteen.puzzle.Board;

/** Goals the tests use besides {@link Board#standardGoal}: Korf's, with the blank first. */
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
}
