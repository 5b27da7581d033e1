package dev.fifteen.puzzle;

/**
 * The direction in which a tile slides. The blank moves the opposite way: a tile sliding {@link #UP}
 * means the blank moves down.
 */
public enum Direction {
    UP('U', -1, 0),
    DOWN('D', 1, 0),
    LEFT('L', 0, -1),
    RIGHT('R', 0, 1);

    private final char letter;
    private final int rowDelta;
    private final int columnDelta;

    Direction(char letter, int rowDelta, int columnDelta) {
        this.letter = letter;
        this.rowDelta = rowDelta;
        this.columnDelta = columnDelta;
    }

    /** The one-letter name used in compact direction strings: U, D, L or R. */
    public char letter() {
        return letter;
    }

    public int rowDelta() {
        return rowDelta;
    }

    public int columnDelta() {
        return columnDelta;
    }

    public Direction opposite() {
        return switch (this) {
            case UP -> DOWN;
            case DOWN -> UP;
            case LEFT -> RIGHT;
            case RIGHT -> LEFT;
        };
    }

    /** The direction named by a letter (U, D, L, R; either case). */
    public static Direction ofLetter(char letter) {
        return switch (Character.toUpperCase(letter)) {
            case 'U' -> UP;
            case 'D' -> DOWN;
            case 'L' -> LEFT;
            case 'R' -> RIGHT;
            default -> throw new IllegalArgumentException("not a direction letter: '" + letter + "' (expected U, D, L or R)");
        };
    }
}
