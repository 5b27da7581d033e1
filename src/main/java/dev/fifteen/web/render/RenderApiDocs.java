package dev.fifteen.web.render;

/** The words of the render feature's contract, in one place. */
final class RenderApiDocs {

    static final String RENDER = "Draws a board as SVG (the default) or PNG. The picture is a pure function of"
            + " its parameters: it carries a strong `ETag` and `Cache-Control: public, max-age=31536000, immutable`,"
            + " and a request with a matching `If-None-Match` is answered 304 without drawing. Each cell is a whole"
            + " number of pixels; tiles carry their numbers when the digits can be at least 6 pixels high (a PNG"
            + " draws them as seven-segment shapes, so no font is needed). With `moves` the SVG is animated (SMIL,"
            + " no script): the start board is held for a step, each slide takes 250 ms, and the board after the"
            + " last slide stays. Boards up to `fifteen.board.max-cells` cells. Errors are Problem Details"
            + " (`application/problem+json`) whatever the format asked for.";

    static final String SIZE = "The longer side of the picture in pixels, 1 to `fifteen.render.max-size` (2048 by"
            + " default); 360 when absent. A cell is `size / max(rows, columns)` pixels, at least 1";

    static final String SCHEME = "The colours: `plain` (every tile alike; the default), `inplace` (tiles already on"
            + " their goal cell in green, as on the playground) or `fringe` (the speedsolvers' scheme: the first"
            + " row and column of the goal in one colour, the next row and column in the next, and so on; the first"
            + " row and column are those farthest from the goal's blank). In an animation the colours are those of"
            + " the start board";

    static final String FORMAT = "`svg` (`image/svg+xml`) or `png` (`image/png`). When absent the `Accept` header"
            + " decides: PNG when it names `image/png` with a higher quality than `image/svg+xml`, or names"
            + " `image/png` and not `image/svg+xml` (at no lower quality than its wildcards); SVG otherwise (the"
            + " answer then varies by `Accept`)";

    static final String MOVES = "A move sequence to play from the board, in either notation (`RRRDDL` or"
            + " `R3 D2 L`): the answer is an animated SVG. At most `fifteen.render.max-slides` slides (5,000 by"
            + " default); SVG only";

    static final String ERRORS = "A missing, unparsable or invalid board or goal, a goal of another shape, a board"
            + " over the size limit, a size, scheme or format out of range, a malformed move sequence, too many"
            + " slides, or moves asked as PNG";

    static final String ILLEGAL =
            "A move no tile can make (`illegal-move`, naming the slide's index and the blank's" + " cell)";

    private RenderApiDocs() {}
}
