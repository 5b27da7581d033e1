package dev.fifteen.search.fast;

import dev.fifteen.search.SearchStopped;

import java.util.function.BooleanSupplier;

/**
 * The line-by-line reduction of {@link ParberryReduction}, with the blank's paths chosen to serve more than the tile it
 * moves: every walk of the blank is the cheapest path by Dijkstra's algorithm in a box around its ends, where a slide
 * costs {@value #SLIDE_COST} less the weight of the tile it displaces for the cell that tile comes nearer its goal
 * (plus the weight when it goes farther), never below zero. A tile's weight falls with its layer, the lines solved
 * before its own (the region's next rows while it is taller than wide, then a row and a column at a time), as given by
 * {@code layerWeight}, so the walks push the next tiles
 * toward their cells instead of away, and a detour that does costs nothing. Each step of the tile being moved goes
 * along the axis whose walk of the blank plus the tile's estimated rest of the way is cheaper. A walk that cannot
 * leave its box (locked cells in the way) searches the whole region. Ties are broken by a seeded generator, so runs
 * with different seeds give different answers.
 *
 * <p>Cost: O(rows * columns * (rows + columns)) slides, each walk O(box area * log) time, O(rows * columns) memory,
 * no allocation per slide. Precondition: the board is solvable toward the standard goal (checked by the caller).
 */
final class GuidedReduction extends LineReduction {

    /** The cost of one slide in the walks' units; a tile's weight per cell is at most this much less. */
    static final int SLIDE_COST = 16;

    /** How far a walk may stray outside the box of its ends. */
    private static final int MARGIN = 2;

    private final int[] layerWeight;
    private final BooleanSupplier stop;
    private final java.util.SplittableRandom random;
    private static final long CELL_MASK = (1L << 24) - 1;

    private final int[] cost;
    private final int[] closed;
    private final long[] heap;
    /** The goal row and column of each tile in the original orientation. */
    private final int[] goalRow;

    private final int[] goalColumn;

    /**
     * @param rows        board rows
     * @param columns     board columns
     * @param labels      cells in reading order, tile {@code t} belonging at index {@code t - 1} of the standard goal
     * @param layerWeight the weight of a tile a cell, by its layer (the rows, or pairs of a row and a column, solved
     *                    before the line of its goal); layers past the end weigh nothing
     * @param seed        the seed of the ties' generator
     * @param stop        polled once a tile: true ends the run without an answer
     */
    GuidedReduction(int rows, int columns, int[] labels, int[] layerWeight, long seed, BooleanSupplier stop) {
        super(rows, columns, labels);
        int n = rows * columns;
        this.layerWeight = layerWeight.clone();
        this.stop = stop;
        this.random = new java.util.SplittableRandom(seed);
        this.cost = new int[n];
        this.closed = new int[n];
        this.heap = new long[4 * n + 4];
        this.goalRow = new int[n];
        this.goalColumn = new int[n];
        for (int tile = 1; tile < n; tile++) {
            goalRow[tile] = (tile - 1) / columns;
            goalColumn[tile] = (tile - 1) % columns;
        }
    }

    /** Runs the reduction and returns the slides (tile directions in the original orientation), null if stopped. */
    MoveBuffer solve() {
        try {
            return reduce();
        } catch (SearchStopped e) {
            return null;
        }
    }

    @Override
    void moveTile(int tile, int target) {
        if (stop.getAsBoolean()) {
            throw SearchStopped.SIGNAL;
        }
        int targetRow = target / columns;
        int targetColumn = target % columns;
        while (position[tile] != target) {
            int at = position[tile];
            int row = at / columns;
            int column = at % columns;
            int vertical = -1;
            int horizontal = -1;
            if (row != targetRow) {
                int next = at + (targetRow > row ? columns : -columns);
                vertical = locked[next] ? -1 : next;
            }
            if (column != targetColumn) {
                int next = at + (targetColumn > column ? 1 : -1);
                horizontal = locked[next] ? -1 : next;
            }
            int best;
            if (vertical < 0 && horizontal < 0) {
                throw new IllegalStateException("tile " + tile + " is walled in on its way to its target");
            } else if (vertical < 0 || horizontal < 0) {
                best = Math.max(vertical, horizontal);
                if (blank != best && !plan(best, -1, at)) {
                    throw new IllegalStateException("the blank cannot reach its cell");
                }
            } else {
                if (!plan(vertical, horizontal, at)) {
                    throw new IllegalStateException("the blank cannot reach its cell");
                }
                long verticalCost = cost[vertical] + (long) SLIDE_COST * remainingEstimate(vertical, target);
                long horizontalCost = cost[horizontal] + (long) SLIDE_COST * remainingEstimate(horizontal, target);
                best = verticalCost <= horizontalCost ? vertical : horizontal;
            }
            commitWalk(best);
            moveBlankTo(at);
        }
    }

    /**
     * About the slides a lone tile needs from a cell to its target once the blank is behind it: 3 a cell where it
     * can alternate directions, 5 a cell straight on.
     */
    private int remainingEstimate(int from, int target) {
        int rowGap = Math.abs(from / columns - target / columns);
        int columnGap = Math.abs(from % columns - target % columns);
        int diagonal = Math.min(rowGap, columnGap);
        return 6 * diagonal + 5 * (rowGap + columnGap - 2 * diagonal);
    }

    // --- moving the blank ---

    /** Walks the blank to a cell by its cheapest path, never through locked cells or the cell {@code avoid} (-1). */
    @Override
    void routeBlank(int to, int avoid) {
        if (blank == to) {
            return;
        }
        if (!plan(to, -1, avoid)) {
            throw new IllegalStateException("the blank cannot reach its cell");
        }
        commitWalk(to);
    }

    /**
     * The blank's cheapest paths to {@code to} and to {@code alsoTo} (-1 for none), in a box around the three cells,
     * else in the whole region; false when one cannot be reached.
     */
    private boolean plan(int to, int alsoTo, int avoid) {
        int firstRow = Math.min(blank / columns, to / columns);
        int lastRow = Math.max(blank / columns, to / columns);
        int firstColumn = Math.min(blank % columns, to % columns);
        int lastColumn = Math.max(blank % columns, to % columns);
        if (alsoTo >= 0) {
            firstRow = Math.min(firstRow, alsoTo / columns);
            lastRow = Math.max(lastRow, alsoTo / columns);
            firstColumn = Math.min(firstColumn, alsoTo % columns);
            lastColumn = Math.max(lastColumn, alsoTo % columns);
        }
        return dijkstra(
                        to,
                        alsoTo,
                        avoid,
                        Math.max(top, firstRow - MARGIN),
                        Math.min(rows - 1, lastRow + MARGIN),
                        Math.max(left, firstColumn - MARGIN),
                        Math.min(columns - 1, lastColumn + MARGIN))
                || dijkstra(to, alsoTo, avoid, top, rows - 1, left, columns - 1);
    }

    /** Walks the blank along the path {@link #plan} found to a cell. */
    private void commitWalk(int to) {
        int length = 0;
        for (int cell = to; cell != blank; cell = parent[cell]) {
            queue[length++] = cell;
        }
        for (int i = length - 1; i >= 0; i--) {
            moveBlankTo(queue[i]);
        }
    }

    /**
     * Dijkstra's algorithm from the blank inside the box, until both cells are reached; a step costs
     * {@link #SLIDE_COST} less the weighted gain of the tile it displaces, at least zero. A cheapest path is simple,
     * so each tile
     * on it moves once and the costs are exact.
     */
    private boolean dijkstra(
            int to, int alsoTo, int avoid, int firstRow, int lastRow, int firstColumn, int lastColumn) {
        if (++visitStamp == Integer.MAX_VALUE) {
            java.util.Arrays.fill(visited, 0);
            java.util.Arrays.fill(closed, 0);
            visitStamp = 1;
        }
        int heapSize = 0;
        visited[blank] = visitStamp;
        cost[blank] = 0;
        heap[heapSize++] = key(0, blank);
        int missing = alsoTo >= 0 && alsoTo != to ? 2 : 1;
        while (heapSize > 0) {
            long least = heap[0];
            heapSize = popHeap(heapSize);
            int cell = (int) (least & CELL_MASK);
            if (closed[cell] == visitStamp) {
                continue;
            }
            closed[cell] = visitStamp;
            if ((cell == to || cell == alsoTo) && --missing == 0) {
                return true;
            }
            int cellCost = cost[cell];
            for (int d = 0; d < 4; d++) {
                int next = neighbour(cell, d);
                if (next < 0
                        || closed[next] == visitStamp
                        || next == avoid
                        || !inWindow(next, firstRow, lastRow, firstColumn, lastColumn)) {
                    continue;
                }
                int nextCost = cellCost + Math.max(0, SLIDE_COST - gain(cells[next], next, cell));
                if (visited[next] != visitStamp || nextCost < cost[next]) {
                    visited[next] = visitStamp;
                    cost[next] = nextCost;
                    parent[next] = cell;
                    heapSize = pushHeap(heapSize, key(nextCost, next));
                }
            }
        }
        return false;
    }

    /** The weighted cells a tile comes nearer to its goal when it slides from {@code from} to {@code to}. */
    private int gain(int tile, int from, int to) {
        int goalR = transposed ? goalColumn[tile] : goalRow[tile];
        int goalC = transposed ? goalRow[tile] : goalColumn[tile];
        // a region taller than wide loses rows alone until it is square, then a row and a column in turn: a tile's
        // layer counts the rows, or the pairs of a row and a column, solved before its own line
        int rowsFirst = Math.max(0, (rows - top) - (columns - left) - 1);
        int layer = Math.min(goalR - top, goalC - left + rowsFirst);
        if (tile == 0 || layer >= layerWeight.length) {
            return 0;
        }
        int before = Math.abs(from / columns - goalR) + Math.abs(from % columns - goalC);
        int after = Math.abs(to / columns - goalR) + Math.abs(to % columns - goalC);
        return layerWeight[layer] * (before - after);
    }

    private long key(int pathCost, int cell) {
        return ((long) pathCost << 40) | ((long) random.nextInt(1 << 16) << 24) | cell;
    }

    private int pushHeap(int size, long value) {
        int i = size;
        while (i > 0) {
            int up = (i - 1) >> 1;
            if (heap[up] <= value) {
                break;
            }
            heap[i] = heap[up];
            i = up;
        }
        heap[i] = value;
        return size + 1;
    }

    private int popHeap(int size) {
        int last = size - 1;
        long value = heap[last];
        int i = 0;
        while (true) {
            int child = 2 * i + 1;
            if (child >= last) {
                break;
            }
            if (child + 1 < last && heap[child + 1] < heap[child]) {
                child++;
            }
            if (heap[child] >= value) {
                break;
            }
            heap[i] = heap[child];
            i = child;
        }
        heap[i] = value;
        return last;
    }

    /** The cell next to {@code cell} on the side {@code blankDirection} (0 up, 1 down, 2 left, 3 right), or -1. */
}
