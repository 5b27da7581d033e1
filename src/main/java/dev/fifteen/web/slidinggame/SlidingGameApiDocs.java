package dev.fifteen.web.slidinggame;

/** The words of the sliding game's contract, in one place. */
final class SlidingGameApiDocs {

    static final String COUNT =
            "A prime p > 3 contributes the (p^2 - 1)/12 grids of one interval, 3 contributes 2 (3 x 2 and"
                    + " 2 x 3) and 2 none, so the count is 2 + (sum of p^2 - number of primes)/12 over 3 < p < limit."
                    + " The prime count and the sum of squares come from the Lagarias-Miller-Odlyzko method"
                    + " (O(n^(2/3)) time, exact in 128-bit arithmetic): a limit of 10^6 takes milliseconds,"
                    + " 10^13 a second or two. Limits up to"
                    + " `fifteen.sliding-game.max-prime-limit` (10^13 by default). Counts are cached; concurrent"
                    + " requests for the same limit share one computation. The count is a JSON integer with every"
                    + " digit; JavaScript clients should read `gridsText`.";

    static final String COUNT_ERRORS = "A missing, non-numeric, zero or negative primeLimit, or one above"
            + " `fifteen.sliding-game.max-prime-limit`";

    static final String COUNT_BUSY = "`fifteen.sliding-game.max-concurrent-large-counts` large counts"
            + " (limits from `fifteen.sliding-game.large-count-from`) are already running"
            + " (`too-many-large-counts`), or the memory budget stayed taken (`memory-busy`); retry after the"
            + " Retry-After header's seconds";

    static final String MOVES =
            "An m x n board is full of counters but one empty cell; a red counter starts in the top left"
                    + " corner and the space in the bottom right. S(m,n) = 6*max(m,n) + 2*min(m,n) - 13 when m != n and"
                    + " 8n - 11 on a square board (both sides at least 2); 1 x 2 and 2 x 1 take one slide, and every"
                    + " other board with a side of 1 cannot be finished (a clear answer, not an error). Sides up to"
                    + " `fifteen.sliding-game.max-side` (10^12 by default). With sequence=true the answer also spells"
                    + " out an optimal sequence of slides, when S(m,n) is at most"
                    + " `fifteen.sliding-game.max-sequence-length` (100,000 by default).";

    static final String MOVES_ERRORS = "A missing, non-numeric, zero or negative side, a side above"
            + " `fifteen.sliding-game.max-side`, or a sequence longer than `fifteen.sliding-game.max-sequence-length`";

    private SlidingGameApiDocs() {}
}
