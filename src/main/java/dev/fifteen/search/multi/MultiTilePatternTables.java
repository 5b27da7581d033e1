package dev.fifteen.search.multi;

import dev.fifteen.search.Grid;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;

/**
 * The pattern tables of one shape and goal blank in the multi-tile metric: for each axis, an
 * {@link AxisPatternDatabase} per pair of adjacent goal lines ({@code 0-1, 2-3, ...}; with an odd number of lines
 * also the last pair, {@code (L-2)-(L-1)}, a single line alone on a board of one line), and the
 * {@link TilePatternDatabase}s of {@link #tileGroups}. The bound along an axis is the maximum of its tables and its
 * walking distance; the axes' alternation bound is then maxed with the tile tables (read on the transposed board
 * too where that is the same goal). See {@link #estimate} and {@code docs/algorithms.md}, "The multi-tile metric".
 *
 * <p>The tables depend only on the shape and the goal's blank cell: boards are relabelled against their goal
 * ({@link dev.fifteen.search.GoalLabels}), so one set serves every goal with its blank on that cell. Memory: on the
 * 4 x 4 board four axis tables (21 MB) and three tile tables (173 MB); built in about 25 s on two cores, 45 s on
 * one (see {@code docs/benchmarks.md}). Boards of more than 16 cells have none.
 */
public final class MultiTilePatternTables {

    /** The largest board, in cells, that has tables. */
    public static final int MAX_CELLS = 16;

    final int rows;
    final int columns;
    final int goalBlank;
    final AxisPatternDatabase[] vertical;
    final AxisPatternDatabase[] horizontal;
    /** The tables over named tiles, combined by maximum with the axes' bound. */
    final TilePatternDatabase[] tileTables;
    /** Whether the tile tables are also read on the transposed board (square, the goal's blank on the diagonal). */
    final boolean transposable;

    MultiTilePatternTables(
            int rows,
            int columns,
            int goalBlank,
            AxisPatternDatabase[] vertical,
            AxisPatternDatabase[] horizontal,
            TilePatternDatabase[] tileTables) {
        this.rows = rows;
        this.columns = columns;
        this.goalBlank = goalBlank;
        this.vertical = vertical;
        this.horizontal = horizontal;
        this.tileTables = tileTables;
        this.transposable = rows == columns && goalBlank / columns == goalBlank % columns;
    }

    /**
     * The same axis tables without the tile tables: the bound of the previous version, which benches keep callable
     * to compare the two.
     */
    public MultiTilePatternTables withoutTileTables() {
        return new MultiTilePatternTables(rows, columns, goalBlank, vertical, horizontal, new TilePatternDatabase[0]);
    }

    /** Builds the tables of {@code rows x columns} boards whose goal has its blank on {@code goalBlank}. */
    public static MultiTilePatternTables build(int rows, int columns, int goalBlank) {
        return build(rows, columns, goalBlank, true);
    }

    /**
     * As {@link #build}, without the tile tables: the axes' bound alone, built in seconds where the 4 x 4 tile tables
     * take minutes (for tests of the search that do not need their strength, and comparisons).
     */
    static MultiTilePatternTables buildAxes(int rows, int columns, int goalBlank) {
        return build(rows, columns, goalBlank, false);
    }

    private static MultiTilePatternTables build(int rows, int columns, int goalBlank, boolean withTiles) {
        check(rows, columns, goalBlank);
        // the axis tables' searches are one thread each: as many at once as there are processors
        List<int[]> verticalPairs = linePairs(rows);
        List<int[]> horizontalPairs = linePairs(columns);
        AxisPatternDatabase[] axisTables = new AxisPatternDatabase[verticalPairs.size() + horizontalPairs.size()];
        BuildThreads.inParallel(axisTables.length, Runtime.getRuntime().availableProcessors(), i -> {
            boolean vertical = i < verticalPairs.size();
            int[] pair = vertical ? verticalPairs.get(i) : horizontalPairs.get(i - verticalPairs.size());
            axisTables[i] = AxisPatternDatabase.build(
                    rows,
                    columns,
                    goalBlank,
                    vertical ? AxisPatternDatabase.VERTICAL : AxisPatternDatabase.HORIZONTAL,
                    pair[0],
                    pair[1]);
        });
        AxisPatternDatabase[] vertical = Arrays.copyOfRange(axisTables, 0, verticalPairs.size());
        AxisPatternDatabase[] horizontal = Arrays.copyOfRange(axisTables, verticalPairs.size(), axisTables.length);
        List<int[]> groups = withTiles ? tileGroups(rows, columns, goalBlank) : List.of();
        TilePatternDatabase[] tileTables = new TilePatternDatabase[groups.size()];
        for (int g = 0; g < tileTables.length; g++) {
            tileTables[g] = TilePatternDatabase.build(rows, columns, goalBlank, groups.get(g));
        }
        return new MultiTilePatternTables(rows, columns, goalBlank, vertical, horizontal, tileTables);
    }

    /**
     * The groups of the tile tables this version builds: the tiles of the goal's first row and first column nearest
     * its first cell; those of its last row and last column nearest its last cell; and half as many tiles nearest
     * each of the two other corners (distances along the board, ties to the lower cell). Six tiles a group on the
     * 4 x 4 board, four on the others (whose tables stay small); a group equal to an earlier one is left out. Each
     * group's tiles ascending.
     */
    static List<int[]> tileGroups(int rows, int columns, int goalBlank) {
        int size = rows * columns;
        int most = size == 16 && rows == columns ? 6 : 4;
        List<int[]> groups = new ArrayList<>();
        addGroup(groups, nearest(rows, columns, goalBlank, 0, most, true));
        addGroup(groups, nearest(rows, columns, goalBlank, size - 1, most, true));
        int[] first = nearest(rows, columns, goalBlank, columns - 1, most / 2, false);
        int[] second = nearest(rows, columns, goalBlank, size - columns, most / 2, false);
        int[] both = IntStream.concat(Arrays.stream(first), Arrays.stream(second))
                .distinct()
                .sorted()
                .toArray();
        addGroup(groups, both);
        return groups;
    }

    private static void addGroup(List<int[]> groups, int[] group) {
        if (group.length == 0) {
            return;
        }
        for (int[] known : groups) {
            if (Arrays.equals(known, group)) {
                return;
            }
        }
        groups.add(group);
    }

    /** The {@code count} tiles nearest {@code corner} (on its row and column only, if {@code onLines}), ascending. */
    private static int[] nearest(int rows, int columns, int goalBlank, int corner, int count, boolean onLines) {
        int cornerRow = corner / columns;
        int cornerColumn = corner % columns;
        List<Integer> cells = new ArrayList<>();
        for (int cell = 0; cell < rows * columns; cell++) {
            if (cell != goalBlank && (!onLines || cell / columns == cornerRow || cell % columns == cornerColumn)) {
                cells.add(cell);
            }
        }
        cells.sort((a, b) -> {
            int da = Math.abs(a / columns - cornerRow) + Math.abs(a % columns - cornerColumn);
            int db = Math.abs(b / columns - cornerRow) + Math.abs(b % columns - cornerColumn);
            return da != db ? Integer.compare(da, db) : Integer.compare(a, b);
        });
        return cells.subList(0, Math.min(count, cells.size())).stream()
                .mapToInt(Integer::intValue)
                .sorted()
                .toArray();
    }

    /**
     * The symmetry of the shape (a cell map of {@link Grid#symmetries}) that takes the goal's blank to the cell whose
     * set serves it: on a square board a cell of the main diagonal where its orbit has one (that set's tile tables
     * are read transposed too), else the highest cell of the orbit; the first such map, so the identity wherever the
     * blank is already there. One set thus serves every goal blank of an orbit: the four corners of a square share
     * the standard goal's.
     */
    static int[] servingSymmetry(int rows, int columns, int goalBlank) {
        int[][] maps = new Grid(rows, columns).symmetries();
        int[] best = maps[0];
        for (int[] map : maps) {
            if (preference(rows, columns, map[goalBlank]) > preference(rows, columns, best[goalBlank])) {
                best = map;
            }
        }
        return best;
    }

    private static int preference(int rows, int columns, int cell) {
        boolean diagonal = rows == columns && cell / columns == cell % columns;
        return (diagonal ? rows * columns : 0) + cell;
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

    /**
     * The size of the set this version builds for the shape and goal blank, in 4-bit entries (an axis table's
     * entry; a tile table's byte entry counts two).
     */
    public static long entries(int rows, int columns, int goalBlank) {
        long total = 0;
        for (int[] spec : layout(rows, columns, goalBlank)) {
            total += AxisPatternDatabase.entries(rows, columns, goalBlank, spec[0], spec[1], spec[2]);
        }
        for (int[] group : tileGroups(rows, columns, goalBlank)) {
            total += 2 * TilePatternDatabase.entries(rows * columns, group.length);
        }
        return total;
    }

    /** Whether the tile tables are those of {@code groups}, in that order. */
    boolean sameTileGroups(List<int[]> groups) {
        if (groups.size() != tileTables.length) {
            return false;
        }
        for (int g = 0; g < tileTables.length; g++) {
            if (!Arrays.equals(groups.get(g), tileTables[g].tiles)) {
                return false;
            }
        }
        return true;
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
        for (TilePatternDatabase table : tileTables) {
            text.append(", tiles ")
                    .append(Arrays.toString(table.tiles))
                    .append(" (max ")
                    .append(table.maxValue())
                    .append(")");
        }
        if (transposable) {
            text.append(", read transposed too");
        }
        return text.append("; ").append(entries() / 2 / 1024).append(" KiB").toString();
    }

    /** The size of all the tables, in 4-bit entries (a tile table's byte entry counts two). */
    long entries() {
        long total = 0;
        for (AxisPatternDatabase table : all()) {
            total += table.entries;
        }
        for (TilePatternDatabase table : tileTables) {
            total += 2L * table.entries;
        }
        return total;
    }

    /**
     * The largest bound of the tile tables (and of their transposed reads), tile {@code t} on {@code cellOf[t]} and
     * the blank on {@code blank}; stops at the first that reaches {@code enough}.
     */
    int tiles(int[] cellOf, int blank, int enough) {
        int bound = 0;
        for (TilePatternDatabase table : tileTables) {
            bound = Math.max(bound, table.value(cellOf, blank));
            if (bound >= enough) {
                return bound;
            }
            if (transposable) {
                bound = Math.max(bound, table.transposedValue(cellOf, blank, TilePatternDatabase.EITHER_FIRST));
                if (bound >= enough) {
                    return bound;
                }
            }
        }
        return bound;
    }

    /** The reads of the tile tables: each table, then its transposed read where {@link #transposable}. */
    int tileReads() {
        return tileTables.length * (transposable ? 2 : 1);
    }

    /** The largest value read {@code read} can give. */
    int tileReadMax(int read) {
        return tileTables[transposable ? read >> 1 : read].maxValue();
    }

    /**
     * One read of the tile tables, numbered as in {@link #tiles}: a table, then its transposed read; {@code first}
     * says along which axis the next move must go (see {@link TilePatternDatabase#value(int[], int, int)}).
     */
    int tileRead(int read, int[] cellOf, int blank, int first) {
        if (!transposable) {
            return tileTables[read].value(cellOf, blank, first);
        }
        TilePatternDatabase table = tileTables[read >> 1];
        return (read & 1) == 0 ? table.value(cellOf, blank, first) : table.transposedValue(cellOf, blank, first);
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
     * first: the alternation bound over each axis's maximum of tables and walking distance, maxed with the tile
     * tables.
     */
    public int estimate(int[] state, MultiTileWalkingDistance walkingDistance) {
        int[] cellOf = new int[state.length];
        for (int cell = 0; cell < state.length; cell++) {
            cellOf[state[cell]] = cell;
        }
        return Math.max(axesEstimate(state, walkingDistance), tiles(cellOf, cellOf[goalBlank], Integer.MAX_VALUE));
    }

    /** The axes' bound alone, as {@link #estimate} before the tile tables: for benches that compare the two. */
    public int axesEstimate(int[] state, MultiTileWalkingDistance walkingDistance) {
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
