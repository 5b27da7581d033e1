package dev.fifteen.search.planning;

import dev.fifteen.search.Deadline;
import dev.fifteen.search.SearchTimeoutException;
import dev.fifteen.search.SolverBusyException;
import dev.fifteen.testing.infra.HeldSlot;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;

/**
 * The solve pool's failure branches, driven by stub searches: a search that overruns its deadline is cancelled
 * and interrupted, a search that ignores the interrupt keeps its slot until it really ends, an interrupted caller
 * gets its interrupt back, and checked exceptions, errors and a closed pool reach the caller with every slot
 * returned.
 */
class SolvePoolFailureTest {

    @Test
    void aSearchOverrunningItsDeadlineIsInterruptedAndReportedAsATimeout() throws Exception {
        try (SolvePool pool = new SolvePool(1, Duration.ofMillis(50), 1)) {
            CountDownLatch interrupted = new CountDownLatch(1);
            assertThatThrownBy(() -> pool.run(
                            () -> {
                                try {
                                    Thread.sleep(60_000);
                                } catch (InterruptedException e) {
                                    interrupted.countDown();
                                }
                                return "late";
                            },
                            Deadline.after(Duration.ofMillis(10))))
                    .isInstanceOfSatisfying(SearchTimeoutException.class, e -> {
                        assertThat(e.lowerBound()).isZero();
                        assertThat(e.type()).isEqualTo("solve-timeout");
                        assertThat(e.properties()).containsEntry("timeoutMs", 10L);
                    });
            assertThat(interrupted.await(5, TimeUnit.SECONDS))
                    .as("the overrunning search was interrupted")
                    .isTrue();
            awaitIdle(pool);
        }
    }

    @Test
    void aSearchIgnoringTheInterruptKeepsItsSlotUntilItEnds() throws Exception {
        try (SolvePool pool = new SolvePool(1, Duration.ofMillis(20), 1)) {
            AtomicBoolean stop = new AtomicBoolean();
            CountDownLatch ended = new CountDownLatch(1);
            assertThatThrownBy(() -> pool.run(
                            () -> {
                                while (!stop.get()) {
                                    Thread.onSpinWait(); // deaf to interrupts
                                }
                                ended.countDown();
                                return "ended";
                            },
                            Deadline.after(Duration.ofMillis(10))))
                    .isInstanceOf(SearchTimeoutException.class);
            assertThat(pool.busy())
                    .as("the slot stays taken while the search runs")
                    .isEqualTo(1);
            assertThatThrownBy(() -> pool.run(() -> "next", Deadline.after(Duration.ofSeconds(1))))
                    .isInstanceOf(SolverBusyException.class);
            stop.set(true);
            assertThat(ended.await(5, TimeUnit.SECONDS)).isTrue();
            awaitIdle(pool);
            assertThat(pool.run(() -> "next", Deadline.after(Duration.ofSeconds(1))))
                    .isEqualTo("next");
        }
    }

    @Test
    void anInterruptedCallerCancelsTheSearchAndKeepsItsInterrupt() throws Exception {
        try (SolvePool pool = new SolvePool(1, Duration.ofMillis(50), 1)) {
            CountDownLatch started = new CountDownLatch(1);
            CountDownLatch searchInterrupted = new CountDownLatch(1);
            AtomicReference<Throwable> thrown = new AtomicReference<>();
            AtomicBoolean flagKept = new AtomicBoolean();
            Thread caller = new Thread(() -> {
                try {
                    pool.run(
                            () -> {
                                started.countDown();
                                try {
                                    Thread.sleep(60_000);
                                } catch (InterruptedException e) {
                                    searchInterrupted.countDown();
                                }
                                return "cancelled";
                            },
                            Deadline.after(Duration.ofSeconds(30)));
                } catch (Throwable e) {
                    thrown.set(e);
                    flagKept.set(Thread.currentThread().isInterrupted());
                }
            });
            caller.start();
            assertThat(started.await(5, TimeUnit.SECONDS)).isTrue();
            caller.interrupt();
            caller.join(5000);
            assertThat(thrown.get()).isInstanceOf(IllegalStateException.class).hasMessageContaining("interrupted");
            assertThat(flagKept).isTrue();
            assertThat(searchInterrupted.await(5, TimeUnit.SECONDS))
                    .as("the search was cancelled")
                    .isTrue();
            awaitIdle(pool);
        }
    }

    @Test
    void aCallerInterruptedWhileWaitingForASlotIsTurnedAway() throws Exception {
        try (SolvePool pool = new SolvePool(1, Duration.ofSeconds(30), 4)) {
            HeldSlot held = new HeldSlot();
            CompletableFuture<String> holder = held.run(pool, "held");
            AtomicReference<Throwable> thrown = new AtomicReference<>();
            AtomicBoolean flagKept = new AtomicBoolean();
            Thread waiting = new Thread(() -> {
                try {
                    pool.run(() -> "never", Deadline.after(Duration.ofSeconds(30)));
                } catch (Throwable e) {
                    thrown.set(e);
                    flagKept.set(Thread.currentThread().isInterrupted());
                }
            });
            waiting.start();
            await().atMost(Duration.ofSeconds(5))
                    .pollInterval(Duration.ofMillis(5))
                    .until(() -> waiting.getState() == Thread.State.TIMED_WAITING); // in the wait for a slot
            waiting.interrupt();
            waiting.join(5000);
            assertThat(thrown.get())
                    .isInstanceOfSatisfying(
                            SolverBusyException.class,
                            e -> assertThat(e.properties()).containsEntry("retryAfterSeconds", 4));
            assertThat(flagKept).isTrue();
            held.release();
            assertThat(holder.get(5, TimeUnit.SECONDS)).isEqualTo("held");
            awaitIdle(pool);
        }
    }

    @Test
    void checkedExceptionsAndErrorsReachTheCallerAndFreeTheSlot() throws Exception {
        try (SolvePool pool = new SolvePool(1, Duration.ofMillis(50), 1)) {
            assertThatThrownBy(() -> pool.run(
                            () -> {
                                throw new IOException("table file unreadable");
                            },
                            Deadline.after(Duration.ofSeconds(1))))
                    .isInstanceOf(IllegalStateException.class)
                    .hasCauseInstanceOf(IOException.class);
            awaitIdle(pool);
            assertThatThrownBy(() -> pool.run(
                            () -> {
                                throw new OutOfMemoryError("stub");
                            },
                            Deadline.after(Duration.ofSeconds(1))))
                    .isInstanceOf(OutOfMemoryError.class)
                    .hasMessage("stub");
            awaitIdle(pool);
        }
    }

    @Test
    void aClosedPoolRefusesWorkAndReturnsTheSlot() {
        SolvePool pool = new SolvePool(1, Duration.ofMillis(50), 1);
        pool.close();
        assertThatThrownBy(() -> pool.run(() -> "late", Deadline.after(Duration.ofSeconds(1))))
                .isInstanceOf(RejectedExecutionException.class);
        assertThat(pool.busy()).isZero();
    }

    @Test
    void aPoolNeedsAThread() {
        assertThatThrownBy(() -> new SolvePool(0, Duration.ofMillis(1), 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("at least one thread");
    }

    /** The slot is released in the search's own thread, just after the caller hears of the failure. */
    private static void awaitIdle(SolvePool pool) {
        await().atMost(Duration.ofSeconds(5))
                .pollInterval(Duration.ofMillis(5))
                .untilAsserted(() -> assertThat(pool.busy()).as("slots taken").isZero());
    }
}
