package dev.fifteen.search.twentyfour;

import dev.fifteen.search.pdb.Placements;
import dev.fifteen.search.pdb.RegionTableBuilder;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;

/**
 * The tables of a {@link TilePartition} with the lookups that read them: the heuristic of the 5 x 5 optimal search,
 * for each split the sum of its patterns' entries on the board and that sum on the board reflected in the main
 * diagonal, the largest of these sums. Tiles are named by their goal cells for the goal with the blank in cell 0 (see
 * {@link dev.fifteen.search.GoalLabels}). Each entry counts only moves of its pattern's tiles, so the sums are lower
 * bounds (admissible); the tables are immutable and shared by every search.
 */
public final class TwentyFourTables {

    private final TilePartition partition;
    private final ByteBuffer[] tables;
    private final List<TilePartition.Lookup> lookups;
    /** Per lookup: the table's bytes on the heap, or {@code null} when it is read from a buffer. */
    private final byte[][] heap;

    /**
     * @param partition the split
     * @param tables    one buffer per table of {@link TilePartition#tables()}, each one byte per placement
     */
    public TwentyFourTables(TilePartition partition, List<ByteBuffer> tables) {
        List<int[]> patterns = partition.tables();
        if (tables.size() != patterns.size()) {
            throw new IllegalArgumentException(
                    "the split " + partition.name() + " has " + patterns.size() + " tables, not " + tables.size());
        }
        this.tables = new ByteBuffer[tables.size()];
        this.heap = new byte[tables.size()][];
        for (int t = 0; t < tables.size(); t++) {
            ByteBuffer table = tables.get(t);
            long entries = Placements.count(TilePartition.CELLS, patterns.get(t).length);
            if (table.capacity() != entries) {
                throw new IllegalArgumentException(
                        "table " + t + " needs " + entries + " entries, not " + table.capacity());
            }
            this.heap[t] = table.hasArray() && table.arrayOffset() == 0 ? table.array() : null;
            this.tables[t] = table.asReadOnlyBuffer();
        }
        this.partition = partition;
        this.lookups = partition.lookups();
    }

    /** Builds every table in memory with the given threads and priority. */
    public static TwentyFourTables build(TilePartition partition, int threads, int priority) {
        List<ByteBuffer> tables = new ArrayList<>();
        for (int[] pattern : partition.tables()) {
            tables.add(ByteBuffer.wrap(RegionTableBuilder.distances(
                    TilePartition.ROWS, TilePartition.COLUMNS, TilePartition.GOAL_BLANK, pattern, threads, priority)));
        }
        return new TwentyFourTables(partition, tables);
    }

    public TilePartition partition() {
        return partition;
    }

    /** The heuristic's name, such as {@code pattern database 6-6-6-6 + reflection}. */
    public String name() {
        return "pattern database " + partition.name() + " + reflection";
    }

    /** The lookups, in the order of {@link TilePartition#lookups()}. */
    public List<TilePartition.Lookup> lookups() {
        return lookups;
    }

    /** The estimate for a board whose tile {@code label} sits on {@code positionOf[label]}: the largest sum. */
    public int estimate(int[] positionOf) {
        int estimate = 0;
        for (int sum = 0; sum < partition.sums(); sum++) {
            estimate = Math.max(estimate, sum(sum, positionOf));
        }
        return estimate;
    }

    /** The sum of the first split's entries on the board. */
    public int direct(int[] positionOf) {
        return sum(0, positionOf);
    }

    /** The sum of the first split's entries on the board reflected in the main diagonal. */
    public int reflected(int[] positionOf) {
        return sum(1, positionOf);
    }

    /** One sum of entries (see {@link TilePartition#lookups()}). */
    public int sum(int sum, int[] positionOf) {
        int total = 0;
        for (int l = 0; l < lookups.size(); l++) {
            if (lookups.get(l).sum() == sum) {
                total += entry(l, positionOf);
            }
        }
        return total;
    }

    /** One lookup's entry for a board. */
    public int entry(int lookup, int[] positionOf) {
        TilePartition.Lookup l = lookups.get(lookup);
        int[] cells = new int[l.tiles().length];
        for (int m = 0; m < cells.length; m++) {
            cells[m] = l.cellMap()[positionOf[l.tiles()[m]]];
        }
        return table(l.table(), Placements.rank(TilePartition.CELLS, cells));
    }

    /** The entry of table {@code table} for placement {@code index}. */
    public int table(int table, int index) {
        byte[] bytes = heap[table];
        return (bytes != null ? bytes[index] : tables[table].get(index)) & 0xFF;
    }

    /** The tables' buffers (read-only views), in the order of {@link TilePartition#tables()}. */
    public List<ByteBuffer> buffers() {
        List<ByteBuffer> views = new ArrayList<>();
        for (ByteBuffer table : tables) {
            views.add(table.duplicate());
        }
        return views;
    }

    /** The heap array of a table, or {@code null} when it is read from a mapped buffer. */
    byte[] heap(int table) {
        return heap[table];
    }

    ByteBuffer buffer(int table) {
        return tables[table];
    }
}
