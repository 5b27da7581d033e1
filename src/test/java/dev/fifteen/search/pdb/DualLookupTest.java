package dev.fifteen.search.pdb;

import dev.fifteen.puzzle.Board;
import dev.fifteen.search.Deadline;
import dev.fifteen.search.GoalLabels;
import dev.fifteen.search.Heuristic;
import dev.fifteen.search.ManhattanDistance;
import dev.fifteen.search.Solution;
import dev.fifteen.search.ida.IdaStarSolver;
import dev.fifteen.testing.oracle.BidirectionalSearch;
import dev.fifteen.testing.oracle.BreadthFirstDistances;
import dev.fifteen.testing.oracle.Goals;
import dev.fifteen.testing.oracle.RandomBoards;
import dev.fifteen.testing.oracle.Slides;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.time.Duration;
import java.util.random.RandomGenerator;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The bench instruments of the dual lookup, the tables of every goal blank ({@link EveryBlankSplit}) and the dual
 * lookup itself ({@link DualLookup}), measured in {@code docs/benchmarks.md} and not used by the service: every
 * estimate at most the breadth-first distance of the test side on whole small shapes, for every goal blank; the dual
 * estimate equal to the plain tables' estimate of the dual board the test builds itself; the evaluator equal to the
 * estimate move by move; and the optimal search with the dual lookup as long as the test's bidirectional search.
 * A heavy case (about 11 s of bench instruments the service does not run): {@code -Dfifteen.heavy-tests=true} runs
 * it.
 */
@Tag("slow")
@EnabledIfSystemProperty(
        named = "fifteen.heavy-tests",
        matches = "true",
        disabledReason = "bench instruments the service does not run, about 11 s; -Dfifteen.heavy-tests=true runs it")
class DualLookupTest {

    private static final int THREADS = 2;

    @ParameterizedTest(name = "{0} x {1}, goal blank {2}, groups of {3}")
    @CsvSource({"3, 3, 8, 3", "3, 3, 4, 3", "3, 3, 1, 2", "2, 5, 2, 3"})
    void neverOverestimatesForAnyGoalBlank(int rows, int columns, int goalBlank, int largest) {
        EveryBlankSplit split = EveryBlankSplit.build(
                PatternPartition.chunked(rows, columns, 0, largest), THREADS, Thread.NORM_PRIORITY);
        Board goal = Goals.blankAt(rows, columns, goalBlank);
        BreadthFirstDistances exact = BreadthFirstDistances.to(goal);
        AdditivePatternDatabase plain = split.forGoal(goalBlank);
        DualLookup dual = new DualLookup(plain, goalBlank, split);
        DualLookup dualAlone = new DualLookup(zero(), goalBlank, split);
        int raised = 0;
        int states = 0;
        for (int index = 0; index < exact.states(); index++) {
            Board board = exact.boardAt(index);
            if (board == null) {
                continue;
            }
            int distance = exact.distance(board);
            int[] state = GoalLabels.relabel(board, goal);
            int regular = plain.estimate(state);
            int both = dual.estimate(state);
            assertThat(regular).as("%s", board).isLessThanOrEqualTo(distance);
            assertThat(both).as("%s", board).isLessThanOrEqualTo(distance).isGreaterThanOrEqualTo(regular);
            assertThat(dualAlone.estimate(state) == 0).isEqualTo(distance == 0);
            raised += both > regular ? 1 : 0;
            states++;
        }
        assertThat(states).isEqualTo(exact.count());
        // the dual boards see what the plain lookup misses on many boards
        assertThat(raised).isGreaterThan(states / 20);
    }

    @ParameterizedTest(name = "{0} x {1}, goal blank {2}")
    @CsvSource({"4, 5, 19", "4, 5, 7", "5, 4, 0", "3, 7, 10", "2, 10, 19"})
    void readsThePlainTablesOfTheDualBoard(int rows, int columns, int goalBlank) {
        EveryBlankSplit split = EveryBlankSplit.build(
                PatternPartition.chunked(rows, columns, rows * columns - 1, 3), THREADS, Thread.NORM_PRIORITY);
        Board goal = Goals.blankAt(rows, columns, goalBlank);
        DualLookup dualAlone = new DualLookup(zero(), goalBlank, split);
        RandomGenerator random = RandomBoards.seeded(rows * 31L + columns * 7L + goalBlank);
        for (int round = 0; round < 200; round++) {
            int[] state = GoalLabels.relabel(RandomBoards.solvableToward(goal, random), goal);
            // the dual board: the tile named x stands in the goal cell of the tile now in cell x
            int[] dualBoard = new int[state.length];
            for (int x = 0; x < state.length; x++) {
                dualBoard[state[x]] = x;
            }
            int blank = Slides.indexOf(state, goalBlank);
            assertThat(dualAlone.estimate(state)).isEqualTo(split.forGoal(blank).estimate(dualBoard));
        }
    }

    @Test
    void theGoalOfTheSplitGetsItsOwnTables() {
        PatternPartition partition = PatternPartition.chunked(4, 5, 19, 4);
        EveryBlankSplit split = EveryBlankSplit.build(partition, THREADS, Thread.NORM_PRIORITY);
        AdditivePatternDatabase own = partition.heuristic(partition.buildRegionTables(THREADS, Thread.NORM_PRIORITY));
        Board goal = Goals.blankAt(4, 5, 19);
        RandomGenerator random = RandomBoards.seeded(45);
        for (int round = 0; round < 500; round++) {
            int[] state = GoalLabels.relabel(RandomBoards.solvableToward(goal, random), goal);
            assertThat(split.forGoal(19).estimate(state)).isEqualTo(own.estimate(state));
        }
        // at least one whole table a group and one a cell of a group for the goal blank there
        assertThat(split.tableCount()).isGreaterThanOrEqualTo(partition.patterns().length + 20);
    }

    @ParameterizedTest(name = "{0} x {1}, goal blank {2}")
    @CsvSource({"4, 5, 19", "4, 5, 7", "3, 7, 0", "2, 10, 12"})
    void theEvaluatorFollowsTheEstimate(int rows, int columns, int goalBlank) {
        EveryBlankSplit along =
                EveryBlankSplit.build(PatternPartition.chunked(rows, columns, 0, 3), THREADS, Thread.NORM_PRIORITY);
        EveryBlankSplit across = EveryBlankSplit.build(
                PatternPartition.chunkedAcross(rows, columns, 0, 3), THREADS, Thread.NORM_PRIORITY);
        DualLookup heuristic =
                new DualLookup(new ManhattanDistance(rows, columns, goalBlank), goalBlank, along, across);
        Board goal = Goals.blankAt(rows, columns, goalBlank);
        RandomGenerator random = RandomBoards.seeded(rows * 100L + columns + goalBlank);
        int[] state = GoalLabels.relabel(RandomBoards.solvableToward(goal, random), goal);
        int[] positionOf = GoalLabels.positions(state);
        Heuristic.Evaluator evaluator = heuristic.evaluator();
        assertThat(evaluator.reset(positionOf)).isEqualTo(heuristic.estimate(state));
        int[] path = new int[4000];
        int depth = 0;
        for (int step = 0; step < 3000; step++) {
            int blank = positionOf[goalBlank];
            if (depth > 0 && random.nextInt(4) == 0) {
                // take the last move back, as the search does: the board first, then the evaluator
                int cell = path[--depth];
                int label = state[cell];
                evaluator.undo(label, blank, cell);
                slide(state, positionOf, goalBlank, cell, blank);
                continue;
            }
            int[] around = Slides.neighbours(blank, rows, columns);
            int cell = around[random.nextInt(around.length)];
            int label = state[cell];
            slide(state, positionOf, goalBlank, cell, blank);
            int expected = heuristic.estimate(state);
            int limit = random.nextBoolean() ? Integer.MAX_VALUE : random.nextInt(Math.max(1, expected + 2));
            int estimate = evaluator.moved(label, cell, blank, limit);
            if (limit == Integer.MAX_VALUE || estimate <= limit) {
                assertThat(estimate).isEqualTo(expected);
                path[depth++] = blank;
            } else {
                // above the limit: taken back at once, as a pruned move is
                assertThat(expected).isGreaterThan(limit);
                evaluator.undo(label, cell, blank);
                slide(state, positionOf, goalBlank, blank, cell);
            }
        }
    }

    @ParameterizedTest(name = "{0} x {1}, goal blank {2}")
    @CsvSource({"4, 5, 7", "3, 7, 0", "2, 10, 19"})
    void provesTheShortestSolution(int rows, int columns, int goalBlank) {
        Board goal = Goals.blankAt(rows, columns, goalBlank);
        PatternPartition along = PatternPartition.chunked(rows, columns, goalBlank, 4);
        EveryBlankSplit split = EveryBlankSplit.build(along, THREADS, Thread.NORM_PRIORITY);
        PatternDatabaseCatalog catalog = new PatternDatabaseCatalog();
        catalog.register(rows, columns, goalBlank, new DualLookup(split.forGoal(goalBlank), goalBlank, split));
        IdaStarSolver solver = IdaStarSolver.optimal(catalog, PatternDatabase.MAX_CELLS);
        RandomGenerator random = RandomBoards.seeded(rows * 1000L + columns * 10L + goalBlank);
        for (int round = 0; round < 3; round++) {
            Board board = RandomBoards.walk(goal, 14 + 8 * round, random);
            Solution solution = solver.solve(board, goal, Deadline.after(Duration.ofMinutes(1)));
            int shortest = BidirectionalSearch.anyShape(board, goal);
            assertThat(solution.optimal()).isTrue();
            assertThat(solution.length()).as("%s", board).isEqualTo(shortest);
            assertThat(solution.heuristic()).contains("dual");
            Slides.assertSolves(solution, board, goal);
        }
    }

    private static void slide(int[] state, int[] positionOf, int blankLabel, int fromCell, int toCell) {
        int label = state[fromCell];
        state[toCell] = label;
        positionOf[label] = toCell;
        state[fromCell] = blankLabel;
        positionOf[blankLabel] = fromCell;
    }

    /** A heuristic of nothing, so that the dual lookup alone is read. */
    private static Heuristic zero() {
        return new Heuristic() {
            @Override
            public String name() {
                return "zero";
            }

            @Override
            public int estimate(int[] state) {
                return 0;
            }

            @Override
            public Evaluator evaluator() {
                return new Evaluator() {
                    @Override
                    public int reset(int[] positionOf) {
                        return 0;
                    }

                    @Override
                    public int moved(int label, int from, int to) {
                        return 0;
                    }

                    @Override
                    public void undo(int label, int from, int to) {}
                };
            }
        };
    }
}
