package dev.fifteen.testing.oracle;

/**
 * Pearson's chi-square goodness-of-fit statistic against equal frequencies, and its critical value.
 */
public final class ChiSquare {

    /** The standard normal quantile for p = 0.001 (one-sided). */
    private static final double Z_999 = 3.0902;

    private ChiSquare() {}

    public static double statistic(long[] counts) {
        long total = 0;
        for (long count : counts) {
            total += count;
        }
        double expected = (double) total / counts.length;
        double statistic = 0;
        for (long count : counts) {
            statistic += (count - expected) * (count - expected) / expected;
        }
        return statistic;
    }

    /**
     * The value a chi-square variable with {@code k} degrees of freedom exceeds with probability 0.001, by the
     * Wilson-Hilferty approximation (good to well under 1% for k of 10 and more).
     */
    public static double criticalValue(int k) {
        double a = 2.0 / (9.0 * k);
        double cube = 1 - a + Z_999 * Math.sqrt(a);
        return k * cube * cube * cube;
    }
}
