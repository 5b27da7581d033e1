package dev.fifteen.search.planning;

import dev.fifteen.parity.SolvabilityCheck;
import dev.fifteen.puzzle.Board;
import dev.fifteen.puzzle.Direction;
import dev.fifteen.puzzle.Move;
import dev.fifteen.search.Deadline;
import dev.fifteen.search.SearchTimeoutException;
import dev.fifteen.search.Solution;
import dev.fifteen.search.Solver;
import dev.fifteen.search.Strategy;
import dev.fifteen.search.StrategyUnavailableException;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The planner's choices with stub solvers that record what they are asked: the size limit of the automatic
 * optimal search (inclusive), the share of the deadline it gets, the fallback's lower bound, and the order in
 * which fast solvers are tried.
 */
class SolvePlannerStubTest {

    /** One slide from the goal: the 8 moves left into the blank. */
    private static final Board BOARD = Board.parse("1,2,3/4,5,6/7,0,8");

    private static final Board GOAL = Board.standardGoal(3, 3);

    /** A solver that answers, or times out with a given bound, and keeps the deadlines it was given. */
    private static final class Stub implements Solver {
        final Strategy strategy;
        final int maxCells;
        final Integer timeoutBound;
        final int lowerBound;
        final List<Deadline> calls = new ArrayList<>();

        Stub(Strategy strategy, int maxCells, Integer timeoutBound, int lowerBound) {
            this.strategy = strategy;
            this.maxCells = maxCells;
            this.timeoutBound = timeoutBound;
            this.lowerBound = lowerBound;
        }

        @Override
        public Strategy strategy() {
            return strategy;
        }

        @Override
        public boolean supports(int rows, int columns) {
            return rows * columns <= maxCells;
        }

        @Override
        public Solution solve(Board board, Board goal, Deadline deadline) {
            calls.add(deadline);
            if (timeoutBound != null) {
                throw new SearchTimeoutException(timeoutBound, 100, 1, 1, "stub");
            }
            return new Solution(
                    List.of(new Move(8, Direction.LEFT)),
                    strategy == Strategy.OPTIMAL,
                    strategy,
                    "stub",
                    lowerBound,
                    7,
                    1);
        }
    }

    @Test
    void autoTriesTheOptimalSearchUpToTheSizeLimitInclusive() {
        Stub optimal = new Stub(Strategy.OPTIMAL, 16, null, 1);
        Stub fast = new Stub(Strategy.FAST, 100, null, 1);
        assertThat(new SolvePlanner(new SolvabilityCheck(), List.of(optimal, fast), 9, 0.5)
                        .solve(BOARD, GOAL, Strategy.AUTO, Deadline.none())
                        .strategy())
                .isEqualTo(Strategy.OPTIMAL);
        assertThat(new SolvePlanner(new SolvabilityCheck(), List.of(optimal, fast), 8, 0.5)
                        .solve(BOARD, GOAL, Strategy.AUTO, Deadline.none())
                        .strategy())
                .isEqualTo(Strategy.FAST);
    }

    @Test
    void theAutomaticOptimalSearchGetsItsShareOfTheDeadlineOnlyWhenAFastSolverCanTakeOver() {
        Stub optimal = new Stub(Strategy.OPTIMAL, 16, null, 1);
        new SolvePlanner(new SolvabilityCheck(), List.of(optimal, new Stub(Strategy.FAST, 100, null, 1)), 16, 0.25)
                .solve(BOARD, GOAL, Strategy.AUTO, Deadline.after(Duration.ofSeconds(8)));
        assertThat(optimal.calls.get(0).timeout()).isEqualTo(Duration.ofSeconds(2));
        Stub alone = new Stub(Strategy.OPTIMAL, 16, null, 1);
        Solution solution = new SolvePlanner(new SolvabilityCheck(), List.of(alone), 16, 0.25)
                .solve(BOARD, GOAL, Strategy.AUTO, Deadline.after(Duration.ofSeconds(8)));
        assertThat(solution.optimal()).isTrue();
        assertThat(solution.tileDirections()).isEqualTo("L");
        assertThat(alone.calls.get(0).timeout()).isEqualTo(Duration.ofSeconds(8));
    }

    @Test
    void theFallbackKeepsTheBetterLowerBoundAndAddsTheNodes() {
        Stub optimal = new Stub(Strategy.OPTIMAL, 16, 5, 0);
        Solution fromHigher = new SolvePlanner(
                        new SolvabilityCheck(), List.of(optimal, new Stub(Strategy.FAST, 100, null, 1)), 16, 0.5)
                .solve(BOARD, GOAL, Strategy.AUTO, Deadline.none());
        assertThat(fromHigher.lowerBound()).isEqualTo(5);
        assertThat(fromHigher.nodesExpanded()).isEqualTo(107);
        assertThat(fromHigher.optimal()).isFalse();
        Solution fromFast = new SolvePlanner(
                        new SolvabilityCheck(),
                        List.of(new Stub(Strategy.OPTIMAL, 16, 1, 0), new Stub(Strategy.FAST, 100, null, 1)),
                        16,
                        0.5)
                .solve(BOARD, GOAL, Strategy.AUTO, Deadline.none());
        assertThat(fromFast.lowerBound()).isEqualTo(1);
        assertThat(fromFast.nodesExpanded()).isEqualTo(7);
    }

    @Test
    void fastSolversAreTriedInOrderAndTheLastTimeoutIsReported() {
        Stub first = new Stub(Strategy.FAST, 100, 3, 0);
        Stub second = new Stub(Strategy.FAST, 100, null, 1);
        Stub small = new Stub(Strategy.FAST, 4, null, 1);
        Solution solution = new SolvePlanner(new SolvabilityCheck(), List.of(small, first, second), 16, 0.5)
                .solve(BOARD, GOAL, Strategy.FAST, Deadline.none());
        assertThat(solution.strategy()).isEqualTo(Strategy.FAST);
        assertThat(small.calls).isEmpty();
        assertThat(first.calls).hasSize(1);
        assertThat(second.calls).hasSize(1);
        assertThatThrownBy(() -> new SolvePlanner(
                                new SolvabilityCheck(), List.of(first, new Stub(Strategy.FAST, 100, 4, 0)), 16, 0.5)
                        .solve(BOARD, GOAL, Strategy.FAST, Deadline.none()))
                .isInstanceOfSatisfying(
                        SearchTimeoutException.class,
                        e -> assertThat(e.lowerBound()).isEqualTo(4));
        assertThatThrownBy(() -> new SolvePlanner(new SolvabilityCheck(), List.of(small), 16, 0.5)
                        .solve(BOARD, GOAL, Strategy.FAST, Deadline.none()))
                .isInstanceOf(StrategyUnavailableException.class);
        assertThatThrownBy(() -> new SolvePlanner(new SolvabilityCheck(), List.of(small), 16, 0.5)
                        .solve(BOARD, GOAL, Strategy.OPTIMAL, Deadline.none()))
                .isInstanceOf(StrategyUnavailableException.class);
    }

    @Test
    void theShareOfTheDeadlineIsAFractionUpToOne() {
        List<Solver> none = List.of();
        assertThat(new SolvePlanner(new SolvabilityCheck(), none, 16, 1.0)).isNotNull();
        assertThatThrownBy(() -> new SolvePlanner(new SolvabilityCheck(), none, 16, 0))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new SolvePlanner(new SolvabilityCheck(), none, 16, 1.01))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
