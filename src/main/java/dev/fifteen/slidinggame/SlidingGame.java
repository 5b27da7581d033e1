package dev.fifteen.slidinggame;

import dev.fifteen.puzzle.Direction;

/**
 * The sliding game of Project Euler 313 on a board of {@code rows x columns} cells: every cell holds a counter but
 * one, which is empty (the space); a red counter starts in the top left corner and the space in the bottom right
 * corner, a slide moves a counter next to the space into it, and the game is finished when the red counter reaches
 * the bottom right corner. {@link #leastSlides()} is S(m, n), the fewest slides that finish it, in closed form: with
 * both sides at least 2, {@code 6 max(m, n) + 2 min(m, n) - 13} when {@code m != n} and {@code 8n - 11} on a square
 * board; of the boards with a side of 1 only 1 x 2 and 2 x 1 can be finished (one slide). {@link #optimalSlides()}
 * spells out the strategy the formula comes from (the derivation: {@code docs/algorithms.md}, "Project Euler 313");
 * the tests confirm it by breadth-first search on every board up to 10 x 10.
 *
 * <p>S(m, n) in O(1) time, exact for sides up to {@link #MAX_SIDE}; the sequence in O(S(m, n)) time and memory.
 *
 * @param rows    the number of rows m, 1 or more
 * @param columns the number of columns n, 1 or more
 */
public record SlidingGame(long rows, long columns) {

    /** The largest side for which S(m, n) = 6 * 10^17 + ... still fits in a {@code long}. */
    public static final long MAX_SIDE = 100_000_000_000_000_000L;

    /** The longest slide sequence {@link #optimalSlides()} writes out. */
    public static final long MAX_SEQUENCE_LENGTH = 10_000_000L;

    /** Which rule gives S(m, n) for a board. */
    public enum Formula {
        /** 1 x 2 or 2 x 1: the red counter slides straight into the space. */
        SINGLE_SLIDE("S = 1"),
        /** Both sides at least 2 and different. */
        RECTANGLE("S(m,n) = 6*max(m,n) + 2*min(m,n) - 13"),
        /** Both sides equal, at least 2. */
        SQUARE("S(n,n) = 8n - 11"),
        /** A side of 1 and more than two cells, or a single cell: the game cannot be finished. */
        CANNOT_FINISH("none: the game cannot be finished");

        private final String expression;

        Formula(String expression) {
            this.expression = expression;
        }

        /** The rule in words, as shown to clients. */
        public String expression() {
            return expression;
        }
    }

    public SlidingGame {
        requireSide("rows", rows);
        requireSide("columns", columns);
    }

    private static void requireSide(String name, long side) {
        if (side < 1 || side > MAX_SIDE) {
            throw new IllegalArgumentException(name + " must be between 1 and " + MAX_SIDE + ", not " + side);
        }
    }

    public Formula formula() {
        if (rows == 1 || columns == 1) {
            return rows + columns == 3 ? Formula.SINGLE_SLIDE : Formula.CANNOT_FINISH;
        }
        return rows == columns ? Formula.SQUARE : Formula.RECTANGLE;
    }

    /** Whether the red counter can reach the bottom right corner at all. */
    public boolean canFinish() {
        return formula() != Formula.CANNOT_FINISH;
    }

    /**
     * S(m, n), the fewest slides that bring the red counter to the bottom right corner.
     *
     * @throws IllegalStateException if the game {@linkplain #canFinish() cannot be finished}
     */
    public long leastSlides() {
        long longer = Math.max(rows, columns);
        long shorter = Math.min(rows, columns);
        return switch (formula()) {
            case SINGLE_SLIDE -> 1;
            case RECTANGLE -> 6 * longer + 2 * shorter - 13;
            case SQUARE -> 8 * longer - 11;
            case CANNOT_FINISH ->
                throw new IllegalStateException("a " + rows + " x " + columns + " game cannot be finished");
        };
    }

    /**
     * An optimal sequence of slides, {@link #leastSlides()} letters long. Each letter names the direction in
     * which the slid counter moves ({@code U}, {@code D}, {@code L}, {@code R}, as everywhere in Fifteen);
     * the space moves the opposite way. Rows are numbered from the top, columns from the left, and the
     * counter moved is always the one that the space's move uncovers: {@code D} moves the counter above the
     * space down. The tests replay such a sequence to check it.
     *
     * @throws IllegalStateException if the game cannot be finished or S(m, n) exceeds {@link #MAX_SEQUENCE_LENGTH}
     */
    public String optimalSlides() {
        long length = leastSlides();
        if (length > MAX_SEQUENCE_LENGTH) {
            throw new IllegalStateException("S(" + rows + "," + columns + ") = " + length
                    + " is too long to write out (at most " + MAX_SEQUENCE_LENGTH + ")");
        }
        if (rows > columns) {
            return transpose(new SlidingGame(columns, rows).optimalSlides());
        }
        return wideSlides((int) rows, (int) columns, (int) length);
    }

    /**
     * The sequence for a board at least as wide as it is tall, written as moves of the space
     * (slide letters are the opposite directions).
     */
    private static String wideSlides(int rows, int columns, int length) {
        StringBuilder slides = new StringBuilder(length);
        // 1. The space climbs the last column, then runs along the top row to the red counter's right.
        spaceMoves(slides, "U", rows - 1);
        spaceMoves(slides, "L", columns - 2);
        // 2. The red counter steps right; the space is now on its left.
        spaceMoves(slides, "L", 1);
        if (rows == columns) {
            // 3. Square: down, then right and down in turn; every step turns a corner.
            spaceMoves(slides, "DRU", 1);
            for (int step = 0; step < rows - 2; step++) {
                spaceMoves(slides, "RDL" + "DRU", 1);
            }
        } else {
            // 3. Wide: the surplus columns go straight along the top row first...
            spaceMoves(slides, "DRRUL", columns - rows - 1);
            // 4. ...then a staircase of down-right turns.
            spaceMoves(slides, "DRU" + "RDL", rows - 1);
        }
        return slides.toString();
    }

    /** Appends a run of space moves {@code times} times, as slide letters (the counter moves opposite). */
    private static void spaceMoves(StringBuilder slides, String spaceDirections, int times) {
        for (int time = 0; time < times; time++) {
            for (int k = 0; k < spaceDirections.length(); k++) {
                slides.append(
                        Direction.ofLetter(spaceDirections.charAt(k)).opposite().letter());
            }
        }
    }

    /** The same sequence on the transposed board: rows and columns swap, so up and left swap, down and right. */
    private static String transpose(String slides) {
        char[] letters = slides.toCharArray();
        for (int k = 0; k < letters.length; k++) {
            letters[k] = switch (letters[k]) {
                case 'U' -> 'L';
                case 'L' -> 'U';
                case 'D' -> 'R';
                case 'R' -> 'D';
                default -> throw new IllegalStateException("unexpected slide " + letters[k]);
            };
        }
        return new String(letters);
    }
}
