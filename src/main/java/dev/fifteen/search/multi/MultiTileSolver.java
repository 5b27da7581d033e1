package dev.fifteen.search.multi;

import dev.fifteen.puzzle.Board;
import dev.fifteen.search.CompactMoves;
import dev.fifteen.search.Deadline;
import dev.fifteen.search.GoalLabels;
import dev.fifteen.search.ParallelRound;
import dev.fifteen.search.SearchThreads;
import dev.fifteen.search.Solution;
import dev.fifteen.search.Solver;
import dev.fifteen.search.Strategy;

import java.util.ArrayList;
import java.util.List;

/**
 * Optimal solutions in the multi-tile metric, where sliding a segment of {@code k} tiles of one row or column at
 * once (the blank travelling {@code k} cells in a straight line) is one move. Iterative-deepening A* (Korf, 1985)
 * over multi-tile moves, bounded by the {@link MultiTileWalkingDistance}, raised where they are ready by the
 * {@link MultiTilePatternTables} (given by a {@link MultiTileTableSource}): the tile tables first, the axis tables
 * only where those do not prune. The board and goal are first turned by the symmetry of the shape that takes the
 * goal's blank to the cell whose set serves its orbit ({@link MultiTilePatternTables#servingSymmetry}), and the
 * answer turned back. A shortest solution never makes two
 * moves in a row along one axis, so the search alternates the axes: each node has {@code columns - 1} or
 * {@code rows - 1} children, and the heuristic knows which axis comes next.
 *
 * <p>The solution is returned slide by slide (one {@link dev.fifteen.puzzle.Move} per tile), as every solver does;
 * its length in the multi-tile metric is {@link dev.fifteen.puzzle.MoveNotation#multiTileLength} of its directions,
 * and {@link Solution#lowerBound()} is in the multi-tile metric.
 *
 * <p>Memory linear in the solution length beside the tables; time exponential in the gap between the heuristic
 * and the distance (about three children a node on the 4 x 4). Preconditions: the goal has the board's shape and
 * the board can reach it.
 */
public final class MultiTileSolver implements Solver {

    /**
     * An iteration that expands more nodes than this makes the following ones parallel, when helpers are idle: the
     * next is typically a few times larger, enough to pay for replaying the frontier.
     */
    static final long PARALLEL_FROM_NODES = 200_000;

    /** The frontier is the shallowest depth with at least this many paths: enough to share out evenly. */
    static final int FRONTIER_PATHS = 1_000;

    private final int maxCells;
    final SearchThreads threads;
    final long parallelFromNodes;
    private final MultiTileTableSource tables;

    /** @param maxCells the largest board, in cells, this solver accepts (at most 64); the walking distance alone */
    public MultiTileSolver(int maxCells) {
        this(maxCells, MultiTileTableSource.none());
    }

    /**
     * @param maxCells the largest board, in cells, this solver accepts (at most 64)
     * @param tables   the pattern tables that strengthen the walking distance where they are ready
     */
    public MultiTileSolver(int maxCells, MultiTileTableSource tables) {
        this(maxCells, SearchThreads.none(), PARALLEL_FROM_NODES, tables);
    }

    /**
     * A solver whose hard iterations may borrow helper threads: parallel IDA* over a fixed frontier, each thread
     * taking the next path from a shared counter, as the single-tile search does (see {@code docs/algorithms.md}).
     *
     * @param maxCells the largest board, in cells, this solver accepts (at most 64)
     * @param threads  the helper threads a search may borrow (shared with the other optimal searches)
     * @param tables   the pattern tables that strengthen the walking distance where they are ready
     */
    public MultiTileSolver(int maxCells, SearchThreads threads, MultiTileTableSource tables) {
        this(maxCells, threads, PARALLEL_FROM_NODES, tables);
    }

    MultiTileSolver(int maxCells, SearchThreads threads, long parallelFromNodes, MultiTileTableSource tables) {
        if (maxCells < 2 || maxCells > 64) {
            throw new IllegalArgumentException("the multi-tile solver handles 2 to 64 cells, not " + maxCells);
        }
        this.maxCells = maxCells;
        this.threads = threads;
        this.parallelFromNodes = parallelFromNodes;
        this.tables = tables;
    }

    @Override
    public Strategy strategy() {
        return Strategy.OPTIMAL;
    }

    @Override
    public boolean supports(int rows, int columns) {
        return (long) rows * columns <= maxCells;
    }

    /** The heuristic's name, as solutions report it. */
    public static String heuristicName() {
        return WALKING_DISTANCE;
    }

    private static final String WALKING_DISTANCE = "multi-tile walking distance";
    private static final String WITH_TABLES = "multi-tile walking distance and axis pattern tables";

    @Override
    public Solution solve(Board board, Board goal, Deadline deadline) {
        long start = System.nanoTime();
        // turned so that the goal's blank lies where the set serving its orbit has it
        int[] map = MultiTilePatternTables.servingSymmetry(board.rows(), board.columns(), goal.blankIndex());
        int[] relabelled = GoalLabels.relabel(board, goal);
        int[] state = new int[relabelled.length];
        for (int cell = 0; cell < state.length; cell++) {
            state[map[cell]] = map[relabelled[cell]];
        }
        int goalBlank = map[goal.blankIndex()];
        MultiTileWalkingDistance heuristic = MultiTileWalkingDistance.of(board.rows(), board.columns(), goalBlank);
        MultiTilePatternTables patternTables = board.size() <= MultiTilePatternTables.MAX_CELLS
                ? tables.tables(board.rows(), board.columns(), goalBlank)
                : null;
        MultiTileSearch search = new MultiTileSearch(heuristic, patternTables, state, goalBlank, deadline, this);
        int[] blankPath = search.run();
        return new Solution(
                CompactMoves.ofBlankPath(board, blankPath, blankPath.length, map),
                true,
                Strategy.OPTIMAL,
                patternTables == null ? WALKING_DISTANCE : WITH_TABLES,
                search.firstBound,
                search.nodes,
                System.nanoTime() - start);
    }

    /** The paths in a new order: path {@code order[i]} comes {@code i}-th ({@link ParallelRound#order}). */
    static List<int[]> reordered(List<int[]> paths, int[] order) {
        List<int[]> ordered = new ArrayList<>(paths.size());
        for (int i : order) {
            ordered.add(paths.get(i));
        }
        return ordered;
    }
}
