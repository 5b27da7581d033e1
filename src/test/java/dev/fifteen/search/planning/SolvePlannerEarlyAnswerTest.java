package dev.fifteen.search.planning;

import dev.fifteen.parity.SolvabilityCheck;
import dev.fifteen.puzzle.Board;
import dev.fifteen.puzzle.Direction;
import dev.fifteen.puzzle.Move;
import dev.fifteen.search.Cancellation;
import dev.fifteen.search.Deadline;
import dev.fifteen.search.SearchCancelledException;
import dev.fifteen.search.SearchTimeoutException;
import dev.fifteen.search.Solution;
import dev.fifteen.search.Solver;
import dev.fifteen.search.Strategy;
import dev.fifteen.testing.oracle.Slides;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * {@link Strategy#AUTO} for a caller that wants early solutions: the fast answer first, reported at once, then the
 * optimal search with its share of the deadline; a fast answer as long as its lower bound is already shortest; an
 * optimal search that runs out leaves the fast answer with the better lower bound; one that the caller cancelled
 * is not recovered from, watched or not. Stub solvers record the deadlines they are given.
 */
class SolvePlannerEarlyAnswerTest {

    /** Three slides from the goal: 4 left, 5 up, 8 left; each of the three tiles is one cell from home. */
    private static final Board BOARD = Board.parse("1,2,3/0,4,6/7,5,8");

    private static final Board GOAL = Board.standardGoal(3, 3);
    private static final List<Move> SHORTEST =
            List.of(new Move(4, Direction.LEFT), new Move(5, Direction.UP), new Move(8, Direction.LEFT));
    /** The shortest slides with a detour: 8 goes right and back before its last slide. */
    private static final List<Move> DETOUR = List.of(
            new Move(4, Direction.LEFT),
            new Move(5, Direction.UP),
            new Move(8, Direction.LEFT),
            new Move(8, Direction.RIGHT),
            new Move(8, Direction.LEFT));

    private static final class Stub implements Solver {
        final Strategy strategy;
        final Function<Deadline, Solution> answer;
        final List<Deadline> calls = new ArrayList<>();

        Stub(Strategy strategy, Function<Deadline, Solution> answer) {
            this.strategy = strategy;
            this.answer = answer;
        }

        @Override
        public Strategy strategy() {
            return strategy;
        }

        @Override
        public boolean supports(int rows, int columns) {
            return true;
        }

        @Override
        public Solution solve(Board board, Board goal, Deadline deadline) {
            calls.add(deadline);
            return answer.apply(deadline);
        }
    }

    private static Stub fast(List<Move> moves, boolean optimal, int lowerBound) {
        return new Stub(
                Strategy.FAST, d -> new Solution(moves, optimal, Strategy.FAST, "stub fast", lowerBound, 7, 11));
    }

    private static Stub optimalAnswering() {
        return new Stub(
                Strategy.OPTIMAL, d -> new Solution(SHORTEST, true, Strategy.OPTIMAL, "stub optimal", 3, 40, 13));
    }

    private static Stub optimalTimingOut(int lowerBound) {
        return new Stub(Strategy.OPTIMAL, d -> {
            throw new SearchTimeoutException(lowerBound, 100, 1, 1, "stub optimal");
        });
    }

    private static SolvePlanner planner(Solver... solvers) {
        return new SolvePlanner(new SolvabilityCheck(), List.of(solvers), 16, 0.25);
    }

    @Test
    void theFastAnswerComesFirstAndTheOptimalSearchGetsItsShare() {
        Stub fast = fast(DETOUR, false, 2);
        Stub optimal = optimalAnswering();
        Recorder watcher = new Recorder(true);
        Solution solution = planner(optimal, fast)
                .solve(
                        BOARD,
                        GOAL,
                        Strategy.AUTO,
                        Deadline.after(Duration.ofSeconds(8)).reportingTo(watcher));

        assertThat(watcher.solutions).hasSize(1);
        Slides.assertSolves(watcher.solutions.get(0), BOARD, GOAL);
        assertThat(watcher.solutions.get(0).length()).isEqualTo(5);
        assertThat(solution.optimal()).isTrue();
        assertThat(solution.moves()).isEqualTo(SHORTEST);
        Slides.assertSolves(solution, BOARD, GOAL);
        assertThat(fast.calls.get(0).timeout()).as("the rest of the deadline").isEqualTo(Duration.ofSeconds(6));
        assertThat(optimal.calls.get(0).timeout()).as("a quarter of 8 s").isEqualTo(Duration.ofSeconds(2));
    }

    @Test
    void aFastAnswerAsLongAsItsLowerBoundIsProvenShortestWithoutAnOptimalSearch() {
        Stub fast = fast(SHORTEST, false, 3);
        Stub optimal = optimalAnswering();
        Recorder watcher = new Recorder(true);
        Solution solution = planner(optimal, fast)
                .solve(
                        BOARD,
                        GOAL,
                        Strategy.AUTO,
                        Deadline.after(Duration.ofSeconds(8)).reportingTo(watcher));

        assertThat(optimal.calls).isEmpty();
        assertThat(watcher.solutions).hasSize(1);
        assertThat(watcher.solutions.get(0).optimal())
                .as("its length meets its lower bound, so the early answer is already known shortest")
                .isTrue();
        assertThat(solution).isEqualTo(new Solution(SHORTEST, true, Strategy.FAST, "stub fast", 3, 7, 11));
    }

    @Test
    void aFastAnswerItsSolverProvesShortestEndsTheSearch() {
        Stub fast = fast(SHORTEST, true, 1);
        Stub optimal = optimalAnswering();
        Solution solution = planner(optimal, fast)
                .solve(
                        BOARD,
                        GOAL,
                        Strategy.AUTO,
                        Deadline.after(Duration.ofSeconds(8)).reportingTo(new Recorder(true)));

        assertThat(optimal.calls).isEmpty();
        assertThat(solution).isEqualTo(new Solution(SHORTEST, true, Strategy.FAST, "stub fast", 1, 7, 11));
    }

    @Test
    void whenTheOptimalSearchRunsOutTheFastAnswerKeepsTheBetterLowerBoundAndAddsTheNodes() {
        for (int[] bounds : new int[][] {{2, 3}, {3, 2}}) {
            int fastBound = bounds[0];
            int timeoutBound = bounds[1];
            Recorder watcher = new Recorder(true);
            long before = System.nanoTime();
            Solution solution = planner(optimalTimingOut(timeoutBound), fast(DETOUR, false, fastBound))
                    .solve(
                            BOARD,
                            GOAL,
                            Strategy.AUTO,
                            Deadline.after(Duration.ofSeconds(8)).reportingTo(watcher));
            long took = System.nanoTime() - before;

            assertThat(watcher.solutions).hasSize(1);
            assertThat(solution.moves()).isEqualTo(DETOUR);
            assertThat(solution.optimal()).isFalse();
            assertThat(solution.strategy()).isEqualTo(Strategy.FAST);
            assertThat(solution.heuristic()).isEqualTo("stub fast");
            assertThat(solution.lowerBound())
                    .as("fast %d, optimal %d", fastBound, timeoutBound)
                    .isEqualTo(3);
            assertThat(solution.nodesExpanded())
                    .as("7 by the fast search, 100 by the optimal one")
                    .isEqualTo(107);
            assertThat(solution.elapsedNanos()).as("the whole solve").isBetween(0L, took);
        }
    }

    @Test
    void aWatchedSearchTheCallerCancelsIsNotRecoveredFrom() {
        Cancellation cancellation = new Cancellation();
        Stub fast = fast(DETOUR, false, 2);
        Stub optimal = new Stub(Strategy.OPTIMAL, d -> {
            cancellation.cancel();
            throw new SearchTimeoutException(3, 100, 1, 1, "stub optimal");
        });
        Recorder watcher = new Recorder(true);
        assertThatThrownBy(() -> planner(optimal, fast)
                        .solve(
                                BOARD,
                                GOAL,
                                Strategy.AUTO,
                                Deadline.after(Duration.ofSeconds(8))
                                        .cancelledBy(cancellation)
                                        .reportingTo(watcher)))
                .isInstanceOfSatisfying(SearchCancelledException.class, e -> {
                    assertThat(e.type()).isEqualTo("solve-cancelled");
                    assertThat(e.properties()).containsEntry("lowerBound", 3).containsEntry("nodesExpanded", 100L);
                });
        assertThat(watcher.solutions).as("the fast answer was reported before").hasSize(1);
    }

    @Test
    void anUnwatchedSearchTheCallerCancelsDoesNotFallBackToAFastAnswer() {
        Cancellation cancellation = new Cancellation();
        Stub fast = fast(DETOUR, false, 2);
        Stub optimal = new Stub(Strategy.OPTIMAL, d -> {
            cancellation.cancel();
            throw new SearchTimeoutException(2, 50, 1, 1, "stub optimal");
        });
        assertThatThrownBy(() -> planner(optimal, fast)
                        .solve(
                                BOARD,
                                GOAL,
                                Strategy.AUTO,
                                Deadline.after(Duration.ofSeconds(8)).cancelledBy(cancellation)))
                .isInstanceOfSatisfying(
                        SearchCancelledException.class,
                        e -> assertThat(e.properties())
                                .containsEntry("lowerBound", 2)
                                .containsEntry("nodesExpanded", 50L));
        assertThat(optimal.calls).hasSize(1);
        assertThat(fast.calls).as("no fallback after a cancel").isEmpty();
    }
}
