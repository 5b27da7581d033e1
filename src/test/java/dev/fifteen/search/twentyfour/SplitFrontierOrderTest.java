package dev.fifteen.search.twentyfour;

import dev.fifteen.search.Deadline;
import dev.fifteen.search.SearchThreads;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The order of the 5 x 5 split search's frontier after a shared iteration: the nodes below which that iteration came
 * closest to the goal first, ties to the larger subtree, then to the order given; a deeper frontier takes its
 * ancestors' figures, a shallower one its descendants' (the smallest estimate, the nodes added up), and a node the
 * last iteration did not reach comes last. The paths are the blank's cells from cell 0; each board is a marker that
 * must travel with its path.
 */
class SplitFrontierOrderTest {

    private static final int START = 0;

    private final TwentyFourSplitSearch search = new TwentyFourSplitSearch(
            TestTables.threes(), TwentyFourSolverTest.range(0), Deadline.none(), SearchThreads.none(), 0, 16);

    @Test
    void aDeeperFrontierFollowsItsAncestors() {
        remember();
        List<int[]> paths = new ArrayList<>(List.of(
                new int[] {1, 2, 3}, // below [1, 2]: 40, 5 nodes
                new int[] {1, 6, 7}, // below [1, 6]: 30, 10 nodes
                new int[] {5, 10, 15}, // below [5, 10]: 35, 100 nodes
                new int[] {1, 6, 11}, // below [1, 6]
                new int[] {5, 6, 7}, // below [5, 6]: 30, 20 nodes
                new int[] {1, 0, 5}, // [1, 0] was not in the last frontier
                new int[] {5, 10, 11})); // below [5, 10]
        List<int[]> states = markers(paths.size());

        search.orderByLastIteration(states, paths, START);

        assertThat(paths)
                .containsExactly(
                        new int[] {5, 6, 7},
                        new int[] {1, 6, 7},
                        new int[] {1, 6, 11},
                        new int[] {5, 10, 15},
                        new int[] {5, 10, 11},
                        new int[] {1, 2, 3},
                        new int[] {1, 0, 5});
        assertThat(states.stream().map(state -> state[0]))
                .as("each board travels with its path")
                .containsExactly(4, 1, 3, 2, 6, 0, 5);
    }

    @Test
    void aShallowerFrontierAddsUpItsDescendants() {
        remember();
        List<int[]> paths = new ArrayList<>(List.of(new int[] {1}, new int[] {5}));
        List<int[]> states = markers(2);

        search.orderByLastIteration(states, paths, START);

        // both came as close as 30; [5] has 120 nodes below it, [1] 15
        assertThat(paths).containsExactly(new int[] {5}, new int[] {1});
        assertThat(states.stream().map(state -> state[0])).containsExactly(1, 0);
    }

    @Test
    void beforeAnySharedIterationTheOrderStays() {
        List<int[]> paths = new ArrayList<>(List.of(new int[] {5, 10}, new int[] {1, 2}, new int[] {1, 6}));
        List<int[]> states = markers(3);

        search.orderByLastIteration(states, paths, START);

        assertThat(paths).containsExactly(new int[] {5, 10}, new int[] {1, 2}, new int[] {1, 6});
        assertThat(states.stream().map(state -> state[0])).containsExactly(0, 1, 2);
    }

    /** A shared iteration over a frontier of depth 2 and what it found below each path. */
    private void remember() {
        List<int[]> frontier = List.of(new int[] {1, 2}, new int[] {1, 6}, new int[] {5, 10}, new int[] {5, 6});
        search.remember(frontier, new int[] {40, 30, 35, 30}, new long[] {5, 10, 100, 20}, START);
    }

    private static List<int[]> markers(int count) {
        List<int[]> states = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            states.add(new int[] {i});
        }
        return states;
    }
}
