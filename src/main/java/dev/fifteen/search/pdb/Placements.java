package dev.fifteen.search.pdb;

/**
 * The numbering of the placements of {@code k} distinct tiles on a board of {@code n} cells (at most 32), shared by
 * the table builder and the search: the falling-factorial number whose {@code i}-th digit is the cell of tile
 * {@code i} counted among the cells the earlier tiles leave free. The numbers run from 0 to
 * {@code n! / (n - k)! - 1} without gaps, so a table needs no more entries than there are placements.
 */
public final class Placements {

    private Placements() {}

    /** The number of placements of {@code tiles} tiles on {@code cells} cells. */
    public static long count(int cells, int tiles) {
        long count = 1;
        for (int i = 0; i < tiles; i++) {
            count *= cells - i;
        }
        return count;
    }

    /** The number of the placement with tile {@code i} on {@code cellOf[i]}. */
    public static int rank(int cells, int[] cellOf) {
        int index = 0;
        int occupied = 0;
        for (int i = 0; i < cellOf.length; i++) {
            int cell = cellOf[i];
            index = index * (cells - i) + cell - Integer.bitCount(occupied & ((1 << cell) - 1));
            occupied |= 1 << cell;
        }
        return index;
    }

    /** Fills {@code cellOf} with the cells of placement {@code index}; returns the set of occupied cells. */
    public static int unrank(int cells, int index, int[] cellOf) {
        int k = cellOf.length;
        int rest = index;
        for (int i = k - 1; i >= 0; i--) {
            int radix = cells - i;
            cellOf[i] = rest % radix;
            rest /= radix;
        }
        int occupied = 0;
        int all = cells == 32 ? -1 : (1 << cells) - 1;
        for (int i = 0; i < k; i++) {
            int free = all & ~occupied;
            for (int skip = cellOf[i]; skip > 0; skip--) {
                free &= free - 1;
            }
            int cell = Integer.numberOfTrailingZeros(free);
            cellOf[i] = cell;
            occupied |= 1 << cell;
        }
        return occupied;
    }
}
