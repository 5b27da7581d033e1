package dev.fifteen.search.ida;

import dev.fifteen.puzzle.Board;
import dev.fifteen.search.Cancellation;
import dev.fifteen.search.Deadline;
import dev.fifteen.search.SearchCancelledException;
import dev.fifteen.search.SearchProgress;
import dev.fifteen.search.SearchTimeoutException;
import dev.fifteen.search.Solution;
import dev.fifteen.search.Strategy;
import dev.fifteen.search.pdb.PatternDatabaseCatalog;
import dev.fifteen.search.pdb.PatternPartition;
import dev.fifteen.testing.oracle.BreadthFirstDistances;
import dev.fifteen.testing.oracle.Goals;
import dev.fifteen.testing.oracle.RandomBoards;
import dev.fifteen.testing.oracle.Slides;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The optimal search's contract on the 8-puzzle, where breadth-first search gives every distance: with the exact
 * table the reported lower bound is the distance itself; tables built for one blank cell serve the others through
 * the board's symmetries; the weighted variant says what it is; and a search stopped by its caller, its deadline
 * or an interrupt says which, with the bound it proved.
 */
class IdaStarSolverContractTest {

    /** A 4 x 4 board far from the blank-first goal: Manhattan distance alone cannot solve it in milliseconds. */
    private static final Board FAR = Board.of(4, 4, new int[] {15, 11, 8, 12, 14, 10, 9, 13, 2, 6, 5, 1, 3, 7, 4, 0});

    /** Goals of the 8-puzzle with the blank off cell 0, solved with tables registered for the blank on cell 0. */
    @ParameterizedTest(name = "goal blank at {0}")
    @ValueSource(ints = {0, 2, 6, 8})
    void tablesForOneCornerServeEveryCornerThroughASymmetry(int goalBlank) {
        PatternDatabaseCatalog catalog = new PatternDatabaseCatalog();
        catalog.register(3, 3, PatternPartition.standard(3, 3, 0).build());
        IdaStarSolver solver = IdaStarSolver.optimal(catalog, 9);
        int[] cells = Goals.blankFirst(3, 3).cells();
        cells[0] = cells[goalBlank];
        cells[goalBlank] = 0;
        Board goal = Board.of(3, 3, cells);
        BreadthFirstDistances distances = BreadthFirstDistances.to(goal);
        RandomGenerator random = RandomBoards.seeded(70 + goalBlank);
        for (int i = 0; i < 12; i++) {
            Board board = RandomBoards.solvableToward(goal, random);
            int distance = distances.distance(board);
            Solution solution = solver.solve(board, goal, Deadline.none());
            Slides.assertSolves(solution, board, goal);
            assertThat(solution.length()).isEqualTo(distance);
            // the table is exact, so the bound at the start is the distance itself
            assertThat(solution.lowerBound()).isEqualTo(distance);
            assertThat(solution.optimal()).isTrue();
            assertThat(solution.strategy()).isEqualTo(Strategy.OPTIMAL);
            assertThat(solution.heuristic()).isEqualTo("exact distance table");
            assertThat(solution.nodesExpanded())
                    .isEqualTo(distance == 0 ? 0 : solution.nodesExpanded())
                    .isGreaterThanOrEqualTo(distance == 0 ? 0 : 1);
            assertThat(solution.elapsedNanos()).isPositive();
        }
    }

    @Test
    void aWeightedSearchSaysItsWeightAndProvesNothing() {
        Board goal = Board.standardGoal(3, 3);
        BreadthFirstDistances distances = BreadthFirstDistances.to(goal);
        PatternDatabaseCatalog catalog = new PatternDatabaseCatalog();
        catalog.register(3, 3, PatternPartition.standard(3, 3, 8).build());
        IdaStarSolver weighted = new IdaStarSolver(catalog, 3, 9);
        assertThat(weighted.strategy()).isEqualTo(Strategy.FAST);
        RandomGenerator random = RandomBoards.seeded(4);
        for (int i = 0; i < 10; i++) {
            Board board = RandomBoards.solvableToward(goal, random);
            int distance = distances.distance(board);
            Solution solution = weighted.solve(board, goal, Deadline.none());
            Slides.assertSolves(solution, board, goal);
            assertThat(solution.heuristic()).isEqualTo("exact distance table, weight 3");
            assertThat(solution.optimal()).isFalse();
            assertThat(solution.strategy()).isEqualTo(Strategy.FAST);
            assertThat(solution.lowerBound()).isEqualTo(distance);
            assertThat(solution.length()).isBetween(distance, 3 * distance);
        }
    }

    @Test
    void theWeightAndTheSizeLimit() {
        PatternDatabaseCatalog catalog = new PatternDatabaseCatalog();
        assertThatThrownBy(() -> new IdaStarSolver(catalog, 0, 16)).isInstanceOf(IllegalArgumentException.class);
        IdaStarSolver solver = new IdaStarSolver(catalog, 1, 16);
        assertThat(solver.strategy()).isEqualTo(Strategy.OPTIMAL);
        assertThat(solver.supports(4, 4)).isTrue();
        assertThat(solver.supports(2, 8)).isTrue();
        assertThat(solver.supports(3, 6)).isFalse();
        // the product is taken in long arithmetic: 65,536 x 65,536 overflows an int to 0
        assertThat(IdaStarSolver.optimal(catalog, Integer.MAX_VALUE).supports(65_536, 65_536))
                .isFalse();
    }

    @Test
    void aCancelledSearchSaysSoWithTheBoundItProved() {
        Cancellation token = new Cancellation();
        token.cancel();
        Board goal = Goals.blankFirst(4, 4);
        int manhattan = Slides.manhattan(FAR, goal);
        assertThatThrownBy(
                        () -> manhattanOnly(1).solve(FAR, goal, Deadline.none().cancelledBy(token)))
                .isInstanceOfSatisfying(SearchCancelledException.class, e -> {
                    assertThat(e.type()).isEqualTo("solve-cancelled");
                    assertThat((int) e.properties().get("lowerBound")).isGreaterThanOrEqualTo(manhattan);
                    assertThat((long) e.properties().get("nodesExpanded")).isPositive();
                });
        // a weighted search proves no threshold: it reports the estimate at the start (6 x 6: Manhattan distance)
        Board large = RandomBoards.solvableBlankLast(6, 6, RandomBoards.seeded(66));
        Board largeGoal = Board.standardGoal(6, 6);
        assertThatThrownBy(() -> new IdaStarSolver(new PatternDatabaseCatalog(), 2, 36)
                        .solve(large, largeGoal, Deadline.none().cancelledBy(token)))
                .isInstanceOfSatisfying(
                        SearchCancelledException.class,
                        e -> assertThat(e.properties().get("lowerBound"))
                                .isEqualTo(Slides.manhattan(large, largeGoal)));
    }

    @Test
    void aDeadlineGivesATimeoutWithTheThresholdsReportedOnTheWay() {
        Board goal = Goals.blankFirst(4, 4);
        int manhattan = Slides.manhattan(FAR, goal);
        List<Integer> bounds = new ArrayList<>();
        List<Long> nodes = new ArrayList<>();
        SearchProgress listener = new SearchProgress() {
            @Override
            public void lowerBound(int lowerBound, long nodesExpanded) {
                bounds.add(lowerBound);
            }

            @Override
            public void nodes(long nodesExpanded) {
                nodes.add(nodesExpanded);
            }
        };
        Deadline deadline = Deadline.after(Duration.ofMillis(300)).reportingTo(listener);
        assertThatThrownBy(() -> manhattanOnly(1).solve(FAR, goal, deadline))
                .isInstanceOfSatisfying(SearchTimeoutException.class, e -> {
                    assertThat(e.lowerBound()).isEqualTo(bounds.get(bounds.size() - 1));
                    assertThat(e.nodesExpanded()).isGreaterThanOrEqualTo(nodes.get(nodes.size() - 1));
                });
        assertThat(bounds.get(0)).isEqualTo(manhattan);
        for (int i = 1; i < bounds.size(); i++) {
            // thresholds rise, by steps of two: a solution has the parity of the blank's distance to its cell
            assertThat(bounds.get(i) - bounds.get(i - 1)).isPositive().isEven();
        }
        assertThat(nodes).isNotEmpty().isSorted();
        // a weighted search reports no thresholds
        bounds.clear();
        Board large = RandomBoards.solvableBlankLast(6, 6, RandomBoards.seeded(66));
        assertThatThrownBy(() -> new IdaStarSolver(new PatternDatabaseCatalog(), 2, 36)
                        .solve(
                                large,
                                Board.standardGoal(6, 6),
                                Deadline.after(Duration.ofMillis(50)).reportingTo(listener)))
                .isInstanceOf(SearchTimeoutException.class);
        assertThat(bounds).isEmpty();
    }

    @Test
    void anInterruptedThreadStopsTheSearchAsATimeout() {
        Board goal = Goals.blankFirst(4, 4);
        Thread.currentThread().interrupt();
        try {
            assertThatThrownBy(() -> manhattanOnly(1).solve(FAR, goal, Deadline.none()))
                    .isInstanceOf(SearchTimeoutException.class);
        } finally {
            Thread.interrupted();
        }
    }

    /** A solver whose only tables hold one tile each: Manhattan distance, in table form. */
    private static IdaStarSolver manhattanOnly(int weight) {
        PatternDatabaseCatalog catalog = new PatternDatabaseCatalog();
        catalog.register(4, 4, PatternPartition.chunked(4, 4, 0, 1).build());
        return new IdaStarSolver(catalog, weight, 16);
    }
}
