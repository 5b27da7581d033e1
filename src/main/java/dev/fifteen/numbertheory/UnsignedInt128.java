package dev.fifteen.numbertheory;

import java.math.BigInteger;

/**
 * An unsigned 128-bit integer held as a pair of {@code long}s (high and low words), mutable so that the prime
 * sums' hot loops accumulate into it without allocating, and the static word arithmetic the other prime sums use on
 * their own arrays of words. All arithmetic wraps modulo 2^128, which is exact as long as the true final value lies
 * in {@code [0, 2^128)}: intermediate values may wrap freely because only ring operations (addition, subtraction,
 * multiplication) are used ({@code docs/algorithms.md}, "Exact 128-bit arithmetic").
 */
final class UnsignedInt128 {

    private static final BigInteger TWO_TO_64 = BigInteger.ONE.shiftLeft(64);

    /** The high 64 bits. */
    long high;

    /** The low 64 bits. */
    long low;

    /** Zero. */
    UnsignedInt128() {}

    /**
     * The high 64 bits of the unsigned 128-bit product {@code x * y} ({@code Math.unsignedMultiplyHigh} of Java 18).
     */
    static long multiplyHigh(long x, long y) {
        return Math.multiplyHigh(x, y) + ((x >> 63) & y) + ((y >> 63) & x);
    }

    /** The unsigned value {@code high * 2^64 + low}. */
    static BigInteger toBigInteger(long high, long low) {
        return unsigned(high).multiply(TWO_TO_64).add(unsigned(low));
    }

    /** The unsigned value of one 64-bit word. */
    static BigInteger unsigned(long word) {
        BigInteger value = BigInteger.valueOf(word & Long.MAX_VALUE);
        return word < 0 ? value.setBit(63) : value;
    }

    /** This value as a {@link BigInteger} in {@code [0, 2^128)}. */
    BigInteger toBigInteger() {
        return toBigInteger(high, low);
    }

    /** Back to zero. */
    void clear() {
        high = 0;
        low = 0;
    }

    /** += (h, l). */
    void add(long h, long l) {
        long sum = low + l;
        high += h + (Long.compareUnsigned(sum, low) < 0 ? 1 : 0);
        low = sum;
    }

    /** -= (h, l). */
    void subtract(long h, long l) {
        long difference = low - l;
        high -= h + (Long.compareUnsigned(low, l) < 0 ? 1 : 0);
        low = difference;
    }

    /** += u v, both unsigned 64-bit. */
    void addUnsignedProduct(long u, long v) {
        add(multiplyHigh(u, v), u * v);
    }

    /** -= u v, both unsigned 64-bit. */
    void subtractUnsignedProduct(long u, long v) {
        subtract(multiplyHigh(u, v), u * v);
    }

    /** += u v for u, v signed 64-bit (the product's two's complement modulo 2^128). */
    void addSignedProduct(long u, long v) {
        add(Math.multiplyHigh(u, v), u * v);
    }

    /** += (uh, ul) (vh, vl) modulo 2^128. */
    void addProduct(long uh, long ul, long vh, long vl) {
        add(multiplyHigh(ul, vl) + uh * vl + ul * vh, ul * vl);
    }

    /** -= (uh, ul) (vh, vl) modulo 2^128. */
    void subtractProduct(long uh, long ul, long vh, long vl) {
        subtract(multiplyHigh(ul, vl) + uh * vl + ul * vh, ul * vl);
    }

    /**
     * += weight F(t), or -= when not {@code positive}, for F(t) = 1^2 + ... + t^2 = t (t + 1) (2t + 1) / 6 and
     * {@code 0 <= t <= 10^13} (where F(t) passes 2^127).
     */
    void addWeightedSquareSum(boolean positive, long weight, long t) {
        // t (t + 1) (2t + 1) / 6 with the 2 and the 3 divided out of the factors that hold them
        long first = t;
        long second = t + 1;
        long third = 2 * t + 1;
        if ((t & 1) == 0) {
            first /= 2;
        } else {
            second /= 2;
        }
        if (first % 3 == 0) {
            first /= 3;
        } else if (second % 3 == 0) {
            second /= 3;
        } else {
            third /= 3;
        }
        long pairLow = first * second;
        long pairHigh = multiplyHigh(first, second);
        long fLow = pairLow * third;
        long fHigh = multiplyHigh(pairLow, third) + pairHigh * third;
        if (positive) {
            addProduct(fHigh, fLow, 0, weight);
        } else {
            subtractProduct(fHigh, fLow, 0, weight);
        }
    }
}
