package dev.fifteen.search.fast;

import dev.fifteen.puzzle.Direction;

/**
 * A constructive solution for any rectangle with both sides at least 2, toward the standard goal, in the spirit of
 * I. Parberry, "A real-time algorithm for the (n^2-1)-puzzle", Information Processing Letters 56 (1995): while the
 * unsolved region is larger than 3 x 3, solve the first line across its longer side (so the region stays close to
 * square), tile by tile, then finish the last region of at most 3 x 3 in the fewest slides with a
 * {@link SmallRegionTable}. Columns are solved as rows of the transposed board. How tiles, the blank and the last two
 * tiles of a line are moved: {@code docs/algorithms.md}, "Line-by-line reduction".
 *
 * <p>Cost: O(rows * columns * (rows + columns)) slides and time, O(rows * columns) memory, no allocation per
 * slide. Precondition: the board is solvable toward the standard goal (checked by the caller).
 */
final class ParberryReduction {

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

    private final int[] windowCell = new int[12];
    private final int[] windowParent = new int[12 * 12 * 12];
    private final int[] windowQueue = new int[12 * 12 * 12];

    /**
     * @param rows    board rows
     * @param columns board columns
     * @param labels  cells in reading order, tile {@code t} belonging at index {@code t - 1} of the standard goal
     */
    ParberryReduction(int rows, int columns, int[] labels) {
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
    }

    /** Runs the reduction and returns the slides (tile directions in the original orientation). */
    MoveBuffer solve() {
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
        int targetRow = target / columns;
        int targetColumn = target % columns;
        while (position[tile] != target) {
            int at = position[tile];
            int row = at / columns;
            int column = at % columns;
            int best = -1;
            int bestCost = INFINITE;
            int verticalNeed = Math.abs(targetRow - row);
            int horizontalNeed = Math.abs(targetColumn - column);
            if (row != targetRow) {
                int next = at + (targetRow > row ? columns : -columns);
                if (!locked[next]) {
                    best = next;
                    bestCost = blankCost(next, at) * 2 + (verticalNeed >= horizontalNeed ? 0 : 1);
                }
            }
            if (column != targetColumn) {
                int next = at + (targetColumn > column ? 1 : -1);
                if (!locked[next]) {
                    int cost = blankCost(next, at) * 2 + (horizontalNeed > verticalNeed ? 0 : 1);
                    if (cost < bestCost) {
                        bestCost = cost;
                        best = next;
                    }
                }
            }
            if (best < 0) {
                throw new IllegalStateException("tile " + tile + " is walled in on its way to its target");
            }
            routeBlank(best, at);
            moveBlankTo(at);
        }
    }

    /** Estimated slides for the blank to reach a cell without disturbing the cell {@code avoid}. */
    private int blankCost(int to, int avoid) {
        int br = blank / columns;
        int bc = blank % columns;
        int tr = to / columns;
        int tc = to % columns;
        int ar = avoid / columns;
        int ac = avoid % columns;
        int cost = Math.abs(br - tr) + Math.abs(bc - tc);
        if (br == tr && ar == br && (ac - bc) * (ac - tc) < 0) {
            cost += 2;
        } else if (bc == tc && ac == bc && (ar - br) * (ar - tr) < 0) {
            cost += 2;
        }
        return cost;
    }

    // --- moving the blank ---

    /** Walks the blank to a cell, never through locked cells or the cell {@code avoid} (-1 for none). */
    private void routeBlank(int to, int avoid) {
        int toRow = to / columns;
        int toColumn = to % columns;
        while (blank != to) {
            int row = blank / columns;
            int column = blank % columns;
            int vertical = toRow - row;
            int horizontal = toColumn - column;
            int first;
            int second;
            int verticalStep = vertical == 0 ? -1 : blank + (vertical > 0 ? columns : -columns);
            int horizontalStep = horizontal == 0 ? -1 : blank + (horizontal > 0 ? 1 : -1);
            if (Math.abs(vertical) >= Math.abs(horizontal)) {
                first = verticalStep;
                second = horizontalStep;
            } else {
                first = horizontalStep;
                second = verticalStep;
            }
            if (first >= 0 && first != avoid && !locked[first]) {
                moveBlankTo(first);
            } else if (second >= 0 && second != avoid && !locked[second]) {
                moveBlankTo(second);
            } else {
                searchBlankPath(to, avoid);
                return;
            }
        }
    }

    /** Breadth-first search for the blank: first in a box around start and target, then anywhere. */
    private void searchBlankPath(int to, int avoid) {
        int br = blank / columns;
        int bc = blank % columns;
        int tr = to / columns;
        int tc = to % columns;
        int margin = 2;
        if (!searchInBox(
                        to,
                        avoid,
                        Math.max(top, Math.min(br, tr) - margin),
                        Math.min(rows - 1, Math.max(br, tr) + margin),
                        Math.max(left, Math.min(bc, tc) - margin),
                        Math.min(columns - 1, Math.max(bc, tc) + margin))
                && !searchInBox(to, avoid, 0, rows - 1, 0, columns - 1)) {
            throw new IllegalStateException("the blank cannot reach its cell");
        }
    }

    private boolean searchInBox(int to, int avoid, int firstRow, int lastRow, int firstColumn, int lastColumn) {
        if (++visitStamp == Integer.MAX_VALUE) {
            java.util.Arrays.fill(visited, 0);
            visitStamp = 1;
        }
        int head = 0;
        int tail = 0;
        queue[tail++] = blank;
        visited[blank] = visitStamp;
        boolean found = false;
        while (head < tail) {
            int cell = queue[head++];
            if (cell == to) {
                found = true;
                break;
            }
            for (int d = 0; d < 4; d++) {
                int next = neighbour(cell, d);
                if (next < 0 || visited[next] == visitStamp || locked[next] || next == avoid) {
                    continue;
                }
                int r = next / columns;
                int c = next % columns;
                if (r < firstRow || r > lastRow || c < firstColumn || c > lastColumn) {
                    continue;
                }
                visited[next] = visitStamp;
                parent[next] = cell;
                queue[tail++] = next;
            }
        }
        if (!found) {
            return false;
        }
        int length = 0;
        for (int cell = to; cell != blank; cell = parent[cell]) {
            queue[length++] = cell;
        }
        for (int i = length - 1; i >= 0; i--) {
            moveBlankTo(queue[i]);
        }
        return true;
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
