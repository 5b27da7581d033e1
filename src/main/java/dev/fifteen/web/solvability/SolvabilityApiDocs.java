package dev.fifteen.web.solvability;

/** The words of the solvability feature's contract, in one place. */
final class SolvabilityApiDocs {

    static final String CHECK = "With both sides at least 2, a board reaches the goal exactly when"
            + " their invariants have the same parity: on an odd width the parity of N, the number of inversions"
            + " (pairs of tiles out of order in reading order, the blank left out); on an even width the parity of"
            + " N + r, r being the blank's row distance from the bottom. On a single row or column tiles cannot"
            + " pass each other, so the tiles must read in the goal's order. O(n log n); boards up to"
            + " `fifteen.board.max-cells` cells (1,000,000 by default).";

    static final String ERRORS = "Malformed JSON, a missing or invalid board or goal, a goal of another shape, or a"
            + " board over the size limit";

    static final String TEXT_ERRORS = "A missing or unparsable board, an invalid board or goal, a goal of another"
            + " shape, or a board over the size limit";

    private SolvabilityApiDocs() {}
}
