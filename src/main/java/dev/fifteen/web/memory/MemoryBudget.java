package dev.fifteen.web.memory;

import dev.fifteen.problem.LimitExceededException;
import dev.fifteen.problem.ProblemException;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * A counting budget of heap bytes: a request takes the bytes it is estimated to need before its work starts and
 * gives them back when it is done, so that the sum of what runs at once stays below a share of the heap. When the
 * budget cannot cover a request it waits up to {@code admissionWait} for others to give bytes back, then is
 * refused: 503 {@code memory-busy} with Retry-After; work that waits its turn instead (the boards of a batch) asks
 * with {@link #tryReserve} and is told to ask again. A request that needs more than the whole budget could never
 * run, so it is refused at once: 400 {@code too-large-for-memory}, naming the budget's property (a larger heap or
 * share would admit it; waiting would not). Thread-safe; waiting is not first-come first-served.
 */
public final class MemoryBudget {

    static final String BUSY = "memory-busy";

    /** The contract's words for the refusal, shared by every operation that admits memory. */
    public static final String BUSY_DESCRIPTION = "The memory budget stayed taken by other large requests"
            + " (`memory-busy`); retry after the Retry-After header's seconds";

    /** The same for operations that take a body, which the request's edge may also refuse while bodies pile up. */
    public static final String BUSY_WITH_BODY_DESCRIPTION = "The memory budget stayed taken by other large requests"
            + " (`memory-busy`), or too many request bodies are arriving at once (`fifteen.http.body-buffer-budget`);"
            + " retry after the Retry-After header's seconds";

    static final String TOO_LARGE = "too-large-for-memory";

    private final long capacity;
    private final long waitNanos;
    private final int retryAfterSeconds;
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition released = lock.newCondition();
    private long used;
    private final AtomicLong refusedBusy = new AtomicLong();
    private final AtomicLong refusedTooLarge = new AtomicLong();

    /**
     * @param capacity          the bytes that may be taken at once, above zero
     * @param admissionWait     how long a request waits for bytes before it is refused
     * @param retryAfterSeconds the advice of that refusal
     */
    public MemoryBudget(long capacity, Duration admissionWait, int retryAfterSeconds) {
        if (capacity <= 0) {
            throw new IllegalArgumentException("a memory budget holds some bytes, not " + capacity);
        }
        this.capacity = capacity;
        this.waitNanos = admissionWait.toNanos();
        this.retryAfterSeconds = retryAfterSeconds;
    }

    /**
     * Takes {@code bytes} from the budget, waiting for them up to the admission wait.
     *
     * @param purpose what the bytes are for, in words, for the refusal's detail
     * @return the bytes taken, to give back by {@link Reservation#close()} (once; later calls do nothing)
     * @throws ProblemException 503 {@code memory-busy} when the bytes did not come free in time, 400
     *                          {@code too-large-for-memory} when they exceed the whole budget
     */
    public Reservation reserve(long bytes, String purpose) {
        Reservation reservation = tryReserve(bytes, purpose, waitNanos);
        if (reservation == null) {
            throw busy(bytes, purpose);
        }
        return reservation;
    }

    /**
     * Takes {@code bytes} from the budget if they come free within {@code wait}, for work that waits its turn
     * rather than being refused (a batch's boards): no refusal is counted when they do not.
     *
     * @return the bytes taken, or {@code null} when they did not come free in time (ask again)
     * @throws ProblemException 400 {@code too-large-for-memory} when they exceed the whole budget
     */
    public Reservation tryReserve(long bytes, String purpose, Duration wait) {
        return tryReserve(bytes, purpose, wait.toNanos());
    }

    private Reservation tryReserve(long bytes, String purpose, long waitNanos) {
        if (bytes <= 0) {
            return new Reservation(this, 0);
        }
        if (bytes > capacity) {
            refusedTooLarge.incrementAndGet();
            throw new LimitExceededException(
                    TOO_LARGE,
                    "fifteen.memory.budget-share",
                    capacity,
                    bytes,
                    purpose
                            + " needs about " + megabytes(bytes) + " of memory, more than the whole budget of "
                            + megabytes(capacity)
                            + " (fifteen.memory.budget-share of the heap, or fifteen.memory.fixed-budget);"
                            + " ask for less");
        }
        lock.lock();
        try {
            long remaining = waitNanos;
            while (used + bytes > capacity) {
                if (remaining <= 0) {
                    return null;
                }
                remaining = released.awaitNanos(remaining);
            }
            used += bytes;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        } finally {
            lock.unlock();
        }
        return new Reservation(this, bytes);
    }

    private ProblemException busy(long bytes, String purpose) {
        refusedBusy.incrementAndGet();
        Map<String, Object> properties = new LinkedHashMap<>();
        properties.put("retryAfterSeconds", retryAfterSeconds);
        properties.put("limitProperty", "fifteen.memory.budget-share");
        properties.put("requiredBytes", bytes);
        return new ProblemException(
                ProblemException.Category.UNAVAILABLE,
                BUSY,
                "Memory busy",
                purpose
                        + " needs about " + megabytes(bytes) + " of memory, and the budget of " + megabytes(capacity)
                        + " stayed taken by other requests for " + TimeUnit.NANOSECONDS.toMillis(waitNanos)
                        + " ms; try again in " + retryAfterSeconds + " seconds",
                properties);
    }

    private static String megabytes(long bytes) {
        return String.format(Locale.ROOT, "%.1f MB", bytes / 1e6);
    }

    private void release(long bytes) {
        lock.lock();
        try {
            used -= bytes;
            released.signalAll();
        } finally {
            lock.unlock();
        }
    }

    /** The bytes that may be taken at once. */
    public long capacity() {
        return capacity;
    }

    /** The bytes taken now. */
    public long used() {
        lock.lock();
        try {
            return used;
        } finally {
            lock.unlock();
        }
    }

    /** Requests refused (503) because the budget stayed taken, since start. */
    public long refusedBusy() {
        return refusedBusy.get();
    }

    /** Requests refused (400) because they exceed the whole budget, since start. */
    public long refusedTooLarge() {
        return refusedTooLarge.get();
    }

    /** Bytes taken from a budget, given back once by {@link #close()}. */
    public static final class Reservation implements AutoCloseable {

        private final MemoryBudget budget;
        private final long bytes;
        private final AtomicBoolean open = new AtomicBoolean(true);

        private Reservation(MemoryBudget budget, long bytes) {
            this.budget = budget;
            this.bytes = bytes;
        }

        public long bytes() {
            return bytes;
        }

        @Override
        public void close() {
            if (open.compareAndSet(true, false) && bytes > 0) {
                budget.release(bytes);
            }
        }
    }
}
