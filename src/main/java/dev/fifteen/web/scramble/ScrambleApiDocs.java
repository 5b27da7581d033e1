package dev.fifteen.web.scramble;

/** The words of the scramble feature's contract, in one place. */
final class ScrambleApiDocs {

    static final String COUNTED = "With `count` (GET only) the answer is `count` scrambles as NDJSON (one"
            + " answer a line, written as each is drawn; with `Accept: application/json` alone, one JSON array of"
            + " them) with the seeds `seed`, `seed + 1`, ..., `seed + count - 1` (a"
            + " fresh first seed when `seed` is absent): line i is exactly the answer to the same request with"
            + " `seed + i` and no `count`. With `method=distance` every board is at exactly `distance` optimal slides,"
            + " so a worksheet or a data set of boards at a given distance is one request. At most"
            + " `fifteen.scramble.max-count` scrambles and `fifteen.scramble.max-count-work` cells and slides in all;"
            + " the parameters are checked, and the first board drawn, before anything is streamed.";

    static final String SCRAMBLE = "Draws a board that can reach the goal, reproducibly: the same request"
            + " with the same `seed` gives the same board on every machine (SplitMix64, its algorithm written into"
            + " the service). Methods: `walk` makes `moves` random slides from the goal, never undoing the slide just"
            + " made (on a single row or column the blank turns back at an end, where the undo is the only slide);"
            + " `uniform` gives every board that can reach the goal the same chance (a uniform shuffle, two tiles"
            + " exchanged when its parity is wrong; on a single line, the blank anywhere in the goal's tile order);"
            + " `distance` gives a board at exactly `distance` optimal slides, uniform among all such boards, from a"
            + " complete distance table of the shape (at most 10 cells; built once per shape and goal, then cached)."
            + " The answer carries the seed, the slides of a walk, and the board's parity invariant against the goal."
            + " Boards up to `fifteen.board.max-cells` cells, walks up to `fifteen.scramble.max-slides` slides. "
            + COUNTED;

    static final String ANSWERED = "The board, its seed and the proof that it can reach the goal; with"
            + " `count`, one such answer a line (NDJSON), or with `Accept: application/json` alone a JSON array of"
            + " them";

    static final String ANSWERED_ONE = "The board, its seed and the proof that it can reach the goal";

    static final String ERRORS = "Sizes below 1, a single cell, an unknown method, a distance method"
            + " without a distance or on a shape of more than 10 cells, a distance beyond the shape's maximum, more"
            + " slides than `fifteen.scramble.max-slides`, a board over `fifteen.board.max-cells`, an invalid goal"
            + " or one whose shape disagrees with `rows` and `cols`";

    static final String COUNT_ERRORS = "; a `count` below 1 or above `fifteen.scramble.max-count`"
            + " (`count-too-large`), or more work than `fifteen.scramble.max-count-work` (`count-too-much-work`)";

    static final String NDJSON_EXAMPLE = "{\"board\":[[4,1,3],[7,2,6],[0,5,8]],\"text\":\"4,1,3/7,2,6/0,5,8\","
            + "\"goal\":[[1,2,3],[4,5,6],[7,8,0]],\"rows\":3,\"cols\":3,\"seed\":7,\"method\":\"distance\","
            + "\"distance\":6,\"solvability\":{...}}\n";

    private ScrambleApiDocs() {}
}
