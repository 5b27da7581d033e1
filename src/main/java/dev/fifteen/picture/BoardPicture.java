package dev.fifteen.picture;

import dev.fifteen.puzzle.Board;

/**
 * The layout and colours of a board's picture, shared by the SVG and the PNG drawings so that both show the same
 * thing: each cell a square of a whole number of pixels, a tile a rounded square inset in its cell, the board's
 * colour around, the tile's number centred when the tile is large enough to read it.
 *
 * <p>{@code size} is the longer side in pixels: a cell is {@code size / max(rows, columns)} pixels (at least 1), so
 * the picture is at most {@code size} pixels on its longer side (more only when the board has more cells on a side
 * than {@code size}). Numbers are drawn when their digits can be at least {@value #MIN_DIGIT_HEIGHT} pixels high.
 */
public final class BoardPicture {

    /** The board's colour, seen around the tiles and where the blank is not drawn. */
    public static final int BOARD = 0x6b5a4e;
    /** A tile in the plain scheme, and a tile not in place in the in-place scheme (the playground's tile). */
    public static final int TILE = 0xf3e3c3;
    /** A tile on its goal cell in the in-place scheme (the playground's green). */
    public static final int HOME = 0xb9d89a;
    /** The blank, when drawn. */
    public static final int BLANK = 0x8c7a6c;
    /** The numbers. */
    public static final int INK = 0x2a2320;

    /** The smallest digit drawn, in pixels: below it numbers are left out. */
    public static final int MIN_DIGIT_HEIGHT = 6;

    /** A digit's width and the gap between digits, as parts of its height. */
    static final double DIGIT_WIDTH = 0.55;

    static final double DIGIT_GAP = 0.22;

    private final Board board;
    private final ColourScheme scheme;
    private final boolean drawBlank;
    private final int cell;
    private final int inset;
    private final int corner;
    private final double digitHeight;
    private final int[] goalCell;
    private final int[] palette;
    /** Whether fringes count from the bottom row and the right column (the goal's blank in the top or left half). */
    private final boolean fromBottom;

    private final boolean fromRight;

    private BoardPicture(Board board, Board goal, int size, ColourScheme scheme, boolean drawBlank) {
        this.board = board;
        this.scheme = scheme;
        this.drawBlank = drawBlank;
        int rows = board.rows();
        int columns = board.columns();
        this.cell = Math.max(1, size / Math.max(rows, columns));
        this.inset = cell >= 4 ? Math.max(1, Math.round(cell * 0.04f)) : 0;
        this.corner = cell >= 12 ? Math.round(cell * 0.12f) : 0;
        int digits = Integer.toString(board.size() - 1).length();
        double height =
                Math.min(0.4 * cell, 0.78 * (cell - 2 * inset) / (digits * DIGIT_WIDTH + (digits - 1) * DIGIT_GAP));
        this.digitHeight = height >= MIN_DIGIT_HEIGHT ? height : 0;
        this.fromBottom = 2 * goal.blankRow() < rows - 1;
        this.fromRight = 2 * goal.blankColumn() < columns - 1;
        this.goalCell = new int[board.size()];
        for (int i = 0; i < goal.size(); i++) {
            goalCell[goal.tileAt(i)] = i;
        }
        this.palette = switch (scheme) {
            case PLAIN -> new int[] {TILE};
            case INPLACE -> new int[] {TILE, HOME};
            case FRINGE -> fringeColours(Math.min(rows, columns));
        };
    }

    /**
     * The picture of a board.
     *
     * @param board     the board drawn (the start, for an animation)
     * @param goal      the goal, of the board's shape: it decides the colours
     * @param size      the longer side in pixels, at least 1
     * @param scheme    the colour scheme
     * @param drawBlank whether the blank is drawn as a cell of its own colour, or left as the board's colour
     */
    public static BoardPicture of(Board board, Board goal, int size, ColourScheme scheme, boolean drawBlank) {
        board.requireSameShape(goal);
        if (size < 1) {
            throw new IllegalArgumentException("a picture is at least 1 pixel, not " + size);
        }
        return new BoardPicture(board, goal, size, scheme, drawBlank);
    }

    /**
     * Distinct colours for the fringes, light enough for dark digits: hues a golden angle apart, so that
     * neighbouring fringes differ most.
     */
    static int[] fringeColours(int fringes) {
        int[] colours = new int[fringes];
        for (int f = 0; f < fringes; f++) {
            colours[f] = hsl((f * 137.508 + 12) % 360, 0.62, 0.72);
        }
        return colours;
    }

    /** An RGB colour from hue (degrees), saturation and lightness (0 to 1). */
    static int hsl(double hue, double saturation, double lightness) {
        double chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
        double h = hue / 60;
        double x = chroma * (1 - Math.abs(h % 2 - 1));
        double r = 0;
        double g = 0;
        double b = 0;
        if (h < 1) {
            r = chroma;
            g = x;
        } else if (h < 2) {
            r = x;
            g = chroma;
        } else if (h < 3) {
            g = chroma;
            b = x;
        } else if (h < 4) {
            g = x;
            b = chroma;
        } else if (h < 5) {
            r = x;
            b = chroma;
        } else {
            r = chroma;
            b = x;
        }
        double m = lightness - chroma / 2;
        return channel(r + m) << 16 | channel(g + m) << 8 | channel(b + m);
    }

    private static int channel(double value) {
        return (int) Math.round(Math.max(0, Math.min(1, value)) * 255);
    }

    public Board board() {
        return board;
    }

    public ColourScheme scheme() {
        return scheme;
    }

    public boolean drawBlank() {
        return drawBlank;
    }

    /** A cell's side in pixels. */
    public int cell() {
        return cell;
    }

    /** The gap between a cell's edge and its tile, in pixels. */
    public int inset() {
        return inset;
    }

    /** The radius of a tile's corners, in pixels. */
    public int corner() {
        return corner;
    }

    public int width() {
        return board.columns() * cell;
    }

    public int height() {
        return board.rows() * cell;
    }

    /** Whether the tiles carry their numbers. */
    public boolean numbers() {
        return digitHeight > 0;
    }

    /** The height of a digit in pixels; 0 when numbers are left out. */
    public double digitHeight() {
        return digitHeight;
    }

    /** The tiles' colours: {@link #colourIndex} indexes it. */
    public int[] palette() {
        return palette.clone();
    }

    /** The colour of a tile standing on a cell (index in reading order), as an index into {@link #palette()}. */
    public int colourIndex(int tile, int cellIndex) {
        return switch (scheme) {
            case PLAIN -> 0;
            case INPLACE -> goalCell[tile] == cellIndex ? 1 : 0;
            case FRINGE -> fringe(goalCell[tile]);
        };
    }

    /** The colour of a tile standing on a cell, as RGB. */
    public int colour(int tile, int cellIndex) {
        return palette[colourIndex(tile, cellIndex)];
    }

    /**
     * The fringe of a goal cell: its distance from the first row or the first column, whichever is nearer. The first
     * row and column are those farthest from the goal's blank: the top row and left column for the standard goal,
     * the bottom row for a goal whose blank is in the top half, and so on.
     */
    int fringe(int cellIndex) {
        int columns = board.columns();
        int row = cellIndex / columns;
        int column = cellIndex % columns;
        return Math.min(fromBottom ? board.rows() - 1 - row : row, fromRight ? columns - 1 - column : column);
    }

    /** A colour as CSS writes it: {@code #rrggbb}. */
    public static String css(int rgb) {
        String hex = Integer.toHexString(rgb | 0x1000000);
        return "#" + hex.substring(1);
    }
}
