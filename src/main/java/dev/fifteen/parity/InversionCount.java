package dev.fifteen.parity;

/**
 * Counts inversions: pairs {@code i < j} with {@code sequence[i] > sequence[j]}.
 *
 * <p>A Fenwick (binary indexed) tree over the values: scanning from the right, each element adds the
 * number of smaller values already seen. O(n log n) time, O(n) memory for the tree, nothing else allocated.
 */
public final class InversionCount {

    private InversionCount() {}

    /**
     * The number of inversions among the non-zero entries of {@code cells}, read in order: the classic
     * inversion count of a sliding-puzzle board with the blank (0) left out. The entries must be distinct
     * and lie in {@code 0 .. cells.length - 1}.
     */
    public static long ofTiles(int[] cells) {
        int n = cells.length;
        int[] tree = new int[n + 1];
        long inversions = 0;
        for (int i = n - 1; i >= 0; i--) {
            int tile = cells[i];
            if (tile == 0) {
                continue;
            }
            for (int k = tile - 1; k > 0; k -= k & -k) {
                inversions += tree[k];
            }
            for (int k = tile; k <= n; k += k & -k) {
                tree[k]++;
            }
        }
        return inversions;
    }
}
