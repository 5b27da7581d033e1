package dev.fifteen.search.planning;

import dev.fifteen.puzzle.Board;
import dev.fifteen.search.Cancellation;
import dev.fifteen.search.Deadline;
import dev.fifteen.search.SearchCancelledException;
import dev.fifteen.search.SearchProgress;
import dev.fifteen.search.Solution;
import dev.fifteen.search.Solver;
import dev.fifteen.search.Strategy;
import dev.fifteen.search.TableStore;
import dev.fifteen.search.fast.FastSolver;
import dev.fifteen.search.fast.ReductionSolver;
import dev.fifteen.search.ida.IdaStarSolver;
import dev.fifteen.search.pdb.MidSizeTables;
import dev.fifteen.search.pdb.PatternDatabaseCatalog;
import dev.fifteen.testing.oracle.BidirectionalSearch;
import dev.fifteen.testing.oracle.RandomBoards;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.Random;
import java.util.concurrent.atomic.AtomicReference;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * {@code strategy=optimal} on boards of 17 to 25 cells (4 x 5, 4 x 6, 3 x 7, 2 x 9), without tables: near the goal
 * the answer is shortest, its length equal to the test's own bidirectional breadth-first search; far from it the
 * deadline ends the search and the answer is the fast one, replaying to the goal, marked not optimal, with a lower
 * bound at most its length and a note naming {@code fast}; a cancellation stops it. With tables that come on demand:
 * the note says where they stand until they are ready, and then a scrambled board is proven.
 */
class BoundedOptimalSolverTest {

    private final BoundedOptimalSolver solver = new BoundedOptimalSolver(
            IdaStarSolver.optimal(new PatternDatabaseCatalog(), 25),
            new ReductionSolver(new FastSolver(), Duration.ofSeconds(1)),
            17);

    @Test
    void itServesTheBoardsOfSeventeenToTwentyFiveCells() {
        assertThat(solver.strategy()).isEqualTo(Strategy.OPTIMAL);
        assertThat(solver.supports(4, 5)).isTrue();
        assertThat(solver.supports(3, 8)).isTrue();
        assertThat(solver.supports(5, 5)).isTrue();
        assertThat(solver.supports(4, 4)).isFalse();
        assertThat(solver.supports(2, 13)).isFalse();
    }

    @Test
    void nearTheGoalTheAnswerIsShortest() {
        Random random = new Random(17);
        int[][] shapes = {{4, 5}, {5, 4}, {4, 6}, {3, 7}, {2, 9}, {3, 8}};
        for (int[] shape : shapes) {
            Board goal = Board.standardGoal(shape[0], shape[1]);
            Board board = RandomBoards.walk(goal, 12 + random.nextInt(8), random);
            int distance = BidirectionalSearch.anyShape(board, goal);
            Solution solution = solver.solve(board, goal, Deadline.after(Duration.ofSeconds(30)));
            assertThat(solution.optimal()).as("%d x %d", shape[0], shape[1]).isTrue();
            assertThat(solution.replay(board)).isEqualTo(goal);
            assertThat(solution.length()).as("board %s", board.toText()).isEqualTo(distance);
        }
    }

    @Test
    void theSearchIsToldTheFastAnswer() {
        Board goal = Board.standardGoal(4, 5);
        ReductionSolver reduction = new ReductionSolver(new FastSolver(), Duration.ofSeconds(1));
        Random random = new Random(23);
        Board board;
        Solution fast;
        do {
            board = RandomBoards.walk(goal, 60, random);
            fast = reduction.solve(board, goal, Deadline.after(Duration.ofSeconds(30)));
        } while (fast.length() <= fast.lowerBound());
        AtomicReference<Solution> told = new AtomicReference<>();
        Solver optimal = new Solver() {
            @Override
            public Strategy strategy() {
                return Strategy.OPTIMAL;
            }

            @Override
            public boolean supports(int rows, int columns) {
                return true;
            }

            @Override
            public Solution solve(Board from, Board to, Deadline deadline) {
                throw new AssertionError("the search is told the fast answer");
            }

            @Override
            public Solution solve(Board from, Board to, Deadline deadline, Solution known) {
                told.set(known);
                return known;
            }
        };
        Solution answer = new BoundedOptimalSolver(optimal, reduction, 17)
                .solve(board, goal, Deadline.after(Duration.ofSeconds(30)));
        assertThat(told.get()).isNotNull().isSameAs(answer);
        assertThat(told.get().replay(board)).isEqualTo(goal);
        assertThat(told.get().moves()).isEqualTo(fast.moves());
    }

    @Test
    void atTheDeadlineTheFastAnswerComesWithTheBoundAndANote() {
        Board goal = Board.standardGoal(4, 6);
        Board board = RandomBoards.walk(goal, 500, new Random(5));
        AtomicReference<Solution> early = new AtomicReference<>();
        SearchProgress progress = new SearchProgress() {
            @Override
            public void solution(Solution solution) {
                early.set(solution);
            }
        };
        Solution solution =
                solver.solve(board, goal, Deadline.after(Duration.ofMillis(400)).reportingTo(progress));
        assertThat(solution.optimal()).isFalse();
        assertThat(solution.replay(board)).isEqualTo(goal);
        assertThat(early.get()).isNotNull();
        assertThat(solution.moves()).isEqualTo(early.get().moves());
        assertThat(solution.lowerBound()).isPositive().isLessThanOrEqualTo(solution.length());
        assertThat(solution.heuristic())
                .contains("not proven shortest")
                .contains("4 x 6")
                .contains("only strategy=fast serves such boards in full");
    }

    @Test
    void withTheTablesReadyAScrambledBoardIsProvenAndUntilThenTheNoteSaysWhereTheyStand() {
        java.util.List<Runnable> queued = new java.util.ArrayList<>();
        MidSizeTables tables = new MidSizeTables(
                new TableStore(null, Long.MAX_VALUE, l -> {}), 5, 2, Thread.NORM_PRIORITY, true, queued::add);
        PatternDatabaseCatalog catalog = new PatternDatabaseCatalog();
        catalog.serve(tables);
        BoundedOptimalSolver withTables = new BoundedOptimalSolver(
                IdaStarSolver.optimal(catalog, 25),
                new ReductionSolver(new FastSolver(), Duration.ofSeconds(1)),
                17,
                catalog::readiness);
        Board goal = Board.standardGoal(3, 6);
        Board far = RandomBoards.walk(goal, 400, new Random(36));
        Board board = RandomBoards.walk(goal, 60, new Random(36));

        Solution before = withTables.solve(far, goal, Deadline.after(Duration.ofMillis(200)));
        assertThat(before.optimal()).isFalse();
        assertThat(before.heuristic())
                .contains("the 3 x 6 pattern tables for this goal are queued for building")
                .contains("Manhattan distance");
        assertThat(queued).hasSize(1);

        queued.remove(0).run();
        Solution after = withTables.solve(board, goal, Deadline.after(Duration.ofMinutes(2)));
        assertThat(after.optimal()).isTrue();
        assertThat(after.heuristic()).contains("pattern database 5-5-5-2");
        assertThat(after.replay(board)).isEqualTo(goal);
        assertThat(after.length()).isGreaterThanOrEqualTo(after.lowerBound());
    }

    @Test
    void aCancelledSearchStops() {
        Board goal = Board.standardGoal(4, 5);
        Board board = RandomBoards.walk(goal, 500, new Random(6));
        Cancellation cancellation = new Cancellation();
        SearchProgress cancelOnFirstNodes = new SearchProgress() {
            @Override
            public void nodes(long nodesExpanded) {
                cancellation.cancel();
            }
        };
        Deadline deadline =
                Deadline.after(Duration.ofSeconds(60)).cancelledBy(cancellation).reportingTo(cancelOnFirstNodes);
        assertThatThrownBy(() -> solver.solve(board, goal, deadline)).isInstanceOf(SearchCancelledException.class);
    }
}
