package dev.fifteen.numbertheory;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * Counts the primes up to {@code n} and sums their squares by the segmented sieve of Eratosthenes:
 * the odd numbers up to {@code n} are crossed off in segments of {@value #SEGMENT_ODDS} by the odd primes
 * up to {@code sqrt(n)}, and every survivor is counted and its square added.
 *
 * <p>Time {@code O(n log log n)}, memory {@code O(sqrt(n))} plus one segment. This is the plain,
 * obviously correct baseline that the sublinear {@link LucyHedgehogPrimeSummation} and
 * {@link LagariasMillerOdlyzkoPrimeSummation} are checked and measured against; it is not used for large bounds.
 */
public final class SegmentedSievePrimeSummation implements PrimeSummation {

    /** Keeps the squares of the primes within a {@code long} and the running time reasonable. */
    public static final long MAX_BOUND = 3_000_000_000L;

    private static final int SEGMENT_ODDS = 1 << 16;

    @Override
    public long maxBound() {
        return MAX_BOUND;
    }

    /** The base primes up to {@code sqrt(n)} with their next multiples (at most half the odd numbers), one segment. */
    @Override
    public long workingBytes(long n) {
        requireBound(n);
        long odd = SquareRoot.floorSqrt(n) / 2 + 1;
        return 16 + 4 * odd + 16 + 8 * odd + 16 + SEGMENT_ODDS;
    }

    @Override
    public PrimeSums sumUpTo(long n) {
        return sumsUpTo(new long[] {n}).get(0);
    }

    /**
     * The sums for many bounds in one pass of the sieve up to the largest of them.
     *
     * @param bounds the bounds, each in {@code [0, MAX_BOUND]}, in any order (repeats allowed)
     * @return the sums in the order of {@code bounds}
     */
    public List<PrimeSums> sumsUpTo(long[] bounds) {
        long largest = 0;
        for (long bound : bounds) {
            requireBound(bound);
            largest = Math.max(largest, bound);
        }
        Integer[] order = new Integer[bounds.length];
        for (int k = 0; k < order.length; k++) {
            order[k] = k;
        }
        Arrays.sort(order, Comparator.comparingLong(k -> bounds[k]));
        PrimeSums[] answers = new PrimeSums[bounds.length];
        int nextAnswer = 0;
        while (nextAnswer < order.length && bounds[order[nextAnswer]] < 2) {
            answers[order[nextAnswer]] = PrimeSums.none(bounds[order[nextAnswer]]);
            nextAnswer++;
        }
        if (nextAnswer == order.length) {
            return List.of(answers);
        }
        int[] basePrimes = oddPrimesUpTo((int) SquareRoot.floorSqrt(largest));
        long[] nextMultiple = new long[basePrimes.length];
        for (int k = 0; k < basePrimes.length; k++) {
            nextMultiple[k] = (long) basePrimes[k] * basePrimes[k];
        }
        long count = 1; // the prime 2
        long squaresLow = 4;
        long squaresHigh = 0;
        boolean[] composite = new boolean[SEGMENT_ODDS];
        // Every bound below 3 sees only the prime 2.
        while (nextAnswer < order.length && bounds[order[nextAnswer]] < 3) {
            answers[order[nextAnswer]] = new PrimeSums(bounds[order[nextAnswer]], 1, BigInteger.valueOf(4));
            nextAnswer++;
        }
        // A segment holds the odd numbers start, start + 2, ..., start + 2 (SEGMENT_ODDS - 1).
        for (long start = 3; start <= largest; start += 2L * SEGMENT_ODDS) {
            long end = Math.min(largest, start + 2L * (SEGMENT_ODDS - 1));
            Arrays.fill(composite, false);
            for (int k = 0; k < basePrimes.length; k++) {
                long p = basePrimes[k];
                long multiple = nextMultiple[k];
                for (; multiple <= end; multiple += 2 * p) {
                    composite[(int) ((multiple - start) >>> 1)] = true;
                }
                nextMultiple[k] = multiple;
            }
            int odds = (int) ((end - start) / 2) + 1;
            for (int index = 0; index < odds; index++) {
                long odd = start + 2L * index;
                // Answer the bounds below this odd number before counting it.
                while (nextAnswer < order.length && bounds[order[nextAnswer]] < odd) {
                    long bound = bounds[order[nextAnswer]];
                    answers[order[nextAnswer]] =
                            new PrimeSums(bound, count, UnsignedInt128.toBigInteger(squaresHigh, squaresLow));
                    nextAnswer++;
                }
                if (!composite[index]) {
                    long square = odd * odd;
                    count++;
                    long before = squaresLow;
                    squaresLow += square;
                    if (Long.compareUnsigned(squaresLow, before) < 0) {
                        squaresHigh++;
                    }
                }
            }
        }
        while (nextAnswer < order.length) {
            long bound = bounds[order[nextAnswer]];
            answers[order[nextAnswer]] =
                    new PrimeSums(bound, count, UnsignedInt128.toBigInteger(squaresHigh, squaresLow));
            nextAnswer++;
        }
        return List.of(answers);
    }

    /** The odd primes up to {@code limit}, by the plain sieve of Eratosthenes. */
    static int[] oddPrimesUpTo(int limit) {
        if (limit < 3) {
            return new int[0];
        }
        boolean[] composite = new boolean[limit + 1];
        int count = 0;
        for (int k = 3; k <= limit; k += 2) {
            if (!composite[k]) {
                count++;
                for (long multiple = (long) k * k; multiple <= limit; multiple += 2L * k) {
                    composite[(int) multiple] = true;
                }
            }
        }
        int[] primes = new int[count];
        int next = 0;
        for (int k = 3; k <= limit; k += 2) {
            if (!composite[k]) {
                primes[next++] = k;
            }
        }
        return primes;
    }
}
