package dev.fifteen.numbertheory;

import org.junit.jupiter.api.Test;

import java.math.BigInteger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SplitPrimeSummationTest {

    /** A summation that answers only with its own marker count, to see which side answered. */
    private record Marker(long primeCount, long maxBound) implements PrimeSummation {
        @Override
        public PrimeSums sumUpTo(long bound) {
            return new PrimeSums(bound, primeCount, BigInteger.ZERO);
        }
    }

    @Test
    void boundsBelowTheThresholdGoToTheFirstMethodAndTheRestToTheSecond() {
        SplitPrimeSummation split = new SplitPrimeSummation(new Marker(1, 1_000), new Marker(2, 5_000), 100);
        assertThat(split.sumUpTo(99).primeCount()).isEqualTo(1);
        assertThat(split.sumUpTo(100).primeCount()).isEqualTo(2);
        assertThat(split.sumUpTo(5_000).primeCount()).isEqualTo(2);
        assertThat(split.maxBound()).isEqualTo(5_000);
        assertThatThrownBy(() -> split.sumUpTo(5_001)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aThresholdBeyondTheFirstMethodsRangeIsRejected() {
        assertThatThrownBy(() -> new SplitPrimeSummation(new Marker(1, 1_000), new Marker(2, 5_000), 1_002))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theRealMethodsAgreeAcrossTheThreshold() {
        SplitPrimeSummation split = new SplitPrimeSummation(new LucyHedgehogPrimeSummation(),
                new FenwickSievePrimeSummation(), 1_000_000);
        SegmentedSievePrimeSummation sieve = new SegmentedSievePrimeSummation();
        for (long bound : new long[] {999_983, 999_999, 1_000_000, 1_000_003}) {
            assertThat(split.sumUpTo(bound)).isEqualTo(sieve.sumUpTo(bound));
        }
    }
}
