package dev.fifteen.testing.oracle;

import dev.fifteen.puzzle.Board;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

/**
 * The exact distance between two boards by bidirectional breadth-first search: the test side's yardstick of
 * optimality for shapes too large for {@link BreadthFirstDistances}, on boards of moderate depth (up to about 30
 * slides on 4 x 4; each side explores about half of it). Boards of up to 16 cells are searched as their cells packed
 * four bits each into a {@code long} ({@link #distance}); larger ones as whole boards ({@link #anyShape}, slower).
 * The moves are {@link Slides}'s, shared with no production code. Layers are expanded whole, alternately from the
 * smaller frontier, so the first layer in which the two searches meet gives the minimum.
 */
public final class BidirectionalSearch {

    private static final char[] DIRECTIONS = {'U', 'D', 'L', 'R'};

    private BidirectionalSearch() {}

    /**
     * The fewest slides from {@code start} to {@code goal}, boards of up to 16 cells.
     *
     * @throws AssertionError when the boards do not meet within {@code maxDepth} slides
     */
    public static int distance(Board start, Board goal, int maxDepth) {
        if (start.size() > 16 || !start.hasSameShape(goal)) {
            throw new IllegalArgumentException("up to 16 cells, one shape: " + start + " and " + goal);
        }
        int rows = start.rows();
        int columns = start.columns();
        int[] cells = new int[rows * columns];
        BiConsumer<Long, Consumer<Long>> neighbours = (state, each) -> {
            unpack(state, cells);
            forEachSlide(rows, columns, cells, slid -> each.accept(pack(slid)));
        };
        return layered(pack(start.cells()), pack(goal.cells()), maxDepth, neighbours, start + " and " + goal);
    }

    /**
     * The fewest slides between two boards of any shape (over 16 cells, where {@link #distance} does not pack them),
     * by the same search on whole boards: slower, for boards a few dozen slides apart.
     *
     * @throws AssertionError when no slides lead from one to the other
     */
    public static int anyShape(Board start, Board goal) {
        if (!start.hasSameShape(goal)) {
            throw new IllegalArgumentException("one shape: " + start + " and " + goal);
        }
        int rows = start.rows();
        int columns = start.columns();
        BiConsumer<Board, Consumer<Board>> neighbours = (board, each) ->
                forEachSlide(rows, columns, board.cells(), slid -> each.accept(Board.of(rows, columns, slid.clone())));
        return layered(start, goal, Integer.MAX_VALUE, neighbours, start + " and " + goal);
    }

    /** The layered search itself, over states of any kind whose neighbours {@code neighbours} hands out. */
    private static <S> int layered(
            S start, S goal, int maxDepth, BiConsumer<S, Consumer<S>> neighbours, String boards) {
        if (start.equals(goal)) {
            return 0;
        }
        Map<S, Integer> forward = new HashMap<>(Map.of(start, 0));
        Map<S, Integer> backward = new HashMap<>(Map.of(goal, 0));
        List<S> forwardLayer = List.of(start);
        List<S> backwardLayer = List.of(goal);
        int forwardDepth = 0;
        int backwardDepth = 0;
        while (forwardDepth + backwardDepth < maxDepth && !forwardLayer.isEmpty() && !backwardLayer.isEmpty()) {
            boolean ahead = forwardLayer.size() <= backwardLayer.size();
            Map<S, Integer> mine = ahead ? forward : backward;
            Map<S, Integer> theirs = ahead ? backward : forward;
            List<S> layer = ahead ? forwardLayer : backwardLayer;
            int depth = (ahead ? forwardDepth : backwardDepth) + 1;
            int[] best = {Integer.MAX_VALUE};
            List<S> next = new ArrayList<>();
            for (S state : layer) {
                neighbours.accept(state, neighbour -> {
                    if (mine.putIfAbsent(neighbour, depth) == null) {
                        next.add(neighbour);
                        Integer other = theirs.get(neighbour);
                        if (other != null) {
                            best[0] = Math.min(best[0], depth + other);
                        }
                    }
                });
            }
            if (best[0] != Integer.MAX_VALUE) {
                return best[0];
            }
            if (ahead) {
                forwardLayer = next;
                forwardDepth = depth;
            } else {
                backwardLayer = next;
                backwardDepth = depth;
            }
        }
        throw new AssertionError(boards + " do not meet within " + maxDepth + " slides");
    }

    /** Hands {@code each} the cells after every slide possible on {@code cells} (restored after each). */
    private static void forEachSlide(int rows, int columns, int[] cells, Consumer<int[]> each) {
        int blank = Slides.indexOf(cells, 0);
        for (char direction : DIRECTIONS) {
            int tile = Slides.tileCell(rows, columns, blank, direction);
            if (tile < 0) {
                continue;
            }
            cells[blank] = cells[tile];
            cells[tile] = 0;
            each.accept(cells);
            cells[tile] = cells[blank];
            cells[blank] = 0;
        }
    }

    private static long pack(int[] cells) {
        long state = 0;
        for (int i = cells.length - 1; i >= 0; i--) {
            state = state << 4 | cells[i];
        }
        return state;
    }

    private static void unpack(long state, int[] cells) {
        for (int i = 0; i < cells.length; i++) {
            cells[i] = (int) (state >>> 4 * i & 0xF);
        }
    }
}
