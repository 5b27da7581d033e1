package dev.fifteen.search.fast;

import dev.fifteen.problem.Limit;
import dev.fifteen.problem.LimitExceededException;
import dev.fifteen.puzzle.Board;
import dev.fifteen.search.CompactMoves;
import dev.fifteen.search.Deadline;
import dev.fifteen.search.SearchProgress;
import dev.fifteen.search.Solution;
import dev.fifteen.search.Solver;
import dev.fifteen.search.Strategy;

import java.time.Duration;
import java.util.function.Consumer;

/**
 * The fast strategy for every shape: {@link FastSolver}'s line-by-line reduction, its guided runs and (on mid-size
 * boards) its bounded search, seen through the {@link Solver} contract. A caller that wants early solutions
 * ({@link SearchProgress#wantsEarlySolutions()}) is told each strictly shorter answer as it is found, the first at
 * once. It always answers, also cancelled or past the deadline (the first answer of a 100 x 100 board takes well under
 * a second; the first guided run may take twice the budget, the others end with it, each at its next tile); the
 * lower bound it reports is Manhattan distance plus linear conflicts. The slides are kept as {@link CompactMoves},
 * about five bytes a slide.
 */
public final class ReductionSolver implements Solver {

    /** The configuration property that limits the boards this solver takes. */
    public static final String MAX_CELLS_PROPERTY = "fifteen.solve.fast-max-cells";
    /** The configuration property that limits the longer side of the boards this solver takes. */
    public static final String MAX_SIDE_PROPERTY = "fifteen.solve.fast-max-side";

    private final FastSolver fastSolver;
    private final Duration maxSearchBudget;
    private final int maxCells;
    private final int maxSide;

    /**
     * @param fastSolver      the solver to adapt
     * @param maxSearchBudget the most time its guided runs and bounded search may take (half the remaining deadline
     *                        at most)
     */
    public ReductionSolver(FastSolver fastSolver, Duration maxSearchBudget) {
        this(fastSolver, maxSearchBudget, Integer.MAX_VALUE, Integer.MAX_VALUE);
    }

    /**
     * @param maxCells the largest board solved: a solution grows as the cube of the side (about 2.6 million
     *                 slides for 100 x 100), so larger boards are refused as over a limit
     * @param maxSide  the longest side solved: the slides grow as cells times the longer side, so a narrow
     *                 board (2 x 5000) would cost as much as a far larger square one
     */
    public ReductionSolver(FastSolver fastSolver, Duration maxSearchBudget, int maxCells, int maxSide) {
        if (maxCells < 4 || maxSide < 2) {
            throw new IllegalArgumentException(
                    "the fast solver needs at least 4 cells and sides of 2, not " + maxCells + " cells and " + maxSide);
        }
        this.maxSide = maxSide;
        this.fastSolver = fastSolver;
        this.maxSearchBudget = maxSearchBudget;
        this.maxCells = maxCells;
    }

    @Override
    public boolean supports(int rows, int columns) {
        return true;
    }

    /**
     * Refuses a board the fast solver does not take: more than {@code maxCells} cells ({@value #MAX_CELLS_PROPERTY})
     * or a side longer than {@code maxSide} ({@value #MAX_SIDE_PROPERTY}).
     *
     * @throws LimitExceededException ({@code board-too-large-to-solve}) for such a board
     */
    public static void requireInReach(Board board, int maxCells, int maxSide) {
        new Limit("board-too-large-to-solve", MAX_CELLS_PROPERTY, maxCells)
                .require(
                        board.size(),
                        () -> "a " + board.rows() + " x " + board.columns() + " board has "
                                + board.size() + " cells, more than the " + maxCells + " the fast solver takes ("
                                + MAX_CELLS_PROPERTY + ")");
        int side = Math.max(board.rows(), board.columns());
        new Limit("board-too-large-to-solve", MAX_SIDE_PROPERTY, maxSide)
                .require(
                        side,
                        () -> "a " + board.rows() + " x " + board.columns() + " board has a side of " + side
                                + ", longer than the " + maxSide + " the fast solver takes (" + MAX_SIDE_PROPERTY
                                + ")");
    }

    /**
     * @throws LimitExceededException ({@code board-too-large-to-solve}) for boards over the configured cells or side
     */
    @Override
    public Solution solve(Board board, Board goal, Deadline deadline) {
        requireInReach(board, maxCells, maxSide);
        Duration half = deadline.remaining().dividedBy(2);
        Duration budget = half.compareTo(maxSearchBudget) < 0 ? half : maxSearchBudget;
        long start = System.nanoTime();
        SearchProgress progress = deadline.progress();
        Consumer<FastSolution> improved = progress.wantsEarlySolutions()
                ? found -> progress.solution(solution(board, found, start))
                : found -> {};
        return solution(board, fastSolver.solve(board, goal, budget, deadline::cancelled, improved), start);
    }

    private static Solution solution(Board board, FastSolution fast, long start) {
        CompactMoves moves = new CompactMoves(fast.tiles(board), fast.directions());
        String method = switch (fast.method()) {
                    case WEIGHTED_SEARCH -> "weighted A* bounded by the line-by-line reduction";
                    case GUIDED -> "guided line-by-line reduction with path compression";
                    case WINDOWS -> "guided line-by-line reduction, its windows shortened by a local optimal search";
                    case CONSTRUCTIVE -> "line-by-line reduction with path compression";
                }
                + "; lower bound: manhattan distance + linear conflicts";
        return new Solution(moves, false, Strategy.FAST, method, fast.lowerBound(), 0, System.nanoTime() - start);
    }
}
