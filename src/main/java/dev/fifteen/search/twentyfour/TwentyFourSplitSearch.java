package dev.fifteen.search.twentyfour;

import dev.fifteen.search.Deadline;
import dev.fifteen.search.DuplicatePruning;
import dev.fifteen.search.FrontierOrder;
import dev.fifteen.search.Grid;
import dev.fifteen.search.ParallelRound;
import dev.fifteen.search.SearchThreads;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

/**
 * IDA* on the 5 x 5 board whose hard iterations are shared by the caller's thread and the idle
 * {@link SearchThreads}: an iteration that follows one of at least {@value #SHARED_FROM} nodes (by default) first
 * expands the tree breadth-first, pruned by the same bound, until at least {@value #FRONTIER} nodes wait at one
 * depth; then each thread takes the next waiting node and searches below it with its own
 * {@link TwentyFourSearch}, until the nodes run out, one thread finds a solution (the others stop at their next
 * poll) or the deadline comes: one {@link ParallelRound}. The waiting nodes are taken in the order the last shared
 * iteration suggests ({@link #orderByLastIteration}). The tree is the one the single-threaded search walks (the
 * inverse move pruned, the same bound), so a complete iteration expands the same nodes; the iteration that finds the
 * goal may expand more or fewer. Any solution found within the bound of the iteration that first reaches one is
 * shortest, whichever thread finds it. Not reusable; used by one thread.
 *
 * <p>Memory: the frontier (about {@value #FRONTIER} to four times as many boards of 25 ints and their paths, a few
 * hundred kB), the last shared iteration's figures for every prefix of its frontier's paths (tens of thousands of
 * entries, a few MB) and one {@link TwentyFourSearch} per thread, for the time of the solve.
 */
final class TwentyFourSplitSearch {

    /** The nodes an iteration must have taken for the next one to be shared. */
    static final long SHARED_FROM = 1 << 20;
    /** The frontier nodes a shared iteration hands out at least. */
    static final int FRONTIER = 1 << 12;

    private static final DuplicatePruning PRUNING = DuplicatePruning.standard();

    /** The moves of a path a {@link #prefixKey} tells apart (two bits each, below the length). */
    private static final int MAX_KEY_MOVES = 28;

    private final TwentyFourTables tables;
    private final int[] start;
    private final Deadline deadline;
    private final SearchThreads helpers;
    private final long sharedFrom;
    private final int frontier;
    private final TwentyFourSearch main;

    private final Grid grid;
    /** The helpers' searches, made at the first shared iteration and kept for the later ones. */
    private TwentyFourSearch[] helperSearches;
    /** The nodes expanded by the frontier expansions and by the helpers' searches. */
    private long otherNodes;

    private long lastIterationNodes;
    private int[] solution;
    /**
     * What the last shared iteration found below its frontier, by path prefix ({@link #prefixKey}): per prefix of
     * every frontier path, the smallest estimate entered below it and the nodes expanded there; empty before the
     * first shared iteration ends.
     */
    private Map<Long, long[]> lastFound = Map.of();
    /** The depth of the last shared iteration's frontier. */
    private int lastDepth;

    TwentyFourSplitSearch(TwentyFourTables tables, int[] state, Deadline deadline, SearchThreads helpers) {
        this(tables, state, deadline, helpers, SHARED_FROM, FRONTIER);
    }

    /**
     * As the four-argument constructor, sharing an iteration after one of at least {@code sharedFrom} nodes, handing
     * out at least {@code frontier} nodes.
     */
    TwentyFourSplitSearch(
            TwentyFourTables tables,
            int[] state,
            Deadline deadline,
            SearchThreads helpers,
            long sharedFrom,
            int frontier) {
        this.sharedFrom = sharedFrom;
        this.frontier = frontier;
        this.tables = tables;
        this.start = state.clone();
        this.deadline = deadline;
        this.helpers = helpers;
        this.main = new TwentyFourSearch(tables, start, deadline);
        this.grid = new Grid(TilePartition.ROWS, TilePartition.COLUMNS);
    }

    /** The heuristic at the start: a proven lower bound. */
    int estimate() {
        main.load(start, new int[0], 0);
        return main.estimate();
    }

    /** The nodes expanded so far by every thread. */
    long nodes() {
        return main.nodes() + otherNodes;
    }

    /** The blank's cells along the solution found, after the start. */
    int[] solution() {
        return solution.clone();
    }

    /**
     * One iteration, as {@link TwentyFourSearch#iterate(int)}: {@link TwentyFourSearch#FOUND}, {@link
     * TwentyFourSearch#STOPPED} or the next bound.
     */
    int iterate(int bound) {
        long before = nodes();
        int result;
        if (helpers.parallelism() > 1 && lastIterationNodes >= sharedFrom) {
            result = shared(bound);
        } else {
            main.load(start, new int[0], 0);
            result = main.iterate(bound);
            if (result == TwentyFourSearch.FOUND) {
                solution = main.solution();
            }
        }
        lastIterationNodes = nodes() - before;
        return result;
    }

    private int shared(int bound) {
        List<int[]> states = new ArrayList<>();
        List<int[]> paths = new ArrayList<>();
        states.add(start);
        paths.add(new int[0]);
        int next = Integer.MAX_VALUE;
        int startBlank = blankOf(start);
        while (states.size() < frontier) {
            List<int[]> nextStates = new ArrayList<>();
            List<int[]> nextPaths = new ArrayList<>();
            for (int n = 0; n < states.size(); n++) {
                int[] state = states.get(n);
                int[] path = paths.get(n);
                int g = path.length;
                main.load(state, path, 0);
                if (main.sum(0) == 0) {
                    solution = path.clone();
                    return TwentyFourSearch.FOUND;
                }
                otherNodes++;
                int blank = main.blank();
                int pruning = stateOf(path, startBlank);
                for (int i = 0; i < grid.neighbours[blank].length; i++) {
                    if (PRUNING.next(pruning, grid.directions[blank][i]) == DuplicatePruning.PRUNED) {
                        continue;
                    }
                    int cell = grid.neighbours[blank][i];
                    int[] child = state.clone();
                    child[blank] = child[cell];
                    child[cell] = 0;
                    main.load(child, path, 0);
                    int f = pruned(main, g + 1, bound);
                    if (f > 0) {
                        next = Math.min(next, f);
                        continue;
                    }
                    int[] childPath = Arrays.copyOf(path, g + 1);
                    childPath[g] = cell;
                    nextStates.add(child);
                    nextPaths.add(childPath);
                }
            }
            if (nextStates.isEmpty()) {
                return next;
            }
            states = nextStates;
            paths = nextPaths;
        }
        orderByLastIteration(states, paths, startBlank);
        return searchBelow(states, paths, bound, next, startBlank);
    }

    /**
     * Puts the frontier nodes in the {@link FrontierOrder} the last shared iteration suggests: first those below
     * which it came closest to the goal (the smallest estimate it entered there), ties to the larger subtree, then to
     * the breadth-first order. A node deeper than the last frontier takes its ancestor's figures, a shallower one
     * those of all its descendants; a node the last iteration did not reach comes last.
     */
    void orderByLastIteration(List<int[]> states, List<int[]> paths, int startBlank) {
        if (lastFound.isEmpty()) {
            return;
        }
        int count = states.size();
        int[] closest = new int[count];
        long[] nodes = new long[count];
        for (int n = 0; n < count; n++) {
            int[] path = paths.get(n);
            long[] found = lastFound.get(prefixKey(path, Math.min(path.length, lastDepth), startBlank));
            closest[n] = found == null ? Integer.MAX_VALUE : (int) found[0];
            nodes[n] = found == null ? 0 : found[1];
        }
        int[] order = FrontierOrder.byLastIteration(closest, nodes);
        List<int[]> sortedStates = new ArrayList<>(count);
        List<int[]> sortedPaths = new ArrayList<>(count);
        for (int n : order) {
            sortedStates.add(states.get(n));
            sortedPaths.add(paths.get(n));
        }
        states.clear();
        states.addAll(sortedStates);
        paths.clear();
        paths.addAll(sortedPaths);
    }

    /**
     * Keeps, for every prefix of the frontier's paths, the smallest estimate the iteration entered below it and the
     * nodes it expanded there.
     */
    void remember(List<int[]> paths, int[] closest, long[] nodes, int startBlank) {
        Map<Long, long[]> found = new HashMap<>();
        int depth = 0;
        for (int n = 0; n < paths.size(); n++) {
            int[] path = paths.get(n);
            depth = path.length;
            for (int length = 1; length <= path.length; length++) {
                long[] figures = found.computeIfAbsent(
                        prefixKey(path, length, startBlank), key -> new long[] {Long.MAX_VALUE, 0});
                figures[0] = Math.min(figures[0], closest[n]);
                figures[1] += nodes[n];
            }
        }
        lastFound = found;
        lastDepth = depth;
    }

    /**
     * The first {@code length} moves of a path as a number: two bits a move (its direction), then the length; the
     * same for the same moves from the same start.
     */
    private static long prefixKey(int[] path, int length, int startBlank) {
        long key = 0;
        int blank = startBlank;
        for (int i = 0; i < Math.min(length, MAX_KEY_MOVES); i++) {
            key = key << 2 | DuplicatePruning.direction(blank, path[i], TilePartition.COLUMNS);
            blank = path[i];
        }
        return key << 6 | Math.min(length, MAX_KEY_MOVES);
    }

    /** The threads search below the frontier nodes, as one {@link ParallelRound}. */
    private int searchBelow(List<int[]> states, List<int[]> paths, int bound, int next, int startBlank) {
        if (helperSearches == null) {
            helperSearches = new TwentyFourSearch[helpers.parallelism() - 1];
            for (int h = 0; h < helperSearches.length; h++) {
                helperSearches[h] = new TwentyFourSearch(tables, start, deadline);
            }
        }
        ParallelRound<TwentyFourSearch> round = new ParallelRound<>(states.size());
        AtomicLong shared = new AtomicLong(nodes());
        long helpersBefore = 0;
        for (TwentyFourSearch helper : helperSearches) {
            helper.share(shared, round, false);
            helpersBefore += helper.nodes();
        }
        main.share(shared, round, true);
        try {
            round.run(helpers, main, helperSearches, (search, r) -> work(search, r, states, paths, bound, startBlank));
        } finally {
            main.share(null, null, true);
            for (TwentyFourSearch helper : helperSearches) {
                otherNodes += helper.nodes();
            }
            otherNodes -= helpersBefore;
        }
        round.rethrowFailure();
        if (round.winner() != null) {
            solution = round.winner().solution();
            return TwentyFourSearch.FOUND;
        }
        if (round.stopped()) {
            return TwentyFourSearch.STOPPED;
        }
        remember(paths, round.closest(), round.nodes(), startBlank);
        return Math.min(next, round.nextBound());
    }

    private static void work(
            TwentyFourSearch search,
            ParallelRound<TwentyFourSearch> round,
            List<int[]> states,
            List<int[]> paths,
            int bound,
            int startBlank) {
        for (int n = round.next(); n != ParallelRound.NONE; n = round.next()) {
            int[] path = paths.get(n);
            search.load(states.get(n), path, path.length);
            long before = search.nodes();
            search.closest();
            int result = search.iterate(bound, path.length, stateOf(path, startBlank));
            round.searched(n, search.closest(), search.nodes() - before);
            if (result == TwentyFourSearch.FOUND) {
                round.found(search);
                return;
            }
            if (result == TwentyFourSearch.STOPPED) {
                return;
            }
            round.exceeded(result);
        }
    }

    /**
     * The cost plus the first sum (in the search's order) that goes over {@code bound} for the board loaded at
     * depth {@code g}, or 0 when none does.
     */
    private static int pruned(TwentyFourSearch search, int g, int bound) {
        for (int sum = 0; sum < search.sums(); sum++) {
            int f = g + search.sum(sum);
            if (f > bound) {
                return f;
            }
        }
        return 0;
    }

    /** The duplicate pruning's state after the blank's cells {@code path} from {@code startBlank} (all accepted). */
    private static int stateOf(int[] path, int startBlank) {
        int state = DuplicatePruning.START;
        int blank = startBlank;
        for (int cell : path) {
            state = PRUNING.next(state, DuplicatePruning.direction(blank, cell, TilePartition.COLUMNS));
            blank = cell;
        }
        return state;
    }

    private static int blankOf(int[] state) {
        for (int cell = 0; cell < state.length; cell++) {
            if (state[cell] == 0) {
                return cell;
            }
        }
        throw new IllegalArgumentException("the board has no blank");
    }
}
