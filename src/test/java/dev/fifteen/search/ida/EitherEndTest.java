package dev.fifteen.search.ida;

import dev.fifteen.puzzle.Board;
import dev.fifteen.search.Deadline;
import dev.fifteen.search.Heuristic;
import dev.fifteen.search.SearchThreads;
import dev.fifteen.search.Solution;
import dev.fifteen.search.TableReadiness;
import dev.fifteen.search.pdb.MidSizeTables;
import dev.fifteen.search.pdb.PatternDatabase;
import dev.fifteen.search.pdb.PatternDatabaseCatalog;
import dev.fifteen.search.pdb.PatternPartition;
import dev.fifteen.search.pdb.PatternTableSource;
import dev.fifteen.testing.oracle.BidirectionalSearch;
import dev.fifteen.testing.oracle.BreadthFirstDistances;
import dev.fifteen.testing.oracle.RandomBoards;
import dev.fifteen.testing.oracle.Slides;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The optimal search from either end ({@link IdaStarSolver#fromEitherEnd}), on boards of twelve cells with weak tables
 * (one tile a pattern: the Manhattan distance) for every goal blank cell and each end probed for one poll's nodes, so
 * that most boards are searched past their probes: every answer is as long as the bidirectional breadth-first
 * distance computed here and replays to the goal, whichever end it was searched from, and the sample has answers from
 * both ends; a board whose blank cell has no tables in use is searched from its own end (an eight-puzzle, its
 * distance by breadth-first search), and asks for them when told to. On boards of 17 to 21 cells with the mid-size
 * tables (patterns of 4 tiles) of both ends, boards 26 slides from goals with the blank in a corner, on an edge
 * and inside are solved in their bidirectional breadth-first distance.
 */
class EitherEndTest {

    private static final String FROM_THE_GOAL = ", from the goal";

    @ParameterizedTest(name = "{0} x {1}")
    @CsvSource({"3, 4", "4, 3"})
    void everyAnswerIsAShortestPathWhicheverEndItWasSearchedFrom(int rows, int columns) {
        PatternDatabaseCatalog catalog = new PatternDatabaseCatalog();
        for (int blank = 0; blank < rows * columns; blank++) {
            catalog.register(
                    rows,
                    columns,
                    PatternPartition.chunked(rows, columns, blank, 2).build());
        }
        IdaStarSolver solver =
                new IdaStarSolver(catalog, 1, 16, SearchThreads.none(), Tuning.probing(0)).fromEitherEnd(1, false);
        RandomGenerator random = RandomBoards.seeded(rows * 10L + columns);
        int fromGoal = 0;
        int fromBoard = 0;
        for (int g = 0; g < 2; g++) {
            Board goal = RandomBoards.any(rows, columns, random);
            for (int i = 0; i < 6; i++) {
                Board board = RandomBoards.solvableToward(goal, random);
                Solution solution = solver.solve(board, goal, Deadline.none());
                assertThat(solution.length())
                        .as("%s to %s (%s)", board.toText(), goal.toText(), solution.heuristic())
                        .isEqualTo(BidirectionalSearch.distance(board, goal, 80));
                Slides.assertSolves(solution, board, goal);
                assertThat(solution.optimal()).isTrue();
                if (solution.heuristic().endsWith(FROM_THE_GOAL)) {
                    fromGoal++;
                } else {
                    fromBoard++;
                }
            }
        }
        assertThat(fromGoal).as("answers searched from the goal").isPositive();
        assertThat(fromBoard).as("answers searched from the board").isPositive();
    }

    @ParameterizedTest(name = "{0} x {1}, goal blank {2}")
    @CsvSource({"4, 5, 19", "5, 4, 9", "3, 7, 10"})
    void boardsOfTheMidSizeTablesAreSolvedInTheirDistanceFromEitherEnd(int rows, int columns, int goalBlank) {
        int[] cells = new int[rows * columns];
        for (int cell = 0, tile = 1; cell < cells.length; cell++) {
            cells[cell] = cell == goalBlank ? 0 : tile++;
        }
        Board goal = Board.of(rows, columns, cells);
        PatternDatabaseCatalog catalog = new PatternDatabaseCatalog();
        IdaStarSolver solver = new IdaStarSolver(
                        catalog, 1, PatternDatabase.MAX_CELLS, SearchThreads.none(), Tuning.probing(0))
                .fromEitherEnd(17, false);
        RandomGenerator random = RandomBoards.seeded(rows * 100L + columns * 10L + goalBlank);
        for (int round = 0; round < 1; round++) {
            Board board = RandomBoards.walk(goal, 26, random);
            // the small tables (patterns of 4 tiles) of both ends' blank cells, as the service's sets would be
            for (int blank : new int[] {goalBlank, board.blankIndex()}) {
                int tableBlank = MidSizeTables.canonical(rows, columns, blank);
                if (catalog.inUse(rows, columns, tableBlank) == null) {
                    PatternPartition partition = PatternPartition.midSize(rows, columns, tableBlank, 4);
                    catalog.register(
                            rows, columns, partition.heuristic(partition.buildRegionTables(2, Thread.NORM_PRIORITY)));
                }
            }
            Solution solution = solver.solve(board, goal, Deadline.after(Duration.ofMinutes(1)));
            assertThat(solution.length())
                    .as("%s (%s)", board.toText(), solution.heuristic())
                    .isEqualTo(BidirectionalSearch.anyShape(board, goal));
            assertThat(solution.optimal()).isTrue();
            Slides.assertSolves(solution, board, goal);
        }
    }

    @Test
    void aBoardWhoseBlankCellHasNoTablesInUseIsSearchedFromItsOwnEndAndAsksForThem() {
        Board goal = Board.standardGoal(3, 3);
        PatternDatabaseCatalog catalog = new PatternDatabaseCatalog();
        catalog.register(3, 3, PatternPartition.chunked(3, 3, 8, 2).build());
        List<Integer> asked = new ArrayList<>();
        catalog.serve(new PatternTableSource() {
            @Override
            public boolean serves(int rows, int columns) {
                return rows == 3 && columns == 3;
            }

            @Override
            public Heuristic ready(int rows, int columns, int goalBlank) {
                return null;
            }

            @Override
            public void request(int rows, int columns, int goalBlank) {
                asked.add(goalBlank);
            }

            @Override
            public TableReadiness readiness(int rows, int columns, int goalBlank) {
                return new TableReadiness(TableReadiness.Stage.NOT_ASKED, "not asked for yet");
            }
        });
        // the blank in the middle: no symmetry of the board takes it to a corner, whose tables are the only ones
        Board board = Board.parse("8,7,6/5,0,4/3,2,1");
        BreadthFirstDistances distances = BreadthFirstDistances.to(goal);

        Solution quiet = new IdaStarSolver(catalog, 1, 16, SearchThreads.none(), Tuning.probing(0))
                .fromEitherEnd(1, false)
                .solve(board, goal, Deadline.none());
        assertThat(asked).isEmpty();
        Solution asking = new IdaStarSolver(catalog, 1, 16, SearchThreads.none(), Tuning.probing(0))
                .fromEitherEnd(1, true)
                .solve(board, goal, Deadline.none());

        assertThat(asked).containsExactly(4);
        for (Solution solution : List.of(quiet, asking)) {
            assertThat(solution.heuristic()).doesNotEndWith(FROM_THE_GOAL);
            assertThat(solution.length()).isEqualTo(distances.distance(board));
            Slides.assertSolves(solution, board, goal);
        }
    }
}
