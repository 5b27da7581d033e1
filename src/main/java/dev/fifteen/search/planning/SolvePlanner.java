package dev.fifteen.search.planning;

import dev.fifteen.parity.SolvabilityCheck;
import dev.fifteen.parity.Verdict;
import dev.fifteen.puzzle.Board;
import dev.fifteen.search.Deadline;
import dev.fifteen.search.NotSolvableException;
import dev.fifteen.search.SearchCancelledException;
import dev.fifteen.search.SearchTimeoutException;
import dev.fifteen.search.Solution;
import dev.fifteen.search.Solver;
import dev.fifteen.search.Strategy;
import dev.fifteen.search.StrategyUnavailableException;

import java.util.List;
import java.util.Optional;

/**
 * Picks the solver for a request and enforces what every solve shares: the parity check first (an unreachable
 * goal is refused with its proof, without searching), then the strategy. {@link Strategy#OPTIMAL}: the first
 * optimal solver that supports the shape, within the deadline; past it, {@link SearchTimeoutException} with the
 * bound proven. {@link Strategy#FAST}: the fast solvers that support the shape, in order; one that runs out of time
 * hands over to the next. {@link Strategy#AUTO}: optimal for boards of at most {@code autoOptimalMaxCells} cells,
 * given {@code optimalShare} of the deadline when a fast solver can take over, and past it the fast answer, flagged
 * not optimal and carrying the better of the two lower bounds; larger boards go to the fast solvers directly, and
 * when the deadline's {@link dev.fifteen.search.SearchProgress} wants early solutions the fast answer comes first.
 * See {@code docs/algorithms.md}, "Planning: strategies and the pool".
 *
 * <p>Solvers plug in through the {@link Solver} interface: the list given here is searched in order, so a new
 * fast solver only needs to be added to it (the service's lists are in {@code SolversConfiguration}).
 */
public final class SolvePlanner {

    private final SolvabilityCheck solvabilityCheck;
    private final List<Solver> solvers;
    private final int autoOptimalMaxCells;
    private final double optimalShare;

    /**
     * @param solvabilityCheck    the parity check run before any search
     * @param solvers             optimal and fast solvers, in order of preference
     * @param autoOptimalMaxCells the largest board for which {@link Strategy#AUTO} tries an optimal search
     * @param optimalShare        the part of the deadline (0 to 1) an automatic optimal search may use when a
     *                            fast solver can take over
     */
    public SolvePlanner(
            SolvabilityCheck solvabilityCheck, List<Solver> solvers, int autoOptimalMaxCells, double optimalShare) {
        if (!(optimalShare > 0 && optimalShare <= 1)) {
            throw new IllegalArgumentException("the optimal share is in (0, 1], not " + optimalShare);
        }
        this.solvabilityCheck = solvabilityCheck;
        this.solvers = List.copyOf(solvers);
        this.autoOptimalMaxCells = autoOptimalMaxCells;
        this.optimalShare = optimalShare;
    }

    /**
     * Solves a board toward a goal of the same shape: {@link #requireSolvable}, then {@link #solveReachable}.
     *
     * @throws NotSolvableException         when the parity invariant rules the goal out (no search is run)
     * @throws StrategyUnavailableException when no solver of the strategy handles the shape
     * @throws SearchTimeoutException       when the deadline passes without an answer
     * @throws SearchCancelledException     when the deadline's cancellation stops the search first
     */
    public Solution solve(Board board, Board goal, Strategy strategy, Deadline deadline) {
        requireSolvable(board, goal);
        return solveReachable(board, goal, strategy, deadline);
    }

    /**
     * Solves a board already known to reach the goal, for a caller that has run {@link #requireSolvable} itself
     * (before queueing for a search slot, say) and so need not pay for the parity check twice.
     *
     * <p>Precondition: the goal has the board's shape and {@link #requireSolvable} accepted the pair.
     *
     * @throws StrategyUnavailableException when no solver of the strategy handles the shape
     * @throws SearchTimeoutException       when the deadline passes without an answer
     */
    public Solution solveReachable(Board board, Board goal, Strategy strategy, Deadline deadline) {
        int rows = board.rows();
        int columns = board.columns();
        return switch (strategy) {
            case OPTIMAL ->
                optimalSolver(rows, columns)
                        .orElseThrow(() -> new StrategyUnavailableException(
                                strategy, rows, columns, "optimal search is limited to smaller boards"))
                        .solve(board, goal, deadline);
            case FAST -> fast(board, goal, deadline, null);
            case AUTO -> auto(board, goal, deadline);
        };
    }

    /** Refuses a board that cannot reach the goal, with the parity proof. */
    public void requireSolvable(Board board, Board goal) {
        Verdict verdict = solvabilityCheck.check(board, goal);
        if (!verdict.solvable()) {
            throw new NotSolvableException(verdict);
        }
    }

    private Solution auto(Board board, Board goal, Deadline deadline) {
        int rows = board.rows();
        int columns = board.columns();
        Optional<Solver> optimal =
                (long) rows * columns <= autoOptimalMaxCells ? optimalSolver(rows, columns) : Optional.empty();
        boolean canFallBack =
                solvers.stream().anyMatch(s -> s.strategy() == Strategy.FAST && s.supports(rows, columns));
        if (optimal.isEmpty()) {
            if (!canFallBack) {
                throw new StrategyUnavailableException(
                        Strategy.AUTO,
                        rows,
                        columns,
                        "boards over " + autoOptimalMaxCells
                                + " cells need a fast solver, and none handles this shape");
            }
            return fast(board, goal, deadline, null);
        }
        if (!canFallBack) {
            return optimal.get().solve(board, goal, deadline);
        }
        if (deadline.progress().wantsEarlySolutions()) {
            return fastThenOptimal(board, goal, optimal.get(), deadline);
        }
        try {
            return optimal.get().solve(board, goal, deadline.portion(optimalShare));
        } catch (SearchTimeoutException timeout) {
            requireNotCancelled(deadline, timeout);
            return fast(board, goal, deadline, timeout);
        }
    }

    /**
     * For a caller that watches the search: a fast answer first (reported at once, flagged optimal when its length
     * meets its own lower bound), then the optimal search with the share of the deadline; if that runs out, the fast
     * answer with the better lower bound.
     */
    private Solution fastThenOptimal(Board board, Board goal, Solver optimal, Deadline deadline) {
        Solution fast = fast(board, goal, deadline.portion(1 - optimalShare), null);
        Solution early = fast.optimal() || fast.length() != fast.lowerBound()
                ? fast
                : new Solution(
                        fast.moves(),
                        true,
                        fast.strategy(),
                        fast.heuristic(),
                        fast.lowerBound(),
                        fast.nodesExpanded(),
                        fast.elapsedNanos());
        deadline.progress().solution(early);
        if (early.optimal()) {
            return early;
        }
        try {
            return optimal.solve(board, goal, deadline.portion(optimalShare), early);
        } catch (SearchTimeoutException timeout) {
            requireNotCancelled(deadline, timeout);
            int lowerBound = Math.max(early.lowerBound(), timeout.lowerBound());
            return new Solution(
                    early.moves(),
                    false,
                    early.strategy(),
                    early.heuristic(),
                    lowerBound,
                    early.nodesExpanded() + timeout.nodesExpanded(),
                    deadline.elapsed().toNanos());
        }
    }

    /** A search that stopped because its caller cancelled is not a timeout to recover from. */
    private static void requireNotCancelled(Deadline deadline, SearchTimeoutException timeout) {
        if (deadline.cancelled()) {
            throw new SearchCancelledException(
                    timeout.lowerBound(),
                    timeout.nodesExpanded(),
                    deadline.elapsed().toMillis());
        }
    }

    private Solution fast(Board board, Board goal, Deadline deadline, SearchTimeoutException optimalTimeout) {
        int rows = board.rows();
        int columns = board.columns();
        SearchTimeoutException last = optimalTimeout;
        for (Solver solver : solvers) {
            if (solver.strategy() != Strategy.FAST || !solver.supports(rows, columns)) {
                continue;
            }
            try {
                Solution solution = solver.solve(board, goal, deadline);
                if (optimalTimeout != null && optimalTimeout.lowerBound() > solution.lowerBound()) {
                    return new Solution(
                            solution.moves(),
                            false,
                            solution.strategy(),
                            solution.heuristic(),
                            optimalTimeout.lowerBound(),
                            solution.nodesExpanded() + optimalTimeout.nodesExpanded(),
                            solution.elapsedNanos());
                }
                return solution;
            } catch (SearchTimeoutException timeout) {
                last = timeout;
            }
        }
        if (last != null) {
            throw last;
        }
        throw new StrategyUnavailableException(Strategy.FAST, rows, columns, "no fast solver handles this shape");
    }

    private Optional<Solver> optimalSolver(int rows, int columns) {
        return solvers.stream()
                .filter(s -> s.strategy() == Strategy.OPTIMAL && s.supports(rows, columns))
                .findFirst();
    }
}
