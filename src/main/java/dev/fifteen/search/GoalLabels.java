package dev.fifteen.search;

import dev.fifteen.puzzle.Board;

/**
 * Names every tile by the cell it occupies in the goal, so that the searches and the pattern databases work
 * against one canonical goal per shape and blank cell: in the relabelled goal each cell holds its own index.
 * A table built for one goal therefore serves every goal with the blank in the same cell.
 */
public final class GoalLabels {

    private GoalLabels() {}

    /**
     * The board relabelled against the goal: {@code state[cell]} is the goal cell of the tile on {@code cell};
     * the blank is named by the goal's blank cell. Precondition: the goal has the board's shape.
     */
    public static int[] relabel(Board board, Board goal) {
        int size = board.size();
        int[] goalCellOf = new int[size];
        for (int cell = 0; cell < size; cell++) {
            goalCellOf[goal.tileAt(cell)] = cell;
        }
        int[] state = new int[size];
        for (int cell = 0; cell < size; cell++) {
            state[cell] = goalCellOf[board.tileAt(cell)];
        }
        return state;
    }

    /** The inverse permutation: {@code positionOf[label]} is the cell holding the tile with that label. */
    public static int[] positions(int[] state) {
        int[] positionOf = new int[state.length];
        for (int cell = 0; cell < state.length; cell++) {
            positionOf[state[cell]] = cell;
        }
        return positionOf;
    }
}
