package dev.fifteen.parity;

/**
 * Which form of the invariant decides reachability for a board's shape.
 */
public enum Rule {
    /**
     * Odd width, at least 2 rows: a vertical slide moves a tile past an even number of others, so the
     * parity of the inversion count N alone never changes.
     */
    ODD_WIDTH,
    /**
     * Even width, at least 2 rows: a vertical slide changes N by an odd amount and the blank's row by one,
     * so the parity of N + r (r the blank's row distance from the bottom) never changes.
     */
    EVEN_WIDTH,
    /**
     * One row or one column: tiles can never pass each other, so only boards whose tiles read in the same
     * order as the goal's can reach it.
     */
    SINGLE_LINE
}
