package dev.fifteen.numbertheory;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Counts the primes up to {@code x} and sums their squares by the combinatorial method of Lagarias, Miller and
 * Odlyzko ("Computing pi(x): the Meissel-Lehmer method", Math. Comp. 44, 1985), weighted by the completely
 * multiplicative {@code f(k) = k^2} as well as by {@code f(k) = 1}: {@code phi_f(x, a)} expanded into ordinary
 * leaves, in closed form, and special leaves, which one segmented sieve of {@code [0, x / (y + 1)]}
 * ({@link SpecialLeafSieve}) answers together with the {@code P2} term, for {@code y = ALPHA x^(1/3)}. The segments
 * are shared by {@code parallelism} threads and the result does not depend on which thread took which. The
 * formula, the sieve, the cost and why the sums are exact: {@code docs/algorithms.md}, "Prime sums by
 * Lagarias-Miller-Odlyzko" and "Exact 128-bit arithmetic".
 *
 * <p>Time about {@code O(x^(2/3))} for the leaves and the sieve, plus running sums in {@code O(x^(5/6) / log x)} with
 * a very small constant; memory {@code O(sqrt(x) / log x)}: per thread a segment's bits and word totals
 * ({@code segment / 4} bytes), the primes up to {@code sqrt x}, tables up to {@code y} and a small result per
 * segment ({@link #workingBytes}).
 *
 * <p>Precondition: {@code 0 <= x <= } {@value #MAX_BOUND}, where the count (a {@code long}) and the sum of squares
 * (wrapping unsigned 128-bit arithmetic, its true value below 2^128) are exact.
 */
public final class LagariasMillerOdlyzkoPrimeSummation implements PrimeSummation {

    /** The largest bound answered exactly (see the class comment for why). */
    public static final long MAX_BOUND = 10_000_000_000_000L;

    /** {@code y = ALPHA x^(1/3)}: chosen by measurement at 10^12 and 10^13 (see {@code docs/benchmarks.md}). */
    private static final double ALPHA = 3.0;

    /** The base-2 logarithm of the numbers per segment: 2^17 odd numbers, 16 KB of bits. */
    private static final int SEGMENT_LOG = 18;

    /** {@code m p <= y^2 < 2^32}, so that {@code f(m p)} is one unsigned word. */
    private static final long MAX_Y = 65_535;

    private final int parallelism;
    private final double alpha;
    private final int segmentLog;

    /** A single-threaded summation. */
    public LagariasMillerOdlyzkoPrimeSummation() {
        this(1);
    }

    /**
     * @param parallelism how many threads (the caller's included) share the segments of one call; 1 or more
     */
    public LagariasMillerOdlyzkoPrimeSummation(int parallelism) {
        this(parallelism, ALPHA, SEGMENT_LOG);
    }

    /**
     * With a chosen {@code y = alpha x^(1/3)} (clamped to {@code [x^(1/3), min(sqrt x, 65535)]}) and segments of
     * {@code 2^segmentLog} numbers (7 to 20): for tests, where tiny segments and extreme {@code y} reach every
     * path, and for measuring.
     */
    LagariasMillerOdlyzkoPrimeSummation(int parallelism, double alpha, int segmentLog) {
        if (parallelism < 1) {
            throw new IllegalArgumentException("parallelism must be 1 or more, not " + parallelism);
        }
        if (!(alpha > 0)) {
            throw new IllegalArgumentException("alpha must be positive, not " + alpha);
        }
        if (segmentLog < 7 || segmentLog > 20) {
            throw new IllegalArgumentException("segmentLog must be between 7 and 20, not " + segmentLog);
        }
        this.parallelism = parallelism;
        this.alpha = alpha;
        this.segmentLog = segmentLog;
    }

    @Override
    public long maxBound() {
        return MAX_BOUND;
    }

    @Override
    public PrimeSums sumUpTo(long x) {
        requireBound(x);
        if (x < 4) {
            // y >= 2 needs x >= 4: the odd-only sieve relies on 2 being among the first a primes.
            return x < 2 ? PrimeSums.none(x) : new PrimeSums(x, x - 1, BigInteger.valueOf(x == 2 ? 4 : 13));
        }
        return new Computation(x).run();
    }

    /**
     * An upper estimate of the heap one call for {@code bound} holds at its peak, in bytes (arrays at 16 bytes of
     * header plus their elements, objects at 16 bytes plus their fields): the primes up to {@code sqrt(bound)}
     * with the sums of their squares and the sieve that finds them, the Moebius, least-factor and reciprocal
     * tables up to {@code y}, one segment's bits and word sums per thread, and every segment's result (six words per
     * {@code b} up to its last, at most {@code pi(sqrt(bound / low))}, with {@code pi(t) < 1.25506 t / ln t}).
     * Its value at 10^13 on two threads: {@code docs/benchmarks.md}, "Figures recorded in the code comments".
     */
    @Override
    public long workingBytes(long bound) {
        requireBound(bound);
        if (bound < 4) {
            return 0;
        }
        long y = leafBound(bound);
        long root = SquareRoot.floorSqrt(bound);
        long z = bound / (y + 1);
        int log = segmentLog(z);
        long segments = (z >>> log) + 1;
        long a = Math.min(y, primeCountAbove(y));
        long primeLimit = Math.max(y, root);
        long primeCount = Math.min(primeLimit, primeCountAbove(primeLimit));
        long bytes = 16 + primeLimit + 1 + 16 + 4 * primeCount + 16 + 8 * (primeCount + 1);
        bytes += 2 * (16 + 4 * (y + 1)) + 16 + 8 * (y + 1);
        bytes += parallelism * (2 * 16 + (32L << log) / 128);
        bytes += 16 + 4 * segments + 2 * (16 + 8 * a) + 16 + 16 * a;
        for (long s = 0; s < segments; s++) {
            long low = s << log;
            long entries = low == 0 ? a : Math.min(a, primeCountAbove(SquareRoot.floorSqrt(bound / low)));
            bytes += 16 + 8 * 14 + 4 * (16 + 4) + 48 * (entries + 1);
        }
        return bytes;
    }

    /** An upper bound on pi(t): t / ln t times 1.25506 (Rosser and Schoenfeld), plus one; t itself below 17. */
    private static long primeCountAbove(long t) {
        return t < 17 ? t : (long) (1.25506 * t / Math.log((double) t)) + 1;
    }

    /** y: {@code alpha x^(1/3)} within {@code [x^(1/3), min(sqrt x, 65535)]}, and at least 2. */
    private int leafBound(long x) {
        long root = SquareRoot.floorSqrt(x);
        long cbrt = floorCbrt(x);
        long chosen = (long) (alpha * cbrt);
        return (int) Math.max(2, Math.max(cbrt, Math.min(chosen, Math.min(root, MAX_Y))));
    }

    /** The configured segment size, or less where [0, z] fits a smaller one (small bounds sieve one small segment). */
    private int segmentLog(long z) {
        return Math.min(segmentLog, Math.max(7, 64 - Long.numberOfLeadingZeros(z)));
    }

    /** The integer cube root: the largest r with r^3 <= n. */
    static long floorCbrt(long n) {
        long r = (long) Math.cbrt((double) n);
        while (r * r * r > n) {
            r--;
        }
        while ((r + 1) * (r + 1) * (r + 1) <= n) {
            r++;
        }
        return r;
    }

    /**
     * What every thread's {@link SpecialLeafSieve} reads, shared and never written.
     *
     * @param x the bound
     * @param y the leaf bound, {@code alpha x^(1/3)} clamped
     * @param primes the primes up to {@code max(y, sqrt x)}
     * @param a {@code pi(y)}: {@code primes[0 .. a - 1]} are the primes up to y
     * @param primesToRoot the number of primes up to {@code sqrt x}
     * @param signedLeastFactor {@code mu(m) lpf(m)} for {@code m <= y}: 0 when m is not squarefree,
     *     {@code Integer.MAX_VALUE} for m = 1
     * @param reciprocal {@code 1.0 / m} for {@code m = 1..y}: {@code x / (m p) = (x / p) / m} as a multiplication
     *     and one correction, not a division
     * @param segmentLog the base-2 logarithm of the numbers per segment
     */
    record Tables(
            long x,
            int y,
            int[] primes,
            int a,
            int primesToRoot,
            int[] signedLeastFactor,
            double[] reciprocal,
            int segmentLog) {}

    /** The state of one call. */
    private final class Computation {
        private final long x;
        private final int y;
        /** The largest value a leaf or a P2 term reads: x / (y + 1). */
        private final long z;

        private final int[] primes;
        /** a = pi(y): primes[0 .. a - 1] are the primes up to y. */
        private final int a;
        /** The number of primes up to sqrt(x). */
        private final int primesToRoot;
        /** Sum of the squares of primes[0 .. i - 1], at index i. */
        private final long[] squaresBefore;
        /** mu(m) * lpf(m) for m <= y: 0 when m is not squarefree, Integer.MAX_VALUE for m = 1. */
        private final int[] signedLeastFactor;

        private final int segments;
        private final Tables tables;

        Computation(long x) {
            this.x = x;
            long root = SquareRoot.floorSqrt(x);
            y = leafBound(x);
            z = x / (y + 1);
            primes = primesUpTo((int) Math.max(y, root));
            a = countAtMost(primes, y);
            primesToRoot = countAtMost(primes, root);
            squaresBefore = new long[primes.length + 1];
            for (int i = 0; i < primes.length; i++) {
                squaresBefore[i + 1] = squaresBefore[i] + (long) primes[i] * primes[i];
            }
            signedLeastFactor = signedLeastFactors(y);
            double[] reciprocal = new double[y + 1];
            for (int m = 1; m <= y; m++) {
                reciprocal[m] = 1.0 / m;
            }
            int log = segmentLog(z);
            segments = (int) (z >>> log) + 1;
            tables = new Tables(x, y, primes, a, primesToRoot, signedLeastFactor, reciprocal, log);
        }

        PrimeSums run() {
            SpecialLeafSieve.SegmentResult[] results = sieveSegments();
            UnsignedInt128 squares = new UnsignedInt128();
            long count = ordinaryLeaves(squares);
            // phi_f(x, a) - f(1) + (the primes up to y) - P2
            count += -1 + a;
            squares.add(0, -1 + squaresBefore[a]);
            long p2Count = 0;
            for (int i = a; i < primesToRoot; i++) {
                long pSquared = (long) primes[i] * primes[i];
                p2Count += a - i;
                squares.addSignedProduct(-pSquared, squaresBefore[a] - squaresBefore[i]);
            }
            count -= p2Count;
            long[] beforeCount = new long[Math.max(a, 1)];
            long[] beforeSquares = new long[2 * Math.max(a, 1)];
            long primesCount = 0;
            long primesHigh = 0;
            long primesLow = 0;
            for (SpecialLeafSieve.SegmentResult result : results) {
                for (int b = 1; b <= result.lastB; b++) {
                    count += result.weightCount[b] * beforeCount[b];
                    squares.addProduct(
                            result.weightSquares[2 * b],
                            result.weightSquares[2 * b + 1],
                            beforeSquares[2 * b],
                            beforeSquares[2 * b + 1]);
                    beforeCount[b] += result.totalCount[b];
                    addInto(beforeSquares, 2 * b, result.totalSquares[2 * b], result.totalSquares[2 * b + 1]);
                }
                count += result.leafCount;
                squares.add(result.leafHigh, result.leafLow);
                count -= result.termCount * primesCount + result.p2Count;
                squares.subtractProduct(result.termHigh, result.termLow, primesHigh, primesLow);
                squares.subtract(result.p2High, result.p2Low);
                primesCount += result.primeCount;
                long sum = primesLow + result.primeLow;
                primesHigh += result.primeHigh + (Long.compareUnsigned(sum, primesLow) < 0 ? 1 : 0);
                primesLow = sum;
            }
            return new PrimeSums(x, count, squares.toBigInteger());
        }

        /**
         * The ordinary leaves and the special leaves with b = 0, in closed form: their sum of squares added to
         * {@code squares}, their count returned.
         */
        private long ordinaryLeaves(UnsignedInt128 squares) {
            long count = 0;
            for (int n = 1; n <= y; n++) {
                int code = signedLeastFactor[n];
                if (code != 0) {
                    count += leaf(squares, code > 0, (long) n * n, x / n);
                }
            }
            // leaves (2m, 0): m odd, squarefree, y < 2m, with the sign -mu(m)
            for (int m = y / 2 + 1; m <= y; m++) {
                int code = signedLeastFactor[m];
                if ((m & 1) == 1 && code != 0) {
                    count += leaf(squares, code < 0, 4L * m * m, x / (2L * m));
                }
            }
            return count;
        }

        private SpecialLeafSieve.SegmentResult[] sieveSegments() {
            SpecialLeafSieve.SegmentResult[] results = new SpecialLeafSieve.SegmentResult[segments];
            AtomicInteger next = new AtomicInteger();
            Runnable work = () -> {
                SpecialLeafSieve segment = new SpecialLeafSieve(tables);
                for (int s = next.getAndIncrement(); s < segments; s = next.getAndIncrement()) {
                    results[s] = segment.sieve(s);
                }
            };
            int helpers = Math.min(parallelism, segments) - 1;
            List<ForkJoinTask<?>> forked = new ArrayList<>(helpers);
            for (int k = 0; k < helpers; k++) {
                forked.add(ForkJoinPool.commonPool().submit(work));
            }
            work.run();
            for (ForkJoinTask<?> task : forked) {
                task.join();
            }
            return results;
        }
    }

    /**
     * One leaf {@code sign weight F(t)} with {@code F(t) = 1^2 + ... + t^2}: its squares added to {@code squares},
     * its count {@code sign t} returned.
     */
    static long leaf(UnsignedInt128 squares, boolean positive, long weight, long t) {
        squares.addWeightedSquareSum(positive, weight, t);
        return positive ? t : -t;
    }

    private static void addInto(long[] words, int at, long h, long l) {
        long old = words[at + 1];
        long sum = old + l;
        words[at + 1] = sum;
        words[at] += h + (Long.compareUnsigned(sum, old) < 0 ? 1 : 0);
    }

    /** How many of the sorted primes are at most v. */
    static int countAtMost(int[] primes, long v) {
        int lowIndex = 0;
        int highIndex = primes.length;
        while (lowIndex < highIndex) {
            int middle = (lowIndex + highIndex) >>> 1;
            if (primes[middle] <= v) {
                lowIndex = middle + 1;
            } else {
                highIndex = middle;
            }
        }
        return lowIndex;
    }

    /** The primes up to limit, by the sieve of Eratosthenes. */
    private static int[] primesUpTo(int limit) {
        boolean[] composite = new boolean[limit + 1];
        int count = 0;
        for (int k = 2; k <= limit; k++) {
            if (!composite[k]) {
                count++;
                for (long multiple = (long) k * k; multiple <= limit; multiple += k) {
                    composite[(int) multiple] = true;
                }
            }
        }
        int[] primes = new int[count];
        int at = 0;
        for (int k = 2; k <= limit; k++) {
            if (!composite[k]) {
                primes[at++] = k;
            }
        }
        return primes;
    }

    /** mu(m) lpf(m) for m = 0..y (0 for m = 0 and non-squarefree m, Integer.MAX_VALUE for m = 1). */
    private static int[] signedLeastFactors(int y) {
        int[] least = new int[y + 1];
        for (int p = 2; p <= y; p++) {
            if (least[p] == 0) {
                for (int m = p; m <= y; m += p) {
                    if (least[m] == 0) {
                        least[m] = p;
                    }
                }
            }
        }
        int[] signed = new int[y + 1];
        if (y >= 1) {
            signed[1] = Integer.MAX_VALUE;
        }
        for (int m = 2; m <= y; m++) {
            int p = least[m];
            int rest = m / p;
            if (rest % p == 0 || signed[rest] == 0) {
                continue; // p^2 divides m, or the rest is not squarefree
            }
            // mu(m) = -mu(rest); the least factor of m is p
            signed[m] = signed[rest] > 0 ? -p : p;
        }
        return signed;
    }
}
