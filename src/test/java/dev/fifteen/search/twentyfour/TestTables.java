package dev.fifteen.search.twentyfour;

/**
 * Small tables for the tests: eight 3-tile patterns, built in well under a second, of which two pairs are each
 * other's half turn (so that they share a table, as the 3 x 2 blocks of the 6-6-6-6 split do).
 */
final class TestTables {

    static final TilePartition THREES = new TilePartition("3x8", new int[][] {
        {1, 2, 3}, {21, 22, 23}, {5, 10, 15}, {9, 14, 19}, {6, 7, 11}, {13, 17, 18}, {4, 8, 12}, {16, 20, 24}
    });

    /** The split above and a second one: four sums. */
    static final TilePartition TWO_SPLITS = new TilePartition("3x8x2", new int[][] {
        {1, 2, 3}, {21, 22, 23}, {5, 10, 15}, {9, 14, 19}, {6, 7, 11}, {13, 17, 18}, {4, 8, 12}, {16, 20, 24},
        {1, 5, 6}, {2, 3, 7}, {4, 8, 9}, {10, 11, 15}, {12, 13, 14}, {16, 20, 21}, {17, 18, 22}, {19, 23, 24}
    });

    private static TwentyFourTables tables;
    private static TwentyFourTables twoSplits;

    private TestTables() {}

    static synchronized TwentyFourTables threes() {
        if (tables == null) {
            tables = TwentyFourTables.build(THREES, 1, Thread.NORM_PRIORITY);
        }
        return tables;
    }

    static synchronized TwentyFourTables twoSplits() {
        if (twoSplits == null) {
            twoSplits = TwentyFourTables.build(TWO_SPLITS, 1, Thread.NORM_PRIORITY);
        }
        return twoSplits;
    }
}
