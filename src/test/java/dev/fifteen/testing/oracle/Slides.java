package dev.fifteen.testing.oracle;

import dev.fifteen.puzzle.Board;
import dev.fifteen.search.Solution;

import java.util.Arrays;
import java.util.random.RandomGenerator;

/**
 * The test side's own replay of a solution, on a plain {@code int[]} of cells, sharing no move code with
 * production ({@code Board.slide}, {@code Grid}, {@code Direction} offsets): a tile moving up is the tile just
 * below the blank, and so on. Small enough to be checked by reading.
 */
public final class Slides {

    private Slides() {}

    /**
     * The cells after sliding tiles in the given directions (U, D, L, R: the direction the TILE moves).
     *
     * @throws AssertionError when a slide has no tile to move or a letter is not a direction
     */
    public static int[] play(int rows, int columns, int[] start, CharSequence tileDirections) {
        int[] cells = start.clone();
        int blank = indexOf(cells, 0);
        for (int i = 0; i < tileDirections.length(); i++) {
            int tile = tileCell(rows, columns, blank, tileDirections.charAt(i));
            if (tile < 0) {
                throw new AssertionError("slide " + i + " ('" + tileDirections.charAt(i) + "') has no tile to move on "
                        + Arrays.toString(cells));
            }
            cells[blank] = cells[tile];
            cells[tile] = 0;
            blank = tile;
        }
        return cells;
    }

    /** {@link #play(int, int, int[], CharSequence)} from a board. */
    public static int[] play(Board start, CharSequence tileDirections) {
        return play(start.rows(), start.columns(), start.cells(), tileDirections);
    }

    /**
     * Asserts that the solution's slides, replayed here, lead from {@code start} to {@code goal}, and that each
     * slide moves the tile it names.
     */
    public static void assertSolves(Solution solution, Board start, Board goal) {
        String directions = solution.tileDirections();
        int[] tiles = solution.tiles();
        if (tiles.length != directions.length()) {
            throw new AssertionError(tiles.length + " tiles named for " + directions.length() + " slides");
        }
        int columns = start.columns();
        int[] cells = start.cells();
        int blank = indexOf(cells, 0);
        for (int i = 0; i < directions.length(); i++) {
            int tile = tileCell(start.rows(), columns, blank, directions.charAt(i));
            if (tile < 0 || cells[tile] != tiles[i]) {
                throw new AssertionError("slide " + i + " (" + tiles[i] + directions.charAt(i) + ") does not move tile "
                        + tiles[i] + " on " + Arrays.toString(cells));
            }
            cells[blank] = cells[tile];
            cells[tile] = 0;
            blank = tile;
        }
        if (!Arrays.equals(cells, goal.cells())) {
            throw new AssertionError("the slides end on " + Arrays.toString(cells) + ", not on the goal "
                    + Arrays.toString(goal.cells()));
        }
    }

    /**
     * The Manhattan distance, summed over the tiles (the blank left out), between their cells on the board and
     * on the goal: a lower bound on the slides, computed here without the production heuristics.
     */
    public static int manhattan(Board board, Board goal) {
        int columns = board.columns();
        int[] cells = board.cells();
        int[] goalCells = goal.cells();
        int sum = 0;
        for (int cell = 0; cell < cells.length; cell++) {
            if (cells[cell] != 0) {
                int target = indexOf(goalCells, cells[cell]);
                sum += Math.abs(cell / columns - target / columns) + Math.abs(cell % columns - target % columns);
            }
        }
        return sum;
    }

    /** The cell of the tile that moves into the blank in that direction, or -1 when there is none. */
    static int tileCell(int rows, int columns, int blank, char direction) {
        int row = blank / columns;
        int column = blank % columns;
        return switch (direction) {
            case 'U' -> row + 1 < rows ? blank + columns : -1; // the tile below moves up
            case 'D' -> row > 0 ? blank - columns : -1; // the tile above moves down
            case 'L' -> column + 1 < columns ? blank + 1 : -1; // the tile to the right moves left
            case 'R' -> column > 0 ? blank - 1 : -1; // the tile to the left moves right
            default -> -1;
        };
    }

    /**
     * The cells next to {@code cell} on a board of {@code rows} x {@code columns} (up, down, left, right), worked out
     * here rather than read from the production grid.
     */
    public static int[] neighbours(int cell, int rows, int columns) {
        int[] around = new int[4];
        int count = 0;
        int row = cell / columns;
        int column = cell % columns;
        if (row > 0) {
            around[count++] = cell - columns;
        }
        if (row < rows - 1) {
            around[count++] = cell + columns;
        }
        if (column > 0) {
            around[count++] = cell - 1;
        }
        if (column < columns - 1) {
            around[count++] = cell + 1;
        }
        return Arrays.copyOf(around, count);
    }

    /** The cell holding {@code value}; an assertion error when none does. */
    public static int indexOf(int[] cells, int value) {
        for (int i = 0; i < cells.length; i++) {
            if (cells[i] == value) {
                return i;
            }
        }
        throw new AssertionError("no " + value + " in " + Arrays.toString(cells));
    }

    /** Random slides that are all legal, chosen by following the blank here, not with the production code. */
    public static String randomLegal(Board start, int length, RandomGenerator random) {
        int rows = start.rows();
        int columns = start.columns();
        int blankRow = start.blankIndex() / columns;
        int blankColumn = start.blankIndex() % columns;
        StringBuilder slides = new StringBuilder();
        while (slides.length() < length) {
            char letter = "UDLR".charAt(random.nextInt(4));
            // the tile comes from the side opposite its direction, and the blank moves there
            int row = blankRow + (letter == 'U' ? 1 : letter == 'D' ? -1 : 0);
            int column = blankColumn + (letter == 'L' ? 1 : letter == 'R' ? -1 : 0);
            if (row >= 0 && row < rows && column >= 0 && column < columns) {
                slides.append(letter);
                blankRow = row;
                blankColumn = column;
            }
        }
        return slides.toString();
    }
}
