package dev.fifteen.search.multi;

import java.util.Arrays;

/**
 * A lower bound on the moves along one axis: a pattern table over the exact cells of the tiles of two goal lines
 * of that axis (group A and group B, the tiles within a group indistinguishable) and of the blank, every other tile
 * a don't-care. A move along the table's axis (the blank travels {@code k} cells) costs 1, a move along the other
 * axis costs 0; the distance to the goal in that graph, found by a 0-1 breadth-first search from the goal, is never
 * more than the number of moves along the axis that any solution makes, since every solution projects onto a path
 * of the graph with that many cost-1 edges. Tables of one axis are combined by maximum with each other and with that
 * axis's walking distance (one move shifts tiles of several groups), and the two axes' bounds feed the alternation
 * bound of {@link MultiTileWalkingDistance#bound}. Unlike the walking distance, which lets a vertical move take any
 * tile of each row it crosses, the table knows that the tiles moved are those of the blank's column, and that moves
 * along the other axis never change the order of a line's tiles.
 *
 * <p>A move along the other axis costs 0 and can be undone at cost 0, so it never changes the table's value: the
 * search looks a table up only after a move along its own axis.
 *
 * <p>Index: the colex rank of group A's cell set, the colex rank of group B's cell set among the cells A leaves
 * free, and the blank's cell; 4-bit entries. Memory {@code C(n, |A|) * C(n - |A|, |B|) * n / 2} bytes (7.2 MB
 * on the 4 x 4 board for two rows of four tiles, 3.2 MB with the blank's row); the build holds one byte per
 * entry and two lists of reached states. Preconditions: at most 16 cells.
 */
final class AxisPatternDatabase {

    /** The axis whose moves a table counts. */
    static final int VERTICAL = 0;

    static final int HORIZONTAL = 1;

    /** The largest value an entry holds; deeper placements are stored as this (still a lower bound). */
    static final int MAX_VALUE = 15;

    /** {@code COLEX[mask]}: the rank of the set {@code mask} among the sets of its size, in colexicographic order. */
    private static final int[] COLEX = new int[1 << 16];

    private static final int[][] BINOMIAL = new int[17][17];

    /**
     * {@code GATHER[m << 8 | x]}: the bits of the byte {@code x} on the set bits of the byte {@code m}, gathered to
     * the low end in order (a byte's parallel bit extract).
     */
    private static final byte[] GATHER = new byte[1 << 16];

    static {
        for (int n = 0; n <= 16; n++) {
            BINOMIAL[n][0] = 1;
            for (int k = 1; k <= n; k++) {
                BINOMIAL[n][k] = BINOMIAL[n - 1][k - 1] + (k <= n - 1 ? BINOMIAL[n - 1][k] : 0);
            }
        }
        for (int mask = 0; mask < COLEX.length; mask++) {
            int rank = 0;
            int i = 1;
            for (int rest = mask; rest != 0; rest &= rest - 1) {
                rank += BINOMIAL[Integer.numberOfTrailingZeros(rest)][i++];
            }
            COLEX[mask] = rank;
        }
        for (int m = 0; m < 256; m++) {
            for (int x = 0; x < 256; x++) {
                int gathered = 0;
                int place = 0;
                for (int bit = 0; bit < 8; bit++) {
                    if ((m >>> bit & 1) != 0) {
                        gathered |= (x >>> bit & 1) << place++;
                    }
                }
                GATHER[m << 8 | x] = (byte) gathered;
            }
        }
    }

    final int rows;
    final int columns;
    final int size;
    final int axis;
    final int goalBlank;
    /** The goal lines (rows of a vertical table, columns of a horizontal one) of group A and B; B may be -1. */
    final int lineA;

    final int lineB;
    final int countA;
    final int countB;
    private final int ranksB;
    final int entries;
    /** Two entries a byte, the even index in the low half. */
    final byte[] packed;

    private AxisPatternDatabase(int rows, int columns, int axis, int goalBlank, int lineA, int lineB, byte[] packed) {
        this.rows = rows;
        this.columns = columns;
        this.size = rows * columns;
        this.axis = axis;
        this.goalBlank = goalBlank;
        this.lineA = lineA;
        this.lineB = lineB;
        this.countA = Integer.bitCount(goalMask(lineA));
        this.countB = lineB < 0 ? 0 : Integer.bitCount(goalMask(lineB));
        this.ranksB = BINOMIAL[size - countA][countB];
        long count = (long) BINOMIAL[size][countA] * ranksB * size;
        if (count > Integer.MAX_VALUE - 8) {
            throw new IllegalArgumentException("too many placements: " + count);
        }
        this.entries = (int) count;
        this.packed = packed == null ? new byte[(entries + 1) / 2] : packed;
        if (this.packed.length != (entries + 1) / 2) {
            throw new IllegalArgumentException("a table of " + entries + " entries, not " + this.packed.length * 2);
        }
    }

    /**
     * Builds the table of {@code rows x columns} boards whose goal has the blank on {@code goalBlank}.
     *
     * @param axis  {@link #VERTICAL} (lines are rows) or {@link #HORIZONTAL} (lines are columns)
     * @param lineA the goal line of group A's tiles
     * @param lineB the goal line of group B's tiles, or -1 for none
     */
    static AxisPatternDatabase build(int rows, int columns, int goalBlank, int axis, int lineA, int lineB) {
        AxisPatternDatabase table = of(rows, columns, goalBlank, axis, lineA, lineB, null);
        table.fill();
        return table;
    }

    /** A table over stored entries (see the table file). */
    static AxisPatternDatabase of(int rows, int columns, int goalBlank, int axis, int lineA, int lineB, byte[] packed) {
        if (rows * columns > 16 || rows * columns < 2) {
            throw new IllegalArgumentException("axis tables cover 2 to 16 cells, not " + rows * columns);
        }
        if (axis != VERTICAL && axis != HORIZONTAL) {
            throw new IllegalArgumentException("no axis " + axis);
        }
        int lines = axis == HORIZONTAL ? columns : rows;
        if (lineA < 0 || lineA >= lines || lineB >= lines || lineB == lineA) {
            throw new IllegalArgumentException("no lines " + lineA + " and " + lineB + " of " + lines);
        }
        return new AxisPatternDatabase(rows, columns, axis, goalBlank, lineA, lineB, packed);
    }

    /** The entries of a table, without building it. */
    static long entries(int rows, int columns, int goalBlank, int axis, int lineA, int lineB) {
        int size = rows * columns;
        int countA = Integer.bitCount(goalMask(rows, columns, goalBlank, axis, lineA));
        int countB = lineB < 0 ? 0 : Integer.bitCount(goalMask(rows, columns, goalBlank, axis, lineB));
        return (long) BINOMIAL[size][countA] * BINOMIAL[size - countA][countB] * size;
    }

    private int goalMask(int line) {
        return goalMask(rows, columns, goalBlank, axis, line);
    }

    /** The cells of a goal line's tiles (the goal's blank excluded). */
    private static int goalMask(int rows, int columns, int goalBlank, int axis, int line) {
        int size = rows * columns;
        int mask = 0;
        for (int cell = 0; cell < size; cell++) {
            int cellLine = axis == HORIZONTAL ? cell % columns : cell / columns;
            if (cellLine == line && cell != goalBlank) {
                mask |= 1 << cell;
            }
        }
        return mask;
    }

    /** The bound for group A on {@code maskA}, group B on {@code maskB} and the blank on {@code blank}. */
    int value(int maskA, int maskB, int blank) {
        int index = index(maskA, maskB, blank);
        return (packed[index >>> 1] >>> ((index & 1) << 2)) & 0xF;
    }

    int index(int maskA, int maskB, int blank) {
        return Kernel.index(maskA, maskB, blank, ranksB, size);
    }

    /** The 0-1 breadth-first search from the goal, level by level. */
    private void fill() {
        byte[] distance = distances();
        for (int index = 0; index < entries; index++) {
            int value = Math.min(MAX_VALUE, Math.max(0, distance[index]));
            packed[index >>> 1] |= (byte) (value << ((index & 1) << 2));
        }
    }

    /** Every placement's distance, -1 where none reaches the goal. */
    byte[] distances() {
        return Kernel.distances(this);
    }

    /** The largest value in the table. */
    int maxValue() {
        int max = 0;
        for (byte b : packed) {
            max = Math.max(max, Math.max(b & 0xF, (b >>> 4) & 0xF));
        }
        return max;
    }

    /**
     * The index and the breadth-first search, the code a table's build runs for each placement: the coverage agent
     * leaves this class alone (see {@code pom.xml}), since the axis tables of a set are built on every core at once
     * and probes written by several cores in one class's array slow the builds several times over; the tests check
     * every entry against a breadth-first search of their own.
     */
    private static final class Kernel {

        private Kernel() {}

        static int index(int maskA, int maskB, int blank, int ranksB, int size) {
            // B's rank among the cells A leaves free: B's cells gathered onto the free cells' places, a byte at a time
            int free = ~maskA;
            int low = GATHER[(free & 0xFF) << 8 | (maskB & 0xFF)] & 0xFF;
            int high = GATHER[(free & 0xFF00) | (maskB >>> 8 & 0xFF)] & 0xFF;
            int rankB = COLEX[low | high << Integer.bitCount(free & 0xFF)];
            return (COLEX[maskA] * ranksB + rankB) * size + blank;
        }

        /** The 0-1 breadth-first search from the goal, level by level. */
        static byte[] distances(AxisPatternDatabase table) {
            int size = table.size;
            int columns = table.columns;
            int axis = table.axis;
            int ranksB = table.ranksB;
            int[] setsA = sets(size, table.countA);
            int[] setsB = sets(size - table.countA, table.countB);
            byte[] distance = new byte[table.entries];
            Arrays.fill(distance, (byte) -1);
            int start = index(
                    table.goalMask(table.lineA),
                    table.lineB < 0 ? 0 : table.goalMask(table.lineB),
                    table.goalBlank,
                    ranksB,
                    size);
            distance[start] = 0;
            int[] current = {start};
            int currentSize = 1;
            int[] next = new int[1024];
            int level = 0;
            while (currentSize > 0) {
                int nextSize = 0;
                for (int at = 0; at < currentSize; at++) {
                    int state = current[at];
                    if (distance[state] != level) {
                        continue;
                    }
                    int blank = state % size;
                    int rest = state / size;
                    int maskA = setsA[rest / ranksB];
                    int maskB = deposit(setsB[rest % ranksB], ~maskA);
                    for (int direction = 0; direction < 4; direction++) {
                        boolean vertical = direction < 2;
                        int delta = vertical ? (direction == 0 ? -columns : columns) : (direction == 2 ? -1 : 1);
                        int cost = (vertical ? VERTICAL : HORIZONTAL) == axis ? 1 : 0;
                        int a = maskA;
                        int b = maskB;
                        int from = blank;
                        while (true) {
                            int to = from + delta;
                            if (vertical ? (to < 0 || to >= size) : (to / columns != from / columns || to < 0)) {
                                break;
                            }
                            int bits = (1 << to) | (1 << from);
                            if ((a >>> to & 1) != 0) {
                                a ^= bits;
                            } else if ((b >>> to & 1) != 0) {
                                b ^= bits;
                            }
                            from = to;
                            int reached = index(a, b, to, ranksB, size);
                            int known = distance[reached];
                            if (cost == 0) {
                                if (known < 0 || known > level) {
                                    distance[reached] = (byte) level;
                                    if (currentSize == current.length) {
                                        current = Arrays.copyOf(current, current.length * 2);
                                    }
                                    current[currentSize++] = reached;
                                }
                            } else if (known < 0) {
                                distance[reached] = (byte) (level + 1);
                                if (nextSize == next.length) {
                                    next = Arrays.copyOf(next, next.length * 2);
                                }
                                next[nextSize++] = reached;
                            }
                        }
                    }
                }
                int[] swap = current;
                current = next;
                next = swap;
                currentSize = nextSize;
                level++;
            }
            return distance;
        }

        /** Every set of {@code k} of {@code n} cells, indexed by its colex rank. */
        private static int[] sets(int n, int k) {
            int[] sets = new int[BINOMIAL[n][k]];
            for (int mask = 0; mask < 1 << n; mask++) {
                if (Integer.bitCount(mask) == k) {
                    sets[COLEX[mask]] = mask;
                }
            }
            return sets;
        }

        /** Spreads the low bits of {@code compact} over the set bits of {@code free}, lowest first. */
        private static int deposit(int compact, int free) {
            int result = 0;
            int bit = 0;
            for (int rest = free & 0xFFFF; rest != 0 && compact >>> bit != 0; rest &= rest - 1) {
                if ((compact >>> bit & 1) != 0) {
                    result |= Integer.lowestOneBit(rest);
                }
                bit++;
            }
            return result;
        }
    }
}
