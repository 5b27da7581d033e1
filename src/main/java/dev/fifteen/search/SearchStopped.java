package dev.fifteen.search;

/**
 * The one stop signal of the searches: thrown from deep in a kernel when its deadline has passed, its request was
 * cancelled or another thread of a parallel iteration has ended it, and caught where the search decides what a stop
 * means (a timeout, a cancellation, the end of an iteration's share). It is control flow, not a failure: one shared
 * instance with no stack trace and no message, so a stop costs no allocation.
 */
public final class SearchStopped extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** The signal. */
    public static final SearchStopped SIGNAL = new SearchStopped();

    private SearchStopped() {
        super(null, null, false, false);
    }
}
