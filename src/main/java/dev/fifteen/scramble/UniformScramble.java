package dev.fifteen.scramble;

import dev.fifteen.parity.SolvabilityCheck;
import dev.fifteen.puzzle.Board;

/**
 * A board drawn uniformly among all the boards that can reach the goal. With both sides at least 2: a Fisher-Yates
 * shuffle of the cells (Durstenfeld's form: i from the last cell down to 1, cell i exchanged with cell
 * {@code nextInt(i + 1)}), then, when the shuffled board cannot reach the goal ({@link SolvabilityCheck}), the tiles
 * in its first two non-blank cells (reading order) exchanged, which maps the unreachable boards one-to-one onto the
 * reachable ones (the proof: {@code docs/algorithms.md}, "Uniform scramble"). On a single row or column one draw
 * {@code nextInt(n)} places the blank among the goal's tiles in the goal's order.
 *
 * <p>O(n log n) time for n cells (the parity check), O(n) memory.
 */
public final class UniformScramble {

    private UniformScramble() {}

    public static Scramble draw(Board goal, long seed) {
        SplitMix64 random = new SplitMix64(seed);
        int n = goal.size();
        int[] cells = new int[n];
        if (goal.rows() == 1 || goal.columns() == 1) {
            int blank = random.nextInt(n);
            int position = 0;
            for (int i = 0; i < n; i++) {
                int tile = goal.tileAt(i);
                if (tile != 0) {
                    if (position == blank) {
                        position++;
                    }
                    cells[position++] = tile;
                }
            }
            return scramble(Board.of(goal.rows(), goal.columns(), cells), goal, seed);
        }
        for (int i = 0; i < n; i++) {
            cells[i] = i;
        }
        for (int i = n - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = cells[i];
            cells[i] = cells[j];
            cells[j] = t;
        }
        Board board = Board.of(goal.rows(), goal.columns(), cells);
        if (!SolvabilityCheck.reachable(board, goal)) {
            int first = cells[0] != 0 ? 0 : 1;
            int second = cells[first + 1] != 0 ? first + 1 : first + 2;
            board = board.swapTiles(cells[first], cells[second]);
        }
        return scramble(board, goal, seed);
    }

    private static Scramble scramble(Board board, Board goal, long seed) {
        return new Scramble(board, goal, seed, ScrambleMethod.UNIFORM, null, null, null);
    }
}
