package dev.fifteen.search.planning;

import dev.fifteen.search.Deadline;
import dev.fifteen.search.SearchTimeoutException;
import dev.fifteen.search.SolverBusyException;

import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.Semaphore;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A bounded set of threads for searches, about one per core, so that a burst of hard boards cannot take every
 * core from the health check and the other endpoints. A caller waits up to the admission wait for a free slot,
 * then gets {@link SolverBusyException} (the service answers 503 with Retry-After). A slot is held until its
 * search really ends, so the count of busy slots is the true load; a search stopped through its deadline's
 * {@link dev.fifteen.search.Cancellation} gives its slot back within a poll of the search (about a millisecond).
 *
 * <p>Batches of boards queue for slots instead of being refused ({@link #submitBatchBoard}), but all batches
 * together hold at most {@link #batchSlots()} slots, so the remaining ones always serve single requests.
 */
public final class SolvePool implements AutoCloseable {

    private final int size;
    private final Duration admissionWait;
    private final int retryAfterSeconds;
    private final Semaphore slots;
    private final Semaphore batchSlots;
    private final int batchSlotCount;
    private final ExecutorService executor;
    private final AtomicLong rejected = new AtomicLong();

    /**
     * @param size              the number of searches that may run at once
     * @param admissionWait     how long a caller waits for a free slot
     * @param retryAfterSeconds the Retry-After advice when none frees up
     */
    public SolvePool(int size, Duration admissionWait, int retryAfterSeconds) {
        this(size, admissionWait, retryAfterSeconds, 1);
    }

    /**
     * @param size              the number of searches that may run at once
     * @param admissionWait     how long a caller waits for a free slot
     * @param retryAfterSeconds the Retry-After advice when none frees up
     * @param reservedForSingle slots batches never take (batches get at least one slot even so)
     */
    public SolvePool(int size, Duration admissionWait, int retryAfterSeconds, int reservedForSingle) {
        if (size < 1) {
            throw new IllegalArgumentException("a solve pool needs at least one thread, not " + size);
        }
        if (reservedForSingle < 0) {
            throw new IllegalArgumentException("reserved slots cannot be negative: " + reservedForSingle);
        }
        this.batchSlotCount = Math.max(1, size - reservedForSingle);
        this.batchSlots = new Semaphore(batchSlotCount, true);
        this.size = size;
        this.admissionWait = admissionWait;
        this.retryAfterSeconds = retryAfterSeconds;
        this.slots = new Semaphore(size, true);
        AtomicInteger counter = new AtomicInteger();
        // the pool's own threads, named for the thread dumps and daemons so that a solve cut short never holds a
        // stopping process open
        ThreadFactory threads = task -> {
            Thread thread = new Thread(task, "solve-" + counter.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        };
        this.executor = new ThreadPoolExecutor(size, size, 60, TimeUnit.SECONDS, new LinkedBlockingQueue<>(), threads);
    }

    /**
     * Runs a search in the pool and waits for it. The search is expected to honour the deadline itself; a search
     * still running a second past it is interrupted.
     *
     * @throws SolverBusyException when no slot frees up within the admission wait
     */
    public <T> T run(Callable<T> search, Deadline deadline) {
        acquireSlot();
        Future<T> future;
        try {
            future = executor.submit(() -> {
                try {
                    return search.call();
                } finally {
                    slots.release();
                }
            });
        } catch (RuntimeException e) {
            slots.release();
            throw e;
        }
        try {
            return future.get(deadline.remaining().toNanos() + TimeUnit.SECONDS.toNanos(1), TimeUnit.NANOSECONDS);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw new IllegalStateException(e.getCause());
        } catch (TimeoutException e) {
            future.cancel(true);
            throw new SearchTimeoutException(
                    0,
                    0,
                    deadline.elapsed().toMillis(),
                    deadline.timeout().toMillis(),
                    "no heuristic (the search did not stop at its deadline)");
        } catch (InterruptedException e) {
            future.cancel(true);
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for a search", e);
        }
    }

    /**
     * Starts a search in the pool without waiting for its end: the caller gets a future and may cancel the search
     * through its deadline's cancellation. Waits up to the admission wait for a slot.
     *
     * @throws SolverBusyException when no slot frees up within the admission wait
     */
    public <T> CompletableFuture<T> submit(Callable<T> search) {
        acquireSlot();
        return start(search, null);
    }

    /**
     * Takes a pool slot, waiting up to the admission wait; a refusal is counted.
     *
     * @throws SolverBusyException when no slot frees up within the admission wait, or the wait is interrupted
     */
    private void acquireSlot() {
        try {
            if (!slots.tryAcquire(admissionWait.toNanos(), TimeUnit.NANOSECONDS)) {
                rejected.incrementAndGet();
                throw new SolverBusyException(size, admissionWait.toMillis(), retryAfterSeconds);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new SolverBusyException(size, admissionWait.toMillis(), retryAfterSeconds);
        }
    }

    /**
     * Starts one board of a batch once a batch slot and a pool slot are free, waiting at most {@code wait}; never
     * refuses for good, so the batch goes at the pool's pace.
     *
     * @return the search's future, or {@code null} when no slot freed up within {@code wait} (ask again)
     * @throws InterruptedException when the waiting thread is interrupted
     */
    public <T> CompletableFuture<T> submitBatchBoard(Callable<T> search, Duration wait) throws InterruptedException {
        long until = System.nanoTime() + wait.toNanos();
        if (!batchSlots.tryAcquire(wait.toNanos(), TimeUnit.NANOSECONDS)) {
            return null;
        }
        if (!slots.tryAcquire(Math.max(0, until - System.nanoTime()), TimeUnit.NANOSECONDS)) {
            batchSlots.release();
            return null;
        }
        return start(search, batchSlots);
    }

    private <T> CompletableFuture<T> start(Callable<T> search, Semaphore alsoRelease) {
        CompletableFuture<T> result = new CompletableFuture<>();
        try {
            executor.execute(() -> {
                try {
                    T value = search.call();
                    release(alsoRelease);
                    result.complete(value);
                } catch (Throwable failure) {
                    release(alsoRelease);
                    result.completeExceptionally(failure);
                }
            });
        } catch (RuntimeException e) {
            release(alsoRelease);
            throw e;
        }
        return result;
    }

    /** Frees the slot before the caller hears of the result, so that a caller seeing the end sees the slot free. */
    private void release(Semaphore alsoRelease) {
        slots.release();
        if (alsoRelease != null) {
            alsoRelease.release();
        }
    }

    /** The most slots all batches together may hold. */
    public int batchSlots() {
        return batchSlotCount;
    }

    /** The number of searches that may run at once. */
    public int size() {
        return size;
    }

    /** Callers waiting for a slot at this moment (an estimate, as of a fair semaphore's queue). */
    public int waiting() {
        return slots.getQueueLength();
    }

    /** The number of slots taken now. */
    public int busy() {
        return size - slots.availablePermits();
    }

    /** Callers turned away because every slot stayed busy. */
    public long rejected() {
        return rejected.get();
    }

    @Override
    public void close() {
        executor.shutdownNow();
    }
}
