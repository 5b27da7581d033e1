package dev.fifteen.parity;

import dev.fifteen.puzzle.Board;

import java.util.Arrays;
import java.util.List;

/**
 * Decides whether a sliding-tile board can reach a goal of the same shape, by the parity invariant (Johnson &amp;
 * Story 1879; Archer, American Mathematical Monthly 106, 1999, for the converse on every rectangle with both sides at
 * least 2). With both sides at least 2 the board reaches the goal exactly when the parity of its inversion count N
 * (tiles in reading order, the blank left out) equals the goal's on an odd width, and the parity of N + r (r the
 * blank's row distance from the bottom) on an even width; on a single row or column, exactly when the tiles read in
 * the same order. Both boards are measured against the natural order of tile numbers, so any goal works. Why the
 * invariant holds: {@code docs/algorithms.md}, "The parity invariant".
 *
 * <p>O(n log n) time for n cells (the inversion count), O(n) memory.
 *
 * <p>Precondition of every method: the goal has the board's shape. The request boundary checks it once (and
 * answers {@code goal-shape-mismatch}); a goal of another shape gives a meaningless verdict.
 */
public final class SolvabilityCheck {

    /**
     * Whether the board can reach the goal, with the proof: both invariants and, when not, a tile swap that fixes it.
     */
    public Verdict check(Board board, Board goal) {
        int[] boardCells = board.cells();
        int[] goalCells = goal.cells();
        Rule rule = ruleFor(board);
        Invariant boardInvariant = invariant(board, boardCells, rule);
        Invariant goalInvariant = invariant(goal, goalCells, rule);
        if (rule == Rule.SINGLE_LINE) {
            return singleLine(boardCells, goalCells, boardInvariant, goalInvariant);
        }
        boolean solvable = boardInvariant.parity() == goalInvariant.parity();
        TileSwap swap = solvable ? null : parityRestoringSwap(boardCells, goalCells);
        return new Verdict(
                solvable,
                rule,
                boardInvariant,
                goalInvariant,
                explain(rule, board.columns(), boardInvariant, goalInvariant, solvable),
                swap,
                rule == Rule.ODD_WIDTH
                        ? new Reason(Reason.Kind.ODD_WIDTH, List.of((long) board.columns()))
                        : new Reason(Reason.Kind.EVEN_WIDTH, List.of()));
    }

    /** Whether the board can reach the standard goal (tiles in order, blank last). */
    public Verdict check(Board board) {
        return check(board, Board.standardGoal(board.rows(), board.columns()));
    }

    /**
     * Whether the board can reach the goal, by the same rule as {@link #check} but without building its proof,
     * for callers that need the answer only.
     */
    public static boolean reachable(Board board, Board goal) {
        Rule rule = ruleFor(board);
        int[] boardCells = board.cells();
        int[] goalCells = goal.cells();
        if (rule == Rule.SINGLE_LINE) {
            return Arrays.equals(tilesInOrder(boardCells), tilesInOrder(goalCells));
        }
        return parity(InversionCount.ofTiles(boardCells), board.blankRowFromBottom(), rule)
                == parity(InversionCount.ofTiles(goalCells), goal.blankRowFromBottom(), rule);
    }

    static Rule ruleFor(Board board) {
        if (board.rows() == 1 || board.columns() == 1) {
            return Rule.SINGLE_LINE;
        }
        return board.columns() % 2 == 1 ? Rule.ODD_WIDTH : Rule.EVEN_WIDTH;
    }

    private static Invariant invariant(Board board, int[] cells, Rule rule) {
        long inversions = InversionCount.ofTiles(cells);
        int r = board.blankRowFromBottom();
        return new Invariant(inversions, board.blankRow(), board.blankColumn(), r, parity(inversions, r, rule));
    }

    /** The invariant parity: of N on an odd width, of N + r on an even one. */
    private static int parity(long inversions, int blankRowFromBottom, Rule rule) {
        long measure = rule == Rule.EVEN_WIDTH ? inversions + blankRowFromBottom : inversions;
        return (int) (measure & 1);
    }

    /**
     * Any exchange of two tiles flips the parity. This one puts a tile onto its goal cell where it can:
     * the first cell (reading order) holding the wrong tile, where neither tile involved is the blank.
     */
    private static TileSwap parityRestoringSwap(int[] board, int[] goal) {
        for (int i = 0; i < board.length; i++) {
            int wanted = goal[i];
            if (board[i] != wanted && board[i] != 0 && wanted != 0) {
                return new TileSwap(board[i], wanted);
            }
        }
        // Every misplaced cell involves the blank; any two tiles will do.
        int first = -1;
        for (int tile : board) {
            if (tile != 0) {
                if (first < 0) {
                    first = tile;
                } else {
                    return new TileSwap(Math.min(first, tile), Math.max(first, tile));
                }
            }
        }
        throw new IllegalStateException("a board with both sides at least 2 has two tiles");
    }

    private static Verdict singleLine(int[] board, int[] goal, Invariant boardInvariant, Invariant goalInvariant) {
        int[] boardOrder = tilesInOrder(board);
        int[] goalOrder = tilesInOrder(goal);
        int firstDifference = -1;
        int lastDifference = -1;
        int differences = 0;
        for (int i = 0; i < boardOrder.length; i++) {
            if (boardOrder[i] != goalOrder[i]) {
                differences++;
                if (firstDifference < 0) {
                    firstDifference = i;
                }
                lastDifference = i;
            }
        }
        if (differences == 0) {
            return new Verdict(
                    true,
                    Rule.SINGLE_LINE,
                    boardInvariant,
                    goalInvariant,
                    "On a single line tiles can never pass each other; the board's tiles read in the same order as"
                            + " the goal's, so sliding the blank along the line reaches the goal",
                    null,
                    new Reason(Reason.Kind.SINGLE_LINE_SAME, List.of()));
        }
        TileSwap swap = null;
        if (differences == 2
                && boardOrder[firstDifference] == goalOrder[lastDifference]
                && boardOrder[lastDifference] == goalOrder[firstDifference]) {
            int a = boardOrder[firstDifference];
            int b = boardOrder[lastDifference];
            swap = new TileSwap(Math.min(a, b), Math.max(a, b));
        }
        String explanation = "On a single line tiles can never pass each other, and the board's tiles read in a"
                + " different order from the goal's (tile " + (firstDifference + 1) + " in order is "
                + boardOrder[firstDifference] + " on the board but " + goalOrder[firstDifference]
                + " in the goal), so this board cannot reach the goal";
        Reason reason = new Reason(
                Reason.Kind.SINGLE_LINE_DIFFERENT,
                List.of((long) firstDifference + 1, (long) boardOrder[firstDifference], (long)
                        goalOrder[firstDifference]));
        return new Verdict(false, Rule.SINGLE_LINE, boardInvariant, goalInvariant, explanation, swap, reason);
    }

    private static int[] tilesInOrder(int[] cells) {
        int[] tiles = new int[cells.length - 1];
        int k = 0;
        for (int tile : cells) {
            if (tile != 0) {
                tiles[k++] = tile;
            }
        }
        return tiles;
    }

    private static String explain(Rule rule, int columns, Invariant board, Invariant goal, boolean solvable) {
        String conclusion = solvable ? "so this board can reach the goal" : "so this board cannot reach the goal";
        if (rule == Rule.ODD_WIDTH) {
            return "The width " + columns + " is odd, so N alone decides: N = " + inversions(board.inversions())
                    + " is " + parityWord(board.parity()) + " and the goal's N = " + goal.inversions() + " is "
                    + parityWord(goal.parity()) + ", " + conclusion;
        }
        long boardSum = board.inversions() + board.blankRowFromBottom();
        long goalSum = goal.inversions() + goal.blankRowFromBottom();
        return "N = " + inversions(board.inversions()) + ", blank " + rowPhrase(board.blankRowFromBottom())
                + ": N + r = " + boardSum + " is " + parityWord(board.parity()) + ", and the goal's N + r = "
                + goal.inversions() + " + " + goal.blankRowFromBottom() + " = " + goalSum + " is "
                + parityWord(goal.parity()) + ", " + conclusion;
    }

    private static String inversions(long n) {
        return n + (n == 1 ? " inversion" : " inversions");
    }

    private static String rowPhrase(int r) {
        if (r == 0) {
            return "on the bottom row (r = 0)";
        }
        return r + (r == 1 ? " row" : " rows") + " up from the bottom (r = " + r + ")";
    }

    private static String parityWord(int parity) {
        return parity == 0 ? "even" : "odd";
    }
}
