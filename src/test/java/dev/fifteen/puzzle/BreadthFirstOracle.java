package dev.fifteen.puzzle;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;

/**
 * The independent check for small boards: a plain breadth-first search over {@link Board}s from a goal,
 * using nothing but {@link Board#slide(Direction)}. Slow and simple on purpose; feasible up to about
 * 10 cells.
 */
public final class BreadthFirstOracle {

    private BreadthFirstOracle() {
    }

    /** The distance to {@code goal} of every board that can reach it (slides are reversible). */
    public static Map<Board, Integer> distancesTo(Board goal) {
        Map<Board, Integer> distance = new HashMap<>();
        ArrayDeque<Board> queue = new ArrayDeque<>();
        distance.put(goal, 0);
        queue.add(goal);
        while (!queue.isEmpty()) {
            Board board = queue.poll();
            int next = distance.get(board) + 1;
            for (Direction direction : Direction.values()) {
                if (board.move(direction).isPresent()) {
                    Board neighbour = board.slide(direction);
                    if (distance.putIfAbsent(neighbour, next) == null) {
                        queue.add(neighbour);
                    }
                }
            }
        }
        return distance;
    }
}
