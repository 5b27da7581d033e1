package dev.fifteen.puzzle;

import java.util.Arrays;
import java.util.Optional;

/**
 * An arrangement of a rectangular sliding-tile puzzle: {@code rows x columns} cells holding the tiles
 * {@code 1 .. rows*columns-1} once each and one blank, written {@code 0}. Immutable; cells are kept in
 * reading order (row by row, left to right).
 *
 * <p>Two textual forms are understood: JSON-style rows ({@link #of(int[][])}) and the compact text form
 * {@code 1,2,3/4,5,6/7,8,0} ({@link #parse(String)}, {@link #toText()}).
 */
public final class Board {

    private final int rows;
    private final int columns;
    private final int[] cells;
    private final int blankIndex;

    private Board(int rows, int columns, int[] cells, int blankIndex) {
        this.rows = rows;
        this.columns = columns;
        this.cells = cells;
        this.blankIndex = blankIndex;
    }

    /**
     * A board from its rows, validated.
     *
     * @throws InvalidBoardException naming the rule broken: empty, ragged, fewer than 2 cells or more than an
     *                               array holds, a tile out of range or duplicated (and so another missing), no
     *                               blank or more than one
     */
    public static Board of(int[][] tileRows) {
        if (tileRows == null || tileRows.length == 0) {
            throw new InvalidBoardException(BoardViolation.EMPTY, "the board has no rows");
        }
        int columns = -1;
        for (int r = 0; r < tileRows.length; r++) {
            if (tileRows[r] == null || tileRows[r].length == 0) {
                throw new InvalidBoardException(BoardViolation.EMPTY, "row " + r + " is empty");
            }
            if (columns < 0) {
                columns = tileRows[r].length;
            } else if (tileRows[r].length != columns) {
                throw new InvalidBoardException(
                        BoardViolation.RAGGED_ROWS,
                        "row " + r + " has " + tileRows[r].length + " tiles but row 0 has " + columns
                                + "; every row must have the same length",
                        "ragged-rows",
                        r,
                        tileRows[r].length,
                        columns);
            }
        }
        int rows = tileRows.length;
        long size = (long) rows * columns;
        if (size > Integer.MAX_VALUE - 8) {
            throw new InvalidBoardException(
                    BoardViolation.TOO_MANY_CELLS,
                    "a board of " + size + " cells cannot be held: the most is " + (Integer.MAX_VALUE - 8));
        }
        int[] cells = new int[(int) size];
        for (int r = 0; r < rows; r++) {
            System.arraycopy(tileRows[r], 0, cells, r * columns, columns);
        }
        return of(rows, columns, cells);
    }

    /**
     * A board from its cells in reading order, validated as {@link #of(int[][])}. The array is copied.
     */
    public static Board of(int rows, int columns, int[] cells) {
        if (rows < 1 || columns < 1) {
            throw new InvalidBoardException(
                    BoardViolation.EMPTY,
                    "a board needs at least one row and one column, not " + rows + " x " + columns);
        }
        if ((long) rows * columns != cells.length) {
            throw new InvalidBoardException(
                    BoardViolation.RAGGED_ROWS,
                    "a " + rows + " x " + columns + " board has " + (long) rows * columns + " cells, not "
                            + cells.length);
        }
        if (cells.length < 2) {
            throw new InvalidBoardException(
                    BoardViolation.TOO_FEW_CELLS,
                    "a board needs at least 2 cells (one tile and the blank), not " + cells.length);
        }
        int[] copy = cells.clone();
        return new Board(rows, columns, copy, validate(rows, columns, copy));
    }

    /** Validates the tiles and returns the blank's index. */
    private static int validate(int rows, int columns, int[] cells) {
        int n = cells.length;
        int blanks = 0;
        for (int tile : cells) {
            if (tile == 0) {
                blanks++;
            }
        }
        if (blanks == 0) {
            throw new InvalidBoardException(
                    BoardViolation.NO_BLANK,
                    "the board has no blank: exactly one cell must be 0," + " and the tiles are 1.." + (n - 1),
                    "no-blank",
                    n - 1);
        }
        int[] seenAt = new int[n];
        Arrays.fill(seenAt, -1);
        int blank = -1;
        for (int i = 0; i < n; i++) {
            int tile = cells[i];
            if (tile < 0 || tile >= n) {
                throw new InvalidBoardException(
                        BoardViolation.TILE_OUT_OF_RANGE,
                        "tile " + tile + " at " + cell(i, columns)
                                + " is out of range: a " + rows + " x " + columns + " board holds the tiles 1.."
                                + (n - 1)
                                + " and one 0 for the blank",
                        "tile-out-of-range",
                        tile,
                        i / columns,
                        i % columns,
                        rows,
                        columns,
                        n - 1);
            }
            if (seenAt[tile] >= 0) {
                if (tile == 0) {
                    throw new InvalidBoardException(
                            BoardViolation.MULTIPLE_BLANKS,
                            "there is a blank (0) at " + cell(seenAt[0], columns) + " and another at "
                                    + cell(i, columns) + "; a board has exactly one",
                            "multiple-blanks",
                            seenAt[0] / columns,
                            seenAt[0] % columns,
                            i / columns,
                            i % columns);
                }
                String missing = missingTiles(cells);
                String missingKey = missing.isEmpty()
                        ? "duplicate-tile"
                        : missing.contains("blank") ? null : "duplicate-tile-missing";
                throw new InvalidBoardException(
                        BoardViolation.DUPLICATE_TILE,
                        "tile " + tile + " appears twice, at " + cell(seenAt[tile], columns) + " and at "
                                + cell(i, columns) + missing,
                        missingKey,
                        tile,
                        seenAt[tile] / columns,
                        seenAt[tile] % columns,
                        i / columns,
                        i % columns,
                        missing.isEmpty() ? "" : missing.substring("; missing: ".length()));
            }
            seenAt[tile] = i;
            if (tile == 0) {
                blank = i;
            }
        }
        return blank;
    }

    private static String missingTiles(int[] cells) {
        boolean[] present = new boolean[cells.length];
        for (int tile : cells) {
            if (tile >= 0 && tile < cells.length) {
                present[tile] = true;
            }
        }
        StringBuilder missing = new StringBuilder();
        int shown = 0;
        for (int tile = 0; tile < cells.length && shown < 5; tile++) {
            if (!present[tile]) {
                missing.append(shown++ == 0 ? "" : ", ").append(tile == 0 ? "0 (the blank)" : tile);
            }
        }
        return missing.length() == 0 ? "" : "; missing: " + missing;
    }

    private static String cell(int index, int columns) {
        return "row " + index / columns + ", column " + index % columns;
    }

    /**
     * Parses the text form: rows separated by {@code /}, tiles by {@code ,}, ordinary spaces (U+0020) allowed
     * around both, for example {@code 1,2,3/4,5,6/7,8,0}. Any other character that is neither an ASCII digit
     * nor a minus sign (which makes a tile out of range, not malformed text) is refused, control characters and
     * other white space (tab, line breaks, no-break space) included, with its position and code point.
     */
    public static Board parse(String text) {
        if (text != null) {
            requireTextCharacters(text);
        }
        if (text == null || text.isBlank()) {
            throw new InvalidBoardException(
                    BoardViolation.MALFORMED_TEXT,
                    "the board text is empty; expected rows separated by '/' and tiles by ',', such as"
                            + " 1,2,3/4,5,6/7,8,0");
        }
        String[] rowTexts = text.trim().split("/", -1);
        int[][] tileRows = new int[rowTexts.length][];
        for (int r = 0; r < rowTexts.length; r++) {
            String[] tileTexts = rowTexts[r].split(",", -1);
            tileRows[r] = new int[tileTexts.length];
            for (int c = 0; c < tileTexts.length; c++) {
                String tileText = tileTexts[c].trim();
                try {
                    tileRows[r][c] = Integer.parseInt(requireAsciiDigits(tileText));
                } catch (NumberFormatException e) {
                    throw new InvalidBoardException(
                            BoardViolation.MALFORMED_TEXT,
                            "'" + abbreviate(tileText)
                                    + "' at row " + r + ", column " + c
                                    + " is not a tile number; expected rows separated by '/'"
                                    + " and tiles by ',', such as 1,2,3/4,5,6/7,8,0");
                }
            }
        }
        return of(tileRows);
    }

    /**
     * Refuses the first character that cannot be shown in a message (a control, format or unassigned character, a
     * line or paragraph separator, white space other than U+0020), naming its position (counted from 0 in UTF-16
     * units, like rows and columns) and its code point, never echoing it. A visible character that is no tile
     * number is refused later, quoted with its row and column.
     */
    private static void requireTextCharacters(String text) {
        int row = 0;
        int column = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '/') {
                row++;
                column = 0;
            } else if (c == ',') {
                column++;
            } else if (Character.isHighSurrogate(c) && isVisible(text.codePointAt(i))) {
                i++; // a visible character outside the basic plane: its low half is no character of its own
            } else if (c != ' ' && !isVisible(text.codePointAt(i))) {
                int codePoint = text.codePointAt(i);
                String named =
                        codePointName(codePoint) + (Character.isISOControl(codePoint) ? " (a control character)" : "");
                throw new InvalidBoardException(
                        BoardViolation.MALFORMED_TEXT,
                        "the character " + named
                                + " at position " + i + " (row " + row + ", column " + column
                                + ") is not allowed in board"
                                + " text, which holds only ASCII digits, ',' between tiles, '/' between rows and spaces"
                                + " (U+0020) around them, such as 1,2,3/4,5,6/7,8,0");
            }
        }
    }

    /** Whether a character can be quoted in a message as it is: not a control, space, format or unassigned one. */
    private static boolean isVisible(int codePoint) {
        int type = Character.getType(codePoint);
        return !Character.isISOControl(codePoint)
                && !Character.isWhitespace(codePoint)
                && !Character.isSpaceChar(codePoint)
                && type != Character.UNASSIGNED
                && type != Character.FORMAT
                && type != Character.SURROGATE
                && type != Character.PRIVATE_USE;
    }

    /** The code point in the usual notation, such as {@code U+0000} or {@code U+1F600}. */
    private static String codePointName(int codePoint) {
        return String.format("U+%04X", codePoint);
    }

    /** Integer.parseInt also reads other scripts' digits (١, １); a tile number is written in ASCII. */
    private static String requireAsciiDigits(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if ((c < '0' || c > '9') && !(i == 0 && c == '-')) {
                throw new NumberFormatException(text);
            }
        }
        return text;
    }

    private static String abbreviate(String text) {
        return text.length() <= 20 ? text : text.substring(0, 20) + "...";
    }

    /** The standard goal: tiles 1..n-1 in reading order, the blank last. */
    public static Board standardGoal(int rows, int columns) {
        int[] cells = new int[Math.multiplyExact(rows, columns)];
        for (int i = 0; i < cells.length - 1; i++) {
            cells[i] = i + 1;
        }
        return of(rows, columns, cells);
    }

    public int rows() {
        return rows;
    }

    public int columns() {
        return columns;
    }

    /** The number of cells, {@code rows * columns}: the tiles plus the blank. */
    public int size() {
        return cells.length;
    }

    /** The tile at a cell (0 for the blank). */
    public int tileAt(int row, int column) {
        return cells[row * columns + column];
    }

    /** The tile at a cell index in reading order (0 for the blank). */
    public int tileAt(int index) {
        return cells[index];
    }

    /** A copy of the cells in reading order. */
    public int[] cells() {
        return cells.clone();
    }

    /** The rows, as new arrays. */
    public int[][] toRows() {
        int[][] result = new int[rows][];
        for (int r = 0; r < rows; r++) {
            result[r] = Arrays.copyOfRange(cells, r * columns, (r + 1) * columns);
        }
        return result;
    }

    public int blankIndex() {
        return blankIndex;
    }

    /** The blank's row, 0-based from the top. */
    public int blankRow() {
        return blankIndex / columns;
    }

    /** The blank's column, 0-based from the left. */
    public int blankColumn() {
        return blankIndex % columns;
    }

    /** The blank's row counted from the bottom: 0 on the bottom row. */
    public int blankRowFromBottom() {
        return rows - 1 - blankRow();
    }

    /** Whether the other board has the same number of rows and columns. */
    public boolean hasSameShape(Board other) {
        return rows == other.rows && columns == other.columns;
    }

    /**
     * Checks that a goal has this board's shape.
     *
     * @throws InvalidBoardException ({@link BoardViolation#SHAPE_MISMATCH}) when it does not
     */
    public void requireSameShape(Board goal) {
        if (!hasSameShape(goal)) {
            throw new InvalidBoardException(
                            BoardViolation.SHAPE_MISMATCH,
                            "the goal is " + goal.rows + " x " + goal.columns + " but the board is " + rows + " x "
                                    + columns + "; they must have the same shape")
                    .inField("goal");
        }
    }

    /**
     * The tile that would slide in the given direction: the tile next to the blank on the opposite side.
     */
    public Optional<Move> move(Direction direction) {
        int tileIndex = direction.tileCell(blankIndex, rows, columns);
        if (tileIndex < 0) {
            return Optional.empty();
        }
        return Optional.of(new Move(cells[tileIndex], direction));
    }

    /** The board after sliding a tile in the given direction. */
    public Board slide(Direction direction) {
        int tileIndex = direction.tileCell(blankIndex, rows, columns);
        if (tileIndex < 0) {
            throw new IllegalArgumentException("no tile can slide " + direction + ": the blank is at row " + blankRow()
                    + ", column " + blankColumn() + " of a " + rows + " x " + columns + " board");
        }
        int[] next = cells.clone();
        next[blankIndex] = next[tileIndex];
        next[tileIndex] = 0;
        return new Board(rows, columns, next, tileIndex);
    }

    /** The board after sliding the given tile, which must be next to the blank. */
    public Board slideTile(int tile) {
        for (Direction direction : Direction.values()) {
            Optional<Move> move = move(direction);
            if (move.isPresent() && move.get().tile() == tile) {
                return slide(direction);
            }
        }
        throw new IllegalArgumentException("tile " + tile + " is not next to the blank and cannot slide");
    }

    /** The board with two tiles (not the blank) exchanged, which flips its parity when both sides are at least 2. */
    public Board swapTiles(int first, int second) {
        int firstIndex = -1;
        int secondIndex = -1;
        for (int i = 0; i < cells.length; i++) {
            if (cells[i] == first) {
                firstIndex = i;
            } else if (cells[i] == second) {
                secondIndex = i;
            }
        }
        if (first == 0 || second == 0 || firstIndex < 0 || secondIndex < 0) {
            throw new IllegalArgumentException("cannot swap tiles " + first + " and " + second + " on this board");
        }
        int[] next = cells.clone();
        next[firstIndex] = second;
        next[secondIndex] = first;
        return new Board(rows, columns, next, blankIndex);
    }

    /** The text form, such as {@code 1,2,3/4,5,6/7,8,0}. */
    public String toText() {
        StringBuilder text = new StringBuilder(cells.length * 4);
        for (int i = 0; i < cells.length; i++) {
            if (i > 0) {
                text.append(i % columns == 0 ? '/' : ',');
            }
            text.append(cells[i]);
        }
        return text.toString();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Board board
                && rows == board.rows
                && columns == board.columns
                && Arrays.equals(cells, board.cells);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * rows + columns) + Arrays.hashCode(cells);
    }

    @Override
    public String toString() {
        return cells.length <= 400 ? toText() : rows + " x " + columns + " board";
    }
}
