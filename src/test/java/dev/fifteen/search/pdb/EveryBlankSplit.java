package dev.fifteen.search.pdb;

import dev.fifteen.search.Grid;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The compact tables of one split serving every goal blank cell of a shape at once: the cells are split into groups
 * (a {@link PatternPartition} drawn for one blank cell, that cell added to its smallest pattern), and for a goal
 * blank {@code b} the patterns are the groups with {@code b} left out of its own. A group's table counts the moves
 * of its tiles to their home cells, the blank free over the other cells; it depends on the goal blank only through
 * the free region (the connected cells outside the group's home cells) the goal blank lies in. So each group has one
 * table per such region, and for each of its cells one table of the group without that cell, for the goal blank
 * there: {@link #forGoal} reads them for any goal blank, and {@link DualLookup} reads them for the blank cell of each
 * node of a search. On 4 x 5, the 6-6-6-1 split along the board so completed (6-6-6-2) has two regions for each
 * six-cell group: six tables of six tiles and eighteen of five, 191 MB, where one goal blank's tables take 79 MB.
 *
 * <p>A bench instrument ({@code MidSizeBench -Ddual}, {@code TwoWayBench -Devery}), not used by the service: for the
 * goal blanks other than the one the split was drawn for, one group loses a tile, and the searches from the goal's
 * end with these tables ran up to three times longer than with the split drawn for each blank (see
 * {@code docs/benchmarks.md}, "The last iteration spared, and what did not pay").
 *
 * <p>Immutable once built; its tables may be shared by any number of searches.
 */
public final class EveryBlankSplit {

    private final int rows;
    private final int columns;
    private final int cells;
    private final String name;
    /** The groups' cells, in the order their tables' indexes read them. */
    private final int[][] groups;

    private final int[] groupOf;
    /** {@code placeInGroup[cell]}: the cell's place in its group. */
    private final int[] placeInGroup;
    /** {@code regionOf[g][cell]}: the free region of group {@code g} a cell outside it lies in; -1 inside. */
    private final int[][] regionOf;
    /** {@code whole[g][region]}: the group's table for a goal blank in that region. */
    private final PatternDatabase[][] whole;
    /** {@code without[g][i]}: the table of the group less its cell {@code i}, for the goal blank there; or null. */
    private final PatternDatabase[][] without;

    private EveryBlankSplit(
            int rows,
            int columns,
            String name,
            int[][] groups,
            int[][] regionOf,
            PatternDatabase[][] whole,
            PatternDatabase[][] without) {
        this.rows = rows;
        this.columns = columns;
        this.cells = rows * columns;
        this.name = name;
        this.groups = groups;
        this.regionOf = regionOf;
        this.whole = whole;
        this.without = without;
        this.groupOf = new int[cells];
        this.placeInGroup = new int[cells];
        for (int g = 0; g < groups.length; g++) {
            for (int i = 0; i < groups[g].length; i++) {
                groupOf[groups[g][i]] = g;
                placeInGroup[groups[g][i]] = i;
            }
        }
    }

    /**
     * The groups of a split drawn for one goal blank: its patterns, that blank cell added to the smallest (the last
     * of the smallest).
     */
    public static int[][] groups(PatternPartition partition) {
        int[][] patterns = partition.patterns();
        int smallest = 0;
        for (int g = 0; g < patterns.length; g++) {
            if (patterns[g].length <= patterns[smallest].length) {
                smallest = g;
            }
        }
        int[][] groups = new int[patterns.length][];
        for (int g = 0; g < patterns.length; g++) {
            groups[g] = patterns[g];
            if (g == smallest) {
                groups[g] = Arrays.copyOf(patterns[g], patterns[g].length + 1);
                groups[g][patterns[g].length] = partition.goalBlank();
            }
        }
        return groups;
    }

    /**
     * Builds the tables of every goal blank for the groups of {@code partition} ({@link #groups}), one table after
     * another, each on {@code threads} threads ({@link RegionTableBuilder}).
     */
    public static EveryBlankSplit build(PatternPartition partition, int threads, int priority) {
        int rows = partition.rows();
        int columns = partition.columns();
        int cells = rows * columns;
        int[][] groups = groups(partition);
        Grid grid = new Grid(rows, columns);
        int[][] regionOf = new int[groups.length][];
        PatternDatabase[][] whole = new PatternDatabase[groups.length][];
        PatternDatabase[][] without = new PatternDatabase[groups.length][];
        for (int g = 0; g < groups.length; g++) {
            int[] group = groups[g];
            regionOf[g] = regions(grid, group);
            int regions = Arrays.stream(regionOf[g]).max().orElse(-1) + 1;
            whole[g] = new PatternDatabase[regions];
            for (int region = 0; region < regions; region++) {
                int blank = 0;
                while (regionOf[g][blank] != region) {
                    blank++;
                }
                whole[g][region] = new PatternDatabase(
                        cells,
                        group,
                        false,
                        RegionTableBuilder.distances(rows, columns, blank, group, threads, priority));
            }
            without[g] = new PatternDatabase[group.length];
            for (int i = 0; i < group.length && group.length > 1; i++) {
                int[] less = less(group, i);
                without[g][i] = new PatternDatabase(
                        cells,
                        less,
                        false,
                        RegionTableBuilder.distances(rows, columns, group[i], less, threads, priority));
            }
        }
        return new EveryBlankSplit(rows, columns, partition.name(), groups, regionOf, whole, without);
    }

    /** The group without its cell {@code i}, the others in their order. */
    static int[] less(int[] group, int i) {
        int[] less = new int[group.length - 1];
        System.arraycopy(group, 0, less, 0, i);
        System.arraycopy(group, i + 1, less, i, group.length - i - 1);
        return less;
    }

    /** The connected regions of the cells outside {@code group}, numbered from 0 in cell order; -1 inside it. */
    static int[] regions(Grid grid, int[] group) {
        int[] region = new int[grid.size];
        Arrays.fill(region, -2);
        for (int cell : group) {
            region[cell] = -1;
        }
        int next = 0;
        int[] stack = new int[grid.size];
        for (int start = 0; start < grid.size; start++) {
            if (region[start] != -2) {
                continue;
            }
            int top = 0;
            stack[top++] = start;
            region[start] = next;
            while (top > 0) {
                int cell = stack[--top];
                for (int neighbour : grid.neighbours[cell]) {
                    if (region[neighbour] == -2) {
                        region[neighbour] = next;
                        stack[top++] = neighbour;
                    }
                }
            }
            next++;
        }
        return region;
    }

    /** The additive heuristic toward the goal with its blank in {@code goalBlank}, over these tables. */
    public AdditivePatternDatabase forGoal(int goalBlank) {
        List<PatternDatabase> tables = new ArrayList<>();
        for (int g = 0; g < groups.length; g++) {
            PatternDatabase table = table(g, goalBlank);
            if (table != null) {
                tables.add(table);
            }
        }
        return new AdditivePatternDatabase(
                rows, columns, goalBlank, tables, false, "pattern database " + name + " (every blank)");
    }

    /**
     * Group {@code g}'s table toward a goal with its blank in {@code blank}: the group less that cell if it holds
     * it (null when nothing is left), else the whole group's for the blank's region.
     */
    PatternDatabase table(int g, int blank) {
        return groupOf[blank] == g ? without[g][placeInGroup[blank]] : whole[g][regionOf[g][blank]];
    }

    /** The bytes of every table. */
    public long bytes() {
        long bytes = 0;
        for (int g = 0; g < groups.length; g++) {
            for (PatternDatabase table : whole[g]) {
                bytes += table.bytes();
            }
            for (PatternDatabase table : without[g]) {
                bytes += table == null ? 0 : table.bytes();
            }
        }
        return bytes;
    }

    /** How many tables there are. */
    public int tableCount() {
        int count = 0;
        for (int g = 0; g < groups.length; g++) {
            count += whole[g].length;
            for (PatternDatabase table : without[g]) {
                count += table == null ? 0 : 1;
            }
        }
        return count;
    }

    public int rows() {
        return rows;
    }

    public int columns() {
        return columns;
    }

    public String name() {
        return name;
    }

    int[][] groupCells() {
        return groups;
    }

    int groupOf(int cell) {
        return groupOf[cell];
    }

    int placeInGroup(int cell) {
        return placeInGroup[cell];
    }

    /** The table's bytes, for a reader that reads them directly (a heap array when there is one). */
    static byte[] heapOf(PatternDatabase table) {
        return table == null ? null : table.heap();
    }

    static ByteBuffer bufferOf(PatternDatabase table) {
        return table == null ? null : table.distances();
    }
}
