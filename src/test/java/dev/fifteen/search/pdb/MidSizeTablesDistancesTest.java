package dev.fifteen.search.pdb;

import dev.fifteen.search.Grid;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The tables of boards of 17 to 25 cells against the test's own breadth-first search of each pattern's abstract
 * space ({@link RectangleAbstractSpace}): every entry of small patterns of the same construction (the mid-size split
 * with patterns of 3 tiles, goals with the blank in a corner, on an edge and inside; a pattern of seven tiles, as
 * 7-6-6 starts, on 3 x 3), and sampled entries of a 4-tile pattern of the real shapes. Each entry equal to the
 * abstract distance is the least number of moves of the pattern's tiles, which no solution can beat: the sums are
 * admissible.
 */
class MidSizeTablesDistancesTest {

    @ParameterizedTest(name = "{0} x {1}, goal blank {2}")
    @CsvSource({"3, 6, 17", "6, 3, 7", "2, 9, 4", "4, 5, 7", "3, 7, 10"})
    void everyEntryOfSmallPatternsIsTheAbstractDistance(int rows, int columns, int goalBlank) {
        PatternPartition partition = PatternPartition.midSize(rows, columns, goalBlank, 3);
        for (int p : new int[] {0, partition.patterns().length - 1}) {
            assertEveryEntryIsTheAbstractDistance(
                    rows, columns, goalBlank, partition.patterns()[p]);
        }
    }

    @ParameterizedTest(name = "{0} x {1}, goal blank {2}")
    @CsvSource({"4, 6, 23", "3, 8, 11", "2, 12, 0", "5, 5, 12", "2, 11, 21"})
    void sampledEntriesOfFourTilePatternsAreTheAbstractDistance(int rows, int columns, int goalBlank) {
        PatternPartition partition = PatternPartition.midSize(rows, columns, goalBlank, 4);
        int cells = rows * columns;
        int[] pattern = partition.patterns()[1];
        byte[] table = RegionTableBuilder.distances(rows, columns, goalBlank, pattern, 2, Thread.NORM_PRIORITY);
        RectangleAbstractSpace space = new RectangleAbstractSpace(rows, columns, goalBlank, pattern);
        Random random = new Random(rows * 31L + columns);
        int[] cellOf = new int[pattern.length];
        for (int sample = 0; sample < 5_000; sample++) {
            int index = random.nextInt(table.length);
            Placements.unrank(cells, index, cellOf);
            assertThat(table[index] & 0xFF).isEqualTo(space.distance(cellOf));
        }
    }

    @ParameterizedTest(name = "{0} x {1}, goal blank {2}")
    @CsvSource({"3, 3, 8", "3, 3, 4", "3, 3, 1"})
    void everyEntryOfASevenTilePatternIsTheAbstractDistance(int rows, int columns, int goalBlank) {
        // the construction of the first pattern of 7-6-6 (seven tiles in a row along the longer side), on a board
        // whose abstract space the test can search whole: 181,440 placements, one tile left out
        int[] pattern = PatternPartition.chunked(rows, columns, goalBlank, new int[] {7, 1})
                .patterns()[0];
        assertThat(pattern).hasSize(7);
        assertEveryEntryIsTheAbstractDistance(rows, columns, goalBlank, pattern);
    }

    @ParameterizedTest(name = "{0} x {1}, goal blank {2}, first pattern of {3}")
    @CsvSource({
        "4, 5, 19, 6",
        "3, 7, 0, 6",
        "2, 10, 9, 6",
        "5, 5, 12, 6",
        "4, 5, 19, 7",
        "5, 4, 0, 7",
        "3, 7, 10, 7",
        "3, 6, 17, 7"
    })
    void theSplitCoversEveryTileOnceInCompactGroups(int rows, int columns, int goalBlank, int first) {
        PatternPartition partition = PatternPartition.midSize(rows, columns, goalBlank, first, 6);
        assertThat(partition.patterns()[0]).hasSize(first);
        Grid grid = new Grid(rows, columns);
        boolean[] seen = new boolean[grid.size];
        for (int[] pattern : partition.patterns()) {
            assertThat(pattern.length).isBetween(1, first);
            for (int cell : pattern) {
                assertThat(cell).isNotEqualTo(goalBlank);
                assertThat(seen[cell]).as("cell %d in two patterns", cell).isFalse();
                seen[cell] = true;
            }
        }
        for (int cell = 0; cell < grid.size; cell++) {
            assertThat(seen[cell]).isEqualTo(cell != goalBlank);
        }
    }

    /** Every entry of the pattern's table against the test's breadth-first search of its abstract space. */
    private static void assertEveryEntryIsTheAbstractDistance(int rows, int columns, int goalBlank, int[] pattern) {
        byte[] table = RegionTableBuilder.distances(rows, columns, goalBlank, pattern, 2, Thread.NORM_PRIORITY);
        RectangleAbstractSpace space = new RectangleAbstractSpace(rows, columns, goalBlank, pattern);
        int[] cellOf = new int[pattern.length];
        for (int index = 0; index < table.length; index++) {
            Placements.unrank(rows * columns, index, cellOf);
            int expected = space.distance(cellOf);
            int wanted = expected < 0 ? RegionTableBuilder.UNREACHABLE : expected;
            if ((table[index] & 0xFF) != wanted) {
                assertThat(table[index] & 0xFF)
                        .as("entry %d of %s", index, java.util.Arrays.toString(cellOf))
                        .isEqualTo(wanted);
            }
        }
    }
}
