package dev.fifteen.search.pdb;

import dev.fifteen.search.Grid;
import dev.fifteen.search.PatternBuild;

import java.util.Arrays;
import java.util.function.IntConsumer;

/**
 * Builds one {@link PatternDatabase} table by a breadth-first search backwards from the goal that counts only the
 * moves of the pattern tiles (Korf &amp; Felner, "Disjoint pattern database heuristics", 2002; Felner, Korf &amp;
 * Hanan, "Additive pattern database heuristics", JAIR 22, 2004), so that the tables of disjoint patterns add up to a
 * lower bound. Moves of the blank through free cells cost nothing: the search is a 0-1 breadth-first search over
 * (placement, blank region) pairs. {@link #build} stores the level of every (placement, blank cell), the blank-aware
 * form the service uses (consistent); the compact form stores the minimum over blank cells (admissible, not
 * consistent) and is the yardstick {@link PackedPatternDatabaseBuilder} is checked against. Why and how:
 * {@code docs/algorithms.md}, "Building a table".
 *
 * <p>Cost: {@code E = n!/(n-k)!} placements for {@code k} tiles on {@code n <= 16} cells; memory while building
 * {@code 6E} bytes (three 16-bit masks) plus the result ({@code E} bytes compact, {@code (n-k)E} blank-aware); time
 * proportional to the (placement, region) pairs times the moves out of each, plus one scan of the masks per level.
 */
public final class PatternDatabaseBuilder {

    private static final byte UNSEEN = (byte) PatternDatabase.UNREACHABLE;
    private static byte[] selectFree;

    private final Grid grid;
    private final int goalBlank;
    private final int[] pattern;
    private final int cells;
    private final int fullMask;
    private final int notFirstColumn;
    private final int notLastColumn;

    private PatternDatabaseBuilder(Grid grid, int goalBlank, int[] pattern) {
        if (grid.size > 16) {
            throw new IllegalArgumentException("pattern databases cover boards of at most 16 cells, not " + grid.size);
        }
        PatternBuild.check(grid.size, goalBlank, pattern, 1);
        long entries = PatternDatabase.entries(grid.size, pattern.length);
        if (entries > Integer.MAX_VALUE - 8) {
            throw new IllegalArgumentException("a pattern of " + pattern.length + " tiles on " + grid.size
                    + " cells has " + entries + " entries, more than one table can hold");
        }
        this.grid = grid;
        this.goalBlank = goalBlank;
        this.pattern = pattern.clone();
        this.cells = grid.size;
        this.fullMask = (1 << cells) - 1;
        int firstColumn = 0;
        int lastColumn = 0;
        for (int row = 0; row < grid.rows; row++) {
            firstColumn |= 1 << (row * grid.columns);
            lastColumn |= 1 << (row * grid.columns + grid.columns - 1);
        }
        this.notFirstColumn = fullMask & ~firstColumn;
        this.notLastColumn = fullMask & ~lastColumn;
    }

    /**
     * Builds the blank-aware table of a pattern (tiles named by goal cell) on a board shape whose goal has its
     * blank at {@code goalBlank}: one entry per placement and blank cell, see {@link PatternDatabase}.
     */
    public static PatternDatabase build(int rows, int columns, int goalBlank, int[] pattern) {
        return new PatternDatabase(
                rows * columns,
                pattern,
                true,
                new PatternDatabaseBuilder(new Grid(rows, columns), goalBlank, pattern).run(true, level -> {}));
    }

    /**
     * The raw compact table: one byte per placement, the minimum over blank cells, or
     * {@link PatternDatabase#UNREACHABLE}. {@code onLevel} hears each finished level (for progress reports of
     * long builds).
     */
    public static byte[] distances(int rows, int columns, int goalBlank, int[] pattern, IntConsumer onLevel) {
        return new PatternDatabaseBuilder(new Grid(rows, columns), goalBlank, pattern).run(false, onLevel);
    }

    private byte[] run(boolean blankAware, IntConsumer onLevel) {
        int k = pattern.length;
        int entries = (int) PatternDatabase.entries(cells, k);
        int blankCells = cells - k;
        byte[] distance = new byte[blankAware ? Math.multiplyExact(entries, blankCells) : entries];
        Arrays.fill(distance, UNSEEN);
        char[] visited = new char[entries];
        char[] current = new char[entries];
        char[] next = new char[entries];
        byte[] select = selectFree();

        int[] cellOf = pattern.clone();
        int occupied = 0;
        for (int cell : cellOf) {
            occupied |= 1 << cell;
        }
        int startRegion = region(fullMask & ~occupied, 1 << goalBlank);
        int start = PatternDatabase.rankCells(cells, cellOf);
        visited[start] = (char) startRegion;
        current[start] = (char) startRegion;
        if (blankAware) {
            record(distance, start, occupied, startRegion, (byte) 0);
        } else {
            distance[start] = 0;
        }

        int[] radix = new int[k];
        for (int i = 0; i < k; i++) {
            radix[i] = cells - i;
        }
        boolean progressed = true;
        for (int level = 0; progressed; level++) {
            if (level >= PatternDatabase.UNREACHABLE - 1) {
                throw new IllegalStateException("pattern distances exceed one byte");
            }
            progressed = false;
            byte nextLevel = (byte) (level + 1);
            for (int index = 0; index < entries; index++) {
                int regions = current[index];
                if (regions == 0) {
                    continue;
                }
                current[index] = 0;
                // unrank: digits in the falling-factorial base, then each digit picks a free cell
                int rest = index;
                for (int i = k - 1; i >= 0; i--) {
                    cellOf[i] = rest % radix[i];
                    rest /= radix[i];
                }
                occupied = 0;
                for (int i = 0; i < k; i++) {
                    int cell = select[(occupied << 4) | cellOf[i]];
                    cellOf[i] = cell;
                    occupied |= 1 << cell;
                }
                int free = fullMask & ~occupied;
                while (regions != 0) {
                    int region = region(free, regions & -regions);
                    regions &= ~region;
                    for (int i = 0; i < k; i++) {
                        int from = cellOf[i];
                        int targets = (int) grid.neighbourMask[from] & region;
                        while (targets != 0) {
                            int to = Integer.numberOfTrailingZeros(targets);
                            targets &= targets - 1;
                            cellOf[i] = to;
                            int successor = PatternDatabase.rankCells(cells, cellOf);
                            cellOf[i] = from;
                            int seen = visited[successor];
                            if ((seen & (1 << from)) != 0) {
                                continue;
                            }
                            int reached = region((free | (1 << from)) & ~(1 << to), 1 << from);
                            visited[successor] = (char) (seen | reached);
                            next[successor] |= (char) reached;
                            if (blankAware) {
                                record(distance, successor, occupied ^ (1 << from) ^ (1 << to), reached, nextLevel);
                            } else if (distance[successor] == UNSEEN) {
                                distance[successor] = nextLevel;
                            }
                            progressed = true;
                        }
                    }
                }
            }
            char[] swap = current;
            current = next;
            next = swap;
            onLevel.accept(level);
        }
        return distance;
    }

    /** Writes the level of a newly reached region: one entry per blank cell of the region. */
    private void record(byte[] distance, int placement, int occupied, int region, byte level) {
        int base = placement * (cells - pattern.length);
        while (region != 0) {
            int blank = Integer.numberOfTrailingZeros(region);
            region &= region - 1;
            distance[base + blank - Integer.bitCount(occupied & ((1 << blank) - 1))] = level;
        }
    }

    /** The connected region of free cells around the seed cells. */
    private int region(int free, int seed) {
        return PatternBuild.region(seed, free, grid.columns, notFirstColumn, notLastColumn);
    }

    /** {@code selectFree()[taken << 4 | r]}: the {@code r}-th cell (from 0) not in the 16-cell set {@code taken}. */
    private static synchronized byte[] selectFree() {
        if (selectFree == null) {
            byte[] table = new byte[1 << 20];
            for (int taken = 0; taken < 1 << 16; taken++) {
                int r = 0;
                for (int cell = 0; cell < 16; cell++) {
                    if ((taken & (1 << cell)) == 0) {
                        table[(taken << 4) | r++] = (byte) cell;
                    }
                }
            }
            selectFree = table;
        }
        return selectFree;
    }
}
