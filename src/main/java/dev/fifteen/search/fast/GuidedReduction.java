package dev.fifteen.search.fast;

import dev.fifteen.puzzle.Direction;

import java.util.function.BooleanSupplier;

/**
 * The line-by-line reduction of {@link ParberryReduction}, with the blank's paths chosen to serve more than the tile it
 * moves: every walk of the blank is the cheapest path by Dijkstra's algorithm in a box around its ends, where a slide
 * costs {@value #SLIDE_COST} less the weight of the tile it displaces for the cell that tile comes nearer its goal
 * (plus the weight when it goes farther), never below zero. A tile's weight falls with its distance from the unsolved
 * region's first row and column (those solved next), as given by {@code layerWeight}, so the walks push the next tiles
 * toward their cells instead of away, and a detour that does costs nothing. Each step of the tile being moved goes
 * along the axis whose walk of the blank plus the tile's estimated rest of the way is cheaper. A walk that cannot
 * leave its box (locked cells in the way) searches the whole region. Ties are broken by a seeded generator, so runs
 * with different seeds give different answers.
 *
 * <p>Cost: O(rows * columns * (rows + columns)) slides, each walk O(box area * log) time, O(rows * columns) memory,
 * no allocation per slide. Precondition: the board is solvable toward the standard goal (checked by the caller).
 */
final class GuidedReduction {

    private static final int INFINITE = Integer.MAX_VALUE;

    private final int originalColumns;
    private int rows;
    private int columns;
    /** {@link Direction#tileOffsets} of the current orientation, indexed by direction code. */
    private int[] tileOffset;

    private int[] cells;
    private int[] position;
    private boolean[] locked;
    private int[] spareCells;
    private boolean[] spareLocked;
    private int blank;
    private boolean transposed;
    private int top;
    private int left;
    private final MoveBuffer moves;

    private final int[] visited;
    private final int[] parent;
    private final int[] queue;
    private int visitStamp;

    /** The cost of one slide in the walks' units; a tile's weight per cell is at most this much less. */
    static final int SLIDE_COST = 16;

    /** How far a walk may stray outside the box of its ends. */
    private static final int MARGIN = 2;

    private final int[] layerWeight;
    private final BooleanSupplier stop;
    private final java.util.SplittableRandom random;
    private static final long CELL_MASK = (1L << 24) - 1;

    private final int[] cost;
    private final int[] closed;
    private final long[] heap;
    /** The goal row and column of each tile in the original orientation. */
    private final int[] goalRow;

    private final int[] goalColumn;

    private final int[] windowCell = new int[12];
    private final int[] windowParent = new int[12 * 12 * 12];
    private final int[] windowQueue = new int[12 * 12 * 12];

    /**
     * @param rows    board rows
     * @param columns board columns
     * @param labels  cells in reading order, tile {@code t} belonging at index {@code t - 1} of the standard goal
     */
    /**
     * @param layerWeight the weight of a tile a cell, by its layer (cells from the region's first row or column
     *                    to its goal); layers past the end weigh nothing
     * @param seed        the seed of the ties' generator
     * @param stop        polled once a tile: true ends the run without an answer
     */
    GuidedReduction(int rows, int columns, int[] labels, int[] layerWeight, long seed, BooleanSupplier stop) {
        this.originalColumns = columns;
        this.rows = rows;
        this.columns = columns;
        this.tileOffset = Direction.tileOffsets(columns);
        int n = rows * columns;
        this.cells = labels.clone();
        this.position = new int[n];
        this.locked = new boolean[n];
        this.spareCells = new int[n];
        this.spareLocked = new boolean[n];
        for (int i = 0; i < n; i++) {
            position[cells[i]] = i;
        }
        this.blank = position[0];
        this.visited = new int[n];
        this.parent = new int[n];
        this.queue = new int[n];
        this.moves = new MoveBuffer(4 * n * (rows + columns));
        this.layerWeight = layerWeight.clone();
        this.stop = stop;
        this.random = new java.util.SplittableRandom(seed);
        this.cost = new int[n];
        this.closed = new int[n];
        this.heap = new long[4 * n + 4];
        this.goalRow = new int[n];
        this.goalColumn = new int[n];
        for (int tile = 1; tile < n; tile++) {
            goalRow[tile] = (tile - 1) / columns;
            goalColumn[tile] = (tile - 1) % columns;
        }
    }

    /** Runs the reduction and returns the slides (tile directions in the original orientation), null if stopped. */
    MoveBuffer solve() {
        try {
            return reduce();
        } catch (StoppedException e) {
            return null;
        }
    }

    /** Thrown (without a stack trace) from deep in a run when {@code stop} says so. */
    private static final class StoppedException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        StoppedException() {
            super("stopped", null, false, false);
        }
    }

    private MoveBuffer reduce() {
        while (true) {
            int height = rows - top;
            int width = columns - left;
            if (height <= 3 && width <= 3) {
                break;
            }
            if (height < width) {
                transpose();
            }
            solveTopRow();
            top++;
        }
        finishSmallRegion();
        return moves;
    }

    // --- geometry of the goal in the current orientation ---

    /** The tile that belongs at a cell of the current orientation. */
    private int goalTile(int index) {
        if (!transposed) {
            return index == cells.length - 1 ? 0 : index + 1;
        }
        int row = index / columns;
        int column = index % columns;
        int original = column * originalColumns + row;
        return original == cells.length - 1 ? 0 : original + 1;
    }

    private void transpose() {
        int n = cells.length;
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < columns; c++) {
                spareCells[c * rows + r] = cells[r * columns + c];
                spareLocked[c * rows + r] = locked[r * columns + c];
            }
        }
        int[] swapCells = cells;
        cells = spareCells;
        spareCells = swapCells;
        boolean[] swapLocked = locked;
        locked = spareLocked;
        spareLocked = swapLocked;
        int swap = rows;
        rows = columns;
        columns = swap;
        tileOffset = Direction.tileOffsets(columns);
        swap = top;
        top = left;
        left = swap;
        transposed = !transposed;
        for (int i = 0; i < n; i++) {
            position[cells[i]] = i;
        }
        blank = position[0];
    }

    // --- the line ---

    /**
     * Solves the top row of the region from both ends inward: each time, the end whose tile is cheaper to bring
     * (blank walk to it plus about 3 slides a diagonal and 5 a straight cell of its own way) goes first; the
     * last two tiles, adjacent somewhere on the row, are placed together.
     */
    private void solveTopRow() {
        int row = top;
        int low = left;
        int high = columns - 1;
        while (high - low + 1 > 2) {
            int lowTarget = row * columns + low;
            int highTarget = row * columns + high;
            int lowTile = goalTile(lowTarget);
            int highTile = goalTile(highTarget);
            if (placementCost(lowTile, lowTarget) <= placementCost(highTile, highTarget)) {
                moveTile(lowTile, lowTarget);
                locked[lowTarget] = true;
                low++;
            } else {
                moveTile(highTile, highTarget);
                locked[highTarget] = true;
                high--;
            }
        }
        placePair(row, low);
    }

    /** Estimated slides to bring a tile to its target: the blank's walk to it, then its own way. */
    private int placementCost(int tile, int target) {
        int at = position[tile];
        if (at == target) {
            return 0;
        }
        int rowGap = Math.abs(at / columns - target / columns);
        int columnGap = Math.abs(at % columns - target % columns);
        int blankWalk = Math.abs(at / columns - blank / columns) + Math.abs(at % columns - blank % columns);
        return blankWalk + 3 * (rowGap + columnGap) + 2 * Math.abs(rowGap - columnGap);
    }

    /** Places the two adjacent tiles that belong at columns {@code column} and {@code column + 1} of the row. */
    private void placePair(int row, int column) {
        int targetA = row * columns + column;
        int targetB = targetA + 1;
        int a = goalTile(targetA);
        int b = goalTile(targetB);
        if (position[a] == targetA && position[b] == targetB) {
            locked[targetA] = true;
            locked[targetB] = true;
            return;
        }
        int firstColumn = Math.max(left, column - 1);
        int lastColumn = Math.min(columns - 1, column + 2);
        if (lastColumn - firstColumn < 3) {
            firstColumn = Math.max(left, lastColumn - 3);
        }
        int lastRow = Math.min(rows - 1, row + 2);
        // the first tile goes to its own cell, on the line, where it cannot wall in a narrow region below
        moveTile(a, targetA);
        locked[targetA] = true;
        if (!inWindow(position[b], row, lastRow, firstColumn, lastColumn)) {
            moveTile(b, nearestWindowCell(position[b], row, lastRow, firstColumn, lastColumn));
        }
        locked[position[b]] = true;
        if (!inWindow(blank, row, lastRow, firstColumn, lastColumn)) {
            routeBlank(nearestWindowCell(blank, row, lastRow, firstColumn, lastColumn), -1);
        }
        locked[position[a]] = false;
        locked[position[b]] = false;
        placePairInWindow(a, b, targetA, targetB, row, lastRow, firstColumn, lastColumn);
        locked[targetA] = true;
        locked[targetB] = true;
    }

    private boolean inWindow(int index, int firstRow, int lastRow, int firstColumn, int lastColumn) {
        int r = index / columns;
        int c = index % columns;
        return r >= firstRow && r <= lastRow && c >= firstColumn && c <= lastColumn && !locked[index];
    }

    private int nearestWindowCell(int from, int firstRow, int lastRow, int firstColumn, int lastColumn) {
        int fromRow = from / columns;
        int fromColumn = from % columns;
        int best = -1;
        int bestDistance = INFINITE;
        for (int r = firstRow; r <= lastRow; r++) {
            for (int c = firstColumn; c <= lastColumn; c++) {
                int index = r * columns + c;
                if (locked[index]) {
                    continue;
                }
                int d = Math.abs(r - fromRow) + Math.abs(c - fromColumn);
                if (d < bestDistance) {
                    bestDistance = d;
                    best = index;
                }
            }
        }
        return best;
    }

    /**
     * Breadth-first search over (blank, a, b) inside the window; every other tile there may be moved freely.
     */
    private void placePairInWindow(
            int a, int b, int targetA, int targetB, int firstRow, int lastRow, int firstColumn, int lastColumn) {
        int k = 0;
        for (int r = firstRow; r <= lastRow; r++) {
            for (int c = firstColumn; c <= lastColumn; c++) {
                int index = r * columns + c;
                if (!locked[index]) {
                    windowCell[k++] = index;
                }
            }
        }
        int blankSlot = slotOf(blank, k);
        int aSlot = slotOf(position[a], k);
        int bSlot = slotOf(position[b], k);
        int goalA = slotOf(targetA, k);
        int goalB = slotOf(targetB, k);
        int states = k * k * k;
        java.util.Arrays.fill(windowParent, 0, states, -1);
        int start = (blankSlot * k + aSlot) * k + bSlot;
        windowParent[start] = start;
        int head = 0;
        int tail = 0;
        windowQueue[tail++] = start;
        int found = -1;
        while (head < tail) {
            int state = windowQueue[head++];
            int sb = state / (k * k);
            int sa = state / k % k;
            int sbb = state % k;
            if (sa == goalA && sbb == goalB) {
                found = state;
                break;
            }
            int cell = windowCell[sb];
            for (int d = 0; d < 4; d++) {
                int next = neighbour(cell, d);
                if (next < 0) {
                    continue;
                }
                int slot = slotOf(next, k);
                if (slot < 0) {
                    continue;
                }
                int na = sa == slot ? sb : sa;
                int nb = sbb == slot ? sb : sbb;
                int nextState = (slot * k + na) * k + nb;
                if (windowParent[nextState] < 0) {
                    windowParent[nextState] = state;
                    windowQueue[tail++] = nextState;
                }
            }
        }
        if (found < 0) {
            throw new IllegalStateException("the last two tiles of a line cannot be placed in their window");
        }
        int length = 0;
        for (int s = found; s != start; s = windowParent[s]) {
            windowQueue[length++] = windowCell[s / (k * k)];
        }
        for (int i = length - 1; i >= 0; i--) {
            moveBlankTo(windowQueue[i]);
        }
    }

    private int slotOf(int index, int k) {
        for (int i = 0; i < k; i++) {
            if (windowCell[i] == index) {
                return i;
            }
        }
        return -1;
    }

    // --- moving one tile ---

    /** Moves a tile to a target cell, one cell at a time, leaving locked cells alone. */
    private void moveTile(int tile, int target) {
        if (stop.getAsBoolean()) {
            throw new StoppedException();
        }
        int targetRow = target / columns;
        int targetColumn = target % columns;
        while (position[tile] != target) {
            int at = position[tile];
            int row = at / columns;
            int column = at % columns;
            int vertical = -1;
            int horizontal = -1;
            if (row != targetRow) {
                int next = at + (targetRow > row ? columns : -columns);
                vertical = locked[next] ? -1 : next;
            }
            if (column != targetColumn) {
                int next = at + (targetColumn > column ? 1 : -1);
                horizontal = locked[next] ? -1 : next;
            }
            int best;
            if (vertical < 0 && horizontal < 0) {
                throw new IllegalStateException("tile " + tile + " is walled in on its way to its target");
            } else if (vertical < 0 || horizontal < 0) {
                best = Math.max(vertical, horizontal);
                if (blank != best && !plan(best, -1, at)) {
                    throw new IllegalStateException("the blank cannot reach its cell");
                }
            } else {
                if (!plan(vertical, horizontal, at)) {
                    throw new IllegalStateException("the blank cannot reach its cell");
                }
                long verticalCost = cost[vertical] + (long) SLIDE_COST * remainingEstimate(vertical, target);
                long horizontalCost = cost[horizontal] + (long) SLIDE_COST * remainingEstimate(horizontal, target);
                best = verticalCost <= horizontalCost ? vertical : horizontal;
            }
            commitWalk(best);
            moveBlankTo(at);
        }
    }

    /**
     * About the slides a lone tile needs from a cell to its target once the blank is behind it: 3 a cell where it
     * can alternate directions, 5 a cell straight on.
     */
    private int remainingEstimate(int from, int target) {
        int rowGap = Math.abs(from / columns - target / columns);
        int columnGap = Math.abs(from % columns - target % columns);
        int diagonal = Math.min(rowGap, columnGap);
        return 6 * diagonal + 5 * (rowGap + columnGap - 2 * diagonal);
    }

    // --- moving the blank ---

    /** Walks the blank to a cell by its cheapest path, never through locked cells or the cell {@code avoid} (-1). */
    private void routeBlank(int to, int avoid) {
        if (blank == to) {
            return;
        }
        if (!plan(to, -1, avoid)) {
            throw new IllegalStateException("the blank cannot reach its cell");
        }
        commitWalk(to);
    }

    /**
     * The blank's cheapest paths to {@code to} and to {@code alsoTo} (-1 for none), in a box around the three cells,
     * else in the whole region; false when one cannot be reached.
     */
    private boolean plan(int to, int alsoTo, int avoid) {
        int firstRow = Math.min(blank / columns, to / columns);
        int lastRow = Math.max(blank / columns, to / columns);
        int firstColumn = Math.min(blank % columns, to % columns);
        int lastColumn = Math.max(blank % columns, to % columns);
        if (alsoTo >= 0) {
            firstRow = Math.min(firstRow, alsoTo / columns);
            lastRow = Math.max(lastRow, alsoTo / columns);
            firstColumn = Math.min(firstColumn, alsoTo % columns);
            lastColumn = Math.max(lastColumn, alsoTo % columns);
        }
        return dijkstra(
                        to,
                        alsoTo,
                        avoid,
                        Math.max(top, firstRow - MARGIN),
                        Math.min(rows - 1, lastRow + MARGIN),
                        Math.max(left, firstColumn - MARGIN),
                        Math.min(columns - 1, lastColumn + MARGIN))
                || dijkstra(to, alsoTo, avoid, top, rows - 1, left, columns - 1);
    }

    /** Walks the blank along the path {@link #plan} found to a cell. */
    private void commitWalk(int to) {
        int length = 0;
        for (int cell = to; cell != blank; cell = parent[cell]) {
            queue[length++] = cell;
        }
        for (int i = length - 1; i >= 0; i--) {
            moveBlankTo(queue[i]);
        }
    }

    /**
     * Dijkstra's algorithm from the blank inside the box, until both cells are reached; a step costs
     * {@link #SLIDE_COST} less the weighted gain of the tile it displaces, at least zero. A cheapest path is simple,
     * so each tile
     * on it moves once and the costs are exact.
     */
    private boolean dijkstra(
            int to, int alsoTo, int avoid, int firstRow, int lastRow, int firstColumn, int lastColumn) {
        if (++visitStamp == Integer.MAX_VALUE) {
            java.util.Arrays.fill(visited, 0);
            java.util.Arrays.fill(closed, 0);
            visitStamp = 1;
        }
        int heapSize = 0;
        visited[blank] = visitStamp;
        cost[blank] = 0;
        heap[heapSize++] = key(0, blank);
        int missing = alsoTo >= 0 && alsoTo != to ? 2 : 1;
        while (heapSize > 0) {
            long least = heap[0];
            heapSize = popHeap(heapSize);
            int cell = (int) (least & CELL_MASK);
            if (closed[cell] == visitStamp) {
                continue;
            }
            closed[cell] = visitStamp;
            if ((cell == to || cell == alsoTo) && --missing == 0) {
                return true;
            }
            int cellCost = cost[cell];
            for (int d = 0; d < 4; d++) {
                int next = neighbour(cell, d);
                if (next < 0 || closed[next] == visitStamp || locked[next] || next == avoid) {
                    continue;
                }
                int r = next / columns;
                int c = next % columns;
                if (r < firstRow || r > lastRow || c < firstColumn || c > lastColumn) {
                    continue;
                }
                int nextCost = cellCost + Math.max(0, SLIDE_COST - gain(cells[next], next, cell));
                if (visited[next] != visitStamp || nextCost < cost[next]) {
                    visited[next] = visitStamp;
                    cost[next] = nextCost;
                    parent[next] = cell;
                    heapSize = pushHeap(heapSize, key(nextCost, next));
                }
            }
        }
        return false;
    }

    /** The weighted cells a tile comes nearer to its goal when it slides from {@code from} to {@code to}. */
    private int gain(int tile, int from, int to) {
        int goalR = transposed ? goalColumn[tile] : goalRow[tile];
        int goalC = transposed ? goalRow[tile] : goalColumn[tile];
        int layer = Math.min(goalR - top, goalC - left);
        if (tile == 0 || layer >= layerWeight.length) {
            return 0;
        }
        int before = Math.abs(from / columns - goalR) + Math.abs(from % columns - goalC);
        int after = Math.abs(to / columns - goalR) + Math.abs(to % columns - goalC);
        return layerWeight[layer] * (before - after);
    }

    private long key(int pathCost, int cell) {
        return ((long) pathCost << 40) | ((long) random.nextInt(1 << 16) << 24) | cell;
    }

    private int pushHeap(int size, long value) {
        int i = size;
        while (i > 0) {
            int up = (i - 1) >> 1;
            if (heap[up] <= value) {
                break;
            }
            heap[i] = heap[up];
            i = up;
        }
        heap[i] = value;
        return size + 1;
    }

    private int popHeap(int size) {
        int last = size - 1;
        long value = heap[last];
        int i = 0;
        while (true) {
            int child = 2 * i + 1;
            if (child >= last) {
                break;
            }
            if (child + 1 < last && heap[child + 1] < heap[child]) {
                child++;
            }
            if (heap[child] >= value) {
                break;
            }
            heap[i] = heap[child];
            i = child;
        }
        heap[i] = value;
        return last;
    }

    /** The cell next to {@code cell} on the side {@code blankDirection} (0 up, 1 down, 2 left, 3 right), or -1. */
    private int neighbour(int cell, int blankDirection) {
        // the blank moving up means the tile above it sliding down: the direction codes name the tile's way
        int next = cell + tileOffset[blankDirection ^ 1];
        if (next < 0 || next >= cells.length) {
            return -1;
        }
        // codes 0 and 1 are the vertical directions; a sideways step must stay in the row
        return blankDirection < 2 || next / columns == cell / columns ? next : -1;
    }

    /** Slides the tile at an adjacent cell into the blank. */
    private void moveBlankTo(int next) {
        int tile = cells[next];
        cells[blank] = tile;
        position[tile] = blank;
        cells[next] = 0;
        position[0] = next;
        int code = 0;
        while (next != blank + tileOffset[code]) {
            code++;
        }
        moves.add(transposed ? code ^ 2 : code);
        blank = next;
    }

    // --- the last region ---

    private void finishSmallRegion() {
        int height = rows - top;
        int width = columns - left;
        int[] local = new int[height * width];
        int[] localOfGoalTile = new int[cells.length];
        for (int r = 0; r < height; r++) {
            for (int c = 0; c < width; c++) {
                int index = (top + r) * columns + left + c;
                int tile = goalTile(index);
                localOfGoalTile[tile] = tile == 0 ? 0 : r * width + c + 1;
            }
        }
        for (int r = 0; r < height; r++) {
            for (int c = 0; c < width; c++) {
                local[r * width + c] = localOfGoalTile[cells[(top + r) * columns + left + c]];
            }
        }
        SmallRegionTable.of(height, width)
                .solve(local, (from, to) -> moveBlankTo((top + to / width) * columns + left + to % width));
    }
}
