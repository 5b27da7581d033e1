package dev.fifteen.search.fast;

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
final class ParberryReduction extends LineReduction {

    /**
     * @param rows    board rows
     * @param columns board columns
     * @param labels  cells in reading order, tile {@code t} belonging at index {@code t - 1} of the standard goal
     */
    ParberryReduction(int rows, int columns, int[] labels) {
        super(rows, columns, labels);
    }

    /** Runs the reduction and returns the slides (tile directions in the original orientation). */
    MoveBuffer solve() {
        return reduce();
    }

    @Override
    void moveTile(int tile, int target) {
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
    @Override
    void routeBlank(int to, int avoid) {
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
                if (next < 0
                        || visited[next] == visitStamp
                        || next == avoid
                        || !inWindow(next, firstRow, lastRow, firstColumn, lastColumn)) {
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
}
