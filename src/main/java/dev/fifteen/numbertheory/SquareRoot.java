package dev.fifteen.numbertheory;

/** Exact integer square roots of {@code long}s. */
public final class SquareRoot {

    private SquareRoot() {}

    /** The largest {@code r} with {@code r * r <= n}, for {@code n >= 0}. */
    public static long floorSqrt(long n) {
        if (n < 0) {
            throw new IllegalArgumentException("no real square root of " + n);
        }
        long r = (long) Math.sqrt((double) n);
        while (r * r > n) {
            r--;
        }
        while (r < 3_037_000_499L && (r + 1) * (r + 1) <= n) {
            r++;
        }
        return r;
    }
}
