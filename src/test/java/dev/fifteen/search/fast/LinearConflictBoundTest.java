package dev.fifteen.search.fast;

import dev.fifteen.puzzle.Board;
import dev.fifteen.puzzle.Direction;
import dev.fifteen.testing.oracle.BreadthFirstDistances;
import dev.fifteen.testing.oracle.RandomBoards;
import org.junit.jupiter.api.Test;

import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;

class LinearConflictBoundTest {

    @Test
    void neverExceedsTheTrueDistanceOnAnyReachableBoardOfTwoByFour() {
        Board goal = Board.parse("1,2,0,3/4,5,6,7");
        BreadthFirstDistances distances = new BreadthFirstDistances(goal);
        LinearConflictBound bound = new LinearConflictBound(2, 4, goalCellOfTile(goal));
        int tight = 0;
        for (int index = 0; index < distances.states(); index++) {
            Board board = distances.boardAt(index);
            if (board == null) {
                continue;
            }
            int estimate = bound.estimate(board.cells());
            int distance = distances.distance(board);
            assertThat(estimate).as("%s", board).isLessThanOrEqualTo(distance);
            assertThat((distance - estimate) % 2)
                    .as("same parity as the distance, %s", board)
                    .isZero();
            if (estimate == distance) {
                tight++;
            }
        }
        assertThat(tight).isPositive();
    }

    @Test
    void countsTwoSlidesForEachTileThatMustLeaveItsLine() {
        // 2 and 1 are swapped in their goal row: Manhattan 2, one conflict adds 2
        assertThat(new LinearConflictBound(3, 3, goalCellOfTile(Board.standardGoal(3, 3)))
                        .estimate(Board.parse("2,1,3/4,5,6/7,8,0").cells()))
                .isEqualTo(4);
        // 3, 2, 1 reversed in their goal column: Manhattan 4, and two of the three must leave the column
        Board goal = Board.parse("1,0/2,4/3,5");
        assertThat(new LinearConflictBound(3, 2, goalCellOfTile(goal))
                        .estimate(Board.parse("3,0/2,4/1,5").cells()))
                .isEqualTo(4 + 2 * 2);
    }

    @Test
    void theIncrementalChangeMatchesARecount() {
        SplittableRandom random = new SplittableRandom(3);
        for (int[] shape : new int[][] {{4, 4}, {3, 5}, {6, 2}}) {
            Board goal = Board.standardGoal(shape[0], shape[1]);
            LinearConflictBound bound = new LinearConflictBound(shape[0], shape[1], goalCellOfTile(goal));
            Board board = RandomBoards.solvableToward(goal, random);
            for (int step = 0; step < 2000; step++) {
                Direction direction = Direction.values()[random.nextInt(4)];
                int tileCell = direction.tileCell(board.blankIndex(), board.rows(), board.columns());
                if (tileCell < 0) {
                    continue;
                }
                byte[] before = bytes(board.cells());
                int change = bound.change(before, board.tileAt(tileCell), tileCell, board.blankIndex());
                assertThat(before).isEqualTo(bytes(board.cells()));
                Board after = board.slide(direction);
                assertThat(bound.estimate(after.cells())).isEqualTo(bound.estimate(board.cells()) + change);
                board = after;
            }
        }
    }

    private static byte[] bytes(int[] cells) {
        byte[] bytes = new byte[cells.length];
        for (int i = 0; i < cells.length; i++) {
            bytes[i] = (byte) cells[i];
        }
        return bytes;
    }

    private static int[] goalCellOfTile(Board goal) {
        int[] goalCellOfTile = new int[goal.size()];
        for (int cell = 0; cell < goal.size(); cell++) {
            goalCellOfTile[goal.tileAt(cell)] = cell;
        }
        return goalCellOfTile;
    }
}
