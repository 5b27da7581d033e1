package dev.fifteen.numbertheory;

import dev.fifteen.testing.infra.AllocatedBytes;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.math.BigInteger;
import java.util.List;
import java.util.TreeSet;
import java.util.random.RandomGenerator;
import java.util.random.RandomGeneratorFactory;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The Lagarias-Miller-Odlyzko prime sums against two independent methods: the segmented sieve (which enumerates
 * the primes) for thousands of bounds up to 10^8, and Lucy_Hedgehog's recurrence beyond it to 2^32 (a spread up to
 * 10^11 with the heavy tests; {@code PrimeSumsAtTheTopTest} checks 10^12 and 10^13 against the test side's
 * modular prime sums). Records compare the count and the whole 128-bit sum of squares. Besides the default settings,
 * variants
 * with tiny segments (many segments, leaves at their edges), the smallest and largest {@code y} (all leaves near
 * the start, or P2 terms everywhere) and several threads meet every check.
 */
class LagariasMillerOdlyzkoPrimeSummationTest {

    private static final SegmentedSievePrimeSummation SIEVE = new SegmentedSievePrimeSummation();
    private static final LucyHedgehogPrimeSummation LUCY = new LucyHedgehogPrimeSummation(2);
    private static final List<LagariasMillerOdlyzkoPrimeSummation> VARIANTS = List.of(
            new LagariasMillerOdlyzkoPrimeSummation(),
            new LagariasMillerOdlyzkoPrimeSummation(3),
            new LagariasMillerOdlyzkoPrimeSummation(2, 1e-3, 7),
            new LagariasMillerOdlyzkoPrimeSummation(1, 1e6, 9));

    @Test
    void agreesWithTheSieveForEveryBoundUpToThreeThousand() {
        long[] bounds = new long[3001];
        for (int n = 0; n < bounds.length; n++) {
            bounds[n] = n;
        }
        assertAgreesWithSieve(bounds, VARIANTS);
    }

    @Test
    void agreesWithTheSieveNearPrimesSquaresAndCubesUpToTenMillion() {
        assertAgreesWithSieve(edgeBounds(10_000_000L), VARIANTS);
    }

    @Test
    void agreesWithTheSieveForRandomBoundsUpToTenMillion() {
        assertAgreesWithSieve(randomBounds(10_000_000L, 1_000, 313L), VARIANTS);
    }

    @Test
    @Tag("slow")
    void agreesWithTheSieveForThousandsOfBoundsUpToHundredMillion() {
        List<LagariasMillerOdlyzkoPrimeSummation> two = List.of(VARIANTS.get(0), VARIANTS.get(2));
        assertAgreesWithSieve(edgeBounds(100_000_000L), two);
        assertAgreesWithSieve(randomBounds(100_000_000L, 3_000, 2026L), two);
    }

    @ParameterizedTest
    @ValueSource(longs = {1_000_000_007L, 4_294_967_296L})
    void agreesWithLucyBeyondTheSieve(long n) {
        assertAgreesWithLucy(n);
    }

    @Test
    @Tag("slow")
    @EnabledIfSystemProperty(
            named = "fifteen.heavy-tests",
            matches = "true",
            disabledReason = "both methods at nine bounds up to 10^11, about 27 s; -Dfifteen.heavy-tests=true runs it")
    void agreesWithLucyOnASpreadOfBoundsUpToTenToTheEleven() {
        for (long n : randomBounds(100_000_000_000L, 4, 11L)) {
            assertAgreesWithLucy(Math.max(n, 100_000_000L));
        }
        assertAgreesWithLucy(9_999_999_967L);
        assertAgreesWithLucy(10_000_000_000L);
        assertAgreesWithLucy(77_777_777_777L);
        assertAgreesWithLucy(99_999_999_977L);
        assertAgreesWithLucy(100_000_000_000L);
    }

    /** Beyond 2^64 in the result from about 1.2 * 10^7 on, and beyond 2^127 in the closed forms F(x / n). */
    @Test
    void theHighWordsAreExact() {
        long n = 20_000_000;
        PrimeSums sums = VARIANTS.get(0).sumUpTo(n);
        assertThat(sums.sumOfSquares()).isGreaterThan(BigInteger.ONE.shiftLeft(64));
        assertThat(sums).isEqualTo(SIEVE.sumUpTo(n));
    }

    @Test
    void boundsOutsideTheRangeAndBadSettingsAreRejected() {
        LagariasMillerOdlyzkoPrimeSummation summation = new LagariasMillerOdlyzkoPrimeSummation();
        assertThat(summation.maxBound()).isEqualTo(LagariasMillerOdlyzkoPrimeSummation.MAX_BOUND);
        assertThatThrownBy(() -> summation.sumUpTo(-1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> summation.sumUpTo(LagariasMillerOdlyzkoPrimeSummation.MAX_BOUND + 1))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new LagariasMillerOdlyzkoPrimeSummation(0))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new LagariasMillerOdlyzkoPrimeSummation(1, 0, 10))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new LagariasMillerOdlyzkoPrimeSummation(1, Double.NaN, 10))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new LagariasMillerOdlyzkoPrimeSummation(1, 1, 6))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new LagariasMillerOdlyzkoPrimeSummation(1, 1, 21))
                .isInstanceOf(IllegalArgumentException.class);
    }

    /**
     * The estimate covers what one call really allocates (counted by the JVM for the calling thread, one thread,
     * so every array is the caller's), and is small: at most 16 MB at the largest bound.
     */
    @Test
    void theMemoryEstimateCoversWhatACallAllocates() {
        com.sun.management.ThreadMXBean counting = AllocatedBytes.counter();
        LagariasMillerOdlyzkoPrimeSummation single = new LagariasMillerOdlyzkoPrimeSummation();
        single.sumUpTo(1_000_000); // classes loaded before counting
        for (long n : new long[] {100, 10_000, 1_000_000, 100_000_000, 10_000_000_000L}) {
            long before = counting.getCurrentThreadAllocatedBytes();
            PrimeSums sums = single.sumUpTo(n);
            long allocated = counting.getCurrentThreadAllocatedBytes() - before;
            assertThat(sums.primeCount()).isPositive();
            // covers the allocation, with the slack of an upper estimate but no more
            assertThat(single.workingBytes(n))
                    .as("n = %d", n)
                    .isGreaterThanOrEqualTo(allocated - 4096)
                    .isLessThanOrEqualTo(allocated + allocated / 4 + 4096);
        }
        assertThat(single.workingBytes(0)).isZero();
        assertThat(single.workingBytes(3)).isZero();
        long largest =
                new LagariasMillerOdlyzkoPrimeSummation(2).workingBytes(LagariasMillerOdlyzkoPrimeSummation.MAX_BOUND);
        assertThat(largest)
                .isGreaterThan(single.workingBytes(LagariasMillerOdlyzkoPrimeSummation.MAX_BOUND))
                .isBetween(4L << 20, 16L << 20);
        assertThatThrownBy(() -> single.workingBytes(-1)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theCubeRootIsTheLargestWhoseCubeFits() {
        RandomGenerator random = RandomGeneratorFactory.of("L64X128MixRandom").create(3);
        for (int k = 0; k < 10_000; k++) {
            long n = k < 100 ? k : random.nextLong(LagariasMillerOdlyzkoPrimeSummation.MAX_BOUND + 1);
            long r = LagariasMillerOdlyzkoPrimeSummation.floorCbrt(n);
            assertThat(r * r * r).as("n = %d", n).isLessThanOrEqualTo(n);
            assertThat((r + 1) * (r + 1) * (r + 1)).as("n = %d", n).isGreaterThan(n);
        }
        for (long r = 1; r <= 21_544; r += 7) {
            assertThat(LagariasMillerOdlyzkoPrimeSummation.floorCbrt(r * r * r)).isEqualTo(r);
            assertThat(LagariasMillerOdlyzkoPrimeSummation.floorCbrt(r * r * r - 1))
                    .isEqualTo(r - 1);
        }
    }

    private static void assertAgreesWithSieve(long[] bounds, List<LagariasMillerOdlyzkoPrimeSummation> variants) {
        List<PrimeSums> sieved = SIEVE.sumsUpTo(bounds);
        for (LagariasMillerOdlyzkoPrimeSummation variant : variants) {
            for (int k = 0; k < bounds.length; k++) {
                assertThat(variant.sumUpTo(bounds[k])).as("n = %d", bounds[k]).isEqualTo(sieved.get(k));
            }
        }
    }

    private static void assertAgreesWithLucy(long n) {
        PrimeSums expected = LUCY.sumUpTo(n);
        for (LagariasMillerOdlyzkoPrimeSummation variant : List.of(VARIANTS.get(0), VARIANTS.get(1), VARIANTS.get(2))) {
            assertThat(variant.sumUpTo(n)).as("n = %d", n).isEqualTo(expected);
        }
    }

    /** Primes, their squares and cubes, powers of two and ten and the segments' edges, with their neighbours. */
    private static long[] edgeBounds(long largest) {
        TreeSet<Long> bounds = new TreeSet<>();
        long[] centres = {
            5, 7, 11, 97, 101, 127, 128, 256, 463, 997, 1009, 3137, 3163, 9973, 10007, 99991, 100003, 999983, 1000003,
            9999991, 99999989, 1L << 18, 1L << 20, 1L << 24, 1L << 26
        };
        for (long centre : centres) {
            for (long value : new long[] {centre, centre * centre, centre * centre * centre}) {
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
        return bounds.stream()
                .mapToLong(Long::longValue)
                .filter(v -> v >= 0 && v <= largest)
                .toArray();
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
