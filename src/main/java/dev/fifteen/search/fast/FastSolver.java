package dev.fifteen.search.fast;

import dev.fifteen.puzzle.Board;
import dev.fifteen.puzzle.Direction;

import java.time.Duration;
import java.util.Arrays;
import java.util.function.BooleanSupplier;

/**
 * Short, fast, usually not optimal solutions for any rectangle and any goal. The goal is relabelled to the standard
 * one, the board solved line by line by {@link ParberryReduction} (after Parberry, Information Processing Letters
 * 56, 1995) and shortened by {@link PathCompression}; on boards of at most {@value #SEARCH_MAX_CELLS} cells the given
 * budget then goes to a {@link WeightedAStar} bounded by that length, and the shorter answer is kept. The
 * {@link LinearConflictBound} is reported as the proven lower bound. A single row or column is solved when its tiles
 * read in the goal's order (the blank walks to its place). The steps: {@code docs/algorithms.md}, "The fast solver".
 *
 * <p>Time O(rows * columns * (rows + columns)) for the reduction, plus the budget; memory O(rows * columns) besides
 * the slides, plus the search's capped node store. Thread-safe: each call works on its own arrays.
 *
 * <p>Preconditions: the goal has the board's shape and the board can reach it; callers decide both once, at the
 * request boundary. A board that cannot still gets no wrong answer: the wrong parity is found out, at no extra cost,
 * when its last region has no solution, and a single line when its tiles do not read in the goal's order.
 */
public final class FastSolver {

    /** Boards larger than this skip the bounded search: the reduction is already within a few percent. */
    public static final int SEARCH_MAX_CELLS = 64;

    private final long searchStoreBytes;

    /** A solver whose bounded search keeps up to 160 MB of nodes. */
    public FastSolver() {
        this(WeightedAStar.MAX_STORE_BYTES);
    }

    /**
     * @param searchStoreBytes the cap of the bounded search's node store, in bytes (at most 160 MB are used); a
     *                         smaller store searches fewer nodes within the same time
     */
    public FastSolver(long searchStoreBytes) {
        if (searchStoreBytes <= 0) {
            throw new IllegalArgumentException("the search store needs some bytes, not " + searchStoreBytes);
        }
        this.searchStoreBytes = searchStoreBytes;
    }

    /**
     * The most heap one solve of a board takes, in bytes: the bounded search's peak on boards of at most
     * {@value #SEARCH_MAX_CELLS} cells (both sides at least 2), and the slides: a move buffer that doubles (2 bytes
     * a slide at its peak), the letters (1) and the tiles (4), for at most 3 slides a cell times the longer side
     * (the reduction makes about 2.6 n^3 on an n x n board, cells times the side on a narrow one).
     */
    public long peakBytes(int rows, int columns) {
        long cells = (long) rows * columns;
        long search = rows >= 2 && columns >= 2 && cells <= SEARCH_MAX_CELLS
                ? WeightedAStar.peakBytes((int) cells, searchStoreBytes)
                : 0;
        return search + 7 * maxSlides(rows, columns);
    }

    /** An upper estimate of the slides of a solution: 3 a cell times the longer side. */
    public static long maxSlides(int rows, int columns) {
        return 3L * rows * columns * Math.max(rows, columns);
    }

    /**
     * Solves without spending time on the bounded search.
     *
     * @see #solve(Board, Board, Duration)
     */
    public FastSolution solve(Board board, Board goal) {
        return solve(board, goal, Duration.ZERO);
    }

    /**
     * A valid solution from the board to the goal.
     *
     * @param searchBudget time the bounded search may take on mid-size boards (zero: none)
     * @throws IllegalArgumentException when the board turns out not to reach the goal (see the preconditions)
     */
    public FastSolution solve(Board board, Board goal, Duration searchBudget) {
        return solve(board, goal, searchBudget, () -> false);
    }

    /**
     * A valid solution from the board to the goal, whose bounded search also ends as soon as {@code stopped} says so
     * (the constructive answer is always complete).
     */
    public FastSolution solve(Board board, Board goal, Duration searchBudget, BooleanSupplier stopped) {
        long deadline = System.nanoTime() + Math.max(0, searchBudget.toNanos());
        int rows = board.rows();
        int columns = board.columns();
        int[] start = board.cells();
        int[] target = goal.cells();
        int[] goalCellOfTile = new int[target.length];
        for (int i = 0; i < target.length; i++) {
            goalCellOfTile[target[i]] = i;
        }
        int lowerBound = new LinearConflictBound(rows, columns, goalCellOfTile).estimate(start);
        byte[] moves = rows == 1 || columns == 1
                ? solveLine(start, target, columns == 1)
                : solveRectangle(rows, columns, start, target);
        int constructiveLength = moves.length;
        FastSolution.Method method = FastSolution.Method.CONSTRUCTIVE;
        if (rows >= 2
                && columns >= 2
                && start.length <= SEARCH_MAX_CELLS
                && !searchBudget.isZero()
                && moves.length > lowerBound) {
            byte[] searched = new WeightedAStar(rows, columns, start, goalCellOfTile, searchStoreBytes)
                    .search(moves.length - 1, deadline, stopped);
            if (searched != null && searched.length < moves.length && leadsTo(columns, start, searched, target)) {
                moves = searched;
                method = FastSolution.Method.WEIGHTED_SEARCH;
            }
        }
        return new FastSolution(moves, lowerBound, method, constructiveLength);
    }

    /** One row or one column: the tiles can only shift, so the blank walks straight to its goal cell. */
    private static byte[] solveLine(int[] start, int[] target, boolean vertical) {
        int blank = indexOf(start, 0);
        int goalBlank = indexOf(target, 0);
        byte[] moves = new byte[Math.abs(goalBlank - blank)];
        // the blank moves toward higher indices when the tiles move toward lower ones
        byte code = goalBlank > blank
                ? (vertical ? MoveBuffer.UP : MoveBuffer.LEFT)
                : (vertical ? MoveBuffer.DOWN : MoveBuffer.RIGHT);
        Arrays.fill(moves, code);
        if (!leadsTo(vertical ? 1 : start.length, start, moves, target)) {
            throw new IllegalArgumentException("the tiles of a single line can never pass each other, and this"
                    + " board's tiles do not read in the goal's order");
        }
        return moves;
    }

    private static byte[] solveRectangle(int rows, int columns, int[] start, int[] target) {
        if (rows <= 3 && columns <= 3) {
            return solveSmall(rows, columns, start, target);
        }
        // the goal with its blank walked to the bottom-right corner, right along its row and then down
        int[] cornerGoal = target.clone();
        int goalBlank = indexOf(target, 0);
        int blank = goalBlank;
        while (blank % columns != columns - 1) {
            cornerGoal[blank] = cornerGoal[blank + 1];
            cornerGoal[++blank] = 0;
        }
        while (blank / columns != rows - 1) {
            cornerGoal[blank] = cornerGoal[blank + columns];
            blank += columns;
            cornerGoal[blank] = 0;
        }
        int[] labelOfTile = new int[start.length];
        for (int i = 0; i < cornerGoal.length; i++) {
            labelOfTile[cornerGoal[i]] = cornerGoal[i] == 0 ? 0 : i + 1;
        }
        int[] labels = new int[start.length];
        for (int i = 0; i < start.length; i++) {
            labels[i] = labelOfTile[start[i]];
        }
        MoveBuffer moves = new ParberryReduction(rows, columns, labels).solve();
        // walk the blank back: up to the goal blank's row (tiles slide down), then left (tiles slide right)
        for (int r = rows - 1; r > goalBlank / columns; r--) {
            moves.add(MoveBuffer.DOWN);
        }
        for (int c = columns - 1; c > goalBlank % columns; c--) {
            moves.add(MoveBuffer.RIGHT);
        }
        byte[] raw = moves.toArray();
        byte[] compressed = PathCompression.compress(columns, start, raw, true);
        if (leadsTo(columns, start, compressed, target)) {
            return compressed;
        }
        return PathCompression.compress(columns, start, raw, false);
    }

    /** Boards of at most 3 x 3 are one small region: solved in the fewest slides by its table. */
    private static byte[] solveSmall(int rows, int columns, int[] start, int[] target) {
        SmallRegionTable table = SmallRegionTable.of(rows, columns, indexOf(target, 0));
        int[] labelOfTile = new int[start.length];
        int[] goal = table.goal();
        for (int i = 0; i < target.length; i++) {
            labelOfTile[target[i]] = goal[i];
        }
        int[] state = new int[start.length];
        for (int i = 0; i < start.length; i++) {
            state[i] = labelOfTile[start[i]];
        }
        MoveBuffer moves = new MoveBuffer(64);
        // the blank steps from one cell to the next, so the tile slides the other way
        table.solve(state, (from, to) -> moves.add(MoveBuffer.code(Direction.between(to, from, columns))));
        return moves.toArray();
    }

    /** Whether the slides are legal from the start and end at the target. */
    static boolean leadsTo(int columns, int[] start, byte[] moves, int[] target) {
        int[] cells = start.clone();
        int blank = indexOf(cells, 0);
        int rows = cells.length / columns;
        for (byte code : moves) {
            int tileCell = MoveBuffer.direction(code).tileCell(blank, rows, columns);
            if (tileCell < 0) {
                return false;
            }
            cells[blank] = cells[tileCell];
            cells[tileCell] = 0;
            blank = tileCell;
        }
        return Arrays.equals(cells, target);
    }

    private static int indexOf(int[] cells, int tile) {
        for (int i = 0; i < cells.length; i++) {
            if (cells[i] == tile) {
                return i;
            }
        }
        return -1;
    }
}
