package dev.fifteen.search.multi;

import dev.fifteen.search.Deadline;
import dev.fifteen.search.ParallelRound;
import dev.fifteen.search.SearchCancelledException;
import dev.fifteen.search.SearchProgress;
import dev.fifteen.search.SearchStopped;
import dev.fifteen.search.SearchTimeoutException;

import java.util.ArrayList;
import java.util.List;

/**
 * One search of {@link MultiTileSolver}: the board's state and the path, on primitive arrays; {@link #search} is the
 * multi-tile kernel, specialised for the axis tables (no virtual call, no allocation per node).
 */
final class MultiTileSearch {

    private static final int FOUND = -1;
    private static final int POLL_MASK = (1 << 14) - 1;

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

    private final MultiTileWalkingDistance heuristic;
    /** The axis tables, or {@code null}: then the walking distance alone. */
    private final MultiTilePatternTables tables;
    /** The cells of each goal row's tiles and each goal column's; the blank's label goes to the last slot. */
    private final int[] rowMasks;

    private final int[] columnMasks;
    /** The cell of each label, for the tile tables. */
    private final int[] cellOf;
    /** The reads of the tile tables ({@link MultiTilePatternTables#tileReads}), 0 without tables. */
    private final int reads;
    /** The largest value of each read. */
    private final int[] readMost;
    /**
     * Per depth of the path, a bound from above on each read's value: the value itself where it was read, else one
     * more than the parent's bound (a move changes a table's value by at most 1). A read that cannot exceed the
     * child's budget is not made.
     */
    private int[] readUpper = new int[0];
    /** Per depth, a bound from below on the tile tables' maximum (the reads made, the parent's bound less one). */
    private int[] tileLow = new int[0];

    private final int[] rowSlot;
    private final int[] columnSlot;
    private final int[] startLabels;
    private final int startBlank;
    private final MultiTileSolver solver;

    private int blank;
    private int startVertical;
    private int startHorizontal;
    private int startV;
    private int startH;
    private int[] path = new int[64];
    long nodes;
    int firstBound;
    private int length;

    /** Set while this search works on a parallel iteration; read at every poll. */
    private ParallelRound<MultiTileSearch> shared;

    /** Whether this search is a helper of the caller's: then it does not report its nodes. */
    private boolean helper;

    private List<int[]> frontier;
    /** The smallest estimate of a node entered below the frontier path being searched. */
    private int closest;

    private MultiTileSearch[] helperSearches;

    MultiTileSearch(
            MultiTileWalkingDistance heuristic,
            MultiTilePatternTables tables,
            int[] state,
            int goalBlank,
            Deadline deadline,
            MultiTileSolver solver) {
        this.heuristic = heuristic;
        this.tables = tables;
        this.solver = solver;
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
        rowSlot = new int[size];
        columnSlot = new int[size];
        for (int label = 0; label < size; label++) {
            rowSlot[label] = label == goalBlank ? rows : label / columns;
            columnSlot[label] = label == goalBlank ? columns : label % columns;
        }
        cellOf = new int[size];
        for (int cell = 0; cell < size; cell++) {
            cellOf[labelAt[cell]] = cell;
        }
        rowMasks = MultiTilePatternTables.lineMasks(state, goalBlank, rows, columns, true);
        columnMasks = MultiTilePatternTables.lineMasks(state, goalBlank, columns, columns, false);
        startVertical = heuristic.verticalState(state, goalBlank);
        startHorizontal = heuristic.horizontalState(state, goalBlank);
        startLabels = labelAt.clone();
        startBlank = blank;
        reads = tables == null ? 0 : tables.tileReads();
        readMost = new int[reads];
        for (int read = 0; read < reads; read++) {
            readMost[read] = tables.tileReadMax(read);
        }
    }

    /** Room for a path of {@code depth} moves, the tile reads' bounds of each depth with it. */
    private void room(int depth) {
        if (depth >= path.length) {
            path = new int[depth * 2];
        }
        if (tileLow.length < path.length + 1) {
            readUpper = new int[(path.length + 1) * reads];
            tileLow = new int[path.length + 1];
        }
    }

    /** Reads every tile table at {@code depth} of the path: the bounds the children's reads start from. */
    private void readTiles(int depth) {
        int low = 0;
        for (int read = 0; read < reads; read++) {
            int value = tables.tileRead(read, cellOf, blank, TilePatternDatabase.EITHER_FIRST);
            readUpper[depth * reads + read] = value;
            low = Math.max(low, value);
        }
        tileLow[depth] = low;
    }

    /**
     * The tile tables' bound at {@code child} of the path (the blank just moved there from its parent), where
     * more than {@code budget} prunes and the next move must go along the axis {@code first} names (see
     * {@link TilePatternDatabase#value(int[], int, int)}): reads only the tables whose bound from above, with the
     * one that axis may add, exceeds the budget, and returns the largest value read at the first that exceeds it,
     * else a bound from below.
     */
    private int tileBound(int child, int budget, int first) {
        int[] upper = readUpper;
        int from = (child - 1) * reads;
        int to = from + reads;
        int read = 0;
        for (int r = 0; r < reads; r++) {
            int most = Math.min(upper[from + r] + 1, readMost[r]);
            if (most + 1 > budget) {
                int value = tables.tileRead(r, cellOf, blank, first);
                read = Math.max(read, value);
                if (value > budget) {
                    return read;
                }
                most = value;
            }
            upper[to + r] = most;
        }
        int low = Math.max(read, tileLow[child - 1] - 1);
        tileLow[child] = low;
        return low;
    }

    /** The bound on vertical moves here: the walking distance's {@code walking}, or the tables' if higher. */
    private int verticalBound(int walking) {
        return tables == null ? walking : Math.max(walking, tables.vertical(rowMasks, blank));
    }

    private int horizontalBound(int walking) {
        return tables == null ? walking : Math.max(walking, tables.horizontal(columnMasks, blank));
    }

    /**
     * Moves the tile on {@code from}, a neighbour of the blank, onto the blank, keeping the goal lines' cell
     * sets; returns its label.
     */
    private int shift(int from) {
        int label = labelAt[from];
        labelAt[blank] = label;
        labelAt[from] = blankLabel;
        // boards of more than 32 cells have no tables: their masks are never read
        int bits = (1 << from) | (1 << blank);
        rowMasks[rowSlot[label]] ^= bits;
        columnMasks[columnSlot[label]] ^= bits;
        cellOf[label] = blank;
        cellOf[blankLabel] = from;
        blank = from;
        return label;
    }

    int[] run() {
        int v = verticalBound(verticalDistance[startVertical]);
        int h = horizontalBound(horizontalDistance[startHorizontal]);
        startV = v;
        startH = h;
        int bound = Math.min(MultiTileWalkingDistance.bound(v, h), MultiTileWalkingDistance.bound(h, v));
        if (tables != null) {
            bound = Math.max(bound, tables.tiles(cellOf, blank, Integer.MAX_VALUE));
        }
        firstBound = bound;
        progress.lowerBound(bound, 0);
        long lastIteration = 0;
        while (true) {
            room(bound);
            long before = nodes;
            int next;
            if (solver.threads.parallelism() > 1 && lastIteration >= solver.parallelFromNodes && parallelReady(bound)) {
                next = parallelIteration(bound);
            } else {
                readTiles(0);
                next = search(0, bound, NONE, startVertical, startHorizontal, startV, startH);
            }
            lastIteration = nodes - before;
            if (next == FOUND) {
                return pathTo(length);
            }
            bound = next;
            progress.lowerBound(bound, nodes);
        }
    }

    /**
     * Builds the frontier once: every alternating path of the shallowest depth that has at least
     * {@link MultiTileSolver#FRONTIER_PATHS} of them. A parallel iteration needs a bound beyond it (a shorter solution
     * was found by the sequential iterations before).
     */
    private boolean parallelReady(int bound) {
        if (frontier == null) {
            for (int depth = 1; ; depth++) {
                List<int[]> paths = new ArrayList<>();
                collect(0, depth, NONE, new int[depth], paths);
                if (paths.size() >= MultiTileSolver.FRONTIER_PATHS || depth >= 8) {
                    frontier = paths;
                    break;
                }
            }
        }
        return !frontier.isEmpty() && bound > frontier.get(0).length + 1;
    }

    /** Every alternating path of {@code depth} moves from here, as the blank's cell after each move. */
    private void collect(int at, int depth, int lastAxis, int[] cells, List<int[]> paths) {
        if (at == depth) {
            paths.add(cells.clone());
            return;
        }
        int row = blank / columns;
        int column = blank % columns;
        for (int target = 0; target < rows * columns; target++) {
            boolean vertical = target % columns == column && target != blank;
            boolean horizontal = target / columns == row && target != blank;
            if ((vertical && lastAxis != VERTICAL) || (horizontal && lastAxis != HORIZONTAL)) {
                int origin = blank;
                slideTo(target);
                cells[at] = target;
                collect(at + 1, depth, vertical ? VERTICAL : HORIZONTAL, cells, paths);
                slideTo(origin);
            }
        }
    }

    /** Carries the blank to {@code target} in its row or column, one cell at a time (no heuristic). */
    private void slideTo(int target) {
        int delta = target / columns == blank / columns
                ? Integer.signum(target - blank)
                : (target > blank ? columns : -columns);
        while (blank != target) {
            shift(blank + delta);
        }
    }

    /**
     * One iteration shared with idle helpers, as a {@link ParallelRound}: each thread takes the next frontier
     * path, replays it (a prefix over the bound is pruned where the sequential search would prune it) and
     * searches below it. The round waits for its helpers, so no helper outlives the iteration.
     */
    private int parallelIteration(int bound) {
        if (helperSearches == null) {
            helperSearches = new MultiTileSearch[solver.threads.parallelism() - 1];
            for (int h = 0; h < helperSearches.length; h++) {
                helperSearches[h] = new MultiTileSearch(heuristic, tables, startLabels, blankLabel, deadline, solver);
                helperSearches[h].helper = true;
            }
        }
        for (MultiTileSearch helper : helperSearches) {
            helper.room(path.length - 1);
        }
        List<int[]> paths = frontier;
        ParallelRound<MultiTileSearch> round = new ParallelRound<>(paths.size());
        try {
            round.run(solver.threads, this, helperSearches, (search, r) -> search.work(r, paths, bound));
        } finally {
            for (MultiTileSearch helper : helperSearches) {
                nodes += helper.nodes;
                helper.nodes = 0;
            }
        }
        if (round.failure() != null) {
            poll(bound);
            round.rethrowFailure();
        }
        MultiTileSearch winner = round.winner();
        if (winner != null) {
            length = winner.length;
            if (winner != this) {
                System.arraycopy(winner.path, 0, path, 0, length);
            }
            return FOUND;
        }
        frontier = MultiTileSolver.reordered(paths, round.order());
        return round.nextBound();
    }

    /** Takes frontier paths until none is left or the round stops. */
    private void work(ParallelRound<MultiTileSearch> round, List<int[]> paths, int bound) {
        shared = round;
        try {
            for (int index = round.next(); index != ParallelRound.NONE; index = round.next()) {
                long before = nodes;
                closest = Integer.MAX_VALUE;
                int t = explore(paths.get(index), bound);
                round.searched(index, closest, nodes - before);
                if (t == FOUND) {
                    round.found(this);
                    return;
                }
                round.exceeded(t);
            }
        } catch (SearchStopped stopped) {
            // another thread found the solution or failed
        } finally {
            shared = null;
            resetToStart();
        }
    }

    /** Replays one frontier path from the start, then searches below it; back at the start on return. */
    private int explore(int[] cells, int bound) {
        resetToStart();
        int verticalState = startVertical;
        int horizontalState = startHorizontal;
        int lastAxis = NONE;
        int v = startV;
        int h = startH;
        for (int i = 0; i < cells.length; i++) {
            int target = cells[i];
            boolean vertical = target % columns == blank % columns;
            if (vertical) {
                int direction = target < blank ? AxisWalkingDistance.TOWARD_LOWER : AxisWalkingDistance.TOWARD_HIGHER;
                int delta = target < blank ? -columns : columns;
                while (blank != target) {
                    int label = shift(blank + delta);
                    verticalState =
                            verticalStep[(verticalState * 2 + direction) * verticalClasses + verticalClass[label]];
                }
            } else {
                int direction = target < blank ? AxisWalkingDistance.TOWARD_LOWER : AxisWalkingDistance.TOWARD_HIGHER;
                int delta = target < blank ? -1 : 1;
                while (blank != target) {
                    int label = shift(blank + delta);
                    horizontalState = horizontalStep[
                            (horizontalState * 2 + direction) * horizontalClasses + horizontalClass[label]];
                }
            }
            path[i] = target;
            v = verticalBound(verticalDistance[verticalState]);
            h = horizontalBound(horizontalDistance[horizontalState]);
            int f = i + 1 + (vertical ? MultiTileWalkingDistance.bound(h, v) : MultiTileWalkingDistance.bound(v, h));
            if (f <= bound && tables != null) {
                f = Math.max(f, i + 1 + tables.tiles(cellOf, blank, bound - i));
            }
            if (f > bound) {
                return f;
            }
            lastAxis = vertical ? VERTICAL : HORIZONTAL;
        }
        readTiles(cells.length);
        return search(cells.length, bound, lastAxis, verticalState, horizontalState, v, h);
    }

    private void resetToStart() {
        System.arraycopy(startLabels, 0, labelAt, 0, labelAt.length);
        for (int cell = 0; cell < labelAt.length; cell++) {
            cellOf[labelAt[cell]] = cell;
        }
        blank = startBlank;
        int[] rows0 = MultiTilePatternTables.lineMasks(startLabels, blankLabel, rows, columns, true);
        int[] columns0 = MultiTilePatternTables.lineMasks(startLabels, blankLabel, columns, columns, false);
        System.arraycopy(rows0, 0, rowMasks, 0, rowMasks.length);
        System.arraycopy(columns0, 0, columnMasks, 0, columnMasks.length);
    }

    private int[] pathTo(int length) {
        int[] cells = new int[length];
        System.arraycopy(path, 0, cells, 0, length);
        return cells;
    }

    /** The smallest f above the bound in this subtree, or FOUND (the path then holds the solution). */
    private int search(int depth, int bound, int lastAxis, int verticalState, int horizontalState, int vd, int hd) {
        if ((++nodes & POLL_MASK) == 0) {
            poll(bound);
        }
        if (vd == 0 && hd == 0 && isGoal()) {
            length = depth;
            return FOUND;
        }
        int least = Integer.MAX_VALUE;
        for (int axis = VERTICAL; axis <= HORIZONTAL; axis++) {
            if (axis == lastAxis) {
                continue;
            }
            // the blank goes along its column (each step lifting a tile by one row) or along its row
            boolean alongColumn = axis == VERTICAL;
            int stride = alongColumn ? columns : 1;
            int at = alongColumn ? blank / columns : blank % columns;
            int last = (alongColumn ? rows : columns) - 1;
            int[] step = alongColumn ? verticalStep : horizontalStep;
            int classes = alongColumn ? verticalClasses : horizontalClasses;
            int[] classOf = alongColumn ? verticalClass : horizontalClass;
            byte[] distance = alongColumn ? verticalDistance : horizontalDistance;
            int[] masks = alongColumn ? rowMasks : columnMasks;
            // the child's next move goes along the other axis
            int first = alongColumn ? TilePatternDatabase.NOT_HORIZONTAL_FIRST : TilePatternDatabase.NOT_VERTICAL_FIRST;
            int other = alongColumn ? hd : vd;
            for (int direction = 0; direction < 2; direction++) {
                boolean lower = direction == AxisWalkingDistance.TOWARD_LOWER;
                int delta = lower ? -stride : stride;
                int origin = blank;
                int state = alongColumn ? verticalState : horizontalState;
                int steps = lower ? at : last - at;
                for (int k = 1; k <= steps; k++) {
                    int label = shift(blank + delta);
                    state = step[(state * 2 + direction) * classes + classOf[label]];
                    // the tables are read only where the walking distance alone does not prune
                    int d = distance[state];
                    int f = depth + 1 + MultiTileWalkingDistance.bound(other, d);
                    if (f <= bound && tables != null) {
                        // the tile tables first (they prune most), then the axis tables: a table that reaches
                        // (bound - depth - 1) / 2 + 1 prunes, and the others are not read
                        f = Math.max(f, depth + 1 + tileBound(depth + 1, bound - depth - 1, first));
                        if (f <= bound) {
                            int enough = ((bound - depth - 1) >> 1) + 1;
                            d = Math.max(
                                    d,
                                    alongColumn
                                            ? tables.vertical(masks, blank, enough)
                                            : tables.horizontal(masks, blank, enough));
                            f = Math.max(f, depth + 1 + MultiTileWalkingDistance.bound(other, d));
                        }
                    }
                    if (f <= bound) {
                        path[depth] = blank;
                        if (f - depth - 1 < closest) {
                            closest = f - depth - 1;
                        }
                        int t = alongColumn
                                ? search(depth + 1, bound, VERTICAL, state, horizontalState, d, hd)
                                : search(depth + 1, bound, HORIZONTAL, verticalState, state, vd, d);
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
            shift(blank + delta);
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
        ParallelRound<MultiTileSearch> round = shared;
        if (round != null && round.stopped()) {
            throw SearchStopped.SIGNAL;
        }
        if (!helper) {
            progress.nodes(nodes);
        }
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
