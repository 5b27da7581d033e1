package dev.fifteen.search.multi;

import dev.fifteen.search.FrontierOrder;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The order of the multi-tile search's frontier after an iteration: the paths below which it came closest to the
 * goal first, ties to the larger subtree, then to the order before; a path below which nothing was entered comes
 * last. The expected orders are written out by hand.
 */
class MultiTileFrontierOrderTest {

    private static final List<int[]> PATHS =
            List.of(new int[] {0}, new int[] {1}, new int[] {2}, new int[] {3}, new int[] {4}, new int[] {5});

    @Test
    void closestFirst_thenLargerSubtree_thenAsBefore() {
        int[] closest = {20, 18, Integer.MAX_VALUE, 18, 20, 18};
        long[] nodes = {7, 100, 0, 300, 7, 100};

        List<int[]> ordered = MultiTileSolver.reordered(PATHS, FrontierOrder.byLastIteration(closest, nodes));

        // 18 with 300 nodes; 18 with 100 (paths 1 and 5, as before); 20 with 7 (0 and 4, as before); nothing entered
        assertThat(ordered.stream().map(path -> path[0])).containsExactly(3, 1, 5, 0, 4, 2);
    }

    @Test
    void theSamePathsAreKept() {
        int[] closest = {5, 4, 3, 2, 1, 0};
        long[] nodes = new long[6];

        List<int[]> ordered = MultiTileSolver.reordered(PATHS, FrontierOrder.byLastIteration(closest, nodes));

        assertThat(ordered).containsExactlyInAnyOrderElementsOf(PATHS);
        assertThat(ordered.stream().map(path -> path[0])).containsExactly(5, 4, 3, 2, 1, 0);
    }
}
