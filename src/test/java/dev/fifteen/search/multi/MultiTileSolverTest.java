package dev.fifteen.search.multi;

import dev.fifteen.parity.SolvabilityCheck;
import dev.fifteen.puzzle.Board;
import dev.fifteen.search.Deadline;
import dev.fifteen.search.GoalLabels;
import dev.fifteen.search.SearchThreads;
import dev.fifteen.search.SearchTimeoutException;
import dev.fifteen.search.Solution;
import dev.fifteen.testing.infra.BenchmarkFiles;
import dev.fifteen.testing.oracle.MultiTileDistances;
import dev.fifteen.testing.oracle.RandomBoards;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The multi-tile solver against the test side's breadth-first search in the multi-tile metric: on every
 * arrangement of the small shapes the length equals the distance, the solution replays to the goal in the stated
 * number of moves in both metrics, and the heuristic never exceeds the distance; on random 3 x 4 and 2 x 6 boards
 * the same, against a bidirectional search. Goals with the blank last, first and away from every corner.
 */
class MultiTileSolverTest {

    private final MultiTileSolver solver = new MultiTileSolver(16, MultiTileTableSource.onDemand());

    static Stream<Arguments> smallGoals() {
        List<Arguments> goals = new ArrayList<>();
        int[][] shapes = {{2, 2}, {2, 3}, {3, 2}, {3, 3}, {2, 4}, {4, 2}};
        for (int[] shape : shapes) {
            int rows = shape[0];
            int columns = shape[1];
            int size = rows * columns;
            // the blank last, first, and (where the shape has one) in a cell that is no corner; on the 3 x 3 the
            // blank-first goal is the blank-last one turned by half a turn, and is left out for time
            int[] blanks = size > 8
                    ? new int[] {size - 1, 1}
                    : size > 4 ? new int[] {size - 1, 0, columns == 2 ? 2 : 1} : new int[] {size - 1, 0, 1};
            for (int blank : blanks) {
                goals.add(Arguments.of(goal(rows, columns, blank)));
            }
        }
        return goals.stream();
    }

    /** The tiles 1, 2, ... in reading order around the blank on {@code blankCell}. */
    static Board goal(int rows, int columns, int blankCell) {
        int[] cells = new int[rows * columns];
        int tile = 1;
        for (int cell = 0; cell < cells.length; cell++) {
            cells[cell] = cell == blankCell ? 0 : tile++;
        }
        return Board.of(rows, columns, cells);
    }

    @ParameterizedTest(name = "every board toward {0}")
    @MethodSource("smallGoals")
    void everyArrangementOfTheSmallShapesIsSolvedInItsDistance(Board goal) {
        Map<Long, Integer> distances = MultiTileDistances.allToward(goal);
        MultiTileWalkingDistance heuristic =
                MultiTileWalkingDistance.of(goal.rows(), goal.columns(), goal.blankIndex());
        MultiTilePatternTables tables = MultiTilePatternTables.build(goal.rows(), goal.columns(), goal.blankIndex());
        int checked = 0;
        for (Board board : RandomBoards.all(goal.rows(), goal.columns())) {
            Integer distance = distances.get(MultiTileDistances.pack(board.cells()));
            if (distance == null) {
                continue;
            }
            assertThat(heuristic.estimate(GoalLabels.relabel(board, goal), goal.blankIndex()))
                    .as("heuristic of %s", board)
                    .isLessThanOrEqualTo(distance);
            assertThat(tables.estimate(GoalLabels.relabel(board, goal), heuristic))
                    .as("heuristic with tables of %s", board)
                    .isLessThanOrEqualTo(distance);
            checkSolution(board, goal, distance);
            checked++;
        }
        assertThat(checked).isEqualTo(distances.size()).isPositive();
    }

    static Stream<Arguments> largerGoals() {
        return Stream.of(
                Arguments.of(goal(3, 4, 11), 600L),
                Arguments.of(goal(3, 4, 5), 600L),
                Arguments.of(goal(4, 3, 0), 400L),
                Arguments.of(goal(2, 6, 11), 600L),
                Arguments.of(goal(2, 6, 2), 600L),
                Arguments.of(goal(6, 2, 0), 400L));
    }

    @ParameterizedTest(name = "random boards toward {0}")
    @MethodSource("largerGoals")
    void randomBoardsOfTwelveCellsAreSolvedInTheirDistance(Board goal, long count) {
        RandomGenerator random = RandomBoards.seeded(count * 31 + goal.blankIndex());
        MultiTileWalkingDistance heuristic =
                MultiTileWalkingDistance.of(goal.rows(), goal.columns(), goal.blankIndex());
        MultiTilePatternTables tables = MultiTilePatternTables.build(goal.rows(), goal.columns(), goal.blankIndex());
        for (int i = 0; i < count; i++) {
            // walks of up to 30 slides: distances within easy reach of the bidirectional search
            Board board = RandomBoards.walk(goal, 1 + random.nextInt(30), random);
            int distance = MultiTileDistances.distance(board, goal, 30);
            assertThat(heuristic.estimate(GoalLabels.relabel(board, goal), goal.blankIndex()))
                    .as("heuristic of %s", board)
                    .isLessThanOrEqualTo(distance);
            assertThat(tables.estimate(GoalLabels.relabel(board, goal), heuristic))
                    .as("heuristic with tables of %s", board)
                    .isLessThanOrEqualTo(distance);
            checkSolution(board, goal, distance);
        }
    }

    @Test
    void uniformlyRandomTwelveCellBoardsAreSolvedInTheirDistance() {
        RandomGenerator random = RandomBoards.seeded(12);
        for (Board goal : List.of(goal(3, 4, 11), goal(2, 6, 3))) {
            for (int i = 0; i < 6; i++) {
                Board board = RandomBoards.solvableToward(goal, random);
                assertThat(new SolvabilityCheck().check(board, goal).solvable()).isTrue();
                int distance = MultiTileDistances.distance(board, goal, 40);
                checkSolution(board, goal, distance);
            }
        }
    }

    @Test
    void aParallelSearchFindsSolutionsOfTheSameLength() {
        MultiTileSolver serial = new MultiTileSolver(16, MultiTileTableSource.axesOnDemand());
        MultiTileSolver parallel = new MultiTileSolver(16, SearchThreads.of(2), 0, MultiTileTableSource.axesOnDemand());
        RandomGenerator random = RandomBoards.seeded(44);
        for (Board goal : List.of(goal(4, 4, 15), goal(4, 4, 5), goal(3, 4, 0))) {
            for (int i = 0; i < 12; i++) {
                Board board = RandomBoards.walk(goal, 20 + random.nextInt(30), random);
                int expected = MultiTileDistances.runs(
                        serial.solve(board, goal, Deadline.none()).tileDirections());
                String slides = parallel.solve(board, goal, Deadline.none()).tileDirections();
                assertThat(MultiTileDistances.replay(board, slides)).isEqualTo(goal);
                assertThat(MultiTileDistances.runs(slides)).as("%s", board).isEqualTo(expected);
            }
        }
    }

    @Test
    void aParallelSearchStopsAtItsDeadline() {
        MultiTileSolver parallel = new MultiTileSolver(16, SearchThreads.of(2), 0, MultiTileTableSource.axesOnDemand());
        Board goal = goal(4, 4, 0);
        // the transposed goal: one of the hardest positions, far beyond 200 ms
        Board board = Board.parse("0,4,8,12/1,5,9,13/2,6,10,14/3,7,11,15");
        assertThatThrownBy(() -> parallel.solve(board, goal, Deadline.after(Duration.ofMillis(200))))
                .isInstanceOf(SearchTimeoutException.class);
    }

    @Test
    @Tag("slow")
    @EnabledIfSystemProperty(
            named = "fifteen.heavy-tests",
            matches = "true",
            disabledReason = "builds the 4 x 4 tile tables (194 MB, about 100 s); -Dfifteen.heavy-tests=true runs it")
    void fourByFourBoardsNearTheGoalAreSolvedInTheirDistanceWithTheTileTables() {
        // the standard goal's tables hold the tile tables, read transposed too; the distances come from the test
        // side's bidirectional search (the goal with the blank in cell 0 is its half turn: the same tables, turned)
        RandomGenerator random = RandomBoards.seeded(43);
        for (Board goal : List.of(goal(4, 4, 15))) {
            MultiTilePatternTables tables = MultiTileTableSource.onDemand().tables(4, 4, goal.blankIndex());
            assertThat(tables.tileTables).hasSize(3);
            MultiTileWalkingDistance heuristic = MultiTileWalkingDistance.of(4, 4, goal.blankIndex());
            for (int i = 0; i < 40; i++) {
                Board board = RandomBoards.walk(goal, 10 + random.nextInt(30), random);
                int distance = MultiTileDistances.distance(board, goal, 30);
                assertThat(tables.estimate(GoalLabels.relabel(board, goal), heuristic))
                        .as("bound of %s", board)
                        .isLessThanOrEqualTo(distance);
                checkSolution(board, goal, distance);
            }
        }
    }

    @Test
    @Tag("slow")
    @EnabledIfSystemProperty(
            named = "fifteen.heavy-tests",
            matches = "true",
            disabledReason = "builds the 4 x 4 tile tables and proves 16 positions of 43 moves, about 7 minutes on two"
                    + " cores; -Dfifteen.heavy-tests=true runs it")
    void theSixteenPositionsThatNeedFortyThreeMovesAreSolvedInFortyThree() {
        // the published antipodes of the multi-tile metric (Norskog and Davidson), for the standard goal
        Board goal = Board.standardGoal(4, 4);
        MultiTileSolver parallel = new MultiTileSolver(16, SearchThreads.of(2), MultiTileTableSource.onDemand());
        for (BenchmarkFiles.Instance instance : BenchmarkFiles.antipodes43()) {
            Solution solution = parallel.solve(instance.board(), goal, Deadline.none());
            String slides = solution.tileDirections();
            assertThat(MultiTileDistances.replay(instance.board(), slides))
                    .as("antipode %d replayed", instance.number())
                    .isEqualTo(goal);
            assertThat(MultiTileDistances.runs(slides))
                    .as("antipode %d", instance.number())
                    .isEqualTo(instance.optimum());
            assertThat(solution.optimal()).isTrue();
            assertThat(solution.lowerBound()).isLessThanOrEqualTo(instance.optimum());
        }
    }

    /** The cells of the orbit of {@code cell} under the shape's symmetries, checked by turning the board here. */
    private static java.util.Set<Integer> orbit(int rows, int columns, int cell) {
        java.util.Set<Integer> orbit = new java.util.TreeSet<>();
        int r = cell / columns;
        int c = cell % columns;
        for (int flipRows = 0; flipRows < 2; flipRows++) {
            for (int flipColumns = 0; flipColumns < 2; flipColumns++) {
                int rr = flipRows == 1 ? rows - 1 - r : r;
                int cc = flipColumns == 1 ? columns - 1 - c : c;
                orbit.add(rr * columns + cc);
                if (rows == columns) {
                    orbit.add(cc * columns + rr);
                }
            }
        }
        return orbit;
    }

    @ParameterizedTest(name = "{0} x {1}")
    @org.junit.jupiter.params.provider.CsvSource({"4, 4", "3, 3", "3, 4", "2, 6", "3, 5"})
    void everyGoalBlankAsksForTheSetOfOneCellOfItsOrbitOnTheDiagonalWhereItHasOne(int rows, int columns) {
        for (int blank = 0; blank < rows * columns; blank++) {
            java.util.Set<Integer> asked = new java.util.TreeSet<>();
            MultiTileTableSource axes = MultiTileTableSource.axesOnDemand();
            MultiTileSolver recording = new MultiTileSolver(16, (r, c, goalBlank) -> {
                asked.add(goalBlank);
                return axes.tables(r, c, goalBlank);
            });
            Board goal = goal(rows, columns, blank);
            RandomGenerator random = RandomBoards.seeded(blank);
            Board board = RandomBoards.walk(goal, 12, random);
            int distance = MultiTileDistances.distance(board, goal, 12);
            Solution solution = recording.solve(board, goal, Deadline.none());
            assertThat(MultiTileDistances.replay(board, solution.tileDirections()))
                    .isEqualTo(goal);
            assertThat(MultiTileDistances.runs(solution.tileDirections())).isEqualTo(distance);
            java.util.Set<Integer> orbit = orbit(rows, columns, blank);
            java.util.Optional<Integer> onDiagonal = orbit.stream()
                    .filter(cell -> rows == columns && cell / columns == cell % columns)
                    .max(Integer::compare);
            int expected = onDiagonal.orElse(((java.util.TreeSet<Integer>) orbit).last());
            assertThat(asked).as("goal blank %d, orbit %s", blank, orbit).containsExactly(expected);
        }
    }

    @Test
    void everyCornerGoalOfTheFourByFourIsSolvedInItsDistanceWithTheStandardGoalsTileTables() {
        // the corners are one orbit: each goal is turned onto the standard goal's set, its tile tables read transposed
        RandomGenerator random = RandomBoards.seeded(47);
        for (int blank : new int[] {0, 3, 12, 15}) {
            Board goal = goal(4, 4, blank);
            for (int i = 0; i < 6; i++) {
                Board board = RandomBoards.walk(goal, 8 + random.nextInt(10), random);
                checkSolution(board, goal, MultiTileDistances.distance(board, goal, 20));
            }
        }
    }

    @Test
    void aBoardAtItsGoalNeedsNoMove() {
        Board goal = goal(4, 4, 15);
        Solution solution =
                new MultiTileSolver(16, MultiTileTableSource.axesOnDemand()).solve(goal, goal, Deadline.none());
        assertThat(solution.length()).isZero();
        assertThat(solution.lowerBound()).isZero();
    }

    @Test
    void oneRowBoardsNeedAtMostOneMove() {
        Board goal = goal(1, 5, 0);
        Board board = Board.of(1, 5, new int[] {1, 2, 3, 0, 4});
        Solution solution = solver.solve(board, goal, Deadline.none());
        assertThat(solution.tileDirections()).isEqualTo("RRR");
        assertThat(MultiTileDistances.runs(solution.tileDirections())).isEqualTo(1);
    }

    private void checkSolution(Board board, Board goal, int distance) {
        Solution solution = solver.solve(board, goal, Deadline.none());
        String slides = solution.tileDirections();
        assertThat(MultiTileDistances.replay(board, slides))
                .as("%s replayed", board)
                .isEqualTo(goal);
        assertThat(MultiTileDistances.runs(slides))
                .as("multi-tile length of %s", board)
                .isEqualTo(distance);
        assertThat(solution.length()).isEqualTo(slides.length());
        assertThat(solution.optimal()).isTrue();
        assertThat(solution.lowerBound()).isLessThanOrEqualTo(distance);
    }
}
