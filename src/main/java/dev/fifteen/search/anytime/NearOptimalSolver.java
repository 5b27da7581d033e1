package dev.fifteen.search.anytime;

import dev.fifteen.puzzle.Board;
import dev.fifteen.search.CompactMoves;
import dev.fifteen.search.Deadline;
import dev.fifteen.search.GoalLabels;
import dev.fifteen.search.Grid;
import dev.fifteen.search.SearchCancelledException;
import dev.fifteen.search.SearchTimeoutException;
import dev.fifteen.search.Solution;
import dev.fifteen.search.Solver;
import dev.fifteen.search.Strategy;
import dev.fifteen.search.pdb.PatternDatabaseCatalog.Choice;

import java.time.Duration;
import java.util.List;
import java.util.Locale;

/**
 * {@link Strategy#FAST} for boards whose pattern tables are ready ({@link ReadyTables}): the answer of the
 * {@code first} solver (the reduction), reported at once to the deadline's {@link dev.fifteen.search.SearchProgress},
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
 * Then the windows of the answer are searched again ({@link PathWindows}). Memory: besides the shared tables only
 * the search's path arrays, {@value #PEAK_BYTES_PER_MOVE} bytes a move of the first answer (a few kilobytes), and
 * nothing per node; the windows add the boards along the answer, one int a cell.
 */
public final class NearOptimalSolver implements Solver {

    /** The estimate's weights in sixteenths, one search after another: 1.5, 1.375, 1.25, ... 1. */
    static final int[] WEIGHTS = {24, 22, 20, 19, 18, 17, 16};

    /** The part of the deadline the weighted searches may take (from the start); the windows have the rest. */
    static final double WEIGHTED_SHARE = 0.6;

    /** The widths of the windows, in moves, one pass after another while each shortens the answer. */
    static final int[] WINDOWS = {40, 60, 80, 100};

    /** The nodes a window's search may expand. */
    static final long WINDOW_NODES = 3_000_000;

    /** The part of the deadline the first answer may take. */
    static final double FIRST_SHARE = 0.1;

    /** The search's memory per move of the incumbent: the path and three ints per child of each depth. */
    public static final int PEAK_BYTES_PER_MOVE = 4 + 3 * 4 * 4;

    private final Solver first;
    private final ReadyTables tables;
    private final int maxCells;
    private final List<Solver> withoutTables;
    private final Duration maxSearch;

    /** As the five-argument constructor, boards without ready tables going to {@code first}, the whole deadline. */
    public NearOptimalSolver(Solver first, ReadyTables tables, int maxCells) {
        this(first, tables, maxCells, List.of(first), Duration.ofDays(36_500));
    }

    /**
     * @param first         the solver of the first answer
     * @param tables        where the tables come from
     * @param maxCells      the largest board served
     * @param withoutTables the fast solvers of the boards without ready tables, in order: the first that supports
     *                      the shape answers, and one that runs out of time hands over to the next
     * @param maxSearch     the most time one solve may take, when the deadline is later
     */
    public NearOptimalSolver(
            Solver first, ReadyTables tables, int maxCells, List<Solver> withoutTables, Duration maxSearch) {
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
    }

    @Override
    public Strategy strategy() {
        return Strategy.FAST;
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
        Answer answer = new Answer(board, early, deadline, start);
        AnytimeWeightedIdaStar search = new AnytimeWeightedIdaStar(
                grid,
                state,
                choice.heuristic(),
                map[goal.blankIndex()],
                early.length(),
                deadline.portion(WEIGHTED_SHARE),
                (cells, length) -> {
                    int[] own = new int[length];
                    for (int k = 0; k < length; k++) {
                        own[k] = boardCell[cells[k]];
                    }
                    answer.improved(own, method(choice, early, answer.weight));
                });
        answer.lowerBound = Math.max(early.lowerBound(), search.estimate());
        deadline.progress().lowerBound(answer.lowerBound, 0);
        boolean exhausted = false;
        for (int weight : WEIGHTS) {
            if (answer.lowerBound >= search.best()) {
                break;
            }
            answer.weight = weight;
            AnytimeWeightedIdaStar.Outcome outcome = search.run(weight);
            answer.lowerBound = Math.max(answer.lowerBound, search.provenBound());
            exhausted = outcome == AnytimeWeightedIdaStar.Outcome.EXHAUSTED;
            if (outcome != AnytimeWeightedIdaStar.Outcome.IMPROVED) {
                break;
            }
        }
        long nodes = search.nodes();
        if (!exhausted && answer.length() > answer.lowerBound && !deadline.expired()) {
            PathWindows windows = new PathWindows(grid, board.cells(), tables, deadline);
            int[] cells = answer.cells();
            for (int width : WINDOWS) {
                while (!deadline.expired()) {
                    int[] shorter = windows.improve(cells, width, WINDOW_NODES);
                    if (shorter.length >= cells.length) {
                        break;
                    }
                    cells = shorter;
                    answer.improved(cells, method(choice, early, answer.weight) + ", then shortened in windows");
                }
            }
            nodes += windows.nodes();
        }
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

    /** The shortest answer so far, reported as it improves. */
    private static final class Answer {
        private final Board board;
        private final Deadline deadline;
        private final long start;
        private Solution shortest;
        private int[] cells;
        private int lowerBound;
        private int weight;

        Answer(Board board, Solution early, Deadline deadline, long start) {
            this.board = board;
            this.deadline = deadline;
            this.start = start;
            this.shortest = early;
            this.lowerBound = early.lowerBound();
        }

        int length() {
            return shortest.length();
        }

        void improved(int[] blankCells, String method) {
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
        }

        /** The blank's cells along the shortest answer. */
        int[] cells() {
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

    private static String method(Choice choice, Solution early, int weight) {
        String weighted = weight == 0
                ? "anytime weighted IDA*"
                : String.format(Locale.ROOT, "anytime weighted IDA* (last improved at weight %.4g)", weight / 16.0);
        return weighted + " with " + choice.heuristic().name() + ", from the " + early.length()
                + "-slide fast answer; lower bound: the tables' estimate or the search's proof";
    }
}
