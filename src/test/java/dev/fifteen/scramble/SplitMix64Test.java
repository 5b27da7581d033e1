package dev.fifteen.scramble;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SplitMix64Test {

    @Test
    void matchesTheReferenceImplementation() {
        // the first outputs of Vigna's splitmix64.c seeded with 1234567
        SplitMix64 random = new SplitMix64(1234567L);
        assertThat(new long[]{random.nextLong(), random.nextLong(), random.nextLong(), random.nextLong(),
                random.nextLong()}).containsExactly(
                6457827717110365317L, 3203168211198807973L, Long.parseUnsignedLong("9817491932198370423"),
                4593380528125082431L, Long.parseUnsignedLong("16408922859458223821"));
    }

    @ParameterizedTest(name = "bound {0}")
    @ValueSource(ints = {1, 2, 3, 7, 10, 360, 1_000_000, Integer.MAX_VALUE})
    void boundedIntegersStayInRange(int bound) {
        SplitMix64 random = new SplitMix64(bound);
        for (int i = 0; i < 10_000; i++) {
            assertThat(random.nextInt(bound)).isBetween(0, bound - 1);
        }
    }

    @Test
    void boundedIntegersAreEvenlySpread() {
        int bound = 6;
        int draws = 600_000;
        long[] counts = new long[bound];
        SplitMix64 random = new SplitMix64(6);
        for (int i = 0; i < draws; i++) {
            counts[random.nextInt(bound)]++;
        }
        double expected = (double) draws / bound;
        double chiSquare = 0;
        for (long count : counts) {
            chiSquare += (count - expected) * (count - expected) / expected;
        }
        assertThat(chiSquare).as("chi-square with 5 degrees of freedom, critical value at p = 0.001").isLessThan(20.5);
    }

    @Test
    void aBoundMustBePositive() {
        assertThatThrownBy(() -> new SplitMix64(1).nextInt(0)).isInstanceOf(IllegalArgumentException.class);
    }
}
