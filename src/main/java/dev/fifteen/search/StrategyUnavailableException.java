package dev.fifteen.search;

import dev.fifteen.problem.ProblemException;

import java.util.Map;

/** No solver of the requested strategy handles boards of this shape. */
public class StrategyUnavailableException extends ProblemException {

    public StrategyUnavailableException(Strategy strategy, int rows, int columns, String reason) {
        super(
                Category.UNPROCESSABLE,
                "strategy-unavailable",
                "No solver for this board",
                "strategy " + strategy.wireName() + " cannot solve a " + rows + " x " + columns + " board: " + reason,
                properties(strategy, rows, columns));
    }

    private static Map<String, Object> properties(Strategy strategy, int rows, int columns) {
        return members("strategy", strategy.wireName(), "rows", rows, "columns", columns);
    }
}
