package dev.fifteen.search.fast;

import dev.fifteen.puzzle.Board;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
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

    private static final Map<String, byte[]> DISTANCES = new HashMap<>();

    private final FastSolver solver = new FastSolver();

    static Stream<Arguments> smallBoards() {
        int[][] shapes = {{2, 3}, {3, 2}, {3, 3}, {2, 5}};
        List<Arguments> cases = new ArrayList<>();
        for (int[] shape : shapes) {
            for (boolean blankFirst : new boolean[] {false, true}) {
                for (int k = 0; k < 15; k++) {
                    cases.add(Arguments.of(shape[0], shape[1], blankFirst, 7919L * k + shape[0] * 13L + shape[1]));
                }
            }
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "{0} x {1}, blank first {2}, seed {3}")
    @MethodSource("smallBoards")
    void neverBelowTheOptimumAndTheBoundNeverAbove(int rows, int columns, boolean blankFirst, long seed) {
        Board goal = blankFirst ? blankFirstGoal(rows, columns) : Board.standardGoal(rows, columns);
        Board board = RandomBoards.solvableToward(goal, new SplittableRandom(seed));
        int optimum = breadthFirstDistance(board, goal);

        FastSolution constructive = solver.solve(board, goal);
        FastSolution searched = solver.solve(board, goal, Duration.ofMillis(200));

        for (FastSolution solution : List.of(constructive, searched)) {
            assertThat(RandomBoards.replay(board, solution.directions())).containsExactly(goal.cells());
            assertThat(solution.length()).isGreaterThanOrEqualTo(optimum);
            assertThat(solution.lowerBound()).isLessThanOrEqualTo(optimum);
            FastSolverTest.assertNoSlideUndoneByTheNext(solution.directions());
        }
        if (rows * columns == 10) {
            // the time-bounded search ends with plain A*, which is optimal; 2 x 5 needs milliseconds
            assertThat(solver.solve(board, goal, Duration.ofSeconds(20)).length()).isEqualTo(optimum);
        }
        if (rows * columns <= 6) {
            // the whole board is one small region, solved exactly
            assertThat(constructive.length()).isEqualTo(optimum);
        }
    }

    private static Board blankFirstGoal(int rows, int columns) {
        int[] cells = new int[rows * columns];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = i;
        }
        return Board.of(rows, columns, cells);
    }

    /** Distance by a plain breadth-first search from the goal over permutation ranks, kept per shape and goal. */
    private static synchronized int breadthFirstDistance(Board board, Board goal) {
        byte[] distance = DISTANCES.computeIfAbsent(goal.toText(), key -> breadthFirstFrom(goal));
        return distance[rank(board.cells())];
    }

    private static byte[] breadthFirstFrom(Board goal) {
        int n = goal.size();
        int columns = goal.columns();
        int states = 1;
        for (int i = 2; i <= n; i++) {
            states *= i;
        }
        byte[] distance = new byte[states];
        Arrays.fill(distance, (byte) -1);
        int[] queue = new int[states / 2];
        int head = 0;
        int tail = 0;
        int start = rank(goal.cells());
        distance[start] = 0;
        queue[tail++] = start;
        int[] cells = new int[n];
        while (head < tail) {
            int current = queue[head++];
            unrank(current, cells);
            int blank = 0;
            while (cells[blank] != 0) {
                blank++;
            }
            int[] neighbours = {
                blank >= columns ? blank - columns : -1,
                blank + columns < n ? blank + columns : -1,
                blank % columns > 0 ? blank - 1 : -1,
                blank % columns < columns - 1 ? blank + 1 : -1
            };
            for (int next : neighbours) {
                if (next < 0) {
                    continue;
                }
                cells[blank] = cells[next];
                cells[next] = 0;
                int r = rank(cells);
                if (distance[r] < 0) {
                    distance[r] = (byte) (distance[current] + 1);
                    queue[tail++] = r;
                }
                cells[next] = cells[blank];
                cells[blank] = 0;
            }
        }
        return distance;
    }

    private static int rank(int[] cells) {
        int n = cells.length;
        int r = 0;
        for (int i = 0; i < n; i++) {
            int smaller = 0;
            for (int j = i + 1; j < n; j++) {
                if (cells[j] < cells[i]) {
                    smaller++;
                }
            }
            r = r * (n - i) + smaller;
        }
        return r;
    }

    private static void unrank(int r, int[] cells) {
        int n = cells.length;
        int[] digits = new int[n];
        for (int i = n - 1; i >= 0; i--) {
            digits[i] = r % (n - i);
            r /= n - i;
        }
        List<Integer> unused = new ArrayList<>();
        for (int v = 0; v < n; v++) {
            unused.add(v);
        }
        for (int i = 0; i < n; i++) {
            cells[i] = unused.remove(digits[i]);
        }
    }
}
