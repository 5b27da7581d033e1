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
 * leaves, in closed form, and special leaves, which one segmented sieve of {@code [0, x / (y + 1)]} answers together
 * with the {@code P2} term, for {@code y = ALPHA x^(1/3)}. The segments are shared by {@code parallelism} threads and
 * the result does not depend on which thread took which. The formula, the sieve, the cost and why the sums are
 * exact: {@code docs/algorithms.md}, "Prime sums by Lagarias-Miller-Odlyzko" and "Exact 128-bit arithmetic".
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

    /** INDEX_BIT[i]: the bits of a word whose index has bit i set. */
    private static final long[] INDEX_BIT = {
        0xAAAA_AAAA_AAAA_AAAAL, 0xCCCC_CCCC_CCCC_CCCCL, 0xF0F0_F0F0_F0F0_F0F0L,
        0xFF00_FF00_FF00_FF00L, 0xFFFF_0000_FFFF_0000L, 0xFFFF_FFFF_0000_0000L
    };

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
     * About 10 MB at 10^13 on two threads.
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

    /** What one segment found, as if the segments before it held nothing. */
    private static final class SegmentResult {
        /** The largest b whose leaves may fall in this segment or later ones. */
        final int lastB;
        /** Per b: the count and the sum of squares (high, low) left in this segment after sieving p_1 .. p_b. */
        final long[] totalCount;

        final long[] totalSquares;
        /** Per b: the signed number and signed f-weight (high, low) of the leaves in this segment. */
        final long[] weightCount;

        final long[] weightSquares;
        /** The leaves' contributions with phi_f counted from the segment's start. */
        long leafCount;

        long leafHigh;
        long leafLow;
        /** P2: the primes above y in this segment, the number and weight of the P2 terms here, their local sums. */
        long primeCount;

        long primeHigh;
        long primeLow;
        long termCount;
        long termHigh;
        long termLow;
        long p2Count;
        long p2High;
        long p2Low;

        SegmentResult(int lastB) {
            this.lastB = lastB;
            totalCount = new long[lastB + 1];
            totalSquares = new long[2 * (lastB + 1)];
            weightCount = new long[lastB + 1];
            weightSquares = new long[2 * (lastB + 1)];
        }
    }

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
        /** 1.0 / m for m = 1..y: x / (m p) = (x / p) / m as a multiplication and one correction, not a division. */
        private final double[] reciprocal;

        private final int segmentLog;
        private final int segmentSize;
        private final int segments;

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
            reciprocal = new double[y + 1];
            for (int m = 1; m <= y; m++) {
                reciprocal[m] = 1.0 / m;
            }
            segmentLog = segmentLog(z);
            segmentSize = 1 << segmentLog;
            segments = (int) (z >>> segmentLog) + 1;
        }

        PrimeSums run() {
            SegmentResult[] results = sieveSegments();
            long count = 0;
            Wide squares = new Wide();
            ordinaryLeaves(squares);
            count += squares.count;
            squares.count = 0;
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
            for (SegmentResult result : results) {
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
            return new PrimeSums(x, count, UnsignedInt128.toBigInteger(squares.high, squares.low));
        }

        /** The ordinary leaves and the special leaves with b = 0, in closed form. */
        private void ordinaryLeaves(Wide squares) {
            for (int n = 1; n <= y; n++) {
                int code = signedLeastFactor[n];
                if (code != 0) {
                    squares.addLeaf(code > 0, (long) n * n, x / n);
                }
            }
            // leaves (2m, 0): m odd, squarefree, y < 2m, with the sign -mu(m)
            for (int m = y / 2 + 1; m <= y; m++) {
                int code = signedLeastFactor[m];
                if ((m & 1) == 1 && code != 0) {
                    squares.addLeaf(code < 0, 4L * m * m, x / (2L * m));
                }
            }
        }

        private SegmentResult[] sieveSegments() {
            SegmentResult[] results = new SegmentResult[segments];
            AtomicInteger next = new AtomicInteger();
            Runnable work = () -> {
                Segment segment = new Segment();
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

        /** The largest b (at most a - 1) whose leaves can reach a value of at least low. */
        private int lastB(long low) {
            for (int b = a - 1; b >= 1; b--) {
                long p = primes[b];
                long smallestM = Math.max(p, y / p) + 1;
                if (smallestM <= y && (low == 0 || p * smallestM <= x / low)) {
                    return b;
                }
            }
            return 0;
        }

        /** One thread's segment buffers; sieves one segment at a time. */
        private final class Segment {
            private final int half = segmentSize >>> 1;
            /** Bit j of word w (j = 64 w + bit): is low + 1 + 2 j still unsieved. */
            private final long[] bits = new long[half >>> 6];
            /** Per word, interleaved: the count, the sum of j and the sum of j^2 of its unsieved numbers. */
            private final long[] wordSums = new long[3 * (half >>> 6)];
            /** The sum of squares {@link #absolute} returns, reused. */
            private final Wide total = new Wide();
            /** The leaves of one b, or the P2 terms, of this segment. */
            private final Terms terms = new Terms();

            private long low;
            private long high;
            private long totalCount;
            private long totalJ;
            private long totalJSquared;
            /** The running read: words before scanWord are summed into scanCount, scanJ, scanJSquared. */
            private int scanWord;

            private long scanCount;
            private long scanJ;
            private long scanJSquared;
            /** The last read: the count, sum of j and of j^2 up to a value. */
            private long readCount;

            private long readJ;
            private long readJSquared;

            SegmentResult sieve(int s) {
                low = (long) s << segmentLog;
                high = low + segmentSize;
                fill();
                int lastB = lastB(low);
                SegmentResult result = new SegmentResult(lastB);
                long start = low + 1;
                long startSquared = start * start; // below 2^63: low <= z < x^(2/3)
                long fourStart = 4 * start;
                Wide leafSquares = new Wide();
                long leafCount = 0;
                for (int b = 1; b <= lastB; b++) {
                    if (b >= 2) {
                        crossOut(primes[b - 1], primes[b - 1]);
                    }
                    long p = primes[b];
                    rewind();
                    terms.clear();
                    long xOverP = x / p;
                    long mLow = Math.max(y / p, x / high / p);
                    long mHigh = low == 0 ? y : Math.min(y, x / low / p);
                    if (p * p <= y) {
                        for (long m = mHigh; m > mLow; m--) {
                            int code = signedLeastFactor[(int) m];
                            if (code == 0 || (code > 0 ? code : -code) <= p) {
                                continue;
                            }
                            long mp = m * p;
                            read(quotient(xOverP, (int) m));
                            if (code < 0) {
                                terms.add(mp * mp, readCount, readJ, readJSquared);
                            } else {
                                terms.subtract(mp * mp, readCount, readJ, readJSquared);
                            }
                        }
                    } else {
                        // m > p > sqrt(y) and m <= y: m is a prime q, mu(q) = -1, the leaf's sign +1
                        int first = countAtMost(primes, Math.max(mLow, p));
                        for (int i = countAtMost(primes, mHigh) - 1; i >= first; i--) {
                            int q = primes[i];
                            long mp = q * p;
                            read(quotient(xOverP, q));
                            terms.add(mp * mp, readCount, readJ, readJSquared);
                        }
                    }
                    leafCount += terms.readCount;
                    terms.addSquaresTo(leafSquares, startSquared, fourStart);
                    result.weightCount[b] = terms.number;
                    result.weightSquares[2 * b] = terms.weights.high;
                    result.weightSquares[2 * b + 1] = terms.weights.low;
                    result.totalCount[b] = totalCount;
                    Wide total = absolute(totalCount, totalJ, totalJSquared, startSquared, fourStart);
                    result.totalSquares[2 * b] = total.high;
                    result.totalSquares[2 * b + 1] = total.low;
                }
                result.leafCount = leafCount;
                result.leafHigh = leafSquares.high;
                result.leafLow = leafSquares.low;
                primeTerms(lastB, result, startSquared, fourStart);
                return result;
            }

            /** Sieves the segment down to its primes above y and reads the P2 terms whose x / p falls in it. */
            private void primeTerms(int lastB, SegmentResult result, long startSquared, long fourStart) {
                for (int i = Math.max(lastB, 1); i < primes.length && (long) primes[i] * primes[i] < high; i++) {
                    crossOut(primes[i], (long) primes[i] * primes[i]);
                }
                if (low < y) {
                    long lastJ = Math.min((y - start()) >> 1, half - 1);
                    for (int j = 0; j <= lastJ; j++) {
                        clear(j);
                    }
                }
                rewind();
                // primes p in (y, sqrt x] with x / p in [low, high), largest p (smallest x / p) first
                long pHigh = low == 0 ? Long.MAX_VALUE : x / low;
                int first = countAtMost(primes, Math.max(y, x / high));
                int last = Math.min(primesToRoot, countAtMost(primes, pHigh)) - 1;
                terms.clear();
                for (int i = last; i >= first; i--) {
                    long p = primes[i];
                    read(x / p);
                    terms.add(p * p, readCount, readJ, readJSquared);
                }
                Wide p2 = new Wide();
                terms.addSquaresTo(p2, startSquared, fourStart);
                result.termCount = terms.number;
                result.termHigh = terms.weights.high;
                result.termLow = terms.weights.low;
                result.p2Count = terms.readCount;
                result.p2High = p2.high;
                result.p2Low = p2.low;
                result.primeCount = totalCount;
                Wide total = absolute(totalCount, totalJ, totalJSquared, startSquared, fourStart);
                result.primeHigh = total.high;
                result.primeLow = total.low;
            }

            /**
             * floor(dividend / m) for m <= y, dividend < 2^44: the double estimate is within one of it (relative error
             * below 2^-50), and one multiplication finds which way.
             */
            private long quotient(long dividend, int m) {
                long estimate = (long) (dividend * reciprocal[m]);
                long remainder = dividend - estimate * m;
                if (remainder < 0) {
                    return estimate - 1;
                }
                return remainder >= m ? estimate + 1 : estimate;
            }

            private long start() {
                return low + 1;
            }

            /** count start^2 + 4 start sumJ + 4 sumJ^2: the sum of (start + 2 j)^2. */
            private Wide absolute(long count, long sumJ, long sumJSquared, long startSquared, long fourStart) {
                Wide total = this.total;
                total.clear();
                total.addUnsignedProduct(count, startSquared);
                total.addUnsignedProduct(sumJ, fourStart);
                total.addUnsignedProduct(sumJSquared, 4);
                return total;
            }

            /** Every odd number of the segment unsieved. */
            private void fill() {
                java.util.Arrays.fill(bits, -1L);
                totalCount = 0;
                totalJ = 0;
                totalJSquared = 0;
                for (int w = 0; w < bits.length; w++) {
                    long base = 64L * w;
                    long sumJ = 64 * base + 2016; // 0 + 1 + ... + 63
                    long sumJSquared = 64 * base * base + 2 * base * 2016 + 85_344; // 0^2 + ... + 63^2
                    wordSums[3 * w] = 64;
                    wordSums[3 * w + 1] = sumJ;
                    wordSums[3 * w + 2] = sumJSquared;
                    totalCount += 64;
                    totalJ += sumJ;
                    totalJSquared += sumJSquared;
                }
            }

            /** Crosses out the odd multiples of p from max(from, low) on. */
            private void crossOut(long p, long from) {
                long first = Math.max(from, low + 1);
                long multiple = (first + p - 1) / p * p;
                if ((multiple & 1) == 0) {
                    multiple += p;
                }
                if (multiple >= high) {
                    return;
                }
                final long[] bits = this.bits;
                final long[] wordSums = this.wordSums;
                final int step = (int) p;
                long countDrop = 0;
                long jDrop = 0;
                long jSquaredDrop = 0;
                for (int j = (int) ((multiple - low - 1) >>> 1); j < half; j += step) {
                    int w = j >>> 6;
                    long bit = 1L << j;
                    long word = bits[w];
                    if ((word & bit) != 0) {
                        bits[w] = word & ~bit;
                        long jSquared = (long) j * j;
                        int at = 3 * w;
                        wordSums[at]--;
                        wordSums[at + 1] -= j;
                        wordSums[at + 2] -= jSquared;
                        countDrop++;
                        jDrop += j;
                        jSquaredDrop += jSquared;
                    }
                }
                totalCount -= countDrop;
                totalJ -= jDrop;
                totalJSquared -= jSquaredDrop;
            }

            private void clear(int j) {
                int w = j >>> 6;
                long bit = 1L << j;
                if ((bits[w] & bit) != 0) {
                    bits[w] &= ~bit;
                    long jSquared = (long) j * j;
                    wordSums[3 * w]--;
                    wordSums[3 * w + 1] -= j;
                    wordSums[3 * w + 2] -= jSquared;
                    totalCount--;
                    totalJ -= j;
                    totalJSquared -= jSquared;
                }
            }

            private void rewind() {
                scanWord = 0;
                scanCount = 0;
                scanJ = 0;
                scanJSquared = 0;
            }

            /**
             * The count, sum of j and sum of j^2 of the unsieved numbers up to v (low <= v < high) into the read
             * fields; v must not decrease between two reads without a rewind.
             */
            private void read(long v) {
                int below = (int) ((v - low + 1) >>> 1); // the bits j < below are the odd numbers <= v
                int word = below >>> 6;
                final long[] wordSums = this.wordSums;
                long count = scanCount;
                long sumJ = scanJ;
                long sumJSquared = scanJSquared;
                for (int w = scanWord; w < word; w++) {
                    count += wordSums[3 * w];
                    sumJ += wordSums[3 * w + 1];
                    sumJSquared += wordSums[3 * w + 2];
                }
                scanWord = word;
                scanCount = count;
                scanJ = sumJ;
                scanJSquared = sumJSquared;
                int rest = below & 63;
                if (rest != 0) {
                    long masked = bits[word] & ((1L << rest) - 1);
                    long partial = Long.bitCount(masked);
                    long base = 64L * word;
                    long indexSum;
                    long indexSquareSum;
                    if (partial > 8) {
                        indexSum = 0;
                        indexSquareSum = 0;
                        for (int i = 0; i < 6; i++) {
                            long withI = masked & INDEX_BIT[i];
                            long c = Long.bitCount(withI);
                            indexSum += c << i;
                            indexSquareSum += c << (2 * i);
                            for (int k = i + 1; k < 6; k++) {
                                indexSquareSum += (long) Long.bitCount(withI & INDEX_BIT[k]) << (i + k + 1);
                            }
                        }
                    } else {
                        indexSum = 0;
                        indexSquareSum = 0;
                        while (masked != 0) {
                            long t = Long.numberOfTrailingZeros(masked);
                            indexSum += t;
                            indexSquareSum += t * t;
                            masked &= masked - 1;
                        }
                    }
                    count += partial;
                    sumJ += partial * base + indexSum;
                    sumJSquared += partial * base * base + 2 * base * indexSum + indexSquareSum;
                }
                readCount = count;
                readJ = sumJ;
                readJSquared = sumJSquared;
            }
        }
    }

    /**
     * Weighted reads of a segment's running sums: terms {@code +- w phi} where {@code phi} is read as a count and
     * the sums of {@code j} and {@code j^2} from the segment's start. Keeps their signed number, the signed sum of
     * their weights and of the counts read, and the weighted reads, so that the squares
     * {@code sum +- w (count start^2 + 4 start sumJ + 4 sumJ^2)} cost three products per pass, not per term.
     */
    private static final class Terms {
        long number;
        long readCount;
        final Wide weights = new Wide();
        private final Wide byCount = new Wide();
        private final Wide byJ = new Wide();
        private final Wide byJSquared = new Wide();

        void clear() {
            number = 0;
            readCount = 0;
            weights.clear();
            byCount.clear();
            byJ.clear();
            byJSquared.clear();
        }

        /** One term {@code + weight phi}, {@code weight} an unsigned word. */
        void add(long weight, long count, long sumJ, long sumJSquared) {
            number++;
            readCount += count;
            weights.add(0, weight);
            byCount.addUnsignedProduct(weight, count);
            byJ.addUnsignedProduct(weight, sumJ);
            byJSquared.addUnsignedProduct(weight, sumJSquared);
        }

        /** One term {@code - weight phi}. */
        void subtract(long weight, long count, long sumJ, long sumJSquared) {
            number--;
            readCount -= count;
            weights.subtract(0, weight);
            byCount.subtractUnsignedProduct(weight, count);
            byJ.subtractUnsignedProduct(weight, sumJ);
            byJSquared.subtractUnsignedProduct(weight, sumJSquared);
        }

        /** Adds the terms' sum of squares, with {@code k = start + 2 j}, to {@code target}. */
        void addSquaresTo(Wide target, long startSquared, long fourStart) {
            target.addProduct(byCount.high, byCount.low, 0, startSquared);
            target.addProduct(byJ.high, byJ.low, 0, fourStart);
            target.addProduct(byJSquared.high, byJSquared.low, 0, 4);
        }
    }

    /**
     * A 128-bit accumulator (high and low words, wrapping modulo 2^128) and, apart, a {@code long} count: the
     * mutable form the hot loops use without allocating.
     */
    static final class Wide {
        long high;
        long low;
        long count;

        void clear() {
            high = 0;
            low = 0;
        }

        void add(long h, long l) {
            long sum = low + l;
            high += h + (Long.compareUnsigned(sum, low) < 0 ? 1 : 0);
            low = sum;
        }

        void subtract(long h, long l) {
            long difference = low - l;
            high -= h + (Long.compareUnsigned(low, l) < 0 ? 1 : 0);
            low = difference;
        }

        /** += u v, both unsigned 64-bit. */
        void addUnsignedProduct(long u, long v) {
            add(UnsignedInt128.multiplyHigh(u, v), u * v);
        }

        void subtractUnsignedProduct(long u, long v) {
            subtract(UnsignedInt128.multiplyHigh(u, v), u * v);
        }

        /** += u v for u, v signed 64-bit (the product's two's complement modulo 2^128). */
        void addSignedProduct(long u, long v) {
            add(Math.multiplyHigh(u, v), u * v);
        }

        /** += (uh, ul) (vh, vl) modulo 2^128. */
        void addProduct(long uh, long ul, long vh, long vl) {
            add(UnsignedInt128.multiplyHigh(ul, vl) + uh * vl + ul * vh, ul * vl);
        }

        void subtractProduct(long uh, long ul, long vh, long vl) {
            subtract(UnsignedInt128.multiplyHigh(ul, vl) + uh * vl + ul * vh, ul * vl);
        }

        /** count += sign t and squares += sign weight F(t), F(t) = 1^2 + ... + t^2. */
        void addLeaf(boolean positive, long weight, long t) {
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
            long pairHigh = UnsignedInt128.multiplyHigh(first, second);
            long fLow = pairLow * third;
            long fHigh = UnsignedInt128.multiplyHigh(pairLow, third) + pairHigh * third;
            if (positive) {
                count += t;
                addProduct(fHigh, fLow, 0, weight);
            } else {
                count -= t;
                subtractProduct(fHigh, fLow, 0, weight);
            }
        }
    }

    private static void addInto(long[] words, int at, long h, long l) {
        long old = words[at + 1];
        long sum = old + l;
        words[at + 1] = sum;
        words[at] += h + (Long.compareUnsigned(sum, old) < 0 ? 1 : 0);
    }

    /** How many of the sorted primes are at most v. */
    private static int countAtMost(int[] primes, long v) {
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
