package dev.fifteen.search.planning;

import dev.fifteen.puzzle.Board;
import dev.fifteen.search.Deadline;
import dev.fifteen.search.SearchCancelledException;
import dev.fifteen.search.SearchTimeoutException;
import dev.fifteen.search.Solution;
import dev.fifteen.search.Solver;
import dev.fifteen.search.Strategy;
import dev.fifteen.search.TableReadiness;

/**
 * {@link Strategy#OPTIMAL} on boards of {@code minCells} cells or more (4 x 5, 4 x 6, 3 x 8, ...; 5 x 5 when its own
 * search is off or its goal's blank is off the corners), whose pattern tables are built on first demand
 * ({@link dev.fifteen.search.pdb.MidSizeTables}) and may not be ready: a search that may not end in time, so it is
 * given what the 5 x 5 search is given. First the fast answer
 * (reported at once to the deadline's {@link dev.fifteen.search.SearchProgress}), then the optimal search within the
 * deadline; when it proves a shortest solution, that is the answer; when the deadline ends it first, the answer is
 * the fast one, marked not optimal, with the bound the search proved and a note saying where the tables stand. A
 * cancellation ends it with {@link SearchCancelledException}.
 */
public final class BoundedOptimalSolver implements Solver {

    /** The part of the deadline the fast answer may take. */
    private static final double FAST_SHARE = 0.25;

    /** Says where the pattern tables of a shape and goal blank stand. */
    @FunctionalInterface
    public interface TableStatus {
        /** No tables at all: the search has the Manhattan distance. */
        TableStatus NONE = (rows, columns, goalBlank) -> TableReadiness.NOT_CONFIGURED;

        TableReadiness of(int rows, int columns, int goalBlank);
    }

    private final Solver optimal;
    private final Solver fast;
    private final int minCells;
    private final TableStatus tables;

    /**
     * @param optimal  the optimal search, bounded by the deadline
     * @param fast     the fast solver, for the answer known before the search ends
     * @param minCells the smallest board served (smaller ones have tables and are left to {@code optimal} alone)
     */
    public BoundedOptimalSolver(Solver optimal, Solver fast, int minCells) {
        this(optimal, fast, minCells, TableStatus.NONE);
    }

    /**
     * @param tables where the tables of the boards served stand, for the note of an answer not proven in time
     */
    public BoundedOptimalSolver(Solver optimal, Solver fast, int minCells, TableStatus tables) {
        this.optimal = optimal;
        this.fast = fast;
        this.minCells = minCells;
        this.tables = tables;
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
            // told the fast answer: where it is shortest, the search stops once it has proven so
            return optimal.solve(board, goal, deadline, early);
        } catch (SearchTimeoutException timeout) {
            if (deadline.cancelled()) {
                throw new SearchCancelledException(
                        timeout.lowerBound(),
                        timeout.nodesExpanded(),
                        deadline.elapsed().toMillis());
            }
            int bound = Math.max(early.lowerBound(), timeout.lowerBound());
            TableReadiness status = tables.of(board.rows(), board.columns(), goal.blankIndex());
            String note = status.ready()
                    ? "the optimal search (its pattern tables) reached the deadline having proven that every solution"
                            + " needs at least " + bound + " moves"
                    : "the " + board.rows() + " x " + board.columns() + " pattern tables for this goal are " + status
                            + ", and the optimal search (Manhattan distance) reached the deadline having proven that"
                            + " every solution needs at least " + bound + " moves; until the tables are ready, only"
                            + " strategy=fast serves such boards in full";
            return early.notProven(
                    note,
                    timeout.lowerBound(),
                    timeout.nodesExpanded(),
                    deadline.elapsed().toNanos());
        }
    }
}
