package dev.fifteen.search;

import dev.fifteen.parity.Invariant;
import dev.fifteen.parity.Verdict;
import dev.fifteen.problem.ProblemException;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The board cannot reach the goal: the parity invariant proves it, so no search is started. The answer carries the
 * verdict's explanation and its numbers (the rule, both invariants, a swap that would fix the board).
 */
public class NotSolvableException extends ProblemException {

    private final transient Verdict verdict;

    public NotSolvableException(Verdict verdict) {
        super(
                Category.UNPROCESSABLE,
                "not-solvable",
                "Board cannot reach the goal",
                verdict.explanation(),
                properties(verdict));
        this.verdict = verdict;
    }

    /** The verdict that proves it, from which the detail is worded. */
    public Verdict verdict() {
        return verdict;
    }

    private static Map<String, Object> properties(Verdict verdict) {
        Map<String, Object> properties = new LinkedHashMap<>();
        properties.put("rule", verdict.rule().name().toLowerCase(Locale.ROOT).replace('_', '-'));
        properties.put("board", invariant(verdict.board()));
        properties.put("goal", invariant(verdict.goal()));
        if (verdict.swap() != null) {
            properties.put(
                    "swap",
                    Map.of(
                            "first",
                            verdict.swap().first(),
                            "second",
                            verdict.swap().second()));
        }
        return properties;
    }

    private static Map<String, Object> invariant(Invariant invariant) {
        Map<String, Object> numbers = new LinkedHashMap<>();
        numbers.put("inversions", invariant.inversions());
        numbers.put("blankRow", invariant.blankRow());
        numbers.put("blankColumn", invariant.blankColumn());
        numbers.put("blankRowFromBottom", invariant.blankRowFromBottom());
        numbers.put("parity", invariant.parity());
        return numbers;
    }
}
