package dev.fifteen.search.pdb;

import dev.fifteen.search.Grid;
import dev.fifteen.search.PatternBuild;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;

/**
 * Builds the compact table of one pattern (one byte per placement: the fewest pattern-tile moves over the blank's
 * cells, see {@link PatternDatabaseBuilder}) in about a quarter of that builder's memory, with the work split across
 * threads. It runs the same 0-1 breadth-first search over (placement, blank region) pairs (Felner, Korf &amp; Hanan,
 * JAIR 22, 2004) but keeps one 16-bit word per placement: a 2-bit mark per free region (the two-bit breadth-first
 * search of Kunkle &amp; Cooperman, 2009, with Korf's parity trick) and, for placements of at most 5 regions, the
 * level; two bit sets name the current and the next frontier, and threads update a successor's word by
 * compare-and-set. The layout and why the 8-tile table is compact: {@code docs/algorithms.md}, "The packed builder".
 *
 * <p>Cost: {@code 2E} bytes for the words plus {@code E/4} for the bit sets ({@code E = n!/(n-k)!} placements of
 * {@code k} tiles on {@code n} cells) and two region tables over the free-cell sets; time proportional to the
 * (placement, region) pairs times the moves out of each, divided among the threads.
 *
 * <p>Preconditions: a board of at most 16 cells; levels deeper than 63 are refused for placements of up to 5
 * regions.
 */
public final class PackedPatternDatabaseBuilder {

    private static final VarHandle WORDS = MethodHandles.arrayElementVarHandle(char[].class);
    private static final VarHandle BITS = MethodHandles.arrayElementVarHandle(long[].class);
    private static final VarHandle KEYS = MethodHandles.arrayElementVarHandle(int[].class);

    private static final int UNSEEN = 0;
    private static final int CLOSED = 3;
    /** Placements with more regions than this keep their level in the overflow table. */
    private static final int FEW_REGIONS = 5;

    private static final int LEVEL_SHIFT = 2 * FEW_REGIONS;
    private static final int DEEPEST_IN_WORD = (1 << (16 - LEVEL_SHIFT)) - 1;
    /** Placements handed to a thread at a time, in 64-placement words of the frontier bit set. */
    private static final int CHUNK = 1 << 12;

    private final Grid grid;
    private final int cells;
    private final int free;
    private final int goalBlank;
    private final int[] pattern;
    private final int entries;
    private final int threads;
    private final int priority;
    /** {@code regions[set]}: the number of connected regions of the free-cell set. */
    private final byte[] regions;
    /** {@code regionOf[set << 4 | cell]}: the number of the region of {@code set} holding {@code cell}. */
    private final byte[] regionOf;
    /** {@code regionCells[set << 3 | number]}: the cells of that region. */
    private final char[] regionCells;

    private final byte[] select = selectFree();

    private char[] words;
    private int[] overflowKeys;
    private byte[] overflowLevels;
    private boolean built;

    /**
     * @param threads  the threads that share the search (at least 1)
     * @param priority the threads' priority ({@link Thread#MIN_PRIORITY} for a build in the background)
     */
    public PackedPatternDatabaseBuilder(
            int rows, int columns, int goalBlank, int[] pattern, int threads, int priority) {
        this.grid = new Grid(rows, columns);
        this.cells = grid.size;
        if (cells > 16) {
            throw new IllegalArgumentException("pattern databases cover boards of at most 16 cells, not " + cells);
        }
        PatternBuild.check(cells, goalBlank, pattern, threads);
        long count = PatternDatabase.entries(cells, pattern.length);
        if (count > Integer.MAX_VALUE - 8 || pattern.length == 0) {
            throw new IllegalArgumentException("a pattern of " + pattern.length + " tiles on " + cells + " cells has "
                    + count + " entries; one table holds 1 to " + (Integer.MAX_VALUE - 8));
        }
        this.free = cells - pattern.length;
        this.goalBlank = goalBlank;
        this.pattern = pattern.clone();
        this.entries = (int) count;
        this.threads = threads;
        this.priority = priority;
        int sets = 1 << cells;
        this.regions = new byte[sets];
        this.regionOf = new byte[sets << 4];
        this.regionCells = new char[sets << 3];
        describeRegions();
    }

    /** The compact table of a pattern, built with the given number of threads: one byte per placement. */
    public static byte[] distances(int rows, int columns, int goalBlank, int[] pattern, int threads) {
        return distances(rows, columns, goalBlank, pattern, threads, Thread.NORM_PRIORITY);
    }

    /** The compact table of a pattern, built with threads of the given priority. */
    public static byte[] distances(int rows, int columns, int goalBlank, int[] pattern, int threads, int priority) {
        PackedPatternDatabaseBuilder builder =
                new PackedPatternDatabaseBuilder(rows, columns, goalBlank, pattern, threads, priority);
        builder.search(level -> {});
        byte[] table = new byte[builder.entries];
        ByteBuffer target = ByteBuffer.wrap(table);
        builder.emit(chunk -> target.put(chunk), 1 << 16);
        return table;
    }

    /** The number of placements, and so of bytes {@link #emit} hands out. */
    public int entries() {
        return entries;
    }

    /**
     * Runs the search; {@code onLevel} hears each finished level. Interrupting the calling thread stops the search
     * (with an {@link IllegalStateException}) after the level in progress.
     */
    public void search(IntConsumer onLevel) {
        words = new char[entries];
        long[] current = new long[(entries + 63) >>> 6];
        long[] next = new long[current.length];
        prepareOverflow();

        int[] cellOf = pattern.clone();
        int occupied = 0;
        for (int cell : cellOf) {
            occupied |= 1 << cell;
        }
        int freeSet = fullMask() & ~occupied;
        int start = PatternDatabase.rankCells(cells, cellOf);
        words[start] = (char) (mark(frontier(0), regionOf[(freeSet << 4) | goalBlank]));
        if (regions[freeSet] > FEW_REGIONS) {
            putOverflow(start, 0);
        }
        current[start >>> 6] |= 1L << start;

        for (int level = 0; ; level++) {
            if (Thread.currentThread().isInterrupted()) {
                throw new IllegalStateException("the pattern database build was interrupted at level " + level);
            }
            long added = expandLevel(level, current, next);
            onLevel.accept(level);
            if (added == 0) {
                break;
            }
            long[] swap = current;
            current = next;
            next = swap;
        }
        built = true;
    }

    /**
     * Hands the finished table to {@code sink} in order, in buffers of up to {@code chunk} bytes (each buffer is
     * reused after the call returns), then releases the search's memory.
     */
    public void emit(java.util.function.Consumer<ByteBuffer> sink, int chunk) {
        if (!built) {
            throw new IllegalStateException("search first");
        }
        ByteBuffer buffer = ByteBuffer.allocate(chunk);
        int k = pattern.length;
        int[] digit = new int[k];
        int[] taken = new int[k];
        int last = k - 1;
        int lastCount = cells - last;
        int index = 0;
        while (index < entries) {
            // the cells of all tiles but the last, from the digits of the falling-factorial base
            int prefix = 0;
            for (int i = 0; i < last; i++) {
                taken[i] = prefix;
                prefix |= 1 << select[(prefix << 4) | digit[i]];
            }
            for (int r = 0; r < lastCount; r++, index++) {
                int freeSet = fullMask() & ~(prefix | 1 << select[(prefix << 4) | r]);
                buffer.put((byte) levelOf(index, freeSet));
                if (!buffer.hasRemaining()) {
                    buffer.flip();
                    sink.accept(buffer);
                    buffer.clear();
                }
            }
            for (int i = last - 1; i >= 0; i--) {
                if (++digit[i] < cells - i) {
                    break;
                }
                digit[i] = 0;
            }
        }
        buffer.flip();
        if (buffer.hasRemaining()) {
            sink.accept(buffer);
        }
        words = null;
        overflowKeys = null;
        overflowLevels = null;
        built = false;
    }

    private int levelOf(int index, int freeSet) {
        int word = words[index];
        if (word == UNSEEN) {
            return PatternDatabase.UNREACHABLE;
        }
        return regions[freeSet] > FEW_REGIONS ? getOverflow(index) : word >>> LEVEL_SHIFT;
    }

    /** Expands one level on {@link #threads} threads; returns the number of (placement, region) pairs added. */
    private long expandLevel(int level, long[] current, long[] next) {
        AtomicInteger cursor = new AtomicInteger();
        return PatternBuild.runLevel(
                threads, priority, "pattern-database-search", () -> expandChunks(level, current, next, cursor));
    }

    private long expandChunks(int level, long[] current, long[] next, AtomicInteger cursor) {
        int frontier = frontier(level);
        int successorMark = frontier(level + 1);
        int nextLevel = level + 1;
        Scratch scratch = new Scratch(pattern.length);
        long added = 0;
        for (int from = cursor.getAndAdd(CHUNK); from < current.length; from = cursor.getAndAdd(CHUNK)) {
            int to = Math.min(current.length, from + CHUNK);
            for (int w = from; w < to; w++) {
                long bits = current[w];
                if (bits == 0) {
                    continue;
                }
                current[w] = 0;
                while (bits != 0) {
                    int placement = (w << 6) | Long.numberOfTrailingZeros(bits);
                    bits &= bits - 1;
                    added += expand(placement, frontier, successorMark, nextLevel, scratch, next);
                }
            }
        }
        return added;
    }

    /** Expands the frontier regions of one placement and closes them. */
    private int expand(int placement, int frontier, int successorMark, int nextLevel, Scratch scratch, long[] next) {
        int k = pattern.length;
        int[] cellOf = scratch.cellOf;
        int[] successors = scratch.successors;
        int[] successorFrees = scratch.frees;
        int[] successorRegions = scratch.regions;
        int[] successorWords = scratch.words;
        int rest = placement;
        for (int i = k - 1; i >= 0; i--) {
            int radix = cells - i;
            cellOf[i] = rest % radix;
            rest /= radix;
        }
        int occupied = 0;
        for (int i = 0; i < k; i++) {
            int cell = select[(occupied << 4) | cellOf[i]];
            cellOf[i] = cell;
            occupied |= 1 << cell;
        }
        int freeSet = fullMask() & ~occupied;
        int count = regions[freeSet];
        int word = (char) WORDS.getVolatile(words, placement);
        int closing = 0;
        int found = 0;
        for (int number = 0; number < count; number++) {
            if (((word >>> (2 * number)) & 3) != frontier) {
                continue;
            }
            closing |= CLOSED << (2 * number);
            int region = regionCells[(freeSet << 3) | number];
            for (int i = 0; i < k; i++) {
                int from = cellOf[i];
                int targets = (int) grid.neighbourMask[from] & region;
                while (targets != 0) {
                    int to = Integer.numberOfTrailingZeros(targets);
                    targets &= targets - 1;
                    cellOf[i] = to;
                    successors[found] = PatternDatabase.rankCells(cells, cellOf);
                    cellOf[i] = from;
                    int successorFree = (freeSet | (1 << from)) & ~(1 << to);
                    successorFrees[found] = successorFree;
                    successorRegions[found] = regionOf[(successorFree << 4) | from];
                    found++;
                }
            }
        }
        // The successors' words are read in a loop of their own, which lets the processor fetch them from memory
        // at the same time rather than one cache miss after another; a stale read is caught by reach().
        char[] table = words;
        for (int j = 0; j < found; j++) {
            successorWords[j] = table[successors[j]];
        }
        int added = 0;
        for (int j = 0; j < found; j++) {
            if (((successorWords[j] >>> (2 * successorRegions[j])) & 3) != UNSEEN) {
                continue;
            }
            int successor = successors[j];
            if (reach(successor, successorFrees[j], successorRegions[j], successorMark, nextLevel)) {
                long bit = 1L << successor;
                int slot = successor >>> 6;
                if (((long) BITS.getVolatile(next, slot) & bit) == 0) {
                    BITS.getAndBitwiseOr(next, slot, bit);
                }
                added++;
            }
        }
        while (closing != 0) {
            int seen = (char) WORDS.getVolatile(words, placement);
            if (WORDS.compareAndSet(words, placement, (char) seen, (char) (seen | closing))) {
                break;
            }
        }
        return added;
    }

    /** One thread's working arrays: a placement's cells and its successors (at most four per tile). */
    private static final class Scratch {
        final int[] cellOf;
        final int[] successors;
        final int[] frees;
        final int[] regions;
        final int[] words;

        Scratch(int tiles) {
            cellOf = new int[tiles];
            successors = new int[4 * tiles];
            frees = new int[4 * tiles];
            regions = new int[4 * tiles];
            words = new int[4 * tiles];
        }
    }

    /** Marks a region of a placement as reached at {@code level} unless it was reached before. */
    private boolean reach(int placement, int freeSet, int number, int successorMark, int level) {
        while (true) {
            int word = (char) WORDS.getVolatile(words, placement);
            if (((word >>> (2 * number)) & 3) != UNSEEN) {
                return false;
            }
            int updated = word | mark(successorMark, number);
            boolean first = word == UNSEEN;
            boolean overflow = regions[freeSet] > FEW_REGIONS;
            if (first && !overflow) {
                if (level > DEEPEST_IN_WORD) {
                    throw new IllegalStateException("pattern distances exceed " + DEEPEST_IN_WORD
                            + "; this builder keeps deeper levels only for placements of over " + FEW_REGIONS
                            + " regions");
                }
                updated |= level << LEVEL_SHIFT;
            }
            if (WORDS.compareAndSet(words, placement, (char) word, (char) updated)) {
                if (first && overflow) {
                    putOverflow(placement, level);
                }
                return true;
            }
        }
    }

    private static int frontier(int level) {
        return 1 + (level & 1);
    }

    private static int mark(int value, int number) {
        return value << (2 * number);
    }

    private int fullMask() {
        return (1 << cells) - 1;
    }

    /** Sizes the overflow table at twice the placements with more than {@link #FEW_REGIONS} regions. */
    private void prepareOverflow() {
        long many = 0;
        int k = pattern.length;
        int[] digit = new int[k];
        int last = k - 1;
        int lastCount = cells - last;
        for (int index = 0; index < entries; index += lastCount) {
            int prefix = 0;
            for (int i = 0; i < last; i++) {
                prefix |= 1 << select[(prefix << 4) | digit[i]];
            }
            for (int r = 0; r < lastCount; r++) {
                if (regions[fullMask() & ~(prefix | 1 << select[(prefix << 4) | r])] > FEW_REGIONS) {
                    many++;
                }
            }
            for (int i = last - 1; i >= 0; i--) {
                if (++digit[i] < cells - i) {
                    break;
                }
                digit[i] = 0;
            }
        }
        int capacity = Integer.highestOneBit((int) Math.max(16, Math.min(1 << 30, many * 2)) - 1) << 1;
        overflowKeys = new int[capacity];
        Arrays.fill(overflowKeys, -1);
        overflowLevels = new byte[capacity];
    }

    private void putOverflow(int placement, int level) {
        if (level >= PatternDatabase.UNREACHABLE) {
            throw new IllegalStateException("pattern distances exceed one byte");
        }
        int mask = overflowKeys.length - 1;
        for (int slot = hash(placement) & mask; ; slot = (slot + 1) & mask) {
            if (KEYS.compareAndSet(overflowKeys, slot, -1, placement)) {
                overflowLevels[slot] = (byte) level;
                return;
            }
        }
    }

    /** Read only after the search has finished (the threads' joins publish the levels). */
    private int getOverflow(int placement) {
        int mask = overflowKeys.length - 1;
        for (int slot = hash(placement) & mask; ; slot = (slot + 1) & mask) {
            int key = overflowKeys[slot];
            if (key == placement) {
                return overflowLevels[slot] & 0xFF;
            }
            if (key == -1) {
                throw new IllegalStateException("no level for placement " + placement);
            }
        }
    }

    private static int hash(int placement) {
        return (placement * 0x9E3779B9) ^ (placement >>> 16);
    }

    /** Fills {@link #regions}, {@link #regionOf} and {@link #regionCells} for every set of free cells. */
    private void describeRegions() {
        int notFirstColumn = fullMask();
        int notLastColumn = fullMask();
        for (int row = 0; row < grid.rows; row++) {
            notFirstColumn &= ~(1 << (row * grid.columns));
            notLastColumn &= ~(1 << (row * grid.columns + grid.columns - 1));
        }
        for (int set = 0; set <= fullMask(); set++) {
            int rest = set;
            int number = 0;
            while (rest != 0) {
                int region = PatternBuild.region(rest & -rest, set, grid.columns, notFirstColumn, notLastColumn);
                rest &= ~region;
                regionCells[(set << 3) | number] = (char) region;
                for (int cells = region; cells != 0; cells &= cells - 1) {
                    regionOf[(set << 4) | Integer.numberOfTrailingZeros(cells)] = (byte) number;
                }
                number++;
            }
            regions[set] = (byte) number;
        }
    }

    /** {@code selectFree()[taken << 4 | r]}: the {@code r}-th cell (from 0) not in the 16-cell set {@code taken}. */
    private static byte[] selectFree() {
        byte[] table = new byte[1 << 20];
        for (int taken = 0; taken < 1 << 16; taken++) {
            int r = 0;
            for (int cell = 0; cell < 16; cell++) {
                if ((taken & (1 << cell)) == 0) {
                    table[(taken << 4) | r++] = (byte) cell;
                }
            }
        }
        return table;
    }
}
