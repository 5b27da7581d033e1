package dev.fifteen.scramble;

/**
 * The SplitMix64 pseudo-random generator (Steele, Lea &amp; Flood, "Fast splittable pseudorandom number
 * generators", OOPSLA 2014; the constants of Vigna's reference {@code splitmix64.c}), with bounded integers by
 * Lemire's multiply-and-reject method ("Fast random integer generation in an interval", ACM TOMACS 2019).
 *
 * <p>Both algorithms are written out here rather than taken from the JDK, whose bounded-integer algorithms
 * are not part of its specification: a scramble is reproducible from its seed on every machine and every
 * version of Fifteen that keeps this class. Not thread-safe; one generator per scramble. Not for
 * cryptography.
 */
public final class SplitMix64 {

    private static final long GOLDEN_GAMMA = 0x9E3779B97F4A7C15L;

    private long state;

    public SplitMix64(long seed) {
        this.state = seed;
    }

    /** The next 64 uniformly distributed bits. */
    public long nextLong() {
        long z = (state += GOLDEN_GAMMA);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /**
     * A uniformly distributed integer in {@code [0, bound)}: the high 32 bits of one output, multiplied by the
     * bound, keep their high half; the rare products whose low half falls in the biased zone are redrawn.
     *
     * @throws IllegalArgumentException when the bound is not positive
     */
    public int nextInt(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("the bound must be positive, not " + bound);
        }
        long product = (nextLong() >>> 32) * bound;
        long low = product & 0xFFFFFFFFL;
        if (low < bound) {
            long threshold = (0x1_0000_0000L - bound) % bound;
            while (low < threshold) {
                product = (nextLong() >>> 32) * bound;
                low = product & 0xFFFFFFFFL;
            }
        }
        return (int) (product >>> 32);
    }
}
