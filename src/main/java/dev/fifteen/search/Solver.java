package dev.fifteen.search;

import dev.fifteen.puzzle.Board;

/**
 * Something that solves boards: the optimal {@link dev.fifteen.search.ida.IdaStarSolver}, a weighted variant,
 * or a fast constructive solver for large boards. The {@link dev.fifteen.search.planning.SolvePlanner} picks one
 * per request by {@link #strategy()} and {@link #supports}.
 *
 * <p>To add a solver: implement this interface (overriding {@code strategy()} with
 * {@link Strategy#OPTIMAL} if it proves optimality), make {@code supports} say which shapes it handles, and hand
 * it to the planner (in the service: add it to the planners' lists in {@code SolversConfiguration}, in order).
 * The planner has already checked that the board can reach the goal and
 * has the goal's shape; the solver must honour the deadline (throw {@link SearchTimeoutException} past it).
 */
public interface Solver {

    /**
     * {@link Strategy#OPTIMAL} if every solution is proven shortest, otherwise {@link Strategy#FAST}: a solver claims
     * optimality only by saying so.
     */
    default Strategy strategy() {
        return Strategy.FAST;
    }

    /** Whether boards of this shape are within reach. */
    boolean supports(int rows, int columns);

    /**
     * A solution from the board to the goal (same shape, same parity class), found before the deadline.
     *
     * @throws SearchTimeoutException when the deadline passes first
     */
    Solution solve(Board board, Board goal, Deadline deadline);

    /**
     * As {@link #solve(Board, Board, Deadline)}, told a solution found already (by a fast solver, for instance): an
     * optimal search may stop as soon as it has proven that none is shorter, and answer with it. This default
     * ignores it.
     *
     * @param known a solution from the board to the goal
     */
    default Solution solve(Board board, Board goal, Deadline deadline, Solution known) {
        return solve(board, goal, deadline);
    }
}
