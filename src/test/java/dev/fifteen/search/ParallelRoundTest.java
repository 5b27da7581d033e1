package dev.fifteen.search;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicIntegerArray;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * One parallel round over a frontier: every item is taken exactly once, the first solution wins and stops the
 * others, a failure on any thread comes back to the caller, a stop (the deadline, a cancellation) ends the round,
 * and the caller returns only once its helpers have.
 */
class ParallelRoundTest {

    private final SearchThreads threads = SearchThreads.of(4);
    private final SearchThreads pair = SearchThreads.of(2);

    @AfterEach
    void closeThreads() {
        threads.close();
        pair.close();
    }

    /** A worker's name, for the winner. */
    private record Worker(String name) {}

    private static final Worker CALLER = new Worker("caller");
    private static final Worker[] HELPERS = {new Worker("first"), new Worker("second"), new Worker("third")};

    @Test
    void everyItemIsTakenExactlyOnce_andTheNextBoundIsTheSmallestOffered() {
        int items = 20_000;
        AtomicIntegerArray taken = new AtomicIntegerArray(items);
        ParallelRound<Worker> round = new ParallelRound<>(items);

        round.run(threads, CALLER, HELPERS, (worker, r) -> {
            for (int item = r.next(); item != ParallelRound.NONE; item = r.next()) {
                taken.incrementAndGet(item);
                r.searched(item, item % 7, item);
                r.exceeded(1_000 + (item * 31) % items);
            }
        });

        for (int item = 0; item < items; item++) {
            assertThat(taken.get(item)).as("item %d", item).isEqualTo(1);
        }
        assertThat(round.nextBound()).isEqualTo(1_000);
        assertThat(round.winner()).isNull();
        assertThat(round.failure()).isNull();
        assertThat(round.stopped()).as("a complete round").isFalse();
        assertThat(round.next()).as("nothing is left").isEqualTo(ParallelRound.NONE);
        assertThat(round.order()).isEqualTo(FrontierOrder.byLastIteration(round.closest(), round.nodes()));
    }

    @Test
    void withNoHelperIdle_theCallerTakesEveryItemAlone() {
        ParallelRound<Worker> round = new ParallelRound<>(100);
        AtomicIntegerArray byCaller = new AtomicIntegerArray(100);

        round.run(SearchThreads.none(), CALLER, HELPERS, (worker, r) -> {
            for (int item = r.next(); item != ParallelRound.NONE; item = r.next()) {
                assertThat(worker).isSameAs(CALLER);
                byCaller.incrementAndGet(item);
            }
        });

        for (int item = 0; item < 100; item++) {
            assertThat(byCaller.get(item)).isEqualTo(1);
        }
        assertThat(round.nextBound()).as("nothing offered").isEqualTo(Integer.MAX_VALUE);
    }

    @Test
    void theFirstSolutionWins_andStopsTheOthers() {
        ParallelRound<Worker> round = new ParallelRound<>(1_000);
        CountDownLatch helperAtWork = new CountDownLatch(1);
        AtomicIntegerArray taken = new AtomicIntegerArray(1_000);
        AtomicBoolean secondWon = new AtomicBoolean();

        round.run(pair, CALLER, new Worker[] {HELPERS[0]}, (worker, r) -> {
            if (worker == CALLER) {
                await(helperAtWork);
                taken.incrementAndGet(r.next());
                r.found(worker);
                return;
            }
            int item = r.next();
            taken.incrementAndGet(item);
            helperAtWork.countDown();
            while (!r.stopped()) {
                // a subtree that ends only at the stop, as a search does at its next poll
                Thread.onSpinWait();
            }
            secondWon.set(r.found(worker));
            assertThat(r.next()).isEqualTo(ParallelRound.NONE);
        });

        assertThat(round.failure()).isNull();
        assertThat(round.winner()).isSameAs(CALLER);
        assertThat(secondWon).as("a later solution is not the winner").isFalse();
        assertThat(round.stopped()).isTrue();
        int total = 0;
        for (int item = 0; item < 1_000; item++) {
            total += taken.get(item);
        }
        assertThat(total).as("one item each, none after the stop").isEqualTo(2);
    }

    @Test
    void aHelpersFailureIsCarriedBackToTheCaller() {
        ParallelRound<Worker> round = new ParallelRound<>(1_000);
        IllegalStateException failure = new IllegalStateException("a table could not be read");

        round.run(pair, CALLER, new Worker[] {HELPERS[0]}, (worker, r) -> {
            if (worker != CALLER) {
                r.next();
                throw failure;
            }
            // the caller searches until the round stops, as a search polls its round
            for (int item = r.next(); item != ParallelRound.NONE; item = r.next()) {
                Thread.onSpinWait();
            }
        });

        assertThat(round.failure()).isSameAs(failure);
        assertThat(round.stopped()).isTrue();
        assertThatThrownBy(round::rethrowFailure).isSameAs(failure);
    }

    @Test
    void theCallersOwnErrorIsKeptUntilItsHelpersHaveReturned() {
        ParallelRound<Worker> round = new ParallelRound<>(10);
        AtomicBoolean helperReturned = new AtomicBoolean();
        AssertionError error = new AssertionError("the caller's search broke");

        round.run(pair, CALLER, new Worker[] {HELPERS[0]}, (worker, r) -> {
            if (worker == CALLER) {
                throw error;
            }
            while (!r.stopped()) {
                Thread.onSpinWait();
            }
            helperReturned.set(true);
        });

        assertThat(helperReturned).isTrue();
        assertThatThrownBy(round::rethrowFailure).isSameAs(error);
    }

    @Test
    void aStopFromOutside_endsTheRoundWithNeitherWinnerNorFailure() throws InterruptedException {
        ParallelRound<Worker> round = new ParallelRound<>(1_000_000);
        CountDownLatch started = new CountDownLatch(1);
        Thread deadline = new Thread(() -> {
            await(started);
            round.stop();
        });
        deadline.start();

        round.run(threads, CALLER, HELPERS, (worker, r) -> {
            for (int item = r.next(); item != ParallelRound.NONE; item = r.next()) {
                started.countDown();
                while (!r.stopped()) {
                    Thread.onSpinWait();
                }
            }
        });
        deadline.join(TimeUnit.SECONDS.toMillis(10));

        assertThat(round.stopped()).isTrue();
        assertThat(round.winner()).isNull();
        assertThat(round.failure()).isNull();
        assertThat(round.next()).isEqualTo(ParallelRound.NONE);
    }

    @Test
    void theCallerReturnsOnlyOnceItsHelpersHave() {
        ParallelRound<Worker> round = new ParallelRound<>(0);
        CountDownLatch callerDone = new CountDownLatch(1);
        AtomicBoolean helperReturned = new AtomicBoolean();

        round.run(pair, CALLER, new Worker[] {HELPERS[0]}, (worker, r) -> {
            if (worker == CALLER) {
                callerDone.countDown();
                return;
            }
            await(callerDone);
            helperReturned.set(true);
        });

        assertThat(helperReturned).isTrue();
        assertThat(pair.busy()).isZero();
    }

    @Test
    void anInterruptWhileWaiting_stopsTheRound_andIsKept() {
        ParallelRound<Worker> round = new ParallelRound<>(10);
        CountDownLatch helperAtWork = new CountDownLatch(1);

        round.run(pair, CALLER, new Worker[] {HELPERS[0]}, (worker, r) -> {
            if (worker == CALLER) {
                await(helperAtWork);
                Thread.currentThread().interrupt();
                return;
            }
            helperAtWork.countDown();
            while (!r.stopped()) {
                Thread.onSpinWait();
            }
        });

        assertThat(Thread.interrupted()).as("the interrupt is kept").isTrue();
        assertThat(round.stopped()).isTrue();
    }

    private static void await(CountDownLatch latch) {
        try {
            assertThat(latch.await(10, TimeUnit.SECONDS)).isTrue();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
