package dev.fifteen.search.ida;

import dev.fifteen.search.DuplicatePruning;
import dev.fifteen.search.FrontierOrder;
import dev.fifteen.search.Grid;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The order of the frontier's paths between iterations: those below which the last iteration came closest to the
 * goal first, ties to the larger subtree, then to the order before; each path keeps its own moves and pruning
 * state. The expected order is worked out here with a comparator over copies of the paths.
 */
class FrontierOrderTest {

    private static final Grid GRID = new Grid(4, 4);

    @Test
    void thePathsCome_closestFirst_thenLargerSubtree_thenAsBefore() {
        Frontier frontier = Frontier.of(GRID, DuplicatePruning.standard(), 0, 30, 200);
        assertThat(frontier).isNotNull();
        int count = frontier.count;
        List<int[]> before = rows(frontier);
        int[] closest = new int[count];
        long[] nodes = new long[count];
        for (int i = 0; i < count; i++) {
            closest[i] = 30 + (i * 7) % 5;
            nodes[i] = (i * 13) % 11;
        }

        frontier.reorder(FrontierOrder.byLastIteration(closest, nodes));

        List<Integer> expected = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            expected.add(i);
        }
        expected.sort(Comparator.<Integer>comparingInt(i -> closest[i])
                .thenComparing(i -> -nodes[i])
                .thenComparingInt(i -> i));
        List<int[]> after = rows(frontier);
        for (int position = 0; position < count; position++) {
            assertThat(after.get(position)).isEqualTo(before.get(expected.get(position)));
        }
    }

    @Test
    void aPathBelowWhichNothingWasEntered_comesAfterEveryOther() {
        Frontier frontier = Frontier.of(GRID, DuplicatePruning.standard(), 5, 30, 50);
        int count = frontier.count;
        List<int[]> before = rows(frontier);
        int[] closest = new int[count];
        long[] nodes = new long[count];
        for (int i = 0; i < count; i++) {
            // the first path's prefix was pruned (nothing entered); the others came as close as 254
            closest[i] = i == 0 ? Integer.MAX_VALUE : 254;
            nodes[i] = i == 0 ? 0 : 1;
        }

        frontier.reorder(FrontierOrder.byLastIteration(closest, nodes));

        List<int[]> after = rows(frontier);
        assertThat(after.get(count - 1)).isEqualTo(before.get(0));
        assertThat(after.get(0)).isEqualTo(before.get(1));
    }

    @Test
    void sortingKeepsEveryPathOnce() {
        Frontier frontier = Frontier.of(GRID, DuplicatePruning.standard(), 10, 30, 300);
        Set<String> before = asStrings(rows(frontier));
        int[] closest = new int[frontier.count];
        long[] nodes = new long[frontier.count];
        for (int i = 0; i < frontier.count; i++) {
            closest[i] = (i * 31) % 17;
            nodes[i] = (i * 5) % 3;
        }

        frontier.reorder(FrontierOrder.byLastIteration(closest, nodes));

        assertThat(asStrings(rows(frontier))).isEqualTo(before).hasSize(frontier.count);
    }

    /** Each path's cells followed by its pruning state. */
    private static List<int[]> rows(Frontier frontier) {
        List<int[]> rows = new ArrayList<>();
        for (int i = 0; i < frontier.count; i++) {
            int[] row = Arrays.copyOf(
                    Arrays.copyOfRange(frontier.cells, i * frontier.depth, (i + 1) * frontier.depth),
                    frontier.depth + 1);
            row[frontier.depth] = frontier.states[i];
            rows.add(row);
        }
        return rows;
    }

    private static Set<String> asStrings(List<int[]> rows) {
        Set<String> strings = new HashSet<>();
        rows.forEach(row -> strings.add(Arrays.toString(row)));
        return strings;
    }
}
