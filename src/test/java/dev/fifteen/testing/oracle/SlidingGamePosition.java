package dev.fifteen.testing.oracle;

/**
 * A position of the sliding game: where the red counter and the space are (the other counters are
 * interchangeable, so nothing else matters). Rows count from 0 at the top, columns from 0 at the left.
 *
 * <p>A slide is named by the direction in which the slid counter moves ({@code U}, {@code D}, {@code L},
 * {@code R}): {@code R} slides the counter left of the space to the right, so the space moves left. When the
 * slid counter is the red one, the red counter and the space swap places.
 *
 * @param rows        board height, 1 or more
 * @param columns     board width, 1 or more
 * @param redRow      the red counter's row
 * @param redColumn   the red counter's column
 * @param spaceRow    the space's row
 * @param spaceColumn the space's column
 */
public record SlidingGamePosition(int rows, int columns, int redRow, int redColumn, int spaceRow, int spaceColumn) {

    public SlidingGamePosition {
        if (rows < 1 || columns < 1 || (long) rows * columns < 2) {
            throw new IllegalArgumentException("a game needs at least two cells, not " + rows + " x " + columns);
        }
        requireCell("red counter", redRow, redColumn, rows, columns);
        requireCell("space", spaceRow, spaceColumn, rows, columns);
        if (redRow == spaceRow && redColumn == spaceColumn) {
            throw new IllegalArgumentException("the red counter and the space cannot share a cell");
        }
    }

    private static void requireCell(String what, int row, int column, int rows, int columns) {
        if (row < 0 || row >= rows || column < 0 || column >= columns) {
            throw new IllegalArgumentException(
                    what + " at (" + row + "," + column + ") is off the " + rows + " x " + columns + " board");
        }
    }

    /** The start: red counter in the top left corner, space in the bottom right. */
    public static SlidingGamePosition start(int rows, int columns) {
        return new SlidingGamePosition(rows, columns, 0, 0, rows - 1, columns - 1);
    }

    /** Whether the red counter is in the bottom right corner. */
    public boolean finished() {
        return redRow == rows - 1 && redColumn == columns - 1;
    }

    /**
     * The position after one slide.
     *
     * @param slide {@code U}, {@code D}, {@code L} or {@code R}: the direction the slid counter moves
     * @throws IllegalArgumentException if the letter is not a direction, or no counter can move that way
     */
    public SlidingGamePosition slide(char slide) {
        // The counter that moves comes from the cell on the far side of the space: the space moves opposite.
        int row = spaceRow;
        int column = spaceColumn;
        switch (slide) {
            case 'U' -> row++;
            case 'D' -> row--;
            case 'L' -> column++;
            case 'R' -> column--;
            default -> throw new IllegalArgumentException("not a slide: '" + slide + "' (expected U, D, L or R)");
        }
        if (row < 0 || row >= rows || column < 0 || column >= columns) {
            throw new IllegalArgumentException(
                    "no counter can slide " + slide + " into the space at (" + spaceRow + "," + spaceColumn + ")");
        }
        boolean redMoves = row == redRow && column == redColumn;
        return new SlidingGamePosition(
                rows, columns, redMoves ? spaceRow : redRow, redMoves ? spaceColumn : redColumn, row, column);
    }

    /**
     * Plays a whole sequence of slides from this position.
     *
     * @throws IllegalArgumentException naming the first slide (counted from 1) that cannot be made
     */
    public SlidingGamePosition replay(String slides) {
        SlidingGamePosition position = this;
        for (int k = 0; k < slides.length(); k++) {
            try {
                position = position.slide(slides.charAt(k));
            } catch (IllegalArgumentException illegal) {
                throw new IllegalArgumentException("slide " + (k + 1) + ": " + illegal.getMessage(), illegal);
            }
        }
        return position;
    }
}
