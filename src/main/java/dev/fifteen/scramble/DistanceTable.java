package dev.fifteen.scramble;

import dev.fifteen.puzzle.Board;
import dev.fifteen.puzzle.Neighbours;
import dev.fifteen.puzzle.PermutationRank;

import java.util.Arrays;

/**
 * The optimal distance to one goal of every board that can reach it, for shapes of at most
 * {@value #MAX_CELLS} cells: a breadth-first search from the goal over {@link PermutationRank permutation ranks}.
 *
 * <p>A board is numbered by the lexicographic rank of its cells read as a permutation of {@code 0..n-1}
 * (its Lehmer code in the factorial number system), so the n! arrangements fit an array and a bit set marks
 * those seen. The search keeps its queue: read in order, the queue lists the reachable boards by distance,
 * one layer after another. Each layer is then sorted by rank, so "the k-th board at distance d" means the
 * k-th in lexicographic order of cells, whatever order the search happened to find them in; a uniform draw of
 * k gives a board uniform among those at distance d.
 *
 * <p>Time O(n! / 2 * n) to build (reachable boards times the cost of ranking one), memory 4 bytes per
 * reachable board: 1,814,400 boards and about 7 MB for 10 cells, 181,440 for 3 x 3 (whose farthest boards are
 * 31 slides away). Immutable and thread-safe once built.
 */
public final class DistanceTable {

    /** The largest shape, in cells, that has a table: 11 cells would mean 20 million boards. */
    public static final int MAX_CELLS = 10;

    private final Board goal;
    /** The ranks of the reachable boards, by distance, ascending within a distance. */
    private final int[] ranks;
    /** Distance d holds {@code ranks[layerStart[d] .. layerStart[d + 1])}. */
    private final int[] layerStart;

    private DistanceTable(Board goal, int[] ranks, int[] layerStart) {
        this.goal = goal;
        this.ranks = ranks;
        this.layerStart = layerStart;
    }

    /**
     * Searches every board that can reach the goal.
     *
     * @throws ScrambleException ({@code distance-shape-too-large}) for a goal of more than {@value #MAX_CELLS} cells
     */
    public static DistanceTable build(Board goal) {
        int n = goal.size();
        if (n > MAX_CELLS) {
            throw ScrambleException.shapeTooLargeForDistance(goal.rows(), goal.columns());
        }
        boolean singleLine = goal.rows() == 1 || goal.columns() == 1;
        int reachable = singleLine ? n : PermutationRank.count(n) / 2;
        // the order of the neighbours does not matter: each layer is sorted by rank once the search is done
        int[][] neighbours = Neighbours.of(goal.rows(), goal.columns()).adjacent();
        long[] seen = new long[(PermutationRank.count(n) + 63) / 64];
        int[] queue = new int[reachable];
        int[] layerStart = new int[64];
        int[] cells = goal.cells();
        int start = PermutationRank.rank(cells);
        seen[start >>> 6] |= 1L << start;
        queue[0] = start;
        int head = 0;
        int tail = 1;
        int layers = 0;
        int layerEnd = 0;
        while (head < tail) {
            if (head == layerEnd) {
                if (layers + 1 == layerStart.length) {
                    layerStart = Arrays.copyOf(layerStart, 2 * layerStart.length);
                }
                layerStart[layers++] = head;
                layerEnd = tail;
            }
            PermutationRank.unrank(queue[head++], cells);
            int blank = 0;
            while (cells[blank] != 0) {
                blank++;
            }
            for (int tileIndex : neighbours[blank]) {
                cells[blank] = cells[tileIndex];
                cells[tileIndex] = 0;
                int next = PermutationRank.rank(cells);
                if ((seen[next >>> 6] & (1L << next)) == 0) {
                    seen[next >>> 6] |= 1L << next;
                    queue[tail++] = next;
                }
                cells[tileIndex] = cells[blank];
                cells[blank] = 0;
            }
        }
        if (tail != reachable) {
            throw new IllegalStateException(
                    "the search reached " + tail + " boards, not the " + reachable + " the parity invariant allows");
        }
        layerStart[layers] = tail;
        for (int d = 0; d < layers; d++) {
            Arrays.sort(queue, layerStart[d], layerStart[d + 1]);
        }
        return new DistanceTable(goal, queue, Arrays.copyOf(layerStart, layers + 1));
    }

    /**
     * The memory a build takes for a shape of n cells, in bytes: the queue of reachable ranks ({@code int}s) and
     * the bit set of seen ranks, n!/2 * 4 + n!/8 (7.7 MB for 10 cells).
     */
    public static long buildBytes(int cells) {
        if (cells > MAX_CELLS) {
            return 0;
        }
        long arrangements = PermutationRank.count(cells);
        return 16 + 4 * arrangements / 2 + 16 + arrangements / 8;
    }

    public Board goal() {
        return goal;
    }

    /** The largest optimal distance of any board from the goal. */
    public int maxDistance() {
        return layerStart.length - 2;
    }

    /** How many boards are at exactly this distance from the goal (0 beyond the maximum). */
    public int boardsAt(int distance) {
        if (distance < 0 || distance > maxDistance()) {
            return 0;
        }
        return layerStart[distance + 1] - layerStart[distance];
    }

    /** How many boards can reach the goal: n!/2, or n on a single line. */
    public int reachableBoards() {
        return ranks.length;
    }

    /**
     * The {@code index}-th board (lexicographic order of cells) at exactly this distance from the goal.
     *
     * @throws IndexOutOfBoundsException unless {@code 0 <= index < boardsAt(distance)}
     */
    public Board board(int distance, int index) {
        if (index < 0 || index >= boardsAt(distance)) {
            throw new IndexOutOfBoundsException("there are " + boardsAt(distance) + " boards at distance " + distance
                    + ", so no board number " + index);
        }
        int[] cells = new int[goal.size()];
        PermutationRank.unrank(ranks[layerStart[distance] + index], cells);
        return Board.of(goal.rows(), goal.columns(), cells);
    }

    /**
     * A board drawn uniformly among those at exactly this distance: one draw {@code nextInt(boardsAt(distance))}
     * of a {@link SplitMix64} seeded with {@code seed} picks its index.
     *
     * @throws ScrambleException ({@code distance-out-of-range}) for a negative distance or one beyond the maximum
     */
    public Scramble draw(int distance, long seed) {
        if (distance < 0 || distance > maxDistance()) {
            throw ScrambleException.distanceOutOfRange(distance, maxDistance(), goal.rows(), goal.columns());
        }
        int index = new SplitMix64(seed).nextInt(boardsAt(distance));
        return new Scramble(board(distance, index), goal, seed, ScrambleMethod.DISTANCE, null, null, distance);
    }
}
