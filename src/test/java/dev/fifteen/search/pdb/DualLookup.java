package dev.fifteen.search.pdb;

import dev.fifteen.search.Heuristic;

import java.nio.ByteBuffer;
import java.util.Arrays;

/**
 * A heuristic and the dual lookups of {@link EveryBlankSplit} tables, by maximum (Zahavi, Felner, Holte &amp;
 * Schaeffer, "Duality in permutation state spaces and the dual search algorithm", AIJ 172, 2008). Relabel the tiles
 * so that the board becomes the ordered goal with the blank in the board's blank cell {@code a}: the goal becomes
 * the dual board, on which the tile named {@code x} sits in the goal cell of the tile now in cell {@code x}. A
 * relabelling keeps every move legal, so the dual board is as far from that goal (blank in {@code a}) as the board
 * is from its own: any admissible estimate of the one bounds the other. The split's tables serve every goal blank,
 * so each node gets its dual estimate: per group, which tiles lie in the group's home cells and where they belong.
 *
 * <p>Per move two cells change their tiles and the blank moves to the neighbouring cell, which stays in the same free
 * region of every group holding neither cell: at most two groups are looked up again (the one the blank leaves, the
 * one it enters), each ranked afresh. The wrapped heuristic is read first, and the dual splits in turn only while
 * the estimate does not yet exceed the search's limit, so a pruned move costs what it did. The estimates are not
 * consistent (a dual lookup may drop by more than one a move), which IDA* does not need.
 *
 * <p>The evaluator relies on the search's way of taking moves back: a move whose estimate exceeds the limit is taken
 * back before any other move is made.
 *
 * <p>A bench instrument ({@code MidSizeBench -Ddual=2}), not used by the service: on 4 x 5 the dual lookups of both
 * splits spared a third of the nodes but made a node 2.4 times as dear (see {@code docs/benchmarks.md}, "The last
 * iteration spared, and what did not pay").
 */
public final class DualLookup implements Heuristic {

    private final Heuristic regular;
    private final int goalBlank;
    private final int cells;
    /** Per split, group and blank cell: the cells of the pattern read, its table's heap bytes or buffer. */
    private final int[][][][] patternCells;

    private final byte[][][][] heapBytes;
    private final ByteBuffer[][][] buffers;
    private final int[][] groupOf;
    /** {@code weights[k][i]}: the place value of tile {@code i}'s digit in the index of a pattern of k tiles. */
    private final int[][] weights;

    private final String name;

    /**
     * @param regular   the heuristic toward the goal, read first
     * @param goalBlank the goal's blank cell
     * @param splits    tables of every goal blank of the same shape, each read for the dual board
     */
    public DualLookup(Heuristic regular, int goalBlank, EveryBlankSplit... splits) {
        if (splits.length == 0) {
            throw new IllegalArgumentException("a dual lookup needs at least one split");
        }
        this.regular = regular;
        this.goalBlank = goalBlank;
        this.cells = splits[0].rows() * splits[0].columns();
        this.patternCells = new int[splits.length][][][];
        this.heapBytes = new byte[splits.length][][][];
        this.buffers = new ByteBuffer[splits.length][][];
        this.groupOf = new int[splits.length][cells];
        StringBuilder names = new StringBuilder();
        int largest = 0;
        for (int s = 0; s < splits.length; s++) {
            EveryBlankSplit split = splits[s];
            if (split.rows() * split.columns() != cells) {
                throw new IllegalArgumentException("the splits must be of one shape");
            }
            int[][] groups = split.groupCells();
            patternCells[s] = new int[groups.length][cells][];
            heapBytes[s] = new byte[groups.length][cells][];
            buffers[s] = new ByteBuffer[groups.length][cells];
            for (int g = 0; g < groups.length; g++) {
                largest = Math.max(largest, groups[g].length);
                for (int blank = 0; blank < cells; blank++) {
                    PatternDatabase table = split.table(g, blank);
                    patternCells[s][g][blank] = table == null ? new int[0] : table.pattern();
                    heapBytes[s][g][blank] = EveryBlankSplit.heapOf(table);
                    buffers[s][g][blank] = EveryBlankSplit.bufferOf(table);
                }
            }
            for (int cell = 0; cell < cells; cell++) {
                groupOf[s][cell] = split.groupOf(cell);
            }
            names.append(s == 0 ? "" : ", ").append(split.name());
        }
        this.weights = new int[largest + 1][];
        for (int k = 0; k <= largest; k++) {
            weights[k] = new int[k];
            long weight = 1;
            for (int i = k - 1; i >= 0; i--) {
                weights[k][i] = (int) weight;
                weight *= cells - i;
            }
        }
        this.name = regular.name() + " max dual " + names;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public boolean consistent() {
        return false;
    }

    /** The wrapped heuristic's reads, and about two a dual split where they do not prune. */
    @Override
    public int readsPerMove() {
        return regular.readsPerMove() + 2 * patternCells.length;
    }

    @Override
    public int estimate(int[] state) {
        int blank = 0;
        while (state[blank] != goalBlank) {
            blank++;
        }
        int estimate = regular.estimate(state);
        for (int s = 0; s < patternCells.length; s++) {
            int sum = 0;
            for (int g = 0; g < patternCells[s].length; g++) {
                sum += value(s, g, blank, state);
            }
            estimate = Math.max(estimate, sum);
        }
        return estimate;
    }

    /**
     * Group {@code g} of split {@code s} on the dual board of {@code tileAt} (the tile label of each cell), the
     * board's blank in {@code blank}: the table read at the goal cells of the tiles in the pattern's cells.
     */
    private int value(int s, int g, int blank, int[] tileAt) {
        int[] pattern = patternCells[s][g][blank];
        if (pattern.length == 0) {
            return 0;
        }
        int[] weight = weights[pattern.length];
        int index = 0;
        int taken = 0;
        for (int i = 0; i < pattern.length; i++) {
            int cell = tileAt[pattern[i]];
            index += (cell - Integer.bitCount(taken & ((1 << cell) - 1))) * weight[i];
            taken |= 1 << cell;
        }
        byte[] heap = heapBytes[s][g][blank];
        return (heap != null ? heap[index] : buffers[s][g][blank].get(index)) & 0xFF;
    }

    @Override
    public Evaluator evaluator() {
        return new DualEvaluator(regular.evaluator());
    }

    private final class DualEvaluator implements Evaluator {

        private final Evaluator first;
        private final int[] tileAt = new int[cells];
        private final int[][] value;
        private final int[] sum;
        /** Per move: each dual split read's two old group values, then how many splits were read. */
        private int[] saved = new int[1024];

        private int top;

        DualEvaluator(Evaluator first) {
            this.first = first;
            this.value = new int[patternCells.length][];
            for (int s = 0; s < patternCells.length; s++) {
                value[s] = new int[patternCells[s].length];
            }
            this.sum = new int[patternCells.length];
        }

        @Override
        public int reset(int[] positionOf) {
            top = 0;
            for (int label = 0; label < cells; label++) {
                tileAt[positionOf[label]] = label;
            }
            int blank = positionOf[goalBlank];
            int estimate = first.reset(positionOf);
            for (int s = 0; s < value.length; s++) {
                sum[s] = 0;
                for (int g = 0; g < value[s].length; g++) {
                    value[s][g] = value(s, g, blank, tileAt);
                    sum[s] += value[s][g];
                }
                estimate = Math.max(estimate, sum[s]);
            }
            return estimate;
        }

        @Override
        public int moved(int label, int from, int to) {
            return moved(label, from, to, Integer.MAX_VALUE);
        }

        @Override
        public int moved(int label, int from, int to, int limit) {
            if (top + 1 + 2 * value.length > saved.length) {
                saved = Arrays.copyOf(saved, saved.length * 2);
            }
            tileAt[to] = label;
            tileAt[from] = goalBlank;
            int estimate = first.moved(label, from, to, limit);
            int read = 0;
            for (int s = 0; s < value.length && estimate <= limit; s++) {
                int[] values = value[s];
                // the blank enters the group of the tile's old cell and leaves its own old cell's
                int entered = groupOf[s][from];
                int left = groupOf[s][to];
                saved[top++] = values[entered];
                saved[top++] = values[left];
                int change = -values[entered];
                values[entered] = value(s, entered, from, tileAt);
                change += values[entered];
                if (left != entered) {
                    change -= values[left];
                    values[left] = value(s, left, from, tileAt);
                    change += values[left];
                }
                sum[s] += change;
                estimate = Math.max(estimate, sum[s]);
                read++;
            }
            saved[top++] = read;
            return estimate;
        }

        @Override
        public void undo(int label, int from, int to) {
            int read = saved[--top];
            for (int s = read - 1; s >= 0; s--) {
                int[] values = value[s];
                int entered = groupOf[s][from];
                int left = groupOf[s][to];
                int oldLeft = saved[--top];
                int oldEntered = saved[--top];
                sum[s] += oldEntered - values[entered];
                values[entered] = oldEntered;
                if (left != entered) {
                    sum[s] += oldLeft - values[left];
                    values[left] = oldLeft;
                }
            }
            first.undo(label, from, to);
            tileAt[from] = label;
            tileAt[to] = goalBlank;
        }
    }
}
