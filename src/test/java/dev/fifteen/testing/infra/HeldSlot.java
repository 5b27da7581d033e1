package dev.fifteen.testing.infra;

import dev.fifteen.search.Deadline;
import dev.fifteen.search.planning.SolvePool;

import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A search that holds its {@link SolvePool} slot until the test releases it, and says when it has started: the
 * fixture of every test of a full pool. {@link #run} takes the slot through {@link SolvePool#run} on a thread of
 * its own and returns once the search runs; {@link #search} is the search alone, for the pool's other ways in.
 */
public final class HeldSlot {

    private final CountDownLatch started = new CountDownLatch(1);
    private final CountDownLatch release = new CountDownLatch(1);

    /** A search that, once started, waits for {@link #release} (at most 10 s) and answers {@code answer}. */
    public Callable<String> search(String answer) {
        return () -> {
            started.countDown();
            release.await(10, TimeUnit.SECONDS);
            return answer;
        };
    }

    /**
     * Runs {@link #search} through {@link SolvePool#run} (a 10 s deadline) from another thread and returns once it
     * holds its slot.
     */
    public CompletableFuture<String> run(SolvePool pool, String answer) throws InterruptedException {
        CompletableFuture<String> result =
                CompletableFuture.supplyAsync(() -> pool.run(search(answer), Deadline.after(Duration.ofSeconds(10))));
        awaitStart();
        return result;
    }

    /** Returns once the search has started (fails after 5 s). */
    public void awaitStart() throws InterruptedException {
        assertThat(started.await(5, TimeUnit.SECONDS))
                .as("the holding search started")
                .isTrue();
    }

    /** Lets the search answer and free its slot. */
    public void release() {
        release.countDown();
    }
}
