package dev.fifteen.search.fast;

import dev.fifteen.search.SearchStopped;

import java.util.Arrays;
import java.util.function.BooleanSupplier;
import java.util.function.IntUnaryOperator;
import java.util.function.LongUnaryOperator;

/**
 * A guided run that solves each line of the reduction several times from the same board, each try with other weights
 * and ties, and goes on from the try whose slides plus {@value #REST_PRICE} times the Manhattan distance it leaves are
 * fewest: the best of many runs chosen a line at a time instead of as a whole. Every run of a board solves the same
 * lines in the same order (the order depends on the shape alone), so the time a try of each line took in one run plans
 * the tries of the next ({@link #lineNanos}). Not thread-safe: one run at a time.
 *
 * <p>Cost: each try of a line takes a guided run's time for that line plus O(rows * columns) to copy the board and
 * weigh the try; memory three guided runs' boards, a line's slides for each, and the run's slides.
 */
final class ChosenLines {

    /**
     * What a cell of Manhattan distance left on the board counts against a try, in slides. The slides a try takes are
     * the distance it removes plus twice its pushes away from the goal, so the score is the distance before the line
     * (the same for every try) plus twice the pushes away plus the distance left: one the least pushes away alone
     * weighs, two also the board left behind, which measured better (a guided run's slides are about 2.2 times the
     * distance).
     */
    static final int REST_PRICE = 2;

    private final int rows;
    private final int columns;
    private final int[] labels;
    private final int[][] weights;
    private long[] lineNanos = new long[0];

    /**
     * @param rows    board rows
     * @param columns board columns
     * @param labels  cells in reading order, tile {@code t} belonging at index {@code t - 1} of the standard goal
     * @param weights the tries' weights in turn (see {@link GuidedReduction}); a line tried once takes the first
     */
    ChosenLines(int rows, int columns, int[] labels, int[][] weights) {
        this.rows = rows;
        this.columns = columns;
        this.labels = labels;
        this.weights = weights;
    }

    /**
     * One run. Line {@code i} is tried {@code tries.applyAsInt(i)} times (at least once): try {@code k} with the
     * weights {@code k} (cycling) and the ties seeded by {@code seeds.applyAsLong(1024 * i + k)}; a line tried once
     * goes on with the run's own ties, seeded by {@code seeds.applyAsLong(-1)}, so a run of single tries is exactly
     * one guided run. Returns the slides (tile directions in the original orientation, the blank left in the
     * bottom-right corner), or null when {@code stop} (polled once a tile) ended the run.
     */
    MoveBuffer run(IntUnaryOperator tries, LongUnaryOperator seeds, BooleanSupplier stop) {
        int lineRoom = 16 * (rows + columns) * (rows + columns);
        GuidedReduction current =
                new GuidedReduction(rows, columns, labels, weights[0], seeds.applyAsLong(-1), stop, lineRoom);
        GuidedReduction trial = null;
        GuidedReduction best = null;
        MoveBuffer all = new MoveBuffer(16 * rows * columns);
        long[] nanos = new long[rows + columns];
        try {
            for (int line = 0; ; line++) {
                long started = System.nanoTime();
                int count = Math.max(1, tries.applyAsInt(line));
                boolean more;
                if (count == 1) {
                    current.moves.clear();
                    more = current.solveNextLine();
                } else {
                    if (trial == null) {
                        trial = new GuidedReduction(rows, columns, labels, weights[0], 0, stop, lineRoom);
                        best = new GuidedReduction(rows, columns, labels, weights[0], 0, stop, lineRoom);
                    }
                    more = false;
                    long bestScore = Long.MAX_VALUE;
                    for (int k = 0; k < count; k++) {
                        trial.copyBoard(current);
                        trial.moves.clear();
                        trial.retry(weights[k % weights.length], seeds.applyAsLong(1024L * line + k));
                        more = trial.solveNextLine();
                        if (!more) {
                            // only the last region is left: nothing to choose
                            break;
                        }
                        long score = trial.moves.size() + (long) REST_PRICE * trial.manhattan();
                        if (score < bestScore) {
                            bestScore = score;
                            GuidedReduction swap = best;
                            best = trial;
                            trial = swap;
                        }
                    }
                    if (more) {
                        GuidedReduction swap = current;
                        current = best;
                        best = swap;
                    }
                }
                if (line < nanos.length) {
                    nanos[line] = (System.nanoTime() - started) / count;
                }
                if (!more) {
                    current.moves.clear();
                    current.finishSmallRegion();
                    all.addAll(current.moves);
                    lineNanos = Arrays.copyOf(nanos, Math.min(line, nanos.length));
                    return all;
                }
                all.addAll(current.moves);
            }
        } catch (SearchStopped stopped) {
            return null;
        }
    }

    /**
     * The nanoseconds a try of each line took in the last finished run, in the order the lines are solved; empty
     * before the first.
     */
    long[] lineNanos() {
        return lineNanos.clone();
    }
}
