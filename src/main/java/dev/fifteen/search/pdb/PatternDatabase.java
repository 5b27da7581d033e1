package dev.fifteen.search.pdb;

import dev.fifteen.search.GoalLabels;

import java.nio.ByteBuffer;
import java.util.Arrays;

/**
 * One table of an additive pattern database (Korf &amp; Felner 2002; Felner, Korf &amp; Hanan 2004): for every
 * placement of a group of tiles (the pattern) on a board of at most 16 cells, a lower bound on the number of moves of
 * those tiles needed to bring them home, whatever the other tiles do. Tiles are named by their goal cell (see
 * {@link GoalLabels}), so a table serves every goal that has its blank in the same cell.
 *
 * <p>A placement is indexed by a perfect hash in the falling-factorial base: {@code n! / (n - k)!} one-byte entries
 * for {@code k} tiles on {@code n} cells, 255 for a placement that cannot be reached. A blank-aware table has
 * {@code n - k} entries per placement, one per blank cell (the exact abstract distance, consistent); a compact table
 * holds the minimum over blank cells (admissible only). See {@code docs/algorithms.md}, "Pattern databases".
 *
 * <p>Lookup is {@code O(k)} (one population count per tile) and allocation-free. Tables are built by
 * {@link PatternDatabaseBuilder} or mapped from a file by {@link PatternDatabaseFile}.
 */
public final class PatternDatabase {

    /** The entry value of a placement that cannot be reached from the goal. */
    public static final int UNREACHABLE = 255;

    private final int cells;
    private final int[] pattern;
    private final ByteBuffer distances;
    /** The same bytes on the heap, for tables built in memory (faster to read than a buffer); else {@code null}. */
    private final byte[] heap;
    /** Whether entries are per placement and blank cell (exact, consistent) rather than per placement (minimum). */
    private final boolean blankAware;

    /**
     * A table read from a buffer (a memory-mapped file, for instance).
     *
     * @param cells     the number of cells of the board (at most 16)
     * @param pattern   the pattern tiles, named by goal cell, in the order the index reads them
     * @param distances {@link #entries(int, int)} bytes, one per placement
     */
    public PatternDatabase(int cells, int[] pattern, ByteBuffer distances) {
        this(cells, pattern, false, distances, null);
    }

    /**
     * A table held on the heap; the array is kept, not copied, and must not change afterwards.
     *
     * @param blankAware whether there is one entry per placement and blank cell
     */
    public PatternDatabase(int cells, int[] pattern, boolean blankAware, byte[] distances) {
        this(cells, pattern, blankAware, ByteBuffer.wrap(distances), distances);
    }

    private PatternDatabase(int cells, int[] pattern, boolean blankAware, ByteBuffer distances, byte[] heap) {
        if (cells < 2 || cells > 16) {
            throw new IllegalArgumentException("pattern databases cover boards of 2 to 16 cells, not " + cells);
        }
        if (pattern.length == 0 || pattern.length >= cells) {
            throw new IllegalArgumentException("a pattern holds 1 to " + (cells - 1) + " tiles, not " + pattern.length);
        }
        long entries = entries(cells, pattern.length) * (blankAware ? cells - pattern.length : 1);
        if (distances.capacity() != entries) {
            throw new IllegalArgumentException("a pattern of " + pattern.length + " tiles on " + cells + " cells needs "
                    + entries + " entries, not " + distances.capacity());
        }
        this.cells = cells;
        this.pattern = pattern.clone();
        this.distances = distances.isReadOnly() ? distances : distances.asReadOnlyBuffer();
        this.heap = heap;
        this.blankAware = blankAware;
    }

    /** Whether entries are per placement and blank cell (exact and consistent) rather than the minimum over blanks. */
    public boolean blankAware() {
        return blankAware;
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
        return new PatternDatabase(cells, pattern, blankAware, bytes);
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
        long product = 1;
        for (int i = 0; i < tiles; i++) {
            product *= cells - i;
        }
        return product;
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
        int index = 0;
        int taken = 0;
        for (int i = 0; i < cellOfPatternTile.length; i++) {
            int cell = cellOfPatternTile[i];
            index = index * (cells - i) + cell - Integer.bitCount(taken & ((1 << cell) - 1));
            taken |= 1 << cell;
        }
        return index;
    }

    @Override
    public String toString() {
        return "pattern " + Arrays.toString(pattern) + " on " + cells + " cells";
    }
}
