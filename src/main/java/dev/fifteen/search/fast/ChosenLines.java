package dev.fifteen.search.fast;

import dev.fifteen.search.SearchStopped;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.function.BooleanSupplier;
import java.util.function.IntUnaryOperator;
import java.util.function.LongUnaryOperator;

/**
 * A guided run that keeps a beam of boards a line at a time: each line is solved several times from each board of the
 * beam, each try with other weights and ties and its own order of the line's tiles ({@link GuidedReduction#retry}),
 * and the tries with the least slides so far plus {@value #REST_PRICE} times the Manhattan distance they leave make
 * the next beam; the run ends with the shortest of the beam's answers. A line given fewer tries than the beam has
 * boards goes on from its best boards alone, one try each.
 * Every run of a board solves the same lines in the same order (the order depends on the shape alone), so the time a
 * try of each line took in one run plans the tries of the next ({@link #lineNanos}). A beam of one board with one try
 * a line is exactly one guided run. Not thread-safe: one run at a time.
 *
 * <p>Cost: each try of a line takes a guided run's time for that line plus O(rows * columns) to copy the board and
 * weigh the try; memory {@link #peakBytes}.
 */
final class ChosenLines {

    /**
     * What a cell of Manhattan distance left on the board counts against a try, in slides. The slides a try takes are
     * the distance it removes plus twice its pushes away from the goal, so with two the score is the distance at the
     * start plus twice the pushes away plus the distance left: the pushes away alone (one) measured worse, as the
     * board left behind then does not count.
     */
    static final int REST_PRICE = 2;

    /** What {@link #peakBytes} counts a cell of each board of the beam (the guided run's arrays, 82 bytes). */
    static final int BYTES_A_CELL = 84;

    /**
     * What {@link #peakBytes} counts each board of the beam besides its cells and its line: the pair's window (14 KB)
     * and the walks' ring of buckets (4 KB at most, for a step's price up to twice the top weight and a slide).
     */
    static final int BYTES_A_BOARD = 20 * 1024;

    private static final int LINE_ROOM = 1024;

    private final int rows;
    private final int columns;
    private final int[] labels;
    private final int[][] weights;
    private final int width;
    private long[] lineNanos = new long[0];

    /** One line's slides, after those of the lines before. */
    private record Segment(byte[] slides, Segment before) {}

    /**
     * @param rows    board rows
     * @param columns board columns
     * @param labels  cells in reading order, tile {@code t} belonging at index {@code t - 1} of the standard goal
     * @param weights the tries' weights in turn (see {@link GuidedReduction}); a line tried once takes the first
     * @param width   the most boards the beam keeps, at least one
     */
    ChosenLines(int rows, int columns, int[] labels, int[][] weights, int width) {
        if (width < 1) {
            throw new IllegalArgumentException("a beam holds at least one board, not " + width);
        }
        this.rows = rows;
        this.columns = columns;
        this.labels = labels;
        this.weights = weights;
        this.width = width;
    }

    /**
     * The most heap a run takes besides its answer: twice the beam's boards and a try's, each with room for a line's
     * slides (each of at most max(rows, columns) tiles travels at most rows + columns cells at 5 slides and the
     * blank's walk to it as far: 6 (rows + columns)^2, and half again while the buffer grows), and each board's slides
     * (at most {@code maxSlides}, one byte each, though boards of one beam share the lines they have in common).
     */
    static long peakBytes(int rows, int columns, int width, long maxSlides) {
        long line = 9L * (rows + columns) * (rows + columns);
        long board = (long) BYTES_A_CELL * rows * columns + BYTES_A_BOARD + line;
        return (2L * width + 1) * board + width * maxSlides;
    }

    /**
     * One run. Line {@code i} is tried {@code tries.applyAsInt(i)} times in all (from the best boards alone when the
     * beam has more, at least once from each board kept): try {@code k} from board {@code e} with the weights
     * {@code k} (cycling) and the ties seeded by {@code seeds.applyAsLong((i * width + e) * 1024 + k)}. While the beam
     * holds one board tried once a line, the run goes on with its own ties, seeded by {@code seeds.applyAsLong(-1)}.
     * Returns the slides (tile directions in the original orientation, the blank left in the bottom-right corner), or
     * null when {@code stop} (polled once a tile) ended the run.
     */
    MoveBuffer run(IntUnaryOperator tries, LongUnaryOperator seeds, BooleanSupplier stop) {
        Beam beam = new Beam(width);
        Beam next = new Beam(width);
        beam.boards[0] = board(seeds.applyAsLong(-1), stop);
        beam.size = 1;
        GuidedReduction trial = null;
        long[] nanos = new long[rows + columns];
        try {
            for (int line = 0; ; line++) {
                long started = System.nanoTime();
                int count = Math.max(1, tries.applyAsInt(line));
                boolean more = true;
                if (count == 1 && beam.size == 1) {
                    GuidedReduction only = beam.boards[0];
                    only.moves.clear();
                    more = only.solveNextLine();
                    if (more) {
                        beam.slides[0] += only.moves.size();
                        beam.history[0] = new Segment(only.moves.toArray(), beam.history[0]);
                    }
                } else {
                    // fewer tries than boards (the time runs short): the best boards go on, one try each
                    beam.keepBest(count);
                    int each = Math.max(1, count / beam.size);
                    next.size = 0;
                    for (int e = 0; e < beam.size && more; e++) {
                        for (int k = 0; k < each; k++) {
                            if (trial == null) {
                                trial = board(0, stop);
                            }
                            trial.copyBoard(beam.boards[e]);
                            trial.moves.clear();
                            trial.retry(
                                    weights[k % weights.length],
                                    seeds.applyAsLong(((long) line * width + e) * 1024 + k));
                            more = trial.solveNextLine();
                            if (!more) {
                                // only the last region is left: nothing to choose
                                break;
                            }
                            trial = next.offer(trial, beam.slides[e], beam.history[e]);
                        }
                    }
                    if (more) {
                        Beam swap = beam;
                        beam = next;
                        next = swap;
                    }
                }
                if (line < nanos.length) {
                    nanos[line] = (System.nanoTime() - started) / count;
                }
                if (!more) {
                    lineNanos = Arrays.copyOf(nanos, Math.min(line, nanos.length));
                    return beam.finish();
                }
            }
        } catch (SearchStopped stopped) {
            return null;
        }
    }

    /** The boards of a beam, each with its slides so far (their count and their chain) and its score. */
    private static final class Beam {

        final GuidedReduction[] boards;
        final Segment[] history;
        final long[] slides;
        final long[] scores;
        int size;

        Beam(int width) {
            boards = new GuidedReduction[width];
            history = new Segment[width];
            slides = new long[width];
            scores = new long[width];
        }

        /**
         * Takes a try that solved a line from a board with {@code slidesBefore} slides and {@code before} behind it,
         * if the beam has room or the try's score beats its worst board's; returns the board to try with next (the
         * one the try replaced, the try itself if it was not taken, or null if the beam grew).
         */
        GuidedReduction offer(GuidedReduction tried, long slidesBefore, Segment before) {
            long total = slidesBefore + tried.moves.size();
            long score = total + (long) REST_PRICE * tried.manhattan();
            int slot;
            if (size < boards.length) {
                slot = size++;
            } else {
                slot = worst(scores);
                if (scores[slot] <= score) {
                    return tried;
                }
            }
            GuidedReduction replaced = boards[slot];
            boards[slot] = tried;
            scores[slot] = score;
            slides[slot] = total;
            history[slot] = new Segment(tried.moves.toArray(), before);
            return replaced;
        }

        /** Keeps the {@code count} boards of least score (all when there are no more), in the first places. */
        void keepBest(int count) {
            for (int i = 0; i < count && i < size; i++) {
                int least = i;
                for (int j = i + 1; j < size; j++) {
                    if (scores[j] < scores[least]) {
                        least = j;
                    }
                }
                swap(i, least);
            }
            size = Math.min(size, count);
        }

        private void swap(int i, int j) {
            swap(boards, i, j);
            swap(history, i, j);
            swap(slides, i, j);
            swap(scores, i, j);
        }

        private static <T> void swap(T[] values, int i, int j) {
            T value = values[i];
            values[i] = values[j];
            values[j] = value;
        }

        private static void swap(long[] values, int i, int j) {
            long value = values[i];
            values[i] = values[j];
            values[j] = value;
        }

        /** Finishes each board's last region and returns the shortest answer. */
        MoveBuffer finish() {
            long shortest = Long.MAX_VALUE;
            Segment best = null;
            for (int e = 0; e < size; e++) {
                boards[e].moves.clear();
                boards[e].finishSmallRegion();
                long total = slides[e] + boards[e].moves.size();
                if (total < shortest) {
                    shortest = total;
                    best = new Segment(boards[e].moves.toArray(), history[e]);
                }
            }
            ArrayDeque<byte[]> lines = new ArrayDeque<>();
            for (Segment segment = best; segment != null; segment = segment.before()) {
                lines.push(segment.slides());
            }
            MoveBuffer all = new MoveBuffer((int) shortest);
            for (byte[] line : lines) {
                all.addAll(line);
            }
            return all;
        }
    }

    private static int worst(long[] scores) {
        int worst = 0;
        for (int j = 1; j < scores.length; j++) {
            if (scores[j] > scores[worst]) {
                worst = j;
            }
        }
        return worst;
    }

    private GuidedReduction board(long seed, BooleanSupplier stop) {
        return new GuidedReduction(rows, columns, labels, weights[0], seed, stop, LINE_ROOM);
    }

    /**
     * The nanoseconds a try of each line took in the last finished run, in the order the lines are solved; empty
     * before the first.
     */
    long[] lineNanos() {
        return lineNanos.clone();
    }
}
