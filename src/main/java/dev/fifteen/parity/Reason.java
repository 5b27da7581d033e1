package dev.fifteen.parity;

import java.util.List;
import java.util.Objects;

/**
 * The kind of argument that decided a {@link Verdict} and the numbers of it that the invariants do not hold, so
 * that a caller can word the verdict's sentence in another language from the same facts.
 *
 * @param kind    which argument decided
 * @param numbers for {@link Kind#ODD_WIDTH} the width; for {@link Kind#SINGLE_LINE_DIFFERENT} the 1-based position
 *                of the first tile out of order, the board's tile there and the goal's; otherwise none
 */
public record Reason(Kind kind, List<Long> numbers) {

    /** The arguments a verdict can rest on. */
    public enum Kind {
        /** An odd width: the parity of N alone decides. */
        ODD_WIDTH,
        /** An even width: the parity of N + r decides. */
        EVEN_WIDTH,
        /** A single line whose tiles read in the goal's order. */
        SINGLE_LINE_SAME,
        /** A single line whose tiles read in another order than the goal's. */
        SINGLE_LINE_DIFFERENT
    }

    public Reason {
        Objects.requireNonNull(kind, "kind");
        numbers = List.copyOf(numbers);
    }
}
