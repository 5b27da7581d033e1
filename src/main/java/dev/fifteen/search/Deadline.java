package dev.fifteen.search;

import java.time.Duration;

/**
 * The moment a search must stop, on the monotonic clock. Searches poll {@link #expired()} every few thousand
 * nodes, so they overrun by well under a millisecond.
 */
public final class Deadline {

    private final long startNanos;
    private final long timeoutNanos;

    private Deadline(long startNanos, long timeoutNanos) {
        this.startNanos = startNanos;
        this.timeoutNanos = timeoutNanos;
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

    public boolean expired() {
        return System.nanoTime() - startNanos >= timeoutNanos;
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
        return new Deadline(startNanos, (long) (timeoutNanos * fraction));
    }
}
