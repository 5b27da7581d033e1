package dev.fifteen.search.anytime;

import dev.fifteen.search.Deadline;
import dev.fifteen.search.Grid;
import dev.fifteen.search.Heuristic;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Beam search with the tables (Bisiani's beam search; for sliding puzzles with an admissible estimate, as in Furcy
 * and Koenig, "Limited discrepancy beam search", IJCAI 2005): breadth-first, depth by depth, keeping at each depth
 * only the {@code width} boards of smallest estimate, a board met twice at one depth kept once, the blank never
 * moved straight back. It answers the first goal it meets, a path usually a few per cent longer than the shortest
 * and, where the fast reduction's answer is far from it, much shorter than that one (a hard 3 x 7 board: 133 slides
 * against the reduction's 155, which the weighted searches alone take to 149): the start the weighted searches
 * improve from ({@link NearOptimalSolver}).
 *
 * <p>Time: up to three children's estimates a kept board and depth, each one incremental lookup after an estimate of
 * its parent from scratch; memory ({@link #peakBytes}): the kept boards, their children and the keys of one depth,
 * and one int a slot for each depth reached, 2.2 MB and 40 KB a depth for 10,000 boards of 21 cells. No
 * allocation in the loop but one array a depth. Boards of at most 32 cells. Not thread-safe; one search a solve.
 */
final class BeamSearch {

    /** The largest estimate told apart when the children are ranked; larger ones rank together, last. */
    private static final int MOST_ESTIMATE = 1023;

    /** Polls the deadline every so many parents. */
    private static final int POLL_MASK = (1 << 10) - 1;

    private final Grid grid;
    private final Heuristic.Evaluator evaluator;
    private final int width;
    private final int cells;

    /**
     * The boards kept at the current depth, {@code cells} labels each, their blank, its previous cell and the board of
     * the depth before each came from.
     */
    private final byte[] kept;

    private final int[] keptBlank;
    private final int[] keptPrevious;
    private final int[] keptParent;
    /** The children of the kept boards, before the best are kept. */
    private final byte[] children;

    private final int[] childEstimate;
    private final int[] childBlank;
    private final int[] childPrevious;
    private final int[] childParent;
    private final int[] tileAt;
    private final int[] positionOf;
    private final int[] histogram = new int[MOST_ESTIMATE + 1];
    /** The keys of the boards kept at the current depth: open addressing, a slot live when stamped this depth. */
    private final long[] keys;

    private final int[] stamps;
    private int stamp;
    private long nodes;

    /**
     * @param grid      the board's cells (of the heuristic's orientation)
     * @param heuristic the estimate toward the goal
     * @param width     the boards kept at each depth, at least 1
     */
    BeamSearch(Grid grid, Heuristic heuristic, int width) {
        if (width < 1) {
            throw new IllegalArgumentException("a beam keeps at least one board, not " + width);
        }
        if (grid.size > 32) {
            throw new IllegalArgumentException("a beam's steps hold a cell in five bits, not " + grid.size + " cells");
        }
        this.grid = grid;
        this.evaluator = heuristic.evaluator();
        this.width = width;
        this.cells = grid.size;
        this.kept = new byte[width * cells];
        this.keptBlank = new int[width];
        this.keptPrevious = new int[width];
        this.keptParent = new int[width];
        int most = width * 3 + 1;
        this.children = new byte[most * cells];
        this.childEstimate = new int[most];
        this.childBlank = new int[most];
        this.childPrevious = new int[most];
        this.childParent = new int[most];
        this.tileAt = new int[cells];
        this.positionOf = new int[cells];
        int slots = Integer.highestOneBit(width * 4 - 1) << 1;
        this.keys = new long[slots];
        this.stamps = new int[slots];
    }

    /**
     * The blank's cells after each slide from {@code state} to the goal, a path of fewer than {@code shorterThan}
     * slides; {@code null} when the beam finds none that short or the deadline passes first.
     *
     * @param state      the board relabelled for the heuristic's goal (the label of each cell's tile)
     * @param blankLabel the blank's label
     */
    int[] search(int[] state, int blankLabel, int shorterThan, Deadline deadline) {
        int count = 1;
        for (int cell = 0; cell < cells; cell++) {
            kept[cell] = (byte) state[cell];
            if (state[cell] == blankLabel) {
                keptBlank[0] = cell;
            }
        }
        keptPrevious[0] = -1;
        List<int[]> steps = new ArrayList<>();
        for (int depth = 1; depth < shorterThan; depth++) {
            int made = 0;
            for (int board = 0; board < count; board++) {
                if ((++nodes & POLL_MASK) == 0
                        && (deadline.expired() || Thread.currentThread().isInterrupted())) {
                    return null;
                }
                int base = board * cells;
                for (int cell = 0; cell < cells; cell++) {
                    tileAt[cell] = kept[base + cell];
                    positionOf[tileAt[cell]] = cell;
                }
                evaluator.reset(positionOf);
                int blank = keptBlank[board];
                for (int cell : grid.neighbours[blank]) {
                    if (cell == keptPrevious[board]) {
                        continue;
                    }
                    int label = tileAt[cell];
                    positionOf[label] = blank;
                    positionOf[blankLabel] = cell;
                    int estimate = evaluator.moved(label, cell, blank);
                    evaluator.undo(label, cell, blank);
                    positionOf[label] = cell;
                    positionOf[blankLabel] = blank;
                    if (estimate == 0) {
                        return path(steps, board, cell, depth);
                    }
                    int child = made * cells;
                    System.arraycopy(kept, base, children, child, cells);
                    children[child + blank] = (byte) label;
                    children[child + cell] = (byte) blankLabel;
                    childEstimate[made] = Math.min(estimate, MOST_ESTIMATE);
                    childBlank[made] = cell;
                    childPrevious[made] = blank;
                    childParent[made] = board;
                    made++;
                }
            }
            count = keepBest(made);
            int[] step = new int[count];
            for (int board = 0; board < count; board++) {
                step[board] = keptParent[board] << 5 | keptBlank[board];
            }
            steps.add(step);
        }
        return null;
    }

    /**
     * The most heap a search of a board of {@code cells} cells takes when it reaches {@code depth}: the kept boards
     * and their children (four bytes a cell a slot), their blanks, previous cells, parents and estimates, the keys
     * of one depth (four to eight slots of twelve bytes a board), and one int a slot for each depth.
     */
    static long peakBytes(int cells, int width, int depth) {
        long slots = Integer.highestOneBit(width * 4 - 1) << 1;
        return 4L * width * cells + 3L * 4 * width + 4L * 4 * (3L * width + 1) + 12 * slots + 4L * width * depth;
    }

    /** The boards expanded so far. */
    long nodes() {
        return nodes;
    }

    /**
     * Keeps the {@code width} children of smallest estimate (ties in the order they were made), each board once;
     * returns how many.
     */
    private int keepBest(int made) {
        Arrays.fill(histogram, 0);
        for (int child = 0; child < made; child++) {
            histogram[childEstimate[child]]++;
        }
        int cutoff = 0;
        int below = 0;
        while (cutoff < MOST_ESTIMATE && below + histogram[cutoff] <= width) {
            below += histogram[cutoff++];
        }
        int atCutoff = width - below;
        if (++stamp == 0) {
            Arrays.fill(stamps, 0);
            stamp = 1;
        }
        int count = 0;
        for (int child = 0; child < made && count < width; child++) {
            int estimate = childEstimate[child];
            if (estimate > cutoff || estimate == cutoff && atCutoff == 0) {
                continue;
            }
            if (!firstMeeting(child * cells)) {
                continue;
            }
            if (estimate == cutoff) {
                atCutoff--;
            }
            System.arraycopy(children, child * cells, kept, count * cells, cells);
            keptBlank[count] = childBlank[child];
            keptPrevious[count] = childPrevious[child];
            keptParent[count] = childParent[child];
            count++;
        }
        return count;
    }

    /** Whether the child at {@code offset} is the first of its board at this depth (it is recorded if so). */
    private boolean firstMeeting(int offset) {
        long key = 0x9E3779B97F4A7C15L;
        for (int cell = 0; cell < cells; cell++) {
            key = (key ^ children[offset + cell]) * 0x100000001B3L;
        }
        key ^= key >>> 29;
        int mask = keys.length - 1;
        for (int slot = (int) (key ^ key >>> 32) & mask; ; slot = slot + 1 & mask) {
            if (stamps[slot] != stamp) {
                stamps[slot] = stamp;
                keys[slot] = key;
                return true;
            }
            if (keys[slot] == key) {
                return false;
            }
        }
    }

    /**
     * The blank's cells along the kept boards' parents back to the start, then into {@code last}: each depth's step
     * holds a kept board's parent above five bits of its blank's cell.
     */
    private static int[] path(List<int[]> steps, int board, int last, int depth) {
        int[] cells = new int[depth];
        cells[depth - 1] = last;
        for (int d = depth - 2; d >= 0; d--) {
            int step = steps.get(d)[board];
            cells[d] = step & 31;
            board = step >>> 5;
        }
        return cells;
    }
}
