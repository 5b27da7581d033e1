package dev.fifteen.numbertheory;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;
import java.util.TreeSet;
import java.util.random.RandomGenerator;
import java.util.random.RandomGeneratorFactory;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The Fenwick-sieve prime sums against two independent methods: the segmented sieve (which enumerates the
 * primes) for thousands of bounds up to 10^8, and Lucy_Hedgehog's recurrence (a different evaluation order and
 * table layout) for sampled bounds up to 10^13. Records compare the count and the whole 128-bit sum of squares,
 * high word included. Each method runs with the default sieve size, with tiny and oversized sieves (which move
 * every value to the large tables or to the sieve) and threaded, so that every code path meets the check.
 */
class FenwickSievePrimeSummationTest {

    private static final SegmentedSievePrimeSummation SIEVE = new SegmentedSievePrimeSummation();
    private static final LucyHedgehogPrimeSummation LUCY = new LucyHedgehogPrimeSummation(2);
    private static final List<FenwickSievePrimeSummation> VARIANTS = List.of(
            new FenwickSievePrimeSummation(),
            new FenwickSievePrimeSummation(3),
            new FenwickSievePrimeSummation(2, 1e-3),
            new FenwickSievePrimeSummation(1, 8.0));

    @Test
    void agreesWithTheSieveForEveryBoundUpToThreeThousand() {
        long[] bounds = new long[3001];
        for (int n = 0; n < bounds.length; n++) {
            bounds[n] = n;
        }
        assertAgreesWithSieve(bounds);
    }

    @Test
    void agreesWithTheSieveNearPrimesAndTheirSquaresUpToTenMillion() {
        assertAgreesWithSieve(edgeBounds(10_000_000L));
    }

    @Test
    void agreesWithTheSieveForRandomBoundsUpToTenMillion() {
        assertAgreesWithSieve(randomBounds(10_000_000L, 1_000, 313L));
    }

    @Test
    @Tag("slow")
    void agreesWithTheSieveForThousandsOfBoundsUpToHundredMillion() {
        assertAgreesWithSieve(edgeBounds(100_000_000L));
        assertAgreesWithSieve(randomBounds(100_000_000L, 3_000, 2026L));
    }

    @ParameterizedTest
    @ValueSource(longs = {1_000_000_007L, 4_294_967_296L, 9_999_999_967L, 10_000_000_000L})
    void agreesWithLucyBeyondTheSieve(long n) {
        assertAgreesWithLucy(n);
    }

    @Test
    @Tag("slow")
    void agreesWithLucyOnSampledBoundsUpToTenToTheTwelve() {
        for (long n : randomBounds(1_000_000_000_000L, 12, 12L)) {
            assertAgreesWithLucy(Math.max(n, 1_000_000L));
        }
        assertAgreesWithLucy(999_999_999_989L);
        assertAgreesWithLucy(1_000_000_000_000L);
    }

    @Test
    @Tag("slow")
    void agreesWithLucyAtTheLargestBound() {
        long n = FenwickSievePrimeSummation.MAX_BOUND;
        PrimeSums expected = LUCY.sumUpTo(n);
        assertThat(new FenwickSievePrimeSummation(2).sumUpTo(n)).isEqualTo(expected);
        assertThat(expected.primeCount()).isEqualTo(346_065_536_839L);
        assertThat(expected.sumOfSquares().bitLength()).isGreaterThan(64);
    }

    @Test
    void boundsOutsideTheRangeAndBadSettingsAreRejected() {
        FenwickSievePrimeSummation summation = new FenwickSievePrimeSummation();
        assertThatThrownBy(() -> summation.sumUpTo(-1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> summation.sumUpTo(FenwickSievePrimeSummation.MAX_BOUND + 1))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new FenwickSievePrimeSummation(0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new FenwickSievePrimeSummation(1, 0)).isInstanceOf(IllegalArgumentException.class);
    }

    private static void assertAgreesWithSieve(long[] bounds) {
        List<PrimeSums> sieved = SIEVE.sumsUpTo(bounds);
        for (FenwickSievePrimeSummation variant : VARIANTS) {
            for (int k = 0; k < bounds.length; k++) {
                assertThat(variant.sumUpTo(bounds[k])).as("n = %d", bounds[k]).isEqualTo(sieved.get(k));
            }
        }
    }

    private static void assertAgreesWithLucy(long n) {
        PrimeSums expected = LUCY.sumUpTo(n);
        for (FenwickSievePrimeSummation variant : List.of(VARIANTS.get(0), VARIANTS.get(1), VARIANTS.get(2))) {
            assertThat(variant.sumUpTo(n)).as("n = %d", n).isEqualTo(expected);
        }
    }

    /** Primes, prime squares, powers of two and ten and the words' edges of the sieve, with their neighbours. */
    private static long[] edgeBounds(long largest) {
        TreeSet<Long> bounds = new TreeSet<>();
        long[] centres = {97, 101, 127, 128, 256, 997, 1009, 3137, 3163, 9973, 10007, 99991, 100003, 999983,
                1000003, 9999991, 99999989, 1L << 20, 1L << 24, 1L << 26};
        for (long centre : centres) {
            for (long value : new long[] {centre, centre * centre}) {
                for (long delta = -2; delta <= 2; delta++) {
                    bounds.add(value + delta);
                }
            }
        }
        for (long power = 10; power <= largest; power *= 10) {
            bounds.add(power - 1);
            bounds.add(power);
            bounds.add(power + 1);
        }
        bounds.add(largest);
        return bounds.stream().mapToLong(Long::longValue).filter(v -> v >= 0 && v <= largest).toArray();
    }

    /** Bounds spread over the orders of magnitude up to largest, from a seeded generator. */
    private static long[] randomBounds(long largest, int count, long seed) {
        RandomGenerator random = RandomGeneratorFactory.of("L64X128MixRandom").create(seed);
        long[] bounds = new long[count];
        for (int k = 0; k < count; k++) {
            double exponent = random.nextDouble() * Math.log10(largest);
            bounds[k] = Math.max(0, Math.min(largest, (long) Math.pow(10, exponent)));
        }
        return bounds;
    }
}
