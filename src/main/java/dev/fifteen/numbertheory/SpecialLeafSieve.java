package dev.fifteen.numbertheory;

import java.util.Arrays;

/**
 * The special-leaf sieve of {@link LagariasMillerOdlyzkoPrimeSummation}: one thread's buffers for one segment of
 * {@code [0, x / (y + 1)]} at a time, which it sieves by the primes up to {@code y} one by one, reading after each
 * prime {@code p_b} the special leaves {@code (m, b)} whose value falls in the segment, then sieves on up to the
 * square root of the segment's end, which leaves its primes, and reads the {@code P2} terms there. It keeps the odd
 * numbers only, one bit each, and per 64-bit word the count and the sums of {@code j} and {@code j^2} of the numbers
 * {@code low + 1 + 2 j} still unsieved, so that {@code phi_f} is read by summing words up to the value and counting
 * the bits of one word; the leaves of one {@code b} are read in increasing value, so the running read never goes
 * back. Each segment is computed as if the segments before it held nothing ({@link SegmentResult}); the formula and
 * why the sums are exact: {@code docs/algorithms.md}, "Prime sums by Lagarias-Miller-Odlyzko".
 *
 * <p>Memory: {@code 2^segmentLog / 16} bytes of bits and three times as many of word sums. Not thread-safe: one per
 * thread, every thread reading the same tables.
 */
final class SpecialLeafSieve {

    /** INDEX_BIT[i]: the bits of a word whose index has bit i set. */
    private static final long[] INDEX_BIT = {
        0xAAAA_AAAA_AAAA_AAAAL, 0xCCCC_CCCC_CCCC_CCCCL, 0xF0F0_F0F0_F0F0_F0F0L,
        0xFF00_FF00_FF00_FF00L, 0xFFFF_0000_FFFF_0000L, 0xFFFF_FFFF_0000_0000L
    };

    /** The call's bound, {@code y} and tables, as {@link LagariasMillerOdlyzkoPrimeSummation} defines them. */
    private final long x;

    private final int y;
    private final int[] primes;
    private final int a;
    private final int primesToRoot;
    private final int[] signedLeastFactor;
    private final double[] reciprocal;
    private final int segmentLog;
    private final int segmentSize;

    private final int half;
    /** Bit j of word w (j = 64 w + bit): is low + 1 + 2 j still unsieved. */
    private final long[] bits;
    /** Per word, interleaved: the count, the sum of j and the sum of j^2 of its unsieved numbers. */
    private final long[] wordSums;
    /** The sum of squares {@link #absolute} returns, reused. */
    private final UnsignedInt128 total = new UnsignedInt128();
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

    SpecialLeafSieve(LagariasMillerOdlyzkoPrimeSummation.Tables tables) {
        this.x = tables.x();
        this.y = tables.y();
        this.primes = tables.primes();
        this.a = tables.a();
        this.primesToRoot = tables.primesToRoot();
        this.signedLeastFactor = tables.signedLeastFactor();
        this.reciprocal = tables.reciprocal();
        this.segmentLog = tables.segmentLog();
        this.segmentSize = 1 << segmentLog;
        this.half = segmentSize >>> 1;
        this.bits = new long[half >>> 6];
        this.wordSums = new long[3 * (half >>> 6)];
    }

    /** Sieves segment {@code s}, {@code [s 2^segmentLog, (s + 1) 2^segmentLog)}, and reads its leaves and P2 terms. */
    SegmentResult sieve(int s) {
        low = (long) s << segmentLog;
        high = low + segmentSize;
        fill();
        int lastB = lastB(low);
        SegmentResult result = new SegmentResult(lastB);
        long start = low + 1;
        long startSquared = start * start; // below 2^63: low <= z < x^(2/3)
        long fourStart = 4 * start;
        UnsignedInt128 leafSquares = new UnsignedInt128();
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
                int first = LagariasMillerOdlyzkoPrimeSummation.countAtMost(primes, Math.max(mLow, p));
                for (int i = LagariasMillerOdlyzkoPrimeSummation.countAtMost(primes, mHigh) - 1; i >= first; i--) {
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
            UnsignedInt128 total = absolute(totalCount, totalJ, totalJSquared, startSquared, fourStart);
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
        int first = LagariasMillerOdlyzkoPrimeSummation.countAtMost(primes, Math.max(y, x / high));
        int last = Math.min(primesToRoot, LagariasMillerOdlyzkoPrimeSummation.countAtMost(primes, pHigh)) - 1;
        terms.clear();
        for (int i = last; i >= first; i--) {
            long p = primes[i];
            read(x / p);
            terms.add(p * p, readCount, readJ, readJSquared);
        }
        UnsignedInt128 p2 = new UnsignedInt128();
        terms.addSquaresTo(p2, startSquared, fourStart);
        result.termCount = terms.number;
        result.termHigh = terms.weights.high;
        result.termLow = terms.weights.low;
        result.p2Count = terms.readCount;
        result.p2High = p2.high;
        result.p2Low = p2.low;
        result.primeCount = totalCount;
        UnsignedInt128 total = absolute(totalCount, totalJ, totalJSquared, startSquared, fourStart);
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
    private UnsignedInt128 absolute(long count, long sumJ, long sumJSquared, long startSquared, long fourStart) {
        UnsignedInt128 total = this.total;
        total.clear();
        total.addUnsignedProduct(count, startSquared);
        total.addUnsignedProduct(sumJ, fourStart);
        total.addUnsignedProduct(sumJSquared, 4);
        return total;
    }

    /** Every odd number of the segment unsieved. */
    private void fill() {
        Arrays.fill(bits, -1L);
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

    /** What one segment found, as if the segments before it held nothing. */
    static final class SegmentResult {
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

    /**
     * Weighted reads of a segment's running sums: terms {@code +- w phi} where {@code phi} is read as a count and
     * the sums of {@code j} and {@code j^2} from the segment's start. Keeps their signed number, the signed sum of
     * their weights and of the counts read, and the weighted reads, so that the squares
     * {@code sum +- w (count start^2 + 4 start sumJ + 4 sumJ^2)} cost three products per pass, not per term.
     */
    private static final class Terms {
        long number;
        long readCount;
        final UnsignedInt128 weights = new UnsignedInt128();
        private final UnsignedInt128 byCount = new UnsignedInt128();
        private final UnsignedInt128 byJ = new UnsignedInt128();
        private final UnsignedInt128 byJSquared = new UnsignedInt128();

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
        void addSquaresTo(UnsignedInt128 target, long startSquared, long fourStart) {
            target.addProduct(byCount.high, byCount.low, 0, startSquared);
            target.addProduct(byJ.high, byJ.low, 0, fourStart);
            target.addProduct(byJSquared.high, byJSquared.low, 0, 4);
        }
    }
}
