package dev.fifteen.search.fast;

import dev.fifteen.puzzle.Board;
import dev.fifteen.testing.oracle.BreadthFirstDistances;
import dev.fifteen.testing.oracle.Goals;
import dev.fifteen.testing.oracle.RandomBoards;
import dev.fifteen.testing.oracle.Slides;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Cross-checks against breadth-first search where it is feasible: the fast answer is never shorter than the
 * optimum (it would be invalid) and the reported lower bound never above it.
 */
class FastSolverOptimumTest {

    private static final Map<String, BreadthFirstDistances> DISTANCES = new HashMap<>();

    private final FastSolver solver = new FastSolver();

    /** Five seeds a shape and goal: the mutation run's share. */
    static Stream<Arguments> smallBoards() {
        return boards(new int[][] {{2, 3}, {3, 2}, {3, 3}, {2, 4}, {4, 2}}, 0, 5);
    }

    /** Ten more seeds a shape and goal. */
    static Stream<Arguments> moreSmallBoards() {
        return boards(new int[][] {{2, 3}, {3, 2}, {3, 3}, {2, 4}, {4, 2}}, 5, 15);
    }

    /** Ten cells: 1.8 million boards a goal for breadth-first search. */
    static Stream<Arguments> tenCellBoards() {
        return boards(new int[][] {{2, 5}}, 0, 15);
    }

    private static Stream<Arguments> boards(int[][] shapes, int firstSeed, int endSeed) {
        List<Arguments> cases = new ArrayList<>();
        for (int[] shape : shapes) {
            for (boolean blankFirst : new boolean[] {false, true}) {
                for (int k = firstSeed; k < endSeed; k++) {
                    cases.add(Arguments.of(shape[0], shape[1], blankFirst, 7919L * k + shape[0] * 13L + shape[1]));
                }
            }
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "{0} x {1}, blank first {2}, seed {3}")
    @MethodSource({"moreSmallBoards", "tenCellBoards"})
    @Tag("slow")
    void neverBelowTheOptimumAndTheBoundNeverAboveOnMoreBoards(int rows, int columns, boolean blankFirst, long seed) {
        neverBelowTheOptimumAndTheBoundNeverAbove(rows, columns, blankFirst, seed);
    }

    @ParameterizedTest(name = "{0} x {1}, blank first {2}, seed {3}")
    @MethodSource("smallBoards")
    void neverBelowTheOptimumAndTheBoundNeverAbove(int rows, int columns, boolean blankFirst, long seed) {
        Board goal = blankFirst ? Goals.blankFirst(rows, columns) : Board.standardGoal(rows, columns);
        Board board = RandomBoards.solvableToward(goal, new SplittableRandom(seed));
        int optimum = breadthFirstDistance(board, goal);

        FastSolution constructive = solver.solve(board, goal);
        FastSolution searched = solver.solve(board, goal, Duration.ofMillis(50));

        for (FastSolution solution : List.of(constructive, searched)) {
            assertThat(Slides.play(board, solution.directions())).containsExactly(goal.cells());
            assertThat(solution.length()).isGreaterThanOrEqualTo(optimum);
            assertThat(solution.lowerBound()).isLessThanOrEqualTo(optimum);
            FastSolverTest.assertNoSlideUndoneByTheNext(solution.directions());
        }
        if (rows * columns >= 8) {
            // the time-bounded search ends with plain A*, which is optimal; 2 x 5 needs milliseconds
            assertThat(solver.solve(board, goal, Duration.ofSeconds(5)).length())
                    .isEqualTo(optimum);
        }
        if (rows * columns <= 6) {
            // the whole board is one small region, solved exactly
            assertThat(constructive.length()).isEqualTo(optimum);
        }
    }

    /** Distance by the independent breadth-first search, kept per goal. */
    private static synchronized int breadthFirstDistance(Board board, Board goal) {
        return DISTANCES
                .computeIfAbsent(goal.toText(), key -> new BreadthFirstDistances(goal))
                .distance(board);
    }
}
