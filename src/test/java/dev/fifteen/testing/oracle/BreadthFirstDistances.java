package dev.fifteen.testing.oracle;

import dev.fifteen.puzzle.Board;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The exact distance of every board of a small shape to one goal, by plain breadth-first search over whole
 * boards indexed by their Lehmer code: the independent yardstick for the solvers and heuristics. Boards of the
 * other parity class stay at {@link #UNREACHED}. {@code n!} bytes for {@code n} cells (3.6 MB for 2 x 5). The
 * moves and the ranking of boards (a plain Lehmer code) are its own (neighbouring cells of the blank, computed
 * here), shared with no production code.
 */
public final class BreadthFirstDistances {

    public static final int UNREACHED = 255;

    private final int rows;
    private final int columns;
    private final byte[] distance;

    private static final Map<Board, BreadthFirstDistances> BY_GOAL = new ConcurrentHashMap<>();

    /** The distances to a goal, searched once per goal for the whole test run. */
    public static BreadthFirstDistances to(Board goal) {
        return BY_GOAL.computeIfAbsent(goal, BreadthFirstDistances::new);
    }

    /** The distance to {@code goal} of every board that can reach it, as a map. */
    public static Map<Board, Integer> distancesTo(Board goal) {
        BreadthFirstDistances distances = to(goal);
        Map<Board, Integer> map = new HashMap<>();
        for (int index = 0; index < distances.distance.length; index++) {
            Board board = distances.boardAt(index);
            if (board != null) {
                map.put(board, distances.distance[index] & 0xFF);
            }
        }
        return map;
    }

    public BreadthFirstDistances(Board goal) {
        this.rows = goal.rows();
        this.columns = goal.columns();
        int n = goal.size();
        int states = factorial(n);
        distance = new byte[states];
        Arrays.fill(distance, (byte) UNREACHED);
        int[] queue = new int[states];
        int head = 0;
        int tail = 0;
        int start = rank(goal.cells());
        distance[start] = 0;
        queue[tail++] = start;
        int[] cells = new int[n];
        while (head < tail) {
            int current = queue[head++];
            unrank(current, cells);
            int blank = 0;
            while (cells[blank] != 0) {
                blank++;
            }
            int row = blank / columns;
            int column = blank % columns;
            int[][] steps = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
            for (int[] step : steps) {
                int r = row + step[0];
                int c = column + step[1];
                if (r < 0 || r >= rows || c < 0 || c >= columns) {
                    continue;
                }
                int other = r * columns + c;
                cells[blank] = cells[other];
                cells[other] = 0;
                int next = rank(cells);
                if ((distance[next] & 0xFF) == UNREACHED) {
                    distance[next] = (byte) ((distance[current] & 0xFF) + 1);
                    queue[tail++] = next;
                }
                cells[other] = cells[blank];
                cells[blank] = 0;
            }
        }
    }

    /** The exact distance of a board to the goal, or {@link #UNREACHED}. */
    public int distance(Board board) {
        return distance[rank(board.cells())] & 0xFF;
    }

    /** Every board reachable from the goal, in index order. */
    public int count() {
        int count = 0;
        for (byte d : distance) {
            if ((d & 0xFF) != UNREACHED) {
                count++;
            }
        }
        return count;
    }

    public int states() {
        return distance.length;
    }

    /** The board with the given index, or {@code null} if unreachable. */
    public Board boardAt(int index) {
        if ((distance[index] & 0xFF) == UNREACHED) {
            return null;
        }
        int[] cells = new int[rows * columns];
        unrank(index, cells);
        return Board.of(rows, columns, cells);
    }

    /** Whether the board can reach the goal. */
    public boolean reaches(Board board) {
        return distance(board) != UNREACHED;
    }

    /** The number of boards at each distance from the goal, index = distance. */
    public int[] histogram() {
        int[] counts = new int[maximum() + 1];
        for (byte d : distance) {
            if ((d & 0xFF) != UNREACHED) {
                counts[d & 0xFF]++;
            }
        }
        return counts;
    }

    public int maximum() {
        int max = 0;
        for (byte d : distance) {
            int value = d & 0xFF;
            if (value != UNREACHED) {
                max = Math.max(max, value);
            }
        }
        return max;
    }

    private static int factorial(int n) {
        int f = 1;
        for (int i = 2; i <= n; i++) {
            f *= i;
        }
        return f;
    }

    private static int rank(int[] permutation) {
        int n = permutation.length;
        int index = 0;
        for (int i = 0; i < n; i++) {
            int smaller = 0;
            for (int j = i + 1; j < n; j++) {
                if (permutation[j] < permutation[i]) {
                    smaller++;
                }
            }
            index = index * (n - i) + smaller;
        }
        return index;
    }

    private static void unrank(int index, int[] permutation) {
        int n = permutation.length;
        int[] digits = new int[n];
        for (int i = n - 1; i >= 0; i--) {
            digits[i] = index % (n - i);
            index /= n - i;
        }
        boolean[] used = new boolean[n];
        for (int i = 0; i < n; i++) {
            int count = digits[i];
            for (int v = 0; v < n; v++) {
                if (!used[v]) {
                    if (count == 0) {
                        permutation[i] = v;
                        used[v] = true;
                        break;
                    }
                    count--;
                }
            }
        }
    }
}
