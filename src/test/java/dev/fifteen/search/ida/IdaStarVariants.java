package dev.fifteen.search.ida;

import dev.fifteen.search.pdb.PatternDatabaseCatalog;

/** Optimal solvers with the search's child ordering and frontier order chosen, for side-by-side benches. */
public final class IdaStarVariants {

    private IdaStarVariants() {}

    /**
     * An optimal solver whose nodes shallower than {@code orderDepth} visit their children smallest estimate first
     * (0: none), whose parallel frontier has at least {@code frontierPaths} paths, sorted by estimate when
     * {@code sortFrontier}.
     */
    public static IdaStarSolver optimal(
            PatternDatabaseCatalog catalog,
            int maxCells,
            SearchThreads threads,
            int orderDepth,
            boolean sortFrontier,
            int frontierPaths) {
        return new IdaStarSolver(
                catalog,
                1,
                maxCells,
                threads,
                IdaStarSolver.PARALLEL_FROM_NODES,
                frontierPaths,
                orderDepth,
                sortFrontier);
    }
}
