package dev.fifteen.search.anytime;

import dev.fifteen.puzzle.Board;
import dev.fifteen.search.Deadline;
import dev.fifteen.search.GoalLabels;
import dev.fifteen.search.Grid;
import dev.fifteen.search.Heuristic;
import dev.fifteen.search.ManhattanDistance;
import dev.fifteen.search.pdb.PatternPartition;
import dev.fifteen.testing.oracle.BreadthFirstDistances;
import dev.fifteen.testing.oracle.Goals;
import dev.fifteen.testing.oracle.RandomBoards;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.time.Duration;
import java.util.random.RandomGenerator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The beam's paths against breadth-first search of every board (test-side, sharing no code with the beam): with the
 * exact distance for an estimate even a beam of one board walks a shortest path; with a weaker one every path it
 * answers leads to the goal, no shorter than the shortest, shorter than it was asked for, and none when asked for one
 * shorter than the shortest.
 */
class BeamSearchTest {

    @ParameterizedTest(name = "goal blank {0}")
    @ValueSource(ints = {0, 4, 8})
    void withTheExactDistanceABeamOfOneBoardWalksAShortestPath(int blank) {
        Board goal = Goals.blankAt(3, 3, blank);
        // one pattern of every tile: the exact distance
        Heuristic exact = PatternPartition.chunked(3, 3, blank, 8).build();
        BreadthFirstDistances distances = BreadthFirstDistances.to(goal);
        RandomGenerator random = RandomBoards.seeded(blank + 1);
        for (int i = 0; i < 40; i++) {
            Board board = RandomBoards.solvableToward(goal, random);
            int shortest = distances.distance(board);
            int[] cells = new BeamSearch(new Grid(3, 3), exact, 1)
                    .search(GoalLabels.relabel(board, goal), blank, shortest + 1, Deadline.none());
            assertThat(cells).hasSize(shortest);
            assertThat(replay(board, cells)).isEqualTo(goal);
        }
    }

    @ParameterizedTest(name = "width {0}")
    @ValueSource(ints = {20, 200, 2000})
    void aWeakerEstimatesPathsLeadToTheGoalAndAreNoShorterThanTheShortest(int width) {
        Board goal = Goals.blankAt(3, 4, 5);
        Heuristic manhattan = new ManhattanDistance(3, 4, 5);
        RandomGenerator random = RandomBoards.seeded(width);
        int answered = 0;
        for (int i = 0; i < 30; i++) {
            Board board = RandomBoards.solvableToward(goal, random);
            int[] state = GoalLabels.relabel(board, goal);
            BeamSearch beam = new BeamSearch(new Grid(3, 4), manhattan, width);
            int[] cells = beam.search(state, 5, 200, Deadline.none());
            if (cells == null) {
                continue;
            }
            answered++;
            assertThat(replay(board, cells)).isEqualTo(goal);
            int length = cells.length;
            assertThat(length).isGreaterThanOrEqualTo(manhattan.estimate(state)).isLessThan(200);
            assertThat(beam.nodes()).isPositive();
            // asked for one shorter than its own, the same beam answers none: its depths are the same, its goal as deep
            int[] shorter = new BeamSearch(new Grid(3, 4), manhattan, width).search(state, 5, length, Deadline.none());
            assertThat(shorter).isNull();
        }
        assertThat(answered).as("boards answered of 30").isGreaterThanOrEqualTo(15);
    }

    @Test
    void noPathShorterThanTheShortestIsAnswered() {
        Board goal = Goals.blankFirst(2, 4);
        Heuristic manhattan = new ManhattanDistance(2, 4, 0);
        BreadthFirstDistances distances = BreadthFirstDistances.to(goal);
        RandomGenerator random = RandomBoards.seeded(11);
        for (int i = 0; i < 50; i++) {
            Board board = RandomBoards.solvableToward(goal, random);
            int shortest = distances.distance(board);
            int[] state = GoalLabels.relabel(board, goal);
            assertThat(new BeamSearch(new Grid(2, 4), manhattan, 5000).search(state, 0, shortest, Deadline.none()))
                    .isNull();
            int[] cells = new BeamSearch(new Grid(2, 4), manhattan, 5000).search(state, 0, 100, Deadline.none());
            assertThat(cells).isNotNull();
            assertThat(cells.length).isGreaterThanOrEqualTo(shortest);
            assertThat(replay(board, cells)).isEqualTo(goal);
        }
    }

    @Test
    void aDeadlinePassedStopsTheBeamWithoutAnAnswer() {
        Board goal = Goals.blankFirst(4, 5);
        Board board = RandomBoards.solvableToward(goal, RandomBoards.seeded(3));
        Deadline passed = Deadline.after(Duration.ofMillis(1));
        while (!passed.expired()) {
            Thread.onSpinWait();
        }
        BeamSearch beam = new BeamSearch(new Grid(4, 5), new ManhattanDistance(4, 5, 0), 5000);
        assertThat(beam.search(GoalLabels.relabel(board, goal), 0, 500, passed)).isNull();
        // it stopped at its first look at the deadline, after a thousand boards or so
        assertThat(beam.nodes()).isLessThanOrEqualTo(1024);
    }

    @Test
    void aBeamKeepsABoardAndFitsItsStepsInFiveBits() {
        Heuristic manhattan = new ManhattanDistance(4, 4, 0);
        assertThatThrownBy(() -> new BeamSearch(new Grid(4, 4), manhattan, 0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("at least one board");
        assertThatThrownBy(() -> new BeamSearch(new Grid(6, 6), new ManhattanDistance(6, 6, 0), 10))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("36 cells");
        assertThat(BeamSearch.peakBytes(21, 10_000, 101) - BeamSearch.peakBytes(21, 10_000, 100))
                .isEqualTo(4L * 10_000);
    }

    /** The board after the blank moves into each of {@code cells} in turn, each a neighbour of the blank. */
    private static Board replay(Board board, int[] cells) {
        int columns = board.columns();
        int[] tiles = board.cells().clone();
        int blank = board.blankIndex();
        for (int cell : cells) {
            int distance = Math.abs(cell / columns - blank / columns) + Math.abs(cell % columns - blank % columns);
            assertThat(distance).as("a slide from %d to %d", blank, cell).isEqualTo(1);
            tiles[blank] = tiles[cell];
            tiles[cell] = 0;
            blank = cell;
        }
        return Board.of(board.rows(), board.columns(), tiles);
    }
}
