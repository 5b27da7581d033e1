package dev.fifteen.search.pdb;

import dev.fifteen.search.Deadline;
import dev.fifteen.search.Heuristic;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;

/**
 * Table builds under concurrency and failure: simultaneous requests share one build, a failed build is
 * forgotten so that a later request builds again, a failure reaches a request waiting for it, and an executor
 * that refuses the build leaves nothing pending behind.
 */
class PatternDatabaseCatalogBuildTest {

    @Test
    void simultaneousRequestsShareOneBuild() throws Exception {
        PatternDatabaseCatalog catalog = new PatternDatabaseCatalog();
        AtomicInteger builds = new AtomicInteger();
        Executor counting = task -> {
            builds.incrementAndGet();
            new Thread(task).start();
        };
        int callers = 8;
        CountDownLatch go = new CountDownLatch(1);
        Set<CompletableFuture<Heuristic>> futures = ConcurrentHashMap.newKeySet();
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < callers; i++) {
            Thread thread = new Thread(() -> {
                try {
                    go.await();
                    futures.add(catalog.prepare(2, 3, 5, counting));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
            thread.start();
            threads.add(thread);
        }
        go.countDown();
        for (Thread thread : threads) {
            thread.join(5000);
        }
        assertThat(builds).hasValue(1);
        assertThat(futures).hasSize(1);
        Heuristic built = futures.iterator().next().get(30, TimeUnit.SECONDS);
        assertThat(catalog.ready(2, 3, 5)).isTrue();
        assertThat(catalog.choose(2, 3, 5, Deadline.after(Duration.ZERO)).heuristic())
                .isSameAs(built);
    }

    @Test
    void aFailedBuildIsForgottenSoThatTheNextRequestBuildsAgain() {
        PatternDatabaseCatalog catalog = new PatternDatabaseCatalog();
        // pattern databases stop at 16 cells: the standard split of 5 x 5 cannot be built
        CompletableFuture<Heuristic> failed = catalog.prepare(5, 5, 0, Runnable::run);
        assertThat(failed).isCompletedExceptionally();
        assertThatThrownBy(failed::join)
                .hasCauseInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("at most 16 cells");
        CompletableFuture<Heuristic> again = catalog.prepare(5, 5, 0, task -> {});
        assertThat(again)
                .as("a new build, not the failed one")
                .isNotSameAs(failed)
                .isNotDone();
    }

    @Test
    void aFailureReachesTheRequestWaitingForTheBuild() throws Exception {
        PatternDatabaseCatalog catalog = new PatternDatabaseCatalog();
        CompletableFuture<Heuristic> pending = catalog.prepare(3, 3, 8, task -> {});
        AtomicReference<Throwable> thrown = new AtomicReference<>();
        CountDownLatch done = new CountDownLatch(1);
        Thread request = new Thread(() -> {
            try {
                catalog.choose(3, 3, 8, Deadline.after(Duration.ofSeconds(30)));
            } catch (Throwable e) {
                thrown.set(e);
            } finally {
                done.countDown();
            }
        });
        request.start();
        awaitWaiting(request);
        pending.completeExceptionally(new OutOfMemoryError("stub: no room for the tables"));
        assertThat(done.await(5, TimeUnit.SECONDS)).isTrue();
        assertThat(thrown.get())
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("building pattern databases failed")
                .hasCauseInstanceOf(OutOfMemoryError.class);
    }

    @Test
    void aRequestInterruptedWhileWaitingGivesUpAndKeepsItsInterrupt() throws Exception {
        PatternDatabaseCatalog catalog = new PatternDatabaseCatalog();
        catalog.prepare(3, 3, 8, task -> {});
        AtomicReference<Object> chosen = new AtomicReference<>("unset");
        AtomicReference<Boolean> flag = new AtomicReference<>();
        Thread request = new Thread(() -> {
            chosen.set(catalog.choose(3, 3, 8, Deadline.after(Duration.ofSeconds(30))));
            flag.set(Thread.currentThread().isInterrupted());
        });
        request.start();
        awaitWaiting(request);
        request.interrupt();
        request.join(5000);
        assertThat(chosen.get()).as("no tables").isNull();
        assertThat(flag.get()).isTrue();
    }

    @Test
    void anExecutorThatRefusesTheBuildLeavesNothingPending() {
        PatternDatabaseCatalog catalog = new PatternDatabaseCatalog();
        assertThatThrownBy(() -> catalog.prepare(2, 3, 5, task -> {
                    throw new RejectedExecutionException("stub: shutting down");
                }))
                .isInstanceOf(RejectedExecutionException.class);
        CompletableFuture<Heuristic> next = catalog.prepare(2, 3, 5, Runnable::run);
        assertThat(next).as("built on the next request").isCompletedWithValueMatching(heuristic -> heuristic != null);
    }

    /** Until the request is parked in its timed wait for the pending build. */
    private static void awaitWaiting(Thread request) {
        await().atMost(Duration.ofSeconds(5))
                .pollInterval(Duration.ofMillis(5))
                .until(() -> request.getState() == Thread.State.TIMED_WAITING);
    }
}
