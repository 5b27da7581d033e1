package dev.fifteen.numbertheory;

import java.math.BigInteger;
import java.util.Objects;

/**
 * The primes up to a bound, summarised: how many there are and the sum of their squares.
 *
 * @param bound        the primes counted are those {@code p <= bound}
 * @param primeCount   pi(bound), the number of primes up to the bound
 * @param sumOfSquares the sum of {@code p^2} over those primes, exact
 */
public record PrimeSums(long bound, long primeCount, BigInteger sumOfSquares) {

    public PrimeSums {
        if (bound < 0) {
            throw new IllegalArgumentException("bound must be 0 or more, not " + bound);
        }
        if (primeCount < 0) {
            throw new IllegalArgumentException("primeCount must be 0 or more, not " + primeCount);
        }
        Objects.requireNonNull(sumOfSquares, "sumOfSquares");
        if (sumOfSquares.signum() < 0) {
            throw new IllegalArgumentException("sumOfSquares must be 0 or more, not " + sumOfSquares);
        }
    }

    /** The sums for a bound below 2: no primes at all. */
    static PrimeSums none(long bound) {
        return new PrimeSums(bound, 0, BigInteger.ZERO);
    }
}
