package dev.fifteen.search;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Semaphore;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;

/**
 * The extra threads one optimal search (the 4 x 4 IDA*, the 5 x 5 split search and the multi-tile search alike) may
 * borrow to work on its hard iterations beside its own thread, shared by every search of the process. A search's
 * {@link ParallelRound} asks for helpers with {@link #tryRun} and runs alone when none is idle, so a helper never
 * makes a request wait; it may also be told to join only while a core is free of other searches (in the service:
 * while the solve pool has a free slot), so that a burst of requests simply gets no helpers. The fast answer with
 * tables ({@code anytime.NearOptimalSolver}) borrows one the same way, for a second weighted search, and the fast
 * answer of a large board ({@code fast.ChosenLines}) for half of its guided runs' tries.
 *
 * <p>The threads are daemons, started on first use and ended after a minute idle; {@link #close} interrupts the
 * ones at work, which the searches see at their next poll. Thread-safe.
 */
public final class SearchThreads implements AutoCloseable {

    private static final SearchThreads NONE = new SearchThreads(1, () -> false);

    private final int parallelism;
    private final BooleanSupplier coresFree;
    private final Semaphore idle;
    private final ExecutorService executor;
    private final AtomicLong lent = new AtomicLong();

    private SearchThreads(int parallelism, BooleanSupplier coresFree) {
        if (parallelism < 1) {
            throw new IllegalArgumentException("a search needs at least its own thread, not " + parallelism);
        }
        this.parallelism = parallelism;
        this.coresFree = coresFree;
        this.idle = new Semaphore(parallelism - 1);
        AtomicInteger count = new AtomicInteger();
        // the semaphore bounds the tasks at work; the executor only recycles threads, named for the thread dumps and
        // daemons so that a helper cut short never holds a stopping process open
        this.executor = parallelism == 1
                ? null
                : new ThreadPoolExecutor(0, Integer.MAX_VALUE, 60, TimeUnit.SECONDS, new SynchronousQueue<>(), task -> {
                    Thread thread = new Thread(task, "solve-helper-" + count.incrementAndGet());
                    thread.setDaemon(true);
                    return thread;
                });
    }

    /** No helpers: every search runs on its caller's thread alone. */
    public static SearchThreads none() {
        return NONE;
    }

    /** Helpers enough for one search to use {@code parallelism} threads, its own included (1: none). */
    public static SearchThreads of(int parallelism) {
        return of(parallelism, () -> true);
    }

    /**
     * As {@link #of(int)}, but a helper joins a search only while {@code coresFree} says that a core is not taken
     * by other searches (in the service: while the solve pool has a free slot), so that a burst of requests never
     * runs more search threads than the pool allows.
     */
    public static SearchThreads of(int parallelism, BooleanSupplier coresFree) {
        return parallelism == 1 ? NONE : new SearchThreads(parallelism, coresFree);
    }

    /** The threads one search may use, its own included. */
    public int parallelism() {
        return parallelism;
    }

    /** The helpers at work now (0 once every search that borrowed one has returned). */
    public int busy() {
        return parallelism - 1 - idle.availablePermits();
    }

    /** How many times a helper joined a search since start (one count per helper per parallel iteration). */
    public long lent() {
        return lent.get();
    }

    /**
     * Runs {@code task} on an idle helper and returns {@code true}, or returns {@code false} at once when every
     * helper is taken or no core is free. The helper counts as busy until {@code task} has returned; {@code then}
     * runs after that (so
     * a caller it wakes sees the helper free again), even when {@code task} throws.
     */
    public boolean tryRun(Runnable task, Runnable then) {
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
            lent.incrementAndGet();
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
