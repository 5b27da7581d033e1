package dev.fifteen.puzzle;

import org.junit.jupiter.api.Test;

import java.util.Arrays;

import static org.assertj.core.api.Assertions.assertThat;

class PermutationRankTest {

    @Test
    void ranksNumberThePermutationsInLexicographicOrder() {
        int[] cells = new int[4];
        int[] previous = null;
        for (int rank = 0; rank < 24; rank++) {
            PermutationRank.unrank(rank, cells);
            assertThat(PermutationRank.rank(cells)).isEqualTo(rank);
            if (previous != null) {
                assertThat(java.util.Arrays.compare(previous, cells)).isNegative();
            }
            previous = cells.clone();
        }
        assertThat(PermutationRank.rank(new int[] {9, 8, 7, 6, 5, 4, 3, 2, 1, 0}))
                .isEqualTo(3_628_799);
    }

    /** Cross-check against the textbook successor (Narayana's next permutation), which knows nothing of ranks. */
    @Test
    void theRankCountsThePermutationsBeforeInLexicographicOrder() {
        for (int n = 1; n <= 7; n++) {
            int[] permutation = new int[n];
            for (int i = 0; i < n; i++) {
                permutation[i] = i;
            }
            int[] unranked = new int[n];
            int index = 0;
            do {
                assertThat(PermutationRank.rank(permutation)).isEqualTo(index);
                PermutationRank.unrank(index, unranked);
                assertThat(unranked).isEqualTo(permutation);
                index++;
            } while (nextPermutation(permutation));
            assertThat(index).isEqualTo(PermutationRank.count(n));
        }
        int[] last = {11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0};
        assertThat(PermutationRank.rank(last)).isEqualTo(PermutationRank.count(PermutationRank.MAX_LENGTH) - 1);
        int[] back = new int[12];
        PermutationRank.unrank(PermutationRank.count(12) - 1, back);
        assertThat(back).isEqualTo(last);
    }

    private static boolean nextPermutation(int[] a) {
        int i = a.length - 2;
        while (i >= 0 && a[i] >= a[i + 1]) {
            i--;
        }
        if (i < 0) {
            return false;
        }
        int j = a.length - 1;
        while (a[j] <= a[i]) {
            j--;
        }
        int t = a[i];
        a[i] = a[j];
        a[j] = t;
        Arrays.sort(a, i + 1, a.length);
        return true;
    }
}
