package dev.fifteen.search.planning;

import dev.fifteen.search.Deadline;
import dev.fifteen.testing.infra.HeldSlot;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Boards of a batch queue for a slot instead of being refused, and all batches together hold at most
 * {@link SolvePool#batchSlots()} slots: the size less the slots reserved for single requests, at least one. A
 * batch board holds a batch slot and a pool slot until its search ends, and gives both back before its caller
 * hears of the result.
 */
class SolvePoolBatchTest {

    @Test
    void batchesGetTheSizeLessTheReservedSlotsButAtLeastOne() {
        try (SolvePool pool = new SolvePool(4, Duration.ofMillis(10), 1, 1)) {
            assertThat(pool.size()).isEqualTo(4);
            assertThat(pool.batchSlots()).isEqualTo(3);
        }
        try (SolvePool pool = new SolvePool(4, Duration.ofMillis(10), 1, 0)) {
            assertThat(pool.batchSlots()).as("nothing reserved").isEqualTo(4);
        }
        try (SolvePool pool = new SolvePool(3, Duration.ofMillis(10), 1, 5)) {
            assertThat(pool.size()).isEqualTo(3);
            assertThat(pool.batchSlots()).as("more reserved than there are").isEqualTo(1);
        }
        try (SolvePool pool = new SolvePool(6, Duration.ofMillis(10), 1)) {
            assertThat(pool.size()).isEqualTo(6);
            assertThat(pool.batchSlots()).as("one reserved by default").isEqualTo(5);
        }
        assertThatThrownBy(() -> new SolvePool(2, Duration.ofMillis(10), 1, -1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("cannot be negative");
    }

    @Test
    void searchesRunOnTheDaemonThreadsOfThePool() throws Exception {
        try (SolvePool pool = new SolvePool(1, Duration.ofMillis(50), 1)) {
            Thread thread = pool.submit(Thread::currentThread).get(5, TimeUnit.SECONDS);
            assertThat(thread).isNotSameAs(Thread.currentThread());
            assertThat(thread.getName()).startsWith("solve-");
            assertThat(thread.isDaemon())
                    .as("a pool left open does not keep the JVM running")
                    .isTrue();
        }
    }

    @Test
    void aSubmittedSearchGivesItsSlotBackBeforeItsResultIsSeen() throws Exception {
        try (SolvePool pool = new SolvePool(1, Duration.ofMillis(50), 1)) {
            for (int i = 0; i < 3; i++) {
                int value = i;
                assertThat(pool.submit(() -> value * 10).get(5, TimeUnit.SECONDS))
                        .isEqualTo(i * 10);
                assertThat(pool.busy())
                        .as("slots taken once search %d is seen to end", i)
                        .isZero();
            }
        }
    }

    @Test
    void aBatchBoardGivesBothItsSlotsBackBeforeItsResultIsSeen() throws Exception {
        try (SolvePool pool = new SolvePool(2, Duration.ofMillis(50), 1, 1)) {
            assertThat(pool.batchSlots()).isEqualTo(1);
            for (int i = 0; i < 3; i++) {
                int value = i;
                CompletableFuture<Integer> board = pool.submitBatchBoard(() -> value + 100, Duration.ofSeconds(1));
                assertThat(board)
                        .as("board %d started: its batch slot and a pool slot are free", i)
                        .isNotNull();
                assertThat(board.get(5, TimeUnit.SECONDS)).isEqualTo(i + 100);
                assertThat(pool.busy()).isZero();
            }
        }
    }

    @Test
    void batchesHoldAtMostTheirSlotsAndTheReservedOnesServeSingleRequests() throws Exception {
        try (SolvePool pool = new SolvePool(2, Duration.ofMillis(200), 1, 1)) {
            HeldSlot holding = new HeldSlot();
            CompletableFuture<String> first = pool.submitBatchBoard(holding.search("first"), Duration.ofSeconds(1));
            assertThat(first).isNotNull();
            holding.awaitStart();

            long before = System.nanoTime();
            assertThat(pool.submitBatchBoard(() -> "second", Duration.ofMillis(100)))
                    .as("the only batch slot is taken")
                    .isNull();
            assertThat(System.nanoTime() - before)
                    .as("waited for the batch slot")
                    .isGreaterThanOrEqualTo(TimeUnit.MILLISECONDS.toNanos(100));
            assertThat(pool.busy()).isEqualTo(1);
            assertThat(pool.run(() -> "single", Deadline.after(Duration.ofSeconds(5))))
                    .isEqualTo("single");

            holding.release();
            assertThat(first.get(5, TimeUnit.SECONDS)).isEqualTo("first");
            CompletableFuture<String> next = pool.submitBatchBoard(() -> "next", Duration.ofSeconds(1));
            assertThat(next).isNotNull();
            assertThat(next.get(5, TimeUnit.SECONDS)).isEqualTo("next");
        }
    }

    @Test
    void aBatchBoardWaitsAtMostItsWaitForAPoolSlotAndThenGivesItsBatchSlotBack() throws Exception {
        try (SolvePool pool = new SolvePool(1, Duration.ofMillis(50), 1, 0)) {
            HeldSlot holding = new HeldSlot();
            CompletableFuture<String> single = pool.submit(holding.search("single"));
            holding.awaitStart();

            // the batch slot is free, the only pool slot is not; the attempt runs elsewhere so that a wait far
            // past its own cannot hang this test
            CompletableFuture<CompletableFuture<String>> attempt = CompletableFuture.supplyAsync(() -> {
                try {
                    return pool.submitBatchBoard(() -> "batch", Duration.ofMillis(100));
                } catch (InterruptedException e) {
                    throw new IllegalStateException(e);
                }
            });
            assertThat(attempt.get(2, TimeUnit.SECONDS))
                    .as("no pool slot within the wait")
                    .isNull();
            assertThat(pool.busy()).isEqualTo(1);

            holding.release();
            assertThat(single.get(5, TimeUnit.SECONDS)).isEqualTo("single");
            CompletableFuture<String> batch = pool.submitBatchBoard(() -> "batch", Duration.ofSeconds(1));
            assertThat(batch).as("the batch slot was given back").isNotNull();
            assertThat(batch.get(5, TimeUnit.SECONDS)).isEqualTo("batch");
        }
    }

    @Test
    void aBatchBoardTakesAPoolSlotThatFreesUpWithinItsWait() throws Exception {
        try (SolvePool pool = new SolvePool(1, Duration.ofMillis(50), 1, 0)) {
            HeldSlot holding = new HeldSlot();
            CompletableFuture<String> single = pool.submit(holding.search("single"));
            holding.awaitStart();
            CompletableFuture.delayedExecutor(100, TimeUnit.MILLISECONDS).execute(holding::release);

            CompletableFuture<String> batch = pool.submitBatchBoard(() -> "batch", Duration.ofSeconds(10));
            assertThat(batch)
                    .as("the pool slot freed up after 100 ms of a 10 s wait")
                    .isNotNull();
            assertThat(batch.get(5, TimeUnit.SECONDS)).isEqualTo("batch");
            assertThat(single.get(5, TimeUnit.SECONDS)).isEqualTo("single");
        }
    }

    @Test
    void aClosedPoolRefusesBatchBoardsAndKeepsNoSlot() throws Exception {
        SolvePool pool = new SolvePool(1, Duration.ofMillis(50), 1, 0);
        pool.close();
        for (int i = 0; i < 2; i++) {
            assertThatThrownBy(() -> pool.submitBatchBoard(() -> "late", Duration.ofMillis(200)))
                    .as("attempt %d", i)
                    .isInstanceOf(RejectedExecutionException.class);
            assertThat(pool.busy()).isZero();
        }
        assertThatThrownBy(() -> pool.submit(() -> "late")).isInstanceOf(RejectedExecutionException.class);
        assertThat(pool.busy()).isZero();
    }
}
