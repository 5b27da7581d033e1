package dev.fifteen.search.anytime;

import dev.fifteen.puzzle.Board;
import dev.fifteen.search.Cancellation;
import dev.fifteen.search.CompactMoves;
import dev.fifteen.search.Deadline;
import dev.fifteen.search.GoalLabels;
import dev.fifteen.search.Grid;
import dev.fifteen.search.SearchCancelledException;
import dev.fifteen.search.SearchProgress;
import dev.fifteen.search.SearchThreads;
import dev.fifteen.search.SearchTimeoutException;
import dev.fifteen.search.Solution;
import dev.fifteen.search.Solver;
import dev.fifteen.search.Strategy;
import dev.fifteen.search.fast.FastSolver;
import dev.fifteen.search.pdb.PatternDatabaseCatalog.Choice;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;

/**
 * {@link Strategy#FAST} for boards whose pattern tables are ready ({@link ReadyTables}): the answer of the
 * {@code first} solver (the reduction), reported at once to the deadline's {@link dev.fifteen.search.SearchProgress},
 * on boards of 21 to 24 cells first shortened by a {@link BeamSearch} with the tables ({@link #shortenByBeam}),
 * then improved with the tables by {@link AnytimeWeightedIdaStar} at the weights {@link #WEIGHTS} in turn while the
 * deadline allows, each strictly shorter solution reported as it is found. The answer is the shortest found, flagged
 * optimal only when proven: its length meets the start's estimate or the bound a completed search at weight 1
 * proved, or no shorter solution was left to find. Its lower bound is the best of the reduction's, the tables' and
 * the search's. See {@code docs/algorithms.md}, "Near-optimal answers with the tables".
 *
 * <p>A board whose tables are not ready goes to the solvers {@code withoutTables} (as it would without this one),
 * its answer's note saying where the tables stand when the source plans some ({@link ReadyTables#whereTheyStand}).
 * The improvement stops at the deadline or {@code maxSearch} after the call, whichever comes first. A cancelled
 * deadline stops the search within a few thousand nodes and ends the solve with {@link SearchCancelledException}.
 * Then the windows of the answer are searched again ({@link PathWindows}). When {@code helpers} lends an idle thread,
 * it runs a second schedule of weights ({@link #HELPER_WEIGHTS}) and then the windows until the deadline, while this
 * thread keeps to its weights; each search prunes by the other's shortest solution and stops once the other's bound
 * meets it, and the answer takes only strictly shorter solutions, so its reports still shorten one by one. Memory:
 * besides the shared tables only the searches' path arrays, {@value #PEAK_BYTES_PER_MOVE} bytes a move of the first
 * answer each (a few kilobytes), and nothing per node; the windows add the boards along the answer, one int a cell;
 * the beam its boards of one depth and one int a board and depth ({@link BeamSearch#peakBytes}: 2.2 MB and 40 KB a
 * slide of its answer on 3 x 7).
 */
public final class NearOptimalSolver implements Solver {

    /** The estimate's weights in sixteenths, one search after another: 1.5, 1.375, 1.25, ... 1. */
    static final int[] WEIGHTS = {24, 22, 20, 19, 18, 17, 16};

    /** The part of the deadline the weighted searches may take (from the start); the windows have the rest. */
    static final double WEIGHTED_SHARE = 0.6;

    /**
     * The weights of the second search, on a helper thread when one is idle: between the first one's, so that the two
     * look at other thresholds, each pruned by the other's shortest solution.
     */
    static final int[] HELPER_WEIGHTS = {20, 18, 17, 16};

    /** With a helper: its weighted searches' part of the deadline; its windows have the rest, the first search all. */
    static final double HELPER_WEIGHTED_SHARE = 0.6;

    /** The widths of the windows, in moves, one pass after another while each shortens the answer. */
    static final int[] WINDOWS = {40, 60, 80, 100};

    /** The nodes a window's search may expand. */
    static final long WINDOW_NODES = 3_000_000;

    /** The part of the deadline the first answer may take. */
    static final double FIRST_SHARE = 0.1;

    /**
     * The boards whose first answer a {@link BeamSearch} tries to shorten before the weighted searches: 21 to 24
     * cells (3 x 7 and the longer strips, 4 x 6); on 4 x 5 the weighted searches come within a slide or two of the
     * shortest without it; 5 x 5, whose answers come within about 3 % of the shortest with the 6-6-6-6 tables, is
     * left out, a beam there not measured.
     */
    static final int BEAM_FROM_CELLS = 21;

    static final int BEAM_TO_CELLS = 24;

    /** The boards the beam keeps at each depth. */
    static final int BEAM_WIDTH = 10_000;

    /** The part of the deadline (from the start) by which the beam stops, answered or not. */
    static final double BEAM_SHARE = 0.5;

    /** The search's memory per move of the incumbent: the path and three ints per child of each depth. */
    public static final int PEAK_BYTES_PER_MOVE = 4 + 3 * 4 * 4;

    private final Solver first;
    private final ReadyTables tables;
    private final int maxCells;
    private final List<Solver> withoutTables;
    private final Duration maxSearch;
    private final SearchThreads helpers;

    /**
     * As the six-argument constructor, boards without ready tables going to {@code first}, the whole deadline, no
     * helper.
     */
    public NearOptimalSolver(Solver first, ReadyTables tables, int maxCells) {
        this(first, tables, maxCells, List.of(first), Duration.ofDays(36_500), SearchThreads.none());
    }

    /**
     * @param first         the solver of the first answer
     * @param tables        where the tables come from
     * @param maxCells      the largest board served
     * @param withoutTables the fast solvers of the boards without ready tables, in order: the first that supports
     *                      the shape answers, and one that runs out of time hands over to the next
     * @param maxSearch     the most time one solve may take, when the deadline is later
     * @param helpers       where a second thread comes from, when one is idle: it shortens the answer's windows
     *                      while the weighted searches run
     */
    public NearOptimalSolver(
            Solver first,
            ReadyTables tables,
            int maxCells,
            List<Solver> withoutTables,
            Duration maxSearch,
            SearchThreads helpers) {
        if (first.strategy() != Strategy.FAST) {
            throw new IllegalArgumentException("the first answer comes from a fast solver, not " + first);
        }
        if (maxCells < 2) {
            throw new IllegalArgumentException("a board has at least 2 cells, not " + maxCells);
        }
        this.first = first;
        this.tables = tables;
        this.maxCells = maxCells;
        this.withoutTables = List.copyOf(withoutTables);
        this.maxSearch = maxSearch;
        this.helpers = helpers;
    }

    @Override
    public boolean supports(int rows, int columns) {
        return (long) rows * columns <= maxCells && first.supports(rows, columns);
    }

    @Override
    public Solution solve(Board board, Board goal, Deadline requested) {
        Choice choice = tables.choose(board.rows(), board.columns(), goal.blankIndex(), requested);
        if (choice == null) {
            Solution fast = withoutTables(board, goal, requested);
            String note = tables.whereTheyStand(board.rows(), board.columns(), goal.blankIndex());
            return note == null
                    ? fast
                    : new Solution(
                            fast.moves(),
                            fast.optimal(),
                            fast.strategy(),
                            fast.heuristic() + "; " + note,
                            fast.lowerBound(),
                            fast.nodesExpanded(),
                            fast.elapsedNanos());
        }
        Deadline deadline = capped(requested);
        long start = System.nanoTime();
        Solution early = first.solve(board, goal, deadline.portion(FIRST_SHARE));
        deadline.progress().solution(early);
        Grid grid = new Grid(board.rows(), board.columns());
        // the tables' cells: the board's shape, or that shape turned when they are the transposed shape's
        Grid searched = choice.grid(board.rows(), board.columns());
        int[] map = choice.cellMap();
        int[] boardCell = new int[grid.size];
        for (int cell = 0; cell < grid.size; cell++) {
            boardCell[map[cell]] = cell;
        }
        int[] labels = GoalLabels.relabel(board, goal);
        int[] state = new int[grid.size];
        for (int cell = 0; cell < grid.size; cell++) {
            state[map[cell]] = map[labels[cell]];
        }
        Answer answer = new Answer(board, early, deadline, start, method(choice, early, 0));
        Weighted weighted = until -> {
            AnytimeWeightedIdaStar search = new AnytimeWeightedIdaStar(
                    searched,
                    state,
                    choice.heuristic(),
                    map[goal.blankIndex()],
                    answer.length(),
                    until,
                    (cells, length, weight) -> {
                        int[] own = new int[length];
                        for (int k = 0; k < length; k++) {
                            own[k] = boardCell[cells[k]];
                        }
                        answer.searched(own, method(choice, early, weight));
                    });
            search.share(answer::length, answer::lowerBound);
            return search;
        };
        // an idle helper runs a second schedule of weights, then shortens the answer's windows until the deadline
        Cancellation helperStop = new Cancellation();
        Deadline helperDeadline = deadline.cancelledBy(helperStop).reportingTo(SearchProgress.NONE);
        // completed once the helper is back with the helpers (a join waits through interrupts)
        CompletableFuture<Void> helperDone = new CompletableFuture<>();
        long[] helperNodes = {0};
        Throwable[] helperFailure = {null};
        boolean helped = early.length() > early.lowerBound()
                && helpers.tryRun(
                        () -> {
                            try {
                                AnytimeWeightedIdaStar second =
                                        weighted.search(helperDeadline.portion(HELPER_WEIGHTED_SHARE));
                                for (int weight : HELPER_WEIGHTS) {
                                    AnytimeWeightedIdaStar.Outcome outcome = second.run(weight);
                                    answer.raiseBound(second.provenBound());
                                    if (outcome != AnytimeWeightedIdaStar.Outcome.IMPROVED) {
                                        break;
                                    }
                                }
                                helperNodes[0] = second.nodes();
                                helperNodes[0] += shortenInWindows(grid, board, answer, helperDeadline, true);
                            } catch (RuntimeException | Error e) {
                                helperFailure[0] = e;
                            }
                        },
                        () -> helperDone.complete(null));
        AnytimeWeightedIdaStar search = weighted.search(helped ? deadline : deadline.portion(WEIGHTED_SHARE));
        boolean exhausted = false;
        long nodes;
        try {
            nodes = shortenByBeam(
                    board, searched, state, map[goal.blankIndex()], boardCell, choice, early, answer, deadline);
            answer.raiseBound(search.estimate());
            deadline.progress().lowerBound(answer.lowerBound, 0);
            for (int weight : WEIGHTS) {
                if (answer.lowerBound >= answer.length()) {
                    break;
                }
                AnytimeWeightedIdaStar.Outcome outcome = search.run(weight);
                answer.raiseBound(search.provenBound());
                exhausted = outcome == AnytimeWeightedIdaStar.Outcome.EXHAUSTED;
                if (outcome != AnytimeWeightedIdaStar.Outcome.IMPROVED) {
                    break;
                }
            }
            nodes += search.nodes();
            if (!exhausted && answer.length() > answer.lowerBound && !deadline.expired()) {
                nodes += shortenInWindows(grid, board, answer, deadline, false);
            }
        } finally {
            helperStop.cancel();
            if (helped) {
                helperDone.join();
            }
        }
        if (helperFailure[0] instanceof RuntimeException e) {
            throw e;
        }
        if (helperFailure[0] instanceof Error e) {
            throw e;
        }
        nodes += helperNodes[0];
        if (deadline.cancelled()) {
            throw new SearchCancelledException(
                    answer.lowerBound,
                    early.nodesExpanded() + nodes,
                    deadline.elapsed().toMillis());
        }
        Solution found = answer.shortest;
        boolean optimal = exhausted || found.length() <= answer.lowerBound;
        return new Solution(
                found.moves(),
                optimal,
                Strategy.FAST,
                found == early
                        ? early.heuristic() + "; not improved by " + method(choice, early, 0)
                        : found.heuristic(),
                optimal ? found.length() : answer.lowerBound,
                early.nodesExpanded() + nodes,
                System.nanoTime() - start);
    }

    /** The deadline, or an earlier one {@code maxSearch} from now. */
    private Deadline capped(Deadline deadline) {
        double timeout = deadline.timeout().toNanos();
        double wanted = deadline.elapsed().plus(maxSearch).toNanos();
        return wanted >= timeout ? deadline : deadline.portion(wanted / timeout);
    }

    private Solution withoutTables(Board board, Board goal, Deadline deadline) {
        SearchTimeoutException last = null;
        for (Solver solver : withoutTables) {
            if (solver.supports(board.rows(), board.columns())) {
                try {
                    return solver.solve(board, goal, deadline);
                } catch (SearchTimeoutException timeout) {
                    last = timeout;
                }
            }
        }
        if (last != null) {
            throw last;
        }
        return first.solve(board, goal, deadline);
    }

    /**
     * The shortest answer so far, reported as it improves; the weighted searches and the helper's windows offer it
     * shorter paths from two threads.
     */
    private static final class Answer {
        private final Board board;
        private final Deadline deadline;
        private final long start;
        private volatile Solution shortest;
        private int[] cells;
        private volatile int lowerBound;
        /** How the last weighted search's solution was found, for the windows that shorten it. */
        private String searched;

        Answer(Board board, Solution early, Deadline deadline, long start, String method) {
            this.searched = method;
            this.board = board;
            this.deadline = deadline;
            this.start = start;
            this.shortest = early;
            this.lowerBound = early.lowerBound();
        }

        int length() {
            return shortest.length();
        }

        int lowerBound() {
            return lowerBound;
        }

        /** Every solution is proven to need at least {@code bound} slides. */
        synchronized void raiseBound(int bound) {
            lowerBound = Math.max(lowerBound, bound);
        }

        /** Takes a weighted search's solution when it is shorter than the answer. */
        synchronized void searched(int[] blankCells, String method) {
            if (improved(blankCells, method)) {
                searched = method;
            }
        }

        /** Takes a solution shortened in windows when it is shorter than the answer, and says whether it was. */
        synchronized boolean shortened(int[] blankCells) {
            return improved(blankCells, searched + ", then shortened in windows");
        }

        private boolean improved(int[] blankCells, String method) {
            if (blankCells.length >= shortest.length()) {
                return false;
            }
            cells = blankCells;
            shortest = new Solution(
                    CompactMoves.ofBlankPath(board, blankCells),
                    false,
                    Strategy.FAST,
                    method,
                    lowerBound,
                    shortest.nodesExpanded(),
                    System.nanoTime() - start);
            deadline.progress().solution(shortest);
            return true;
        }

        /** The blank's cells along the shortest answer. */
        synchronized int[] cells() {
            if (cells == null) {
                int[] positionOf = new int[board.size()];
                for (int cell = 0; cell < board.size(); cell++) {
                    positionOf[board.tileAt(cell)] = cell;
                }
                int[] tiles = shortest.tiles();
                cells = new int[tiles.length];
                for (int k = 0; k < tiles.length; k++) {
                    int cell = positionOf[tiles[k]];
                    positionOf[tiles[k]] = positionOf[0];
                    positionOf[0] = cell;
                    cells[k] = cell;
                }
            }
            return cells;
        }
    }

    /** A weighted search of the board until a deadline, offering the answer each shorter solution it finds. */
    @FunctionalInterface
    private interface Weighted {
        AnytimeWeightedIdaStar search(Deadline until);
    }

    /**
     * The most heap the beam takes on a board of this shape: none outside {@value #BEAM_FROM_CELLS} to
     * {@value #BEAM_TO_CELLS} cells, else its peak ({@link BeamSearch#peakBytes}) at the depth of the longest first
     * answer the reduction may give ({@link FastSolver#maxSlides}), which bounds it.
     */
    public static long beamBytes(int rows, int columns) {
        int cells = rows * columns;
        if (cells < BEAM_FROM_CELLS || cells > BEAM_TO_CELLS) {
            return 0;
        }
        return BeamSearch.peakBytes(cells, BEAM_WIDTH, (int) FastSolver.maxSlides(rows, columns));
    }

    /**
     * On a board of {@value #BEAM_FROM_CELLS} to {@value #BEAM_TO_CELLS} cells whose first answer is not proven
     * shortest, a {@link BeamSearch} of {@value #BEAM_WIDTH} boards a depth with the tables until
     * {@link #BEAM_SHARE} of the deadline: the weighted searches then start from its answer where it is shorter. Where
     * the reduction's answer is far from the shortest (a hard 3 x 7 board: 155 slides, improved to 149 by the
     * weighted searches alone), the beam's is much closer (131).
     *
     * @return the boards the beam expanded
     */
    private static long shortenByBeam(
            Board board,
            Grid searched,
            int[] state,
            int blankLabel,
            int[] boardCell,
            Choice choice,
            Solution early,
            Answer answer,
            Deadline deadline) {
        if (board.size() < BEAM_FROM_CELLS || board.size() > BEAM_TO_CELLS || early.length() <= early.lowerBound()) {
            return 0;
        }
        BeamSearch beam = new BeamSearch(searched, choice.heuristic(), BEAM_WIDTH);
        int[] cells = beam.search(state, blankLabel, answer.length(), deadline.portion(BEAM_SHARE));
        if (cells != null) {
            int[] own = new int[cells.length];
            for (int k = 0; k < cells.length; k++) {
                own[k] = boardCell[cells[k]];
            }
            answer.searched(
                    own,
                    String.format(
                            Locale.ROOT,
                            "beam search of %,d boards a depth with %s, from the %d-slide fast answer; lower bound: the"
                                    + " tables' estimate or the search's proof",
                            BEAM_WIDTH,
                            choice.heuristic().name(),
                            early.length()));
        }
        return beam.nodes();
    }

    /** How the answer was found: improved at {@code weight} (in sixteenths), or not improved when it is 0. */
    private static String method(Choice choice, Solution early, int weight) {
        String weighted = weight == 0
                ? "anytime weighted IDA*"
                : String.format(Locale.ROOT, "anytime weighted IDA* (last improved at weight %.4g)", weight / 16.0);
        return weighted + " with " + choice.heuristic().name() + ", from the " + early.length()
                + "-slide fast answer; lower bound: the tables' estimate or the search's proof";
    }

    /**
     * Shortens the answer's windows ({@link PathWindows}), each width of {@link #WINDOWS} in turn while it shortens
     * the answer: one round, or with {@code untilDeadline} rounds until the deadline, each on the answer's newest
     * path and with twice the nodes of the last when the last shortened nothing.
     *
     * @return the nodes expanded
     */
    private long shortenInWindows(Grid grid, Board board, Answer answer, Deadline deadline, boolean untilDeadline) {
        PathWindows windows = new PathWindows(grid, board.cells(), tables, deadline);
        long nodeCap = WINDOW_NODES;
        do {
            int[] cells = answer.cells();
            boolean shortened = false;
            for (int width : WINDOWS) {
                while (!deadline.expired() && answer.length() >= cells.length) {
                    int[] shorter = windows.improve(cells, width, nodeCap);
                    if (shorter.length >= cells.length) {
                        break;
                    }
                    cells = shorter;
                    shortened |= answer.shortened(cells);
                }
            }
            nodeCap = shortened ? nodeCap : 2 * nodeCap;
        } while (untilDeadline && !deadline.expired());
        return windows.nodes();
    }
}
