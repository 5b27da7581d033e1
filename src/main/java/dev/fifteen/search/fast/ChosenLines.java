package dev.fifteen.search.fast;

import dev.fifteen.search.SearchStopped;
import dev.fifteen.search.SearchThreads;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Semaphore;
import java.util.function.BooleanSupplier;
import java.util.function.IntBinaryOperator;
import java.util.function.IntUnaryOperator;
import java.util.function.LongUnaryOperator;

/**
 * A guided run that keeps a beam of boards a line at a time: each line is solved several times from each board of the
 * beam, each try with other weights and ties and its own order of the line's tiles ({@link GuidedReduction#retry}),
 * and the tries with the least slides so far plus {@value #REST_PRICE} times the Manhattan distance they leave make
 * the next beam; the run ends with the shortest of the beam's answers. A line given fewer than
 * {@value #TRIES_A_BOARD} tries for each board of the beam goes on from its best boards alone.
 * Every run of a board solves the same lines in the same order (the order depends on the shape alone), so the time a
 * try of each line took in one run plans the tries of the next ({@link #lineNanos}). A beam of one board with one try
 * a line is exactly one guided run. A run may borrow a helper thread, which takes half of each line's tries; the
 * answer is the same with it or without. Not thread-safe: one run at a time.
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

    /**
     * The fewest tries a board of the beam gets a line: a line with fewer than this many a board goes on from its best
     * boards alone. Where tries are scarce (a 50 x 50 board has 9 to 18 a line within the budget) a few boards tried
     * three times each made shorter answers than as many boards tried once (1.381 against 1.398 n^3) or one board
     * tried every time (1.387); where they are many (a 20 x 20 has up to {@value FastSolver#MAX_TRIES}) it changes
     * nothing.
     */
    static final int TRIES_A_BOARD = 3;

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
     * The most heap a run on {@code threads} threads (one or two) takes besides its answer: the beam's boards, and
     * each thread's next beam and try, each board with room for a line's slides (each of at most max(rows, columns)
     * tiles travels at most rows + columns cells at 5 slides and the blank's walk to it as far: 6 (rows + columns)^2,
     * and half again while the buffer grows), and each board's slides (at most {@code maxSlides}, one byte each,
     * though boards of one beam share the lines they have in common).
     */
    static long peakBytes(int rows, int columns, int width, long maxSlides, int threads) {
        long line = 9L * (rows + columns) * (rows + columns);
        long board = (long) BYTES_A_CELL * rows * columns + BYTES_A_BOARD + line;
        return ((threads + 1L) * width + threads) * board + width * maxSlides;
    }

    /**
     * One run on the caller's thread alone.
     *
     * @see #run(IntBinaryOperator, LongUnaryOperator, BooleanSupplier, SearchThreads)
     */
    MoveBuffer run(IntUnaryOperator tries, LongUnaryOperator seeds, BooleanSupplier stop) {
        return run((line, threads) -> tries.applyAsInt(line), seeds, stop, SearchThreads.none());
    }

    /**
     * One run. Line {@code i} is tried {@code tries.applyAsInt(i, threads)} times in all, as often from each of as
     * many of the beam's best boards as get {@value #TRIES_A_BOARD} tries each (at least the best), {@code threads}
     * being the threads the run has (its caller's and a helper borrowed from {@code helpers} for the whole run, if
     * one was idle at its start): try {@code k} from board {@code e} with the weights {@code k} (cycling) and the ties
     * seeded by {@code seeds.applyAsLong((i * width + e) * 1024 + k)}. A helper takes every second try of a line into
     * a beam of its own, merged with the caller's after the line; the beam keeps the tries of least score, the
     * earlier try first among equal scores, so the answer does not depend on the threads. While the beam holds one
     * board tried once a line, the run goes on with its own ties, seeded by {@code seeds.applyAsLong(-1)}.
     * Returns the slides (tile directions in the original orientation, the blank left in the bottom-right corner), or
     * null when {@code stop} (polled once a tile, on both threads) ended the run.
     */
    MoveBuffer run(IntBinaryOperator tries, LongUnaryOperator seeds, BooleanSupplier stop, SearchThreads helpers) {
        Beam beam = new Beam(width);
        Worker own = new Worker(seeds, stop);
        beam.boards[0] = board(seeds.applyAsLong(-1), stop);
        beam.size = 1;
        Helper helper = null;
        CompletableFuture<Void> helperDone = new CompletableFuture<>();
        if (helpers.parallelism() > 1) {
            Helper borrowed = new Helper(new Worker(seeds, stop));
            if (helpers.tryRun(borrowed, () -> helperDone.complete(null))) {
                helper = borrowed;
            }
        }
        int threads = helper == null ? 1 : 2;
        long[] nanos = new long[rows + columns];
        try {
            for (int line = 0; ; line++) {
                long started = System.nanoTime();
                int count = Math.max(1, tries.applyAsInt(line, threads));
                boolean more;
                boolean shared = false;
                if (count == 1 && beam.size == 1) {
                    GuidedReduction only = beam.boards[0];
                    only.moves.clear();
                    more = only.solveNextLine();
                    if (more) {
                        beam.slides[0] += only.moves.size();
                        beam.history[0] = new Segment(only.moves.toArray(), beam.history[0]);
                    }
                } else {
                    // the best boards that get their three tries go on, the more tries the more boards
                    beam.keepBest(Math.max(1, count / TRIES_A_BOARD));
                    int each = Math.max(1, count / beam.size);
                    shared = helper != null && beam.size * each > 1;
                    if (shared) {
                        helper.start(beam, line, each);
                    }
                    more = own.tryLine(beam, line, each, 0, shared ? 2 : 1);
                    if (shared) {
                        more &= helper.join();
                        own.next.merge(helper.worker.next);
                    }
                    if (more) {
                        Beam swap = beam;
                        beam = own.next;
                        own.next = swap;
                    }
                }
                if (line < nanos.length) {
                    // a try's time on one thread
                    nanos[line] = (System.nanoTime() - started) * (shared ? 2 : 1) / count;
                }
                if (!more) {
                    lineNanos = Arrays.copyOf(nanos, Math.min(line, nanos.length));
                    return beam.finish();
                }
            }
        } catch (SearchStopped stopped) {
            return null;
        } finally {
            if (helper != null) {
                helper.close();
                helperDone.join();
            }
        }
    }

    /** The tries of one thread: a board to try with and the beam its tries go to. */
    private final class Worker {

        private final LongUnaryOperator seeds;
        private final BooleanSupplier stop;
        private Beam next = new Beam(width);
        private GuidedReduction trial;

        Worker(LongUnaryOperator seeds, BooleanSupplier stop) {
            this.seeds = seeds;
            this.stop = stop;
        }

        /**
         * Tries the line's tries {@code first}, {@code first + step}, ... (try {@code j} is try {@code j % each} from
         * board {@code j / each}) into a fresh {@link #next}; false when only the last region is left.
         */
        boolean tryLine(Beam beam, int line, int each, int first, int step) {
            next.size = 0;
            int all = beam.size * each;
            for (int j = first; j < all; j += step) {
                int e = j / each;
                int k = j % each;
                if (trial == null) {
                    trial = board(0, stop);
                }
                trial.copyBoard(beam.boards[e]);
                trial.moves.clear();
                trial.retry(weights[k % weights.length], seeds.applyAsLong(((long) line * width + e) * 1024 + k));
                if (!trial.solveNextLine()) {
                    // only the last region is left: nothing to choose
                    return false;
                }
                trial = next.offer(trial, beam.slides[e], beam.history[e], j);
            }
            return true;
        }
    }

    /**
     * A run's helper thread: tries every second try of each line it is {@linkplain #start started} on, until
     * {@linkplain #close closed}. The run's thread waits for its share in {@link #join}; the semaphores order each
     * line's fields between the two threads.
     */
    private static final class Helper implements Runnable {

        private final Worker worker;
        private final Semaphore work = new Semaphore(0);
        private final Semaphore done = new Semaphore(0);
        private Beam beam;
        private int line;
        private int each;
        private boolean closed;
        private boolean more;
        private Throwable failure;

        Helper(Worker worker) {
            this.worker = worker;
        }

        void start(Beam beam, int line, int each) {
            this.beam = beam;
            this.line = line;
            this.each = each;
            work.release();
        }

        /** Waits for the line's share; false when only the last region is left, and a stop or failure rethrown. */
        boolean join() {
            done.acquireUninterruptibly();
            if (failure instanceof RuntimeException e) {
                throw e;
            }
            if (failure instanceof Error e) {
                throw e;
            }
            return more;
        }

        void close() {
            closed = true;
            work.release();
        }

        @Override
        public void run() {
            while (true) {
                work.acquireUninterruptibly();
                if (closed) {
                    return;
                }
                try {
                    more = worker.tryLine(beam, line, each, 1, 2);
                } catch (RuntimeException | Error e) {
                    // rethrown on the run's thread; the helper stays to be closed, so the run never waits on it
                    failure = e;
                } finally {
                    done.release();
                }
            }
        }
    }

    /**
     * The boards of a beam, each with its slides so far (their count and their chain), its score and the number of
     * the try that made it (the earlier try goes first among equal scores). The boards past its size are spares, to
     * be tried with again; each board object is in one place at a time.
     */
    private static final class Beam {

        final GuidedReduction[] boards;
        final Segment[] history;
        final long[] slides;
        final long[] scores;
        final long[] tries;
        int size;

        Beam(int width) {
            boards = new GuidedReduction[width];
            history = new Segment[width];
            slides = new long[width];
            scores = new long[width];
            tries = new long[width];
        }

        /**
         * Takes try {@code number}, which solved a line from a board with {@code slidesBefore} slides and
         * {@code before} behind it, if the beam has room or the try beats its worst board; returns the board to try
         * with next (the one the try replaced, the try itself if it was not taken, or a spare, null if none).
         */
        GuidedReduction offer(GuidedReduction tried, long slidesBefore, Segment before, long number) {
            long total = slidesBefore + tried.moves.size();
            long score = total + (long) REST_PRICE * tried.manhattan();
            int slot = slotFor(score, number);
            if (slot < 0) {
                return tried;
            }
            return place(slot, tried, total, score, new Segment(tried.moves.toArray(), before), number);
        }

        /**
         * Offers each board of another beam of the same line (whose tries have other numbers), its places then
         * holding the boards this one gave back.
         */
        void merge(Beam other) {
            for (int i = 0; i < other.size; i++) {
                int slot = slotFor(other.scores[i], other.tries[i]);
                if (slot >= 0) {
                    other.boards[i] = place(
                            slot, other.boards[i], other.slides[i], other.scores[i], other.history[i], other.tries[i]);
                }
            }
        }

        /** The place a board of this score and try number takes, or -1 when the beam is full of better ones. */
        private int slotFor(long score, long number) {
            if (size < boards.length) {
                return size++;
            }
            int worst = 0;
            for (int j = 1; j < size; j++) {
                if (before(worst, scores[j], tries[j])) {
                    worst = j;
                }
            }
            return before(worst, score, number) ? -1 : worst;
        }

        /** Whether the board at {@code i} goes before one of this score and try number. */
        private boolean before(int i, long score, long number) {
            return scores[i] < score || scores[i] == score && tries[i] < number;
        }

        private GuidedReduction place(
                int slot, GuidedReduction board, long total, long score, Segment before, long number) {
            GuidedReduction replaced = boards[slot];
            boards[slot] = board;
            scores[slot] = score;
            slides[slot] = total;
            history[slot] = before;
            tries[slot] = number;
            return replaced;
        }

        /** Keeps the {@code count} first boards (all when there are no more), in the first places. */
        void keepBest(int count) {
            for (int i = 0; i < count && i < size; i++) {
                int least = i;
                for (int j = i + 1; j < size; j++) {
                    if (before(j, scores[least], tries[least])) {
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
            swap(tries, i, j);
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

        /** Finishes each board's last region and returns the shortest answer (the first board's among equals). */
        MoveBuffer finish() {
            keepBest(size);
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
