package dev.fifteen.slidinggame;

import dev.fifteen.numbertheory.PrimeSummation;
import dev.fifteen.numbertheory.PrimeSums;
import dev.fifteen.numbertheory.SegmentedSievePrimeSummation;
import org.junit.jupiter.api.Test;

import java.math.BigInteger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The grid count's range is its summation's range plus one, both ends included; every formula has words. */
class PrimeSquareGridsLimitsTest {

    /** The sieve, limited to 100 so that the top of the range is cheap to reach. */
    private static final PrimeSummation UP_TO_100 = new PrimeSummation() {
        @Override
        public PrimeSums sumUpTo(long bound) {
            requireBound(bound);
            return new SegmentedSievePrimeSummation().sumUpTo(bound);
        }

        @Override
        public long maxBound() {
            return 100;
        }

        @Override
        public long workingBytes(long bound) {
            requireBound(bound);
            return new SegmentedSievePrimeSummation().workingBytes(bound);
        }
    };

    @Test
    void bothEndsOfTheRangeAreAnsweredAndNothingBeyond() {
        PrimeSquareGrids grids = new PrimeSquareGrids(UP_TO_100);
        assertThat(grids.maxPrimeLimit()).isEqualTo(101);
        assertThat(grids.countBelow(1).grids()).isEqualTo(BigInteger.ZERO);
        // primes below 101: 3 gives 2 grids, each other p > 3 gives (p^2 - 1) / 12
        BigInteger expected = BigInteger.TWO;
        for (long p :
                new long[] {5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89, 97}) {
            expected = expected.add(BigInteger.valueOf((p * p - 1) / 12));
        }
        assertThat(grids.countBelow(101).grids()).isEqualTo(expected);
        assertThat(grids.countBelow(101).primes()).isEqualTo(25);
        assertThatThrownBy(() -> grids.countBelow(102))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("between 1 and 101");
        assertThatThrownBy(() -> grids.countBelow(0)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void everyFormulaIsWrittenOut() {
        for (SlidingGame.Formula formula : SlidingGame.Formula.values()) {
            assertThat(formula.expression()).isNotBlank();
        }
    }
}
