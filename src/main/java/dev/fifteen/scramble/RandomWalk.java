package dev.fifteen.scramble;

import dev.fifteen.puzzle.Board;
import dev.fifteen.puzzle.Direction;

import java.util.function.IntConsumer;

/**
 * A random walk of the blank from the goal: each step slides one of the tiles next to the blank, chosen
 * uniformly among them except the tile that has just moved (sliding it back would undo the last slide).
 * Every board reached is solvable by construction, since slides are reversible.
 *
 * <p>Reproducibility contract: the candidate slides of a step are listed in the order of tile directions up, down,
 * left, right, and one draw {@code nextInt(candidates)} of the {@link SplitMix64} picks among them; where the undo is
 * the only slide (the blank at an end of a single row or column) the walk turns back without a draw. What follows
 * on a line: {@code docs/algorithms.md}, "Random walk".
 *
 * <p>O(moves) time, with no allocation in the loop; O(cells) memory, plus O(moves) when the slides are recorded.
 * {@link #replaySlides} hands the slides of a walk, one by one, again, to a writer that streams them, in O(cells)
 * memory however long the walk.
 */
public final class RandomWalk {

    /** Tile directions as {@link Direction#ordinal()} codes: the opposite of direction d is d ^ 1. */
    private static final int UP = Direction.UP.ordinal();

    private static final int DOWN = Direction.DOWN.ordinal();
    private static final int LEFT = Direction.LEFT.ordinal();
    private static final int RIGHT = Direction.RIGHT.ordinal();
    private static final int NONE = -1;

    private RandomWalk() {}

    /**
     * Walks {@code moves} slides from the goal.
     *
     * @param recordSlides whether to return the tile moved by each slide
     * @throws IllegalArgumentException when {@code moves} is negative
     */
    public static Scramble walk(Board goal, int moves, long seed, boolean recordSlides) {
        int[] slides = recordSlides ? new int[moves < 0 ? 0 : moves] : null;
        int[] step = {0};
        int[] cells = run(goal, moves, seed, slides == null ? null : tile -> slides[step[0]++] = tile);
        return new Scramble(
                Board.of(goal.rows(), goal.columns(), cells), goal, seed, ScrambleMethod.WALK, moves, slides, null);
    }

    /**
     * Makes the same walk as {@link #walk(Board, int, long, boolean)} with the same arguments and hands the tile
     * moved by each slide, in order, to {@code slide}.
     *
     * @throws IllegalArgumentException when {@code moves} is negative
     */
    public static void replaySlides(Board goal, int moves, long seed, IntConsumer slide) {
        run(goal, moves, seed, slide);
    }

    /** The walk itself: the cells it ends on; each slide's tile goes to {@code slide} unless it is {@code null}. */
    private static int[] run(Board goal, int moves, long seed, IntConsumer slide) {
        if (moves < 0) {
            throw new IllegalArgumentException("a walk makes 0 or more slides, not " + moves);
        }
        SplitMix64 random = new SplitMix64(seed);
        int rows = goal.rows();
        int columns = goal.columns();
        int[] cells = goal.cells();
        int[] tileOffset = Direction.tileOffsets(columns);
        int[] candidates = new int[4];
        int blank = goal.blankIndex();
        int blankRow = blank / columns;
        int blankColumn = blank % columns;
        int previous = NONE;
        for (int step = 0; step < moves; step++) {
            int undo = previous == NONE ? NONE : previous ^ 1;
            int count = 0;
            if (blankRow + 1 < rows && undo != UP) {
                candidates[count++] = UP;
            }
            if (blankRow > 0 && undo != DOWN) {
                candidates[count++] = DOWN;
            }
            if (blankColumn + 1 < columns && undo != LEFT) {
                candidates[count++] = LEFT;
            }
            if (blankColumn > 0 && undo != RIGHT) {
                candidates[count++] = RIGHT;
            }
            int direction = count == 0 ? undo : candidates[random.nextInt(count)];
            int tileIndex = blank + tileOffset[direction];
            int tile = cells[tileIndex];
            cells[blank] = tile;
            cells[tileIndex] = 0;
            if (slide != null) {
                slide.accept(tile);
            }
            blank = tileIndex;
            blankRow = blank / columns;
            blankColumn = blank - blankRow * columns;
            previous = direction;
        }
        return cells;
    }
}
