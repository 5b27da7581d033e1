package dev.fifteen.search.pdb;

import dev.fifteen.puzzle.Board;
import dev.fifteen.search.Deadline;
import dev.fifteen.search.Solution;
import dev.fifteen.search.TableStore;
import dev.fifteen.search.ida.IdaStarSolver;
import dev.fifteen.testing.oracle.BidirectionalSearch;
import dev.fifteen.testing.oracle.Goals;
import dev.fifteen.testing.oracle.RandomBoards;
import dev.fifteen.testing.oracle.Slides;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.time.Duration;
import java.util.List;
import java.util.random.RandomGenerator;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The optimal search on every shape of 17 to 25 cells with the mid-size tables (patterns of 4 tiles here, so that the
 * tables build in a moment; the service's have 6), for goals with the blank in a corner, on an edge and inside:
 * each length equal to the test side's bidirectional breadth-first search, each answer replayed by the test's own
 * slides to the goal, and the tables' estimate of the start never above the length.
 */
class MidSizeOptimalTest {

    @ParameterizedTest(name = "{0} x {1}, goal blank {2}")
    @CsvSource({
        "3, 6, 17",
        "6, 3, 1",
        "2, 9, 0",
        "9, 2, 8",
        "4, 5, 19",
        "5, 4, 10",
        "4, 5, 7",
        "3, 7, 10",
        "7, 3, 0",
        "2, 10, 19",
        "2, 11, 5",
        "11, 2, 21",
        "4, 6, 23",
        "6, 4, 13",
        "3, 8, 0",
        "8, 3, 12",
        "2, 12, 11",
        "12, 2, 23",
        "5, 5, 12",
        "5, 5, 2"
    })
    void provesTheShortestSolution(int rows, int columns, int goalBlank) {
        Board goal = Goals.blankAt(rows, columns, goalBlank);
        int tableBlank = MidSizeTables.canonical(rows, columns, goalBlank);
        PatternPartition partition = PatternPartition.midSize(rows, columns, tableBlank, 4);
        PatternDatabaseCatalog catalog = new PatternDatabaseCatalog();
        AdditivePatternDatabase heuristic = partition.heuristic(partition.buildRegionTables(2, Thread.NORM_PRIORITY));
        catalog.register(rows, columns, heuristic);
        IdaStarSolver solver = IdaStarSolver.optimal(catalog, PatternDatabase.MAX_CELLS);
        RandomGenerator random = RandomBoards.seeded(rows * 100L + columns * 10L + goalBlank);
        for (int round = 0; round < 2; round++) {
            Board board = RandomBoards.walk(goal, 12 + 10 * round, random);
            Solution solution = solver.solve(board, goal, Deadline.after(Duration.ofMinutes(1)));
            int shortest = BidirectionalSearch.anyShape(board, goal);
            assertThat(solution.optimal()).isTrue();
            assertThat(solution.length()).as("%s", board).isEqualTo(shortest);
            assertThat(solution.lowerBound()).isLessThanOrEqualTo(shortest);
            Slides.assertSolves(solution, board, goal);
        }
    }
    /**
     * A board searched with the tables of its transpose alone (the sets the service keeps for the wider of the two
     * shapes), from its own end and from either end: each length that of the test side's search, each answer
     * replayed on the board's own cells.
     */
    @ParameterizedTest(name = "{0} x {1}, goal blank {2}, with the tables of {1} x {0}")
    @CsvSource({"5, 4, 19", "5, 4, 9", "5, 4, 6", "7, 3, 10", "4, 5, 2", "10, 2, 0", "3, 6, 7"})
    void provesTheShortestSolutionWithTheTablesOfTheTransposedShape(int rows, int columns, int goalBlank) {
        Board goal = Goals.blankAt(rows, columns, goalBlank);
        PatternDatabaseCatalog catalog = new PatternDatabaseCatalog();
        RandomGenerator random = RandomBoards.seeded(rows * 1000L + columns * 10L + goalBlank);
        IdaStarSolver ownEnd = IdaStarSolver.optimal(catalog, PatternDatabase.MAX_CELLS);
        IdaStarSolver eitherEnd = ownEnd.fromEitherEnd(MidSizeTables.MIN_CELLS, false);
        for (int length = 24; length <= 30; length += 3) {
            Board board = RandomBoards.walk(goal, length, random);
            for (int blank : new int[] {goalBlank, board.blankIndex()}) {
                // (r, c) of this shape is (c, r) of the transposed one, columns... rows wide
                int turned = (blank % columns) * rows + blank / columns;
                if (!catalog.served(columns, rows, turned)) {
                    PatternPartition partition = PatternPartition.midSize(columns, rows, turned, 4);
                    catalog.register(
                            columns, rows, partition.heuristic(partition.buildRegionTables(2, Thread.NORM_PRIORITY)));
                }
            }
            int shortest = BidirectionalSearch.anyShape(board, goal);
            for (IdaStarSolver solver : List.of(ownEnd, eitherEnd)) {
                Solution solution = solver.solve(board, goal, Deadline.after(Duration.ofMinutes(1)));
                assertThat(solution.heuristic()).contains("pattern database");
                assertThat(solution.optimal()).isTrue();
                assertThat(solution.length()).as("%s", board).isEqualTo(shortest);
                Slides.assertSolves(solution, board, goal);
            }
        }
    }
    /**
     * As the service keeps them (one set of files for a shape and its transpose, each orbit's set asked for), a board
     * and its goal, the goal and the board, and both reflected in the main diagonal (by the test's own reflection)
     * give one length, the test side's, each from either end.
     */
    @ParameterizedTest(name = "{0} x {1}, goal blank {2}")
    @CsvSource({"4, 5, 19", "5, 4, 9", "3, 7, 10", "7, 3, 4", "2, 10, 0"})
    void aBoardItsTransposeAndThePairSwappedGiveOneLength(int rows, int columns, int goalBlank) {
        MidSizeTables tables = new MidSizeTables(
                new TableStore(null, Long.MAX_VALUE, line -> {}), 4, 2, Thread.NORM_PRIORITY, true, Runnable::run);
        PatternDatabaseCatalog catalog = new PatternDatabaseCatalog();
        catalog.serve(tables);
        IdaStarSolver solver =
                IdaStarSolver.optimal(catalog, PatternDatabase.MAX_CELLS).fromEitherEnd(MidSizeTables.MIN_CELLS, false);
        Board goal = Goals.blankAt(rows, columns, goalBlank);
        RandomGenerator random = RandomBoards.seeded(rows * 31L + columns * 7L + goalBlank);
        for (int length = 24; length <= 30; length += 3) {
            Board board = RandomBoards.walk(goal, length, random);
            Board[][] pairs = {
                {board, goal}, {goal, board}, {reflected(board), reflected(goal)}, {reflected(goal), reflected(board)}
            };
            for (Board[] pair : pairs) {
                for (Board end : pair) {
                    tables.request(end.rows(), end.columns(), end.blankIndex());
                }
            }
            int shortest = BidirectionalSearch.anyShape(board, goal);
            for (Board[] pair : pairs) {
                Solution solution = solver.solve(pair[0], pair[1], Deadline.after(Duration.ofMinutes(1)));
                assertThat(solution.heuristic()).contains("pattern database");
                assertThat(solution.optimal()).isTrue();
                assertThat(solution.length()).as("%s to %s", pair[0], pair[1]).isEqualTo(shortest);
                Slides.assertSolves(solution, pair[0], pair[1]);
            }
        }
    }

    /** The board reflected in its main diagonal: cell (r, c) to (c, r) of the transposed shape, the tiles kept. */
    private static Board reflected(Board board) {
        int rows = board.rows();
        int columns = board.columns();
        int[] cells = new int[rows * columns];
        for (int cell = 0; cell < cells.length; cell++) {
            cells[(cell % columns) * rows + cell / columns] = board.cells()[cell];
        }
        return Board.of(columns, rows, cells);
    }
}
