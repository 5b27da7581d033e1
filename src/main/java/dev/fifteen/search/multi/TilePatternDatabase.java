package dev.fifteen.search.multi;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A pattern table in the multi-tile metric over named tiles: the exact cells of a group of tiles and of the blank,
 * every other tile a don't-care, every move (the blank travelling {@code k} cells in a line, whichever tiles it
 * shifts) costing 1. Its breadth-first distance from the goal's placement is never more than the moves of any
 * solution, since every solution projects onto a path of as many moves; it is a bound on all the moves, not on one
 * axis, so it is combined by maximum with the axes' alternation bound (one move can shift tiles of several groups,
 * so such tables do not add). Unlike the axis tables, which see only the goal lines of the tiles, it knows which
 * tile is which: a board whose rows hold the right tiles in the wrong columns, such as the transposed goal, is far
 * from the goal here and near it in the axis tables.
 *
 * <p>An entry's low six bits hold the distance; its two high bits say whether a shortest path may start along each
 * axis ({@link #NOT_VERTICAL_FIRST}, {@link #NOT_HORIZONTAL_FIRST}). The search's moves alternate axes, so after a
 * vertical move the next is horizontal: where no shortest path starts that way the placement is one move further,
 * a bound one higher at no cost in memory (the build learns it as it goes: a placement's shortest paths start along
 * the axes of the moves that reached it from the level before).
 *
 * <p>Index: the group's cells in order, then the blank's, as a partial permutation of {@code m + 1} of the {@code n}
 * cells ranked lexicographically: {@code n! / (n - m - 1)!} byte entries (57.7 million for 6 tiles on the 4 x 4).
 * The build scans the table once per level and expands each placement of the level, on every available processor;
 * time linear in the entries times the levels, no memory besides the table. Preconditions: at most 16 cells, 1 to 7
 * tiles in the group.
 */
final class TilePatternDatabase {

    /** The entries a block of the build's scan covers, at least (blocks are shared out among the threads). */
    private static final int BLOCK = 1 << 12;

    /** For each byte and each n below 8, the place of the byte's n-th set bit (from 0). */
    private static final byte[] NTH_BIT = new byte[256 * 8];

    static {
        for (int value = 0; value < 256; value++) {
            int n = 0;
            for (int bit = 0; bit < 8; bit++) {
                if ((value >>> bit & 1) != 0) {
                    NTH_BIT[value << 3 | n++] = (byte) bit;
                }
            }
        }
    }

    /** The low six bits of an entry: its distance. */
    static final int DISTANCE = 0x3F;

    /**
     * The bit (by its shift) of an entry set when no shortest path from the placement starts with a vertical move:
     * where the next move must be vertical, the placement is one move further.
     */
    static final int NOT_VERTICAL_FIRST = 6;

    /** The same for a horizontal first move. */
    static final int NOT_HORIZONTAL_FIRST = 7;

    /** A shift that reads no bit: the next move may go either way. */
    static final int EITHER_FIRST = 8;

    /** The distance bits of a placement not reached yet, during the build. */
    private static final int UNREACHED = DISTANCE;

    final int rows;
    final int columns;
    final int size;
    final int goalBlank;
    /** The goal cells (the labels) of the group's tiles, ascending. */
    final int[] tiles;
    /** The same tiles after the board's transposition (square boards only, else {@code null}), in the same order. */
    private final int[] transposedTiles;
    /** The cell each cell goes to when a square board is transposed. */
    private final int[] transposed;

    final int entries;
    /**
     * One byte per entry, its distance and first-move bits; 0 where the build never came (a placement of the wrong
     * parity, of no solvable board).
     */
    final byte[] distance;

    /** The largest distance, once {@link #maxValue} has looked (a race only repeats the scan). */
    private int largest = -1;

    /** {@code radix[i]}: the weight of the {@code i}-th digit of the index (the cells left after {@code i}). */
    private final int[] radix;

    private TilePatternDatabase(int rows, int columns, int goalBlank, int[] tiles, byte[] distance) {
        int size = rows * columns;
        if (rows < 1 || columns < 1 || size < 2 || size > 16) {
            throw new IllegalArgumentException("tile tables cover 2 to 16 cells, not " + rows + " x " + columns);
        }
        if (tiles.length < 1 || tiles.length > 7 || tiles.length >= size) {
            throw new IllegalArgumentException("a group of 1 to 7 tiles, not " + tiles.length);
        }
        int seen = 0;
        for (int tile : tiles) {
            if (tile < 0 || tile >= size || tile == goalBlank || (seen >>> tile & 1) != 0) {
                throw new IllegalArgumentException("no group " + Arrays.toString(tiles) + " of a " + size
                        + "-cell board with the goal's blank on " + goalBlank);
            }
            seen |= 1 << tile;
        }
        this.rows = rows;
        this.columns = columns;
        this.size = size;
        this.goalBlank = goalBlank;
        this.tiles = tiles.clone();
        Arrays.sort(this.tiles);
        if (rows == columns) {
            transposed = new int[size];
            for (int cell = 0; cell < size; cell++) {
                transposed[cell] = (cell % columns) * columns + cell / columns;
            }
            transposedTiles = new int[this.tiles.length];
            for (int i = 0; i < this.tiles.length; i++) {
                transposedTiles[i] = transposed[this.tiles[i]];
            }
        } else {
            transposed = null;
            transposedTiles = null;
        }
        int digits = tiles.length + 1;
        this.radix = new int[digits];
        long count = 1;
        for (int i = digits - 1; i >= 0; i--) {
            radix[i] = (int) count;
            count *= size - i;
        }
        this.entries = (int) count;
        this.distance = distance == null ? new byte[entries] : distance;
        if (this.distance.length != entries) {
            throw new IllegalArgumentException("a table of " + entries + " entries, not " + this.distance.length);
        }
    }

    /** Builds the table of the group {@code tiles} (goal cells) for boards whose goal has its blank on goalBlank. */
    static TilePatternDatabase build(int rows, int columns, int goalBlank, int[] tiles) {
        return build(rows, columns, goalBlank, tiles, Runtime.getRuntime().availableProcessors());
    }

    /** As above, the search on {@code threads} threads (at least one): the same table on any number. */
    static TilePatternDatabase build(int rows, int columns, int goalBlank, int[] tiles, int threads) {
        TilePatternDatabase table = of(rows, columns, goalBlank, tiles, null);
        table.fill(Math.max(1, threads));
        return table;
    }

    /** A table over stored entries (see the table file). */
    static TilePatternDatabase of(int rows, int columns, int goalBlank, int[] tiles, byte[] distance) {
        return new TilePatternDatabase(rows, columns, goalBlank, tiles, distance);
    }

    /** The entries of a table of {@code tiles} tiles on {@code size} cells, without building it. */
    static long entries(int size, int tiles) {
        long count = 1;
        for (int i = 0; i <= tiles; i++) {
            count *= size - i;
        }
        return count;
    }

    /** The table's value where tile {@code t} is on {@code cellOf[t]} and the blank on {@code blank}. */
    int value(int[] cellOf, int blank) {
        return value(cellOf, blank, EITHER_FIRST);
    }

    /**
     * As {@link #value(int[], int)}, when the next move must go along one axis: {@code first} is
     * {@link #NOT_VERTICAL_FIRST}, {@link #NOT_HORIZONTAL_FIRST} or {@link #EITHER_FIRST}.
     */
    int value(int[] cellOf, int blank, int first) {
        int used = 0;
        int index = 0;
        for (int i = 0; i < tiles.length; i++) {
            int cell = cellOf[tiles[i]];
            index += (cell - Integer.bitCount(used & ((1 << cell) - 1))) * radix[i];
            used |= 1 << cell;
        }
        index += blank - Integer.bitCount(used & ((1 << blank) - 1));
        int entry = distance[index] & 0xFF;
        return (entry & DISTANCE) + (entry >>> first & 1);
    }

    /**
     * The table's value on the transposed board, relabelled: the bound of the transposed group on this board, a bound
     * whenever the goal's blank is on the diagonal of a square board (the transposed goal is then the goal). {@code
     * first} names the axis of this board the next move must go along, as in {@link #value(int[], int, int)} (on the
     * transposed board it is the other one).
     */
    int transposedValue(int[] cellOf, int blank, int first) {
        int used = 0;
        int index = 0;
        for (int i = 0; i < tiles.length; i++) {
            int cell = transposed[cellOf[transposedTiles[i]]];
            index += (cell - Integer.bitCount(used & ((1 << cell) - 1))) * radix[i];
            used |= 1 << cell;
        }
        int cell = transposed[blank];
        index += cell - Integer.bitCount(used & ((1 << cell) - 1));
        int entry = distance[index] & 0xFF;
        // the transposed board's vertical moves are this board's horizontal ones: the other bit
        return (entry & DISTANCE) + (entry >>> (first ^ 1) & 1);
    }

    /**
     * Breadth-first search from the goal, level by level: each level found by a scan of the table, its placements
     * expanded by {@code threads} threads at once, each over its own blocks of the table. A placement of the level
     * marks each unreached one it leads to as the next level's (the same byte from whichever thread writes it), and
     * takes its own high bits, the axes of the moves that lead back to the level before (a move and its way back go
     * along one axis), which only its own thread writes. At the end the high bits are turned into the axes a shortest
     * path may not start along (set only on placements beyond the goal).
     */
    private void fill(int threads) {
        Arrays.fill(distance, (byte) UNREACHED);
        int[] cells = Arrays.copyOf(tiles, tiles.length + 1);
        cells[tiles.length] = goalBlank;
        distance[new Expansion().rank(cells)] = 0;
        int blocks = Math.max(1, Math.min(entries / BLOCK, 1 << 16));
        for (int level = 0; ; level++) {
            int expanding = level;
            AtomicInteger nextBlock = new AtomicInteger();
            AtomicBoolean more = new AtomicBoolean();
            Runnable scan = () -> {
                Expansion expansion = new Expansion();
                for (int block = nextBlock.getAndIncrement(); block < blocks; block = nextBlock.getAndIncrement()) {
                    int from = (int) ((long) entries * block / blocks);
                    int to = (int) ((long) entries * (block + 1) / blocks);
                    if (expansion.expand(expanding, from, to)) {
                        more.set(true);
                    }
                }
            };
            BuildThreads.inParallel(blocks > 1 ? threads : 1, threads, worker -> scan.run());
            if (!more.get()) {
                break;
            }
        }
        int bits = 1 << NOT_VERTICAL_FIRST | 1 << NOT_HORIZONTAL_FIRST;
        for (int index = 0; index < entries; index++) {
            int entry = distance[index] & 0xFF;
            int value = entry & DISTANCE;
            distance[index] = (byte) (value == UNREACHED || value == 0 ? 0 : value | (~entry & bits));
        }
    }

    /**
     * One thread's arrays for expanding placements, and all the code the build's threads run for each placement (its
     * ranking included): the coverage agent leaves this class alone (see {@code pom.xml}), since probes written by
     * several cores at once in one class's array slow the build several times over.
     */
    private final class Expansion {

        private final int digits = tiles.length + 1;
        private final int[] cells = new int[digits];
        private final int[] moved = new int[digits];
        /** The group's tile on each cell, -1 for none (set for one placement at a time, then cleared). */
        private final int[] occupant = new int[size];

        Expansion() {
            Arrays.fill(occupant, -1);
        }

        /**
         * Expands the placements of {@code level} among the entries from {@code from} (inclusive) to {@code to}:
         * marks the unreached placements they lead to as the next level's and gives each its high bits; true when a
         * placement was marked.
         */
        boolean expand(int level, int from, int to) {
            boolean marked = false;
            for (int state = from; state < to; state++) {
                if ((distance[state] & DISTANCE) != level) {
                    continue;
                }
                unrank(state, cells);
                for (int i = 0; i < tiles.length; i++) {
                    occupant[cells[i]] = i;
                }
                int blank = cells[tiles.length];
                int back = 0;
                for (int direction = 0; direction < 4; direction++) {
                    int delta = direction == 0 ? -columns : direction == 1 ? columns : direction == 2 ? -1 : 1;
                    int axis = 1 << (direction < 2 ? NOT_VERTICAL_FIRST : NOT_HORIZONTAL_FIRST);
                    System.arraycopy(cells, 0, moved, 0, digits);
                    int at = blank;
                    for (int next = at + delta; inLine(at, next, direction); next += delta) {
                        if (occupant[next] >= 0) {
                            moved[occupant[next]] = at;
                        }
                        moved[tiles.length] = next;
                        at = next;
                        int reached = rank(moved);
                        int known = distance[reached] & DISTANCE;
                        if (known == UNREACHED) {
                            distance[reached] = (byte) (level + 1);
                            marked = true;
                        } else if (known == level - 1) {
                            back |= axis;
                        }
                    }
                }
                if (level > 0) {
                    distance[state] = (byte) (level | back);
                }
                for (int i = 0; i < tiles.length; i++) {
                    occupant[cells[i]] = -1;
                }
            }
            return marked;
        }

        private int rank(int[] cells) {
            int used = 0;
            int index = 0;
            for (int i = 0; i < cells.length; i++) {
                int cell = cells[i];
                index += (cell - Integer.bitCount(used & ((1 << cell) - 1))) * radix[i];
                used |= 1 << cell;
            }
            return index;
        }

        private void unrank(int index, int[] cells) {
            int used = 0;
            int all = (1 << size) - 1;
            for (int i = 0; i < cells.length; i++) {
                int digit = index / radix[i];
                index -= digit * radix[i];
                int cell = nthFree(~used & all, digit);
                cells[i] = cell;
                used |= 1 << cell;
            }
        }

        /** The cell of the {@code n}-th (from 0) set bit of a mask of at most 16 cells, by the bytes' tables. */
        private int nthFree(int free, int n) {
            int low = free & 0xFF;
            int lowCount = Integer.bitCount(low);
            return n < lowCount ? NTH_BIT[low << 3 | n] : 8 + NTH_BIT[(free >>> 8 & 0xFF) << 3 | (n - lowCount)];
        }

        /** Whether {@code to} is the neighbour of {@code from} in the direction (0 up, 1 down, 2 left, 3 right). */
        private boolean inLine(int from, int to, int direction) {
            if (direction < 2) {
                return to >= 0 && to < size;
            }
            return to >= 0 && to < size && to / columns == from / columns;
        }
    }

    /** The largest distance in the table, found on the first call. */
    int maxValue() {
        int max = largest;
        if (max < 0) {
            max = 0;
            for (byte entry : distance) {
                max = Math.max(max, entry & DISTANCE);
            }
            largest = max;
        }
        return max;
    }
}
