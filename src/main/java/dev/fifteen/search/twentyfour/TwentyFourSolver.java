package dev.fifteen.search.twentyfour;

import dev.fifteen.puzzle.Board;
import dev.fifteen.search.CompactMoves;
import dev.fifteen.search.Deadline;
import dev.fifteen.search.GoalLabels;
import dev.fifteen.search.Grid;
import dev.fifteen.search.SearchCancelledException;
import dev.fifteen.search.SearchThreads;
import dev.fifteen.search.Solution;
import dev.fifteen.search.Solver;
import dev.fifteen.search.Strategy;
import dev.fifteen.search.StrategyUnavailableException;

/**
 * {@link Strategy#OPTIMAL} for the 5 x 5 board: IDA* ({@link TwentyFourSearch}) with the 6-6-6-6 tables and their
 * reflection, for a goal with the blank in a corner (the tables are built for cell 0; the board and goal are turned
 * by the symmetry that takes the goal's blank there), its hard iterations shared with the idle {@link SearchThreads}
 * ({@link TwentyFourSplitSearch}). It first asks the fast solver for an answer, reported at once
 * to the deadline's {@link dev.fifteen.search.SearchProgress} and kept as the best known; then the search raises its
 * bound until it proves a shortest solution. When the deadline ends the search first, the answer is the fast one,
 * marked not optimal, with the bound the search proved; a cancellation ends it with
 * {@link SearchCancelledException}.
 *
 * <p>The first request asks the {@link TwentyFourTableStore} for the tables, which are then mapped or built in the
 * background; until they are ready, requests get the fast answer, its lower bound and a note saying so in the
 * answer's heuristic. A goal with its blank off the corners goes to {@code otherGoals} (the general optimal search,
 * with the Manhattan distance), if there is one.
 */
public final class TwentyFourSolver implements Solver {

    private final TwentyFourTableStore store;
    private final Solver fast;
    private final Solver otherGoals;
    private final SearchThreads helpers;
    private final long sharedFrom;

    /** As the four-argument constructor, with no helpers: each search on its caller's thread alone. */
    public TwentyFourSolver(TwentyFourTableStore store, Solver fast, Solver otherGoals) {
        this(store, fast, otherGoals, SearchThreads.none());
    }

    /**
     * @param store      where the tables come from
     * @param fast       the fast solver, for the answer known before the search ends
     * @param otherGoals the optimal solver for goals with the blank off the corners, or {@code null}
     * @param helpers    the threads a search may borrow for its hard iterations
     */
    public TwentyFourSolver(TwentyFourTableStore store, Solver fast, Solver otherGoals, SearchThreads helpers) {
        this(store, fast, otherGoals, helpers, TwentyFourSplitSearch.SHARED_FROM);
    }

    /** As the four-argument constructor, sharing every iteration after one of {@code sharedFrom} nodes (tests). */
    TwentyFourSolver(
            TwentyFourTableStore store, Solver fast, Solver otherGoals, SearchThreads helpers, long sharedFrom) {
        this.store = store;
        this.fast = fast;
        this.otherGoals = otherGoals;
        this.helpers = helpers;
        this.sharedFrom = sharedFrom;
    }

    @Override
    public Strategy strategy() {
        return Strategy.OPTIMAL;
    }

    @Override
    public boolean supports(int rows, int columns) {
        return rows == TilePartition.ROWS && columns == TilePartition.COLUMNS;
    }

    @Override
    public Solution solve(Board board, Board goal, Deadline deadline) {
        int[] symmetry = cornerSymmetry(goal.blankIndex());
        if (symmetry == null) {
            if (otherGoals != null) {
                return otherGoals.solve(board, goal, deadline);
            }
            throw new StrategyUnavailableException(
                    Strategy.OPTIMAL,
                    board.rows(),
                    board.columns(),
                    "the 5 x 5 optimal search serves goals with the blank in a corner");
        }
        store.request();
        TwentyFourTables tables = store.tables();
        Solution early = fast.solve(board, goal, deadline.portion(0.25));
        deadline.progress().solution(early);
        if (early.length() <= early.lowerBound()) {
            return early.provenByItsBound();
        }
        if (tables == null) {
            return early.notProven(
                    "the 5 x 5 optimal tables are " + store.status().words()
                            + ", and until then 5 x 5 boards get this fast" + " answer",
                    early.lowerBound(),
                    0,
                    early.elapsedNanos());
        }
        int[] labels = GoalLabels.relabel(board, goal);
        int[] state = new int[labels.length];
        for (int cell = 0; cell < labels.length; cell++) {
            state[symmetry[cell]] = symmetry[labels[cell]];
        }
        long start = System.nanoTime();
        TwentyFourSplitSearch search =
                new TwentyFourSplitSearch(tables, state, deadline, helpers, sharedFrom, TwentyFourSplitSearch.FRONTIER);
        int bound = search.estimate();
        int firstBound = bound;
        while (true) {
            deadline.progress().lowerBound(bound, search.nodes());
            if (bound >= early.length()) {
                return proven(early, tables, firstBound, search.nodes(), System.nanoTime() - start);
            }
            int result = search.iterate(bound);
            if (result == TwentyFourSearch.FOUND) {
                int[] blankPath = search.solution();
                return new Solution(
                        CompactMoves.ofBlankPath(board, blankPath, blankPath.length, symmetry),
                        true,
                        Strategy.OPTIMAL,
                        tables.name(),
                        firstBound,
                        search.nodes(),
                        System.nanoTime() - start);
            }
            if (result == TwentyFourSearch.STOPPED) {
                if (deadline.cancelled()) {
                    throw new SearchCancelledException(
                            bound, search.nodes(), deadline.elapsed().toMillis());
                }
                return early.notProven(
                        "the optimal search (" + tables.name() + ") reached the deadline having proven that every"
                                + " solution needs at least " + bound + " moves",
                        bound,
                        search.nodes(),
                        deadline.elapsed().toNanos());
            }
            bound = result;
        }
    }

    /** The fast answer, once every shorter bound has been searched in vain. */
    private static Solution proven(Solution early, TwentyFourTables tables, int firstBound, long nodes, long nanos) {
        return new Solution(
                early.moves(),
                true,
                Strategy.OPTIMAL,
                tables.name() + " (every shorter bound searched in vain; the fast answer is shortest)",
                firstBound,
                early.nodesExpanded() + nodes,
                nanos);
    }

    /** The symmetry of the square that takes {@code blank} to cell 0, or {@code null} if it is not a corner. */
    static int[] cornerSymmetry(int blank) {
        for (int[] map : new Grid(TilePartition.ROWS, TilePartition.COLUMNS).symmetries()) {
            if (map[blank] == TilePartition.GOAL_BLANK) {
                return map;
            }
        }
        return null;
    }
}
