package dev.fifteen.picture;

import dev.fifteen.puzzle.Board;
import dev.fifteen.puzzle.Direction;

/**
 * Draws a {@link BoardPicture} as SVG: one group per tile ({@code <g id="t5">}, the blank {@code id="blank"} when
 * drawn), placed by a translation, holding a shared rounded square coloured by a class and the tile's number as text.
 * With slides the drawing is animated by SMIL ({@code <animateTransform>} on each tile that moves, no script): the
 * start board is held for one step, each slide takes one step, and the board after the last slide is held.
 *
 * <p>Compact for large boards: about 75 bytes a tile without numbers; O(n + k) for n cells and k slides.
 */
public final class SvgPicture {

    private SvgPicture() {}

    /** The picture, still. */
    public static String draw(BoardPicture picture) {
        return draw(picture, "", 0);
    }

    /**
     * The picture, playing the slides from its board.
     *
     * @param slides      one letter per slide, every one legal on the board (replay it first to check)
     * @param stepSeconds the time one slide takes; positive when there are slides
     */
    public static String draw(BoardPicture picture, CharSequence slides, double stepSeconds) {
        Board board = picture.board();
        int columns = board.columns();
        int cell = picture.cell();
        int n = board.size();
        StringBuilder svg = new StringBuilder(n * (picture.numbers() ? 80 : 50) + slides.length() * 40 + 1024);
        svg.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"")
                .append(picture.width())
                .append("\" height=\"")
                .append(picture.height())
                .append("\" viewBox=\"0 0 ")
                .append(picture.width())
                .append(' ')
                .append(picture.height())
                .append("\">");
        style(svg, picture);
        int side = cell - 2 * picture.inset();
        svg.append("<defs><rect id=\"s\" x=\"")
                .append(picture.inset())
                .append("\" y=\"")
                .append(picture.inset())
                .append("\" width=\"")
                .append(side)
                .append("\" height=\"")
                .append(side);
        if (picture.corner() > 0) {
            svg.append("\" rx=\"").append(picture.corner());
        }
        svg.append("\"/></defs><rect width=\"100%\" height=\"100%\" fill=\"")
                .append(BoardPicture.css(BoardPicture.BOARD))
                .append("\"/>");
        Moves moves = Moves.of(board, slides);
        int steps = slides.length() + 2;
        String duration = decimal(Math.round(steps * stepSeconds * 1000), 1000) + "s";
        String centre = decimal(cell, 2);
        for (int i = 0; i < n; i++) {
            int tile = board.tileAt(i);
            if (tile == 0 && !picture.drawBlank()) {
                continue;
            }
            int x = i % columns * cell;
            int y = i / columns * cell;
            svg.append("<g id=\"")
                    .append(tile == 0 ? "blank" : "t" + tile)
                    .append("\" transform=\"translate(")
                    .append(x)
                    .append(' ')
                    .append(y)
                    .append(")\"><use href=\"#s\" class=\"")
                    .append(tile == 0 ? "b" : "c" + picture.colourIndex(tile, i))
                    .append("\"/>");
            if (tile != 0 && picture.numbers()) {
                svg.append("<text x=\"")
                        .append(centre)
                        .append("\" y=\"")
                        .append(centre)
                        .append("\">")
                        .append(tile)
                        .append("</text>");
            }
            moves.animate(svg, tile, i, columns, cell, steps, duration);
            svg.append("</g>");
        }
        return svg.append("</svg>").toString();
    }

    private static void style(StringBuilder svg, BoardPicture picture) {
        svg.append("<style>");
        int[] palette = picture.palette();
        for (int c = 0; c < palette.length; c++) {
            svg.append(".c")
                    .append(c)
                    .append("{fill:")
                    .append(BoardPicture.css(palette[c]))
                    .append('}');
        }
        svg.append(".b{fill:").append(BoardPicture.css(BoardPicture.BLANK)).append('}');
        if (picture.numbers()) {
            // a sans-serif font's digits are about 0.72 of the font size high
            svg.append("text{font:700 ")
                    .append(decimal(Math.round(picture.digitHeight() / 0.72 * 10), 10))
                    .append("px sans-serif;fill:")
                    .append(BoardPicture.css(BoardPicture.INK))
                    .append(";text-anchor:middle;dominant-baseline:central}");
        }
        svg.append("</style>");
    }

    /** {@code value / scale} in the shortest decimal form, {@code scale} a power of ten. */
    static String decimal(long value, long scale) {
        if (value % scale == 0) {
            return Long.toString(value / scale);
        }
        if (scale == 2) {
            return value / 2 + ".5";
        }
        String fraction = Long.toString(scale + value % scale).substring(1);
        int end = fraction.length();
        while (fraction.charAt(end - 1) == '0') {
            end--;
        }
        return value / scale + "." + fraction.substring(0, end);
    }

    /**
     * The slides grouped by the tile that makes them (the blank's moves under tile 0): for each, the slide's index
     * and the cells it moves between. A counting sort by tile, on primitive arrays.
     */
    private static final class Moves {

        private final int[] first;
        private final int[] step;
        private final int[] from;
        private final int[] to;

        private Moves(int[] first, int[] step, int[] from, int[] to) {
            this.first = first;
            this.step = step;
            this.from = from;
            this.to = to;
        }

        static Moves of(Board board, CharSequence slides) {
            int n = board.size();
            int k = slides.length();
            int[] tileOf = new int[k];
            int[] fromCell = new int[k];
            int[] toCell = new int[k];
            int[] cells = board.cells();
            int blank = board.blankIndex();
            int[] first = new int[n + 1];
            for (int s = 0; s < k; s++) {
                int tileCell = Direction.ofLetter(slides.charAt(s)).tileCell(blank, board.rows(), board.columns());
                if (tileCell < 0) {
                    throw new IllegalArgumentException("slide " + s + " is illegal; replay the slides first");
                }
                tileOf[s] = cells[tileCell];
                fromCell[s] = tileCell;
                toCell[s] = blank;
                cells[blank] = cells[tileCell];
                cells[tileCell] = 0;
                blank = tileCell;
                first[tileOf[s] + 1]++; // a tile is never 0: first[1] counts the blank's moves alone
            }
            first[1] = k; // the blank moves at every slide
            for (int t = 1; t <= n; t++) {
                first[t] += first[t - 1];
            }
            int[] next = first.clone();
            int[] step = new int[2 * k];
            int[] from = new int[2 * k];
            int[] to = new int[2 * k];
            for (int s = 0; s < k; s++) {
                int at = next[tileOf[s]]++;
                step[at] = s;
                from[at] = fromCell[s];
                to[at] = toCell[s];
                int blankAt = next[0]++;
                step[blankAt] = s;
                from[blankAt] = toCell[s];
                to[blankAt] = fromCell[s];
            }
            return new Moves(first, step, from, to);
        }

        /** Appends the tile's animation, if it moves: held before its first slide and after its last. */
        void animate(StringBuilder svg, int tile, int start, int columns, int cell, int steps, String duration) {
            int begin = first[tile];
            int end = first[tile + 1];
            if (begin == end) {
                return;
            }
            StringBuilder times = new StringBuilder("0");
            StringBuilder values = new StringBuilder();
            position(values, start, columns, cell);
            for (int e = begin; e < end; e++) {
                times.append(';').append(decimal(Math.round((step[e] + 1) * 1e6 / steps), 1_000_000));
                position(values.append(';'), from[e], columns, cell);
                times.append(';').append(decimal(Math.round((step[e] + 2) * 1e6 / steps), 1_000_000));
                position(values.append(';'), to[e], columns, cell);
            }
            times.append(";1");
            position(values.append(';'), to[end - 1], columns, cell);
            svg.append("<animateTransform attributeName=\"transform\" type=\"translate\" dur=\"")
                    .append(duration)
                    .append("\" fill=\"freeze\" keyTimes=\"")
                    .append(times)
                    .append("\" values=\"")
                    .append(values)
                    .append("\"/>");
        }

        private static void position(StringBuilder values, int cellIndex, int columns, int cell) {
            values.append(cellIndex % columns * cell).append(' ').append(cellIndex / columns * cell);
        }
    }
}
