package dev.fifteen.testing.oracle;

import dev.fifteen.puzzle.Board;
import dev.fifteen.puzzle.Direction;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The exact distance between two boards of up to 16 cells by bidirectional breadth-first search: the test
 * side's yardstick of optimality for shapes too large for {@link BreadthFirstDistances} (11 to 16 cells), on
 * boards of moderate depth (up to about 30 slides on 4 x 4; each side explores about half of it). States are
 * the cells packed four bits each into a {@code long}; the moves are {@link Slides}'s, shared with no production
 * code. Layers are expanded whole, alternately from the smaller frontier, so the first layer in which the two
 * searches meet gives the minimum.
 */
public final class BidirectionalSearch {

    private static final char[] DIRECTIONS = {'U', 'D', 'L', 'R'};

    private BidirectionalSearch() {}

    /**
     * The fewest slides from {@code start} to {@code goal}.
     *
     * @throws AssertionError when the boards do not meet within {@code maxDepth} slides
     */
    public static int distance(Board start, Board goal, int maxDepth) {
        if (start.size() > 16 || !start.hasSameShape(goal)) {
            throw new IllegalArgumentException("up to 16 cells, one shape: " + start + " and " + goal);
        }
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
        while (forwardDepth + backwardDepth < maxDepth && !forwardLayer.isEmpty() && !backwardLayer.isEmpty()) {
            boolean ahead = forwardLayer.size() <= backwardLayer.size();
            Map<Long, Integer> mine = ahead ? forward : backward;
            Map<Long, Integer> theirs = ahead ? backward : forward;
            List<Long> layer = ahead ? forwardLayer : backwardLayer;
            int depth = (ahead ? forwardDepth : backwardDepth) + 1;
            int best = Integer.MAX_VALUE;
            List<Long> next = new ArrayList<>();
            int[] cells = new int[rows * columns];
            for (long state : layer) {
                unpack(state, cells);
                int blank = Slides.indexOf(cells, 0);
                for (char direction : DIRECTIONS) {
                    int tile = Slides.tileCell(rows, columns, blank, direction);
                    if (tile < 0) {
                        continue;
                    }
                    cells[blank] = cells[tile];
                    cells[tile] = 0;
                    long neighbour = pack(cells);
                    cells[tile] = cells[blank];
                    cells[blank] = 0;
                    if (mine.putIfAbsent(neighbour, depth) == null) {
                        next.add(neighbour);
                        Integer other = theirs.get(neighbour);
                        if (other != null) {
                            best = Math.min(best, depth + other);
                        }
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
        throw new AssertionError(start + " and " + goal + " do not meet within " + maxDepth + " slides");
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

    /**
     * The fewest slides between two boards of any shape (over 16 cells, where {@link #distance} does not pack them),
     * by the same search on whole boards: slower, for boards a few dozen slides apart.
     */
    public static int anyShape(Board board, Board goal) {
        if (board.equals(goal)) {
            return 0;
        }
        Map<Board, Integer> fromStart = new HashMap<>(Map.of(board, 0));
        Map<Board, Integer> fromGoal = new HashMap<>(Map.of(goal, 0));
        List<Board> startLevel = List.of(board);
        List<Board> goalLevel = List.of(goal);
        int startDepth = 0;
        int goalDepth = 0;
        while (true) {
            boolean forward = startLevel.size() <= goalLevel.size();
            List<Board> level = forward ? startLevel : goalLevel;
            Map<Board, Integer> mine = forward ? fromStart : fromGoal;
            Map<Board, Integer> theirs = forward ? fromGoal : fromStart;
            int depth = (forward ? ++startDepth : ++goalDepth);
            List<Board> next = new ArrayList<>();
            int best = Integer.MAX_VALUE;
            for (Board current : level) {
                for (Direction direction : Direction.values()) {
                    if (current.move(direction).isEmpty()) {
                        continue;
                    }
                    Board neighbour = current.slide(direction);
                    Integer other = theirs.get(neighbour);
                    if (other != null) {
                        best = Math.min(best, depth + other);
                    }
                    if (!mine.containsKey(neighbour)) {
                        mine.put(neighbour, depth);
                        next.add(neighbour);
                    }
                }
            }
            if (best != Integer.MAX_VALUE) {
                return best;
            }
            if (forward) {
                startLevel = next;
            } else {
                goalLevel = next;
            }
        }
    }
}
