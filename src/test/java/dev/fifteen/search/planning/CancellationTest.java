package dev.fifteen.search.planning;

import dev.fifteen.parity.SolvabilityCheck;
import dev.fifteen.puzzle.Board;
import dev.fifteen.scramble.RandomWalk;
import dev.fifteen.search.Cancellation;
import dev.fifteen.search.Deadline;
import dev.fifteen.search.SearchCancelledException;
import dev.fifteen.search.Solution;
import dev.fifteen.search.Strategy;
import dev.fifteen.search.fast.FastSolver;
import dev.fifteen.search.fast.ReductionSolver;
import dev.fifteen.search.ida.IdaStarSolver;
import dev.fifteen.search.pdb.PatternDatabaseCatalog;
import dev.fifteen.search.pdb.PatternPartition;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;

/** A cancelled search stops and gives its slot back; a watched search reports its bounds, nodes and early answers. */
class CancellationTest {

    private static final Board KORF_GOAL =
            Board.of(4, 4, new int[] {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15});
    /** One of the 80-move positions: weak tables would search it for hours. */
    private static final Board HARD = Board.of(4, 4, new int[] {15, 11, 8, 12, 14, 10, 9, 13, 2, 6, 5, 1, 3, 7, 4, 0});
    /** A board 80 random slides from the goal: a few iterations of search with weak tables. */
    private static final Board MIDDLE =
            RandomWalk.walk(KORF_GOAL, 80, 11, false).board();

    private static final PatternDatabaseCatalog WEAK = new PatternDatabaseCatalog();
    /** Other, independent tables for the cross-check of the optimum. */
    private static final PatternDatabaseCatalog OTHER = new PatternDatabaseCatalog();

    static {
        WEAK.register(4, 4, PatternPartition.chunked(4, 4, 0, 1).build());
        OTHER.register(4, 4, PatternPartition.chunked(4, 4, 0, 2).build());
    }

    private static int optimum(Board board) {
        return IdaStarSolver.optimal(OTHER, 16)
                .solve(board, KORF_GOAL, Deadline.none())
                .length();
    }

    @Test
    void aCancelledSearchStopsLongBeforeItsDeadlineAndFreesItsSlot() throws Exception {
        SolvePlanner planner =
                new SolvePlanner(new SolvabilityCheck(), List.of(IdaStarSolver.optimal(WEAK, 16)), 16, 0.8);
        try (SolvePool pool = new SolvePool(1, Duration.ofMillis(50), 1)) {
            Cancellation cancellation = new Cancellation();
            Recorder progress = new Recorder(false);
            Deadline deadline = Deadline.after(Duration.ofSeconds(60))
                    .cancelledBy(cancellation)
                    .reportingTo(progress);
            CompletableFuture<Solution> search =
                    pool.submit(() -> planner.solve(HARD, KORF_GOAL, Strategy.OPTIMAL, deadline));
            await().atMost(Duration.ofSeconds(20))
                    .pollInterval(Duration.ofMillis(5))
                    .untilAsserted(() -> assertThat(progress.nodes.get())
                            .as("nodes reported while searching")
                            .isPositive());
            assertThat(pool.busy()).isEqualTo(1);

            cancellation.cancel();
            assertThatThrownBy(() -> search.get(20, TimeUnit.SECONDS))
                    .isInstanceOf(ExecutionException.class)
                    .cause()
                    .isInstanceOfSatisfying(SearchCancelledException.class, e -> {
                        assertThat(e.type()).isEqualTo("solve-cancelled");
                        assertThat((Integer) e.properties().get("lowerBound")).isBetween(40, 80);
                    });
            assertThat(deadline.expired()).isTrue();
            assertThat(deadline.remaining())
                    .as("stopped by the cancel, not the deadline")
                    .isPositive();
            assertThat(pool.busy()).isZero();
        }
    }

    @Test
    void anOptimalSearchReportsRisingBoundsThatEndAtItsLength() {
        SolvePlanner planner =
                new SolvePlanner(new SolvabilityCheck(), List.of(IdaStarSolver.optimal(WEAK, 16)), 16, 0.8);
        Recorder progress = new Recorder(false);
        Solution solution = planner.solve(
                MIDDLE,
                KORF_GOAL,
                Strategy.OPTIMAL,
                Deadline.after(Duration.ofSeconds(120)).reportingTo(progress));
        assertThat(solution.replay(MIDDLE)).isEqualTo(KORF_GOAL);
        assertThat(solution.length()).isEqualTo(optimum(MIDDLE));
        assertThat(progress.bounds).hasSizeGreaterThan(1).isSorted();
        assertThat(progress.bounds.get(0)).isEqualTo(solution.lowerBound());
        assertThat(progress.bounds.get(progress.bounds.size() - 1)).isEqualTo(solution.length());
        assertThat(progress.nodes.get()).isPositive().isLessThanOrEqualTo(solution.nodesExpanded());
    }

    @Test
    void autoReportsAFastAnswerBeforeTheOptimalOne() {
        SolvePlanner planner = new SolvePlanner(
                new SolvabilityCheck(),
                List.of(
                        IdaStarSolver.optimal(WEAK, 16),
                        new IdaStarSolver(WEAK, 2, 16),
                        new ReductionSolver(new FastSolver(), Duration.ZERO)),
                16,
                0.8);
        Recorder progress = new Recorder(true);
        Solution solution = planner.solve(
                MIDDLE,
                KORF_GOAL,
                Strategy.AUTO,
                Deadline.after(Duration.ofSeconds(120)).reportingTo(progress));
        assertThat(solution.optimal()).isTrue();
        assertThat(solution.length()).isEqualTo(optimum(MIDDLE));
        assertThat(progress.solutions).hasSize(1);
        Solution early = progress.solutions.get(0);
        assertThat(early.replay(MIDDLE)).isEqualTo(KORF_GOAL);
        assertThat(early.length()).isGreaterThanOrEqualTo(solution.length());
    }
}
