package dev.fifteen.numbertheory;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;

/**
 * Counts the primes up to {@code n} and sums their squares in about {@code O(n^(2/3) log n)} time and
 * {@code O(n^(2/3))} bits of memory: Lucy_Hedgehog's recurrence (see {@link LucyHedgehogPrimeSummation}) with
 * the values up to {@code y ~ n^(2/3)} kept as a sieve whose prefix sums come from a Fenwick tree, the
 * arrangement described on the Project Euler forum (problem 10) and in the literature on the
 * Meissel-Lehmer family of methods.
 *
 * <p>The recurrence keeps {@code S(v)}, the sum of {@code f(k)} over the {@code k} in {@code [2, v]} that are
 * prime or have no prime factor among the primes sieved so far ({@code f(k) = 1} and {@code f(k) = k^2}).
 * Sieving a prime {@code p} subtracts {@code f(p) (S(v / p) - S(p - 1))} from every {@code S(v)} with
 * {@code v >= p^2}. Lucy's method keeps all {@code 2 sqrt(n)} values {@code floor(n / i)} in tables and pays
 * {@code O(n^(3/4))}. Here:
 * <ul>
 *   <li>the "large" values {@code v = floor(n / i) > y} (so {@code i <= L = n / (y + 1)}) live in tables as
 *   before and are updated by the recurrence, prime by prime;</li>
 *   <li>every value {@code w <= y} is read from a sieve of {@code [0, y]}: a bit per odd number that is still
 *   unsieved, and a Fenwick tree over words of 64 bits (128 integers) holding how many unsieved numbers each
 *   range has and the sum of their squares. {@code S(w)} is a Fenwick prefix plus the bits of one word; sieving
 *   {@code p} clears the bits of the multiples {@code p m, m >= p}, still set, and updates the tree: each
 *   composite is cleared once, so the sieve costs {@code O(y log y)} in all;</li>
 *   <li>once {@code p^2 > y} the sieve holds exactly the primes and never changes again, so the tree is
 *   replaced by plain cumulative totals per word and reads cost {@code O(1)} plus one word.</li>
 * </ul>
 * With {@code y ~ n^(2/3)} the large updates cost {@code O(L pi(sqrt y) log y + n / sqrt(y))}, the sieve
 * {@code O(y log y)}: {@code O(n^(2/3) log n)} in all. The large updates of one prime that read the sieve are
 * independent of each other; with {@code parallelism > 1} they are split between threads of the common fork-join
 * pool (the few reading other large entries run first, on the calling thread, so the result does not depend on
 * the split).
 *
 * <p>Exactness, all in wrapping unsigned 128-bit arithmetic ({@link UnsignedInt128}), which is exact because
 * every true value lies in {@code [0, 2^128)} and only ring operations are used:
 * <ul>
 *   <li>a large entry never exceeds its initial value {@code 1^2 + ... + n^2 < n^3 / 3 + n^2 < 3.34 * 10^38
 *   < 2^128} for {@code n <= 10^13} ({@link #MAX_BOUND}); the result, about {@code 1.1 * 10^37}, needs 124 bits;
 *   the difference {@code S(v / p) - S(p - 1)} and its product by {@code p^2} are true values below the entry
 *   they are subtracted from;</li>
 *   <li>the sieve side never exceeds {@code y^3 / 3 < 2^85} (with {@code y <= MAX_SIEVE = 4 * 10^8}): 128 bits
 *   per tree node (a low word, and the high word packed with the count); the squares of one word of the sieve sum to at most {@code 64 y^2 < 1.03 * 10^19
 *   < 2^64}, one unsigned word;</li>
 *   <li>the primes below {@code p <= sqrt(n)} have a sum of squares below {@code 10^18 < 2^63}.</li>
 * </ul>
 * Memory: {@code y / 16 + 16 y / 128} bytes for the sieve and 32 bytes per large entry, for the duration of
 * one call: about 30 MB at {@code n = 10^13} ({@code y = 1.16 * 10^8}), against Lucy_Hedgehog's 150 MB.
 */
public final class FenwickSievePrimeSummation implements PrimeSummation {

    /** The largest bound answered exactly (see the class comment for why). */
    public static final long MAX_BOUND = 10_000_000_000_000L;

    /** The largest sieve, bounded so that the squares of one word fit 64 unsigned bits. */
    static final long MAX_SIEVE = 400_000_000L;

    /** {@code y = SIEVE_FACTOR * n^(2/3)}: measured, balances the Fenwick reads against the sieve. */
    private static final double SIEVE_FACTOR = 0.25;

    /** Below this many large entries a step is not worth splitting between threads. */
    private static final int SPLIT_THRESHOLD = 1 << 12;

    /** INDEX_BIT[j]: the bits of a word whose index has bit j set. */
    private static final long[] INDEX_BIT = {
            0xAAAA_AAAA_AAAA_AAAAL, 0xCCCC_CCCC_CCCC_CCCCL, 0xF0F0_F0F0_F0F0_F0F0L,
            0xFF00_FF00_FF00_FF00L, 0xFFFF_0000_FFFF_0000L, 0xFFFF_FFFF_0000_0000L};

    /** A count of one in the packed (count, high word) field of the sieve's totals. */
    private static final long ONE_COUNT = 1L << 32;
    private static final long HIGH_WORD = 0xFFFF_FFFFL;

    private final int parallelism;
    private final double sieveFactor;

    /** A single-threaded summation. */
    public FenwickSievePrimeSummation() {
        this(1);
    }

    /**
     * @param parallelism how many threads (the caller's included) share the large steps; 1 or more
     */
    public FenwickSievePrimeSummation(int parallelism) {
        this(parallelism, SIEVE_FACTOR);
    }

    /** With a chosen sieve size {@code sieveFactor * n^(2/3)}, for tests (tiny sieves reach every code path). */
    FenwickSievePrimeSummation(int parallelism, double sieveFactor) {
        if (parallelism < 1) {
            throw new IllegalArgumentException("parallelism must be 1 or more, not " + parallelism);
        }
        if (!(sieveFactor > 0)) {
            throw new IllegalArgumentException("sieveFactor must be positive, not " + sieveFactor);
        }
        this.parallelism = parallelism;
        this.sieveFactor = sieveFactor;
    }

    @Override
    public long maxBound() {
        return MAX_BOUND;
    }

    @Override
    public PrimeSums sumUpTo(long n) {
        requireBound(n);
        if (n < 2) {
            return PrimeSums.none(n);
        }
        return new Computation(n).run();
    }

    /** The working state of one computation. */
    private final class Computation {
        private final long n;
        /** The sieve covers [0, sieveLimit]. */
        private final long sieveLimit;
        /** Large entries are i = 1..largeCount, for the values n / i > sieveLimit. */
        private final int largeCount;
        /** Per large entry i, interleaved: prime count, squares high word, squares low word. */
        private final long[] large;
        /** n / i for the large entries, so that n / (i p) is a multiplication by 1 / p rather than a division. */
        private final long[] quotients;
        /** Bit b of word w: is 128 w + 2 b + 1 still unsieved. */
        private final long[] bits;
        /**
         * Per word, interleaved: {@code count << 32 | squares high word}, then the squares' low word. First a Fenwick
         * tree (node t at 2 t covers words t - lowbit(t) .. t - 1), then, once the sieve is final, the totals of the
         * words before each word. Packing saves a third of the memory traffic; the fields never carry into each
         * other because every true value (and every sum a read forms) has a count below 2^31 (half the sieve) and
         * a high word below 2^21 (squares below y^3 / 3 < 2^85).
         */
        private final long[] totals;
        private boolean sieveFinal;
        /** The primes below the current one: their count and the sum of their squares. */
        private long primesBelow;
        private long squaresBelow;

        Computation(long n) {
            this.n = n;
            long root = SquareRoot.floorSqrt(n);
            long y = (long) (sieveFactor * Math.cbrt((double) n) * Math.cbrt((double) n));
            sieveLimit = Math.max(Math.max(y, root + 1), 16);
            if (sieveLimit > MAX_SIEVE) {
                throw new IllegalStateException("sieve of " + sieveLimit + " above " + MAX_SIEVE);
            }
            largeCount = (int) (n / (sieveLimit + 1));
            large = new long[3 * (largeCount + 1)];
            quotients = new long[largeCount + 1];
            for (int i = 1; i <= largeCount; i++) {
                quotients[i] = n / i;
            }
            int words = (int) (sieveLimit >>> 7) + 1;
            bits = new long[words];
            totals = new long[2 * (words + 1)];
        }

        PrimeSums run() {
            int sieveRoot = (int) SquareRoot.floorSqrt(sieveLimit);
            int primeLimit = (int) Math.max(SquareRoot.floorSqrt(n), sieveRoot);
            boolean[] composite = smallComposites(primeLimit);
            sieveTwo();
            for (int p = 3; p <= primeLimit; p += 2) {
                if (composite[p]) {
                    continue;
                }
                if (!sieveFinal && p > sieveRoot) {
                    makeSieveFinal();
                }
                long last = Math.min(largeCount, n / ((long) p * p));
                if (last >= 1) {
                    updateLarge(p, (int) last);
                }
                if (p <= sieveRoot) {
                    sieveOut(p);
                }
                primesBelow++;
                squaresBelow += (long) p * p;
            }
            if (largeCount >= 1) {
                return new PrimeSums(n, large[3], UnsignedInt128.toBigInteger(large[4], large[5]));
            }
            if (!sieveFinal) {
                makeSieveFinal();
            }
            long[] out = new long[3];
            readSieve(n, out);
            return new PrimeSums(n, out[0], UnsignedInt128.toBigInteger(out[1], out[2]));
        }

        /**
         * The state after sieving 2: large entries from the closed forms (sieving 2 from all of [2, v] leaves
         * 2 and the odd numbers), the sieve as the odd numbers from 3 up.
         */
        private void sieveTwo() {
            for (int i = 1; i <= largeCount; i++) {
                long v = n / i;
                long w = v >>> 1;
                // S(v) - 4 (S(w) - S(1)) with S(x) = 2^2 + ... + x^2 = squareSum(x) - 1 and S(1) = 0.
                long lowV = LucyHedgehogPrimeSummation.squareSumLow(v);
                long highV = LucyHedgehogPrimeSummation.squareSumHigh(v);
                long lowW = LucyHedgehogPrimeSummation.squareSumLow(w);
                long highW = LucyHedgehogPrimeSummation.squareSumHigh(w);
                long lowFour = lowW << 2;
                long highFour = (highW << 2) + (lowW >>> 62);
                long low = lowV - lowFour;
                long high = highV - highFour - (Long.compareUnsigned(lowV, lowFour) < 0 ? 1 : 0);
                long adjustedLow = low + 3;
                long carry = Long.compareUnsigned(adjustedLow, low) < 0 ? 1 : 0;
                large[3 * i] = v - w;
                large[3 * i + 1] = high + carry;
                large[3 * i + 2] = adjustedLow;
            }
            int words = bits.length;
            for (int word = 0; word < words; word++) {
                long first = 128L * word;
                long mask = -1L;
                int usable = (int) Math.min(64, (sieveLimit - first + 1) >>> 1);
                if (usable < 64) {
                    mask = usable <= 0 ? 0 : (1L << usable) - 1;
                }
                if (word == 0) {
                    mask &= ~1L; // 1 is not a prime
                }
                bits[word] = mask;
                long count = Long.bitCount(mask);
                long squares;
                if (mask == -1L) {
                    // Sum of (first + 1 + 2b)^2 over b = 0..63, below 2^64 (class comment).
                    long a = first + 1;
                    squares = 64 * a * a + 4 * a * 2016 + 4 * 85_344;
                } else {
                    squares = wordSquares(first, mask);
                }
                int node = 2 * (word + 1);
                addTo(totals, node, count << 32, squares);
                int parent = (word + 1) + ((word + 1) & -(word + 1));
                if (parent <= words) {
                    addTo(totals, 2 * parent, totals[node], totals[node + 1]);
                }
            }
            primesBelow = 1;
            squaresBelow = 4;
        }

        /** Sieves the odd multiples p m, m >= p, from the bits and the tree. */
        private void sieveOut(int p) {
            final long[] bits = this.bits;
            final long[] totals = this.totals;
            final int words = bits.length;
            long step = 2L * p;
            for (long k = (long) p * p; k <= sieveLimit; k += step) {
                int word = (int) (k >>> 7);
                long bit = 1L << ((k & 127) >>> 1);
                if ((bits[word] & bit) == 0) {
                    continue;
                }
                bits[word] &= ~bit;
                long square = k * k;
                for (int t = word + 1; t <= words; t += t & -t) {
                    int node = 2 * t;
                    long low = totals[node + 1];
                    totals[node + 1] = low - square;
                    totals[node] -= ONE_COUNT + (Long.compareUnsigned(low, square) < 0 ? 1 : 0);
                }
            }
        }

        /** Replaces the tree by the totals of the words before each word; the sieve holds only primes now. */
        private void makeSieveFinal() {
            long count = 0;
            long high = 0;
            long low = 0;
            for (int word = 0; word < bits.length; word++) {
                int node = 2 * word;
                totals[node] = count << 32 | high;
                totals[node + 1] = low;
                long b = bits[word];
                count += Long.bitCount(b);
                long squares = wordSquares(128L * word, b);
                long sum = low + squares;
                high += Long.compareUnsigned(sum, low) < 0 ? 1 : 0;
                low = sum;
            }
            sieveFinal = true;
        }

        /**
         * S(n / i) -= p^2 (S(n / (i p)) - S(p - 1)) for i = 1..last: first the entries reading another large entry
         * (i p <= largeCount, not yet updated for p since i p > i), then those reading the sieve, split.
         */
        private void updateLarge(int p, int last) {
            int lastReadingLarge = Math.min(last, largeCount / p);
            long pSquared = (long) p * p;
            for (int i = 1; i <= lastReadingLarge; i++) {
                int source = 3 * i * p;
                subtract(i, pSquared, large[source], large[source + 1], large[source + 2]);
            }
            int first = lastReadingLarge + 1;
            int size = last - first + 1;
            if (size <= 0) {
                return;
            }
            if (parallelism == 1 || size < SPLIT_THRESHOLD) {
                updateReadingSieve(p, first, last, new long[3]);
                return;
            }
            int chunk = (size + parallelism - 1) / parallelism;
            List<ForkJoinTask<?>> forked = new ArrayList<>(parallelism - 1);
            for (int from = first + chunk; from <= last; from += chunk) {
                int chunkFirst = from;
                int chunkLast = Math.min(last, from + chunk - 1);
                forked.add(ForkJoinPool.commonPool().submit(() ->
                        updateReadingSieve(p, chunkFirst, chunkLast, new long[3])));
            }
            updateReadingSieve(p, first, Math.min(last, first + chunk - 1), new long[3]);
            for (ForkJoinTask<?> task : forked) {
                task.join();
            }
        }

        private void updateReadingSieve(int p, int first, int last, long[] out) {
            long pSquared = (long) p * p;
            final long[] quotients = this.quotients;
            final double reciprocal = 1.0 / p;
            long previous = -1;
            for (int i = first; i <= last; i++) {
                // floor(floor(n / i) / p) = floor(n / (i p)); the double estimate is off by at most one.
                long dividend = quotients[i];
                long w = (long) (dividend * reciprocal);
                long remainder = dividend - w * p;
                if (remainder < 0) {
                    w--;
                } else if (remainder >= p) {
                    w++;
                }
                if (w != previous) {
                    // Consecutive i often share w (always above sqrt(n / p)): read the sieve once per value.
                    readSieve(w, out);
                    previous = w;
                }
                subtract(i, pSquared, out[0], out[1], out[2]);
            }
        }

        /** Large entry i -= p^2 (S - S(p - 1)) for S = (count, high, low). */
        private void subtract(int i, long pSquared, long count, long high, long low) {
            long differenceLow = low - squaresBelow;
            long differenceHigh = high - (Long.compareUnsigned(low, squaresBelow) < 0 ? 1 : 0);
            long productLow = differenceLow * pSquared;
            long productHigh = UnsignedInt128.multiplyHigh(differenceLow, pSquared) + differenceHigh * pSquared;
            int at = 3 * i;
            large[at] -= count - primesBelow;
            long old = large[at + 2];
            large[at + 2] = old - productLow;
            large[at + 1] -= productHigh + (Long.compareUnsigned(old, productLow) < 0 ? 1 : 0);
        }

        /** S(w) for 0 <= w <= sieveLimit into out: count, squares high word, squares low word. */
        private void readSieve(long w, long[] out) {
            int word = (int) (w >>> 7);
            int usable = (int) (((w & 127) + 1) >>> 1);
            long mask = usable == 64 ? -1L : (1L << usable) - 1;
            long b = bits[word] & mask;
            long count = Long.bitCount(b);
            long low = wordSquares(128L * word, b);
            long high = 0;
            if (w >= 2) {
                count++;
                low += 4; // the prime 2; no carry, the word's squares are below 2^64 - 4
            }
            final long[] totals = this.totals;
            long packed = 0;
            if (sieveFinal) {
                int node = 2 * word;
                long sum = low + totals[node + 1];
                packed = totals[node] + (Long.compareUnsigned(sum, low) < 0 ? 1 : 0);
                low = sum;
            } else {
                for (int t = word; t > 0; t -= t & -t) {
                    int node = 2 * t;
                    long sum = low + totals[node + 1];
                    packed += totals[node] + (Long.compareUnsigned(sum, low) < 0 ? 1 : 0);
                    low = sum;
                }
            }
            out[0] = count + (packed >>> 32);
            out[1] = high + (packed & HIGH_WORD);
            out[2] = low;
        }
    }

    /**
     * The sum of k^2 over the odd k = first + 2 b + 1 whose bit b is set. Sparse words (the sieve late on) are
     * walked bit by bit; dense ones (early, when most odd numbers are still unsieved) use
     * {@code sum (a + 2b)^2 = c a^2 + 4 a sum(b) + 4 sum(b^2)} with {@code a = first + 1}, where sum(b) and
     * sum(b^2) come from population counts of the word masked by the bits of b's index (6 and 21 masks).
     */
    private static long wordSquares(long first, long word) {
        int count = Long.bitCount(word);
        if (count > 8) {
            long indexSum = 0;
            long indexSquareSum = 0;
            for (int j = 0; j < 6; j++) {
                long withJ = word & INDEX_BIT[j];
                indexSum += (long) Long.bitCount(withJ) << j;
                indexSquareSum += (long) Long.bitCount(withJ) << (2 * j);
                for (int k = j + 1; k < 6; k++) {
                    indexSquareSum += (long) Long.bitCount(withJ & INDEX_BIT[k]) << (j + k + 1);
                }
            }
            long a = first + 1;
            return count * a * a + 4 * a * indexSum + 4 * indexSquareSum;
        }
        long sum = 0;
        while (word != 0) {
            long k = first + 2 * Long.numberOfTrailingZeros(word) + 1;
            sum += k * k;
            word &= word - 1;
        }
        return sum;
    }

    /** Adds (packed count and high word, low word) to the node at index at (packed) and at + 1 (low). */
    private static void addTo(long[] table, int at, long packed, long low) {
        long old = table[at + 1];
        long sum = old + low;
        table[at + 1] = sum;
        table[at] += packed + (Long.compareUnsigned(sum, old) < 0 ? 1 : 0);
    }

    /** composite[k] for k up to limit, by the sieve of Eratosthenes. */
    private static boolean[] smallComposites(int limit) {
        boolean[] composite = new boolean[limit + 1];
        for (int p = 2; (long) p * p <= limit; p++) {
            if (!composite[p]) {
                for (int k = p * p; k <= limit; k += p) {
                    composite[k] = true;
                }
            }
        }
        return composite;
    }
}
