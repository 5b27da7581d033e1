package dev.fifteen.search.multi;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The multi-tile walking distance of boards of one shape: a vertical table (tiles counted by row) and a horizontal
 * one (by column), each an {@link AxisWalkingDistance}. A multi-tile move is either vertical or horizontal and
 * changes only its own axis's picture, so {@code v + h}, the sum of the two distances, never exceeds the moves
 * left. In a shortest solution the moves alternate between the axes (two moves in a row along one axis merge into
 * one, or none), which gives more: with the next move's axis known, {@code n} moves hold {@code ceil(n / 2)} of
 * that axis and {@code floor(n / 2)} of the other, so {@code n >= max(2 v - 1, 2 h)} when the next move is
 * vertical. See {@code docs/algorithms.md}, "The multi-tile metric".
 *
 * <p>Tables are shared by every search of the shape and built on first use (a 4 x 4 pair in well under a second).
 */
public final class MultiTileWalkingDistance {

    /** Pictures per axis above which goal lines share classes (a weaker bound, but bounded memory). */
    static final int MAX_STATES = 400_000;

    /**
     * Pictures kept over all cached axes: the least recently used axes are dropped beyond it (about 60 MB; a 4 x 4
     * pair is 50,000, the largest axis of a 16-cell shape 400,000).
     */
    static final int MAX_CACHED_STATES = 1_000_000;

    private static final Map<Long, AxisWalkingDistance> AXES = new LinkedHashMap<>(16, 0.75f, true);

    final int rows;
    final int columns;
    final AxisWalkingDistance vertical;
    final AxisWalkingDistance horizontal;

    private MultiTileWalkingDistance(int rows, int columns, int goalBlank) {
        this.rows = rows;
        this.columns = columns;
        this.vertical = axis(rows, columns, goalBlank / columns);
        this.horizontal = axis(columns, rows, goalBlank % columns);
    }

    /** The walking distance for {@code rows x columns} boards whose goal has its blank on {@code goalBlank}. */
    public static MultiTileWalkingDistance of(int rows, int columns, int goalBlank) {
        if (rows < 1 || columns < 1 || rows * columns < 2 || rows * columns > 64) {
            throw new IllegalArgumentException("no multi-tile walking distance for " + rows + " x " + columns);
        }
        if (goalBlank < 0 || goalBlank >= rows * columns) {
            throw new IllegalArgumentException("the goal's blank is a cell of the board, not " + goalBlank);
        }
        return new MultiTileWalkingDistance(rows, columns, goalBlank);
    }

    private static AxisWalkingDistance axis(int lines, int lineLength, int blankLine) {
        long key = ((long) lines << 32) | ((long) lineLength << 16) | blankLine;
        synchronized (AXES) {
            AxisWalkingDistance cached = AXES.get(key);
            if (cached != null) {
                return cached;
            }
        }
        // built outside the lock: two first requests for one axis may both build it, neither waits for the other
        AxisWalkingDistance built = AxisWalkingDistance.build(lines, lineLength, blankLine, MAX_STATES);
        synchronized (AXES) {
            AXES.putIfAbsent(key, built);
            long total = 0;
            for (AxisWalkingDistance axis : AXES.values()) {
                total += axis.states;
            }
            var oldest = AXES.entrySet().iterator();
            while (total > MAX_CACHED_STATES && oldest.hasNext()) {
                var entry = oldest.next();
                if (entry.getKey() != key) {
                    total -= entry.getValue().states;
                    oldest.remove();
                }
            }
            return AXES.get(key);
        }
    }

    /** A short human name. */
    public String name() {
        return "multi-tile walking distance";
    }

    /**
     * The lower bound for a board relabelled by {@link dev.fifteen.search.GoalLabels} ({@code state[cell]} is the
     * goal cell of the tile there), when either axis may come first.
     */
    public int estimate(int[] state, int goalBlank) {
        int v = vertical.distance[verticalState(state, goalBlank)];
        int h = horizontal.distance[horizontalState(state, goalBlank)];
        return Math.min(bound(v, h), bound(h, v));
    }

    int verticalState(int[] state, int goalBlank) {
        int size = rows * columns;
        int[] lineOfCell = new int[size];
        int[] goalLineOf = new int[size];
        for (int cell = 0; cell < size; cell++) {
            lineOfCell[cell] = cell / columns;
            goalLineOf[cell] = cell / columns;
        }
        return vertical.stateOf(lineOfCell, state, goalLineOf, goalBlank);
    }

    int horizontalState(int[] state, int goalBlank) {
        int size = rows * columns;
        int[] lineOfCell = new int[size];
        int[] goalLineOf = new int[size];
        for (int cell = 0; cell < size; cell++) {
            lineOfCell[cell] = cell % columns;
            goalLineOf[cell] = cell % columns;
        }
        return horizontal.stateOf(lineOfCell, state, goalLineOf, goalBlank);
    }

    /**
     * The least number of alternating moves, the first along the axis whose distance is {@code first}, that can
     * make {@code first} moves along that axis and {@code second} along the other.
     */
    static int bound(int first, int second) {
        return Math.max(2 * first - 1, 2 * second);
    }
}
