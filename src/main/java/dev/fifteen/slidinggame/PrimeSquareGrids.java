package dev.fifteen.slidinggame;

import dev.fifteen.numbertheory.PrimeSummation;
import dev.fifteen.numbertheory.PrimeSums;

import java.math.BigInteger;
import java.util.Objects;

/**
 * Counts the grids on which the sliding game takes a prime square of slides: Project Euler 313.
 *
 * <p>S(m, n) is odd, and for a prime {@code p > 3} the boards with S(m, n) = p^2 form one interval:
 * {@code 6M + 2m = p^2 + 13} with {@code 2 <= m < M} has {@code (p^2 - 1) / 24} solutions, each counted with
 * its transpose, and no square board qualifies ({@code 8n - 11 = p^2} would need {@code p^2 = 5 (mod 8)}).
 * So a prime {@code p > 3} contributes {@code (p^2 - 1) / 12} grids, 3 contributes 2 (3 x 2 and 2 x 3), and
 * 2 none. Summed over the primes below a limit:
 * <pre>  count = 2 + (sum of p^2 - number of primes) / 12   over 3 < p < limit</pre>
 * which needs only the prime count and the sum of squares of the primes, from a {@link PrimeSummation}.
 */
public final class PrimeSquareGrids {

    private static final BigInteger TWELVE = BigInteger.valueOf(12);
    private static final BigInteger SQUARES_OF_TWO_AND_THREE = BigInteger.valueOf(4 + 9);

    private final PrimeSummation summation;

    public PrimeSquareGrids(PrimeSummation summation) {
        this.summation = Objects.requireNonNull(summation, "summation");
    }

    /** The largest prime limit this counter answers exactly. */
    public long maxPrimeLimit() {
        return summation.maxBound() + 1;
    }

    /** An upper estimate of the heap {@link #countBelow} holds at its peak for {@code primeLimit}, in bytes. */
    public long workingBytes(long primeLimit) {
        if (primeLimit < 1 || primeLimit > maxPrimeLimit()) {
            throw new IllegalArgumentException(
                    "primeLimit must be between 1 and " + maxPrimeLimit() + ", not " + primeLimit);
        }
        return summation.workingBytes(primeLimit - 1);
    }

    /**
     * The number of grids with S(m, n) = p^2 for a prime {@code p < primeLimit}.
     *
     * @throws IllegalArgumentException if {@code primeLimit} is below 1 or above {@link #maxPrimeLimit()}
     */
    public GridCount countBelow(long primeLimit) {
        if (primeLimit < 1 || primeLimit > maxPrimeLimit()) {
            throw new IllegalArgumentException(
                    "primeLimit must be between 1 and " + maxPrimeLimit() + ", not " + primeLimit);
        }
        PrimeSums sums = summation.sumUpTo(primeLimit - 1);
        if (primeLimit <= 3) {
            return new GridCount(primeLimit, sums.primeCount(), BigInteger.ZERO);
        }
        BigInteger beyondThree = sums.sumOfSquares()
                .subtract(SQUARES_OF_TWO_AND_THREE)
                .subtract(BigInteger.valueOf(sums.primeCount() - 2));
        BigInteger[] quotientAndRemainder = beyondThree.divideAndRemainder(TWELVE);
        if (quotientAndRemainder[1].signum() != 0) {
            throw new IllegalStateException(
                    "the prime sums below " + primeLimit + " are inconsistent: " + sums + " leaves a remainder mod 12");
        }
        return new GridCount(primeLimit, sums.primeCount(), quotientAndRemainder[0].add(BigInteger.TWO));
    }

    /** The number of grids with S(m, n) = p^2 for one prime p (not checked to be prime). */
    public static BigInteger gridsFor(long prime) {
        if (prime < 2) {
            throw new IllegalArgumentException("not a prime: " + prime);
        }
        if (prime == 2) {
            return BigInteger.ZERO;
        }
        if (prime == 3) {
            return BigInteger.TWO;
        }
        BigInteger p = BigInteger.valueOf(prime);
        return p.multiply(p).subtract(BigInteger.ONE).divide(TWELVE);
    }
}
