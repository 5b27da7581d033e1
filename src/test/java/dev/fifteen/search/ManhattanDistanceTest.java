package dev.fifteen.search;

import dev.fifteen.puzzle.Board;
import dev.fifteen.testing.oracle.RandomBoards;
import dev.fifteen.testing.oracle.Slides;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.random.RandomGenerator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The Manhattan heuristic, from scratch and incrementally, against the test side's own sum of distances
 * ({@link Slides#manhattan}), on goals with the blank anywhere.
 */
class ManhattanDistanceTest {

    @Test
    void aHandCountedBoard() {
        // 8 1 3      8 at (0,0) belongs on (2,1): 3;  1 at (0,1) on (0,0): 1;  2 at (1,2) on (0,1): 2;
        // 4 _ 2      6 at (2,1) belongs on (1,2): 2;  5 at (2,2) on (1,1): 2;  3, 4 and 7 are home
        // 7 6 5
        Board goal = Board.standardGoal(3, 3);
        Board board = Board.parse("8,1,3/4,0,2/7,6,5");
        ManhattanDistance heuristic = new ManhattanDistance(3, 3, goal.blankIndex());
        assertThat(heuristic.estimate(GoalLabels.relabel(board, goal))).isEqualTo(3 + 1 + 2 + 2 + 2);
        assertThat(Slides.manhattan(board, goal)).isEqualTo(10);
        assertThat(heuristic.name()).isEqualTo("manhattan distance").isEqualTo(heuristic.toString());
        assertThat(heuristic.consistent()).isTrue();
    }

    @ParameterizedTest(name = "{0} x {1}, goal blank at {2}")
    @CsvSource({"3, 3, 8", "3, 3, 0", "3, 3, 4", "2, 5, 7", "4, 4, 15", "4, 4, 6", "5, 3, 2"})
    void fromScratchAndIncrementallyTheTestSideSum(int rows, int columns, int goalBlank) {
        RandomGenerator random = RandomBoards.seeded(31L * rows + columns + goalBlank);
        int[] goalCells = Board.standardGoal(rows, columns).cells();
        // move the blank of the standard goal to the wanted cell
        goalCells[goalCells.length - 1] = goalCells[goalBlank];
        goalCells[goalBlank] = 0;
        Board goal = Board.of(rows, columns, goalCells);
        ManhattanDistance heuristic = new ManhattanDistance(rows, columns, goalBlank);
        assertThat(heuristic.goalBlank()).isEqualTo(goalBlank);
        Board board = RandomBoards.solvableToward(goal, random);
        int[] state = GoalLabels.relabel(board, goal);
        int[] positionOf = GoalLabels.positions(state);
        Heuristic.Evaluator evaluator = heuristic.evaluator();
        assertThat(evaluator.reset(positionOf))
                .isEqualTo(Slides.manhattan(board, goal))
                .isEqualTo(heuristic.estimate(state));
        for (int step = 0; step < 400; step++) {
            int blank = positionOf[goalBlank];
            int[] around = new Grid(rows, columns).neighbours[blank];
            int from = around[random.nextInt(around.length)];
            int label = state[from];
            // the tile on `from` slides into the blank
            state[blank] = label;
            state[from] = goalBlank;
            positionOf[label] = blank;
            positionOf[goalBlank] = from;
            int after = evaluator.moved(label, from, blank);
            board = board.slideTile(board.tileAt(from));
            assertThat(after).as("step %d", step).isEqualTo(Slides.manhattan(board, goal));
            if (step % 3 == 0) {
                // take it back, then make it again: the estimate after the redo must be the same
                evaluator.undo(label, from, blank);
                assertThat(evaluator.moved(label, from, blank, Integer.MAX_VALUE))
                        .isEqualTo(after);
            }
        }
        assertThat(evaluator.reset(positionOf)).isEqualTo(Slides.manhattan(board, goal));
    }

    @Test
    void aGoalBlankOffTheBoardIsRefused() {
        assertThatThrownBy(() -> new ManhattanDistance(3, 3, 9)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new ManhattanDistance(3, 3, -1)).isInstanceOf(IllegalArgumentException.class);
        assertThat(new ManhattanDistance(3, 3, 0).goalBlank()).isZero();
    }

    @Test
    void relabellingNamesEachTileByItsGoalCell() {
        // goal 0 1 / 2 3 (blank first); board 3 0 / 2 1: tile 3 belongs on cell 3, the blank on cell 0, ...
        Board goal = Board.parse("0,1/2,3");
        Board board = Board.parse("3,0/2,1");
        assertThat(GoalLabels.relabel(board, goal)).containsExactly(3, 0, 2, 1);
        // against the standard goal 1 2 / 3 0: tile 3 belongs on cell 2, the blank on cell 3, 2 on 1, 1 on 0
        assertThat(GoalLabels.relabel(board, Board.standardGoal(2, 2))).containsExactly(2, 3, 1, 0);
        assertThat(GoalLabels.positions(new int[] {2, 3, 1, 0})).containsExactly(3, 2, 0, 1);
    }
}
