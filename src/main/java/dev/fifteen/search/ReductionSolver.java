package dev.fifteen.search;

import dev.fifteen.puzzle.Board;
import dev.fifteen.puzzle.Move;
import dev.fifteen.search.fast.FastSolution;
import dev.fifteen.search.fast.FastSolver;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * The fast strategy for every shape: {@link FastSolver}'s line-by-line reduction (with its bounded search on
 * mid-size boards), seen through the {@link Solver} contract. It always answers; the lower bound it reports is
 * Manhattan distance plus linear conflicts.
 */
public final class ReductionSolver implements Solver {

    private final FastSolver fastSolver;
    private final Duration maxSearchBudget;

    /**
     * @param fastSolver      the solver to adapt
     * @param maxSearchBudget the most time its bounded search may take (half the remaining deadline at most)
     */
    public ReductionSolver(FastSolver fastSolver, Duration maxSearchBudget) {
        this.fastSolver = fastSolver;
        this.maxSearchBudget = maxSearchBudget;
    }

    @Override
    public Strategy strategy() {
        return Strategy.FAST;
    }

    @Override
    public boolean supports(int rows, int columns) {
        return true;
    }

    @Override
    public Solution solve(Board board, Board goal, Deadline deadline) {
        Duration half = deadline.remaining().dividedBy(2);
        Duration budget = half.compareTo(maxSearchBudget) < 0 ? half : maxSearchBudget;
        long start = System.nanoTime();
        FastSolution fast = fastSolver.solve(board, goal, budget);
        int[] tiles = fast.tiles(board);
        List<Move> moves = new ArrayList<>(tiles.length);
        for (int i = 0; i < tiles.length; i++) {
            moves.add(new Move(tiles[i], fast.direction(i)));
        }
        String method = fast.method() == FastSolution.Method.WEIGHTED_SEARCH
                ? "weighted search bounded by the line-by-line reduction"
                : "line-by-line reduction with path compression";
        return new Solution(moves, false, Strategy.FAST, method, fast.lowerBound(), 0, System.nanoTime() - start);
    }
}
