package dev.fifteen.search.twentyfour;

import dev.fifteen.search.Grid;
import dev.fifteen.search.pdb.Placements;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.StringJoiner;

/**
 * A disjoint split of the 5 x 5 board's tiles into patterns, for the goal with the blank in cell 0 (tiles named by
 * their goal cells), and the lookups that make its heuristic: one per pattern on the board itself and one per pattern
 * on the board reflected in the main diagonal (the goal is its own reflection, so both sums are lower bounds and the
 * heuristic takes the larger). A pattern whose abstract problem is the image of an earlier one's under a symmetry of
 * the board shares that one's table, read through the symmetry; see {@code docs/algorithms.md}, "The 5 x 5 tables".
 *
 * <p>{@link #KORF_FELNER}: the 6-6-6-6 split of Korf and Felner (Artificial Intelligence 134, 2002), in two tables:
 * the block {3, 4, 8, 9, 13, 14} turned a half turn is {10, 11, 15, 16, 20, 21} and a quarter turn
 * {17, 18, 19, 22, 23, 24}, and those blocks leave the goal's blank in the same free region, so one table serves
 * the three.
 *
 * <p>The patterns may make more than one split, one after another (each covering the tiles 1 to 24 once): the
 * heuristic is then the largest of the sums of every split on the board and on the reflected board.
 *
 * @param name     a short name, such as {@code 6-6-6-6}
 * @param patterns the patterns, each an ordered list of goal cells
 */
public record TilePartition(String name, int[][] patterns) {

    public static final int ROWS = 5;
    public static final int COLUMNS = 5;
    public static final int CELLS = ROWS * COLUMNS;
    /** The goal blank cell the tables are built for; the other corners are served by symmetry. */
    public static final int GOAL_BLANK = 0;

    /** Korf and Felner's four 6-tile patterns for the 24-puzzle with the blank first. */
    public static final TilePartition KORF_FELNER = new TilePartition("6-6-6-6", new int[][] {
        {1, 2, 5, 6, 7, 12}, {3, 4, 8, 9, 13, 14}, {10, 11, 15, 16, 20, 21}, {17, 18, 19, 22, 23, 24}
    });

    /**
     * Korf and Felner's split and a second pinwheel, {1, 2, 5, 6, 11, 12} and the quarter turns of
     * {3, 4, 7, 8, 9, 14}, in four tables: the heuristic is the largest of four sums.
     */
    public static final TilePartition TWO_PINWHEELS = new TilePartition("6-6-6-6x2", new int[][] {
        {1, 2, 5, 6, 7, 12}, {3, 4, 8, 9, 13, 14}, {10, 11, 15, 16, 20, 21}, {17, 18, 19, 22, 23, 24},
        {1, 2, 5, 6, 11, 12}, {3, 4, 7, 8, 9, 14}, {13, 18, 19, 22, 23, 24}, {10, 15, 16, 17, 20, 21}
    });

    /**
     * One table read through a map: the entry for a board is {@code table}'s entry for the placement with the
     * {@code m}-th of its tiles on {@code cellMap[positionOf[tiles[m]]]}.
     *
     * @param table   the index of the table (see {@link #tables()})
     * @param tiles   the tile labels read, in the table's order
     * @param cellMap maps a board cell to the cell the table sees
     * @param sum     the sum it counts in (see {@link #lookups()})
     */
    public record Lookup(int table, int[] tiles, int[] cellMap, int sum) {}

    public TilePartition {
        patterns = Arrays.stream(patterns).map(int[]::clone).toArray(int[][]::new);
        Set<Integer> seen = new HashSet<>();
        for (int[] pattern : patterns) {
            if (pattern.length == 0 || pattern.length > 7) {
                throw new IllegalArgumentException("a pattern holds 1 to 7 tiles, not " + pattern.length);
            }
            for (int tile : pattern) {
                if (tile <= GOAL_BLANK || tile >= CELLS || !seen.add(tile)) {
                    throw new IllegalArgumentException("the patterns must split the tiles 1 to 24 without overlap"
                            + " (one split after another): " + Arrays.deepToString(patterns));
                }
            }
            if (seen.size() == CELLS - 1) {
                seen.clear();
            }
        }
        if (!seen.isEmpty()) {
            throw new IllegalArgumentException(
                    "the patterns must cover the tiles 1 to 24: " + Arrays.deepToString(patterns));
        }
    }

    /**
     * The number of sums the heuristic takes the larger of: two per split (on the board and on the reflected board).
     */
    public int sums() {
        int tiles = 0;
        for (int[] pattern : patterns) {
            tiles += pattern.length;
        }
        return 2 * tiles / (CELLS - 1);
    }

    /** The patterns whose tables are built, in order: those that share no other's table. */
    public List<int[]> tables() {
        List<int[]> built = new ArrayList<>();
        for (int[] pattern : patterns) {
            if (shared(pattern, built) == null) {
                built.add(pattern);
            }
        }
        return built;
    }

    /**
     * The lookups, split after split: the split's lookups on the board, one per pattern, then its lookups on the
     * reflected board; each lookup names its sum (0 and 1 for the first split, 2 and 3 for the second, ...).
     */
    public List<Lookup> lookups() {
        List<int[]> built = tables();
        int[] reflection = new Grid(ROWS, COLUMNS).reflection;
        List<Lookup> all = new ArrayList<>();
        int sum = 0;
        List<Lookup> direct = new ArrayList<>();
        int covered = 0;
        for (int[] pattern : patterns) {
            Lookup lookup = shared(pattern, built);
            direct.add(new Lookup(lookup.table(), lookup.tiles(), lookup.cellMap(), sum));
            covered += pattern.length;
            if (covered < CELLS - 1) {
                continue;
            }
            all.addAll(direct);
            for (Lookup own : direct) {
                int[] tiles = new int[own.tiles().length];
                for (int m = 0; m < tiles.length; m++) {
                    tiles[m] = reflection[own.tiles()[m]];
                }
                int[] cellMap = new int[CELLS];
                for (int cell = 0; cell < CELLS; cell++) {
                    cellMap[cell] = own.cellMap()[reflection[cell]];
                }
                all.add(new Lookup(own.table(), tiles, cellMap, sum + 1));
            }
            direct.clear();
            covered = 0;
            sum += 2;
        }
        return all;
    }

    /** The number of placement entries of all tables built. */
    public long entries() {
        long entries = 0;
        for (int[] pattern : tables()) {
            entries += Placements.count(CELLS, pattern.length);
        }
        return entries;
    }

    /** A description of the patterns, for file headers and messages. */
    public String describe() {
        StringJoiner joiner = new StringJoiner(" ");
        for (int[] pattern : patterns) {
            joiner.add(Arrays.toString(pattern).replace(" ", ""));
        }
        return name + " " + joiner;
    }

    /**
     * The lookup that reads {@code pattern} from one of {@code built} through a symmetry, or {@code null} if none
     * does. Pattern {@code P} with placement {@code x} is the abstract problem of {@code Q = s(P)} with placement
     * {@code s(x)} when {@code s} maps the goal blank cell into the free region of {@code Q}'s goal that holds the
     * blank cell (the blank starts anywhere in its region at no cost).
     */
    private static Lookup shared(int[] pattern, List<int[]> built) {
        int[][] symmetries = new Grid(ROWS, COLUMNS).symmetries();
        for (int t = 0; t < built.size(); t++) {
            int[] table = built.get(t);
            if (table.length != pattern.length) {
                continue;
            }
            for (int[] symmetry : symmetries) {
                int[] tiles = new int[pattern.length];
                boolean same = true;
                for (int m = 0; m < table.length && same; m++) {
                    int source = -1;
                    for (int tile : pattern) {
                        if (symmetry[tile] == table[m]) {
                            source = tile;
                        }
                    }
                    same = source >= 0;
                    tiles[m] = source;
                }
                if (same && sameRegion(table, GOAL_BLANK, symmetry[GOAL_BLANK])) {
                    return new Lookup(t, tiles, symmetry.clone(), 0);
                }
            }
        }
        return null;
    }

    private static boolean sameRegion(int[] pattern, int a, int b) {
        Grid grid = new Grid(ROWS, COLUMNS);
        int occupied = 0;
        for (int tile : pattern) {
            occupied |= 1 << tile;
        }
        int free = ((1 << CELLS) - 1) & ~occupied;
        int region = 1 << a;
        while (true) {
            int grown = region;
            for (int cell = 0; cell < CELLS; cell++) {
                if ((region & (1 << cell)) != 0) {
                    grown |= (int) grid.neighbourMask[cell] & free;
                }
            }
            if (grown == region) {
                return (region & (1 << b)) != 0;
            }
            region = grown;
        }
    }
}
