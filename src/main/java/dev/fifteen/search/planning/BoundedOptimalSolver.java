package dev.fifteen.search.planning;

import dev.fifteen.puzzle.Board;
import dev.fifteen.search.Deadline;
import dev.fifteen.search.SearchCancelledException;
import dev.fifteen.search.SearchTimeoutException;
import dev.fifteen.search.Solution;
import dev.fifteen.search.Solver;
import dev.fifteen.search.Strategy;

/**
 * {@link Strategy#OPTIMAL} on boards without pattern tables of their own (of {@code minCells} cells or more, such as
 * 4 x 5, 4 x 6 or 3 x 8; 5 x 5 when its own search is off or its goal's blank is off the corners): a search whose
 * heuristic is weak on a board this size, so it is given what the 5 x 5 search is given. First the fast answer
 * (reported at once to the deadline's {@link dev.fifteen.search.SearchProgress}), then the optimal search within the
 * deadline; when it proves a shortest solution, that is the answer; when the deadline ends it first, the answer is
 * the fast one, marked not optimal, with the bound the search proved and a note saying that only {@code fast} serves
 * such boards in full. A cancellation ends it with {@link SearchCancelledException}.
 */
public final class BoundedOptimalSolver implements Solver {

    /** The part of the deadline the fast answer may take. */
    private static final double FAST_SHARE = 0.25;

    private final Solver optimal;
    private final Solver fast;
    private final int minCells;

    /**
     * @param optimal  the optimal search, bounded by the deadline
     * @param fast     the fast solver, for the answer known before the search ends
     * @param minCells the smallest board served (smaller ones have tables and are left to {@code optimal} alone)
     */
    public BoundedOptimalSolver(Solver optimal, Solver fast, int minCells) {
        this.optimal = optimal;
        this.fast = fast;
        this.minCells = minCells;
    }

    @Override
    public Strategy strategy() {
        return Strategy.OPTIMAL;
    }

    @Override
    public boolean supports(int rows, int columns) {
        return (long) rows * columns >= minCells && optimal.supports(rows, columns) && fast.supports(rows, columns);
    }

    @Override
    public Solution solve(Board board, Board goal, Deadline deadline) {
        Solution early = fast.solve(board, goal, deadline.portion(FAST_SHARE));
        deadline.progress().solution(early);
        if (early.length() <= early.lowerBound()) {
            return early.provenByItsBound();
        }
        try {
            return optimal.solve(board, goal, deadline);
        } catch (SearchTimeoutException timeout) {
            if (deadline.cancelled()) {
                throw new SearchCancelledException(
                        timeout.lowerBound(),
                        timeout.nodesExpanded(),
                        deadline.elapsed().toMillis());
            }
            return early.notProven(
                    "a " + board.rows() + " x " + board.columns() + " board and its goal have no pattern tables"
                            + " here, and the optimal search (Manhattan distance) reached the deadline having proven"
                            + " that every solution needs at least "
                            + Math.max(early.lowerBound(), timeout.lowerBound())
                            + " moves; only strategy=fast serves such boards in full",
                    timeout.lowerBound(),
                    timeout.nodesExpanded(),
                    deadline.elapsed().toNanos());
        }
    }
}
