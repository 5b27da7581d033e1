package dev.fifteen.search.fast;

import dev.fifteen.puzzle.Board;
import dev.fifteen.puzzle.Direction;
import dev.fifteen.search.SearchThreads;

import java.time.Duration;
import java.util.Arrays;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.IntBinaryOperator;

/**
 * Short, fast, usually not optimal solutions for any rectangle and any goal, anytime. The goal is relabelled to the
 * standard one, the board solved line by line by {@link ParberryReduction} (after Parberry, Information Processing
 * Letters 56, 1995) and shortened by {@link PathCompression}: the first answer. Then, while the given budget lasts,
 * {@link GuidedReduction} runs with other weights and ties, whose walks of the blank push the next tiles toward their
 * cells and whose tiles going straight take others along (about 1.34 n^3 slides against 2.6 n^3 on a 100 x 100); on
 * boards of at most {@value #SEARCH_MAX_CELLS} cells
 * a few of them, then a {@link WeightedAStar} bounded by the shortest answer takes the rest; on larger boards they take
 * the first half (after the first run, a beam of boards kept a line at a time, each line tried several times from
 * each, by {@link ChosenLines}, half of the tries on a helper thread when one is free) and
 * {@link WindowCompression} the second, shortening the best answer window by window. The shortest
 * answer is kept, each strictly shorter one told to the caller as it comes. The {@link LinearConflictBound} is
 * reported as the proven lower bound. A single row or column is solved when its tiles read in the goal's order (the
 * blank walks to its place). The steps: {@code docs/algorithms.md}, "The fast solver".
 *
 * <p>Time O(rows * columns * (rows + columns)) for the first answer and for each guided run (with a logarithm),
 * plus the budget; memory O(rows * columns) besides the slides ({@link #peakBytes}), plus the search's capped node
 * store. Thread-safe: each call works on its own arrays.
 *
 * <p>Preconditions: the goal has the board's shape and the board can reach it; callers decide both once, at the
 * request boundary. A board that cannot still gets no wrong answer: the wrong parity is found out, at no extra cost,
 * when its last region has no solution, and a single line when its tiles do not read in the goal's order.
 */
public final class FastSolver {

    /** Boards larger than this skip the bounded search: the reduction is already within a few percent. */
    public static final int SEARCH_MAX_CELLS = 64;

    /** What {@link #peakBytes} counts a slide. */
    static final int BYTES_A_SLIDE = 20;
    /** Guided runs on a board small enough for the bounded search, before it takes the rest of the budget. */
    static final int SMALL_RUNS = 4;
    /**
     * The weight a cell of a tile next to be solved, in the guided reduction's units (16 a slide): eight slides, so
     * that pushing such a tile a cell away from its goal costs nine slides and toward it nothing.
     */
    static final int TOP_WEIGHT = 8 * GuidedReduction.SLIDE_COST;
    /**
     * The aspect (longer side over shorter) past which the top weight grows in proportion, to twice
     * {@link #TOP_WEIGHT} at twice this aspect: a long strip's walks gain from pushing its next columns harder.
     */
    static final double STRIP_ASPECT = 5;
    /**
     * The least weight a cell of any tile, in the same units: three quarters of a slide, so that among walks of one
     * length those pushing the later lines' tiles home win too. Without it a long strip's tiles past the weighted
     * layers weighed nothing, and the walks pushed them back along the strip as often as forward.
     */
    static final int FLOOR_WEIGHT = 12;
    /** The most tries a line gets in a run of {@link ChosenLines}, all its beam's boards together. */
    static final int MAX_TRIES = 128;
    /** The boards the beam of {@link ChosenLines} keeps a line. */
    static final int BEAM_WIDTH = 12;
    /** Boards of more cells keep one board a line: their runs take the budget's guided half, and memory is dearer. */
    static final int MAX_BEAM_CELLS = 2_500;
    /** The fewest lines the weights fall over (before a run's share), where a quarter of the longer side is less. */
    static final int WEIGHTED_LINES = 4;
    /** The guided runs' shares of the lines over which a tile's weight falls to the floor, in turn. */
    private static final double[] LAYER_SHARES = {1.2, 0.8, 1.6, 1.0, 2.0, 0.6};
    /** The share of the budget the guided runs take on a board too large for the bounded search; windows the rest. */
    static final double GUIDED_SHARE = 0.5;
    /** The slides of the first pass's windows. */
    static final int FIRST_WINDOW = 12;
    /** How many slides longer each pass's windows are than the last's. */
    static final int WINDOW_STEP = 4;
    /** The longest windows; the passes start again from the first after them. */
    static final int LAST_WINDOW = 56;
    /** The nodes a window's search may take before it keeps the window's slides. */
    static final long WINDOW_NODE_CAP = 2_000_000;

    private final long searchStoreBytes;
    private final SearchThreads helpers;

    /** A solver whose bounded search keeps up to 160 MB of nodes, on the caller's thread alone. */
    public FastSolver() {
        this(WeightedAStar.MAX_STORE_BYTES);
    }

    /**
     * A solver whose bounded search keeps up to 160 MB of nodes.
     *
     * @see #FastSolver(long, SearchThreads)
     */
    public FastSolver(SearchThreads helpers) {
        this(WeightedAStar.MAX_STORE_BYTES, helpers);
    }

    /**
     * A solver on the caller's thread alone.
     *
     * @see #FastSolver(long, SearchThreads)
     */
    public FastSolver(long searchStoreBytes) {
        this(searchStoreBytes, SearchThreads.none());
    }

    /**
     * @param searchStoreBytes the cap of the bounded search's node store, in bytes (at most 160 MB are used); a
     *                         smaller store searches fewer nodes within the same time
     * @param helpers          where the guided runs of a board larger than {@value #SEARCH_MAX_CELLS} cells borrow a
     *                         second thread for half of each line's tries, when one is idle at a run's start
     */
    public FastSolver(long searchStoreBytes, SearchThreads helpers) {
        if (searchStoreBytes <= 0) {
            throw new IllegalArgumentException("the search store needs some bytes, not " + searchStoreBytes);
        }
        this.searchStoreBytes = searchStoreBytes;
        this.helpers = helpers;
    }

    /**
     * The most heap one solve of a board takes, in bytes: the bounded search's peak on boards of at most
     * {@value #SEARCH_MAX_CELLS} cells (both sides at least 2), and {@value #BYTES_A_SLIDE} bytes a slide for at
     * most 3 slides a cell times the longer side (the reduction makes about 2.6 n^3 on an n x n board, cells times the
     * side on a narrow one): while a guided run compresses its slides, its growing move buffer (2.5 bytes a slide at
     * its peak), their copy, the compressed ones and their copy (1 each) and the compression's hash of every depth
     * (8), besides the best answer so far (1) and, for a caller that watches, its reported form (the tiles, 4, and
     * the letters, 1); the final answer's letters and tiles are made once those are gone. On larger boards the
     * guided runs' beam of boards and their slides besides, with the helper's beam when one may join
     * ({@link ChosenLines#peakBytes}).
     */
    public long peakBytes(int rows, int columns) {
        long cells = (long) rows * columns;
        long search = rows >= 2 && columns >= 2 && cells <= SEARCH_MAX_CELLS
                ? WeightedAStar.peakBytes((int) cells, searchStoreBytes)
                : 0;
        long lines = cells > SEARCH_MAX_CELLS && rows > 1 && columns > 1
                ? ChosenLines.peakBytes(
                        rows,
                        columns,
                        beamWidth(rows, columns),
                        maxSlides(rows, columns),
                        Math.min(2, helpers.parallelism()))
                : 0;
        return search + lines + BYTES_A_SLIDE * maxSlides(rows, columns);
    }

    /** The boards a line of {@link ChosenLines} keeps on a board of this shape. */
    static int beamWidth(int rows, int columns) {
        return (long) rows * columns <= MAX_BEAM_CELLS ? BEAM_WIDTH : 1;
    }

    /** An upper estimate of the slides of a solution: 3 a cell times the longer side. */
    public static long maxSlides(int rows, int columns) {
        return 3L * rows * columns * Math.max(rows, columns);
    }

    /**
     * Solves without a budget: the line-by-line reduction and one guided run, the shorter kept.
     *
     * @see #solve(Board, Board, Duration)
     */
    public FastSolution solve(Board board, Board goal) {
        return solve(board, goal, Duration.ZERO);
    }

    /**
     * A valid solution from the board to the goal.
     *
     * @param searchBudget time the guided runs after the first and the bounded search may take (zero: none)
     * @throws IllegalArgumentException when the board turns out not to reach the goal (see the preconditions)
     */
    public FastSolution solve(Board board, Board goal, Duration searchBudget) {
        return solve(board, goal, searchBudget, () -> false);
    }

    /**
     * A valid solution from the board to the goal, whose later runs also end as soon as {@code stopped} says so
     * (the first answer is always complete).
     */
    public FastSolution solve(Board board, Board goal, Duration searchBudget, BooleanSupplier stopped) {
        return solve(board, goal, searchBudget, stopped, solution -> {});
    }

    /**
     * Anytime: the line-by-line reduction first, then guided reductions with other weights and ties while the budget
     * lasts (the first of them may take twice the budget, and with none it runs to its end; on boards of at most
     * {@value #SEARCH_MAX_CELLS} cells a few before the bounded search takes the rest), keeping the shortest answer.
     * Each strictly shorter answer, the first included, goes to {@code improved} as it is found, on the caller's
     * thread.
     *
     * @param searchBudget the time the later runs may take (zero: the reduction and one guided run only)
     * @param stopped      polled between and during runs (also on a helper thread): true ends the work with the best
     *                     answer so far
     * @param improved     told each answer shorter than all before it
     * @throws IllegalArgumentException when the board turns out not to reach the goal (see the preconditions)
     */
    public FastSolution solve(
            Board board, Board goal, Duration searchBudget, BooleanSupplier stopped, Consumer<FastSolution> improved) {
        long budgetStart = System.nanoTime();
        long deadline = budgetStart + Math.max(0, searchBudget.toNanos());
        BooleanSupplier over = () -> stopped.getAsBoolean() || System.nanoTime() >= deadline;
        // on a board too large for the bounded search the guided runs leave the budget's second half to the windows
        boolean searchable = board.size() <= SEARCH_MAX_CELLS;
        long guidedDeadline =
                searchable ? deadline : budgetStart + (long) (Math.max(0, searchBudget.toNanos()) * GUIDED_SHARE);
        BooleanSupplier guidedOver = () -> stopped.getAsBoolean() || System.nanoTime() >= guidedDeadline;
        // the first guided run may take twice the budget: on the largest boards it is most of the gain
        long firstDeadline = deadline + Math.max(0, searchBudget.toNanos());
        BooleanSupplier firstOver =
                searchBudget.isZero() ? stopped : () -> stopped.getAsBoolean() || System.nanoTime() >= firstDeadline;
        int rows = board.rows();
        int columns = board.columns();
        int[] start = board.cells();
        int[] target = goal.cells();
        int[] goalCellOfTile = new int[target.length];
        for (int i = 0; i < target.length; i++) {
            goalCellOfTile[target[i]] = i;
        }
        int lowerBound = new LinearConflictBound(rows, columns, goalCellOfTile).estimate(start);
        if (rows == 1 || columns == 1) {
            byte[] line = solveLine(start, target, columns == 1);
            FastSolution only = new FastSolution(line, lowerBound, FastSolution.Method.CONSTRUCTIVE, line.length);
            improved.accept(only);
            return only;
        }
        byte[] moves = reduce(rows, columns, start, target);
        int constructiveLength = moves.length;
        FastSolution best = new FastSolution(moves, lowerBound, FastSolution.Method.CONSTRUCTIVE, constructiveLength);
        improved.accept(best);
        if (!searchable) {
            best = chooseLines(rows, columns, start, target, best, firstOver, over, guidedDeadline, improved);
        } else if (rows > 3 || columns > 3) {
            for (int run = 0; best.length() > lowerBound && !stopped.getAsBoolean(); run++) {
                if (run > 0 && (searchBudget.isZero() || guidedOver.getAsBoolean() || run >= SMALL_RUNS)) {
                    break;
                }
                byte[] guided;
                try {
                    guided = guided(
                            rows,
                            columns,
                            start,
                            target,
                            layerWeights(run, rows, columns),
                            run,
                            run == 0 ? firstOver : over);
                } catch (IllegalStateException stuck) {
                    // never seen (tens of thousands of boards tried); the first answer stands for any other
                    continue;
                }
                if (guided == null) {
                    break;
                }
                if (guided.length < best.length() && leadsTo(columns, start, guided, target)) {
                    best = new FastSolution(guided, lowerBound, FastSolution.Method.GUIDED, constructiveLength);
                    improved.accept(best);
                }
            }
        }
        if (!searchable && !searchBudget.isZero()) {
            best = shortenWindows(rows, columns, start, target, best, over, improved);
        }
        if (rows >= 2 && columns >= 2 && searchable && !searchBudget.isZero() && best.length() > lowerBound) {
            byte[] searched = new WeightedAStar(rows, columns, start, goalCellOfTile, searchStoreBytes)
                    .search(best.length() - 1, deadline, stopped);
            if (searched != null && searched.length < best.length() && leadsTo(columns, start, searched, target)) {
                best = new FastSolution(searched, lowerBound, FastSolution.Method.WEIGHTED_SEARCH, constructiveLength);
                improved.accept(best);
            }
        }
        return best;
    }

    /**
     * The guided runs of a board too large for the bounded search: one run, then runs that keep a beam of boards a
     * line and try each line as often as the time left before {@code guidedDeadline} allows (planned by the last
     * run's time a line, at most {@value #MAX_TRIES} tries), each shorter answer kept and told to {@code improved}.
     */
    private FastSolution chooseLines(
            int rows,
            int columns,
            int[] start,
            int[] target,
            FastSolution best,
            BooleanSupplier firstOver,
            BooleanSupplier over,
            long guidedDeadline,
            Consumer<FastSolution> improved) {
        int[][] weights = new int[LAYER_SHARES.length][];
        for (int k = 0; k < weights.length; k++) {
            weights[k] = layerWeights(k, rows, columns);
        }
        ChosenLines lines = new ChosenLines(
                rows, columns, cornerLabels(rows, columns, start, target), weights, beamWidth(rows, columns));
        for (int run = 0; best.length() > best.lowerBound(); run++) {
            if (run > 0 && (over.getAsBoolean() || System.nanoTime() >= guidedDeadline)) {
                break;
            }
            long[] rest = lines.lineNanos();
            for (int i = rest.length - 2; i >= 0; i--) {
                rest[i] += rest[i + 1];
            }
            long seedBase = (long) run << 40;
            boolean firstRun = run == 0;
            IntBinaryOperator tries = (line, threads) -> {
                if (firstRun || line >= rest.length || rest[line] <= 0) {
                    return 1;
                }
                long left = guidedDeadline - System.nanoTime();
                return (int) Math.max(1, Math.min(MAX_TRIES, left * threads / rest[line]));
            };
            MoveBuffer moves = lines.run(
                    tries,
                    x -> seedBase + x + 1,
                    firstRun ? firstOver : over,
                    firstRun ? SearchThreads.none() : helpers);
            if (moves == null) {
                break;
            }
            byte[] guided = finish(rows, columns, start, target, moves);
            if (guided.length < best.length() && leadsTo(columns, start, guided, target)) {
                best = new FastSolution(
                        guided, best.lowerBound(), FastSolution.Method.GUIDED, best.constructiveLength());
                improved.accept(best);
            }
        }
        return best;
    }

    /**
     * Shortens the best answer window by window ({@link WindowCompression}) until {@code over}: passes with windows of
     * {@value #FIRST_WINDOW} slides, then {@value #WINDOW_STEP} more each pass up to {@value #LAST_WINDOW}, then from
     * the first again; each shorter answer that replays goes to {@code improved}.
     */
    private static FastSolution shortenWindows(
            int rows,
            int columns,
            int[] start,
            int[] target,
            FastSolution best,
            BooleanSupplier over,
            Consumer<FastSolution> improved) {
        for (int window = FIRST_WINDOW; best.length() > best.lowerBound() && !over.getAsBoolean(); ) {
            WindowCompression windows =
                    new WindowCompression(rows, columns, window, 0, WindowCompression.MAX_BOX_CELLS, WINDOW_NODE_CAP);
            byte[] shorter = windows.compress(start, best.moves(), over);
            if (shorter.length < best.length() && leadsTo(columns, start, shorter, target)) {
                best = new FastSolution(
                        shorter, best.lowerBound(), FastSolution.Method.WINDOWS, best.constructiveLength());
                improved.accept(best);
            }
            window = window >= LAST_WINDOW ? FIRST_WINDOW : window + WINDOW_STEP;
        }
        return best;
    }

    /**
     * The weights of the guided run {@code run}: from {@value #TOP_WEIGHT} (eight slides; up to twice that on a strip
     * longer than {@value #STRIP_ASPECT} times its width) at the region's edge
     * falling evenly to {@value #FLOOR_WEIGHT} over a share (changing from run to run) of a quarter of the longer
     * side (at least {@value #WEIGHTED_LINES} lines), of twice the shorter side or of the longer side, whichever is
     * least, so that the walks weigh most the tiles of the next few lines; the last entry, the floor, weighs every
     * later layer.
     */
    static int[] layerWeights(int run, int rows, int columns) {
        int longer = Math.max(rows, columns);
        double layers = LAYER_SHARES[run % LAYER_SHARES.length] * weightedDepth(rows, columns);
        // a strip's next columns weigh more: the top weight grows with the aspect past 5, at most doubled
        double top = TOP_WEIGHT * Math.min(2, Math.max(1, longer / (STRIP_ASPECT * Math.min(rows, columns))));
        int[] weights = new int[(int) Math.ceil(layers) + 1];
        for (int i = 0; i < weights.length; i++) {
            weights[i] = Math.max(FLOOR_WEIGHT, (int) Math.round(top * (1 - i / layers)));
        }
        return weights;
    }

    /**
     * The lines over which the weights fall before a run's share: a quarter of the longer side, at least
     * {@value #WEIGHTED_LINES}, at most twice the shorter side or the longer side.
     */
    static double weightedDepth(int rows, int columns) {
        int longer = Math.max(rows, columns);
        return Math.min(Math.max(WEIGHTED_LINES, longer / 4.0), Math.min(longer, 2 * Math.min(rows, columns)));
    }

    /** One row or one column: the tiles can only shift, so the blank walks straight to its goal cell. */
    private static byte[] solveLine(int[] start, int[] target, boolean vertical) {
        int blank = indexOf(start, 0);
        int goalBlank = indexOf(target, 0);
        byte[] moves = new byte[Math.abs(goalBlank - blank)];
        // the blank moves toward higher indices when the tiles move toward lower ones
        byte code = goalBlank > blank
                ? (vertical ? MoveBuffer.UP : MoveBuffer.LEFT)
                : (vertical ? MoveBuffer.DOWN : MoveBuffer.RIGHT);
        Arrays.fill(moves, code);
        if (!leadsTo(vertical ? 1 : start.length, start, moves, target)) {
            throw new IllegalArgumentException("the tiles of a single line can never pass each other, and this"
                    + " board's tiles do not read in the goal's order");
        }
        return moves;
    }

    /**
     * The line-by-line reduction alone, without the guided runs or the bounded search: the first answer of
     * {@link #solve(Board, Board, Duration, BooleanSupplier, Consumer)}, and the fast solver as it was before the
     * guided runs (benchmarks compare the two).
     */
    public static FastSolution lineByLine(Board board, Board goal) {
        FastSolution[] first = new FastSolution[1];
        new FastSolver().solve(board, goal, Duration.ZERO, () -> true, found -> {
            if (first[0] == null) {
                first[0] = found;
            }
        });
        return first[0];
    }

    /** The line-by-line reduction (the first answer of {@link #solve}). */
    static byte[] reduce(int rows, int columns, int[] start, int[] target) {
        if (rows <= 3 && columns <= 3) {
            return solveSmall(rows, columns, start, target);
        }
        int[] labels = cornerLabels(rows, columns, start, target);
        return finish(rows, columns, start, target, new ParberryReduction(rows, columns, labels).solve());
    }

    /** The guided reduction with one set of weights and one seed for its ties; null when {@code stop} ends it. */
    static byte[] guided(
            int rows, int columns, int[] start, int[] target, int[] layerWeight, long seed, BooleanSupplier stop) {
        if (rows <= 3 && columns <= 3) {
            return solveSmall(rows, columns, start, target);
        }
        int[] labels = cornerLabels(rows, columns, start, target);
        MoveBuffer moves = new GuidedReduction(rows, columns, labels, layerWeight, seed, stop).solve();
        return moves == null ? null : finish(rows, columns, start, target, moves);
    }

    /**
     * Each tile named by its cell (plus one) in the goal whose blank is walked to the bottom-right corner, right along
     * its row and then down, so that the reductions solve toward the standard goal.
     */
    private static int[] cornerLabels(int rows, int columns, int[] start, int[] target) {
        int[] cornerGoal = target.clone();
        int blank = indexOf(target, 0);
        while (blank % columns != columns - 1) {
            cornerGoal[blank] = cornerGoal[blank + 1];
            cornerGoal[++blank] = 0;
        }
        while (blank / columns != rows - 1) {
            cornerGoal[blank] = cornerGoal[blank + columns];
            blank += columns;
            cornerGoal[blank] = 0;
        }
        int[] labelOfTile = new int[start.length];
        for (int i = 0; i < cornerGoal.length; i++) {
            labelOfTile[cornerGoal[i]] = cornerGoal[i] == 0 ? 0 : i + 1;
        }
        int[] labels = new int[start.length];
        for (int i = 0; i < start.length; i++) {
            labels[i] = labelOfTile[start[i]];
        }
        return labels;
    }

    /** Walks the blank back to the goal's blank (up to its row, then left) and compresses the slides. */
    private static byte[] finish(int rows, int columns, int[] start, int[] target, MoveBuffer moves) {
        int goalBlank = indexOf(target, 0);
        for (int r = rows - 1; r > goalBlank / columns; r--) {
            moves.add(MoveBuffer.DOWN);
        }
        for (int c = columns - 1; c > goalBlank % columns; c--) {
            moves.add(MoveBuffer.RIGHT);
        }
        byte[] raw = moves.toArray();
        byte[] compressed = PathCompression.compress(columns, start, raw, true);
        if (leadsTo(columns, start, compressed, target)) {
            return compressed;
        }
        return PathCompression.compress(columns, start, raw, false);
    }

    /** Boards of at most 3 x 3 are one small region: solved in the fewest slides by its table. */
    private static byte[] solveSmall(int rows, int columns, int[] start, int[] target) {
        SmallRegionTable table = SmallRegionTable.of(rows, columns, indexOf(target, 0));
        int[] labelOfTile = new int[start.length];
        int[] goal = table.goal();
        for (int i = 0; i < target.length; i++) {
            labelOfTile[target[i]] = goal[i];
        }
        int[] state = new int[start.length];
        for (int i = 0; i < start.length; i++) {
            state[i] = labelOfTile[start[i]];
        }
        MoveBuffer moves = new MoveBuffer(64);
        // the blank steps from one cell to the next, so the tile slides the other way
        table.solve(state, (from, to) -> moves.add(MoveBuffer.code(Direction.between(to, from, columns))));
        return moves.toArray();
    }

    /** Whether the slides are legal from the start and end at the target. */
    static boolean leadsTo(int columns, int[] start, byte[] moves, int[] target) {
        int[] cells = start.clone();
        int blank = indexOf(cells, 0);
        int rows = cells.length / columns;
        for (byte code : moves) {
            int tileCell = MoveBuffer.direction(code).tileCell(blank, rows, columns);
            if (tileCell < 0) {
                return false;
            }
            cells[blank] = cells[tileCell];
            cells[tileCell] = 0;
            blank = tileCell;
        }
        return Arrays.equals(cells, target);
    }

    private static int indexOf(int[] cells, int tile) {
        for (int i = 0; i < cells.length; i++) {
            if (cells[i] == tile) {
                return i;
            }
        }
        return -1;
    }
}
