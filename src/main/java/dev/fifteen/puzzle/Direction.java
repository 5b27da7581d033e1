package dev.fifteen.puzzle;

/**
 * The direction in which a tile slides. The blank moves the opposite way: a tile sliding {@link #UP}
 * means the blank moves down.
 *
 * <p>This is the one place that maps a direction to cells: {@link #tileOffset(int)}, {@link #tileCell} and
 * {@link #between}. Search loops that keep a direction as a small integer use its {@link #ordinal()}, in which a
 * direction and its {@link #opposite()} differ in the lowest bit only (code {@code d ^ 1}; codes 0 and 1 are the
 * vertical directions), and read the offsets from {@link #tileOffsets(int)}, or the cells of a whole shape from
 * {@link Neighbours}, which tabulates these offsets once per shape.
 */
public enum Direction {
    UP(-1, 0),
    DOWN(1, 0),
    LEFT(0, -1),
    RIGHT(0, 1);

    private static final Direction[] VALUES = values();

    /** How the tile's row and column change as it slides. */
    private final int rowDelta;

    private final int columnDelta;

    /** The first letter of the name. */
    private final char letter;

    Direction(int rowDelta, int columnDelta) {
        this.rowDelta = rowDelta;
        this.columnDelta = columnDelta;
        this.letter = name().charAt(0);
    }

    /** The one-letter name used in compact direction strings: U, D, L or R (the name's first letter). */
    public char letter() {
        return letter;
    }

    /** The direction that undoes this one; its ordinal is this one's with the lowest bit flipped. */
    public Direction opposite() {
        return VALUES[ordinal() ^ 1];
    }

    /**
     * Where the tile that slides this way sits, relative to the blank, as an offset of cell indices in reading
     * order on a board {@code columns} wide: the tile comes from the far side of the blank, so a tile sliding
     * {@link #UP} sits one row below it ({@code +columns}).
     */
    public int tileOffset(int columns) {
        return -(rowDelta * columns + columnDelta);
    }

    /**
     * The cell of the tile that slides this way into the blank at cell {@code blank} of a {@code rows x columns}
     * board, or -1 when the blank is at the edge on that side and no tile can.
     */
    public int tileCell(int blank, int rows, int columns) {
        int row = blank / columns - rowDelta;
        int column = blank % columns - columnDelta;
        if (row < 0 || row >= rows || column < 0 || column >= columns) {
            return -1;
        }
        return blank + tileOffset(columns);
    }

    /** {@link #tileOffset(int)} of every direction, indexed by {@link #ordinal()}, for loops on primitive codes. */
    public static int[] tileOffsets(int columns) {
        int[] offsets = new int[VALUES.length];
        for (Direction direction : VALUES) {
            offsets[direction.ordinal()] = direction.tileOffset(columns);
        }
        return offsets;
    }

    /**
     * The direction in which a tile slides from cell {@code from} into the adjacent cell {@code to} (cell indices
     * in reading order on a board {@code columns} wide). On a single column the vertical reading is taken.
     *
     * @throws IllegalArgumentException when the cells are not one slide apart
     */
    public static Direction between(int from, int to, int columns) {
        for (Direction direction : VALUES) {
            if (from == to + direction.tileOffset(columns)) {
                return direction;
            }
        }
        throw new IllegalArgumentException(
                "cells " + from + " and " + to + " are not adjacent on a board " + columns + " wide");
    }

    /** The direction named by a letter (U, D, L, R; either case). */
    public static Direction ofLetter(char letter) {
        return switch (Character.toUpperCase(letter)) {
            case 'U' -> UP;
            case 'D' -> DOWN;
            case 'L' -> LEFT;
            case 'R' -> RIGHT;
            default ->
                throw new IllegalArgumentException("not a direction letter: '" + letter + "' (expected U, D, L or R)");
        };
    }
}
