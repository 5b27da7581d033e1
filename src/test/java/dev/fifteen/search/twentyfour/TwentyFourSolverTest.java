package dev.fifteen.search.twentyfour;

import dev.fifteen.puzzle.Board;
import dev.fifteen.puzzle.Direction;
import dev.fifteen.puzzle.Move;
import dev.fifteen.search.Cancellation;
import dev.fifteen.search.Deadline;
import dev.fifteen.search.GoalLabels;
import dev.fifteen.search.SearchCancelledException;
import dev.fifteen.search.SearchProgress;
import dev.fifteen.search.SearchThreads;
import dev.fifteen.search.Solution;
import dev.fifteen.search.Solver;
import dev.fifteen.search.Strategy;
import dev.fifteen.search.StrategyUnavailableException;
import dev.fifteen.search.TableStore;
import dev.fifteen.search.fast.FastSolver;
import dev.fifteen.search.fast.ReductionSolver;
import dev.fifteen.testing.oracle.BidirectionalSearch;
import dev.fifteen.testing.oracle.RandomBoards;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The 5 x 5 optimal solver with the small test tables: its answers replay to the goal and their lengths equal the
 * test's own bidirectional breadth-first search on boards up to a few dozen moves from the goal, for goals with the
 * blank in each corner; the heuristic never exceeds the distance along the way; until the tables are ready, at the
 * deadline and on cancellation it answers as documented.
 */
class TwentyFourSolverTest {

    private static final Board BLANK_FIRST = Board.of(5, 5, range(0));
    private static final Board BLANK_LAST = Board.standardGoal(5, 5);
    private static final SearchThreads HELPERS = SearchThreads.of(2);

    private final ReductionSolver fast = new ReductionSolver(new FastSolver(), Duration.ofSeconds(1));

    /**
     * The fast answer made two slides longer (one there and back) and claiming no lower bound, so that the search,
     * not the fast answer, has to prove every optimum here.
     */
    private final Solver padded = new Solver() {
        @Override
        public Strategy strategy() {
            return Strategy.FAST;
        }

        @Override
        public boolean supports(int rows, int columns) {
            return true;
        }

        @Override
        public Solution solve(Board board, Board goal, Deadline deadline) {
            Solution solution = fast.solve(board, goal, deadline);
            Direction direction = Arrays.stream(Direction.values())
                    .filter(d -> board.move(d).isPresent())
                    .findFirst()
                    .orElseThrow();
            List<Move> moves = new ArrayList<>();
            moves.add(board.move(direction).orElseThrow());
            moves.add(board.slide(direction).move(direction.opposite()).orElseThrow());
            moves.addAll(solution.moves());
            return new Solution(moves, false, Strategy.FAST, solution.heuristic(), 0, 0, 0);
        }
    };

    private TwentyFourSolver solver() {
        return new TwentyFourSolver(TwentyFourTableStore.of(TestTables.threes()), padded, null);
    }

    /** As {@link #solver()}, every iteration shared with a helper thread. */
    private TwentyFourSolver sharedSolver() {
        return new TwentyFourSolver(TwentyFourTableStore.of(TestTables.threes()), padded, null, HELPERS, 0);
    }

    @AfterAll
    static void closeHelpers() {
        HELPERS.close();
    }

    @Test
    void optimalLengthsEqualBreadthFirstSearch() {
        optimalLengthsEqualBreadthFirstSearch(solver(), 2024);
    }

    @Test
    void sharedSearchesFindTheSameLengths() {
        optimalLengthsEqualBreadthFirstSearch(sharedSolver(), 2025);
        assertThat(HELPERS.busy()).isZero();
    }

    @Test
    void twoSplitsSharedByTwoThreadsFindTheSameLengths() {
        TwentyFourSolver solver =
                new TwentyFourSolver(TwentyFourTableStore.of(TestTables.twoSplits()), padded, null, HELPERS, 0);
        optimalLengthsEqualBreadthFirstSearch(solver, 2026, TestTables.twoSplits());
    }

    private void optimalLengthsEqualBreadthFirstSearch(TwentyFourSolver solver, long seed) {
        optimalLengthsEqualBreadthFirstSearch(solver, seed, TestTables.threes());
    }

    private void optimalLengthsEqualBreadthFirstSearch(TwentyFourSolver solver, long seed, TwentyFourTables tables) {
        Random random = new Random(seed);
        for (int sample = 0; sample < 12; sample++) {
            Board goal = sample % 2 == 0 ? BLANK_FIRST : BLANK_LAST;
            Board board = RandomBoards.walk(goal, 14 + random.nextInt(14), random);
            int distance = BidirectionalSearch.anyShape(board, goal);
            Solution solution = solver.solve(board, goal, Deadline.after(Duration.ofSeconds(60)));
            assertThat(solution.optimal()).isTrue();
            assertThat(solution.strategy()).isEqualTo(Strategy.OPTIMAL);
            assertThat(solution.heuristic()).isEqualTo(tables.name());
            assertThat(solution.replay(board)).isEqualTo(goal);
            assertThat(solution.length()).as("board %s", board.toText()).isEqualTo(distance);
            assertThat(solution.lowerBound()).isLessThanOrEqualTo(distance);
            assertAdmissibleAlong(board, goal, solution, tables);
        }
    }

    @Test
    void everyCornerGoalIsServed() {
        Random random = new Random(7);
        for (int corner : new int[] {0, 4, 20, 24}) {
            int[] cells = range(0);
            cells[corner] = 0;
            cells[0] = corner;
            Board goal = Board.of(5, 5, cells);
            Board board = RandomBoards.walk(goal, 22, random);
            Solution solution = solver().solve(board, goal, Deadline.after(Duration.ofSeconds(60)));
            assertThat(solution.replay(board)).isEqualTo(goal);
            assertThat(solution.length()).isEqualTo(BidirectionalSearch.anyShape(board, goal));
        }
    }

    @Test
    void aGoalWithItsBlankOffTheCornersIsSaidToBeUnserved() {
        int[] cells = range(0);
        cells[12] = 0;
        cells[0] = 12;
        Board goal = Board.of(5, 5, cells);
        assertThatThrownBy(() -> solver().solve(goal, goal, Deadline.after(Duration.ofSeconds(1))))
                .isInstanceOf(StrategyUnavailableException.class)
                .hasMessageContaining("blank in a corner");
    }

    @Test
    void untilTheTablesAreReadyTheFastAnswerComesWithANote() {
        AtomicInteger requests = new AtomicInteger();
        TwentyFourTableStore store = new TwentyFourTableStore(
                store(null), TestTables.THREES, null, true, 1, task -> requests.incrementAndGet());
        TwentyFourSolver waiting = new TwentyFourSolver(store, fast, null);
        Board board = RandomBoards.walk(BLANK_FIRST, 60, new Random(3));
        Solution solution = waiting.solve(board, BLANK_FIRST, Deadline.after(Duration.ofSeconds(5)));
        waiting.solve(board, BLANK_FIRST, Deadline.after(Duration.ofSeconds(5)));
        assertThat(requests).hasValue(1);
        assertThat(solution.optimal()).isFalse();
        assertThat(solution.strategy()).isEqualTo(Strategy.FAST);
        assertThat(solution.replay(board)).isEqualTo(BLANK_FIRST);
        assertThat(solution.lowerBound()).isPositive();
        assertThat(solution.heuristic()).contains("optimal tables are queued for building");
    }

    @Test
    void atTheDeadlineTheBestKnownAnswerComesWithTheProvenBound() {
        atTheDeadlineTheBestKnownAnswerComesWithTheProvenBound(solver());
    }

    @Test
    void atTheDeadlineASharedSearchAnswersAlike() {
        atTheDeadlineTheBestKnownAnswerComesWithTheProvenBound(sharedSolver());
        assertThat(HELPERS.busy()).isZero();
    }

    private void atTheDeadlineTheBestKnownAnswerComesWithTheProvenBound(TwentyFourSolver solver) {
        Board board = RandomBoards.walk(BLANK_FIRST, 400, new Random(11));
        AtomicReference<Solution> early = new AtomicReference<>();
        List<Integer> bounds = new ArrayList<>();
        SearchProgress progress = new SearchProgress() {
            @Override
            public void lowerBound(int lowerBound, long nodesExpanded) {
                bounds.add(lowerBound);
            }

            @Override
            public void solution(Solution solution) {
                early.set(solution);
            }
        };
        Solution solution = solver.solve(
                board, BLANK_FIRST, Deadline.after(Duration.ofMillis(300)).reportingTo(progress));
        assertThat(solution.optimal()).isFalse();
        assertThat(solution.replay(board)).isEqualTo(BLANK_FIRST);
        assertThat(early.get()).isNotNull();
        assertThat(solution.moves()).isEqualTo(early.get().moves());
        assertThat(bounds).isSorted().isNotEmpty();
        assertThat(solution.lowerBound()).isGreaterThanOrEqualTo(bounds.get(bounds.size() - 1));
        assertThat(solution.heuristic()).contains("reached the deadline");
    }

    @Test
    void aCancelledSearchStops() {
        aCancelledSearchStops(solver());
    }

    @Test
    void aCancelledSharedSearchStopsWithItsHelper() {
        aCancelledSearchStops(sharedSolver());
        assertThat(HELPERS.busy()).isZero();
    }

    private void aCancelledSearchStops(TwentyFourSolver solver) {
        Board board = RandomBoards.walk(BLANK_FIRST, 400, new Random(12));
        Cancellation cancellation = new Cancellation();
        SearchProgress cancelOnFirstNodes = new SearchProgress() {
            @Override
            public void nodes(long nodesExpanded) {
                cancellation.cancel();
            }
        };
        Deadline deadline =
                Deadline.after(Duration.ofSeconds(60)).cancelledBy(cancellation).reportingTo(cancelOnFirstNodes);
        assertThatThrownBy(() -> solver.solve(board, BLANK_FIRST, deadline))
                .isInstanceOf(SearchCancelledException.class);
    }

    /** Every board along the solution has an estimate at most its remaining distance. */
    private static void assertAdmissibleAlong(Board board, Board goal, Solution solution, TwentyFourTables tables) {
        int[] symmetry = TwentyFourSolver.cornerSymmetry(goal.blankIndex());
        List<Board> boards = solution.boards(board);
        for (int i = 0; i < boards.size(); i++) {
            int[] labels = GoalLabels.relabel(boards.get(i), goal);
            int[] state = new int[25];
            for (int cell = 0; cell < 25; cell++) {
                state[symmetry[cell]] = symmetry[labels[cell]];
            }
            assertThat(tables.estimate(GoalLabels.positions(state))).isLessThanOrEqualTo(boards.size() - 1 - i);
        }
    }

    static int[] range(int blank) {
        int[] cells = new int[25];
        for (int i = 0; i < 25; i++) {
            cells[i] = i;
        }
        return cells;
    }

    private static TableStore store(java.nio.file.Path directory) {
        return new TableStore(directory, Long.MAX_VALUE, line -> {});
    }
}
