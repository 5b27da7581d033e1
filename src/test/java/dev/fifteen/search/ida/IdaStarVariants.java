package dev.fifteen.search.ida;

import dev.fifteen.search.DuplicatePruning;
import dev.fifteen.search.SearchThreads;
import dev.fifteen.search.pdb.PatternDatabaseCatalog;

/**
 * Optimal solvers with the search's child ordering, frontier order and duplicate pruning chosen, for side-by-side
 * benches.
 */
public final class IdaStarVariants {

    private IdaStarVariants() {}

    /**
     * An optimal solver whose nodes shallower than {@code orderDepth} visit their children smallest estimate first
     * (0: none), whose parallel frontier has at least {@code frontierPaths} paths (negative: the solver's own
     * number), sorted by estimate when {@code sortFrontier}, whose paths are pruned by {@code pruning}, and which
     * turns parallel after an iteration of {@code parallelFromNodes} nodes (negative: the solver's own threshold).
     */
    public static IdaStarSolver optimal(
            PatternDatabaseCatalog catalog,
            int maxCells,
            SearchThreads threads,
            int orderDepth,
            boolean sortFrontier,
            int frontierPaths,
            DuplicatePruning pruning,
            long parallelFromNodes) {
        return new IdaStarSolver(
                catalog,
                1,
                maxCells,
                threads,
                new Tuning(
                        parallelFromNodes < 0 ? Tuning.PARALLEL_FROM_NODES : parallelFromNodes,
                        frontierPaths < 0 ? Tuning.FRONTIER_PATHS : frontierPaths,
                        orderDepth,
                        sortFrontier,
                        pruning,
                        Tuning.PROBE_NODES));
    }

    /** The optimal solver as the service builds it, but with its paths pruned by {@code pruning}. */
    public static IdaStarSolver optimal(
            PatternDatabaseCatalog catalog, int maxCells, SearchThreads threads, DuplicatePruning pruning) {
        return optimal(catalog, maxCells, threads, Tuning.ORDER_DEPTH, true, -1, pruning, -1);
    }
}
