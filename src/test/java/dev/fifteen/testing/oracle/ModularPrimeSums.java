package dev.fifteen.testing.oracle;

import java.math.BigInteger;

/**
 * The test side's exact prime count and sum of prime squares up to {@code n}, for bounds no plain sieve reaches
 * (10^12, 10^13). The same recurrence as Lucy_Hedgehog's method, written plainly (one division per update, no
 * blocks, no double-precision quotients), with the sum of squares kept twice: modulo 2^64 (wrapping {@code long}
 * arithmetic) and modulo the Mersenne prime 2^61 - 1. The two residues are recombined by the Chinese remainder
 * theorem into the exact value, which is below 2^64 (2^61 - 1) ~ 2^125 for every {@code n <= 10^13} (the sum is
 * about n^3 / (3 ln n), 1.1 * 10^37 ~ 2^123 at 10^13). No 128-bit word arithmetic is shared with production.
 * Time O(n^(3/4)), memory 40 bytes per {@code sqrt(n)}.
 */
public final class ModularPrimeSums {

    /** The exact prime count and sum of prime squares up to a bound. */
    public record Exact(long bound, long primeCount, BigInteger sumOfSquares) {}

    private static final long M61 = (1L << 61) - 1;
    private static final BigInteger TWO_TO_64 = BigInteger.ONE.shiftLeft(64);
    private static final BigInteger MERSENNE = BigInteger.valueOf(M61);
    private static final BigInteger INVERSE_OF_TWO_TO_64 =
            TWO_TO_64.mod(MERSENNE).modInverse(MERSENNE);

    private ModularPrimeSums() {}

    public static Exact upTo(long n) {
        if (n < 2 || n > 10_000_000_000_000L) {
            throw new IllegalArgumentException("2 <= n <= 10^13, not " + n);
        }
        int root = (int) Math.sqrt((double) n);
        while ((long) root * root > n) {
            root--;
        }
        while ((long) (root + 1) * (root + 1) <= n) {
            root++;
        }
        // index v (v <= root) in the small tables, index i for v = n / i in the large ones
        long[] countSmall = new long[root + 1];
        long[] wrapSmall = new long[root + 1];
        long[] modSmall = new long[root + 1];
        long[] countLarge = new long[root + 1];
        long[] wrapLarge = new long[root + 1];
        long[] modLarge = new long[root + 1];
        for (int v = 1; v <= root; v++) {
            countSmall[v] = v - 1;
            wrapSmall[v] = squareSumWrapped(v) - 1;
            modSmall[v] = subtract(squareSumModulo(v), 1);
        }
        for (int i = 1; i <= root; i++) {
            long v = n / i;
            countLarge[i] = v - 1;
            wrapLarge[i] = squareSumWrapped(v) - 1;
            modLarge[i] = subtract(squareSumModulo(v), 1);
        }
        for (int p = 2; p <= root; p++) {
            if (countSmall[p] == countSmall[p - 1]) {
                continue;
            }
            long countBelow = countSmall[p - 1];
            long wrapBelow = wrapSmall[p - 1];
            long modBelow = modSmall[p - 1];
            long square = (long) p * p;
            long squareModulo = square % M61;
            for (int i = 1; i <= root && n / i >= square; i++) {
                long quotientIndex = (long) i * p; // n / (i p) = (n / i) / p
                long count;
                long wrap;
                long modulo;
                if (quotientIndex <= root) {
                    count = countLarge[(int) quotientIndex];
                    wrap = wrapLarge[(int) quotientIndex];
                    modulo = modLarge[(int) quotientIndex];
                } else {
                    int u = (int) (n / quotientIndex);
                    count = countSmall[u];
                    wrap = wrapSmall[u];
                    modulo = modSmall[u];
                }
                countLarge[i] -= count - countBelow;
                wrapLarge[i] -= square * (wrap - wrapBelow);
                modLarge[i] = subtract(modLarge[i], multiply(squareModulo, subtract(modulo, modBelow)));
            }
            for (int v = root; v >= square; v--) {
                int u = v / p;
                countSmall[v] -= countSmall[u] - countBelow;
                wrapSmall[v] -= square * (wrapSmall[u] - wrapBelow);
                modSmall[v] = subtract(modSmall[v], multiply(squareModulo, subtract(modSmall[u], modBelow)));
            }
        }
        return new Exact(n, countLarge[1], recombine(wrapLarge[1], modLarge[1]));
    }

    /** The x in [0, 2^64 (2^61 - 1)) with x = wrapped (mod 2^64) and x = modulo (mod 2^61 - 1). */
    static BigInteger recombine(long wrapped, long modulo) {
        BigInteger low = new BigInteger(Long.toUnsignedString(wrapped));
        BigInteger k = BigInteger.valueOf(modulo)
                .subtract(low)
                .multiply(INVERSE_OF_TWO_TO_64)
                .mod(MERSENNE);
        return low.add(k.multiply(TWO_TO_64));
    }

    /** 1^2 + ... + v^2 = v (v + 1) (2v + 1) / 6, with the 2 and the 3 divided out before multiplying. */
    private static long[] squareSumFactors(long v) {
        long a = v;
        long b = v + 1;
        long c = 2 * v + 1;
        if (a % 2 == 0) {
            a /= 2;
        } else {
            b /= 2;
        }
        if (a % 3 == 0) {
            a /= 3;
        } else if (b % 3 == 0) {
            b /= 3;
        } else {
            c /= 3;
        }
        return new long[] {a, b, c};
    }

    static long squareSumWrapped(long v) {
        long[] f = squareSumFactors(v);
        return f[0] * f[1] * f[2];
    }

    static long squareSumModulo(long v) {
        long[] f = squareSumFactors(v);
        return multiply(multiply(f[0] % M61, f[1] % M61), f[2] % M61);
    }

    /** a b mod 2^61 - 1 for a, b in [0, 2^61 - 1), using 2^61 = 1. */
    static long multiply(long a, long b) {
        long high = Math.multiplyHigh(a, b);
        long low = a * b;
        long sum = (high << 3) + (low >>> 61) + (low & M61);
        long reduced = (sum & M61) + (sum >>> 61);
        return reduced >= M61 ? reduced - M61 : reduced;
    }

    static long subtract(long a, long b) {
        long difference = a - b;
        return difference < 0 ? difference + M61 : difference;
    }
}
