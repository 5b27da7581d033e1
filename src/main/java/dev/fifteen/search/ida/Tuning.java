package dev.fifteen.search.ida;

import dev.fifteen.search.DuplicatePruning;

/**
 * The knobs of {@link IdaStarSolver}: where an optimal search turns to a frontier, how large the frontier is, how
 * deep the children are ordered by their estimate, whether the frontier is ordered, and the duplicate pruning.
 * {@link #STANDARD} is what the service runs; tests and benches move the knobs. The choices are measured in
 * {@code docs/benchmarks.md}, "The frontier ordered by the last iteration".
 *
 * @param parallelFromNodes an iteration that expands more nodes than this makes the following ones run over a
 *                          frontier
 * @param frontierPaths     the frontier is the shallowest depth with at least this many paths
 * @param orderDepth        nodes shallower than this visit their children smallest estimate first
 * @param sortFrontier      whether the frontier's paths are ordered (by estimate, then by the last iteration)
 * @param pruning           the duplicate pruning ({@code DuplicatePruning.upTo(2)} only refuses the moves straight
 *                          back)
 * @param probeNodes        the nodes of each end's first iterations before a search from either end chooses one
 *                          ({@link IdaStarSolver#fromEitherEnd})
 */
record Tuning(
        long parallelFromNodes,
        int frontierPaths,
        int orderDepth,
        boolean sortFrontier,
        DuplicatePruning pruning,
        long probeNodes) {

    /**
     * An iteration that expands more nodes than this makes the following ones run over a frontier: shared with the
     * idle helpers, and ordered by what the iteration before found below each path. The next iteration is typically
     * five to ten times larger, and the frontier costs a few moves per path, so even the small searches of typical
     * boards use both cores and the learnt order for their last iterations.
     */
    static final long PARALLEL_FROM_NODES = 300;

    /**
     * The frontier is the shallowest depth with at least this many paths: enough to share out evenly and to order
     * finely, few enough that a small iteration does not spend itself walking them (chosen with
     * {@link #PARALLEL_FROM_NODES}).
     */
    static final int FRONTIER_PATHS = 300;

    /**
     * Nodes shallower than this visit their children smallest estimate first: the last iteration stops at its
     * first solution, and near the root the extra lookups of ordering cost nothing against the subtrees.
     */
    static final int ORDER_DEPTH = 8;

    /**
     * The nodes of each end's first iterations before a search from either end chooses one: about 15 ms of one
     * thread, a few iterations, enough that the thresholds reached tell the ends apart on most 4 x 5 boards.
     */
    static final long PROBE_NODES = 1 << 17;

    /** The service's knobs. */
    static final Tuning STANDARD = new Tuning(
            PARALLEL_FROM_NODES, FRONTIER_PATHS, ORDER_DEPTH, true, DuplicatePruning.standard(), PROBE_NODES);

    /** The standard knobs, with the points where the search turns to a frontier moved (for small test boards). */
    static Tuning frontierFrom(long parallelFromNodes, int frontierPaths) {
        return new Tuning(
                parallelFromNodes, frontierPaths, ORDER_DEPTH, true, DuplicatePruning.standard(), PROBE_NODES);
    }

    /** The standard knobs, with the ends of a search from either end probed for {@code nodes} nodes each. */
    static Tuning probing(long nodes) {
        return new Tuning(PARALLEL_FROM_NODES, FRONTIER_PATHS, ORDER_DEPTH, true, DuplicatePruning.standard(), nodes);
    }
}
