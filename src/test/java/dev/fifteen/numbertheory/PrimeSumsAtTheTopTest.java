package dev.fifteen.numbertheory;

import dev.fifteen.slidinggame.GridCount;
import dev.fifteen.slidinggame.PrimeSquareGrids;
import dev.fifteen.testing.oracle.ModularPrimeSums;
import dev.fifteen.testing.oracle.RandomBoards;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.math.BigInteger;
import java.util.random.RandomGenerator;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The prime sums and grid counts at the top of their range (10^12, 10^13), where the sums of squares need the
 * unsigned 128-bit words, checked exactly against the test side's own computation modulo 2^64 and 2^61 - 1
 * ({@link ModularPrimeSums}), which is itself checked against the sieve where a sieve reaches.
 */
class PrimeSumsAtTheTopTest {

    private static final LucyHedgehogPrimeSummation LUCY = new LucyHedgehogPrimeSummation();
    private static final BigInteger TWO_TO_64 = BigInteger.ONE.shiftLeft(64);

    @ParameterizedTest(name = "n = {0}")
    @ValueSource(longs = {2, 3, 4, 10, 97, 1000, 65_536, 1_000_003, 20_000_000})
    void theModularOracleAgreesWithTheSieve(long n) {
        PrimeSums sieved = new SegmentedSievePrimeSummation().sumUpTo(n);
        ModularPrimeSums.Exact exact = ModularPrimeSums.upTo(n);
        assertThat(exact.primeCount()).isEqualTo(sieved.primeCount());
        assertThat(exact.sumOfSquares()).isEqualTo(sieved.sumOfSquares());
    }

    /**
     * Above about 1.2 * 10^7 the sum of prime squares passes 2^64: the final high word is in use, and a sieve checks
     * it.
     */
    @Test
    void theHighWordIsExactWhereTheSieveCanCheckIt() {
        long n = 20_000_000;
        PrimeSums lucy = LUCY.sumUpTo(n);
        assertThat(lucy.sumOfSquares()).isGreaterThan(TWO_TO_64);
        assertThat(lucy).isEqualTo(new SegmentedSievePrimeSummation().sumUpTo(n));
        assertThat(new LucyHedgehogPrimeSummation(2).sumUpTo(n)).isEqualTo(lucy);
    }

    @Test
    void theHighWordOfAProductIsExactForEverySignOfTheWords() {
        RandomGenerator random = RandomBoards.seeded(128);
        long[] edges = {0, 1, -1, Long.MAX_VALUE, Long.MIN_VALUE, 1L << 32, (1L << 32) - 1, 9_999_999_999_999L};
        for (int k = 0; k < 20_000; k++) {
            long x = k < edges.length * edges.length ? edges[k % edges.length] : random.nextLong();
            long y = k < edges.length * edges.length ? edges[k / edges.length] : random.nextLong();
            BigInteger product = UnsignedInt128.unsigned(x).multiply(UnsignedInt128.unsigned(y));
            assertThat(UnsignedInt128.multiplyHigh(x, y))
                    .as("%d * %d", x, y)
                    .isEqualTo(product.shiftRight(64).longValue());
        }
    }

    /** Near 10^13 the starting sums v (v + 1) (2v + 1) / 6 pass 2^127: the top bit of the high word. */
    @Test
    void theStartingSumsAreExactUpToTheLargestBound() {
        RandomGenerator random = RandomBoards.seeded(13);
        for (int k = 0; k < 2000; k++) {
            long v = k == 0
                    ? LucyHedgehogPrimeSummation.MAX_BOUND
                    : (1L << 40) + random.nextLong(LucyHedgehogPrimeSummation.MAX_BOUND - (1L << 40));
            PrimeSummationTest.assertSquareSumMatchesTheClosedForm(v);
        }
        assertThat(UnsignedInt128.toBigInteger(LucyHedgehogPrimeSummation.squareSumHigh(9_000_000_000_000L), 0)
                        .testBit(127))
                .as("bit 127 in use")
                .isTrue();
    }

    /** Both methods, the service's and the one it replaced, against one run of the oracle. */
    @Test
    @Tag("slow")
    void atTenToTheTwelveTheSumsAndTheGridCountAreExact() {
        ModularPrimeSums.Exact exact = assertExactBelow(
                1_000_000_000_000L, new LagariasMillerOdlyzkoPrimeSummation(), new LucyHedgehogPrimeSummation());
        assertThat(exact.primeCount()).as("pi(10^12), published").isEqualTo(37_607_912_018L);
    }

    /**
     * The largest bound, on two threads: 10^13 is not prime, so the sums below it are pi(10^13) and its squares.
     * Only near this bound do the closed forms F(x / n) of the ordinary leaves pass 2^127 (and Lucy_Hedgehog's
     * large table, which the bench checks at this bound).
     */
    @Test
    @Tag("slow")
    void atTenToTheThirteenTheSumsAndTheGridCountAreExact() {
        ModularPrimeSums.Exact exact =
                assertExactBelow(LucyHedgehogPrimeSummation.MAX_BOUND, new LagariasMillerOdlyzkoPrimeSummation(2));
        assertThat(exact.primeCount()).as("pi(10^13), published").isEqualTo(346_065_536_839L);
    }

    /** Production runs (through the grid count) against one run of the modular oracle. */
    private static ModularPrimeSums.Exact assertExactBelow(long primeLimit, PrimeSummation... summations) {
        ModularPrimeSums.Exact exact = ModularPrimeSums.upTo(primeLimit - 1);
        for (PrimeSummation summation : summations) {
            assertExactBelow(primeLimit, summation, exact);
        }
        return exact;
    }

    private static void assertExactBelow(long primeLimit, PrimeSummation summation, ModularPrimeSums.Exact exact) {
        PrimeSums[] seen = new PrimeSums[1];
        PrimeSummation recorded = new PrimeSummation() {
            @Override
            public PrimeSums sumUpTo(long bound) {
                seen[0] = summation.sumUpTo(bound);
                return seen[0];
            }

            @Override
            public long maxBound() {
                return summation.maxBound();
            }

            @Override
            public long workingBytes(long bound) {
                return summation.workingBytes(bound);
            }
        };
        GridCount count = new PrimeSquareGrids(recorded).countBelow(primeLimit);
        assertThat(seen[0].primeCount()).isEqualTo(exact.primeCount());
        assertThat(seen[0].sumOfSquares()).isEqualTo(exact.sumOfSquares());
        // 3 gives 2 grids, each prime p > 3 gives (p^2 - 1) / 12, 2 gives none
        BigInteger beyondThree = exact.sumOfSquares()
                .subtract(BigInteger.valueOf(4 + 9))
                .subtract(BigInteger.valueOf(exact.primeCount() - 2));
        assertThat(beyondThree.mod(BigInteger.valueOf(12))).isEqualTo(BigInteger.ZERO);
        assertThat(count.primes()).isEqualTo(exact.primeCount());
        assertThat(count.grids())
                .isEqualTo(beyondThree.divide(BigInteger.valueOf(12)).add(BigInteger.TWO));
    }
}
