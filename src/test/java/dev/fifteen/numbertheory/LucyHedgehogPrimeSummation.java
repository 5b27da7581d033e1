package dev.fifteen.numbertheory;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;

/**
 * Counts the primes up to {@code n} and sums their squares in {@code O(n^(3/4))} time and
 * {@code O(n^(1/2))} memory, by the prime-sum method Lucy_Hedgehog published in the Project Euler
 * forum (problem 10). The service counts with {@link LagariasMillerOdlyzkoPrimeSummation}, faster from 10^5 on;
 * this simpler method stays as the independent reference the tests and the benches check it against.
 *
 * <p>For every value {@code v} of the form {@code floor(n / i)} it keeps {@code S(v)}: the sum of
 * {@code f(k)} over the {@code k} in {@code [2, v]} that are prime or have no prime factor among the primes
 * sieved so far, for {@code f(k) = 1} (the prime count) and {@code f(k) = k^2} (the sum of squares). It starts
 * from the sums over all {@code k}; sieving out a prime {@code p <= sqrt(n)} removes the multiples of
 * {@code p} whose other factors are all at least {@code p}:
 * <pre>  S(v) -= f(p) * (S(floor(v / p)) - S(p - 1))   for every v >= p^2, larger v first,</pre>
 * and after the last prime {@code S(n)} is the sum over the primes. Both sums are computed in the same pass
 * (one quotient {@code floor(v / p)} serves both). The values {@code v <= sqrt(n)} live in the "small" table
 * indexed by {@code v}, the others in the "large" tables indexed by {@code i = n / v}.
 *
 * <p>Exactness: the sum of squares of the primes up to 10^13 is about 1.1 * 10^37, beyond 64 bits, so the
 * large table holds it as an unsigned 128-bit integer (two {@code long} words, arithmetic modulo 2^128,
 * exact because the true result is below 2^128). The small table needs only 64 unsigned bits:
 * every value it ever holds is at most {@code 2^2 + ... + sqrt(n)^2 < 2^64} for {@code n <= 10^13}.
 * That bound is {@link #MAX_BOUND}.
 *
 * <p>Speed: for the large entries reading the small table, {@code n / i} is kept in a table so that
 * {@code floor(n / (i p))} is a multiplication by {@code 1 / p} in double precision, corrected by one integer
 * multiplication; above {@code i = sqrt(n / p)} runs of consecutive entries share one quotient and are
 * updated together. The small-table update walks blocks of {@code p} consecutive values that share one
 * quotient, with no division at all. With {@code parallelism > 1} the part of each step that reads only the
 * small table (large-table entries with {@code i p > sqrt(n)}) is split between threads of the common
 * fork-join pool; every other part runs on the calling thread, so the result is the same. Memory: 48 bytes for
 * each of the {@code sqrt(n)} entries, about 150 MB at 10^13, for the duration of one call.
 */
public final class LucyHedgehogPrimeSummation implements PrimeSummation {

    /** The largest bound answered exactly (see the class comment for why). */
    public static final long MAX_BOUND = 10_000_000_000_000L;

    /** Below this many entries a step is not worth splitting between threads. */
    private static final int SPLIT_THRESHOLD = 1 << 15;

    private final int parallelism;
    private final int splitThreshold;

    /** A single-threaded summation. */
    public LucyHedgehogPrimeSummation() {
        this(1);
    }

    /**
     * @param parallelism how many threads (the caller's included) share the large steps; 1 or more
     */
    public LucyHedgehogPrimeSummation(int parallelism) {
        this(parallelism, SPLIT_THRESHOLD);
    }

    /**
     * @param parallelism    as above
     * @param splitThreshold the fewest entries of a step that are split between threads (small in tests, so that
     *                       bounds a sieve can check take the threaded path)
     */
    LucyHedgehogPrimeSummation(int parallelism, int splitThreshold) {
        if (parallelism < 1) {
            throw new IllegalArgumentException("parallelism must be 1 or more, not " + parallelism);
        }
        this.parallelism = parallelism;
        this.splitThreshold = splitThreshold;
    }

    @Override
    public long maxBound() {
        return MAX_BOUND;
    }

    /**
     * Six {@code long} arrays of {@code sqrt(n) + 1} entries (the small table holds two words an entry, the large
     * tables the quotient, the count and the two words of the sum of squares): 152 MB at 10^13.
     */
    @Override
    public long workingBytes(long n) {
        requireBound(n);
        return 6 * (16 + 8 * (SquareRoot.floorSqrt(n) + 1));
    }

    @Override
    public PrimeSums sumUpTo(long n) {
        requireBound(n);
        if (n < 2) {
            return PrimeSums.none(n);
        }
        return new Tables(n).sieve();
    }

    /** The working tables of one computation. */
    private final class Tables {
        private final long n;
        private final int root;
        /**
         * S(v) for v = 0..root, interleaved so that one cache line serves both sums: {@code small[2v]} is the
         * prime count, {@code small[2v + 1]} the sum of squares (unsigned 64-bit).
         */
        private final long[] small;
        /** n / i for i = 1..root, so that n / (i p) is one multiplication by 1/p, not a division. */
        private final long[] quotients;
        /** S(n / i) for i = 1..root: prime count and sum of squares as unsigned 128-bit (high, low). */
        private final long[] largeCount;

        private final long[] largeSquaresHigh;
        private final long[] largeSquaresLow;

        Tables(long n) {
            this.n = n;
            this.root = (int) SquareRoot.floorSqrt(n);
            small = new long[2 * (root + 1)];
            quotients = new long[root + 1];
            largeCount = new long[root + 1];
            largeSquaresHigh = new long[root + 1];
            largeSquaresLow = new long[root + 1];
            for (int v = 1; v <= root; v++) {
                small[2 * v] = v - 1;
                // v(v+1)(2v+1)/6 - 1 < 2^64 for v <= sqrt(MAX_BOUND): the low word is the whole value.
                small[2 * v + 1] = squareSumLow(v) - 1;
            }
            for (int i = 1; i <= root; i++) {
                long v = n / i;
                quotients[i] = v;
                largeCount[i] = v - 1;
                long low = squareSumLow(v);
                long high = squareSumHigh(v);
                largeSquaresLow[i] = low - 1;
                largeSquaresHigh[i] = low == 0 ? high - 1 : high;
            }
        }

        PrimeSums sieve() {
            for (int p = 2; p <= root; p++) {
                if (small[2 * p] == small[2 * p - 2]) {
                    continue; // composite: already sieved out by a smaller prime
                }
                long primesBelow = small[2 * p - 2];
                long squaresBelow = small[2 * p - 1];
                long pSquared = (long) p * p;
                int lastLarge = (int) Math.min(root, n / pSquared);
                int lastReadingLarge = Math.min(lastLarge, root / p);
                subtractReadingLarge(p, pSquared, primesBelow, squaresBelow, lastReadingLarge);
                subtractReadingSmall(p, pSquared, primesBelow, squaresBelow, lastReadingLarge + 1, lastLarge);
                subtractSmall(p, pSquared, primesBelow, squaresBelow);
            }
            BigInteger sumOfSquares = UnsignedInt128.toBigInteger(largeSquaresHigh[1], largeSquaresLow[1]);
            return new PrimeSums(n, largeCount[1], sumOfSquares);
        }

        /**
         * Large entries i <= root / p, whose quotient n / (i p) is again a large entry (index i p > i, not yet
         * updated).
         */
        private void subtractReadingLarge(int p, long pSquared, long primesBelow, long squaresBelow, int last) {
            for (int i = 1; i <= last; i++) {
                int j = i * p;
                long countDifference = largeCount[j] - primesBelow;
                long low = largeSquaresLow[j];
                long differenceLow = low - squaresBelow;
                long differenceHigh = largeSquaresHigh[j] - (Long.compareUnsigned(low, squaresBelow) < 0 ? 1 : 0);
                long productLow = differenceLow * pSquared;
                long productHigh = UnsignedInt128.multiplyHigh(differenceLow, pSquared) + differenceHigh * pSquared;
                largeCount[i] -= countDifference;
                long old = largeSquaresLow[i];
                largeSquaresLow[i] = old - productLow;
                largeSquaresHigh[i] -= productHigh + (Long.compareUnsigned(old, productLow) < 0 ? 1 : 0);
            }
        }

        /** Large entries in [first, last], whose quotient n / (i p) is at most root: they read the small table only. */
        private void subtractReadingSmall(
                int p, long pSquared, long primesBelow, long squaresBelow, int first, int last) {
            int size = last - first + 1;
            if (size <= 0) {
                return;
            }
            if (parallelism == 1 || size < splitThreshold) {
                subtractReadingSmallRange(p, pSquared, primesBelow, squaresBelow, first, last);
                return;
            }
            int chunk = (size + parallelism - 1) / parallelism;
            List<ForkJoinTask<?>> forked = new ArrayList<>(parallelism - 1);
            for (int from = first + chunk; from <= last; from += chunk) {
                int chunkFirst = from;
                int chunkLast = Math.min(last, from + chunk - 1);
                forked.add(ForkJoinPool.commonPool()
                        .submit(() -> subtractReadingSmallRange(
                                p, pSquared, primesBelow, squaresBelow, chunkFirst, chunkLast)));
            }
            subtractReadingSmallRange(p, pSquared, primesBelow, squaresBelow, first, Math.min(last, first + chunk - 1));
            for (ForkJoinTask<?> task : forked) {
                task.join();
            }
        }

        /**
         * Below {@code i = sqrt(n / p)} consecutive entries read different small entries, found one quotient at a
         * time; above it runs of consecutive entries share one quotient {@code v = n / (i p)}, so each run
         * subtracts one amount, with one division per run and no scattered reads.
         */
        private void subtractReadingSmallRange(
                int p, long pSquared, long primesBelow, long squaresBelow, int first, int last) {
            int boundary = (int) Math.min(last, Math.max(first - 1L, (long) Math.sqrt((double) n / p)));
            subtractEntryByEntry(p, pSquared, primesBelow, squaresBelow, first, boundary);
            subtractRunByRun(p, pSquared, primesBelow, squaresBelow, boundary + 1, last);
        }

        private void subtractEntryByEntry(
                int p, long pSquared, long primesBelow, long squaresBelow, int first, int last) {
            final long[] small = this.small;
            final long[] quotients = this.quotients;
            final long[] largeCount = this.largeCount;
            final long[] largeSquaresHigh = this.largeSquaresHigh;
            final long[] largeSquaresLow = this.largeSquaresLow;
            final double reciprocal = 1.0 / p;
            for (int i = first; i <= last; i++) {
                // floor(floor(n / i) / p) = floor(n / (i p)); the double estimate is off by at most one.
                long dividend = quotients[i];
                long quotient = (long) (dividend * reciprocal);
                long remainder = dividend - quotient * p;
                if (remainder < 0) {
                    quotient--;
                } else if (remainder >= p) {
                    quotient++;
                }
                int v = 2 * (int) quotient;
                long difference = small[v + 1] - squaresBelow; // true value, below 2^64
                long productLow = difference * pSquared;
                long productHigh = UnsignedInt128.multiplyHigh(difference, pSquared);
                largeCount[i] -= small[v] - primesBelow;
                long low = largeSquaresLow[i];
                largeSquaresLow[i] = low - productLow;
                largeSquaresHigh[i] -= productHigh + (Long.compareUnsigned(low, productLow) < 0 ? 1 : 0);
            }
        }

        private void subtractRunByRun(int p, long pSquared, long primesBelow, long squaresBelow, int first, int last) {
            final long[] small = this.small;
            final long[] largeCount = this.largeCount;
            final long[] largeSquaresHigh = this.largeSquaresHigh;
            final long[] largeSquaresLow = this.largeSquaresLow;
            int i = first;
            while (i <= last) {
                long quotient = n / ((long) i * p);
                // The largest i' with floor(n / (i' p)) >= quotient, so equal to it from i on.
                int runEnd = (int) Math.min(last, n / (p * quotient));
                int v = 2 * (int) quotient;
                long countDifference = small[v] - primesBelow;
                long difference = small[v + 1] - squaresBelow; // true value, below 2^64
                long productLow = difference * pSquared;
                long productHigh = UnsignedInt128.multiplyHigh(difference, pSquared);
                for (int k = i; k <= runEnd; k++) {
                    largeCount[k] -= countDifference;
                    long low = largeSquaresLow[k];
                    largeSquaresLow[k] = low - productLow;
                    largeSquaresHigh[k] -= productHigh + (Long.compareUnsigned(low, productLow) < 0 ? 1 : 0);
                }
                i = runEnd + 1;
            }
        }

        /** Small entries v in [p^2, root], in blocks of p consecutive values sharing the quotient q = v / p. */
        private void subtractSmall(int p, long pSquared, long primesBelow, long squaresBelow) {
            final long[] small = this.small;
            for (int q = root / p; q >= p; q--) {
                long countDifference = small[2 * q] - primesBelow;
                long squaresDifference = (small[2 * q + 1] - squaresBelow) * pSquared;
                int from = 2 * q * p;
                int to = 2 * Math.min(q * p + p - 1, root);
                for (int v = from; v <= to; v += 2) {
                    small[v] -= countDifference;
                    small[v + 1] -= squaresDifference;
                }
            }
        }
    }

    /** Low word of 1^2 + 2^2 + ... + v^2 = v (v+1) (2v+1) / 6, modulo 2^128. */
    static long squareSumLow(long v) {
        long[] factors = squareSumFactors(v);
        return factors[0] * factors[1] * factors[2];
    }

    /** High word of 1^2 + 2^2 + ... + v^2, modulo 2^128. */
    static long squareSumHigh(long v) {
        long[] factors = squareSumFactors(v);
        long low = factors[0] * factors[1];
        long high = UnsignedInt128.multiplyHigh(factors[0], factors[1]);
        return UnsignedInt128.multiplyHigh(low, factors[2]) + high * factors[2];
    }

    /** v, v+1 and 2v+1 with the 2 and the 3 of the divisor 6 divided out of whichever factor holds them. */
    private static long[] squareSumFactors(long v) {
        long[] factors = {v, v + 1, 2 * v + 1};
        factors[v % 2 == 0 ? 0 : 1] /= 2;
        for (int k = 0; k < 3; k++) {
            if (factors[k] % 3 == 0) {
                factors[k] /= 3;
                break;
            }
        }
        return factors;
    }
}
