package dev.fifteen.search.pdb;

import dev.fifteen.search.GoalLabels;
import dev.fifteen.search.Grid;
import dev.fifteen.search.Heuristic;
import dev.fifteen.search.PatternBuild;

import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.List;

/**
 * The additive pattern-database heuristic (Korf &amp; Felner 2002; Felner, Korf &amp; Hanan 2004): the tiles are
 * split into disjoint patterns, each with a {@link PatternDatabase} that counts only its own tiles' moves, and the
 * bounds are added. On a square board whose goal blank lies on the main diagonal, the board mirrored in that
 * diagonal has the same distance to the same goal, so the heuristic also adds up the tables over the mirrored
 * board and takes the larger sum.
 *
 * <p>Admissible and consistent: each move moves one tile, which belongs to exactly one pattern, and changes that
 * pattern's bound by at most one. A single pattern holding every tile is the exact distance (the 8-puzzle's
 * 181,440 positions, for instance).
 *
 * <p>Per move the {@link Evaluator} recomputes the index of one pattern (and one mirrored pattern), {@code O(k)}
 * for {@code k} tiles, with one table read each; it never allocates once warmed up. When every table is packed in
 * half a byte per entry ({@link PatternDatabase#packed}), it keeps each pattern's Manhattan distance move by move
 * (a slide changes it equally on the mirrored board) and adds twice the nibble read: the same values from half the
 * memory. A region-coded entry ({@link RegionTableBuilder#regionCoded}) whose code is set costs a flood of the
 * pattern's free cells from the lowest one (a few shifts of a bit mask), to see whether the blank lies in that
 * region, or a read of the evaluator's cache of floods; the others are read as they are.
 */
public final class AdditivePatternDatabase implements Heuristic {

    private final String name;
    private final int cells;
    private final int goalBlank;
    private final int[][] patterns;
    private final ByteBuffer[] tables;
    /** The tables as heap arrays when every one is on the heap, else {@code null}. */
    private final byte[][] heapTables;
    /**
     * The tables in half a byte per entry when every one is packed for this board ({@link PatternDatabase#packed}),
     * else {@code null}; they are read instead of the bytes.
     */
    private final byte[][] halves;
    /** {@code manhattan[tile * cells + cell]}: the Manhattan distance of a tile in a cell from its goal cell. */
    private final int[] manhattan;

    private final int[] groupOf;
    /** The reflection of cells (and so of tile labels), or {@code null} without the mirror lookup. */
    private final int[] reflection;

    private final int[] mirrorGroupOf;
    /** {@code mirrorSource[g][i]}: the tile whose cell, reflected, is read for tile {@code i} of pattern {@code g}. */
    private final int[][] mirrorSource;
    /** Whether the tables have one entry per placement and blank cell. */
    private final boolean blankAware;
    /** Whether pattern {@code g}'s table is region-coded ({@link RegionTableBuilder#regionCoded}). */
    private final boolean[] regionCoded;

    private final boolean anyRegionCoded;
    /** The board's columns and cells, and its cells off the first and off the last column: for the free regions. */
    private final int columns;

    private final int allCells;
    private final int notFirstColumn;
    private final int notLastColumn;
    /**
     * {@code weights[g][i]}: the place value of tile {@code i}'s digit in pattern {@code g}'s index, so that the
     * digits are computed side by side rather than in one chain of multiplications.
     */
    private final int[][] weights;

    /**
     * @param rows      the board's rows
     * @param columns   the board's columns
     * @param goalBlank the goal's blank cell
     * @param databases disjoint patterns covering every tile but the blank
     * @param mirror    whether to add the mirrored lookup; ignored unless the board is square and the goal blank
     *                  lies on the main diagonal
     * @param name      the name to report
     */
    public AdditivePatternDatabase(
            int rows, int columns, int goalBlank, List<PatternDatabase> databases, boolean mirror, String name) {
        Grid grid = new Grid(rows, columns);
        this.cells = grid.size;
        this.goalBlank = goalBlank;
        this.name = name;
        this.columns = columns;
        this.allCells = cells == 32 ? -1 : (1 << cells) - 1;
        int first = allCells;
        int last = allCells;
        for (int row = 0; row < rows; row++) {
            first &= ~(1 << (row * columns));
            last &= ~(1 << (row * columns + columns - 1));
        }
        this.notFirstColumn = first;
        this.notLastColumn = last;
        this.regionCoded = new boolean[databases.size()];
        this.patterns = new int[databases.size()][];
        this.tables = new ByteBuffer[databases.size()];
        this.groupOf = new int[cells];
        Arrays.fill(groupOf, -1);
        byte[][] heap = new byte[databases.size()][];
        boolean allHeap = true;
        byte[][] packed = new byte[databases.size()][];
        boolean allPacked = !databases.isEmpty();
        this.blankAware = !databases.isEmpty() && databases.get(0).blankAware();
        for (int g = 0; g < databases.size(); g++) {
            PatternDatabase database = databases.get(g);
            if (database.cells() != cells) {
                throw new IllegalArgumentException(database + " is not for a board of " + cells + " cells");
            }
            patterns[g] = database.pattern();
            tables[g] = database.distances();
            regionCoded[g] = database.regionCoded();
            if (database.blankAware() != blankAware) {
                throw new IllegalArgumentException("the tables must all be blank-aware or all compact");
            }
            heap[g] = database.heap();
            allHeap &= heap[g] != null;
            packed[g] = database.halves();
            allPacked &= packed[g] != null && database.packedColumns() == columns;
            for (int tile : patterns[g]) {
                if (tile == goalBlank || groupOf[tile] >= 0) {
                    throw new IllegalArgumentException(
                            "patterns must be disjoint and leave out the blank; tile " + tile + " is not");
                }
                groupOf[tile] = g;
            }
        }
        for (int tile = 0; tile < cells; tile++) {
            if (tile != goalBlank && groupOf[tile] < 0) {
                throw new IllegalArgumentException("the patterns leave out the tile with goal cell " + tile);
            }
        }
        boolean coded = false;
        for (boolean one : regionCoded) {
            coded |= one;
        }
        this.anyRegionCoded = coded;
        this.heapTables = allHeap ? heap : null;
        this.halves = allPacked ? packed : null;
        this.manhattan = new int[cells * cells];
        for (int tile = 0; tile < cells; tile++) {
            for (int cell = 0; cell < cells; cell++) {
                manhattan[tile * cells + cell] = grid.manhattan(tile, cell);
            }
        }
        this.weights = new int[patterns.length][];
        for (int g = 0; g < patterns.length; g++) {
            int k = patterns[g].length;
            weights[g] = new int[k];
            long weight = blankAware ? cells - k : 1;
            for (int i = k - 1; i >= 0; i--) {
                weights[g][i] = (int) weight;
                weight *= cells - i;
            }
        }
        int[] mirrorMap = mirror ? mirror(grid, goalBlank) : null;
        if (mirrorMap != null) {
            this.reflection = mirrorMap;
            this.mirrorGroupOf = new int[cells];
            for (int tile = 0; tile < cells; tile++) {
                mirrorGroupOf[tile] = groupOf[reflection[tile]];
            }
            this.mirrorSource = new int[patterns.length][];
            for (int g = 0; g < patterns.length; g++) {
                mirrorSource[g] = new int[patterns[g].length];
                for (int i = 0; i < patterns[g].length; i++) {
                    mirrorSource[g][i] = reflection[patterns[g][i]];
                }
            }
        } else {
            this.reflection = null;
            this.mirrorGroupOf = null;
            this.mirrorSource = null;
        }
    }

    /** Whether a mirrored lookup applies: some {@link #mirror} of the board keeps the goal blank where it is. */
    static boolean mirrors(Grid grid, int goalBlank) {
        return mirror(grid, goalBlank) != null;
    }

    /**
     * The symmetry of the mirrored lookup: the reflection in the main diagonal of a square board when it keeps the
     * goal blank in its cell; on boards of more than 16 cells also the first other symmetry that does and is its own
     * inverse (a flip or the half turn of a rectangle whose goal blank is on its middle line or at its centre);
     * {@code null} when none does. Such a symmetry maps the goal onto itself, so the board it maps has the same
     * distance to the same goal.
     */
    static int[] mirror(Grid grid, int goalBlank) {
        if (grid.reflection != null && grid.reflection[goalBlank] == goalBlank) {
            return grid.reflection;
        }
        if (grid.size <= 16) {
            return null;
        }
        int[][] symmetries = grid.symmetries();
        for (int s = 1; s < symmetries.length; s++) {
            int[] map = symmetries[s];
            boolean involution = true;
            for (int cell = 0; cell < map.length && involution; cell++) {
                involution = map[map[cell]] == cell;
            }
            if (involution && map[goalBlank] == goalBlank) {
                return map;
            }
        }
        return null;
    }

    @Override
    public String name() {
        return name;
    }

    /** One table read a move, two with the mirrored lookup. */
    @Override
    public int readsPerMove() {
        return reflection == null ? 1 : 2;
    }

    /**
     * Blank-aware tables (and a table holding every tile, the exact distance) are consistent; compact tables,
     * storing the minimum over blank cells, can drop by more than one when a pattern tile's move shuts the blank
     * into another region.
     */
    @Override
    public boolean consistent() {
        return blankAware || patterns.length == 1 && patterns[0].length == cells - 1;
    }

    @Override
    public String toString() {
        return name();
    }

    /** Whether the mirrored lookup is in use. */
    public boolean mirrored() {
        return reflection != null;
    }

    public int goalBlank() {
        return goalBlank;
    }

    /** Whether the tables have a digit for the blank's cell (else each entry is the fewest over every blank cell). */
    boolean blankAware() {
        return blankAware;
    }

    /** Each pattern's tiles, as the tables are indexed: for another reader of the same tables. */
    int[][] patternTiles() {
        return patterns;
    }

    /** Pattern {@code group}'s table, one byte per placement (compact, not packed). */
    ByteBuffer table(int group) {
        return tables[group];
    }

    /**
     * The mask of the value bits of pattern {@code group}'s entries: the six below the region code of a
     * region-coded table (read so, its code left out, the value stays a lower bound), else all eight.
     */
    int valueMask(int group) {
        return regionCoded[group] ? RegionTableBuilder.MOST_CODED : 0xFF;
    }

    @Override
    public int estimate(int[] state) {
        int[] positionOf = GoalLabels.positions(state);
        int[] mirrored = reflection != null ? mirrored(positionOf) : null;
        int sum = 0;
        int mirrorSum = 0;
        for (int g = 0; g < patterns.length; g++) {
            sum += lookup(g, rank(patterns[g], positionOf), distance(g, positionOf), positionOf);
            if (reflection != null) {
                mirrorSum +=
                        lookup(g, mirrorRank(mirrorSource[g], positionOf), mirrorDistance(g, positionOf), mirrored);
            }
        }
        return Math.max(sum, mirrorSum);
    }

    /** The mirrored board: the reflection of the cell of tile {@code reflection[t]} for each tile {@code t}. */
    private int[] mirrored(int[] positionOf) {
        int[] mirrored = new int[cells];
        for (int tile = 0; tile < cells; tile++) {
            mirrored[tile] = reflection[positionOf[reflection[tile]]];
        }
        return mirrored;
    }

    /**
     * Pattern {@code group}'s entry at {@code index}; {@code distance}: its tiles' Manhattan distance there;
     * {@code positionOf}: the board (or the mirrored board) the index was ranked on, for a region code.
     */
    private int lookup(int group, int index, int distance, int[] positionOf) {
        if (halves != null) {
            return distance + half(halves[group], index);
        }
        int entry = tables[group].get(index) & 0xFF;
        return regionCoded[group] ? decoded(group, entry, positionOf) : entry;
    }

    /**
     * A region-coded entry of pattern {@code group} read as the board {@code positionOf} has it: its value, two more
     * when its code says that the blank's side costs two more.
     */
    private int decoded(int group, int entry, int[] positionOf) {
        if (!hasCode(entry)) {
            return plainValue(entry);
        }
        return withCode(entry, zeroRegion(taken(group, positionOf)), positionOf[goalBlank]);
    }

    /** Whether a region-coded entry carries a code (else its value is read as it is). */
    private static boolean hasCode(int entry) {
        int code = entry >>> 6;
        return code == RegionTableBuilder.ZERO_COSTS_MORE || code == RegionTableBuilder.OTHERS_COST_MORE;
    }

    /** A region-coded entry's value without its code. */
    private static int plainValue(int entry) {
        return entry == PatternDatabase.UNREACHABLE ? entry : entry & RegionTableBuilder.MOST_CODED;
    }

    /**
     * A coded entry's value with the blank on {@code blank}, {@code zero} being the pattern's free region that holds
     * its lowest free cell: two more when the blank is on the side the code says costs two more.
     */
    private static int withCode(int entry, int zero, int blank) {
        boolean blankInZero = (zero >>> blank & 1) != 0;
        int value = entry & RegionTableBuilder.MOST_CODED;
        return blankInZero == (entry >>> 6 == RegionTableBuilder.ZERO_COSTS_MORE) ? value + 2 : value;
    }

    /** The cells of pattern {@code group}'s tiles on the board {@code positionOf}. */
    private int taken(int group, int[] positionOf) {
        int taken = 0;
        for (int tile : patterns[group]) {
            taken |= 1 << positionOf[tile];
        }
        return taken;
    }

    /** The region of the cells off {@code taken} that holds the lowest of them: a flood of a bit mask. */
    private int zeroRegion(int taken) {
        int free = allCells & ~taken;
        return PatternBuild.region(free & -free, free, columns, notFirstColumn, notLastColumn);
    }

    /** Twice nibble {@code index} of a packed table. */
    private static int half(byte[] packed, int index) {
        return ((packed[index >> 1] >> ((index & 1) << 2)) & 0xF) << 1;
    }

    /** The Manhattan distance of pattern {@code group}'s tiles on the board. */
    private int distance(int group, int[] positionOf) {
        int distance = 0;
        for (int tile : patterns[group]) {
            distance += manhattan[tile * cells + positionOf[tile]];
        }
        return distance;
    }

    /** The Manhattan distance of pattern {@code group}'s tiles on the mirrored board. */
    private int mirrorDistance(int group, int[] positionOf) {
        int distance = 0;
        for (int i = 0; i < patterns[group].length; i++) {
            distance += manhattan[patterns[group][i] * cells + reflection[positionOf[mirrorSource[group][i]]]];
        }
        return distance;
    }

    @Override
    public Evaluator evaluator() {
        return new PatternEvaluator();
    }

    /** {@link #evaluator} as its own class, for a heuristic that reads two splits ({@link SplitMaximum}). */
    PatternEvaluator patternEvaluator() {
        return new PatternEvaluator();
    }

    /** The index of a pattern's placement (as {@link PatternDatabase#rankCells}, specialised for the search loop). */
    private int rank(int[] pattern, int[] positionOf) {
        int index = 0;
        int taken = 0;
        for (int i = 0; i < pattern.length; i++) {
            int cell = positionOf[pattern[i]];
            index = index * (cells - i) + cell - Integer.bitCount(taken & ((1 << cell) - 1));
            taken |= 1 << cell;
        }
        if (blankAware) {
            int blank = positionOf[goalBlank];
            index = index * (cells - pattern.length) + blank - Integer.bitCount(taken & ((1 << blank) - 1));
        }
        return index;
    }

    /** The index of a pattern's placement on the mirrored board. */
    private int mirrorRank(int[] source, int[] positionOf) {
        int[] reflect = reflection;
        int index = 0;
        int taken = 0;
        for (int i = 0; i < source.length; i++) {
            int cell = reflect[positionOf[source[i]]];
            index = index * (cells - i) + cell - Integer.bitCount(taken & ((1 << cell) - 1));
            taken |= 1 << cell;
        }
        if (blankAware) {
            int blank = reflect[positionOf[goalBlank]];
            index = index * (cells - source.length) + blank - Integer.bitCount(taken & ((1 << blank) - 1));
        }
        return index;
    }

    /**
     * The same index as {@link #rank}, each tile's digit times its place value: the digits do not wait for one
     * another. {@code positionOf} may be the mirrored board's, for the mirrored lookup.
     */
    private int rankFast(int[] pattern, int[] weight, int[] positionOf) {
        int index = 0;
        int taken = 0;
        for (int i = 0; i < pattern.length; i++) {
            int cell = positionOf[pattern[i]];
            index += (cell - Integer.bitCount(taken & ((1 << cell) - 1))) * weight[i];
            taken |= 1 << cell;
        }
        if (blankAware) {
            int blank = positionOf[goalBlank];
            index += blank - Integer.bitCount(taken & ((1 << blank) - 1));
        }
        return index;
    }

    private static final int FLOOD_BITS = 12;
    private static final int FLOOD_CACHE = 1 << FLOOD_BITS;

    /** Marks on the evaluator's stack a move whose mirrored lookup was skipped. */
    private static final int SKIPPED = -1;

    final class PatternEvaluator implements Evaluator {

        private int[] positionOf;
        /**
         * The mirrored board, kept up to date move by move: {@code mirrored[t]} is the reflection of the cell of
         * tile {@code reflection[t]}, so that pattern {@code g} of the mirrored board is ranked like any other.
         */
        private final int[] mirrored = new int[cells];

        private final int[] value = new int[patterns.length];
        private final int[] mirrorValue = new int[patterns.length];
        /** With packed tables: each pattern's Manhattan distance on the board, and on the mirrored board. */
        private final int[] distance = new int[patterns.length];

        private final int[] mirrorDistance = new int[patterns.length];
        private int sum;
        private int mirrorSum;
        private int[] saved = new int[512];
        /**
         * The free cells' region 0 of the pattern cells last flooded, by their cells ({@code 0}: none), 4,096 of them
         * in a direct-mapped cache: a search meets the same placements of a pattern again and again, and a read
         * here costs less than a flood. {@code null} without region-coded tables.
         */
        private final int[] floodedTaken = anyRegionCoded ? new int[FLOOD_CACHE] : null;

        private final int[] floodedZero = anyRegionCoded ? new int[FLOOD_CACHE] : null;

        /** As {@link #decoded} on the board followed, each flood kept for the next time its cells are met. */
        private int cachedDecoded(int group, int entry) {
            if (!hasCode(entry)) {
                return plainValue(entry);
            }
            int taken = taken(group, positionOf);
            int slot = (taken * 0x9E3779B1) >>> (32 - FLOOD_BITS);
            if (floodedTaken[slot] != taken) {
                floodedTaken[slot] = taken;
                floodedZero[slot] = zeroRegion(taken);
            }
            return withCode(entry, floodedZero[slot], positionOf[goalBlank]);
        }

        private int top;

        @Override
        public int reset(int[] positionOf) {
            this.positionOf = positionOf;
            top = 0;
            sum = 0;
            mirrorSum = 0;
            if (reflection != null) {
                for (int tile = 0; tile < cells; tile++) {
                    mirrored[tile] = reflection[positionOf[reflection[tile]]];
                }
            }
            for (int g = 0; g < patterns.length; g++) {
                distance[g] = distance(g, positionOf);
                value[g] = lookup(g, rank(patterns[g], positionOf), distance[g], positionOf);
                sum += value[g];
                if (reflection != null) {
                    mirrorDistance[g] = mirrorDistance(g, positionOf);
                    mirrorValue[g] = lookup(g, mirrorRank(mirrorSource[g], positionOf), mirrorDistance[g], mirrored);
                    mirrorSum += mirrorValue[g];
                }
            }
            return Math.max(sum, mirrorSum);
        }

        @Override
        public int moved(int label, int from, int to) {
            return moved(label, from, to, Integer.MAX_VALUE);
        }

        /** Skips the mirrored lookup when the direct sum alone exceeds the limit (a marker on the stack says so). */
        @Override
        public int moved(int label, int from, int to, int limit) {
            if (top + 2 > saved.length) {
                saved = Arrays.copyOf(saved, saved.length * 2);
            }
            int g = groupOf[label];
            int old = value[g];
            int index = rankFast(patterns[g], weights[g], positionOf);
            int updated;
            // a move changes the tile's distance equally on the mirrored board (the reflection keeps distances)
            int step = 0;
            if (halves != null) {
                step = manhattan[label * cells + to] - manhattan[label * cells + from];
                distance[g] += step;
                updated = distance[g] + half(halves[g], index);
            } else {
                updated = (heapTables != null ? heapTables[g][index] : tables[g].get(index)) & 0xFF;
                if (updated > RegionTableBuilder.MOST_CODED && regionCoded[g]) {
                    updated = cachedDecoded(g, updated);
                }
            }
            value[g] = updated;
            sum += updated - old;
            saved[top++] = old;
            if (reflection == null) {
                return sum;
            }
            int[] reflect = reflection;
            mirrored[reflect[label]] = reflect[to];
            mirrored[goalBlank] = reflect[from];
            int m = mirrorGroupOf[label];
            mirrorDistance[m] += step;
            if (sum > limit) {
                saved[top++] = SKIPPED;
                return sum;
            }
            int oldMirror = mirrorValue[m];
            int mirrorIndex = rankFast(patterns[m], weights[m], mirrored);
            int updatedMirror = halves != null
                    ? mirrorDistance[m] + half(halves[m], mirrorIndex)
                    : (heapTables != null ? heapTables[m][mirrorIndex] : tables[m].get(mirrorIndex)) & 0xFF;
            if (halves == null && updatedMirror > RegionTableBuilder.MOST_CODED && regionCoded[m]) {
                updatedMirror = decoded(m, updatedMirror, mirrored);
            }
            mirrorValue[m] = updatedMirror;
            mirrorSum += updatedMirror - oldMirror;
            saved[top++] = oldMirror;
            return Math.max(sum, mirrorSum);
        }

        @Override
        public void undo(int label, int from, int to) {
            // the slide of moved(label, from, to) taken back
            int step = halves != null ? manhattan[label * cells + to] - manhattan[label * cells + from] : 0;
            if (reflection != null) {
                mirrored[reflection[label]] = reflection[from];
                mirrored[goalBlank] = reflection[to];
                int m = mirrorGroupOf[label];
                mirrorDistance[m] -= step;
                int restored = saved[--top];
                if (restored != SKIPPED) {
                    mirrorSum += restored - mirrorValue[m];
                    mirrorValue[m] = restored;
                }
            }
            int g = groupOf[label];
            distance[g] -= step;
            int restored = saved[--top];
            sum += restored - value[g];
            value[g] = restored;
        }
    }
}
