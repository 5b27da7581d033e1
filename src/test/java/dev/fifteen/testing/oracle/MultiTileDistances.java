package dev.fifteen.testing.oracle;

import dev.fifteen.puzzle.Board;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Distances in the multi-tile metric, where the blank travelling any number of cells in a straight line is one
 * move: every board's distance to a goal by breadth-first search from the goal (shapes of up to 9 cells), and the
 * distance between two boards by bidirectional breadth-first search (up to 16 cells, moderate depths). States are
 * the cells packed four bits each into a {@code long}; nothing here is shared with the production code.
 */
public final class MultiTileDistances {

    private MultiTileDistances() {}

    /** The multi-tile distance of every board that can reach {@code goal}, keyed by {@link #pack}. */
    public static Map<Long, Integer> allToward(Board goal) {
        int rows = goal.rows();
        int columns = goal.columns();
        Map<Long, Integer> distances = new HashMap<>();
        long start = pack(goal.cells());
        distances.put(start, 0);
        List<Long> layer = List.of(start);
        int depth = 0;
        int[] cells = new int[rows * columns];
        while (!layer.isEmpty()) {
            depth++;
            List<Long> next = new ArrayList<>();
            for (long state : layer) {
                for (long neighbour : neighbours(state, rows, columns, cells)) {
                    if (distances.putIfAbsent(neighbour, depth) == null) {
                        next.add(neighbour);
                    }
                }
            }
            layer = next;
        }
        return distances;
    }

    /**
     * The fewest multi-tile moves from {@code start} to {@code goal}, meeting in the middle.
     *
     * @throws AssertionError when the boards do not meet within {@code maxDepth} moves
     */
    public static int distance(Board start, Board goal, int maxDepth) {
        int rows = start.rows();
        int columns = start.columns();
        long from = pack(start.cells());
        long to = pack(goal.cells());
        if (from == to) {
            return 0;
        }
        Map<Long, Integer> forward = new HashMap<>(Map.of(from, 0));
        Map<Long, Integer> backward = new HashMap<>(Map.of(to, 0));
        List<Long> forwardLayer = List.of(from);
        List<Long> backwardLayer = List.of(to);
        int forwardDepth = 0;
        int backwardDepth = 0;
        int[] cells = new int[rows * columns];
        while (forwardDepth + backwardDepth < maxDepth) {
            boolean ahead = forwardLayer.size() <= backwardLayer.size();
            Map<Long, Integer> mine = ahead ? forward : backward;
            Map<Long, Integer> theirs = ahead ? backward : forward;
            List<Long> layer = ahead ? forwardLayer : backwardLayer;
            int depth = (ahead ? forwardDepth : backwardDepth) + 1;
            int best = Integer.MAX_VALUE;
            List<Long> next = new ArrayList<>();
            for (long state : layer) {
                for (long neighbour : neighbours(state, rows, columns, cells)) {
                    Integer met = theirs.get(neighbour);
                    if (met != null) {
                        best = Math.min(best, depth + met);
                    }
                    if (mine.putIfAbsent(neighbour, depth) == null) {
                        next.add(neighbour);
                    }
                }
            }
            if (best != Integer.MAX_VALUE) {
                return best;
            }
            if (ahead) {
                forwardLayer = next;
                forwardDepth = depth;
            } else {
                backwardLayer = next;
                backwardDepth = depth;
            }
        }
        throw new AssertionError("no path within " + maxDepth + " moves from " + start + " to " + goal);
    }

    /** Every board one multi-tile move away: the blank carried 1, 2, ... cells up, down, left or right. */
    static List<Long> neighbours(long state, int rows, int columns, int[] cells) {
        unpack(state, cells);
        int blank = 0;
        while (cells[blank] != 0) {
            blank++;
        }
        int row = blank / columns;
        int column = blank % columns;
        List<Long> result = new ArrayList<>();
        int[][] steps = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
        for (int[] step : steps) {
            int[] moved = cells.clone();
            int r = row;
            int c = column;
            while (true) {
                int nr = r + step[0];
                int nc = c + step[1];
                if (nr < 0 || nr >= rows || nc < 0 || nc >= columns) {
                    break;
                }
                moved[r * columns + c] = moved[nr * columns + nc];
                moved[nr * columns + nc] = 0;
                r = nr;
                c = nc;
                result.add(pack(moved));
            }
        }
        return result;
    }

    /**
     * The cells, four bits each, the first cell lowest, multiplied by an odd constant: a one-to-one map that
     * spreads the hash codes of packed boards, whose halves would otherwise collide in a hash map.
     */
    public static long pack(int[] cells) {
        long state = 0;
        for (int i = cells.length - 1; i >= 0; i--) {
            state = (state << 4) | cells[i];
        }
        return state * MIX;
    }

    static void unpack(long key, int[] cells) {
        long state = key * UNMIX;
        for (int i = 0; i < cells.length; i++) {
            cells[i] = (int) (state & 15);
            state >>>= 4;
        }
    }

    private static final long MIX = 0x9E3779B97F4A7C15L;
    /** The inverse of {@link #MIX} modulo 2^64. */
    private static final long UNMIX = inverse(MIX);

    private static long inverse(long odd) {
        long x = odd; // Newton's iteration doubles the correct low bits each step
        for (int i = 0; i < 6; i++) {
            x *= 2 - odd * x;
        }
        return x;
    }

    /**
     * Plays a sequence of slides (one letter per tile, the direction the tile moves) and returns the board reached,
     * or throws when a letter names no tile.
     */
    public static Board replay(Board start, String slides) {
        int rows = start.rows();
        int columns = start.columns();
        int[] cells = start.cells();
        int blank = 0;
        while (cells[blank] != 0) {
            blank++;
        }
        for (int i = 0; i < slides.length(); i++) {
            // the tile moving up comes from below the blank, and so on
            int tile = switch (slides.charAt(i)) {
                case 'U' -> blank / columns + 1 < rows ? blank + columns : -1;
                case 'D' -> blank / columns > 0 ? blank - columns : -1;
                case 'L' -> blank % columns + 1 < columns ? blank + 1 : -1;
                case 'R' -> blank % columns > 0 ? blank - 1 : -1;
                default -> -1;
            };
            if (tile < 0) {
                throw new AssertionError("slide " + i + " (" + slides.charAt(i) + ") is illegal in " + slides);
            }
            cells[blank] = cells[tile];
            cells[tile] = 0;
            blank = tile;
        }
        return Board.of(rows, columns, cells);
    }

    /** The number of runs of one letter: the multi-tile length, counted here independently. */
    public static int runs(String slides) {
        int runs = 0;
        for (int i = 0; i < slides.length(); i++) {
            if (i == 0 || slides.charAt(i) != slides.charAt(i - 1)) {
                runs++;
            }
        }
        return runs;
    }
}
