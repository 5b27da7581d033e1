package dev.fifteen.search;

/**
 * What a search reports while it runs, for callers that show progress (an event stream, a progress bar). Called on
 * the search's own thread, at the points where the search already polls its deadline, so an implementation must be
 * quick and must not block: store the figures and let another thread publish them at its own pace.
 *
 * <p>Every method has an empty default; {@link #NONE} reports nothing and costs the search one virtual call per
 * poll.
 */
public interface SearchProgress {

    /** Reports nothing. */
    SearchProgress NONE = new SearchProgress() {};

    /**
     * Every solution is proven to need at least {@code lowerBound} slides: called with the heuristic at the start and
     * each time an optimal search raises its threshold. Successive calls of one search never decrease.
     */
    default void lowerBound(int lowerBound, long nodesExpanded) {}

    /** The nodes expanded so far by the running search; called every few thousand nodes. */
    default void nodes(long nodesExpanded) {}

    /** A solution known before the search ends; not proven shortest (an optimal search may still improve it). */
    default void solution(Solution solution) {}

    /** Whether the caller wants {@link #solution} early enough to be worth finding a fast answer first. */
    default boolean wantsEarlySolutions() {
        return false;
    }
}
