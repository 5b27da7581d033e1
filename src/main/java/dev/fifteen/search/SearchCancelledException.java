package dev.fifteen.search;

import dev.fifteen.problem.ProblemException;

import java.util.Map;

/**
 * The caller cancelled the search (its client went away) before it found an answer. Carries the lower bound proven
 * until then, like a timeout.
 */
public class SearchCancelledException extends ProblemException {

    public SearchCancelledException(int lowerBound, long nodesExpanded, long elapsedMs) {
        super(
                Category.DEADLINE_EXCEEDED,
                "solve-cancelled",
                "Search cancelled",
                "the search was cancelled after " + elapsedMs + " ms; every solution needs at least " + lowerBound
                        + " moves",
                properties(lowerBound, nodesExpanded, elapsedMs));
    }

    private static Map<String, Object> properties(int lowerBound, long nodes, long elapsedMs) {
        return members("lowerBound", lowerBound, "nodesExpanded", nodes, "elapsedMs", elapsedMs);
    }
}
