package dev.fifteen.search.pdb;

import dev.fifteen.search.GoalLabels;

import java.nio.ByteBuffer;
import java.util.Arrays;

/**
 * One table of an additive pattern database (Korf &amp; Felner 2002; Felner, Korf &amp; Hanan 2004): for every
 * placement of a group of tiles (the pattern) on a board of at most {@value #MAX_CELLS} cells, a lower bound on the
 * number of moves of those tiles needed to bring them home, whatever the other tiles do. Tiles are named by their
 * goal cell (see {@link GoalLabels}), so a table serves every goal that has its blank in the same cell.
 *
 * <p>A placement is indexed by a perfect hash in the falling-factorial base: {@code n! / (n - k)!} one-byte entries
 * for {@code k} tiles on {@code n} cells, 255 for a placement that cannot be reached. A blank-aware table has
 * {@code n - k} entries per placement, one per blank cell (the exact abstract distance, consistent); a compact table
 * holds the minimum over blank cells (admissible only). A region-coded table (boards of 17 to 25 cells) is compact,
 * and the top two bits of each entry say which side of the free cells costs two moves more
 * ({@link RegionTableBuilder}); its reader decodes them ({@link AdditivePatternDatabase}). See
 * {@code docs/algorithms.md}, "Pattern databases".
 *
 * <p>Lookup is {@code O(k)} (one population count per tile) and allocation-free. Tables are built by
 * {@link PatternDatabaseBuilder} or mapped from a file by {@link PatternDatabaseFile}.
 */
public final class PatternDatabase {

    /** The entry value of a placement that cannot be reached from the goal. */
    public static final int UNREACHABLE = 255;

    /** The most cells a board of tables may have (blank-aware tables: 16). */
    public static final int MAX_CELLS = 25;

    private final int cells;
    private final int[] pattern;
    private final ByteBuffer distances;
    /** The same bytes on the heap, for tables built in memory (faster to read than a buffer); else {@code null}. */
    private final byte[] heap;
    /** Whether entries are per placement and blank cell (exact, consistent) rather than per placement (minimum). */
    private final boolean blankAware;
    /** Whether each entry holds the blank's side in its top two bits ({@link RegionTableBuilder#regionCoded}). */
    private final boolean regionCoded;
    /**
     * The entries in half a byte each, or {@code null}: entry {@code i} is the pattern tiles' Manhattan distance on a
     * board of {@link #packedColumns} columns plus twice nibble {@code i} (see {@link #packed}).
     */
    private final byte[] halves;

    private final int packedColumns;

    /**
     * A table read from a buffer (a memory-mapped file, for instance).
     *
     * @param cells     the number of cells of the board (at most {@value #MAX_CELLS})
     * @param pattern   the pattern tiles, named by goal cell, in the order the index reads them
     * @param distances {@link #entries(int, int)} bytes, one per placement
     */
    public PatternDatabase(int cells, int[] pattern, ByteBuffer distances) {
        this(cells, pattern, false, false, distances, null, null, 0);
    }

    /**
     * A compact table read from a buffer, its entries region-coded or not.
     *
     * @param regionCoded whether each entry holds the blank's side in its top two bits
     */
    public PatternDatabase(int cells, int[] pattern, ByteBuffer distances, boolean regionCoded) {
        this(cells, pattern, false, regionCoded, distances, null, null, 0);
    }

    /** A compact table held on the heap, region-coded ({@link RegionTableBuilder#regionCoded}); the array is kept. */
    public static PatternDatabase regionCoded(int cells, int[] pattern, byte[] distances) {
        return new PatternDatabase(cells, pattern, false, true, ByteBuffer.wrap(distances), distances, null, 0);
    }

    /**
     * A table held on the heap; the array is kept, not copied, and must not change afterwards.
     *
     * @param blankAware whether there is one entry per placement and blank cell
     */
    public PatternDatabase(int cells, int[] pattern, boolean blankAware, byte[] distances) {
        this(cells, pattern, blankAware, false, ByteBuffer.wrap(distances), distances, null, 0);
    }

    private PatternDatabase(
            int cells,
            int[] pattern,
            boolean blankAware,
            boolean regionCoded,
            ByteBuffer distances,
            byte[] heap,
            byte[] halves,
            int packedColumns) {
        if (cells < 2 || cells > (blankAware ? 16 : MAX_CELLS)) {
            throw new IllegalArgumentException("pattern databases cover boards of 2 to " + (blankAware ? 16 : MAX_CELLS)
                    + " cells" + (blankAware ? " when blank-aware" : "") + ", not " + cells);
        }
        if (blankAware && regionCoded) {
            throw new IllegalArgumentException("a blank-aware table has no region codes");
        }
        if (pattern.length == 0 || pattern.length >= cells) {
            throw new IllegalArgumentException("a pattern holds 1 to " + (cells - 1) + " tiles, not " + pattern.length);
        }
        long entries = entries(cells, pattern.length) * (blankAware ? cells - pattern.length : 1);
        if (entries > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("a pattern of " + pattern.length + " tiles on " + cells + " cells has "
                    + entries + " entries, more than one table indexes");
        }
        if (distances.capacity() != entries) {
            throw new IllegalArgumentException("a pattern of " + pattern.length + " tiles on " + cells + " cells needs "
                    + entries + " entries, not " + distances.capacity());
        }
        this.cells = cells;
        this.pattern = pattern.clone();
        this.distances = distances.isReadOnly() ? distances : distances.asReadOnlyBuffer();
        this.heap = heap;
        this.blankAware = blankAware;
        this.regionCoded = regionCoded;
        this.halves = halves;
        this.packedColumns = packedColumns;
    }

    /** Whether entries are per placement and blank cell (exact and consistent) rather than the minimum over blanks. */
    public boolean blankAware() {
        return blankAware;
    }

    /** Whether each entry holds the blank's side in its top two bits ({@link RegionTableBuilder#regionCoded}). */
    public boolean regionCoded() {
        return regionCoded;
    }

    /**
     * The same table with its bytes copied onto the heap, or this one if they are there already. The search reads
     * a heap array faster than a mapped buffer, and the heap may sit on large pages
     * ({@code -XX:+UseTransparentHugePages}), which spares the processor most of its address-translation misses on
     * a table of hundreds of megabytes.
     */
    public PatternDatabase onHeap() {
        if (heap != null) {
            return this;
        }
        byte[] bytes = new byte[distances.capacity()];
        distances.duplicate().clear().get(bytes);
        return new PatternDatabase(cells, pattern, blankAware, regionCoded, ByteBuffer.wrap(bytes), bytes, null, 0);
    }

    /**
     * The same table with its entries in half a byte each on the heap (half the memory, and so fewer cache and
     * address-translation misses in the search), its bytes left where they are (a mapped file stays mapped, off the
     * heap); or this one when an entry does not fit. Every move of a pattern tile changes the pattern's Manhattan
     * distance by one, so an entry minus that distance is even and not negative; half of it fits a nibble when it is
     * at most 15, which holds for the 4 x 4 tables in use (see {@code docs/algorithms.md}, "Pattern databases"). The
     * entries read back exactly, so the search expands the same nodes; of a region-coded table the halves hold the
     * values without their codes (the bytes keep them). One pass over the entries in index order,
     * the distance kept tile by tile: {@code O(entries)}.
     *
     * @param columns the columns of the board (the Manhattan distance depends on them)
     */
    public PatternDatabase packed(int columns) {
        if (halves != null && packedColumns == columns) {
            return this;
        }
        if (columns < 1 || cells % columns != 0) {
            throw new IllegalArgumentException(cells + " cells do not make rows of " + columns);
        }
        long entries = distances.capacity();
        byte[] packedHalves = new byte[(int) ((entries + 1) / 2)];
        ByteBuffer source = distances.duplicate().clear();
        int[] distance = new int[pattern.length * cells];
        for (int i = 0; i < pattern.length; i++) {
            for (int cell = 0; cell < cells; cell++) {
                distance[i * cells + cell] = Math.abs(cell / columns - pattern[i] / columns)
                        + Math.abs(cell % columns - pattern[i] % columns);
            }
        }
        if (!pack(new Chunks(source, regionCoded), packedHalves, distance, 0, 0, 0, new long[1])) {
            return this;
        }
        return new PatternDatabase(cells, pattern, blankAware, regionCoded, distances, null, packedHalves, columns);
    }

    /**
     * Packs the entries below tile {@code i} of the placement, the earlier tiles on {@code taken} cells at
     * Manhattan distance {@code manhattan}; {@code next[0]} is the index of the next entry (the placements come in
     * index order: each tile's free cells in increasing order). Returns {@code false} when an entry does not fit.
     */
    private boolean pack(
            Chunks source, byte[] packedHalves, int[] distance, int i, int taken, int manhattan, long[] next) {
        if (i == pattern.length - 1) {
            // the last tile in each free cell, then (blank-aware) the blank in each cell left: consecutive entries
            int blanks = blankAware ? cells - pattern.length : 1;
            int index = (int) next[0];
            for (int cell = 0; cell < cells; cell++) {
                if ((taken & (1 << cell)) != 0) {
                    continue;
                }
                int distanceHere = manhattan + distance[i * cells + cell];
                for (int b = 0; b < blanks; b++, index++) {
                    int excess = source.get(index) - distanceHere;
                    if (excess < 0 || (excess & 1) != 0 || excess > 30) {
                        return false;
                    }
                    packedHalves[index >> 1] |= (byte) ((excess >> 1) << ((index & 1) << 2));
                }
            }
            next[0] = index;
            return true;
        }
        for (int cell = 0; cell < cells; cell++) {
            if ((taken & (1 << cell)) == 0
                    && !pack(
                            source,
                            packedHalves,
                            distance,
                            i + 1,
                            taken | 1 << cell,
                            manhattan + distance[i * cells + cell],
                            next)) {
                return false;
            }
        }
        return true;
    }

    /** A buffer read in order a chunk at a time onto the heap: one bulk copy instead of a call per entry. */
    private static final class Chunks {

        private final ByteBuffer source;
        /** The value bits of an entry: all of them, or the six below a region code. */
        private final int valueMask;

        private final byte[] chunk = new byte[1 << 20];
        private int start = -chunk.length;

        Chunks(ByteBuffer source, boolean regionCoded) {
            this.source = source;
            this.valueMask = regionCoded ? RegionTableBuilder.MOST_CODED : 0xFF;
        }

        /** Entry {@code index}, no lower than the last one asked for. */
        int get(int index) {
            if (index - start >= chunk.length) {
                start = index;
                source.get(start, chunk, 0, Math.min(chunk.length, source.capacity() - start));
            }
            int entry = chunk[index - start] & 0xFF;
            return entry == UNREACHABLE ? entry : entry & valueMask;
        }
    }

    /** The entries in half a byte each (see {@link #packed}), or {@code null}. */
    byte[] halves() {
        return halves;
    }

    /** The columns of the Manhattan distance the {@link #halves} are counted from; 0 when not packed. */
    int packedColumns() {
        return packedColumns;
    }

    /** The table's size in bytes. */
    public long bytes() {
        return distances.capacity();
    }

    /** The table's bytes on the heap, or {@code null} for a table read from a buffer. */
    byte[] heap() {
        return heap;
    }

    /**
     * The number of placements of {@code tiles} distinct tiles on {@code cells} cells: {@code cells!/(cells-tiles)!}.
     */
    public static long entries(int cells, int tiles) {
        return Placements.count(cells, tiles);
    }

    public int cells() {
        return cells;
    }

    /** The pattern tiles, named by goal cell. */
    public int[] pattern() {
        return pattern.clone();
    }

    ByteBuffer distances() {
        return distances;
    }

    /** The index of a placement given directly as the cells of the pattern tiles, in pattern order. */
    static int rankCells(int cells, int[] cellOfPatternTile) {
        return Placements.rank(cells, cellOfPatternTile);
    }

    @Override
    public String toString() {
        return "pattern " + Arrays.toString(pattern) + " on " + cells + " cells";
    }
}
