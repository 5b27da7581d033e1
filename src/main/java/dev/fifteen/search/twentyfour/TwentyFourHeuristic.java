package dev.fifteen.search.twentyfour;

import dev.fifteen.search.Heuristic;

import java.util.Arrays;
import java.util.List;

/**
 * The 5 x 5 tables ({@link TwentyFourTables}, built for the goal with the blank in cell 0) seen as a
 * {@link Heuristic}, so that a search written against the contract reads them: the largest of the sums of the
 * split's entries on the board and on the board reflected in the main diagonal. A move changes one tile, hence one
 * entry of each sum, read again from that tile's pattern alone. The entries count only their pattern's moves, so the
 * estimate is admissible; it is not consistent (an entry takes the blank anywhere in its region for free, so one move
 * can change it by more than 1), which IDA* does not need.
 *
 * <p>Memory: the tables are shared; an evaluator holds a few arrays of 25 entries and a stack of one entry per
 * sum and move.
 */
public final class TwentyFourHeuristic implements Heuristic {

    private static final int CELLS = TilePartition.CELLS;

    private final TwentyFourTables tables;
    private final int sumCount;
    private final int[][] lookupTiles;
    private final int[][] lookupMap;
    private final int[] lookupTable;
    private final int[] lookupSum;
    /** The lookup of each sum that reads each tile: {@code lookupOf[sum * CELLS + tile]}, -1 for the blank. */
    private final int[] lookupOf;

    public TwentyFourHeuristic(TwentyFourTables tables) {
        this.tables = tables;
        List<TilePartition.Lookup> lookups = tables.lookups();
        this.sumCount = tables.partition().sums();
        int count = lookups.size();
        lookupTiles = new int[count][];
        lookupMap = new int[count][];
        lookupTable = new int[count];
        lookupSum = new int[count];
        lookupOf = new int[sumCount * CELLS];
        Arrays.fill(lookupOf, -1);
        for (int l = 0; l < count; l++) {
            TilePartition.Lookup lookup = lookups.get(l);
            lookupTiles[l] = lookup.tiles().clone();
            lookupMap[l] = lookup.cellMap().clone();
            lookupTable[l] = lookup.table();
            lookupSum[l] = lookup.sum();
            for (int tile : lookup.tiles()) {
                lookupOf[lookup.sum() * CELLS + tile] = l;
            }
        }
    }

    /** The tables read. */
    TwentyFourTables tables() {
        return tables;
    }

    @Override
    public String name() {
        return tables.name();
    }

    @Override
    public boolean consistent() {
        return false;
    }

    @Override
    public int estimate(int[] state) {
        int[] positionOf = new int[CELLS];
        for (int cell = 0; cell < CELLS; cell++) {
            positionOf[state[cell]] = cell;
        }
        int[] sums = new int[sumCount];
        for (int l = 0; l < lookupTable.length; l++) {
            sums[lookupSum[l]] += read(l, positionOf);
        }
        return Arrays.stream(sums).max().orElse(0);
    }

    @Override
    public Evaluator evaluator() {
        return new Evaluator() {
            private int[] positionOf;
            private final int[] value = new int[lookupTable.length];
            private final int[] sums = new int[sumCount];
            private int[] saved = new int[64 * sumCount];
            private int top;

            @Override
            public int reset(int[] positionOf) {
                this.positionOf = positionOf;
                top = 0;
                Arrays.fill(sums, 0);
                for (int l = 0; l < value.length; l++) {
                    value[l] = read(l, positionOf);
                    sums[lookupSum[l]] += value[l];
                }
                return largest();
            }

            @Override
            public int moved(int label, int from, int to) {
                if (top + sumCount > saved.length) {
                    saved = Arrays.copyOf(saved, saved.length * 2);
                }
                for (int sum = 0; sum < sumCount; sum++) {
                    int l = lookupOf[sum * CELLS + label];
                    int entry = read(l, positionOf);
                    saved[top++] = value[l];
                    sums[sum] += entry - value[l];
                    value[l] = entry;
                }
                return largest();
            }

            @Override
            public void undo(int label, int from, int to) {
                for (int sum = sumCount - 1; sum >= 0; sum--) {
                    int l = lookupOf[sum * CELLS + label];
                    int old = saved[--top];
                    sums[sum] += old - value[l];
                    value[l] = old;
                }
            }

            private int largest() {
                int largest = sums[0];
                for (int sum = 1; sum < sumCount; sum++) {
                    largest = Math.max(largest, sums[sum]);
                }
                return largest;
            }
        };
    }

    private int read(int l, int[] positionOf) {
        int[] tiles = lookupTiles[l];
        int[] map = lookupMap[l];
        int index = 0;
        int occupied = 0;
        for (int m = 0; m < tiles.length; m++) {
            int cell = map[positionOf[tiles[m]]];
            index = index * (CELLS - m) + cell - Integer.bitCount(occupied & ((1 << cell) - 1));
            occupied |= 1 << cell;
        }
        return tables.table(lookupTable[l], index);
    }

    @Override
    public String toString() {
        return name();
    }
}
