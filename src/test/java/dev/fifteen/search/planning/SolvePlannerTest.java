package dev.fifteen.search.planning;

import dev.fifteen.parity.SolvabilityCheck;
import dev.fifteen.problem.ProblemException;
import dev.fifteen.puzzle.Board;
import dev.fifteen.search.Deadline;
import dev.fifteen.search.NotSolvableException;
import dev.fifteen.search.SearchTimeoutException;
import dev.fifteen.search.Solution;
import dev.fifteen.search.Solver;
import dev.fifteen.search.Strategy;
import dev.fifteen.search.StrategyUnavailableException;
import dev.fifteen.search.fast.FastSolver;
import dev.fifteen.search.fast.ReductionSolver;
import dev.fifteen.search.ida.IdaStarSolver;
import dev.fifteen.search.pdb.PatternDatabaseCatalog;
import dev.fifteen.search.pdb.PatternPartition;
import dev.fifteen.testing.oracle.Goals;
import dev.fifteen.testing.oracle.Slides;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SolvePlannerTest {

    private static final PatternDatabaseCatalog CATALOG = new PatternDatabaseCatalog();
    private static final Board KORF_GOAL = Goals.blankFirst(4, 4);
    /** One of the 80-move positions: far beyond a few milliseconds of search. */
    private static final Board HARD = Board.of(4, 4, new int[] {15, 11, 8, 12, 14, 10, 9, 13, 2, 6, 5, 1, 3, 7, 4, 0});

    /** Counts the searches it is asked for. */
    private static final class CountingSolver implements Solver {
        private final Solver delegate;
        final AtomicInteger calls = new AtomicInteger();

        CountingSolver(Solver delegate) {
            this.delegate = delegate;
        }

        @Override
        public Strategy strategy() {
            return delegate.strategy();
        }

        @Override
        public boolean supports(int rows, int columns) {
            return delegate.supports(rows, columns);
        }

        @Override
        public Solution solve(Board board, Board goal, Deadline deadline) {
            calls.incrementAndGet();
            return delegate.solve(board, goal, deadline);
        }
    }

    @Test
    void anUnsolvableBoardIsRefusedWithItsProofWithoutSearching() {
        CountingSolver optimal = new CountingSolver(IdaStarSolver.optimal(CATALOG, 16));
        SolvePlanner planner = new SolvePlanner(new SolvabilityCheck(), List.of(optimal), 16, 0.8);
        Board loyd = Board.parse("1,2,3,4/5,6,7,8/9,10,11,12/13,15,14,0");
        for (Strategy strategy : Strategy.values()) {
            assertThatThrownBy(() -> planner.solve(loyd, Board.standardGoal(4, 4), strategy, Deadline.none()))
                    .isInstanceOfSatisfying(NotSolvableException.class, e -> {
                        assertThat(e.category()).isEqualTo(ProblemException.Category.UNPROCESSABLE);
                        assertThat(e.type()).isEqualTo("not-solvable");
                        assertThat(e.detail()).contains("N + r = 1 is odd");
                        assertThat(e.properties())
                                .containsEntry("rule", "even-width")
                                .containsKeys("board", "goal", "swap");
                    });
        }
        assertThat(optimal.calls).hasValue(0);
    }

    @Test
    void autoFallsBackToAFastAnswerWhenTheOptimalSearchRunsOut() {
        PatternDatabaseCatalog weak = new PatternDatabaseCatalog();
        weak.register(4, 4, PatternPartition.chunked(4, 4, 0, 1).build());
        SolvePlanner planner = new SolvePlanner(
                new SolvabilityCheck(),
                List.of(IdaStarSolver.optimal(weak, 16), new ReductionSolver(new FastSolver(), Duration.ZERO)),
                16,
                0.5);
        Solution solution = planner.solve(HARD, KORF_GOAL, Strategy.AUTO, Deadline.after(Duration.ofMillis(300)));
        assertThat(solution.optimal()).isFalse();
        assertThat(solution.strategy()).isEqualTo(Strategy.FAST);
        Slides.assertSolves(solution, HARD, KORF_GOAL);
        assertThat(solution.length()).isGreaterThanOrEqualTo(80);
        assertThat(solution.lowerBound()).isLessThanOrEqualTo(80);
    }

    @Test
    void optimalPastTheDeadlineReportsTheBoundProven() {
        PatternDatabaseCatalog weak = new PatternDatabaseCatalog();
        weak.register(4, 4, PatternPartition.chunked(4, 4, 0, 1).build());
        SolvePlanner planner = new SolvePlanner(
                new SolvabilityCheck(),
                List.of(IdaStarSolver.optimal(weak, 16), new ReductionSolver(new FastSolver(), Duration.ZERO)),
                16,
                0.8);
        assertThatThrownBy(
                        () -> planner.solve(HARD, KORF_GOAL, Strategy.OPTIMAL, Deadline.after(Duration.ofMillis(50))))
                .isInstanceOfSatisfying(
                        SearchTimeoutException.class,
                        e -> assertThat(e.lowerBound()).isBetween(40, 80));
    }

    @Test
    void largeBoardsGoToTheFastSolverOrAreRefusedWithoutOne() {
        Board board = Board.parse("1,2,3,4,5/6,7,8,9,10/11,12,13,14,15/16,17,18,19,20/21,22,23,0,24");
        Board goal = Board.standardGoal(5, 5);
        SolvePlanner withoutFast =
                new SolvePlanner(new SolvabilityCheck(), List.of(IdaStarSolver.optimal(CATALOG, 25)), 16, 0.8);
        assertThatThrownBy(() -> withoutFast.solve(board, goal, Strategy.AUTO, Deadline.none()))
                .isInstanceOfSatisfying(StrategyUnavailableException.class, e -> {
                    assertThat(e.type()).isEqualTo("strategy-unavailable");
                    assertThat(e.category()).isEqualTo(ProblemException.Category.UNPROCESSABLE);
                });
        assertThatThrownBy(() -> withoutFast.solve(board, goal, Strategy.FAST, Deadline.none()))
                .isInstanceOf(StrategyUnavailableException.class);
        Solution optimal = withoutFast.solve(board, goal, Strategy.OPTIMAL, Deadline.after(Duration.ofSeconds(5)));
        assertThat(optimal.length()).isEqualTo(1);
        assertThat(optimal.heuristic()).isEqualTo("manhattan distance");

        SolvePlanner withFast = new SolvePlanner(
                new SolvabilityCheck(),
                List.of(IdaStarSolver.optimal(CATALOG, 25), new ReductionSolver(new FastSolver(), Duration.ZERO)),
                16,
                0.8);
        Solution fast = withFast.solve(board, goal, Strategy.AUTO, Deadline.none());
        assertThat(fast.strategy()).isEqualTo(Strategy.FAST);
        Slides.assertSolves(fast, board, goal);
    }

    @Test
    void autoIsOptimalWithinTheDeadlineOnSmallBoards() {
        SolvePlanner planner = new SolvePlanner(
                new SolvabilityCheck(),
                List.of(IdaStarSolver.optimal(CATALOG, 16), new ReductionSolver(new FastSolver(), Duration.ZERO)),
                16,
                0.8);
        Board board = Board.parse("8,6,7/2,5,4/3,0,1");
        Solution solution = planner.solve(board, Board.standardGoal(3, 3), Strategy.AUTO, Deadline.none());
        assertThat(solution.optimal()).isTrue();
        assertThat(solution.length()).isEqualTo(31);
    }
}
