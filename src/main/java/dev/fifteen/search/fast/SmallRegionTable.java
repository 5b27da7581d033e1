package dev.fifteen.search.fast;

import dev.fifteen.puzzle.Neighbours;
import dev.fifteen.puzzle.PermutationRank;

import java.util.Arrays;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Exact distances to the standard goal (tiles {@code 1..k-1} in reading order, the blank last) for every
 * arrangement of one small puzzle shape of {@code k = rows * columns <= 9} cells: 2 x 2, 2 x 3, 3 x 2 and
 * 3 x 3. Built once per shape by breadth-first search backwards from the goal over permutations indexed by
 * their {@link PermutationRank}, in O(k! * k) time and one byte per arrangement (3 x 3: 9! = 362,880 bytes,
 * 181,440 of them reachable).
 *
 * <p>The constructive solver finishes its last region with {@link #solve}: from any solvable arrangement
 * it follows strictly decreasing distances, so the region is finished in the fewest possible slides.
 */
final class SmallRegionTable {

    private static final byte UNREACHED = -1;
    private static final ConcurrentHashMap<Integer, SmallRegionTable> TABLES = new ConcurrentHashMap<>();

    private final int cells;
    private final int goalBlank;
    /** {@code adjacent[cell]}: the cells next to it, up, down, left, right; the order picks among equal paths. */
    private final int[][] adjacent;

    private final byte[] distance;

    private SmallRegionTable(int rows, int columns, int goalBlank) {
        this.cells = rows * columns;
        this.goalBlank = goalBlank;
        this.adjacent = Neighbours.of(rows, columns).adjacent();
        this.distance = new byte[PermutationRank.count(cells)];
        build();
    }

    /** The table for one shape toward the standard goal, built on first use and kept. */
    static SmallRegionTable of(int rows, int columns) {
        return of(rows, columns, rows * columns - 1);
    }

    /**
     * The table for one shape toward the goal with the blank at {@code goalBlank} and the tiles
     * {@code 1..k-1} in reading order around it; any goal is this one after relabelling its tiles.
     */
    static SmallRegionTable of(int rows, int columns, int goalBlank) {
        if (rows < 1 || columns < 1 || rows * columns > 9 || rows * columns < 2) {
            throw new IllegalArgumentException("small region tables cover 2 to 9 cells, not " + rows + " x " + columns);
        }
        if (goalBlank < 0 || goalBlank >= rows * columns) {
            throw new IllegalArgumentException("the goal's blank must be on the board, not at " + goalBlank);
        }
        return TABLES.computeIfAbsent(
                (rows * 16 + columns) * 16 + goalBlank, key -> new SmallRegionTable(rows, columns, goalBlank));
    }

    /** The goal: tiles {@code 1..k-1} in reading order, the blank at its cell. */
    int[] goal() {
        int[] goal = new int[cells];
        for (int i = 0, tile = 1; i < cells; i++) {
            goal[i] = i == goalBlank ? 0 : tile++;
        }
        return goal;
    }

    private void build() {
        Arrays.fill(distance, UNREACHED);
        int[] goal = goal();
        int[] queue = new int[distance.length];
        int head = 0;
        int tail = 0;
        int goalRank = PermutationRank.rank(goal);
        distance[goalRank] = 0;
        queue[tail++] = goalRank;
        int[] state = new int[cells];
        int[][] adjacent = this.adjacent;
        while (head < tail) {
            int current = queue[head++];
            PermutationRank.unrank(current, state);
            int blank = blankOf(state);
            byte next = (byte) (distance[current] + 1);
            for (int neighbour : adjacent[blank]) {
                state[blank] = state[neighbour];
                state[neighbour] = 0;
                int r = PermutationRank.rank(state);
                if (distance[r] == UNREACHED) {
                    distance[r] = next;
                    queue[tail++] = r;
                }
                state[neighbour] = state[blank];
                state[blank] = 0;
            }
        }
    }

    /** The number of slides from the arrangement (local labels, 0 the blank) to the standard goal, or -1. */
    int distance(int[] state) {
        return distance[PermutationRank.rank(state)];
    }

    /**
     * Solves a region in the fewest slides. {@code state} holds local labels ({@code 1..k-1}, 0 the blank) in
     * reading order of the region and is left at the goal; each slide is reported as the region cell the blank
     * moves to.
     *
     * @throws IllegalArgumentException when the arrangement cannot reach the goal
     */
    void solve(int[] state, BlankStep step) {
        int current = distance[PermutationRank.rank(state)];
        if (current < 0) {
            throw new IllegalArgumentException("the last region cannot reach its goal: the board has the wrong parity");
        }
        int blank = blankOf(state);
        while (current > 0) {
            boolean moved = false;
            for (int neighbour : adjacent[blank]) {
                state[blank] = state[neighbour];
                state[neighbour] = 0;
                int d = distance[PermutationRank.rank(state)];
                if (d == current - 1) {
                    step.blankTo(blank, neighbour);
                    blank = neighbour;
                    current = d;
                    moved = true;
                    break;
                }
                state[neighbour] = state[blank];
                state[blank] = 0;
            }
            if (!moved) {
                throw new IllegalStateException("small region table is inconsistent");
            }
        }
    }

    /** Receives one slide of {@link #solve}: the blank moves from one region cell to an adjacent one. */
    interface BlankStep {
        void blankTo(int fromCell, int toCell);
    }

    private static int blankOf(int[] state) {
        for (int i = 0; i < state.length; i++) {
            if (state[i] == 0) {
                return i;
            }
        }
        throw new IllegalArgumentException("no blank");
    }
}
