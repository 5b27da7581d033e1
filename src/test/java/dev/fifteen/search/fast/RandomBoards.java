package dev.fifteen.search.fast;

import dev.fifteen.parity.SolvabilityCheck;
import dev.fifteen.puzzle.Board;

import java.util.random.RandomGenerator;

/** Uniformly random boards that can reach a given goal, from a seeded generator. */
public final class RandomBoards {

    private RandomBoards() {
    }

    /** A uniformly random arrangement that can reach the goal (both sides at least 2). */
    public static Board solvableToward(Board goal, RandomGenerator random) {
        int[] cells = goal.cells();
        for (int i = cells.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int swap = cells[i];
            cells[i] = cells[j];
            cells[j] = swap;
        }
        if (!new SolvabilityCheck().check(Board.of(goal.rows(), goal.columns(), cells), goal).solvable()) {
            int first = cells[0] != 0 ? 0 : 2;
            int second = cells[1] != 0 ? 1 : 2;
            int swap = cells[first];
            cells[first] = cells[second];
            cells[second] = swap;
        }
        return Board.of(goal.rows(), goal.columns(), cells);
    }

    /** A uniformly random arrangement of the shape, solvable or not. */
    public static Board any(int rows, int columns, RandomGenerator random) {
        int[] cells = Board.standardGoal(rows, columns).cells();
        for (int i = cells.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int swap = cells[i];
            cells[i] = cells[j];
            cells[j] = swap;
        }
        return Board.of(rows, columns, cells);
    }

    /** Replays a direction string (tile directions) on the board; {@code null} when a slide is illegal. */
    public static int[] replay(Board board, String directions) {
        int columns = board.columns();
        int rows = board.rows();
        int[] cells = board.cells();
        int blank = board.blankIndex();
        for (int i = 0; i < directions.length(); i++) {
            int row = blank / columns;
            int column = blank % columns;
            int tileCell;
            switch (directions.charAt(i)) {
                case 'U' -> tileCell = row < rows - 1 ? blank + columns : -1;
                case 'D' -> tileCell = row > 0 ? blank - columns : -1;
                case 'L' -> tileCell = column < columns - 1 ? blank + 1 : -1;
                case 'R' -> tileCell = column > 0 ? blank - 1 : -1;
                default -> tileCell = -1;
            }
            if (tileCell < 0) {
                return null;
            }
            cells[blank] = cells[tileCell];
            cells[tileCell] = 0;
            blank = tileCell;
        }
        return cells;
    }
}
