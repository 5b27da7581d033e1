package dev.fifteen.numbertheory;

import dev.fifteen.testing.oracle.RandomBoards;
import org.junit.jupiter.api.Test;

import java.math.BigInteger;
import java.util.random.RandomGenerator;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@link UnsignedInt128}, the accumulator of the Lagarias-Miller-Odlyzko prime sums, against {@link BigInteger}
 * arithmetic modulo 2^128: words with the top bits set, carries and borrows across the 2^64 boundary, wrapping past
 * 2^128 and below 0, and the closed form F(t) = 1^2 + ... + t^2 up to t = 10^13, where it passes 2^127.
 */
class UnsignedInt128Test {

    private static final BigInteger TWO_TO_64 = BigInteger.ONE.shiftLeft(64);
    private static final BigInteger TWO_TO_128 = BigInteger.ONE.shiftLeft(128);
    private static final long[] EDGES = {
        0, 1, 2, -1, -2, Long.MAX_VALUE, Long.MIN_VALUE, 1L << 32, (1L << 32) - 1, 9_999_999_999_999L
    };

    @Test
    void everyOperationAgreesWithBigIntegerModuloTwoToThe128() {
        RandomGenerator random = RandomBoards.seeded(2128);
        UnsignedInt128 value = new UnsignedInt128();
        BigInteger expected = BigInteger.ZERO;
        for (int k = 0; k < 50_000; k++) {
            long a = k < 1000 ? EDGES[k % EDGES.length] : random.nextLong();
            long b = k < 1000 ? EDGES[(k / EDGES.length) % EDGES.length] : random.nextLong();
            long c = random.nextLong();
            long d = k % 3 == 0 ? EDGES[k % EDGES.length] : random.nextLong();
            switch (k % 7) {
                case 0 -> {
                    value.add(a, b);
                    expected = expected.add(wide(a, b));
                }
                case 1 -> {
                    value.subtract(a, b);
                    expected = expected.subtract(wide(a, b));
                }
                case 2 -> {
                    value.addUnsignedProduct(a, b);
                    expected = expected.add(UnsignedInt128.unsigned(a).multiply(UnsignedInt128.unsigned(b)));
                }
                case 3 -> {
                    value.subtractUnsignedProduct(a, b);
                    expected = expected.subtract(UnsignedInt128.unsigned(a).multiply(UnsignedInt128.unsigned(b)));
                }
                case 4 -> {
                    value.addSignedProduct(a, b);
                    expected = expected.add(BigInteger.valueOf(a).multiply(BigInteger.valueOf(b)));
                }
                case 5 -> {
                    value.addProduct(a, b, c, d);
                    expected = expected.add(wide(a, b).multiply(wide(c, d)));
                }
                default -> {
                    value.subtractProduct(a, b, c, d);
                    expected = expected.subtract(wide(a, b).multiply(wide(c, d)));
                }
            }
            expected = expected.mod(TWO_TO_128);
            assertThat(value.toBigInteger()).as("step %d", k).isEqualTo(expected);
        }
        value.clear();
        assertThat(value.high).isZero();
        assertThat(value.low).isZero();
    }

    @Test
    void aLeafAddsItsWeightTimesTheSumOfSquaresAndCountsItsBound() {
        RandomGenerator random = RandomBoards.seeded(313);
        for (int k = 0; k < 5_000; k++) {
            long t = k < 20
                    ? k
                    : k == 20
                            ? LagariasMillerOdlyzkoPrimeSummation.MAX_BOUND
                            : random.nextLong(LagariasMillerOdlyzkoPrimeSummation.MAX_BOUND);
            long weight = k % 2 == 0 ? random.nextLong(1L << 32) : random.nextLong() >>> 1;
            boolean positive = k % 3 != 0;
            UnsignedInt128 value = new UnsignedInt128();
            value.add(random.nextLong(), random.nextLong());
            BigInteger start = value.toBigInteger();
            long count = LagariasMillerOdlyzkoPrimeSummation.leaf(value, positive, weight, t);
            BigInteger squares = BigInteger.valueOf(t)
                    .multiply(BigInteger.valueOf(t + 1))
                    .multiply(BigInteger.valueOf(2 * t + 1))
                    .divide(BigInteger.valueOf(6));
            BigInteger term = squares.multiply(BigInteger.valueOf(weight));
            BigInteger expected = (positive ? start.add(term) : start.subtract(term)).mod(TWO_TO_128);
            assertThat(value.toBigInteger()).as("t = %d", t).isEqualTo(expected);
            assertThat(count).isEqualTo(positive ? t : -t);
        }
        BigInteger top = BigInteger.valueOf(LagariasMillerOdlyzkoPrimeSummation.MAX_BOUND);
        assertThat(top.multiply(top.add(BigInteger.ONE))
                        .multiply(top.shiftLeft(1).add(BigInteger.ONE))
                        .divide(BigInteger.valueOf(6))
                        .testBit(127))
                .as("F(10^13) passes 2^127")
                .isTrue();
    }

    private static BigInteger wide(long high, long low) {
        return UnsignedInt128.unsigned(high).multiply(TWO_TO_64).add(UnsignedInt128.unsigned(low));
    }
}
