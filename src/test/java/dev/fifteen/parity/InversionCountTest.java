package dev.fifteen.parity;

import dev.fifteen.testing.oracle.RandomBoards;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.random.RandomGenerator;
import java.util.random.RandomGeneratorFactory;
import java.util.stream.LongStream;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

class InversionCountTest {

    static Stream<Long> seeds() {
        return LongStream.range(1, 41).boxed();
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void fenwickCountEqualsTheQuadraticDefinition(long seed) {
        RandomGenerator random =
                RandomGeneratorFactory.<RandomGenerator>of("L64X128MixRandom").create(seed);
        int n = 2 + random.nextInt(300);
        int[] cells = RandomBoards.any(1, n, random).cells();
        long expected = 0;
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                if (cells[i] != 0 && cells[j] != 0 && cells[i] > cells[j]) {
                    expected++;
                }
            }
        }
        assertThat(InversionCount.ofTiles(cells)).isEqualTo(expected);
    }

    @ParameterizedTest(name = "reversed order of {0} cells has (n-1)(n-2)/2 inversions")
    @MethodSource("sizes")
    void reversedTilesHaveTheMostInversions(int n) {
        int[] cells = new int[n];
        for (int i = 0; i < n - 1; i++) {
            cells[i] = n - 1 - i;
        }
        long tiles = n - 1;
        assertThat(InversionCount.ofTiles(cells)).isEqualTo(tiles * (tiles - 1) / 2);
    }

    static Stream<Integer> sizes() {
        return Stream.of(2, 3, 16, 1000, 1_000_000);
    }
}
