package dev.fifteen.search.multi;

import dev.fifteen.puzzle.Board;
import dev.fifteen.puzzle.Direction;
import dev.fifteen.puzzle.Move;
import dev.fifteen.search.Deadline;
import dev.fifteen.search.GoalLabels;
import dev.fifteen.search.SearchCancelledException;
import dev.fifteen.search.SearchProgress;
import dev.fifteen.search.SearchTimeoutException;
import dev.fifteen.search.Solution;
import dev.fifteen.search.Solver;
import dev.fifteen.search.Strategy;

import java.util.ArrayList;
import java.util.List;

/**
 * Optimal solutions in the multi-tile metric, where sliding a segment of {@code k} tiles of one row or column at
 * once (the blank travelling {@code k} cells in a straight line) is one move. Iterative-deepening A* (Korf, 1985)
 * over multi-tile moves, bounded by the {@link MultiTileWalkingDistance}. A shortest solution never makes two
 * moves in a row along one axis, so the search alternates the axes: each node has {@code columns - 1} or
 * {@code rows - 1} children, and the heuristic knows which axis comes next.
 *
 * <p>The solution is returned slide by slide (one {@link Move} per tile), as every solver does; its length in
 * the multi-tile metric is {@link dev.fifteen.puzzle.MoveNotation#multiTileLength} of its directions, and
 * {@link Solution#lowerBound()} is in the multi-tile metric.
 *
 * <p>Memory linear in the solution length beside the tables; time exponential in the gap between the heuristic
 * and the distance (about three children a node on the 4 x 4). Preconditions: the goal has the board's shape and
 * the board can reach it.
 */
public final class MultiTileSolver implements Solver {

    private static final int FOUND = -1;
    private static final int POLL_MASK = (1 << 14) - 1;

    private final int maxCells;

    /** @param maxCells the largest board, in cells, this solver accepts (at most 64) */
    public MultiTileSolver(int maxCells) {
        if (maxCells < 2 || maxCells > 64) {
            throw new IllegalArgumentException("the multi-tile solver handles 2 to 64 cells, not " + maxCells);
        }
        this.maxCells = maxCells;
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
        return "multi-tile walking distance";
    }

    @Override
    public Solution solve(Board board, Board goal, Deadline deadline) {
        long start = System.nanoTime();
        int[] state = GoalLabels.relabel(board, goal);
        int goalBlank = goal.blankIndex();
        MultiTileWalkingDistance heuristic = MultiTileWalkingDistance.of(board.rows(), board.columns(), goalBlank);
        Search search = new Search(heuristic, state, goalBlank, deadline);
        int[] blankPath = search.run();
        List<Move> moves = slides(board, blankPath);
        return new Solution(
                moves,
                true,
                Strategy.OPTIMAL,
                heuristic.name(),
                search.firstBound,
                search.nodes,
                System.nanoTime() - start);
    }

    /** The slides that carry the blank through the cells of {@code blankPath}, one straight run per move. */
    private static List<Move> slides(Board board, int[] blankPath) {
        List<Move> moves = new ArrayList<>();
        Board current = board;
        int columns = board.columns();
        for (int target : blankPath) {
            while (current.blankIndex() != target) {
                int blank = current.blankIndex();
                int next;
                if (target / columns == blank / columns) {
                    next = target > blank ? blank + 1 : blank - 1;
                } else {
                    next = target > blank ? blank + columns : blank - columns;
                }
                Direction tileDirection = Direction.between(next, blank, columns);
                moves.add(new Move(current.tileAt(next), tileDirection));
                current = current.slide(tileDirection);
            }
        }
        return moves;
    }

    /** One search: the board's state and the path, on primitive arrays. */
    private static final class Search {

        private static final int NONE = 0;
        private static final int VERTICAL = 1;
        private static final int HORIZONTAL = 2;

        private final int rows;
        private final int columns;
        private final int[] labelAt;
        private final int blankLabel;
        private final AxisWalkingDistance vertical;
        private final AxisWalkingDistance horizontal;
        private final int[] verticalClass;
        private final int[] horizontalClass;
        private final byte[] verticalDistance;
        private final byte[] horizontalDistance;
        private final int[] verticalStep;
        private final int[] horizontalStep;
        private final int verticalClasses;
        private final int horizontalClasses;
        private final Deadline deadline;
        private final SearchProgress progress;

        private int blank;
        private int startVertical;
        private int startHorizontal;
        private int[] path = new int[64];
        private long nodes;
        private int firstBound;
        private int length;

        Search(MultiTileWalkingDistance heuristic, int[] state, int goalBlank, Deadline deadline) {
            this.rows = heuristic.rows;
            this.columns = heuristic.columns;
            this.labelAt = state.clone();
            this.blankLabel = goalBlank;
            this.vertical = heuristic.vertical;
            this.horizontal = heuristic.horizontal;
            int size = rows * columns;
            verticalClass = new int[size];
            horizontalClass = new int[size];
            for (int label = 0; label < size; label++) {
                verticalClass[label] = vertical.classOfLine[label / columns];
                horizontalClass[label] = horizontal.classOfLine[label % columns];
            }
            verticalDistance = vertical.distance;
            horizontalDistance = horizontal.distance;
            verticalStep = vertical.step;
            horizontalStep = horizontal.step;
            verticalClasses = vertical.classes;
            horizontalClasses = horizontal.classes;
            this.deadline = deadline;
            this.progress = deadline.progress();
            for (int cell = 0; cell < size; cell++) {
                if (labelAt[cell] == blankLabel) {
                    blank = cell;
                }
            }
            startVertical = heuristic.verticalState(state, goalBlank);
            startHorizontal = heuristic.horizontalState(state, goalBlank);
        }

        int[] run() {
            int v = verticalDistance[startVertical];
            int h = horizontalDistance[startHorizontal];
            int bound = Math.min(MultiTileWalkingDistance.bound(v, h), MultiTileWalkingDistance.bound(h, v));
            firstBound = bound;
            progress.lowerBound(bound, 0);
            while (true) {
                if (bound >= path.length) {
                    path = new int[bound * 2];
                }
                int next = search(0, bound, NONE, startVertical, startHorizontal);
                if (next == FOUND) {
                    return pathTo(length);
                }
                bound = next;
                progress.lowerBound(bound, nodes);
            }
        }

        private int[] pathTo(int length) {
            int[] cells = new int[length];
            System.arraycopy(path, 0, cells, 0, length);
            return cells;
        }

        /** The smallest f above the bound in this subtree, or FOUND (the path then holds the solution). */
        private int search(int depth, int bound, int lastAxis, int verticalState, int horizontalState) {
            if ((++nodes & POLL_MASK) == 0) {
                poll(bound);
            }
            if (verticalDistance[verticalState] == 0 && horizontalDistance[horizontalState] == 0 && isGoal()) {
                length = depth;
                return FOUND;
            }
            int least = Integer.MAX_VALUE;
            int hd = horizontalDistance[horizontalState];
            int vd = verticalDistance[verticalState];
            if (lastAxis != VERTICAL) {
                // vertical moves: the blank goes up or down its column, each step lifting a tile by one row
                int row = blank / columns;
                for (int direction = 0; direction < 2; direction++) {
                    int delta = direction == AxisWalkingDistance.TOWARD_LOWER ? -columns : columns;
                    int origin = blank;
                    int state = verticalState;
                    int steps = direction == AxisWalkingDistance.TOWARD_LOWER ? row : rows - 1 - row;
                    for (int k = 1; k <= steps; k++) {
                        int from = blank + delta;
                        int label = labelAt[from];
                        labelAt[blank] = label;
                        labelAt[from] = blankLabel;
                        blank = from;
                        state = verticalStep[(state * 2 + direction) * verticalClasses + verticalClass[label]];
                        int f = depth + 1 + MultiTileWalkingDistance.bound(hd, verticalDistance[state]);
                        if (f <= bound) {
                            path[depth] = blank;
                            int t = search(depth + 1, bound, VERTICAL, state, horizontalState);
                            if (t == FOUND) {
                                return FOUND;
                            }
                            least = Math.min(least, t);
                        } else {
                            least = Math.min(least, f);
                        }
                    }
                    undo(origin, -delta);
                }
            }
            if (lastAxis != HORIZONTAL) {
                int column = blank % columns;
                for (int direction = 0; direction < 2; direction++) {
                    int delta = direction == AxisWalkingDistance.TOWARD_LOWER ? -1 : 1;
                    int origin = blank;
                    int state = horizontalState;
                    int steps = direction == AxisWalkingDistance.TOWARD_LOWER ? column : columns - 1 - column;
                    for (int k = 1; k <= steps; k++) {
                        int from = blank + delta;
                        int label = labelAt[from];
                        labelAt[blank] = label;
                        labelAt[from] = blankLabel;
                        blank = from;
                        state = horizontalStep[(state * 2 + direction) * horizontalClasses + horizontalClass[label]];
                        int f = depth + 1 + MultiTileWalkingDistance.bound(vd, horizontalDistance[state]);
                        if (f <= bound) {
                            path[depth] = blank;
                            int t = search(depth + 1, bound, HORIZONTAL, verticalState, state);
                            if (t == FOUND) {
                                return FOUND;
                            }
                            least = Math.min(least, t);
                        } else {
                            least = Math.min(least, f);
                        }
                    }
                    undo(origin, -delta);
                }
            }
            return least;
        }

        /** Slides the blank back to {@code origin}, one cell of {@code delta} at a time. */
        private void undo(int origin, int delta) {
            while (blank != origin) {
                int from = blank + delta;
                labelAt[blank] = labelAt[from];
                labelAt[from] = blankLabel;
                blank = from;
            }
        }

        private boolean isGoal() {
            for (int cell = 0; cell < labelAt.length; cell++) {
                if (labelAt[cell] != cell) {
                    return false;
                }
            }
            return true;
        }

        private void poll(int bound) {
            progress.nodes(nodes);
            if (deadline.expired()) {
                if (deadline.cancelled()) {
                    throw new SearchCancelledException(
                            bound, nodes, deadline.elapsed().toMillis());
                }
                throw new SearchTimeoutException(
                        bound,
                        nodes,
                        deadline.elapsed().toMillis(),
                        deadline.timeout().toMillis(),
                        "multi-tile walking distance");
            }
        }
    }
}
