package dev.fifteen.search.fast;

/**
 * Whether a board with both sides at least 2 can reach a goal: the permutation that carries the board to the
 * goal (the blank counted as a tile) must have the parity of the blank's Manhattan distance between the two,
 * since every slide is one transposition and moves the blank by one cell. O(cells) by counting cycles.
 */
final class ParityCheck {

    private ParityCheck() {
    }

    static boolean canReach(int rows, int columns, int[] start, int[] target) {
        int n = start.length;
        int[] goalCellOfTile = new int[n];
        for (int i = 0; i < n; i++) {
            goalCellOfTile[target[i]] = i;
        }
        boolean[] seen = new boolean[n];
        int cycles = 0;
        int blankStart = -1;
        for (int i = 0; i < n; i++) {
            if (start[i] == 0) {
                blankStart = i;
            }
            if (!seen[i]) {
                cycles++;
                for (int j = i; !seen[j]; j = goalCellOfTile[start[j]]) {
                    seen[j] = true;
                }
            }
        }
        int blankGoal = goalCellOfTile[0];
        int blankDistance = Math.abs(blankStart / columns - blankGoal / columns)
                + Math.abs(blankStart % columns - blankGoal % columns);
        return ((n - cycles) & 1) == (blankDistance & 1);
    }
}
