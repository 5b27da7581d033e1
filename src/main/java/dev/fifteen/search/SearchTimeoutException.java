package dev.fifteen.search;

import dev.fifteen.problem.ProblemException;

import java.util.Map;

/**
 * The search reached its deadline before finding a (proven) solution. Carries the lower bound it had proven:
 * every solution is at least that long.
 */
public class SearchTimeoutException extends ProblemException {

    private final int lowerBound;
    private final long nodesExpanded;

    public SearchTimeoutException(
            int lowerBound, long nodesExpanded, long elapsedMs, long timeoutMs, String heuristic) {
        super(
                Category.DEADLINE_EXCEEDED,
                "solve-timeout",
                "Search stopped at its deadline",
                "no solution was proven within " + timeoutMs + " ms; every solution needs at least " + lowerBound
                        + " moves (proven by " + heuristic + " and the iterations completed)",
                properties(lowerBound, nodesExpanded, elapsedMs, timeoutMs, heuristic));
        this.lowerBound = lowerBound;
        this.nodesExpanded = nodesExpanded;
    }

    private static Map<String, Object> properties(
            int lowerBound, long nodes, long elapsedMs, long timeoutMs, String heuristic) {
        return members(
                "lowerBound",
                lowerBound,
                "heuristic",
                heuristic,
                "nodesExpanded",
                nodes,
                "elapsedMs",
                elapsedMs,
                "timeoutMs",
                timeoutMs);
    }

    public int lowerBound() {
        return lowerBound;
    }

    public long nodesExpanded() {
        return nodesExpanded;
    }
}
