package dev.fifteen.search.twentyfour;

import java.util.ArrayDeque;
import java.util.Arrays;

/**
 * The test's own pattern distances on the 5 x 5 board: a 0-1 breadth-first search over the full abstract states
 * (the pattern tiles' cells and the blank's cell, the other tiles unnamed), where a blank move into a cell of an
 * unnamed tile costs 0 and a move of a pattern tile costs 1, from the goal with the blank in cell 0. States are
 * numbered in base 25 (tile cells, then the blank), so the search needs 25^(k+1) bytes: patterns of up to 4 tiles.
 * Shares no code with the builder.
 */
final class AbstractSpace {

    static final int SIDE = 5;
    static final int CELLS = 25;

    private final int[] pattern;
    private final byte[] distance;

    AbstractSpace(int[] pattern) {
        this.pattern = pattern.clone();
        int k = pattern.length;
        int states = 1;
        for (int i = 0; i <= k; i++) {
            states *= CELLS;
        }
        distance = new byte[states];
        Arrays.fill(distance, (byte) -1);
        int[] cells = new int[k + 1];
        System.arraycopy(pattern, 0, cells, 0, k);
        cells[k] = 0;
        ArrayDeque<Integer> deque = new ArrayDeque<>();
        int start = encode(cells);
        distance[start] = 0;
        deque.add(start);
        boolean[] done = new boolean[states];
        while (!deque.isEmpty()) {
            int state = deque.pollFirst();
            if (done[state]) {
                continue;
            }
            done[state] = true;
            decode(state, cells);
            int d = distance[state];
            int blank = cells[k];
            int r = blank / SIDE;
            int c = blank % SIDE;
            int[][] steps = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
            for (int[] step : steps) {
                int nr = r + step[0];
                int nc = c + step[1];
                if (nr < 0 || nr >= SIDE || nc < 0 || nc >= SIDE) {
                    continue;
                }
                int target = nr * SIDE + nc;
                int tile = -1;
                for (int i = 0; i < k; i++) {
                    if (cells[i] == target) {
                        tile = i;
                    }
                }
                int cost = tile >= 0 ? 1 : 0;
                if (tile >= 0) {
                    cells[tile] = blank;
                }
                cells[k] = target;
                int next = encode(cells);
                if (distance[next] < 0 || distance[next] > d + cost) {
                    distance[next] = (byte) (d + cost);
                    if (cost == 0) {
                        deque.addFirst(next);
                    } else {
                        deque.addLast(next);
                    }
                }
                cells[k] = blank;
                if (tile >= 0) {
                    cells[tile] = target;
                }
            }
        }
    }

    /** The fewest pattern-tile moves from the placement (tile {@code i} on {@code cellOf[i]}), blank anywhere. */
    int distance(int[] cellOf) {
        int[] cells = Arrays.copyOf(cellOf, pattern.length + 1);
        int best = Integer.MAX_VALUE;
        for (int blank = 0; blank < CELLS; blank++) {
            boolean taken = false;
            for (int cell : cellOf) {
                taken |= cell == blank;
            }
            if (taken) {
                continue;
            }
            cells[pattern.length] = blank;
            int d = distance[encode(cells)];
            if (d >= 0) {
                best = Math.min(best, d);
            }
        }
        return best;
    }

    private static int encode(int[] cells) {
        int code = 0;
        for (int cell : cells) {
            code = code * CELLS + cell;
        }
        return code;
    }

    private static void decode(int code, int[] cells) {
        for (int i = cells.length - 1; i >= 0; i--) {
            cells[i] = code % CELLS;
            code /= CELLS;
        }
    }
}
