package dev.fifteen.search.fast;

import dev.fifteen.puzzle.Direction;

/**
 * The line-by-line reduction that {@link ParberryReduction} and {@link GuidedReduction} share: the board, its
 * orientation (a region wider than tall is solved as its transpose), the order in which the lines and their tiles are
 * placed, the last pair of a line, and the last region of at most 3 x 3 solved by its {@link SmallRegionTable}. How a
 * tile is brought to its cell and how the blank walks ({@link #moveTile}, {@link #routeBlank}) is what the two differ
 * in. Not thread-safe: one run per instance.
 */
abstract class LineReduction {

    static final int INFINITE = Integer.MAX_VALUE;

    final int originalColumns;
    int rows;
    int columns;
    /** {@link Direction#tileOffsets} of the current orientation, indexed by direction code. */
    int[] tileOffset;

    int[] cells;
    int[] position;
    boolean[] locked;
    int[] spareCells;
    boolean[] spareLocked;
    int blank;
    boolean transposed;
    int top;
    int left;
    final MoveBuffer moves;

    final int[] visited;
    final int[] parent;
    final int[] queue;
    int visitStamp;

    final int[] windowCell = new int[12];
    final int[] windowParent = new int[12 * 12 * 12];
    final int[] windowQueue = new int[12 * 12 * 12];

    /**
     * @param rows    board rows
     * @param columns board columns
     * @param labels  cells in reading order, tile {@code t} belonging at index {@code t - 1} of the standard goal
     */
    LineReduction(int rows, int columns, int[] labels) {
        this(rows, columns, labels, moveRoom(rows, columns));
    }

    /** The room a whole run's slides start with: 4 a cell times the sides' sum (the buffer grows if need be). */
    static int moveRoom(int rows, int columns) {
        return 4 * rows * columns * (rows + columns);
    }

    /**
     * @param moveCapacity the room for slides to begin with (the buffer grows as needed)
     */
    LineReduction(int rows, int columns, int[] labels, int moveCapacity) {
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
        this.moves = new MoveBuffer(moveCapacity);
    }

    final MoveBuffer reduce() {
        while (solveNextLine()) {
            // line after line
        }
        finishSmallRegion();
        return moves;
    }

    /**
     * Solves the region's next line (its top row, the region turned first where it is wider than tall); false when
     * what is left is the last region of at most 3 x 3, for {@link #finishSmallRegion}.
     */
    final boolean solveNextLine() {
        int height = rows - top;
        int width = columns - left;
        if (height <= 3 && width <= 3) {
            return false;
        }
        if (height < width) {
            transpose();
        }
        solveTopRow();
        top++;
        return true;
    }

    /** Takes over another run's board, orientation and region (not its slides) of the same size. */
    final void copyBoard(LineReduction other) {
        rows = other.rows;
        columns = other.columns;
        tileOffset = other.tileOffset;
        System.arraycopy(other.cells, 0, cells, 0, cells.length);
        System.arraycopy(other.position, 0, position, 0, position.length);
        System.arraycopy(other.locked, 0, locked, 0, locked.length);
        blank = other.blank;
        transposed = other.transposed;
        top = other.top;
        left = other.left;
    }

    // --- geometry of the goal in the current orientation ---

    /** Brings {@code tile} to the cell {@code target} of the current orientation, the locked cells left alone. */
    abstract void moveTile(int tile, int target);

    /** Walks the blank to {@code to} without passing {@code avoid} (nor any locked cell). */
    abstract void routeBlank(int to, int avoid);

    /** The tile that belongs at a cell of the current orientation. */
    int goalTile(int index) {
        if (!transposed) {
            return index == cells.length - 1 ? 0 : index + 1;
        }
        int row = index / columns;
        int column = index % columns;
        int original = column * originalColumns + row;
        return original == cells.length - 1 ? 0 : original + 1;
    }

    void transpose() {
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
     * (blank walk to it plus about 3 slides a diagonal and 5 a straight cell of its own way, plus {@link #endNoise})
     * goes first; the last two tiles, adjacent somewhere on the row, are placed together.
     */
    void solveTopRow() {
        int row = top;
        int low = left;
        int high = columns - 1;
        while (high - low + 1 > 2) {
            int lowTarget = row * columns + low;
            int highTarget = row * columns + high;
            int lowTile = goalTile(lowTarget);
            int highTile = goalTile(highTarget);
            if (placementCost(lowTile, lowTarget) + endNoise() <= placementCost(highTile, highTarget) + endNoise()) {
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

    /** Slides added to an end's estimate before the two ends are compared (none unless a reduction says). */
    int endNoise() {
        return 0;
    }

    /** Estimated slides to bring a tile to its target: the blank's walk to it, then its own way. */
    int placementCost(int tile, int target) {
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
    void placePair(int row, int column) {
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

    /** Whether the cell lies in the window and holds no locked tile. */
    boolean inWindow(int index, int firstRow, int lastRow, int firstColumn, int lastColumn) {
        int r = index / columns;
        int c = index % columns;
        return r >= firstRow && r <= lastRow && c >= firstColumn && c <= lastColumn && !locked[index];
    }

    int nearestWindowCell(int from, int firstRow, int lastRow, int firstColumn, int lastColumn) {
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
    void placePairInWindow(
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

    int slotOf(int index, int k) {
        for (int i = 0; i < k; i++) {
            if (windowCell[i] == index) {
                return i;
            }
        }
        return -1;
    }

    // --- moving one tile ---

    /** Moves a tile to a target cell, one cell at a time, leaving locked cells alone. */
    int neighbour(int cell, int blankDirection) {
        // the blank moving up means the tile above it sliding down: the direction codes name the tile's way
        int next = cell + tileOffset[blankDirection ^ 1];
        if (next < 0 || next >= cells.length) {
            return -1;
        }
        // codes 0 and 1 are the vertical directions; a sideways step must stay in the row
        return blankDirection < 2 || next / columns == cell / columns ? next : -1;
    }

    /** Slides the tile at an adjacent cell into the blank. */
    void moveBlankTo(int next) {
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

    void finishSmallRegion() {
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
