package dev.fifteen.search.anytime;

import dev.fifteen.search.Deadline;
import dev.fifteen.search.Grid;
import dev.fifteen.search.pdb.PatternDatabaseCatalog.Choice;

import java.util.Arrays;

/**
 * Windowed re-optimisation of a solution: the part between two boards on its way, {@code s_i} and {@code s_j}, is
 * replaced by a shorter one when a search finds it. The goal-cell tables serve a search toward any board whose blank
 * is in a corner, once the tiles are named by their cells on that board (as {@link dev.fifteen.search.GoalLabels}
 * names them by their goal cells); so the search aims at {@code s_j} with its blank walked to the nearest corner
 * ({@code p} moves), and a path found shorter than {@code j - i - p} moves, followed by the walk back, shortens the
 * solution. Windows end at the goal and at the boards whose blank is within {@value #MAX_WALK} moves of a corner;
 * each search is IDA* bounded by its window's length and by a node cap.
 *
 * <p>Memory: the boards along the solution, one int a cell each, and one search's path arrays at a time.
 */
final class PathWindows {

    /** The longest walk of the blank to a corner at the end of a window. */
    static final int MAX_WALK = 2;

    private final Grid grid;
    private final int[] start;
    private final ReadyTables tables;
    private final Deadline deadline;
    private long nodes;

    /**
     * @param grid     the shape
     * @param start    the start board, {@code start[cell]} the tile there (0 the blank)
     * @param tables   the tables, asked for each corner
     * @param deadline when to stop
     */
    PathWindows(Grid grid, int[] start, ReadyTables tables, Deadline deadline) {
        this.grid = grid;
        this.start = start.clone();
        this.tables = tables;
        this.deadline = deadline;
    }

    long nodes() {
        return nodes;
    }

    /**
     * One pass of windows of at most {@code width} moves over the solution, from its end to its start, each search
     * capped at {@code nodeCap} nodes.
     *
     * @param cells the blank's cells after the start, the solution
     * @return the shorter solution, or {@code cells} itself when no window could be shortened
     */
    int[] improve(int[] cells, int width, long nodeCap) {
        int[] path = cells;
        int j = path.length;
        while (j > 0 && !deadline.expired()) {
            int[][] boards = boards(path);
            int[] target = boards[j];
            int blank = position(target, 0);
            int corner = nearestCorner(blank);
            int[] walk = walk(blank, corner);
            int i = Math.max(0, j - width);
            int budget = j - i - walk.length;
            if (walk.length <= MAX_WALK && budget > 0) {
                int[] shorter = shorten(boards[i], target, walk, corner, budget, nodeCap);
                if (shorter != null) {
                    int[] spliced = new int[i + shorter.length + path.length - j];
                    System.arraycopy(path, 0, spliced, 0, i);
                    System.arraycopy(shorter, 0, spliced, i, shorter.length);
                    System.arraycopy(path, j, spliced, i + shorter.length, path.length - j);
                    path = spliced;
                    j = i + shorter.length;
                }
            }
            j--;
        }
        return path;
    }

    /**
     * A path of the blank from {@code from} to {@code target} shorter than {@code budget + walk.length} moves, or
     * {@code null}: a search toward {@code target} with its blank walked to {@code corner}, then the walk back.
     */
    private int[] shorten(int[] from, int[] target, int[] walk, int corner, int budget, long nodeCap) {
        Choice choice = tables.choose(grid.rows, grid.columns, corner, deadline);
        if (choice == null) {
            return null;
        }
        int[] aim = target.clone();
        int blank = position(aim, 0);
        for (int cell : walk) {
            aim[blank] = aim[cell];
            aim[cell] = 0;
            blank = cell;
        }
        int[] cellOf = new int[grid.size];
        for (int cell = 0; cell < grid.size; cell++) {
            cellOf[aim[cell]] = cell;
        }
        int[] map = choice.cellMap();
        int[] state = new int[grid.size];
        for (int cell = 0; cell < grid.size; cell++) {
            state[map[cell]] = map[cellOf[from[cell]]];
        }
        int[][] found = {null};
        AnytimeWeightedIdaStar search = new AnytimeWeightedIdaStar(
                choice.grid(grid.rows, grid.columns),
                state,
                choice.heuristic(),
                map[corner],
                budget,
                deadline,
                (cells, length, weight) -> found[0] = cells);
        search.limitNodes(nodeCap);
        search.run(AnytimeWeightedIdaStar.SCALE);
        nodes += search.nodes();
        if (found[0] == null) {
            return null;
        }
        int[] boardCell = new int[grid.size];
        for (int cell = 0; cell < grid.size; cell++) {
            boardCell[map[cell]] = cell;
        }
        int[] shorter = new int[found[0].length + walk.length];
        for (int k = 0; k < found[0].length; k++) {
            shorter[k] = boardCell[found[0][k]];
        }
        // the walk back: the blank retraces the walk's cells to where it was on the target
        for (int k = 0; k < walk.length; k++) {
            shorter[found[0].length + k] = k + 1 < walk.length ? walk[walk.length - 2 - k] : position(target, 0);
        }
        return shorter;
    }

    /** The boards along the solution, the start first. */
    private int[][] boards(int[] cells) {
        int[][] boards = new int[cells.length + 1][];
        int[] board = start.clone();
        int blank = position(board, 0);
        boards[0] = board.clone();
        for (int k = 0; k < cells.length; k++) {
            board[blank] = board[cells[k]];
            board[cells[k]] = 0;
            blank = cells[k];
            boards[k + 1] = board.clone();
        }
        return boards;
    }

    private int nearestCorner(int cell) {
        int[] corners = {0, grid.columns - 1, grid.size - grid.columns, grid.size - 1};
        int nearest = corners[0];
        for (int corner : corners) {
            if (grid.manhattan(cell, corner) < grid.manhattan(cell, nearest)) {
                nearest = corner;
            }
        }
        return nearest;
    }

    /** The blank's cells from {@code from} (excluded) to {@code to}: along the column, then along the row. */
    private int[] walk(int from, int to) {
        int[] cells = new int[grid.manhattan(from, to)];
        int cell = from;
        int k = 0;
        while (grid.row(cell) != grid.row(to)) {
            cell += grid.row(cell) < grid.row(to) ? grid.columns : -grid.columns;
            cells[k++] = cell;
        }
        while (cell != to) {
            cell += cell < to ? 1 : -1;
            cells[k++] = cell;
        }
        return cells;
    }

    private static int position(int[] board, int tile) {
        for (int cell = 0; cell < board.length; cell++) {
            if (board[cell] == tile) {
                return cell;
            }
        }
        throw new IllegalArgumentException("no tile " + tile + " on " + Arrays.toString(board));
    }
}
