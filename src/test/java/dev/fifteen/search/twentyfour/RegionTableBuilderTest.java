package dev.fifteen.search.twentyfour;

import dev.fifteen.search.pdb.Placements;
import dev.fifteen.search.pdb.RegionTableBuilder;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.Arrays;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The builder's table equals the test's own 0-1 breadth-first search of the abstract pattern space entry by entry,
 * for every placement: so each table is exact, hence admissible and consistent. The patterns include ones that
 * wall the goal's blank into a corner of its own ({1, 5, 6}, {1, 2, 5, 6}), where the blank's region matters, and
 * the result is the same on one thread and on three.
 */
class RegionTableBuilderTest {

    @ParameterizedTest
    @ValueSource(strings = {"1,5,6", "12,13,18", "4,9,3", "24,1,20", "1,2,5,6", "7,11,17,13"})
    void everyEntryIsTheAbstractDistance(String tiles) {
        int[] pattern =
                Arrays.stream(tiles.split(",")).mapToInt(Integer::parseInt).toArray();
        AbstractSpace space = new AbstractSpace(pattern);
        byte[] table = RegionTableBuilder.distances(5, 5, 0, pattern, 1, Thread.NORM_PRIORITY);
        assertThat((long) table.length).isEqualTo(Placements.count(25, pattern.length));
        int[] cellOf = new int[pattern.length];
        int differ = 0;
        int deepest = 0;
        for (int index = 0; index < table.length; index++) {
            Placements.unrank(25, index, cellOf);
            assertThat(Placements.rank(25, cellOf)).isEqualTo(index);
            int expected = space.distance(cellOf);
            deepest = Math.max(deepest, expected);
            if ((table[index] & 0xFF) != expected) {
                differ++;
            }
        }
        assertThat(differ)
                .as("entries that differ from the breadth-first search")
                .isZero();
        assertThat(deepest).isPositive();
        assertThat(RegionTableBuilder.distances(5, 5, 0, pattern, 3, Thread.NORM_PRIORITY))
                .isEqualTo(table);
    }
}
