package dev.fifteen.search.twentyfour;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Semaphore;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;

/**
 * The extra threads the 5 x 5 searches may borrow for their hard iterations, shared by every such search of the
 * process: at most {@code parallelism - 1} at work at once, handed out per iteration, and only while
 * {@code coresFree} says that a core is not taken by other requests (in the service: while the solve pool has a
 * free slot), so a helper never makes a request wait. The threads are daemons, started on first use and ended after
 * a minute idle; {@link #close} interrupts the ones at work. Thread-safe.
 */
public final class SearchHelpers implements AutoCloseable {

    private static final SearchHelpers NONE = new SearchHelpers(1, () -> false);

    private final int parallelism;
    private final BooleanSupplier coresFree;
    private final Semaphore idle;
    private final ExecutorService executor;

    private SearchHelpers(int parallelism, BooleanSupplier coresFree) {
        if (parallelism < 1) {
            throw new IllegalArgumentException("a search needs at least its own thread, not " + parallelism);
        }
        this.parallelism = parallelism;
        this.coresFree = coresFree;
        this.idle = new Semaphore(parallelism - 1);
        AtomicInteger count = new AtomicInteger();
        // the semaphore bounds the tasks at work; the executor only recycles threads
        this.executor = parallelism == 1
                ? null
                : new ThreadPoolExecutor(0, Integer.MAX_VALUE, 60, TimeUnit.SECONDS, new SynchronousQueue<>(), task -> {
                    Thread thread = new Thread(task, "solve-5x5-helper-" + count.incrementAndGet());
                    thread.setDaemon(true);
                    return thread;
                });
    }

    /** No helpers: every 5 x 5 search runs on its caller's thread alone. */
    public static SearchHelpers none() {
        return NONE;
    }

    /** Helpers enough for one search to use {@code parallelism} threads, its own included (1: none). */
    public static SearchHelpers of(int parallelism) {
        return of(parallelism, () -> true);
    }

    /** As {@link #of(int)}, a helper joining only while {@code coresFree} holds. */
    public static SearchHelpers of(int parallelism, BooleanSupplier coresFree) {
        return parallelism == 1 ? NONE : new SearchHelpers(parallelism, coresFree);
    }

    /** The threads one search may use, its own included. */
    public int parallelism() {
        return parallelism;
    }

    /** The helpers at work now. */
    public int busy() {
        return parallelism - 1 - idle.availablePermits();
    }

    /**
     * Runs {@code task} on an idle helper and returns {@code true}, or returns {@code false} at once when every
     * helper is taken or no core is free; {@code then} runs once the helper is free again, even when {@code task}
     * throws.
     */
    boolean tryRun(Runnable task, Runnable then) {
        if (executor == null || !coresFree.getAsBoolean() || !idle.tryAcquire()) {
            return false;
        }
        try {
            executor.execute(() -> {
                try {
                    task.run();
                } finally {
                    idle.release();
                    then.run();
                }
            });
            return true;
        } catch (RuntimeException refused) {
            // the executor was closed
            idle.release();
            return false;
        }
    }

    @Override
    public void close() {
        if (executor != null) {
            executor.shutdownNow();
        }
    }
}
