package dev.fifteen.search.multi;

import java.util.Arrays;

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
 * <p>Index: the group's cells in order, then the blank's, as a partial permutation of {@code m + 1} of the {@code n}
 * cells ranked lexicographically: {@code n! / (n - m - 1)!} byte entries (57.7 million for 6 tiles on the 4 x 4).
 * The build scans the table once per level and expands each placement of the level; time linear in the entries
 * times the levels. Preconditions: at most 16 cells, 1 to 7 tiles in the group.
 */
final class TilePatternDatabase {

    private static final byte UNREACHED = -1;

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
    /** One byte per entry; 0 where the build never came (a placement of the wrong parity, of no solvable board). */
    final byte[] distance;

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
        TilePatternDatabase table = of(rows, columns, goalBlank, tiles, null);
        table.fill();
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
        int used = 0;
        int index = 0;
        for (int i = 0; i < tiles.length; i++) {
            int cell = cellOf[tiles[i]];
            index += (cell - Integer.bitCount(used & ((1 << cell) - 1))) * radix[i];
            used |= 1 << cell;
        }
        index += blank - Integer.bitCount(used & ((1 << blank) - 1));
        return distance[index];
    }

    /**
     * The table's value on the transposed board, relabelled: the bound of the transposed group on this board. A
     * bound whenever the goal's blank is on the diagonal of a square board (the transposed goal is then the goal).
     */
    int transposedValue(int[] cellOf, int blank) {
        int used = 0;
        int index = 0;
        for (int i = 0; i < tiles.length; i++) {
            int cell = transposed[cellOf[transposedTiles[i]]];
            index += (cell - Integer.bitCount(used & ((1 << cell) - 1))) * radix[i];
            used |= 1 << cell;
        }
        int cell = transposed[blank];
        index += cell - Integer.bitCount(used & ((1 << cell) - 1));
        return distance[index];
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
            int free = ~used & all;
            for (int skip = 0; skip < digit; skip++) {
                free &= free - 1;
            }
            int cell = Integer.numberOfTrailingZeros(free);
            cells[i] = cell;
            used |= 1 << cell;
        }
    }

    /** Breadth-first search from the goal, level by level: each level found by a scan of the table. */
    private void fill() {
        Arrays.fill(distance, UNREACHED);
        int digits = tiles.length + 1;
        int[] cells = new int[digits];
        int[] moved = new int[digits];
        int[] occupant = new int[size];
        System.arraycopy(tiles, 0, cells, 0, tiles.length);
        cells[tiles.length] = goalBlank;
        distance[rank(cells)] = 0;
        boolean more = true;
        for (int level = 0; more; level++) {
            more = false;
            for (int state = 0; state < entries; state++) {
                if (distance[state] != level) {
                    continue;
                }
                unrank(state, cells);
                Arrays.fill(occupant, -1);
                for (int i = 0; i < tiles.length; i++) {
                    occupant[cells[i]] = i;
                }
                int blank = cells[tiles.length];
                for (int direction = 0; direction < 4; direction++) {
                    int delta = direction == 0 ? -columns : direction == 1 ? columns : direction == 2 ? -1 : 1;
                    System.arraycopy(cells, 0, moved, 0, digits);
                    int from = blank;
                    for (int to = from + delta; inLine(from, to, direction); to += delta) {
                        if (occupant[to] >= 0) {
                            moved[occupant[to]] = from;
                        }
                        moved[tiles.length] = to;
                        from = to;
                        int reached = rank(moved);
                        if (distance[reached] == UNREACHED) {
                            distance[reached] = (byte) (level + 1);
                            more = true;
                        }
                    }
                }
            }
        }
        for (int index = 0; index < entries; index++) {
            if (distance[index] == UNREACHED) {
                distance[index] = 0;
            }
        }
    }

    /** Whether {@code to} is the neighbour of {@code from} in the direction (0 up, 1 down, 2 left, 3 right). */
    private boolean inLine(int from, int to, int direction) {
        if (direction < 2) {
            return to >= 0 && to < size;
        }
        return to >= 0 && to < size && to / columns == from / columns;
    }

    /** The largest value in the table. */
    int maxValue() {
        int max = 0;
        for (byte value : distance) {
            max = Math.max(max, value);
        }
        return max;
    }
}
