package dev.fifteen.search.ida;

import dev.fifteen.search.DuplicatePruning;
import dev.fifteen.search.FrontierOrder;
import dev.fifteen.search.Grid;

/**
 * The paths of one depth from the root that the duplicate pruning accepts, in depth-first order until the search
 * sorts them by estimate, and then by what each iteration found below them ({@link FrontierOrder}): the work of an
 * iteration, shared out one path at a time. Memory: {@code depth + 1} ints a path.
 */
final class Frontier {

    final int depth;
    final int count;
    /** The blank's cells along path {@code i}: {@code cells[i * depth]} to {@code cells[(i + 1) * depth - 1]}. */
    final int[] cells;
    /** {@code states[i]}: the pruning automaton's state at the end of path {@code i}. */
    final int[] states;

    private Frontier(int depth, int count) {
        this.depth = depth;
        this.count = count;
        this.cells = new int[depth * count];
        this.states = new int[count];
    }

    /**
     * The shallowest frontier of at least {@code paths} paths not deeper than {@code maxDepth}; null if there is
     * none, or if a depth on the way holds more paths than a sort key can index.
     */
    static Frontier of(Grid grid, DuplicatePruning pruning, int blank, int maxDepth, int paths) {
        for (int depth = 1; depth <= maxDepth; depth++) {
            long count = count(grid, pruning, blank, DuplicatePruning.START, depth);
            if (count > FrontierOrder.MAX_PATHS) {
                return null;
            }
            if (count >= paths) {
                Frontier frontier = new Frontier(depth, (int) count);
                frontier.fill(grid, pruning, blank, DuplicatePruning.START, 0, new int[depth], new int[1]);
                return frontier;
            }
        }
        return null;
    }

    private static long count(Grid grid, DuplicatePruning pruning, int blank, int state, int depth) {
        if (depth == 0) {
            return 1;
        }
        long count = 0;
        for (int i = 0; i < grid.neighbours[blank].length; i++) {
            int next = pruning.next(state, grid.directions[blank][i]);
            if (next != DuplicatePruning.PRUNED) {
                count += count(grid, pruning, grid.neighbours[blank][i], next, depth - 1);
            }
        }
        return count;
    }

    /** Puts the paths in a new order: path {@code order[i]} becomes path {@code i}. */
    void reorder(int[] order) {
        int[] sortedCells = new int[cells.length];
        int[] sortedStates = new int[count];
        for (int i = 0; i < count; i++) {
            System.arraycopy(cells, order[i] * depth, sortedCells, i * depth, depth);
            sortedStates[i] = states[order[i]];
        }
        System.arraycopy(sortedCells, 0, cells, 0, cells.length);
        System.arraycopy(sortedStates, 0, states, 0, count);
    }

    private void fill(Grid grid, DuplicatePruning pruning, int blank, int state, int g, int[] prefix, int[] next) {
        if (g == depth) {
            System.arraycopy(prefix, 0, cells, next[0] * depth, depth);
            states[next[0]++] = state;
            return;
        }
        for (int i = 0; i < grid.neighbours[blank].length; i++) {
            int after = pruning.next(state, grid.directions[blank][i]);
            if (after != DuplicatePruning.PRUNED) {
                prefix[g] = grid.neighbours[blank][i];
                fill(grid, pruning, prefix[g], after, g + 1, prefix, next);
            }
        }
    }
}
