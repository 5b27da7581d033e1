package dev.fifteen.search.fast;

import dev.fifteen.puzzle.Direction;

import java.util.function.BooleanSupplier;

/**
 * Shortens a solution window by window: the boards {@code k} slides apart differ only inside the box of cells the
 * blank visits between them, so the window's slides can be replaced by a shortest path between the two boards
 * inside that box (the tiles outside it never move), found by IDA* on the box alone with the Manhattan distance of
 * its tiles to their places at the window's end. A window ends early where its box would hold too many cells; one
 * whose search passes its node cap keeps its slides. The answer leads where the given slides led, and is never longer.
 *
 * <p>Cost: per window at most the node cap, each node O(1) (the distance is updated incrementally); memory O(cells
 * of the board + cells of a box squared), nothing allocated per node. Not thread-safe: one instance per thread.
 */
final class WindowCompression {

    /** The most cells of a box the solver searches. */
    static final int MAX_BOX_CELLS = 64;

    private static final int BLANK = -1;
    private static final int FOUND = -1;
    private static final int GAVE_UP = -2;

    private final int rows;
    private final int columns;
    private final int window;
    private final int margin;
    private final int maxCells;
    private final long nodeCap;
    private final int[] tileOffset;
    /** Per tile of the board: its id in the box being searched (its cell at the window's end). */
    private final int[] idOfTile;

    /** Per cell of the box: the tile's id (its cell at the window's end) or {@link #BLANK}. */
    private final int[] at;
    /** The Manhattan distance of id {@code i} from cell {@code c} of the box, at {@code i * maxCells + c}. */
    private final int[] distance;
    /** Per cell of the box: the codes of the slides into it, and the cells their tiles come from (-1: none). */
    private final int[] slideFrom;

    private final byte[] path;
    /** The box's cells at the window's start and end. */
    private final int[] boxStart;

    private final int[] boxEnd;
    private int top;
    private int left;
    private int boxRows;
    private int boxColumns;
    private int blank;
    private long windowNodes;
    private long nodes;

    /**
     * @param rows     board rows
     * @param columns  board columns
     * @param window   the slides of a window
     * @param margin   the cells the box reaches past those the blank visits, on each side
     * @param maxCells the most cells a box may hold (larger ones keep their slides)
     * @param nodeCap  the nodes a window's search may expand before it keeps the window's slides
     */
    WindowCompression(int rows, int columns, int window, int margin, int maxCells, long nodeCap) {
        this.rows = rows;
        this.columns = columns;
        this.window = window;
        this.margin = margin;
        this.maxCells = maxCells;
        this.nodeCap = nodeCap;
        this.tileOffset = Direction.tileOffsets(columns);
        this.idOfTile = new int[rows * columns];
        this.at = new int[maxCells];
        this.distance = new int[maxCells * maxCells];
        this.slideFrom = new int[4 * maxCells];
        this.path = new byte[window];
        this.boxStart = new int[maxCells];
        this.boxEnd = new int[maxCells];
    }

    /** The nodes expanded by every search so far. */
    long nodes() {
        return nodes;
    }

    /**
     * One pass over the slides, windows overlapping by half where a window keeps its slides.
     *
     * @param start the board (any labels, 0 the blank); not modified
     * @param moves tile-direction codes from {@code start}
     * @param stop  polled once a window: true ends the pass with the rest of the slides as they were
     * @return slides that lead where {@code moves} leads, never more of them
     */
    byte[] compress(int[] start, byte[] moves, BooleanSupplier stop) {
        int[] board = start.clone();
        int boardBlank = 0;
        while (board[boardBlank] != 0) {
            boardBlank++;
        }
        MoveBuffer out = new MoveBuffer(moves.length);
        int i = 0;
        while (i < moves.length) {
            int k = fit(boardBlank, moves, i, Math.min(window, moves.length - i));
            int kept = k < 4 || stop.getAsBoolean() ? -1 : shorten(board, boardBlank, moves, i, k);
            int taken;
            if (kept >= 0) {
                for (int j = 0; j < kept; j++) {
                    out.add(path[j]);
                }
                taken = k;
            } else {
                taken = i + k == moves.length ? k : Math.max(1, k / 2);
                for (int j = i; j < i + taken; j++) {
                    out.add(moves[j]);
                }
            }
            for (int j = i; j < i + taken; j++) {
                int tileCell = boardBlank + tileOffset[moves[j]];
                board[boardBlank] = board[tileCell];
                board[tileCell] = 0;
                boardBlank = tileCell;
            }
            i += taken;
        }
        return PathCompression.compress(columns, start, out.toArray(), false);
    }

    /**
     * The longest window from slide {@code i} of at most {@code k} slides whose box (the cells the blank visits, with
     * the margin) holds at most {@code maxCells} cells; the box is left in {@link #top}, {@link #left},
     * {@link #boxRows} and {@link #boxColumns}.
     */
    private int fit(int boardBlank, byte[] moves, int i, int k) {
        int firstRow = boardBlank / columns;
        int lastRow = firstRow;
        int firstColumn = boardBlank % columns;
        int lastColumn = firstColumn;
        int b = boardBlank;
        int fitted = 0;
        for (int j = i; j < i + k; j++) {
            b += tileOffset[moves[j]];
            int row = b / columns;
            int column = b % columns;
            int newFirstRow = Math.min(firstRow, row);
            int newLastRow = Math.max(lastRow, row);
            int newFirstColumn = Math.min(firstColumn, column);
            int newLastColumn = Math.max(lastColumn, column);
            if (boxCells(newFirstRow, newLastRow, newFirstColumn, newLastColumn) > maxCells) {
                break;
            }
            firstRow = newFirstRow;
            lastRow = newLastRow;
            firstColumn = newFirstColumn;
            lastColumn = newLastColumn;
            fitted = j - i + 1;
        }
        setBox(firstRow, lastRow, firstColumn, lastColumn);
        return fitted;
    }

    private int boxCells(int firstRow, int lastRow, int firstColumn, int lastColumn) {
        int height = Math.min(rows - 1, lastRow + margin) - Math.max(0, firstRow - margin) + 1;
        int width = Math.min(columns - 1, lastColumn + margin) - Math.max(0, firstColumn - margin) + 1;
        return height * width;
    }

    private void setBox(int firstRow, int lastRow, int firstColumn, int lastColumn) {
        top = Math.max(0, firstRow - margin);
        left = Math.max(0, firstColumn - margin);
        boxRows = Math.min(rows - 1, lastRow + margin) - top + 1;
        boxColumns = Math.min(columns - 1, lastColumn + margin) - left + 1;
    }

    /**
     * Searches the box {@link #fit} found for the window {@code moves[i, i + k)} for a shorter path between its ends;
     * the path is left in {@link #path}.
     *
     * @return the shorter path's length, or -1 when there is none (or the search passes its node cap)
     */
    private int shorten(int[] board, int boardBlank, byte[] moves, int i, int k) {
        int cells = boxRows * boxColumns;
        // the end of the window in the box: where each tile goes names it
        int[] local = boxStart;
        for (int r = 0; r < boxRows; r++) {
            for (int c = 0; c < boxColumns; c++) {
                local[r * boxColumns + c] = board[(top + r) * columns + left + c];
            }
        }
        int[] end = boxEnd;
        System.arraycopy(local, 0, end, 0, cells);
        int localBlank = (boardBlank / columns - top) * boxColumns + boardBlank % columns - left;
        int[] localOffset = Direction.tileOffsets(boxColumns);
        int e = localBlank;
        for (int j = i; j < i + k; j++) {
            int tileCell = e + localOffset[moves[j]];
            end[e] = end[tileCell];
            end[tileCell] = 0;
            e = tileCell;
        }
        // ids: a tile's cell at the end; the tiles outside the box are not in the search
        for (int c = 0; c < cells; c++) {
            idOfTile[end[c]] = c;
        }
        int h = 0;
        for (int c = 0; c < cells; c++) {
            at[c] = local[c] == 0 ? BLANK : idOfTile[local[c]];
            if (at[c] != BLANK) {
                h += manhattan(at[c], c);
            }
        }
        for (int id = 0; id < cells; id++) {
            for (int c = 0; c < cells; c++) {
                distance[id * maxCells + c] = manhattan(id, c);
            }
        }
        for (int c = 0; c < cells; c++) {
            int row = c / boxColumns;
            int column = c % boxColumns;
            for (Direction d : Direction.values()) {
                // the tile that slides in direction d into the blank at c comes from the far side of c
                int fromRow = row - rowStep(d);
                int fromColumn = column - columnStep(d);
                boolean inside = fromRow >= 0 && fromRow < boxRows && fromColumn >= 0 && fromColumn < boxColumns;
                slideFrom[4 * c + d.ordinal()] = inside ? fromRow * boxColumns + fromColumn : -1;
            }
        }
        blank = localBlank;
        windowNodes = 0;
        int bound = h;
        while (bound < k) {
            int next = search(0, bound, h, -1);
            if (next == FOUND) {
                return pathLength;
            }
            if (next == GAVE_UP || next == Integer.MAX_VALUE) {
                return -1;
            }
            bound = next;
        }
        return -1;
    }

    private int pathLength;

    /** The IDA* below the current box: {@code h} the tiles' Manhattan distance. */
    private int search(int g, int bound, int h, int previous) {
        if (h == 0) {
            pathLength = g;
            return FOUND;
        }
        if (++windowNodes > nodeCap) {
            return GAVE_UP;
        }
        nodes++;
        int smallest = Integer.MAX_VALUE;
        int from = blank;
        for (int code = 0; code < 4; code++) {
            if (code == (previous ^ 1)) {
                continue;
            }
            int tileCell = slideFrom[4 * from + code];
            if (tileCell < 0) {
                continue;
            }
            int id = at[tileCell];
            int moved = h - distance[id * maxCells + tileCell] + distance[id * maxCells + from];
            int f = g + 1 + moved;
            if (f > bound) {
                smallest = Math.min(smallest, f);
                continue;
            }
            at[from] = id;
            at[tileCell] = BLANK;
            blank = tileCell;
            path[g] = (byte) code;
            int result = search(g + 1, bound, moved, code);
            at[tileCell] = id;
            at[from] = BLANK;
            blank = from;
            if (result == FOUND || result == GAVE_UP) {
                return result;
            }
            smallest = Math.min(smallest, result);
        }
        return smallest;
    }

    private int manhattan(int a, int b) {
        return Math.abs(a / boxColumns - b / boxColumns) + Math.abs(a % boxColumns - b % boxColumns);
    }

    private static int rowStep(Direction d) {
        return d == Direction.UP ? -1 : d == Direction.DOWN ? 1 : 0;
    }

    private static int columnStep(Direction d) {
        return d == Direction.LEFT ? -1 : d == Direction.RIGHT ? 1 : 0;
    }
}
