package dev.fifteen.search;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * {@link FrontierOrder}: the closest to the goal first, ties to the larger subtree, then to the order given; no
 * figure (the largest int) last; the expected orders written out by hand.
 */
class FrontierOrderTest {

    @Test
    void closestFirst_thenLargerSubtree_thenAsGiven() {
        int[] closest = {20, 18, Integer.MAX_VALUE, 18, 20, 18, 19};
        long[] nodes = {7, 100, 0, 300, 7, 100, 1};

        assertThat(FrontierOrder.byLastIteration(closest, nodes)).containsExactly(3, 1, 5, 6, 0, 4, 2);
    }

    @Test
    void largeFiguresStillCompare() {
        // an estimate of 600 sorts with "none"; subtrees of tens of billions of nodes tie with one another
        int[] closest = {Integer.MAX_VALUE, 600, 100, 100, 100};
        long[] nodes = {0, 9, 20_000_000_000L, 10_000_000_000L, 8_000_000_000L};

        assertThat(FrontierOrder.byLastIteration(closest, nodes)).containsExactly(2, 3, 4, 1, 0);
    }

    @Test
    void anEmptyFrontierHasAnEmptyOrder() {
        assertThat(FrontierOrder.byLastIteration(new int[0], new long[0])).isEmpty();
    }

    @Test
    void figuresOfDifferentLengthsAreRefused() {
        assertThatThrownBy(() -> FrontierOrder.byLastIteration(new int[2], new long[3]))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("a figure of each kind per path");
    }
}
