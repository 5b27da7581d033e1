package dev.fifteen.search.ida;

import dev.fifteen.puzzle.Board;
import dev.fifteen.search.CompactMoves;
import dev.fifteen.search.Deadline;
import dev.fifteen.search.DuplicatePruning;
import dev.fifteen.search.GoalLabels;
import dev.fifteen.search.ManhattanDistance;
import dev.fifteen.search.ParallelRound;
import dev.fifteen.search.SearchCancelledException;
import dev.fifteen.search.SearchProgress;
import dev.fifteen.search.SearchStopped;
import dev.fifteen.search.SearchThreads;
import dev.fifteen.search.SearchTimeoutException;
import dev.fifteen.search.Solution;
import dev.fifteen.search.Solver;
import dev.fifteen.search.Strategy;
import dev.fifteen.search.pdb.PatternDatabaseCatalog;

/**
 * Iterative-deepening A* (Korf, "Depth-first iterative-deepening: an optimal admissible tree search", Artificial
 * Intelligence 27, 1985): depth-first searches bounded by {@code f = g + h}, each bound the smallest {@code f} that
 * exceeded the previous one, so that with an admissible heuristic (pattern databases from
 * {@link PatternDatabaseCatalog}) the first solution found is a shortest one. The loop works on primitive state,
 * updates the heuristic incrementally, allocates nothing, prunes duplicate paths ({@link DuplicatePruning}: never
 * the blank straight back, nor any move string an earlier one does the same work as), skips the bounds
 * of the wrong parity and, near the root, visits the children smallest estimate first. Past its first small
 * iterations an optimal search runs over a fixed {@link Frontier} of paths, ordered by what the iteration before
 * found below each (the paths whose subtrees came closest to the goal first), and shares those iterations with idle
 * {@link SearchThreads}, one {@link ParallelRound} each (parallel IDA*, after Reinefeld and Schnecke's AIDA*, 1994);
 * the points where it does, and its other knobs, are its {@link Tuning}. Boards from a given size may be searched
 * from the goal's end instead, where that end promises less work ({@link #fromEitherEnd}). With a weight {@code w > 1}
 * the bound is on {@code g + w h}, a fast variant at most about {@code w} times too long. The enhancements and why
 * the parallel search stays optimal: {@code docs/algorithms.md}, "IDA* and its enhancements".
 *
 * <p>Memory linear in the solution length, plus the frontier; time dominated by the last iterations, so it depends
 * on the heuristic's strength.
 *
 * <p>Preconditions: the goal has the board's shape and the board can reach it (the request boundary and the
 * planner decide both before any search; an unreachable goal would run to the deadline).
 */
public final class IdaStarSolver implements Solver {

    private final PatternDatabaseCatalog catalog;
    private final int weight;
    private final int maxCells;
    private final SearchThreads threads;
    private final Tuning tuning;
    /** The smallest board that may be searched from the goal's end ({@link #fromEitherEnd}). */
    private final int eitherEndFrom;
    /** Whether a board whose blank cell has no tables in use asks for them, for the boards after it. */
    private final boolean askForEitherEnd;

    /**
     * A solver on its caller's thread alone.
     *
     * @param catalog  where the heuristics come from
     * @param weight   1 for optimal solutions, more for faster, longer ones
     * @param maxCells the largest board (in cells) this solver accepts
     */
    public IdaStarSolver(PatternDatabaseCatalog catalog, int weight, int maxCells) {
        this(catalog, weight, maxCells, SearchThreads.none());
    }

    /**
     * @param catalog  where the heuristics come from
     * @param weight   1 for optimal solutions, more for faster, longer ones
     * @param maxCells the largest board (in cells) this solver accepts
     * @param threads  the helpers an optimal search may borrow (a weighted one never does)
     */
    public IdaStarSolver(PatternDatabaseCatalog catalog, int weight, int maxCells, SearchThreads threads) {
        this(catalog, weight, maxCells, threads, Tuning.STANDARD);
    }

    /** As the public constructor, with the search's knobs moved (for tests and benches). */
    IdaStarSolver(PatternDatabaseCatalog catalog, int weight, int maxCells, SearchThreads threads, Tuning tuning) {
        this(catalog, weight, maxCells, threads, tuning, Integer.MAX_VALUE, false);
    }

    private IdaStarSolver(
            PatternDatabaseCatalog catalog,
            int weight,
            int maxCells,
            SearchThreads threads,
            Tuning tuning,
            int eitherEndFrom,
            boolean askForEitherEnd) {
        if (weight < 1) {
            throw new IllegalArgumentException("the weight must be at least 1, not " + weight);
        }
        this.catalog = catalog;
        this.weight = weight;
        this.maxCells = maxCells;
        this.threads = weight == 1 ? threads : SearchThreads.none();
        this.tuning = tuning;
        this.eitherEndFrom = eitherEndFrom;
        this.askForEitherEnd = askForEitherEnd;
    }

    /**
     * This optimal solver, with the boards of at least {@code minCells} cells searched from whichever end promises
     * less work: a path and its reverse are as long, so the search may as well run from the goal toward the board,
     * with the tables of the board's blank cell, and its answer be taken back. Where those tables are in use, each
     * end's first iterations are run briefly and the end that promises less work is searched in full; otherwise the
     * board is searched from its own end. With {@code ask}, a board whose blank cell has no tables in use asks for
     * them, for the boards after it.
     */
    public IdaStarSolver fromEitherEnd(int minCells, boolean ask) {
        if (weight != 1) {
            throw new IllegalStateException("only the optimal search may run from the goal's end");
        }
        return new IdaStarSolver(catalog, weight, maxCells, threads, tuning, minCells, ask);
    }

    /** The optimal solver for boards of at most {@code maxCells} cells, on its caller's thread alone. */
    public static IdaStarSolver optimal(PatternDatabaseCatalog catalog, int maxCells) {
        return new IdaStarSolver(catalog, 1, maxCells);
    }

    /** The optimal solver for boards of at most {@code maxCells} cells, with helpers from {@code threads}. */
    public static IdaStarSolver optimal(PatternDatabaseCatalog catalog, int maxCells, SearchThreads threads) {
        return new IdaStarSolver(catalog, 1, maxCells, threads);
    }

    @Override
    public Strategy strategy() {
        return weight == 1 ? Strategy.OPTIMAL : Strategy.FAST;
    }

    @Override
    public boolean supports(int rows, int columns) {
        return (long) rows * columns <= maxCells;
    }

    @Override
    public Solution solve(Board board, Board goal, Deadline deadline) {
        return solve(board, goal, deadline, null);
    }

    /**
     * As {@link #solve(Board, Board, Deadline)}; an optimal search told a solution already found stops before an
     * iteration whose threshold reaches its length (the iterations before it have proven that none is shorter) and
     * answers with it, proven shortest: the last iteration, which would only find another solution as long, is
     * not run. A weighted search ignores it.
     *
     * @param known a solution from the board to the goal, or {@code null}
     * @throws IllegalArgumentException if {@code known} does not take the board to the goal
     */
    @Override
    public Solution solve(Board board, Board goal, Deadline deadline, Solution known) {
        if (known != null && !solves(known, board, goal)) {
            throw new IllegalArgumentException("the known solution does not take the board to the goal");
        }
        Solution bound = weight == 1 ? known : null;
        int rows = board.rows();
        int columns = board.columns();
        int[] state = GoalLabels.relabel(board, goal);
        int goalBlank = goal.blankIndex();
        PatternDatabaseCatalog.Choice choice = catalog.choose(rows, columns, goalBlank, deadline);
        if (choice == null) {
            ManhattanDistance fallback = new ManhattanDistance(rows, columns, goalBlank);
            throw new SearchTimeoutException(
                    fallback.estimate(state),
                    0,
                    deadline.elapsed().toMillis(),
                    deadline.timeout().toMillis(),
                    fallback.name() + " (pattern databases still being built)");
        }
        if (weight == 1 && rows * columns >= eitherEndFrom) {
            int boardBlank = board.blankIndex();
            PatternDatabaseCatalog.Choice back = catalog.inUse(rows, columns, boardBlank);
            if (back == null && askForEitherEnd) {
                catalog.request(rows, columns, boardBlank);
            }
            if (back != null) {
                return fromEitherEnd(board, goal, state, choice, back, deadline, bound);
            }
        }
        return search(board, goal, state, goalBlank, choice, deadline, false, 0, bound);
    }

    /**
     * The search from whichever end promises less work ({@link #fromEitherEnd}): each end's first iterations, about
     * {@link Tuning#probeNodes} nodes, on the caller's thread; then the end whose unfinished iteration has the higher
     * threshold (at one threshold, the one whose last finished iteration took fewer nodes, weighed by the table reads
     * of a move: a mirrored set's node costs about twice) is searched in full.
     */
    private Solution fromEitherEnd(
            Board board,
            Board goal,
            int[] state,
            PatternDatabaseCatalog.Choice ahead,
            PatternDatabaseCatalog.Choice back,
            Deadline deadline,
            Solution known) {
        int[] backState = GoalLabels.relabel(goal, board);
        // the probes report nothing: the search that runs in full reports its bounds and nodes from its start
        Deadline quiet = deadline.reportingTo(SearchProgress.NONE);
        IdaStarSearch fromBoard = search(board, state, goal.blankIndex(), ahead, quiet, SearchThreads.none(), known);
        IdaStarSearch fromGoal = search(board, backState, board.blankIndex(), back, quiet, SearchThreads.none(), known);
        try {
            int length = fromBoard.probe(tuning.probeNodes());
            if (length >= 0 || length == IdaStarSearch.KNOWN_IS_SHORTEST) {
                return solution(board, goal, fromBoard, length, ahead, deadline, false, 0, known);
            }
            length = fromGoal.probe(tuning.probeNodes());
            if (length >= 0 || length == IdaStarSearch.KNOWN_IS_SHORTEST) {
                return solution(board, goal, fromGoal, length, back, deadline, true, fromBoard.totalNodes(), known);
            }
        } catch (SearchStopped stopped) {
            throw stopped(
                    Math.max(fromBoard.bound, fromGoal.bound),
                    fromBoard.totalNodes() + fromGoal.totalNodes(),
                    deadline,
                    ahead.heuristic().name());
        }
        long probed = fromBoard.totalNodes() + fromGoal.totalNodes();
        // at one threshold, the nodes of the last finished iterations weighed by their heuristics' reads a move
        boolean goalEnd = fromGoal.bound > fromBoard.bound
                || fromGoal.bound == fromBoard.bound
                        && fromGoal.lastIterationNodes * back.heuristic().readsPerMove()
                                < fromBoard.lastIterationNodes
                                        * ahead.heuristic().readsPerMove();
        return goalEnd
                ? search(board, goal, backState, board.blankIndex(), back, deadline, true, probed, known)
                : search(board, goal, state, goal.blankIndex(), ahead, deadline, false, probed, known);
    }

    /** A search of {@code state} toward the goal blank {@code target}, on the board turned as {@code choice} says. */
    private IdaStarSearch search(
            Board board,
            int[] state,
            int target,
            PatternDatabaseCatalog.Choice choice,
            Deadline deadline,
            SearchThreads helpers,
            Solution known) {
        int[] map = choice.cellMap();
        IdaStarSearch search = new IdaStarSearch(
                choice.grid(board.rows(), board.columns()),
                oriented(state, map),
                map[target],
                choice.heuristic(),
                weight,
                deadline,
                helpers,
                tuning);
        if (known != null) {
            search.known = known.length();
        }
        return search;
    }

    /**
     * The search of {@code state} toward the goal blank {@code target} with the tables of {@code choice}: from the
     * board toward the goal, or with {@code fromGoal} from the goal toward the board, its path then taken back;
     * {@code earlier} nodes, of probes before it, are counted in its answer.
     */
    private Solution search(
            Board board,
            Board goal,
            int[] state,
            int target,
            PatternDatabaseCatalog.Choice choice,
            Deadline deadline,
            boolean fromGoal,
            long earlier,
            Solution known) {
        IdaStarSearch search = search(board, state, target, choice, deadline, threads, known);
        int length;
        try {
            length = search.run();
        } catch (SearchStopped stopped) {
            throw stopped(
                    weight == 1 ? search.bound : search.startEstimate,
                    earlier + search.totalNodes(),
                    deadline,
                    choice.heuristic().name());
        }
        return solution(board, goal, search, length, choice, deadline, fromGoal, earlier, known);
    }

    /** What a search stopped by its deadline or its caller throws: the bound it proved and the nodes it took. */
    private static RuntimeException stopped(int bound, long nodes, Deadline deadline, String heuristic) {
        if (deadline.cancelled()) {
            return new SearchCancelledException(bound, nodes, deadline.elapsed().toMillis());
        }
        return new SearchTimeoutException(
                bound, nodes, deadline.elapsed().toMillis(), deadline.timeout().toMillis(), heuristic);
    }

    /**
     * The answer of a search that found a solution of {@code length} moves (see {@link #search}), or that proved the
     * {@code known} one shortest ({@link IdaStarSearch#KNOWN_IS_SHORTEST}).
     */
    private Solution solution(
            Board board,
            Board goal,
            IdaStarSearch search,
            int length,
            PatternDatabaseCatalog.Choice choice,
            Deadline deadline,
            boolean fromGoal,
            long earlier,
            Solution known) {
        int[] map = choice.cellMap();
        String name = choice.heuristic().name()
                + (weight == 1 ? "" : ", weight " + weight)
                + (fromGoal ? ", from the goal" : "");
        if (length == IdaStarSearch.KNOWN_IS_SHORTEST) {
            return new Solution(
                    known.moves(),
                    true,
                    strategy(),
                    name + " (every shorter bound searched in vain; the fast answer is shortest)",
                    search.startEstimate,
                    earlier + search.totalNodes(),
                    deadline.elapsed().toNanos());
        }
        return new Solution(
                fromGoal
                        ? reversed(board, goal, search.path, length, map)
                        : CompactMoves.ofBlankPath(board, search.path, length, map),
                weight == 1,
                strategy(),
                name,
                search.startEstimate,
                earlier + search.totalNodes(),
                deadline.elapsed().toNanos());
    }

    /** Whether the slides of {@code solution} can be made from the board, and end on the goal. */
    private static boolean solves(Solution solution, Board board, Board goal) {
        try {
            return solution.replay(board).equals(goal);
        } catch (IllegalStateException illegal) {
            return false;
        }
    }

    /** A state (the label of each cell) on the board turned by {@code map}. */
    private static int[] oriented(int[] state, int[] map) {
        int[] oriented = new int[state.length];
        for (int cell = 0; cell < state.length; cell++) {
            oriented[map[cell]] = map[state[cell]];
        }
        return oriented;
    }

    /**
     * The slides from {@code board} to {@code goal} that take back a search's first {@code length} blank cells from the
     * goal to the board (on the board turned by {@code map}): the blank's cells in the other order, ending on the
     * goal's blank cell.
     */
    private static CompactMoves reversed(Board board, Board goal, int[] searchCells, int length, int[] map) {
        int[] cells = new int[length];
        for (int i = 0; i < length - 1; i++) {
            cells[i] = searchCells[length - 2 - i];
        }
        if (length > 0) {
            cells[length - 1] = map[goal.blankIndex()];
        }
        return CompactMoves.ofBlankPath(board, cells, length, map);
    }
}
