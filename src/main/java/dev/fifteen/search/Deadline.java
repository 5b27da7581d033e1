package dev.fifteen.search;

import java.time.Duration;

/**
 * The moment a search must stop, on the monotonic clock, and what else the caller asks of it while it runs. Searches
 * poll {@link #expired()} every few thousand nodes, so they overrun by well under a millisecond; the same poll sees
 * a {@link Cancellation} (a client that went away) and feeds a {@link SearchProgress}. Both travel with the deadline
 * because every search already receives and polls it: a new way to stop or to report needs no change to the
 * {@link Solver} contract.
 */
public final class Deadline {

    private final long startNanos;
    private final long timeoutNanos;
    private final Cancellation cancellation;
    private final SearchProgress progress;

    private Deadline(long startNanos, long timeoutNanos, Cancellation cancellation, SearchProgress progress) {
        this.startNanos = startNanos;
        this.timeoutNanos = timeoutNanos;
        this.cancellation = cancellation;
        this.progress = progress;
    }

    private Deadline(long startNanos, long timeoutNanos) {
        this(startNanos, timeoutNanos, new Cancellation(), SearchProgress.NONE);
    }

    /** A deadline the given time from now. */
    public static Deadline after(Duration timeout) {
        if (timeout.isNegative()) {
            throw new IllegalArgumentException("a timeout cannot be negative: " + timeout);
        }
        return new Deadline(System.nanoTime(), saturatedNanos(timeout));
    }

    /** No deadline at all (benchmarks and tests). */
    public static Deadline none() {
        return new Deadline(System.nanoTime(), Long.MAX_VALUE / 4);
    }

    private static long saturatedNanos(Duration timeout) {
        return timeout.compareTo(Duration.ofDays(365)) > 0 ? Long.MAX_VALUE / 4 : timeout.toNanos();
    }

    /** Whether the search must stop: the time is up or the caller cancelled. */
    public boolean expired() {
        return cancellation.cancelled() || System.nanoTime() - startNanos >= timeoutNanos;
    }

    /** Whether the caller cancelled (as opposed to the time running out). */
    public boolean cancelled() {
        return cancellation.cancelled();
    }

    /** The same deadline, stopped early when {@code token} is cancelled. */
    public Deadline cancelledBy(Cancellation token) {
        return new Deadline(startNanos, timeoutNanos, token, progress);
    }

    /** The same deadline, reporting to {@code listener} while the search runs. */
    public Deadline reportingTo(SearchProgress listener) {
        return new Deadline(startNanos, timeoutNanos, cancellation, listener);
    }

    /** Where the search reports its progress ({@link SearchProgress#NONE} unless a caller listens). */
    public SearchProgress progress() {
        return progress;
    }

    /** The time left, zero once expired. */
    public Duration remaining() {
        return Duration.ofNanos(Math.max(0, timeoutNanos - (System.nanoTime() - startNanos)));
    }

    /** The time since this deadline was set. */
    public Duration elapsed() {
        return Duration.ofNanos(System.nanoTime() - startNanos);
    }

    /** The whole allowance, from start to deadline. */
    public Duration timeout() {
        return Duration.ofNanos(timeoutNanos);
    }

    /**
     * An earlier deadline with the same start: this one's allowance scaled by {@code fraction} (0 to 1), for a
     * first attempt that must leave time for a second.
     */
    public Deadline portion(double fraction) {
        if (!(fraction >= 0 && fraction <= 1)) {
            throw new IllegalArgumentException("a portion is between 0 and 1, not " + fraction);
        }
        return new Deadline(startNanos, (long) (timeoutNanos * fraction), cancellation, progress);
    }
}
