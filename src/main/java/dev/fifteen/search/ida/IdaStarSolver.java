package dev.fifteen.search.ida;

import dev.fifteen.puzzle.Board;
import dev.fifteen.search.CompactMoves;
import dev.fifteen.search.Deadline;
import dev.fifteen.search.DuplicatePruning;
import dev.fifteen.search.GoalLabels;
import dev.fifteen.search.Grid;
import dev.fifteen.search.ManhattanDistance;
import dev.fifteen.search.ParallelRound;
import dev.fifteen.search.SearchCancelledException;
import dev.fifteen.search.SearchStopped;
import dev.fifteen.search.SearchThreads;
import dev.fifteen.search.SearchTimeoutException;
import dev.fifteen.search.Solution;
import dev.fifteen.search.Solver;
import dev.fifteen.search.Strategy;
import dev.fifteen.search.pdb.PatternDatabaseCatalog;

/**
 * Iterative-deepening A* (Korf, "Depth-first iterative-deepening: an optimal admissible tree search", Artificial
 * Intelligence 27, 1985): depth-first searches bounded by {@code f = g + h}, each bound the smallest {@code f} that
 * exceeded the previous one, so that with an admissible heuristic (pattern databases from
 * {@link PatternDatabaseCatalog}) the first solution found is a shortest one. The loop works on primitive state,
 * updates the heuristic incrementally, allocates nothing, prunes duplicate paths ({@link DuplicatePruning}: never
 * the blank straight back, nor any move string an earlier one does the same work as), skips the bounds
 * of the wrong parity and, near the root, visits the children smallest estimate first. Past its first small
 * iterations an optimal search runs over a fixed {@link Frontier} of paths, ordered by what the iteration before
 * found below each (the paths whose subtrees came closest to the goal first), and shares those iterations with idle
 * {@link SearchThreads}, one {@link ParallelRound} each (parallel IDA*, after Reinefeld and Schnecke's AIDA*, 1994);
 * the points where it does, and its other knobs, are its {@link Tuning}. With a weight {@code w > 1}
 * the bound is on {@code g + w h}, a fast variant at most about {@code w} times too long. The enhancements and why
 * the parallel search stays optimal: {@code docs/algorithms.md}, "IDA* and its enhancements".
 *
 * <p>Memory linear in the solution length, plus the frontier; time dominated by the last iterations, so it depends
 * on the heuristic's strength.
 *
 * <p>Preconditions: the goal has the board's shape and the board can reach it (the request boundary and the
 * planner decide both before any search; an unreachable goal would run to the deadline).
 */
public final class IdaStarSolver implements Solver {

    private final PatternDatabaseCatalog catalog;
    private final int weight;
    private final int maxCells;
    private final SearchThreads threads;
    private final Tuning tuning;

    /**
     * A solver on its caller's thread alone.
     *
     * @param catalog  where the heuristics come from
     * @param weight   1 for optimal solutions, more for faster, longer ones
     * @param maxCells the largest board (in cells) this solver accepts
     */
    public IdaStarSolver(PatternDatabaseCatalog catalog, int weight, int maxCells) {
        this(catalog, weight, maxCells, SearchThreads.none());
    }

    /**
     * @param catalog  where the heuristics come from
     * @param weight   1 for optimal solutions, more for faster, longer ones
     * @param maxCells the largest board (in cells) this solver accepts
     * @param threads  the helpers an optimal search may borrow (a weighted one never does)
     */
    public IdaStarSolver(PatternDatabaseCatalog catalog, int weight, int maxCells, SearchThreads threads) {
        this(catalog, weight, maxCells, threads, Tuning.STANDARD);
    }

    /** As the public constructor, with the search's knobs moved (for tests and benches). */
    IdaStarSolver(PatternDatabaseCatalog catalog, int weight, int maxCells, SearchThreads threads, Tuning tuning) {
        if (weight < 1) {
            throw new IllegalArgumentException("the weight must be at least 1, not " + weight);
        }
        this.catalog = catalog;
        this.weight = weight;
        this.maxCells = maxCells;
        this.threads = weight == 1 ? threads : SearchThreads.none();
        this.tuning = tuning;
    }

    /** The optimal solver for boards of at most {@code maxCells} cells, on its caller's thread alone. */
    public static IdaStarSolver optimal(PatternDatabaseCatalog catalog, int maxCells) {
        return new IdaStarSolver(catalog, 1, maxCells);
    }

    /** The optimal solver for boards of at most {@code maxCells} cells, with helpers from {@code threads}. */
    public static IdaStarSolver optimal(PatternDatabaseCatalog catalog, int maxCells, SearchThreads threads) {
        return new IdaStarSolver(catalog, 1, maxCells, threads);
    }

    @Override
    public Strategy strategy() {
        return weight == 1 ? Strategy.OPTIMAL : Strategy.FAST;
    }

    @Override
    public boolean supports(int rows, int columns) {
        return (long) rows * columns <= maxCells;
    }

    @Override
    public Solution solve(Board board, Board goal, Deadline deadline) {
        int rows = board.rows();
        int columns = board.columns();
        int[] state = GoalLabels.relabel(board, goal);
        int goalBlank = goal.blankIndex();
        PatternDatabaseCatalog.Choice choice = catalog.choose(rows, columns, goalBlank, deadline);
        if (choice == null) {
            ManhattanDistance fallback = new ManhattanDistance(rows, columns, goalBlank);
            throw new SearchTimeoutException(
                    fallback.estimate(state),
                    0,
                    deadline.elapsed().toMillis(),
                    deadline.timeout().toMillis(),
                    fallback.name() + " (pattern databases still being built)");
        }
        int[] map = choice.cellMap();
        int[] oriented = new int[state.length];
        for (int cell = 0; cell < state.length; cell++) {
            oriented[map[cell]] = map[state[cell]];
        }
        IdaStarSearch search = new IdaStarSearch(
                new Grid(rows, columns),
                oriented,
                map[goalBlank],
                choice.heuristic(),
                weight,
                deadline,
                threads,
                tuning);
        int length;
        try {
            length = search.run();
        } catch (SearchStopped stopped) {
            if (deadline.cancelled()) {
                throw new SearchCancelledException(
                        weight == 1 ? search.bound : search.startEstimate,
                        search.totalNodes(),
                        deadline.elapsed().toMillis());
            }
            throw new SearchTimeoutException(
                    weight == 1 ? search.bound : search.startEstimate,
                    search.totalNodes(),
                    deadline.elapsed().toMillis(),
                    deadline.timeout().toMillis(),
                    choice.heuristic().name());
        }
        String name =
                weight == 1 ? choice.heuristic().name() : choice.heuristic().name() + ", weight " + weight;
        return new Solution(
                CompactMoves.ofBlankPath(board, search.path, length, map),
                weight == 1,
                strategy(),
                name,
                search.startEstimate,
                search.totalNodes(),
                deadline.elapsed().toNanos());
    }
}
