package dev.fifteen.numbertheory;

import dev.fifteen.testing.infra.AllocatedBytes;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;
import java.util.random.RandomGeneratorFactory;
import java.util.stream.LongStream;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class PrimeSummationTest {

    private static final SegmentedSievePrimeSummation SIEVE = new SegmentedSievePrimeSummation();
    private static final LucyHedgehogPrimeSummation LUCY = new LucyHedgehogPrimeSummation();
    private static final LucyHedgehogPrimeSummation LUCY_PARALLEL = new LucyHedgehogPrimeSummation(3);

    @Test
    void sieveAgreesWithTrialDivisionUpToTwoThousand() {
        long[] bounds = LongStream.rangeClosed(0, 2000).toArray();
        List<PrimeSums> sieved = SIEVE.sumsUpTo(bounds);
        long count = 0;
        BigInteger squares = BigInteger.ZERO;
        for (int n = 0; n <= 2000; n++) {
            if (isPrimeByTrialDivision(n)) {
                count++;
                squares = squares.add(BigInteger.valueOf((long) n * n));
            }
            assertThat(sieved.get(n)).as("n = %d", n).isEqualTo(new PrimeSums(n, count, squares));
            assertThat(SIEVE.sumUpTo(n)).as("n = %d alone", n).isEqualTo(new PrimeSums(n, count, squares));
        }
    }

    @Test
    void lucyAgreesWithTheSieveForEverySmallBound() {
        long[] bounds = LongStream.rangeClosed(0, 5000).toArray();
        List<PrimeSums> sieved = SIEVE.sumsUpTo(bounds);
        for (int n = 0; n <= 5000; n++) {
            assertThat(LUCY.sumUpTo(n)).as("n = %d", n).isEqualTo(sieved.get(n));
        }
    }

    @ParameterizedTest(name = "pi({0}) = {1}")
    @CsvSource({"10, 4", "100, 25", "1000, 168", "1000000, 78498", "10000000, 664579"})
    void bothMethodsCountThePublishedNumberOfPrimes(long n, long primes) {
        assertThat(SIEVE.sumUpTo(n).primeCount()).isEqualTo(primes);
        assertThat(LUCY.sumUpTo(n).primeCount()).isEqualTo(primes);
    }

    @ParameterizedTest(name = "pi({0}) = {1}")
    @CsvSource({"1000000000, 50847534"})
    void lucyCountsThePublishedNumberOfPrimesBeyondTheSieve(long n, long primes) {
        lucyCountsThePublishedNumberOfPrimesFarBeyondTheSieve(n, primes);
    }

    @ParameterizedTest(name = "pi({0}) = {1}")
    @CsvSource({"10000000000, 455052511", "100000000000, 4118054813"})
    @Tag("slow")
    void lucyCountsThePublishedNumberOfPrimesFarBeyondTheSieve(long n, long primes) {
        PrimeSums sums = LUCY_PARALLEL.sumUpTo(n);
        assertThat(sums.primeCount()).isEqualTo(primes);
        assertPlausibleSumOfSquares(sums);
        // Split between threads (the steps are long enough here) or not, the result is the same.
        assertThat(LUCY.sumUpTo(n)).isEqualTo(sums);
    }

    @Test
    @Tag("slow")
    void theThreadedLucyAgreesWithTheSieveWhereItsStepsAreSplit() {
        // sqrt(n) above the split threshold of 2^15 entries: bounds above 1.07 * 10^9.
        long[] bounds = {1_100_000_007L, 1_234_567_890L, 1_300_000_000L};
        List<PrimeSums> sieved = SIEVE.sumsUpTo(bounds);
        for (int k = 0; k < bounds.length; k++) {
            assertThat(LUCY_PARALLEL.sumUpTo(bounds[k])).as("n = %d", bounds[k]).isEqualTo(sieved.get(k));
        }
    }

    /**
     * The threaded steps at bounds the sieve checks: with a split threshold of 8 entries instead of 2^15, every step
     * of more than 8 entries is shared out between 3 threads, in chunks of every remainder.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("boundsUpToTenMillion")
    void theThreadedLucyAgreesWithTheSieveWhenSmallStepsAreSplit(String name, long[] bounds) {
        List<PrimeSums> sieved = SIEVE.sumsUpTo(bounds);
        for (LucyHedgehogPrimeSummation threaded :
                List.of(new LucyHedgehogPrimeSummation(3, 8), new LucyHedgehogPrimeSummation(2, 1))) {
            for (int k = 0; k < bounds.length; k++) {
                assertThat(threaded.sumUpTo(bounds[k])).as("n = %d", bounds[k]).isEqualTo(sieved.get(k));
            }
        }
    }

    /** Up to 10^7 in the normal suite: all values near primes and prime squares, plus random ones. */
    static Stream<Arguments> boundsUpToTenMillion() {
        return boundSets(10_000_000L, 20240601L, 150);
    }

    /** Up to 10^8: one sieve pass covers all the bounds. */
    static Stream<Arguments> boundsUpToHundredMillion() {
        return boundSets(100_000_000L, 77L, 300);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("boundsUpToTenMillion")
    void lucyAgreesWithTheSieveUpToTenMillion(String name, long[] bounds) {
        assertLucyAgreesWithSieve(bounds);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("boundsUpToHundredMillion")
    @Tag("slow")
    void lucyAgreesWithTheSieveUpToHundredMillion(String name, long[] bounds) {
        assertLucyAgreesWithSieve(bounds);
    }

    @Test
    void boundsOutsideTheMethodsRangeAreRejected() {
        assertThatThrownBy(() -> LUCY.sumUpTo(-1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> LUCY.sumUpTo(LucyHedgehogPrimeSummation.MAX_BOUND + 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("10000000000000");
        assertThatThrownBy(() -> SIEVE.sumUpTo(SegmentedSievePrimeSummation.MAX_BOUND + 1))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new LucyHedgehogPrimeSummation(0)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void squareRootIsExactNearPerfectSquares() {
        for (long r : new long[] {0, 1, 2, 3, 1000, 3_162_277, 3_037_000_499L}) {
            long square = r * r;
            assertThat(SquareRoot.floorSqrt(square)).isEqualTo(r);
            if (square > 0) {
                assertThat(SquareRoot.floorSqrt(square - 1)).isEqualTo(r - 1);
            }
            if (r < 3_037_000_499L) {
                assertThat(SquareRoot.floorSqrt(square + 2 * r)).isEqualTo(r);
            }
        }
        assertThat(SquareRoot.floorSqrt(Long.MAX_VALUE)).isEqualTo(3_037_000_499L);
    }

    @Test
    void squareSumWordsMatchTheClosedFormInBigIntegers() {
        for (long v :
                new long[] {1, 2, 3, 4, 5, 6, 7, 1000, 3_162_277, 2_642_245, 4_000_000_000L, 9_999_999_999_999L}) {
            assertSquareSumMatchesTheClosedForm(v);
        }
    }

    /** The two words of 1^2 + ... + v^2 against v (v + 1) (2v + 1) / 6 computed in BigIntegers. */
    static void assertSquareSumMatchesTheClosedForm(long v) {
        BigInteger big = BigInteger.valueOf(v);
        BigInteger expected = big.multiply(big.add(BigInteger.ONE))
                .multiply(big.shiftLeft(1).add(BigInteger.ONE))
                .divide(BigInteger.valueOf(6));
        BigInteger actual = UnsignedInt128.toBigInteger(
                LucyHedgehogPrimeSummation.squareSumHigh(v), LucyHedgehogPrimeSummation.squareSumLow(v));
        assertThat(actual).as("v = %d", v).isEqualTo(expected);
    }

    private static void assertLucyAgreesWithSieve(long[] bounds) {
        List<PrimeSums> sieved = SIEVE.sumsUpTo(bounds);
        for (int k = 0; k < bounds.length; k++) {
            assertThat(LUCY.sumUpTo(bounds[k])).as("n = %d", bounds[k]).isEqualTo(sieved.get(k));
        }
        // The threaded variant on the two largest bounds (only those are long enough to be split).
        for (int k = Math.max(0, bounds.length - 2); k < bounds.length; k++) {
            assertThat(LUCY_PARALLEL.sumUpTo(bounds[k]))
                    .as("parallel, n = %d", bounds[k])
                    .isEqualTo(sieved.get(k));
        }
    }

    /**
     * Edge bounds (2, 3, 4, 5, primes, prime squares and their neighbours, powers of ten, the largest)
     * and random ones from a seeded generator, in one set per seed so one sieve pass answers them.
     */
    private static Stream<Arguments> boundSets(long largest, long seed, int randomCount) {
        List<Long> edges =
                new ArrayList<>(List.of(2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 24L, 25L, 26L, 48L, 49L, 50L));
        for (long p : new long[] {
            97, 101, 997, 1009, 9973, 10007, 99991, 100003, 999983, 1000003, 3137, 3163, 9999991, 99999989
        }) {
            for (long value : new long[] {p - 1, p, p + 1, p * p - 1, p * p, p * p + 1}) {
                if (value <= largest) {
                    edges.add(value);
                }
            }
        }
        for (long power = 10; power <= largest; power *= 10) {
            edges.add(power - 1);
            edges.add(power);
            edges.add(power + 1);
        }
        edges.removeIf(value -> value > largest);
        edges.add(largest);
        RandomGenerator random = RandomGeneratorFactory.of("L64X128MixRandom").create(seed);
        long[] randomBounds = new long[randomCount];
        for (int k = 0; k < randomCount; k++) {
            // Spread over the orders of magnitude, not only near the top.
            double exponent = random.nextDouble() * Math.log10(largest);
            randomBounds[k] = Math.max(0, Math.min(largest, (long) Math.pow(10, exponent)));
        }
        return Stream.of(
                Arguments.of(
                        "edge bounds up to " + largest,
                        edges.stream().mapToLong(Long::longValue).toArray()),
                Arguments.of(randomCount + " random bounds up to " + largest + ", seed " + seed, randomBounds));
    }

    /**
     * Independent checks of the 128-bit sum of squares far beyond the sieve: every prime p > 3 has
     * p^2 = 1 (mod 24), and the sum of p^2 over p <= x is li(x^3) to a relative 10^-4 (far looser than the
     * truth, far tighter than any error in a high word).
     */
    private static void assertPlausibleSumOfSquares(PrimeSums sums) {
        BigInteger beyondThree = sums.sumOfSquares()
                .subtract(BigInteger.valueOf(13))
                .subtract(BigInteger.valueOf(sums.primeCount() - 2));
        assertThat(beyondThree.mod(BigInteger.valueOf(24))).isEqualTo(BigInteger.ZERO);
        double x = sums.bound();
        double estimate = logarithmicIntegral(3 * Math.log(x));
        double ratio = sums.sumOfSquares().doubleValue() / estimate;
        assertThat(ratio)
                .as("sum of squares / li(x^3) for x = %d", sums.bound())
                .isBetween(1 - 1e-4, 1 + 1e-4);
    }

    /** li(e^z) = Ei(z) for large z by its asymptotic series e^z / z * sum k! / z^k, cut at its smallest term. */
    private static double logarithmicIntegral(double z) {
        double term = 1;
        double sum = 0;
        for (int k = 1; Math.abs(term) > 1e-17; k++) {
            sum += term;
            double next = term * k / z;
            if (next > term) {
                break;
            }
            term = next;
        }
        return Math.exp(z) / z * sum;
    }

    private static boolean isPrimeByTrialDivision(int n) {
        if (n < 2) {
            return false;
        }
        for (int d = 2; d * d <= n; d++) {
            if (n % d == 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * The sieve's estimate covers what one call allocates (counted by the JVM for the calling thread) and is at most
     * about twice it: the base primes are estimated as half the odd numbers up to the square root.
     */
    @Test
    void theSieveMemoryEstimateCoversWhatACallAllocates() {
        com.sun.management.ThreadMXBean counting = AllocatedBytes.counter();
        SIEVE.sumUpTo(1_000_000); // classes loaded before counting
        for (long n : new long[] {4, 100, 10_000, 1_000_000, 30_000_000}) {
            long before = counting.getCurrentThreadAllocatedBytes();
            PrimeSums sums = SIEVE.sumUpTo(n);
            long allocated = counting.getCurrentThreadAllocatedBytes() - before;
            assertThat(sums.primeCount()).isPositive();
            assertThat(SIEVE.workingBytes(n))
                    .as("n = %d", n)
                    .isGreaterThanOrEqualTo(allocated - 4096)
                    .isLessThanOrEqualTo(2 * allocated + allocated / 10 + 4096);
        }
        // the documented arrays: base primes (ints) and their next multiples (longs), at most one per odd number
        // up to the square root, and one segment of 2^16 odd numbers a byte each, with 16-byte array headers
        for (long n : new long[] {0, 1, 2, 99, 100, 101, 1_000_000, SegmentedSievePrimeSummation.MAX_BOUND}) {
            long odd = BigInteger.valueOf(n).sqrt().longValueExact() / 2 + 1;
            assertThat(SIEVE.workingBytes(n)).as("n = %d", n).isEqualTo(16 + 4 * odd + 16 + 8 * odd + 16 + (1 << 16));
        }
        assertThatThrownBy(() -> SIEVE.workingBytes(-1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> SIEVE.workingBytes(SegmentedSievePrimeSummation.MAX_BOUND + 1))
                .isInstanceOf(IllegalArgumentException.class);
    }

    /**
     * Lucy's tables are six arrays of {@code floor(sqrt(n)) + 1} longs (the small table two words an entry); a call
     * allocates at least those (and short-lived garbage besides, which the estimate leaves out).
     */
    @Test
    void lucysMemoryEstimateIsItsSixTables() {
        com.sun.management.ThreadMXBean counting = AllocatedBytes.counter();
        LUCY.sumUpTo(1_000_000);
        for (long n : new long[] {2, 100, 10_000, 1_000_000, 1_000_000_000L}) {
            long root = BigInteger.valueOf(n).sqrt().longValueExact();
            long tables = 6 * (16 + 8 * (root + 1));
            assertThat(LUCY.workingBytes(n)).as("n = %d", n).isEqualTo(tables);
            long before = counting.getCurrentThreadAllocatedBytes();
            LUCY.sumUpTo(n);
            long allocated = counting.getCurrentThreadAllocatedBytes() - before;
            assertThat(allocated).as("n = %d", n).isGreaterThanOrEqualTo(tables);
        }
        assertThatThrownBy(() -> LUCY.workingBytes(-1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> LUCY.workingBytes(LucyHedgehogPrimeSummation.MAX_BOUND + 1))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
