package dev.fifteen.search.multi;

import java.util.ArrayList;
import java.util.List;

/**
 * The {@link AxisPatternDatabase}s of one shape and goal blank: for each axis, one table per pair of adjacent goal
 * lines ({@code 0-1, 2-3, ...}; with an odd number of lines also the last pair, {@code (L-2)-(L-1)}, a single line
 * alone on a board of one line). The bound along an axis is the maximum of its tables and its walking distance; see
 * {@link #estimate} and {@code docs/algorithms.md}, "The multi-tile metric".
 *
 * <p>The tables depend only on the shape and the goal's blank cell: boards are relabelled against their goal
 * ({@link dev.fifteen.search.GoalLabels}), so one set serves every goal with its blank on that cell. Memory: on the
 * 4 x 4 board four tables, 21 MB in all; built in seconds (see {@code docs/benchmarks.md}). Boards of more than
 * 16 cells have none.
 */
public final class MultiTilePatternTables {

    /** The largest board, in cells, that has tables. */
    public static final int MAX_CELLS = 16;

    final int rows;
    final int columns;
    final int goalBlank;
    final AxisPatternDatabase[] vertical;
    final AxisPatternDatabase[] horizontal;

    MultiTilePatternTables(
            int rows, int columns, int goalBlank, AxisPatternDatabase[] vertical, AxisPatternDatabase[] horizontal) {
        this.rows = rows;
        this.columns = columns;
        this.goalBlank = goalBlank;
        this.vertical = vertical;
        this.horizontal = horizontal;
    }

    /** Builds the tables of {@code rows x columns} boards whose goal has its blank on {@code goalBlank}. */
    public static MultiTilePatternTables build(int rows, int columns, int goalBlank) {
        check(rows, columns, goalBlank);
        List<AxisPatternDatabase> vertical = new ArrayList<>();
        for (int[] pair : linePairs(rows)) {
            vertical.add(AxisPatternDatabase.build(
                    rows, columns, goalBlank, AxisPatternDatabase.VERTICAL, pair[0], pair[1]));
        }
        List<AxisPatternDatabase> horizontal = new ArrayList<>();
        for (int[] pair : linePairs(columns)) {
            horizontal.add(AxisPatternDatabase.build(
                    rows, columns, goalBlank, AxisPatternDatabase.HORIZONTAL, pair[0], pair[1]));
        }
        return new MultiTilePatternTables(
                rows,
                columns,
                goalBlank,
                vertical.toArray(new AxisPatternDatabase[0]),
                horizontal.toArray(new AxisPatternDatabase[0]));
    }

    /** The tables this version builds, as {axis, lineA, lineB} each, vertical first. */
    static List<int[]> layout(int rows, int columns, int goalBlank) {
        List<int[]> layout = new ArrayList<>();
        for (int[] pair : linePairs(rows)) {
            layout.add(new int[] {AxisPatternDatabase.VERTICAL, pair[0], pair[1]});
        }
        for (int[] pair : linePairs(columns)) {
            layout.add(new int[] {AxisPatternDatabase.HORIZONTAL, pair[0], pair[1]});
        }
        return layout;
    }

    /** The entries of the set this version builds for the shape and goal blank. */
    public static long entries(int rows, int columns, int goalBlank) {
        long total = 0;
        for (int[] spec : layout(rows, columns, goalBlank)) {
            total += AxisPatternDatabase.entries(rows, columns, goalBlank, spec[0], spec[1], spec[2]);
        }
        return total;
    }

    boolean sameLayout(List<int[]> layout) {
        List<AxisPatternDatabase> all = all();
        if (all.size() != layout.size()) {
            return false;
        }
        for (int t = 0; t < all.size(); t++) {
            AxisPatternDatabase table = all.get(t);
            int[] spec = layout.get(t);
            boolean vertical = t < this.vertical.length;
            if (table.axis != spec[0]
                    || table.lineA != spec[1]
                    || table.lineB != spec[2]
                    || vertical != (spec[0] == AxisPatternDatabase.VERTICAL)) {
                return false;
            }
        }
        return true;
    }

    static void check(int rows, int columns, int goalBlank) {
        if (rows < 1 || columns < 1 || rows * columns < 2 || rows * columns > MAX_CELLS) {
            throw new IllegalArgumentException("multi-tile tables cover 2 to 16 cells, not " + rows + " x " + columns);
        }
        if (goalBlank < 0 || goalBlank >= rows * columns) {
            throw new IllegalArgumentException("the goal's blank is a cell of the board, not " + goalBlank);
        }
    }

    /** The pairs of goal lines that have a table, among {@code lines} lines. */
    static List<int[]> linePairs(int lines) {
        List<int[]> pairs = new ArrayList<>();
        if (lines == 1) {
            pairs.add(new int[] {0, -1});
            return pairs;
        }
        for (int line = 0; line + 1 < lines; line += 2) {
            pairs.add(new int[] {line, line + 1});
        }
        if (lines % 2 == 1) {
            pairs.add(new int[] {lines - 2, lines - 1});
        }
        return pairs;
    }

    /** The entries of every table, vertical first: what the table file holds. */
    List<AxisPatternDatabase> all() {
        List<AxisPatternDatabase> all = new ArrayList<>(List.of(vertical));
        all.addAll(List.of(horizontal));
        return all;
    }

    /** The tables' lines and sizes, for logs and benches. */
    public String describe() {
        StringBuilder text = new StringBuilder();
        for (AxisPatternDatabase table : all()) {
            text.append(text.length() == 0 ? "" : ", ")
                    .append(table.axis == AxisPatternDatabase.VERTICAL ? "rows " : "columns ")
                    .append(table.lineA)
                    .append(table.lineB < 0 ? "" : "-" + table.lineB)
                    .append(" (max ")
                    .append(table.maxValue())
                    .append(")");
        }
        return text.append("; ").append(entries() / 2 / 1024).append(" KiB").toString();
    }

    /** The entries of all the tables. */
    long entries() {
        long total = 0;
        for (AxisPatternDatabase table : all()) {
            total += table.entries;
        }
        return total;
    }

    /** The bound on vertical moves from the tables, for the goal lines' cell sets and the blank's cell. */
    int vertical(int[] rowMasks, int blank) {
        return bound(vertical, rowMasks, blank);
    }

    /** The bound on horizontal moves from the tables. */
    int horizontal(int[] columnMasks, int blank) {
        return bound(horizontal, columnMasks, blank);
    }

    /** As {@link #vertical(int[], int)}, but stops at the first table that reaches {@code enough}. */
    int vertical(int[] rowMasks, int blank, int enough) {
        return bound(vertical, rowMasks, blank, enough);
    }

    int horizontal(int[] columnMasks, int blank, int enough) {
        return bound(horizontal, columnMasks, blank, enough);
    }

    private static int bound(AxisPatternDatabase[] tables, int[] lineMasks, int blank) {
        return bound(tables, lineMasks, blank, Integer.MAX_VALUE);
    }

    private static int bound(AxisPatternDatabase[] tables, int[] lineMasks, int blank, int enough) {
        int bound = 0;
        for (AxisPatternDatabase table : tables) {
            int maskB = table.lineB < 0 ? 0 : lineMasks[table.lineB];
            bound = Math.max(bound, table.value(lineMasks[table.lineA], maskB, blank));
            if (bound >= enough) {
                break;
            }
        }
        return bound;
    }

    /**
     * The cells of each goal line's tiles for a relabelled board; {@code lineOf[label]} is the label's goal line
     * and the blank's label is left out.
     */
    static int[] lineMasks(int[] state, int goalBlank, int lines, int columns, boolean vertical) {
        int[] masks = new int[lines + 1];
        for (int cell = 0; cell < state.length; cell++) {
            int label = state[cell];
            if (label != goalBlank) {
                masks[vertical ? label / columns : label % columns] |= 1 << cell;
            }
        }
        return masks;
    }

    /**
     * The lower bound for a board relabelled by {@link dev.fifteen.search.GoalLabels}, when either axis may come
     * first: the alternation bound over each axis's maximum of tables and walking distance.
     */
    public int estimate(int[] state, MultiTileWalkingDistance walkingDistance) {
        int blank = 0;
        for (int cell = 0; cell < state.length; cell++) {
            if (state[cell] == goalBlank) {
                blank = cell;
            }
        }
        int v = Math.max(
                walkingDistance.vertical.distance[walkingDistance.verticalState(state, goalBlank)],
                vertical(lineMasks(state, goalBlank, rows, columns, true), blank));
        int h = Math.max(
                walkingDistance.horizontal.distance[walkingDistance.horizontalState(state, goalBlank)],
                horizontal(lineMasks(state, goalBlank, columns, columns, false), blank));
        return Math.min(MultiTileWalkingDistance.bound(v, h), MultiTileWalkingDistance.bound(h, v));
    }
}
