package dev.fifteen.scramble;

import dev.fifteen.puzzle.Board;
import dev.fifteen.puzzle.BreadthFirstOracle;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The independent breadth-first distances of {@link BreadthFirstOracle}, kept per goal so that the tests of
 * this package search each goal once.
 */
final class OracleDistances {

    private static final Map<Board, Map<Board, Integer>> BY_GOAL = new ConcurrentHashMap<>();

    private OracleDistances() {
    }

    static Map<Board, Integer> to(Board goal) {
        return BY_GOAL.computeIfAbsent(goal, BreadthFirstOracle::distancesTo);
    }

    /** The number of boards at each distance from the goal, index = distance. */
    static int[] histogram(Board goal) {
        Map<Board, Integer> distances = to(goal);
        int max = distances.values().stream().mapToInt(Integer::intValue).max().orElseThrow();
        int[] counts = new int[max + 1];
        distances.values().forEach(d -> counts[d]++);
        return counts;
    }
}
