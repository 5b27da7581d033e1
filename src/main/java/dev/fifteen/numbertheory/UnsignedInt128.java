package dev.fifteen.numbertheory;

import java.math.BigInteger;

/**
 * Arithmetic on unsigned 128-bit integers held as a pair of {@code long}s (high and low words), the
 * parts the prime sums need without allocating. All arithmetic wraps modulo 2^128, which is exact as
 * long as the true final value lies in {@code [0, 2^128)}: intermediate values may wrap freely because
 * only ring operations (addition, subtraction, multiplication) are used.
 */
final class UnsignedInt128 {

    private static final BigInteger TWO_TO_64 = BigInteger.ONE.shiftLeft(64);

    private UnsignedInt128() {}

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
}
