package dev.fifteen.search.pdb;

import java.util.ArrayDeque;
import java.util.Arrays;

/**
 * The test's own pattern distances on any rectangle: a 0-1 breadth-first search over the full abstract states (the
 * pattern tiles' cells and the blank's cell, the other tiles unnamed), where a blank move into a cell of an unnamed
 * tile costs 0 and a move of a pattern tile costs 1, from the goal (each pattern tile on its own cell, the blank on
 * the goal blank cell). States are numbered in base {@code cells} (tile cells, then the blank), so the search needs
 * {@code cells^(k+1)} bytes: small patterns only. Shares no code with the builders.
 */
final class RectangleAbstractSpace {

    private final int rows;
    private final int columns;
    private final int cells;
    private final int[] pattern;
    private final byte[] distance;

    RectangleAbstractSpace(int rows, int columns, int goalBlank, int[] pattern) {
        this.rows = rows;
        this.columns = columns;
        this.cells = rows * columns;
        this.pattern = pattern.clone();
        int k = pattern.length;
        long states = 1;
        for (int i = 0; i <= k; i++) {
            states *= cells;
        }
        if (states > 50_000_000) {
            throw new IllegalArgumentException("too many abstract states for a test: " + states);
        }
        distance = new byte[(int) states];
        Arrays.fill(distance, (byte) -1);
        boolean[] done = new boolean[(int) states];
        int[] start = new int[k + 1];
        System.arraycopy(pattern, 0, start, 0, k);
        start[k] = goalBlank;
        ArrayDeque<Integer> deque = new ArrayDeque<>();
        int first = encode(start);
        distance[first] = 0;
        deque.add(first);
        int[] state = new int[k + 1];
        while (!deque.isEmpty()) {
            int code = deque.pollFirst();
            if (done[code]) {
                continue;
            }
            done[code] = true;
            decode(code, state);
            int blank = state[k];
            int here = distance[code];
            int r = blank / columns;
            int c = blank % columns;
            int[][] steps = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
            for (int[] step : steps) {
                int nr = r + step[0];
                int nc = c + step[1];
                if (nr < 0 || nr >= rows || nc < 0 || nc >= columns) {
                    continue;
                }
                int target = nr * columns + nc;
                int[] next = state.clone();
                int cost = 0;
                for (int i = 0; i < k; i++) {
                    if (next[i] == target) {
                        next[i] = blank;
                        cost = 1;
                    }
                }
                next[k] = target;
                int nextCode = encode(next);
                int reached = here + cost;
                if (!done[nextCode] && (distance[nextCode] < 0 || reached < distance[nextCode])) {
                    distance[nextCode] = (byte) reached;
                    if (cost == 0) {
                        deque.addFirst(nextCode);
                    } else {
                        deque.addLast(nextCode);
                    }
                }
            }
        }
    }

    /**
     * The fewest pattern-tile moves from the placement (tile {@code i} of the pattern on {@code cellOf[i]}) home,
     * the least over every blank cell; -1 when no blank cell reaches home.
     */
    int distance(int[] cellOf) {
        int k = pattern.length;
        int[] state = Arrays.copyOf(cellOf, k + 1);
        int best = -1;
        for (int blank = 0; blank < cells; blank++) {
            boolean free = true;
            for (int i = 0; i < k; i++) {
                free &= cellOf[i] != blank;
            }
            if (!free) {
                continue;
            }
            state[k] = blank;
            int d = distance[encode(state)];
            if (d >= 0 && (best < 0 || d < best)) {
                best = d;
            }
        }
        return best;
    }

    /**
     * The fewest pattern-tile moves from the placement home with the blank on {@code blank} (a cell no pattern tile
     * is on); -1 when none reaches home.
     */
    int distance(int[] cellOf, int blank) {
        int[] state = Arrays.copyOf(cellOf, pattern.length + 1);
        state[pattern.length] = blank;
        return distance[encode(state)];
    }

    private int encode(int[] state) {
        int code = 0;
        for (int value : state) {
            code = code * cells + value;
        }
        return code;
    }

    private void decode(int code, int[] state) {
        for (int i = state.length - 1; i >= 0; i--) {
            state[i] = code % cells;
            code /= cells;
        }
    }
}
