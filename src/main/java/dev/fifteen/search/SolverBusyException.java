package dev.fifteen.search;

import dev.fifteen.problem.ProblemException;

import java.util.Map;

/** Every solve slot stayed taken for the admission wait: the client should retry after the given time. */
public class SolverBusyException extends ProblemException {

    public SolverBusyException(int poolSize, long waitedMs, int retryAfterSeconds) {
        super(
                Category.UNAVAILABLE,
                "solver-busy",
                "All solvers busy",
                "all " + poolSize + " solve slots stayed busy for " + waitedMs + " ms; retry in " + retryAfterSeconds
                        + " s",
                properties(poolSize, retryAfterSeconds));
    }

    private static Map<String, Object> properties(int poolSize, int retryAfterSeconds) {
        return members("poolSize", poolSize, "retryAfterSeconds", retryAfterSeconds);
    }
}
