package dev.fifteen.search.pdb;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.Arrays;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The packed builder against the plain one ({@link PatternDatabaseBuilder}, three cell masks per placement):
 * the same compact table, entry by entry, on shapes where the plain one runs in moments, with one thread and
 * with several.
 */
class PackedPatternDatabaseBuilderTest {

    static Stream<Arguments> patterns() {
        return Stream.of(
                Arguments.of(3, 3, 0, new int[] {1, 2, 3, 4, 5, 6, 7, 8}),
                Arguments.of(3, 3, 4, new int[] {0, 1, 2, 3}),
                Arguments.of(3, 3, 8, new int[] {4, 5, 6, 7}),
                Arguments.of(2, 4, 0, new int[] {1, 2, 3, 4, 5, 6, 7}),
                Arguments.of(2, 4, 5, new int[] {0, 3, 7}),
                Arguments.of(3, 4, 11, new int[] {0, 4, 8, 1, 5}),
                Arguments.of(4, 3, 6, new int[] {0, 1, 2, 3, 4}),
                Arguments.of(4, 4, 0, new int[] {1, 2, 3, 4, 5}),
                // the 4 x 4 6-6-3 and 7-8 drawings' shapes, shrunk: a 2 x 2 block and the bottom row (the 7-tile
                // table of the 7-8 split, 57,657,600 entries, is compared by TableBuildBench)
                Arguments.of(4, 4, 0, new int[] {4, 5, 8, 9}),
                Arguments.of(4, 4, 15, new int[] {12, 13, 14}));
    }

    /** 665,280 placements: in the build, not in the mutation run. */
    static Stream<Arguments> largerPatterns() {
        return Stream.of(Arguments.of(3, 4, 0, new int[] {1, 2, 3, 4, 5, 6}));
    }

    @ParameterizedTest(name = "{0} x {1}, blank {2}, pattern {3}")
    @MethodSource("largerPatterns")
    @Tag("slow")
    void equalsThePlainBuilderEntryByEntryOnLargerPatterns(int rows, int columns, int goalBlank, int[] pattern) {
        equalsThePlainBuilderEntryByEntry(rows, columns, goalBlank, pattern);
    }

    @ParameterizedTest(name = "{0} x {1}, blank {2}, pattern {3}")
    @MethodSource("patterns")
    void equalsThePlainBuilderEntryByEntry(int rows, int columns, int goalBlank, int[] pattern) {
        byte[] plain = PatternDatabaseBuilder.distances(rows, columns, goalBlank, pattern, level -> {});
        for (int threads : new int[] {1, 2}) {
            byte[] packed = PackedPatternDatabaseBuilder.distances(rows, columns, goalBlank, pattern, threads);
            assertThat(packed.length).isEqualTo(plain.length);
            int first = mismatch(plain, packed);
            assertThat(first)
                    .as("first differing entry with %d threads (%s)", threads, Arrays.toString(pattern))
                    .isEqualTo(-1);
        }
    }

    @Test
    void placementsWithManyRegionsKeepTheirLevelsAside() {
        // 8 tiles on a 4 x 4 board leave up to 8 free regions (a checkerboard): over 5 of them, levels go to the
        // overflow table; a 6-tile pattern on 3 x 4 reaches 6 isolated cells too
        int[] pattern = {0, 2, 5, 7, 8, 10};
        byte[] plain = PatternDatabaseBuilder.distances(3, 4, 11, pattern, level -> {});
        byte[] packed = PackedPatternDatabaseBuilder.distances(3, 4, 11, pattern, 2);
        assertThat(mismatch(plain, packed)).isEqualTo(-1);
    }

    @Test
    void refusesWhatItCannotBuild() {
        assertThatThrownBy(() -> PackedPatternDatabaseBuilder.distances(3, 3, 0, new int[] {0, 1}, 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("blank");
        assertThatThrownBy(() -> new PackedPatternDatabaseBuilder(5, 5, 0, new int[] {1}, 1, Thread.NORM_PRIORITY))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("16 cells");
    }

    private static int mismatch(byte[] expected, byte[] actual) {
        return Arrays.mismatch(expected, actual);
    }
}
