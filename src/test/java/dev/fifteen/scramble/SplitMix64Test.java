package dev.fifteen.scramble;

import dev.fifteen.testing.oracle.ChiSquare;
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
        assertThat(new long[] {
                    random.nextLong(), random.nextLong(), random.nextLong(), random.nextLong(), random.nextLong()
                })
                .containsExactly(
                        6457827717110365317L,
                        3203168211198807973L,
                        Long.parseUnsignedLong("9817491932198370423"),
                        4593380528125082431L,
                        Long.parseUnsignedLong("16408922859458223821"));
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
        assertThat(chiSquare)
                .as("chi-square with 5 degrees of freedom, critical value at p = 0.001")
                .isLessThan(20.5);
    }

    /**
     * For a bound of 2^k the product of the high 32 bits of an output and the bound is a shift, so the draw is
     * the top k bits of one output; 2^32 is a multiple of the bound, so no product is ever redrawn and every draw
     * takes exactly one output.
     */
    @Test
    void aPowerOfTwoBoundTakesTheTopBitsOfOneOutput() {
        for (int k = 0; k <= 30; k++) {
            int bound = 1 << k;
            SplitMix64 random = new SplitMix64(1000 + k);
            SplitMix64 outputs = new SplitMix64(1000 + k);
            for (int i = 0; i < 2000; i++) {
                int expected = (int) ((outputs.nextLong() >>> 32) >>> (32 - k));
                assertThat(random.nextInt(bound))
                        .as("bound 2^%d, draw %d", k, i)
                        .isEqualTo(expected);
            }
        }
    }

    /**
     * With the bound b = 3 * 2^29, 2^32 / b = 8/3: writing the high 32 bits of an output as x = 8q + r, the plain
     * product gives floor(3x / 8) = 3q + floor(3r / 8), which is 0, 1 or 2 mod 3 for 3, 3 and 2 of the eight
     * values of r. The low half of the product is (3r mod 8) * 2^29, and the biased zone is below
     * 2^32 mod b = 2^30: r = 0 and r = 3 are redrawn, leaving two values of r for each residue. Without the
     * redraw, or with a single redraw only, the residue 2 would come up 1/4 or 5/16 of the time, not 1/3.
     */
    @Test
    void theBiasedZoneIsRedrawnUntilTheProductLeavesIt() {
        int bound = 3 << 29;
        int draws = 300_000;
        long[] counts = new long[3];
        SplitMix64 random = new SplitMix64(29);
        for (int i = 0; i < draws; i++) {
            int value = random.nextInt(bound);
            assertThat(value).isBetween(0, bound - 1);
            counts[value % 3]++;
        }
        assertThat(ChiSquare.statistic(counts))
                .as("chi-square with 2 degrees of freedom, critical value at p = 0.001")
                .isLessThan(13.82);
    }

    @Test
    void theLargestBoundIsEvenlySpreadOverItsRange() {
        SplitMix64 random = new SplitMix64(31);
        int bound = Integer.MAX_VALUE;
        long[] counts = new long[16];
        for (int i = 0; i < 16_000; i++) {
            int value = random.nextInt(bound);
            assertThat(value).isBetween(0, bound - 1);
            counts[value >>> 27]++;
        }
        assertThat(ChiSquare.statistic(counts)).as("15 degrees of freedom").isLessThan(ChiSquare.criticalValue(15));
    }

    @Test
    void aBoundMustBePositive() {
        assertThatThrownBy(() -> new SplitMix64(1).nextInt(0)).isInstanceOf(IllegalArgumentException.class);
    }
}
