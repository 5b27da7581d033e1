package dev.fifteen.web;

import dev.fifteen.parity.Invariant;
import dev.fifteen.parity.Reason;
import dev.fifteen.parity.Verdict;

import java.util.List;

/**
 * The sentence that explains a parity {@link Verdict}, in the request's language, worded from the verdict's numbers
 * by the bundles' {@code parity.*} messages. In English it is the verdict's own explanation, word for word.
 */
public final class ParityExplanation {

    private ParityExplanation() {}

    public static String of(Verdict verdict, ServiceText text) {
        Reason reason = verdict.reason();
        List<Long> numbers = reason.numbers();
        Invariant board = verdict.board();
        Invariant goal = verdict.goal();
        String conclusion =
                text.get(verdict.solvable() ? "parity.conclusion.reachable" : "parity.conclusion.unreachable");
        return switch (reason.kind()) {
            case SINGLE_LINE_SAME -> text.get("parity.single-line.same");
            case SINGLE_LINE_DIFFERENT ->
                text.get("parity.single-line.different", numbers.get(0), numbers.get(1), numbers.get(2));
            case ODD_WIDTH ->
                text.get(
                        "parity.odd-width",
                        numbers.get(0),
                        inversions(board.inversions(), text),
                        parityWord(board.parity(), text),
                        goal.inversions(),
                        parityWord(goal.parity(), text),
                        conclusion);
            case EVEN_WIDTH ->
                text.get(
                        "parity.even-width",
                        inversions(board.inversions(), text),
                        rowPhrase(board.blankRowFromBottom(), text),
                        board.inversions() + board.blankRowFromBottom(),
                        parityWord(board.parity(), text),
                        goal.inversions(),
                        goal.blankRowFromBottom(),
                        goal.inversions() + goal.blankRowFromBottom(),
                        parityWord(goal.parity(), text),
                        conclusion);
        };
    }

    private static String inversions(long n, ServiceText text) {
        return text.get(n == 1 ? "parity.inversions.one" : "parity.inversions.other", n);
    }

    private static String rowPhrase(int r, ServiceText text) {
        if (r == 0) {
            return text.get("parity.blank-row.bottom");
        }
        return text.get(r == 1 ? "parity.blank-row.one" : "parity.blank-row.other", r);
    }

    private static String parityWord(int parity, ServiceText text) {
        return text.get(parity == 0 ? "parity.even" : "parity.odd");
    }
}
