package dev.fifteen.search.ida;

import dev.fifteen.puzzle.Board;
import dev.fifteen.puzzle.Direction;
import dev.fifteen.puzzle.Move;
import dev.fifteen.search.Deadline;
import dev.fifteen.search.GoalLabels;
import dev.fifteen.search.Grid;
import dev.fifteen.search.Heuristic;
import dev.fifteen.search.ManhattanDistance;
import dev.fifteen.search.SearchCancelledException;
import dev.fifteen.search.SearchProgress;
import dev.fifteen.search.SearchTimeoutException;
import dev.fifteen.search.Solution;
import dev.fifteen.search.Solver;
import dev.fifteen.search.Strategy;
import dev.fifteen.search.pdb.PatternDatabaseCatalog;

import java.util.ArrayList;
import java.util.List;

/**
 * Iterative-deepening A* (Korf, "Depth-first iterative-deepening: an optimal admissible tree search", Artificial
 * Intelligence 27, 1985): depth-first searches bounded by {@code f = g + h}, each bound the smallest {@code f} that
 * exceeded the previous one. With an admissible heuristic the first solution found is a shortest one; memory is
 * linear in the solution length; time is dominated by the last iterations, so it depends on the heuristic's
 * strength (pattern databases from {@link PatternDatabaseCatalog}).
 *
 * <p>The loop works on primitive state (cell of every tile, tile of every cell, the blank's cell), updates the
 * heuristic incrementally (skipping the mirrored lookup when the direct one already prunes), allocates nothing,
 * and never moves the blank straight back where it came from. Since
 * every slide moves the blank one cell, a solution's length has the parity of the blank's distance to its goal
 * cell, so bounds of the other parity are skipped.
 *
 * <p>With a weight {@code w > 1} the bound is on {@code g + w h}: solutions are found much faster, at most about
 * {@code w} times too long, and not proven optimal; that variant serves as a fast strategy for small shapes.
 *
 * <p>Preconditions: the goal has the board's shape and the board can reach it (the request boundary and the
 * planner decide both before any search; an unreachable goal would run to the deadline).
 */
public final class IdaStarSolver implements Solver {

    private static final int FOUND = -1;

    private final PatternDatabaseCatalog catalog;
    private final int weight;
    private final int maxCells;

    /**
     * @param catalog  where the heuristics come from
     * @param weight   1 for optimal solutions, more for faster, longer ones
     * @param maxCells the largest board (in cells) this solver accepts
     */
    public IdaStarSolver(PatternDatabaseCatalog catalog, int weight, int maxCells) {
        if (weight < 1) {
            throw new IllegalArgumentException("the weight must be at least 1, not " + weight);
        }
        this.catalog = catalog;
        this.weight = weight;
        this.maxCells = maxCells;
    }

    /** The optimal solver for boards of at most {@code maxCells} cells. */
    public static IdaStarSolver optimal(PatternDatabaseCatalog catalog, int maxCells) {
        return new IdaStarSolver(catalog, 1, maxCells);
    }

    @Override
    public Strategy strategy() {
        return weight == 1 ? Strategy.OPTIMAL : Strategy.FAST;
    }

    @Override
    public boolean supports(int rows, int columns) {
        return (long) rows * columns <= maxCells;
    }

    @Override
    public Solution solve(Board board, Board goal, Deadline deadline) {
        int rows = board.rows();
        int columns = board.columns();
        int[] state = GoalLabels.relabel(board, goal);
        int goalBlank = goal.blankIndex();
        PatternDatabaseCatalog.Choice choice = catalog.choose(rows, columns, goalBlank, deadline);
        if (choice == null) {
            ManhattanDistance fallback = new ManhattanDistance(rows, columns, goalBlank);
            throw new SearchTimeoutException(fallback.estimate(state), 0, deadline.elapsed().toMillis(),
                    deadline.timeout().toMillis(), fallback.name() + " (pattern databases still being built)");
        }
        int[] map = choice.cellMap();
        int[] oriented = new int[state.length];
        for (int cell = 0; cell < state.length; cell++) {
            oriented[map[cell]] = map[state[cell]];
        }
        Search search = new Search(new Grid(rows, columns), oriented, map[goalBlank], choice.heuristic(), weight,
                deadline);
        int[] inverse = new int[map.length];
        for (int cell = 0; cell < map.length; cell++) {
            inverse[map[cell]] = cell;
        }
        int length;
        try {
            length = search.run();
        } catch (Stopped stopped) {
            if (deadline.cancelled()) {
                throw new SearchCancelledException(weight == 1 ? search.bound : search.startEstimate, search.nodes,
                        deadline.elapsed().toMillis());
            }
            throw new SearchTimeoutException(weight == 1 ? search.bound : search.startEstimate, search.nodes,
                    deadline.elapsed().toMillis(), deadline.timeout().toMillis(), choice.heuristic().name());
        }
        List<Move> moves = new ArrayList<>(length);
        int blank = board.blankIndex();
        Board current = board;
        for (int i = 0; i < length; i++) {
            int next = inverse[search.path[i]];
            Direction direction = Direction.between(next, blank, columns);
            moves.add(new Move(current.tileAt(next), direction));
            current = current.slide(direction);
            blank = next;
        }
        String name = weight == 1 ? choice.heuristic().name() : choice.heuristic().name() + ", weight " + weight;
        return new Solution(moves, weight == 1, strategy(), name, search.startEstimate, search.nodes,
                deadline.elapsed().toNanos());
    }

    /** Thrown inside the search when the deadline passes; carries no stack trace. */
    private static final class Stopped extends RuntimeException {
        Stopped() {
            super(null, null, false, false);
        }
    }

    /** One search: the mutable state of the depth-first iterations. */
    private static final class Search {

        private final int[][] neighbours;
        private final int[] tileAt;
        private final int[] positionOf;
        private final int blankLabel;
        private final Heuristic.Evaluator evaluator;
        private final int weight;
        private final Deadline deadline;
        private final SearchProgress progress;
        private final int parity;
        private int blank;
        int[] path = new int[256];
        long nodes;
        int bound;
        int startEstimate;

        Search(Grid grid, int[] state, int goalBlank, Heuristic heuristic, int weight, Deadline deadline) {
            this.neighbours = grid.neighbours;
            this.tileAt = state;
            this.positionOf = GoalLabels.positions(state);
            this.blankLabel = goalBlank;
            this.blank = positionOf[goalBlank];
            this.evaluator = heuristic.evaluator();
            this.weight = weight;
            this.deadline = deadline;
            this.progress = deadline.progress();
            this.parity = grid.manhattan(blank, goalBlank) & 1;
        }

        /** Runs the iterations; returns the solution length, the path in {@link #path}. */
        int run() {
            int h = evaluator.reset(positionOf);
            startEstimate = h;
            if (h == 0) {
                return 0;
            }
            bound = weight * h;
            while (true) {
                if (weight == 1 && (bound & 1) != parity) {
                    bound++;
                }
                if (weight == 1) {
                    // no solution is shorter than the threshold of an iteration about to run
                    progress.lowerBound(bound, nodes);
                }
                if (path.length < bound + 2) {
                    path = new int[bound * 2 + 2];
                }
                int result = depthFirst(0, -1);
                if (result < 0) {
                    return -result - 1;
                }
                if (result == Integer.MAX_VALUE) {
                    throw new IllegalStateException("the goal cannot be reached from this board");
                }
                bound = result;
            }
        }

        /** Every 16,384 nodes: stop at the deadline, a cancellation or an interrupt; report the nodes. */
        private void poll() {
            if (deadline.expired() || Thread.currentThread().isInterrupted()) {
                throw new Stopped();
            }
            progress.nodes(nodes);
        }

        /**
         * Searches below the current node at depth {@code g}. Returns {@code -(length + 1)} when a solution is
         * found, else the smallest f beyond the bound.
         */
        private int depthFirst(int g, int previous) {
            if ((++nodes & 0x3FFF) == 0) {
                poll();
            }
            int from = blank;
            int[] around = neighbours[from];
            int smallest = Integer.MAX_VALUE;
            for (int i = 0; i < around.length; i++) {
                int cell = around[i];
                if (cell == previous) {
                    continue;
                }
                int label = tileAt[cell];
                tileAt[from] = label;
                positionOf[label] = from;
                tileAt[cell] = blankLabel;
                positionOf[blankLabel] = cell;
                blank = cell;
                // any estimate above this limit prunes the child, so the evaluator may stop early
                int h = evaluator.moved(label, cell, from, (bound - g - 1) / weight);
                int f = g + 1 + weight * h;
                int result;
                if (f > bound) {
                    result = f;
                } else if (h == 0) {
                    path[g] = cell;
                    result = -(g + 2);
                } else {
                    path[g] = cell;
                    result = depthFirst(g + 1, from);
                }
                evaluator.undo(label, cell, from);
                tileAt[cell] = label;
                positionOf[label] = cell;
                tileAt[from] = blankLabel;
                positionOf[blankLabel] = from;
                blank = from;
                if (result < 0) {
                    return result;
                }
                if (result < smallest) {
                    smallest = result;
                }
            }
            return smallest;
        }
    }
}
