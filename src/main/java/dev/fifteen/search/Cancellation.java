package dev.fifteen.search;

/**
 * A caller's request that a search stop now, before its deadline: a client that disconnected, a batch that was
 * abandoned. Searches see it through {@link Deadline#expired()}, which they already poll every few thousand nodes,
 * so cancelling costs the search one volatile read per poll and stops it within about a millisecond.
 *
 * <p>One token may be shared by several deadlines (a batch's boards, an automatic solve's optimal and fast
 * attempts): cancelling it stops them all. Cancelling is final.
 */
public final class Cancellation {

    private volatile boolean cancelled;

    /** Asks every search watching this token to stop. Safe to call from any thread, any number of times. */
    public void cancel() {
        cancelled = true;
    }

    public boolean cancelled() {
        return cancelled;
    }
}
