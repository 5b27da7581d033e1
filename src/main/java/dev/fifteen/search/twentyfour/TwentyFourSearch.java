package dev.fifteen.search.twentyfour;

import dev.fifteen.search.Deadline;
import dev.fifteen.search.DuplicatePruning;
import dev.fifteen.search.Grid;
import dev.fifteen.search.ParallelRound;
import dev.fifteen.search.SearchProgress;

import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

/**
 * IDA* on the 5 x 5 board with the {@link TwentyFourTables}: one search, one thread, not reusable. The board is two
 * 25-entry arrays (the label on each cell, the cell of each label); a move changes one tile, so it changes one lookup
 * of each sum (on the board and on the reflected board, per split), whose entries are read again from that tile's
 * pattern alone (six population counts each); the sums are read in order, and a later one only when no earlier one
 * already prunes the node. Paths are pruned by {@link DuplicatePruning}, whose state replaces the blank's previous
 * cell. No allocation and no boxing in the loop; the deadline (and with it the caller's cancellation) is polled every
 * {@value #POLL_MASK_PLUS_ONE} nodes, where the node count is also reported.
 *
 * <p>For a search shared by threads ({@link TwentyFourSplitSearch}), each thread has its own instance, {@link #load
 * loaded} with one frontier node at a time; the instances then add their counts to one shared total at each poll
 * (only the caller's thread reports it) and also stop when their {@link ParallelRound} stops. This loop is the 5 x 5
 * kernel, specialised for its tables (no virtual call, no allocation per node).
 *
 * <p>Preconditions: the board is relabelled for the goal with the blank in cell 0 (see
 * {@link dev.fifteen.search.GoalLabels}: label 0 is the blank) and can reach it.
 */
final class TwentyFourSearch {

    static final int FOUND = -1;
    static final int STOPPED = -2;
    private static final int CELLS = TilePartition.CELLS;
    private static final int MAX_TILES = 7;
    private static final int MAX_SUMS = 8;
    private static final int POLL_MASK = (1 << 12) - 1;
    private static final int POLL_MASK_PLUS_ONE = POLL_MASK + 1;
    /** Longer than any optimal 5 x 5 solution (at most 208 moves are known to suffice). */
    private static final int MAX_DEPTH = 256;

    private final int[] board = new int[CELLS];
    private final int[] positionOf = new int[CELLS];
    private final int[] neighbours;
    private final int[] neighbourCount;
    /** The blank's move to each neighbour, numbered as {@link DuplicatePruning} numbers them. */
    private final int[] directions;

    private final DuplicatePruning pruning = DuplicatePruning.standard();
    private final int lookupCount;
    private final int[] lookupSize;
    private final int[] lookupTiles;
    private final int[] lookupMap;
    private final byte[][] heapTables;
    private final ByteBuffer[] bufferTables;
    /** The number of sums: two per split of the tables. */
    private final int sumCount;
    /** The lookup of each sum that reads each tile: {@code lookupOf[sum * CELLS + tile]}. */
    private final int[] lookupOf;
    /** The sum each lookup counts in. */
    private final int[] lookupSum;
    /** Each sum on the board. */
    private final int[] sums;
    /** The new entries of the lookups a move changes, per depth: {@code moved[g * MAX_SUMS + sum]}. */
    private final int[] moved;

    private final int[] value;
    private final int[] path = new int[MAX_DEPTH];
    private final Deadline deadline;
    private final SearchProgress progress;

    private long nodes;
    /** The smallest estimate of a node entered since {@link #closest()} was last read. */
    private int closest = Integer.MAX_VALUE;

    private int nextBound;
    private int solutionLength = -1;
    /** The nodes of every thread of a shared search, or {@code null} when this search runs alone. */
    private AtomicLong sharedNodes;
    /** The round of a shared search, stopped by the thread that ends it (solution found, deadline), or {@code null}. */
    private ParallelRound<?> round;

    private boolean reports = true;

    TwentyFourSearch(TwentyFourTables tables, int[] state, Deadline deadline) {
        this.deadline = deadline;
        this.progress = deadline.progress();
        Grid grid = new Grid(TilePartition.ROWS, TilePartition.COLUMNS);
        neighbours = new int[CELLS * 4];
        neighbourCount = new int[CELLS];
        directions = new int[CELLS * 4];
        for (int cell = 0; cell < CELLS; cell++) {
            int[] adjacent = grid.neighbours[cell];
            neighbourCount[cell] = adjacent.length;
            System.arraycopy(adjacent, 0, neighbours, cell * 4, adjacent.length);
            System.arraycopy(grid.directions[cell], 0, directions, cell * 4, adjacent.length);
        }
        List<TilePartition.Lookup> lookups = tables.lookups();
        lookupCount = lookups.size();
        lookupSize = new int[lookupCount];
        lookupTiles = new int[lookupCount * MAX_TILES];
        lookupMap = new int[lookupCount * CELLS];
        heapTables = new byte[lookupCount][];
        bufferTables = new ByteBuffer[lookupCount];
        value = new int[lookupCount];
        sumCount = tables.partition().sums();
        if (sumCount > MAX_SUMS) {
            throw new IllegalArgumentException("at most " + MAX_SUMS + " sums, not " + sumCount);
        }
        lookupOf = new int[sumCount * CELLS];
        lookupSum = new int[lookupCount];
        sums = new int[sumCount];
        moved = new int[MAX_DEPTH * MAX_SUMS];
        for (int l = 0; l < lookupCount; l++) {
            TilePartition.Lookup lookup = lookups.get(l);
            lookupSize[l] = lookup.tiles().length;
            System.arraycopy(lookup.tiles(), 0, lookupTiles, l * MAX_TILES, lookup.tiles().length);
            System.arraycopy(lookup.cellMap(), 0, lookupMap, l * CELLS, CELLS);
            heapTables[l] = tables.heap(lookup.table());
            bufferTables[l] = tables.buffer(lookup.table());
            lookupSum[l] = lookup.sum();
            for (int tile : lookup.tiles()) {
                lookupOf[lookup.sum() * CELLS + tile] = l;
            }
        }
        load(state, path, 0);
    }

    /**
     * Makes this search one thread of a shared one: its nodes go into {@code sharedNodes} at every poll, reported
     * to the progress listener only when {@code reports}, and it stops when {@code round} stops.
     */
    void share(AtomicLong sharedNodes, ParallelRound<?> round, boolean reports) {
        this.sharedNodes = sharedNodes;
        this.round = round;
        this.reports = reports;
    }

    /** Sets the board to {@code state}, reached from the start by the blank's cells {@code prefix[0..depth)}. */
    void load(int[] state, int[] prefix, int depth) {
        System.arraycopy(state, 0, board, 0, CELLS);
        for (int cell = 0; cell < CELLS; cell++) {
            positionOf[state[cell]] = cell;
        }
        if (prefix != path) {
            System.arraycopy(prefix, 0, path, 0, depth);
        }
        Arrays.fill(sums, 0);
        for (int l = 0; l < lookupCount; l++) {
            value[l] = read(l);
            sums[lookupSum[l]] += value[l];
        }
    }

    /** The number of sums. */
    int sums() {
        return sumCount;
    }

    /** One sum of lookups on the board loaded; sum 0 is 0 on the goal only. */
    int sum(int sum) {
        return sums[sum];
    }

    /** The cell of the blank on the board loaded. */
    int blank() {
        return positionOf[0];
    }

    /** The heuristic at the start: a proven lower bound. */
    int estimate() {
        int estimate = 0;
        for (int sum = 0; sum < sumCount; sum++) {
            estimate = Math.max(estimate, sums[sum]);
        }
        return estimate;
    }

    long nodes() {
        return nodes;
    }

    /**
     * The smallest estimate (the largest sum) of a node the search entered since the last call, or
     * {@link Integer#MAX_VALUE} if none; starts over.
     */
    int closest() {
        int smallest = closest;
        closest = Integer.MAX_VALUE;
        return smallest;
    }

    /**
     * One iteration: every path whose cost plus estimate stays within {@code bound}.
     *
     * @return {@link #FOUND} with the solution in {@link #solution()}, {@link #STOPPED} at the deadline, else the
     *     next bound (the smallest cost plus estimate above this one)
     */
    int iterate(int bound) {
        return iterate(bound, 0, DuplicatePruning.START);
    }

    /**
     * As {@link #iterate(int)}, from the board loaded as a node at depth {@code g} reached with the duplicate
     * pruning in {@code state} ({@link DuplicatePruning#START} at the start).
     */
    int iterate(int bound, int g, int state) {
        nextBound = Integer.MAX_VALUE;
        int result = search(positionOf[0], state, g, bound);
        if (result == FOUND || result == STOPPED) {
            return result;
        }
        return nextBound;
    }

    /** The blank's cells along the solution found, after the start. */
    int[] solution() {
        return Arrays.copyOf(path, solutionLength);
    }

    private int search(int blank, int state, int g, int bound) {
        if (sums[0] == 0) {
            solutionLength = g;
            return FOUND;
        }
        if ((++nodes & POLL_MASK) == 0 && poll()) {
            return STOPPED;
        }
        int base = blank * 4;
        int count = neighbourCount[blank];
        int slot = g * MAX_SUMS;
        for (int i = 0; i < count; i++) {
            int next = pruning.next(state, directions[base + i]);
            if (next == DuplicatePruning.PRUNED) {
                continue;
            }
            int cell = neighbours[base + i];
            int tile = board[cell];
            board[blank] = tile;
            board[cell] = 0;
            positionOf[tile] = blank;
            positionOf[0] = cell;
            boolean pruned = false;
            for (int sum = 0; sum < sumCount; sum++) {
                int l = lookupOf[sum * CELLS + tile];
                int entry = read(l);
                int f = g + 1 + sums[sum] - value[l] + entry;
                if (f > bound) {
                    if (f < nextBound) {
                        nextBound = f;
                    }
                    pruned = true;
                    break;
                }
                moved[slot + sum] = entry;
            }
            if (!pruned) {
                for (int sum = 0; sum < sumCount; sum++) {
                    int l = lookupOf[sum * CELLS + tile];
                    int entry = moved[slot + sum];
                    sums[sum] += entry - value[l];
                    moved[slot + sum] = value[l];
                    value[l] = entry;
                }
                int estimate = sums[0];
                for (int sum = 1; sum < sumCount; sum++) {
                    estimate = Math.max(estimate, sums[sum]);
                }
                if (estimate < closest) {
                    closest = estimate;
                }
                path[g] = cell;
                int result = search(cell, next, g + 1, bound);
                for (int sum = 0; sum < sumCount; sum++) {
                    int l = lookupOf[sum * CELLS + tile];
                    int old = moved[slot + sum];
                    sums[sum] += old - value[l];
                    value[l] = old;
                }
                if (result == FOUND || result == STOPPED) {
                    return result;
                }
            }
            board[cell] = tile;
            board[blank] = 0;
            positionOf[tile] = cell;
            positionOf[0] = blank;
        }
        return 0;
    }

    /** Reports the nodes; whether the search must stop. */
    private boolean poll() {
        if (sharedNodes == null) {
            progress.nodes(nodes);
            return deadline.expired();
        }
        long total = sharedNodes.addAndGet(POLL_MASK_PLUS_ONE);
        if (reports) {
            progress.nodes(total);
        }
        if (deadline.expired()) {
            round.stop();
            return true;
        }
        return round.stopped();
    }

    private int read(int l) {
        int base = l * MAX_TILES;
        int map = l * CELLS;
        int size = lookupSize[l];
        int index = 0;
        int occupied = 0;
        for (int m = 0; m < size; m++) {
            int cell = lookupMap[map + positionOf[lookupTiles[base + m]]];
            index = index * (CELLS - m) + cell - Integer.bitCount(occupied & ((1 << cell) - 1));
            occupied |= 1 << cell;
        }
        byte[] heap = heapTables[l];
        return (heap != null ? heap[index] : bufferTables[l].get(index)) & 0xFF;
    }
}
