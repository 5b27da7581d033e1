package dev.fifteen.numbertheory;

/**
 * A method that counts the primes up to a bound and sums their squares.
 *
 * <p>Implementations must be exact for every bound from 0 to {@link #maxBound()} and safe to call from
 * several threads at once.
 */
public interface PrimeSummation {

    /**
     * The number of primes {@code p <= bound} and the sum of their squares.
     *
     * @throws IllegalArgumentException if {@code bound} is negative or above {@link #maxBound()}
     */
    PrimeSums sumUpTo(long bound);

    /** The largest bound this method answers exactly. */
    long maxBound();

    /**
     * An upper estimate of the heap one call for {@code bound} holds at its peak, in bytes (an array counted as a
     * 16-byte header and its elements): what a memory budget admits before the call.
     *
     * @throws IllegalArgumentException if {@code bound} is negative or above {@link #maxBound()}
     */
    long workingBytes(long bound);

    /** Checks a bound against {@code [0, maxBound()]}, for implementations. */
    default void requireBound(long bound) {
        if (bound < 0 || bound > maxBound()) {
            throw new IllegalArgumentException("bound must be between 0 and " + maxBound() + ", not " + bound);
        }
    }
}
