package dev.fifteen.testing.oracle;

import dev.fifteen.puzzle.Board;

/**
 * Whether a board can reach a goal, by the general form of the invariant computed independently of the
 * production check: the parity of the permutation taking the goal's cells to the board's (blank included),
 * counted by cycles, must equal the parity of the blank's taxicab distance to its goal cell. Linear time.
 */
public final class PermutationParity {

    private PermutationParity() {}

    public static boolean solvable(Board board, Board goal) {
        int n = board.size();
        int[] cells = board.cells();
        int[] goalPosition = new int[n];
        int[] goalCells = goal.cells();
        for (int i = 0; i < n; i++) {
            goalPosition[goalCells[i]] = i;
        }
        boolean[] seen = new boolean[n];
        int transpositions = 0;
        for (int i = 0; i < n; i++) {
            int length = 0;
            for (int j = i; !seen[j]; j = goalPosition[cells[j]]) {
                seen[j] = true;
                length++;
            }
            transpositions += Math.max(0, length - 1);
        }
        int columns = board.columns();
        int blank = Slides.indexOf(cells, 0);
        int goalBlank = Slides.indexOf(goalCells, 0);
        int blankDistance =
                Math.abs(blank / columns - goalBlank / columns) + Math.abs(blank % columns - goalBlank % columns);
        return (transpositions + blankDistance) % 2 == 0;
    }
}
