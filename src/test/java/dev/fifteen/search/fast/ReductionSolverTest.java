package dev.fifteen.search.fast;

import dev.fifteen.problem.LimitExceededException;
import dev.fifteen.puzzle.Board;
import dev.fifteen.search.Cancellation;
import dev.fifteen.search.CompactMoves;
import dev.fifteen.search.Deadline;
import dev.fifteen.search.Solution;
import dev.fifteen.search.Strategy;
import dev.fifteen.testing.oracle.BreadthFirstDistances;
import dev.fifteen.testing.oracle.RandomBoards;
import dev.fifteen.testing.oracle.Slides;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The fast strategy behind the solver contract: its limits, and how much of the deadline its bounded search gets,
 * seen on a 2 x 4 board where the reduction alone is longer than the optimum found by breadth-first search.
 */
class ReductionSolverTest {

    private static final Board GOAL = Board.standardGoal(2, 4);
    private static final String CONSTRUCTIVE = "line-by-line reduction";
    private static final String SEARCHED = "weighted A* bounded by the line-by-line reduction";

    /** The first seeded 2 x 4 board on which the reduction is longer than the optimum. */
    private static Board boardTheSearchImproves() {
        BreadthFirstDistances distances = BreadthFirstDistances.to(GOAL);
        SplittableRandom random = new SplittableRandom(5);
        for (int attempt = 0; attempt < 100; attempt++) {
            Board board = RandomBoards.solvableToward(GOAL, random);
            if (new FastSolver().solve(board, GOAL).length() > distances.distance(board)) {
                return board;
            }
        }
        throw new AssertionError("the reduction was optimal on 100 boards");
    }

    @Test
    void withTimeLeftTheSearchFindsTheOptimumAndSaysSo() {
        Board board = boardTheSearchImproves();
        int optimum = BreadthFirstDistances.to(GOAL).distance(board);
        Solution solution = new ReductionSolver(new FastSolver(), Duration.ofSeconds(5))
                .solve(board, GOAL, Deadline.after(Duration.ofSeconds(10)));
        assertThat(solution.length()).isEqualTo(optimum);
        assertThat(solution.heuristic()).startsWith(SEARCHED);
        assertThat(solution.optimal()).isFalse();
        assertThat(solution.strategy()).isEqualTo(Strategy.FAST);
        assertThat(solution.moves()).isInstanceOf(CompactMoves.class);
        assertThat(solution.lowerBound())
                .isPositive()
                .isLessThanOrEqualTo(optimum)
                .isGreaterThanOrEqualTo(Slides.manhattan(board, GOAL));
        assertThat(solution.elapsedNanos()).isPositive();
        Slides.assertSolves(solution, board, GOAL);
    }

    @Test
    void withoutTimeLeftOrWithoutBudgetOnlyTheReductionRuns() {
        Board board = boardTheSearchImproves();
        int constructive = new FastSolver().solve(board, GOAL).length();
        // the search gets the smaller of half the remaining time and the budget: zero either way
        Solution expired = new ReductionSolver(new FastSolver(), Duration.ofSeconds(5))
                .solve(board, GOAL, Deadline.after(Duration.ZERO));
        Solution noBudget = new ReductionSolver(new FastSolver(), Duration.ZERO).solve(board, GOAL, Deadline.none());
        for (Solution solution : new Solution[] {expired, noBudget}) {
            assertThat(solution.length()).isEqualTo(constructive);
            assertThat(solution.heuristic()).startsWith(CONSTRUCTIVE);
            Slides.assertSolves(solution, board, GOAL);
        }
    }

    @Test
    void aCancelledCallerStopsTheSearchButStillGetsTheReduction() {
        Board board = boardTheSearchImproves();
        Cancellation cancelled = new Cancellation();
        cancelled.cancel();
        Solution solution = new ReductionSolver(new FastSolver(), Duration.ofSeconds(5))
                .solve(board, GOAL, Deadline.after(Duration.ofSeconds(10)).cancelledBy(cancelled));
        assertThat(solution.heuristic()).startsWith(CONSTRUCTIVE);
        assertThat(solution.length()).isEqualTo(FastSolver.reduce(2, 4, board.cells(), GOAL.cells()).length);
        Slides.assertSolves(solution, board, GOAL);
    }

    @Test
    void boardsOverTheCellsOrTheSideAreRefusedAtTheLimitNotBefore() {
        Board threeByThree = Board.parse("1,2,3/4,5,6/7,0,8");
        Board goal = Board.standardGoal(3, 3);
        assertThat(new ReductionSolver(new FastSolver(), Duration.ZERO, 9, 3)
                        .solve(threeByThree, goal, Deadline.none())
                        .tileDirections())
                .isEqualTo("L");
        assertThatThrownBy(() -> new ReductionSolver(new FastSolver(), Duration.ZERO, 8, 3)
                        .solve(threeByThree, goal, Deadline.none()))
                .isInstanceOfSatisfying(LimitExceededException.class, problem -> {
                    assertThat(problem.type()).isEqualTo("board-too-large-to-solve");
                    assertThat(problem.detail())
                            .contains("9 cells")
                            .contains("the 8 the fast solver takes")
                            .contains(ReductionSolver.MAX_CELLS_PROPERTY);
                });
        assertThatThrownBy(() -> new ReductionSolver(new FastSolver(), Duration.ZERO, 100, 2)
                        .solve(threeByThree, goal, Deadline.none()))
                .isInstanceOfSatisfying(LimitExceededException.class, problem -> {
                    assertThat(problem.type()).isEqualTo("board-too-large-to-solve");
                    assertThat(problem.detail()).contains("a side of 3").contains(ReductionSolver.MAX_SIDE_PROPERTY);
                });
        // the longer side counts: 2 rows, 5 columns
        Board twoByFive = Board.parse("1,2,3,4,5/6,7,8,0,9");
        assertThatThrownBy(() -> new ReductionSolver(new FastSolver(), Duration.ZERO, 100, 4)
                        .solve(twoByFive, Board.standardGoal(2, 5), Deadline.none()))
                .isInstanceOf(LimitExceededException.class);
        assertThat(new ReductionSolver(new FastSolver(), Duration.ZERO, 10, 5)
                        .solve(twoByFive, Board.standardGoal(2, 5), Deadline.none())
                        .tileDirections())
                .isEqualTo("L");
    }

    @Test
    void theSmallestLimitsAreFourCellsAndSidesOfTwo() {
        assertThatThrownBy(() -> new ReductionSolver(new FastSolver(), Duration.ZERO, 3, 2))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new ReductionSolver(new FastSolver(), Duration.ZERO, 4, 1))
                .isInstanceOf(IllegalArgumentException.class);
        ReductionSolver smallest = new ReductionSolver(new FastSolver(), Duration.ZERO, 4, 2);
        assertThat(smallest.strategy()).isEqualTo(Strategy.FAST);
        assertThat(smallest.supports(300, 1)).isTrue();
        assertThat(smallest.solve(Board.parse("1,2/0,3"), Board.standardGoal(2, 2), Deadline.none())
                        .tileDirections())
                .isEqualTo("L");
    }
}
