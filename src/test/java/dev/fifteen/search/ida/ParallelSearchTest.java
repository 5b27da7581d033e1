package dev.fifteen.search.ida;

import dev.fifteen.puzzle.Board;
import dev.fifteen.search.Cancellation;
import dev.fifteen.search.Deadline;
import dev.fifteen.search.SearchCancelledException;
import dev.fifteen.search.SearchProgress;
import dev.fifteen.search.SearchThreads;
import dev.fifteen.search.SearchTimeoutException;
import dev.fifteen.search.Solution;
import dev.fifteen.search.pdb.PatternDatabaseCatalog;
import dev.fifteen.search.pdb.PatternPartition;
import dev.fifteen.testing.infra.BenchmarkFiles;
import dev.fifteen.testing.oracle.BreadthFirstDistances;
import dev.fifteen.testing.oracle.Goals;
import dev.fifteen.testing.oracle.RandomBoards;
import dev.fifteen.testing.oracle.Slides;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.random.RandomGenerator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The parallel iterations of {@link IdaStarSolver}: with one thread and with two (the points where the search turns
 * parallel moved down so that small boards get there), the lengths equal breadth-first distances on small boards
 * and Korf's published optima on his ten easiest instances, and every answer replays to the goal; a deadline and
 * a cancellation stop the helpers too, which are free again when the solve returns.
 */
class ParallelSearchTest {

    private static final Set<Integer> KORF_EASIEST = Set.of(12, 47, 30, 97, 55, 71, 94, 79, 42, 58);

    private SearchThreads threads;

    @AfterEach
    void closeThreads() {
        if (threads != null) {
            threads.close();
        }
    }

    /** A 4 x 4 catalog of pairs of tiles: weak, so that a hard board runs long enough to be stopped. */
    private static PatternDatabaseCatalog weakFifteen() {
        PatternDatabaseCatalog catalog = new PatternDatabaseCatalog();
        catalog.register(4, 4, PatternPartition.chunked(4, 4, 15, 2).build());
        return catalog;
    }

    @ParameterizedTest(name = "{0} thread(s)")
    @ValueSource(ints = {1, 2})
    void smallBoardsSolveAtTheirBreadthFirstDistance(int parallelism) {
        threads = SearchThreads.of(parallelism);
        RandomGenerator random = RandomBoards.seeded(80);
        long lentBefore = threads.lent();
        for (Board goal : List.of(
                Board.standardGoal(3, 3), Goals.blankFirst(3, 3), Board.standardGoal(2, 4), Goals.blankFirst(2, 4))) {
            PatternDatabaseCatalog catalog = new PatternDatabaseCatalog();
            // tiles one by one: a weak heuristic, so the searches are deep enough to share out
            catalog.register(
                    goal.rows(),
                    goal.columns(),
                    PatternPartition.chunked(goal.rows(), goal.columns(), goal.blankIndex(), 1)
                            .build());
            IdaStarSolver solver = new IdaStarSolver(catalog, 1, 16, threads, Tuning.frontierFrom(0, 8));
            BreadthFirstDistances distances = BreadthFirstDistances.to(goal);
            for (int i = 0; i < 25; i++) {
                Board board = RandomBoards.solvableToward(goal, random);
                Solution solution = solver.solve(board, goal, Deadline.none());
                assertThat(solution.length())
                        .as("from %s to %s", board.toText(), goal.toText())
                        .isEqualTo(distances.distance(board));
                assertThat(solution.optimal()).isTrue();
                Slides.assertSolves(solution, board, goal);
            }
        }
        if (parallelism == 2) {
            assertThat(threads.lent()).as("iterations a helper joined").isGreaterThan(lentBefore);
        }
        assertThat(threads.busy()).isZero();
    }

    @ParameterizedTest(name = "{0} thread(s)")
    @ValueSource(ints = {1, 2})
    @Tag("slow")
    void korfsTenEasiestSolveToThePublishedOptimum(int parallelism) {
        threads = SearchThreads.of(parallelism);
        IdaStarSolver solver = new IdaStarSolver(KorfTables.CATALOG, 1, 16, threads, Tuning.frontierFrom(1_000, 500));
        Board goal = Goals.blankFirst(4, 4);
        int solved = 0;
        for (BenchmarkFiles.Instance instance : BenchmarkFiles.korf100()) {
            if (!KORF_EASIEST.contains(instance.number())) {
                continue;
            }
            List<Integer> bounds = new ArrayList<>();
            Deadline deadline = Deadline.none().reportingTo(new SearchProgress() {
                @Override
                public void lowerBound(int lowerBound, long nodesExpanded) {
                    bounds.add(lowerBound);
                }
            });
            Solution solution = solver.solve(instance.board(), goal, deadline);
            assertThat(solution.length()).as("Korf #%d", instance.number()).isEqualTo(instance.optimum());
            // each iteration's threshold is the smallest f beyond the last, whichever thread found it
            assertThat(bounds)
                    .as("thresholds")
                    .isSortedAccordingTo(Integer::compare)
                    .doesNotHaveDuplicates()
                    .last()
                    .isEqualTo(instance.optimum());
            Slides.assertSolves(solution, instance.board(), goal);
            solved++;
        }
        assertThat(solved).isEqualTo(KORF_EASIEST.size());
        if (parallelism == 2) {
            assertThat(threads.lent()).as("iterations a helper joined").isPositive();
        }
    }

    @Test
    void aDeadlineStopsTheHelperToo() {
        threads = SearchThreads.of(2);
        IdaStarSolver solver = new IdaStarSolver(weakFifteen(), 1, 16, threads, Tuning.frontierFrom(1_000, 500));
        Board hard = BenchmarkFiles.hard80().get(0).board();
        AtomicInteger bounds = new AtomicInteger();
        Deadline deadline = Deadline.after(Duration.ofMillis(300)).reportingTo(new SearchProgress() {
            @Override
            public void lowerBound(int lowerBound, long nodesExpanded) {
                bounds.incrementAndGet();
            }
        });

        assertThatThrownBy(() -> solver.solve(hard, Board.standardGoal(4, 4), deadline))
                .isInstanceOfSatisfying(SearchTimeoutException.class, e -> {
                    assertThat(e.lowerBound()).isLessThan(80);
                    assertThat(e.nodesExpanded()).isPositive();
                });
        assertThat(threads.lent()).as("iterations a helper joined").isPositive();
        assertThat(threads.busy()).as("helpers still at work").isZero();
        assertThat(bounds.get()).isPositive();
    }

    @Test
    void aCancellationStopsTheHelperTooAndTheNodesOfBothAreReported() {
        threads = SearchThreads.of(2);
        IdaStarSolver solver = new IdaStarSolver(weakFifteen(), 1, 16, threads, Tuning.frontierFrom(1_000, 500));
        Board hard = BenchmarkFiles.hard80().get(0).board();
        Cancellation cancellation = new Cancellation();
        long[] reported = new long[1];
        Deadline deadline = Deadline.none().cancelledBy(cancellation).reportingTo(new SearchProgress() {
            @Override
            public void nodes(long nodesExpanded) {
                reported[0] = nodesExpanded;
                if (nodesExpanded > 3_000_000) {
                    cancellation.cancel();
                }
            }
        });

        assertThatThrownBy(() -> solver.solve(hard, Board.standardGoal(4, 4), deadline))
                .isInstanceOfSatisfying(
                        SearchCancelledException.class,
                        e -> assertThat((Long) e.properties().get("nodesExpanded"))
                                .isGreaterThanOrEqualTo(reported[0]));
        assertThat(reported[0]).isGreaterThan(3_000_000);
        assertThat(threads.lent()).as("iterations a helper joined").isPositive();
        assertThat(threads.busy()).as("helpers still at work").isZero();
    }

    @Test
    void withEveryHelperTakenTheSearchRunsAloneAndStillFindsTheOptimum() throws InterruptedException {
        threads = SearchThreads.of(2);
        CountDownLatch release = new CountDownLatch(1);
        CountDownLatch ended = new CountDownLatch(1);
        assertThat(threads.tryRun(
                        () -> {
                            try {
                                release.await();
                            } catch (InterruptedException e) {
                                Thread.currentThread().interrupt();
                            }
                        },
                        ended::countDown))
                .isTrue();
        long lent = threads.lent();
        assertThat(threads.busy()).isOne();
        try {
            Board goal = Board.standardGoal(3, 3);
            PatternDatabaseCatalog catalog = new PatternDatabaseCatalog();
            catalog.register(
                    3, 3, PatternPartition.chunked(3, 3, goal.blankIndex(), 1).build());
            IdaStarSolver solver = new IdaStarSolver(catalog, 1, 16, threads, Tuning.frontierFrom(0, 8));
            BreadthFirstDistances distances = BreadthFirstDistances.to(goal);
            RandomGenerator random = RandomBoards.seeded(8);
            for (int i = 0; i < 10; i++) {
                Board board = RandomBoards.solvableToward(goal, random);
                Solution solution = solver.solve(board, goal, Deadline.none());
                assertThat(solution.length()).isEqualTo(distances.distance(board));
                Slides.assertSolves(solution, board, goal);
            }
            assertThat(threads.lent()).as("no helper was free to join").isEqualTo(lent);
        } finally {
            release.countDown();
            ended.await();
        }
        assertThat(threads.busy()).isZero();
    }

    @Test
    void noHelperJoinsWhileNoCoreIsFreeAndOneDoesOnceOneIs() {
        AtomicBoolean coreFree = new AtomicBoolean();
        threads = SearchThreads.of(2, coreFree::get);
        Board goal = Board.standardGoal(3, 3);
        PatternDatabaseCatalog catalog = new PatternDatabaseCatalog();
        catalog.register(
                3, 3, PatternPartition.chunked(3, 3, goal.blankIndex(), 1).build());
        IdaStarSolver solver = new IdaStarSolver(catalog, 1, 16, threads, Tuning.frontierFrom(0, 8));
        BreadthFirstDistances distances = BreadthFirstDistances.to(goal);
        RandomGenerator random = RandomBoards.seeded(9);
        for (boolean free : new boolean[] {false, true}) {
            coreFree.set(free);
            long lent = threads.lent();
            for (int i = 0; i < 10; i++) {
                Board board = RandomBoards.solvableToward(goal, random);
                Solution solution = solver.solve(board, goal, Deadline.none());
                assertThat(solution.length()).isEqualTo(distances.distance(board));
                Slides.assertSolves(solution, board, goal);
            }
            assertThat(threads.lent() > lent)
                    .as("a helper joined with a core free: %s", free)
                    .isEqualTo(free);
        }
    }

    /** The default 6-6-3 tables, built once for the class. */
    private static final class KorfTables {
        static final PatternDatabaseCatalog CATALOG = new PatternDatabaseCatalog();
    }
}
