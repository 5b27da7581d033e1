package dev.fifteen.web;

import dev.fifteen.problem.LimitExceededException;
import dev.fifteen.puzzle.Board;
import dev.fifteen.puzzle.InvalidBoardException;
import dev.fifteen.web.memory.Footprint;
import dev.fifteen.web.memory.RequestMemory;
import org.springframework.stereotype.Component;

/**
 * Turns the boards of a request (JSON rows or the text form) into validated {@link Board}s: the size limit
 * first, then the board's own rules, with every failure attributed to its field ({@code board} or
 * {@code goal}). A missing goal means the standard goal of the board's shape. Each board's memory is admitted
 * for the current request before it is built (see {@link #boardBytes(long)}), or not at all by the reader
 * {@link #uncounted()} gives, for boards whose memory is taken elsewhere.
 */
@Component
public class BoardInput {

    /** The API's words for the optional goal of a JSON request. */
    public static final String GOAL_DESCRIPTION =
            "The goal, of the board's shape; the tiles in reading order with the blank last when absent";
    /** The standard 3 x 3 goal, the example of a JSON request's goal. */
    public static final String GOAL_EXAMPLE = "[[1,2,3],[4,5,6],[7,8,0]]";

    private final BoardProperties limits;
    private final RequestMemory memory;

    public BoardInput(BoardProperties limits, RequestMemory memory) {
        this.limits = limits;
        this.memory = memory;
    }

    /**
     * The same reading, admitting no memory: for the boards of a batch, read off the request's thread, each of which
     * takes what it holds in flight from the budget when its search starts.
     */
    public BoardInput uncounted() {
        return new BoardInput(limits, null);
    }

    private void admit(long bytes, String purpose) {
        if (memory != null) {
            memory.admit(bytes, purpose);
        }
    }

    /**
     * Building a board of n cells: its {@code int[n]} and the {@code int[n]} that validation marks tiles in, the
     * rows it was read from being admitted with the request body.
     */
    public static long boardBytes(long cells) {
        return Footprint.board(cells) + Footprint.ints(cells);
    }

    public Board board(int[][] rows, String field) {
        if (rows != null) {
            long cells = 0;
            for (int[] row : rows) {
                cells += row == null ? 0 : row.length;
            }
            requireWithinLimit(cells, field);
            admit(boardBytes(cells), field + " of " + cells + " cells");
        }
        try {
            return Board.of(rows);
        } catch (InvalidBoardException e) {
            throw e.inField(field);
        }
    }

    public Board board(String text, String field) {
        if (text != null) {
            // every cell takes at least two characters in the text form ("0," or "0/")
            requireWithinLimit((text.length() + 1) / 2, field);
            admit(
                    Footprint.textParse(text.length()) + boardBytes((text.length() + 1) / 2),
                    field + " of " + text.length() + " characters");
        }
        try {
            return Board.parse(text);
        } catch (InvalidBoardException e) {
            throw e.inField(field);
        }
    }

    /** The goal for a board: the given rows, or the standard goal when absent; always of the board's shape. */
    public Board goal(int[][] rows, Board board) {
        return requireShape(rows == null ? null : board(rows, "goal"), board);
    }

    /** The goal for a board: the given text, or the standard goal when {@link #absent}. */
    public Board goal(String text, Board board) {
        return requireShape(absent(text) ? null : board(text, "goal"), board);
    }

    /**
     * Whether an optional board text was left out: null, empty or ordinary spaces only. Any other character, a tab
     * or a control character among them, is parsed, and refused there with its position.
     */
    public static boolean absent(String text) {
        return text == null || text.chars().allMatch(c -> c == ' ');
    }

    private Board requireShape(Board goal, Board board) {
        if (goal == null) {
            admit(boardBytes(board.size()), "the goal of " + board.size() + " cells");
            return Board.standardGoal(board.rows(), board.columns());
        }
        board.requireSameShape(goal);
        return goal;
    }

    /** The standard goal of a shape requested by its sides, within the size limit. */
    public Board standardGoal(int rows, int columns) {
        long cells = (long) rows * columns;
        if (cells > limits.maxCells()) {
            throw tooLarge(
                    "a " + rows + " x " + columns + " board",
                    cells,
                    "board-too-large-shape",
                    rows,
                    columns,
                    cells,
                    limits.maxCells());
        }
        admit(boardBytes((long) rows * columns), "a " + rows + " x " + columns + " goal");
        return Board.standardGoal(rows, columns);
    }

    private void requireWithinLimit(long cells, String field) {
        if (cells > limits.maxCells()) {
            throw tooLarge(field, cells, "board-too-large", field, cells, limits.maxCells());
        }
    }

    private LimitExceededException tooLarge(String what, long cells, String detailKey, Object... detailArguments) {
        return new LimitExceededException(
                "board-too-large",
                "fifteen.board.max-cells",
                limits.maxCells(),
                cells,
                what + ": the board has " + cells + " cells, more than the limit of " + limits.maxCells()
                        + " (fifteen.board.max-cells)",
                detailKey,
                detailArguments);
    }
}
