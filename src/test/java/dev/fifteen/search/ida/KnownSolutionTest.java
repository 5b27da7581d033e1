package dev.fifteen.search.ida;

import dev.fifteen.puzzle.Board;
import dev.fifteen.search.Deadline;
import dev.fifteen.search.Heuristic;
import dev.fifteen.search.Solution;
import dev.fifteen.search.pdb.MidSizeTables;
import dev.fifteen.search.pdb.PatternDatabase;
import dev.fifteen.search.pdb.PatternDatabaseCatalog;
import dev.fifteen.search.pdb.PatternPartition;
import dev.fifteen.testing.oracle.BidirectionalSearch;
import dev.fifteen.testing.oracle.Goals;
import dev.fifteen.testing.oracle.RandomBoards;
import dev.fifteen.testing.oracle.Slides;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.random.RandomGenerator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * An optimal search told a solution found before it: a shortest one is answered once the iterations prove nothing
 * shorter, without the last iteration (fewer nodes, the same length as the test's bidirectional search); a longer
 * one leaves the search to find the shortest; one that does not solve the board is refused; a weighted search
 * ignores it. From the board's end and from either end, on boards of 20 and 21 cells with tables of four tiles.
 */
class KnownSolutionTest {

    @ParameterizedTest(name = "{0} x {1}, goal blank {2}, either end {3}")
    @CsvSource({"4, 5, 19, false", "4, 5, 19, true", "3, 7, 10, false", "3, 7, 0, true", "5, 4, 7, true"})
    void aShortestKnownSolutionIsProvenWithoutTheLastIteration(
            int rows, int columns, int goalBlank, boolean eitherEnd) {
        Board goal = Goals.blankAt(rows, columns, goalBlank);
        IdaStarSolver solver = solver(rows, columns, eitherEnd);
        RandomGenerator random = RandomBoards.seeded(rows * 100L + columns * 10L + goalBlank);
        long plainNodes = 0;
        long toldNodes = 0;
        for (int round = 0; round < 4; round++) {
            Board board = RandomBoards.walk(goal, 16 + 4 * round, random);
            Solution plain = solver.solve(board, goal, deadline());
            Solution told = solver.solve(board, goal, deadline(), plain);
            assertThat(told.optimal()).isTrue();
            assertThat(told.length()).isEqualTo(BidirectionalSearch.anyShape(board, goal));
            assertThat(told.moves()).isEqualTo(plain.moves());
            assertThat(told.heuristic()).contains("every shorter bound searched in vain");
            assertThat(told.nodesExpanded()).isLessThanOrEqualTo(plain.nodesExpanded());
            assertThat(told.lowerBound()).isLessThanOrEqualTo(told.length());
            plainNodes += plain.nodesExpanded();
            toldNodes += told.nodesExpanded();
        }
        // the last iterations, not run, held nodes on some board at least
        assertThat(toldNodes).isLessThan(plainNodes);
    }

    @ParameterizedTest(name = "{0} x {1}, goal blank {2}, either end {3}")
    @CsvSource({"4, 5, 19, false", "4, 5, 7, true", "3, 7, 10, true"})
    void aLongerKnownSolutionLeavesTheSearchToFindTheShortest(int rows, int columns, int goalBlank, boolean eitherEnd) {
        Board goal = Goals.blankAt(rows, columns, goalBlank);
        IdaStarSolver solver = solver(rows, columns, eitherEnd);
        IdaStarSolver weighted = new IdaStarSolver(catalog(rows, columns), 3, PatternDatabase.MAX_CELLS);
        RandomGenerator random = RandomBoards.seeded(rows * 1000L + columns + goalBlank);
        int longer = 0;
        for (int round = 0; round < 6; round++) {
            Board board = RandomBoards.walk(goal, 18 + 2 * round, random);
            Solution known = weighted.solve(board, goal, deadline());
            Solution told = solver.solve(board, goal, deadline(), known);
            int shortest = BidirectionalSearch.anyShape(board, goal);
            assertThat(told.optimal()).isTrue();
            assertThat(told.length()).isEqualTo(shortest);
            Slides.assertSolves(told, board, goal);
            if (known.length() > shortest) {
                longer++;
                assertThat(told.heuristic()).doesNotContain("searched in vain");
            }
        }
        assertThat(longer)
                .as("boards whose known solution was longer than the shortest")
                .isPositive();
    }

    @ParameterizedTest(name = "{0} x {1}, goal blank {2}")
    @CsvSource({"4, 5, 19", "3, 7, 10"})
    void aSolutionOfAnotherBoardIsRefusedAndAWeightedSearchIgnoresIt(int rows, int columns, int goalBlank) {
        Board goal = Goals.blankAt(rows, columns, goalBlank);
        IdaStarSolver solver = solver(rows, columns, false);
        IdaStarSolver weighted = new IdaStarSolver(catalog(rows, columns), 2, PatternDatabase.MAX_CELLS);
        RandomGenerator random = RandomBoards.seeded(goalBlank + 77L);
        Board board = RandomBoards.walk(goal, 24, random);
        Board other = RandomBoards.walk(goal, 25, random);
        Solution ofOther = solver.solve(other, goal, deadline());
        assertThatThrownBy(() -> solver.solve(board, goal, deadline(), ofOther))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("does not take the board to the goal");
        Solution alone = weighted.solve(board, goal, deadline());
        Solution shortest = solver.solve(board, goal, deadline());
        Solution told = weighted.solve(board, goal, deadline(), shortest);
        assertThat(told.moves()).isEqualTo(alone.moves());
        assertThat(told.nodesExpanded()).isEqualTo(alone.nodesExpanded());
        assertThat(told.optimal()).isFalse();
    }

    private static IdaStarSolver solver(int rows, int columns, boolean eitherEnd) {
        IdaStarSolver solver = IdaStarSolver.optimal(catalog(rows, columns), PatternDatabase.MAX_CELLS);
        return eitherEnd ? solver.fromEitherEnd(17, false) : solver;
    }

    private static final Map<String, PatternDatabaseCatalog> CATALOGS = new HashMap<>();

    /** Tables of four tiles for every blank cell of the shape (one set per cell no symmetry maps onto another). */
    private static synchronized PatternDatabaseCatalog catalog(int rows, int columns) {
        return CATALOGS.computeIfAbsent(rows + "x" + columns, key -> {
            PatternDatabaseCatalog catalog = new PatternDatabaseCatalog();
            Map<Integer, Heuristic> sets = new HashMap<>();
            for (int blank = 0; blank < rows * columns; blank++) {
                int canonical = MidSizeTables.canonical(rows, columns, blank);
                sets.computeIfAbsent(canonical, cell -> {
                    PatternPartition partition = PatternPartition.midSize(rows, columns, cell, 4);
                    return partition.heuristic(partition.buildRegionTables(2, Thread.NORM_PRIORITY));
                });
            }
            sets.forEach((cell, heuristic) -> catalog.register(rows, columns, cell, heuristic));
            return catalog;
        });
    }

    private static Deadline deadline() {
        return Deadline.after(Duration.ofMinutes(1));
    }
}
