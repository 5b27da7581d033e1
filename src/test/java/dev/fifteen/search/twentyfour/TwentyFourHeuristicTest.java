package dev.fifteen.search.twentyfour;

import dev.fifteen.puzzle.Board;
import dev.fifteen.search.Deadline;
import dev.fifteen.search.GoalLabels;
import dev.fifteen.search.Heuristic;
import dev.fifteen.search.Solution;
import dev.fifteen.search.anytime.NearOptimalSolver;
import dev.fifteen.search.anytime.ReadyTables;
import dev.fifteen.search.fast.FastSolver;
import dev.fifteen.search.fast.ReductionSolver;
import dev.fifteen.testing.infra.BenchmarkFiles;
import dev.fifteen.testing.oracle.Goals;
import dev.fifteen.testing.oracle.RandomBoards;
import dev.fifteen.testing.oracle.Slides;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.random.RandomGenerator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The 6-6-6-6 tables through the {@link Heuristic} contract: the incremental evaluator agrees with the tables' own
 * estimate move by move, and is 0 at the goal; and the near-optimal answers on two of Korf's 24-puzzles
 * replay and stay between the published optimum and their bound. It maps
 * {@code ~/.cache/fifteen/fifteen-5x5-6-6-6-6.pdb} and is skipped when that file is missing (building it takes
 * minutes).
 */
class TwentyFourHeuristicTest {

    private static final Path FILE =
            Path.of(System.getProperty("user.home"), ".cache", "fifteen", "fifteen-5x5-6-6-6-6.pdb");

    private static TwentyFourTables tables;

    private static void mapTheTables() throws IOException {
        assumeTrue(Files.exists(FILE), "no " + FILE + " (see docs/operations.md to build it)");
        if (tables == null) {
            tables = TwentyFourTableFile.load(FILE, TilePartition.KORF_FELNER);
        }
    }

    /**
     * The small test tables (one split, and two splits whose larger sum counts): random walks forward and back,
     * every estimate on the way equal to the tables' own, after any number of moves taken back.
     */
    @Test
    void theEvaluatorFollowsSmallTablesForwardAndBack() {
        for (TwentyFourTables small : new TwentyFourTables[] {TestTables.threes(), TestTables.twoSplits()}) {
            TwentyFourHeuristic heuristic = new TwentyFourHeuristic(small);
            assertThat(heuristic.tables()).isSameAs(small);
            assertThat(heuristic.consistent()).isFalse();
            assertThat(heuristic.toString())
                    .isEqualTo(heuristic.name())
                    .contains(small.partition().name());
            followWalks(small, 5, 10, 300);
        }
    }

    @Test
    void theEvaluatorFollowsTheTablesForwardAndBack() throws IOException {
        mapTheTables();
        followWalks(tables, 24, 20, 200);
    }

    /**
     * Walks the blank at random from {@code rounds} random boards, {@code steps} steps each, about a third of them
     * taking back up to five moves (the tiles restored before each undo, as a search does); every estimate on the
     * way must equal the tables' own.
     */
    private static void followWalks(TwentyFourTables tables, long seed, int rounds, int steps) {
        TwentyFourHeuristic heuristic = new TwentyFourHeuristic(tables);
        Board goal = Goals.blankFirst(5, 5);
        RandomGenerator random = RandomBoards.seeded(seed);
        for (int round = 0; round < rounds; round++) {
            int[] state = GoalLabels.relabel(RandomBoards.solvableToward(goal, random), goal);
            int[] positionOf = GoalLabels.positions(state);
            Heuristic.Evaluator evaluator = heuristic.evaluator();
            assertThat(evaluator.reset(positionOf))
                    .isEqualTo(tables.estimate(positionOf))
                    .isEqualTo(heuristic.estimate(state));
            int[] path = new int[steps];
            int length = 0;
            for (int step = 0; step < steps; step++) {
                if (length > 0 && random.nextInt(3) == 0) {
                    for (int back = 1 + random.nextInt(Math.min(length, 5)); back > 0; back--) {
                        int from = path[--length];
                        int to = positionOf[0];
                        int label = state[from];
                        state[to] = label;
                        state[from] = 0;
                        positionOf[label] = to;
                        positionOf[0] = from;
                        evaluator.undo(label, to, from);
                    }
                    continue;
                }
                int blank = positionOf[0];
                int[] next = neighbours(blank);
                int cell = next[random.nextInt(next.length)];
                int label = state[cell];
                state[blank] = label;
                state[cell] = 0;
                positionOf[label] = blank;
                positionOf[0] = cell;
                path[length++] = blank;
                assertThat(evaluator.moved(label, cell, blank)).isEqualTo(tables.estimate(positionOf));
            }
        }
        assertThat(heuristic.estimate(GoalLabels.relabel(goal, goal))).isZero();
    }

    @Test
    void twoOfKorfsTwentyFourPuzzlesGetShortReplayingAnswers() throws IOException {
        mapTheTables();
        NearOptimalSolver solver = new NearOptimalSolver(
                new ReductionSolver(new FastSolver(), Duration.ofMillis(200)),
                ReadyTables.of(TwentyFourTableStore.of(tables)),
                25);
        Board goal = Goals.blankFirst(5, 5);
        for (BenchmarkFiles.Instance instance : BenchmarkFiles.korf24().subList(0, 2)) {
            Solution solution = solver.solve(instance.board(), goal, Deadline.after(Duration.ofSeconds(1)));
            assertThat(Slides.play(instance.board(), solution.tileDirections())).isEqualTo(goal.cells());
            assertThat(solution.length()).isGreaterThanOrEqualTo(instance.optimum());
            assertThat(solution.lowerBound()).isLessThanOrEqualTo(instance.optimum());
            assertThat(!solution.optimal() || solution.length() == instance.optimum())
                    .isTrue();
            assertThat(solution.heuristic()).contains("6-6-6-6");
        }
    }

    private static int[] neighbours(int cell) {
        int row = cell / 5;
        int column = cell % 5;
        int[] all = new int[4];
        int count = 0;
        if (row > 0) {
            all[count++] = cell - 5;
        }
        if (row < 4) {
            all[count++] = cell + 5;
        }
        if (column > 0) {
            all[count++] = cell - 1;
        }
        if (column < 4) {
            all[count++] = cell + 1;
        }
        return java.util.Arrays.copyOf(all, count);
    }
}
