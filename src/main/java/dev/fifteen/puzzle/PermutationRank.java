package dev.fifteen.puzzle;

/**
 * Numbers the permutations of {@code 0..n-1} by their rank in lexicographic order, so that tables over all the
 * arrangements of a small board fit an array indexed by rank. The rank is the Lehmer code read in the
 * factorial number system: digit {@code i} counts the values after position {@code i} that are smaller than
 * the one at {@code i}, and weighs {@code (n - 1 - i)!} (Knuth, TAOCP vol. 2, 3.3.2 P; Lehmer 1960).
 *
 * <p>The unused values are kept as a bit set, so ranking and unranking take O(n) time with no allocation.
 * Precondition: the array holds each of {@code 0..n-1} once, {@code n <= } {@value #MAX_LENGTH} (13! does not fit
 * an {@code int}).
 */
public final class PermutationRank {

    /** The longest permutation whose ranks fit an {@code int}. */
    public static final int MAX_LENGTH = 12;

    private static final int[] FACTORIAL = {1, 1, 2, 6, 24, 120, 720, 5040, 40320, 362880, 3628800, 39916800, 479001600
    };

    private PermutationRank() {}

    /** The number of permutations of {@code n} values, {@code n!}, for {@code 0 <= n <=} {@value #MAX_LENGTH}. */
    public static int count(int n) {
        return FACTORIAL[n];
    }

    /** The lexicographic rank of a permutation of {@code 0..n-1}, {@code n = permutation.length}. */
    public static int rank(int[] permutation) {
        int n = permutation.length;
        int unused = (1 << n) - 1;
        int rank = 0;
        for (int i = 0; i < n - 1; i++) {
            int value = permutation[i];
            rank += Integer.bitCount(unused & ((1 << value) - 1)) * FACTORIAL[n - 1 - i];
            unused &= ~(1 << value);
        }
        return rank;
    }

    /** Writes the permutation of {@code 0..n-1} with the given rank into {@code permutation} (of length n). */
    public static void unrank(int rank, int[] permutation) {
        int n = permutation.length;
        int unused = (1 << n) - 1;
        for (int i = 0; i < n; i++) {
            int weight = FACTORIAL[n - 1 - i];
            int digit = rank / weight;
            rank -= digit * weight;
            int candidates = unused;
            for (int k = 0; k < digit; k++) {
                candidates &= candidates - 1;
            }
            int value = Integer.numberOfTrailingZeros(candidates);
            permutation[i] = value;
            unused &= ~(1 << value);
        }
    }
}
