package dev.fifteen.search.pdb;

import dev.fifteen.search.Grid;
import dev.fifteen.search.PatternBuild;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Builds the additive pattern table of one pattern on a board of up to 30 cells: for every placement of the
 * pattern's tiles ({@link Placements}), the fewest moves of pattern tiles that bring them home, the blank free to
 * wander over the other cells at no cost. It is a breadth-first search over (placement, blank region) pairs, the
 * region being the connected set of free cells the blank is in (Felner, Korf &amp; Hanan, JAIR 22, 2004), with one
 * 16-bit word per placement holding a 2-bit mark per region (unseen, reached at an even or odd level, closed) and
 * one byte per placement for the level it was first reached at, which is the table entry. Two bit sets name the
 * current and the next frontier; threads share a level and update a successor's word by compare-and-set.
 *
 * <p>Unlike {@link dev.fifteen.search.pdb.PackedPatternDatabaseBuilder} (boards of at most 16 cells, whose region
 * tables over every set of free cells fit in memory), the regions are found by flood fill on bit masks as the
 * search meets them, so the 5 x 5 board costs no table over its 2^25 sets of free cells.
 *
 * <p>With {@link #regionCoded} the entry also says, where it can, which side of the free cells the blank must be on
 * for the pattern to cost two moves more: the free cells' region 0 (the one holding the lowest free cell) or the
 * others. Each byte then holds the fewest moves over every region in its low six bits ({@value #MOST_CODED} for 63
 * or more) and in its top two a code: {@value #ZERO_COSTS_MORE} when the blank in region 0 needs at least two moves
 * more than that, {@value #OTHERS_COST_MORE} when the blank in any other region does, 0 when neither is known (one
 * region, or no side two moves dearer). A pattern tile's move leaves the other patterns' free cells and the blank's
 * region among them as they were, so a search reads the code of the pattern that moved only. On 20,000 random
 * 3 x 7 boards the 7-6-6-1 split estimates half a slide more with its codes (71.72 to 72.23), and the searches
 * expand a third to half fewer nodes ({@code docs/benchmarks.md}, "The blank's side in the tables").
 *
 * <p>Memory: 3 bytes per placement and a quarter byte for the bit sets (three eighths more with the region codes:
 * a bit for the side first reached, one for the other side reached, one for its first reach two levels later or
 * more): a 6-tile pattern on 25 cells (127,512,000 placements) about 415 MB at the peak. Preconditions: at most
 * 8 regions per placement (always so for up to 7 tiles on 5 x 5) and levels below 255.
 */
public final class RegionTableBuilder {

    /** The entry of a placement never reached (none, when the pattern leaves two cells free). */
    public static final int UNREACHABLE = 0xFF;

    /** A region-coded entry's code: the blank in region 0 costs at least two moves more than the entry's value. */
    public static final int ZERO_COSTS_MORE = 1;

    /** A region-coded entry's code: the blank outside region 0 costs at least two moves more than its value. */
    public static final int OTHERS_COST_MORE = 2;

    /** The largest value a region-coded entry holds; larger ones are cut to it, with no code. */
    public static final int MOST_CODED = 63;

    private static final VarHandle WORDS = MethodHandles.arrayElementVarHandle(char[].class);
    private static final VarHandle BITS = MethodHandles.arrayElementVarHandle(long[].class);

    private static final int UNSEEN = 0;
    private static final int CLOSED = 3;
    private static final int MAX_REGIONS = 8;
    /** Frontier words handed to a thread at a time. */
    private static final int CHUNK = 1 << 10;

    private final int cells;
    private final int columns;
    private final int goalBlank;
    private final int[] pattern;
    private final int entries;
    private final int threads;
    private final int priority;
    private final int full;
    private final int notFirstColumn;
    private final int notLastColumn;
    private final int[] neighbourMask;

    private static final VarHandle LEVELS = MethodHandles.arrayElementVarHandle(byte[].class);

    private final boolean regionCoded;
    private char[] words;
    /** The level each placement was first reached at (written before its code's bits are read, with codes). */
    private byte[] levels;
    /**
     * With region codes, a bit a placement: first reached with the blank outside region 0; the side it was not
     * first reached on reached since; that side first reached two levels or more after the first. Else {@code null}.
     */
    private long[] firstOutside;

    private long[] otherSideSeen;
    private long[] dearer;

    /**
     * @param goalBlank the blank's cell in the goal
     * @param pattern   the goal cells of the pattern's tiles (the tiles are named by their goal cells)
     * @param threads   the threads that share the search (at least 1)
     * @param priority  their priority ({@link Thread#MIN_PRIORITY} for a build in the background)
     */
    public RegionTableBuilder(int rows, int columns, int goalBlank, int[] pattern, int threads, int priority) {
        this(rows, columns, goalBlank, pattern, threads, priority, false);
    }

    /**
     * @param regionCoded whether each entry also holds the code of the blank's side (see the class comment)
     */
    public RegionTableBuilder(
            int rows, int columns, int goalBlank, int[] pattern, int threads, int priority, boolean regionCoded) {
        this.regionCoded = regionCoded;
        Grid grid = new Grid(rows, columns);
        this.cells = grid.size;
        if (cells > 30) {
            throw new IllegalArgumentException("this builder covers boards of at most 30 cells, not " + cells);
        }
        PatternBuild.check(cells, goalBlank, pattern, threads);
        long count = Placements.count(cells, pattern.length);
        if (pattern.length == 0 || count > Integer.MAX_VALUE - 64) {
            throw new IllegalArgumentException(
                    "a pattern of " + pattern.length + " tiles on " + cells + " cells has " + count + " entries");
        }
        this.columns = columns;
        this.goalBlank = goalBlank;
        this.pattern = pattern.clone();
        this.entries = (int) count;
        this.threads = threads;
        this.priority = priority;
        this.full = (1 << cells) - 1;
        int first = full;
        int last = full;
        for (int row = 0; row < rows; row++) {
            first &= ~(1 << (row * columns));
            last &= ~(1 << (row * columns + columns - 1));
        }
        this.notFirstColumn = first;
        this.notLastColumn = last;
        this.neighbourMask = new int[cells];
        for (int cell = 0; cell < cells; cell++) {
            neighbourMask[cell] = (int) grid.neighbourMask[cell];
        }
    }

    /** The table of a pattern: one byte per placement. */
    public static byte[] distances(int rows, int columns, int goalBlank, int[] pattern, int threads, int priority) {
        return new RegionTableBuilder(rows, columns, goalBlank, pattern, threads, priority).build();
    }

    /** The table of a pattern with the blank's side coded in each byte (see the class comment). */
    public static byte[] regionCoded(int rows, int columns, int goalBlank, int[] pattern, int threads, int priority) {
        return new RegionTableBuilder(rows, columns, goalBlank, pattern, threads, priority, true).build();
    }

    /** The number of placements, and so of entries. */
    public int entries() {
        return entries;
    }

    /**
     * Runs the search and returns the table. Interrupting the calling thread stops it (with an
     * {@link IllegalStateException}) after the level in progress.
     */
    public byte[] build() {
        words = new char[entries];
        levels = new byte[entries];
        Arrays.fill(levels, (byte) UNREACHABLE);
        if (regionCoded) {
            firstOutside = new long[(entries + 63) >>> 6];
            otherSideSeen = new long[firstOutside.length];
            dearer = new long[firstOutside.length];
        }
        long[] current = new long[(entries + 63) >>> 6];
        long[] next = new long[current.length];
        int[] cellOf = pattern.clone();
        int occupied = 0;
        for (int cell : cellOf) {
            occupied |= 1 << cell;
        }
        int freeSet = full & ~occupied;
        int start = Placements.rank(cells, cellOf);
        int startRegion = regionNumber(freeSet, goalBlank);
        words[start] = (char) (frontier(0) << (2 * startRegion));
        levels[start] = 0;
        if (regionCoded && startRegion > 0) {
            firstOutside[start >>> 6] |= 1L << start;
        }
        current[start >>> 6] |= 1L << start;
        for (int level = 0; ; level++) {
            if (Thread.currentThread().isInterrupted()) {
                throw new IllegalStateException("the table build was interrupted at level " + level);
            }
            if (!expandLevel(level, current, next)) {
                break;
            }
            long[] swap = current;
            current = next;
            next = swap;
        }
        byte[] table = levels;
        if (regionCoded) {
            code(table);
        }
        words = null;
        levels = null;
        firstOutside = null;
        otherSideSeen = null;
        dearer = null;
        return table;
    }

    /** Puts each placement's code in the top two bits of its level, in place. */
    private void code(byte[] table) {
        for (int placement = 0; placement < table.length; placement++) {
            int level = table[placement] & 0xFF;
            if (level == UNREACHABLE) {
                continue;
            }
            int code = 0;
            if (bit(dearer, placement)) {
                code = bit(firstOutside, placement) ? ZERO_COSTS_MORE : OTHERS_COST_MORE;
            }
            table[placement] = (byte) (level > MOST_CODED ? MOST_CODED : level | code << 6);
        }
    }

    private static boolean bit(long[] bits, int index) {
        return (bits[index >>> 6] & 1L << index) != 0;
    }

    private boolean expandLevel(int level, long[] current, long[] next) {
        AtomicInteger cursor = new AtomicInteger();
        return PatternBuild.runLevel(
                        threads,
                        priority,
                        "region-table-build",
                        () -> expandChunks(level, current, next, cursor) ? 1 : 0)
                > 0;
    }

    private boolean expandChunks(int level, long[] current, long[] next, AtomicInteger cursor) {
        int[] cellOf = new int[pattern.length];
        int[] regionCells = new int[MAX_REGIONS];
        boolean added = false;
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
                    added |= expand(placement, level, cellOf, regionCells, next);
                }
            }
        }
        return added;
    }

    /** Expands the regions of one placement reached at {@code level} and closes them. */
    private boolean expand(int placement, int level, int[] cellOf, int[] regionCells, long[] next) {
        int k = pattern.length;
        int occupied = Placements.unrank(cells, placement, cellOf);
        int freeSet = full & ~occupied;
        int count = regions(freeSet, regionCells);
        int word = (char) WORDS.getVolatile(words, placement);
        int frontier = frontier(level);
        int successorMark = frontier(level + 1);
        int closing = 0;
        boolean added = false;
        for (int number = 0; number < count; number++) {
            if (((word >>> (2 * number)) & 3) != frontier) {
                continue;
            }
            closing |= CLOSED << (2 * number);
            int region = regionCells[number];
            for (int i = 0; i < k; i++) {
                int from = cellOf[i];
                int targets = neighbourMask[from] & region;
                while (targets != 0) {
                    int to = Integer.numberOfTrailingZeros(targets);
                    targets &= targets - 1;
                    cellOf[i] = to;
                    int successor = Placements.rank(cells, cellOf);
                    cellOf[i] = from;
                    int successorFree = (freeSet | (1 << from)) & ~(1 << to);
                    int successorRegion = regionNumber(successorFree, from);
                    if (reach(successor, successorRegion, successorMark, level + 1)) {
                        long bit = 1L << successor;
                        int slot = successor >>> 6;
                        if (((long) BITS.getVolatile(next, slot) & bit) == 0) {
                            BITS.getAndBitwiseOr(next, slot, bit);
                        }
                        added = true;
                    }
                }
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

    /** Marks a region of a placement as reached at {@code level} unless it was reached before. */
    private boolean reach(int placement, int number, int mark, int level) {
        while (true) {
            int word = (char) WORDS.getVolatile(words, placement);
            if (((word >>> (2 * number)) & 3) != UNSEEN) {
                return false;
            }
            if (word == UNSEEN && level >= UNREACHABLE) {
                // before the placement is marked: no other thread waits for a level that is never written
                throw new IllegalStateException("pattern distances exceed one byte");
            }
            if (WORDS.compareAndSet(words, placement, (char) word, (char) (word | (mark << (2 * number))))) {
                if (word == UNSEEN && !regionCoded) {
                    levels[placement] = (byte) level;
                } else if (word == UNSEEN) {
                    if (number > 0) {
                        BITS.getAndBitwiseOr(firstOutside, placement >>> 6, 1L << placement);
                    }
                    // after the side's bit: a reach of another region reads the level first, then the bit
                    LEVELS.setVolatile(levels, placement, (byte) level);
                } else if (regionCoded) {
                    sideReached(placement, number > 0, level);
                }
                return true;
            }
        }
    }

    /**
     * Notes a later reach of a placement, at {@code level}, with the blank outside region 0 or in it: the first reach
     * of the side the placement was not first reached on sets its dearer bit when it is two levels or more later.
     * Threads of one level that meet the placement at once decide alike (their levels are equal), and every level
     * before is finished, so the bits come out the same whatever the threads.
     */
    private void sideReached(int placement, boolean outside, int level) {
        int first;
        do {
            // the thread that reached it first, in this level, may still be writing its level
            first = (byte) LEVELS.getVolatile(levels, placement) & 0xFF;
        } while (first == UNREACHABLE);
        int slot = placement >>> 6;
        long bit = 1L << placement;
        if (((long) BITS.getVolatile(firstOutside, slot) & bit) != 0 == outside) {
            return;
        }
        long seen = (long) BITS.getAndBitwiseOr(otherSideSeen, slot, bit);
        if ((seen & bit) == 0 && level >= first + 2) {
            BITS.getAndBitwiseOr(dearer, slot, bit);
        }
    }

    private static int frontier(int level) {
        return 1 + (level & 1);
    }

    /** The cells of {@code set} connected to {@code seed} (a non-empty subset of {@code set}). */
    private int flood(int seed, int set) {
        return PatternBuild.region(seed, set, columns, notFirstColumn, notLastColumn);
    }

    /** Fills {@code regionCells} with the regions of a free set, in the order of their lowest cells. */
    private int regions(int set, int[] regionCells) {
        int rest = set;
        int number = 0;
        while (rest != 0) {
            if (number == MAX_REGIONS) {
                throw new IllegalStateException("more than " + MAX_REGIONS + " free regions");
            }
            int region = flood(rest & -rest, set);
            regionCells[number++] = region;
            rest &= ~region;
        }
        return number;
    }

    /** The number of the region of {@code set} that holds {@code cell}, counted by lowest cells. */
    private int regionNumber(int set, int cell) {
        int region = flood(1 << cell, set);
        if (region == set) {
            return 0;
        }
        int lower = set & ~region & ((region & -region) - 1);
        int number = 0;
        while (lower != 0) {
            lower &= ~flood(lower & -lower, set);
            number++;
        }
        if (number >= MAX_REGIONS) {
            throw new IllegalStateException("more than " + MAX_REGIONS + " free regions");
        }
        return number;
    }
}
