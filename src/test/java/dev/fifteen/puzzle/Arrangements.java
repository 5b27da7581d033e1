package dev.fifteen.puzzle;

import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * Boards for tests: every arrangement of a small shape, or seeded random ones of any shape.
 */
public final class Arrangements {

    private Arrangements() {
    }

    /** Every one of the (rows*columns)! arrangements of a shape. */
    public static List<Board> all(int rows, int columns) {
        int n = rows * columns;
        int[] cells = new int[n];
        for (int i = 0; i < n; i++) {
            cells[i] = i;
        }
        List<Board> boards = new ArrayList<>();
        permute(cells, 0, rows, columns, boards);
        return boards;
    }

    private static void permute(int[] cells, int k, int rows, int columns, List<Board> boards) {
        if (k == cells.length) {
            boards.add(Board.of(rows, columns, cells));
            return;
        }
        for (int i = k; i < cells.length; i++) {
            swap(cells, k, i);
            permute(cells, k + 1, rows, columns, boards);
            swap(cells, k, i);
        }
    }

    /** A uniformly random arrangement (solvable or not) of a shape. */
    public static Board random(int rows, int columns, RandomGenerator random) {
        int[] cells = new int[rows * columns];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = i;
        }
        for (int i = cells.length - 1; i > 0; i--) {
            swap(cells, i, random.nextInt(i + 1));
        }
        return Board.of(rows, columns, cells);
    }

    private static void swap(int[] cells, int i, int j) {
        int t = cells[i];
        cells[i] = cells[j];
        cells[j] = t;
    }
}
