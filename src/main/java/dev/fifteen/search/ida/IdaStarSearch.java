package dev.fifteen.search.ida;

import dev.fifteen.search.Deadline;
import dev.fifteen.search.DuplicatePruning;
import dev.fifteen.search.GoalLabels;
import dev.fifteen.search.Grid;
import dev.fifteen.search.Heuristic;
import dev.fifteen.search.ParallelRound;
import dev.fifteen.search.SearchProgress;
import dev.fifteen.search.SearchStopped;
import dev.fifteen.search.SearchThreads;

import java.util.concurrent.atomic.AtomicLong;

/**
 * One search of {@link IdaStarSolver}: the mutable state of the depth-first iterations, used by one thread at a
 * time. The caller's search owns the iterations; in parallel ones it lends work to helper searches of its own, each
 * with its own state and evaluator, started from the same root. {@link #depthFirst} and {@link #ordered} are the 4 x 4
 * kernel, specialised for the incremental evaluator (no allocation, one evaluator call per child).
 */
final class IdaStarSearch {

    private final Grid grid;
    private final int[][] neighbours;
    private final int[][] directions;
    private final DuplicatePruning pruning;
    private final int[] tileAt;
    private final int[] positionOf;
    private final int[] rootTileAt;
    private final int[] rootPositionOf;
    private final int rootBlank;
    private final int blankLabel;
    private final Heuristic heuristic;
    private final Heuristic.Evaluator evaluator;
    private final int weight;
    private final Deadline deadline;
    private final SearchProgress progress;
    private final int parity;
    private final SearchThreads threads;
    private final Tuning tuning;
    /** {@link Tuning#orderDepth}, read at every node. */
    private final int orderDepth;
    /** Per depth above {@link #orderDepth}: the children's cells and estimates, smallest estimate first. */
    private final int[][] orderCells;

    private final int[][] orderEstimates;

    private final int[][] orderStates;
    /** The caller's search, for a helper; null for the caller's own. */
    private final IdaStarSearch owner;
    /** The nodes of every helper, as far as they have reported them (the owner's only). */
    private final AtomicLong helperNodes = new AtomicLong();

    private int blank;
    int[] path = new int[256];
    long nodes;
    int bound;
    int startEstimate;
    private Frontier frontier;
    private IdaStarSearch[] helpers;
    /** The parallel round this search works in, or null. */
    private ParallelRound<IdaStarSearch> round;
    /** The result of the frontier path below which this search found a solution, in a parallel round. */
    private int found;
    /** The smallest estimate of a node entered below the frontier path being searched. */
    private int closest;

    /**
     * {@link #run}'s answer when an iteration is about to run with a threshold of at least {@link #known}: a solution
     * of that length is known, and the iterations so far have proven that none is shorter.
     */
    static final int KNOWN_IS_SHORTEST = -2;

    /** The length of a solution known before the search (an upper bound), or {@code Integer.MAX_VALUE}. */
    int known = Integer.MAX_VALUE;

    /** The nodes past which this search stops ({@link #probe}); the deadline alone otherwise. */
    private long nodeLimit = Long.MAX_VALUE;
    /** The nodes of the last iteration that ended without a solution. */
    long lastIterationNodes;

    private long reported;
    /** The moves of the current frontier path the state holds in a parallel round; -1: start from the root. */
    private int applied = -1;

    IdaStarSearch(
            Grid grid,
            int[] state,
            int goalBlank,
            Heuristic heuristic,
            int weight,
            Deadline deadline,
            SearchThreads threads,
            Tuning tuning) {
        this.tuning = tuning;
        this.orderDepth = tuning.orderDepth();
        this.orderCells = new int[orderDepth][4];
        this.orderEstimates = new int[orderDepth][4];
        this.orderStates = new int[orderDepth][4];
        this.grid = grid;
        this.neighbours = grid.neighbours;
        this.directions = grid.directions;
        this.pruning = tuning.pruning();
        this.tileAt = state;
        this.positionOf = GoalLabels.positions(state);
        this.rootTileAt = tileAt.clone();
        this.rootPositionOf = positionOf.clone();
        this.blankLabel = goalBlank;
        this.blank = positionOf[goalBlank];
        this.rootBlank = blank;
        this.heuristic = heuristic;
        this.evaluator = heuristic.evaluator();
        this.weight = weight;
        this.deadline = deadline;
        this.progress = deadline.progress();
        this.parity = grid.manhattan(blank, goalBlank) & 1;
        this.threads = threads;
        this.owner = null;
    }

    /** A helper of {@code owner}, at its root. */
    private IdaStarSearch(IdaStarSearch owner) {
        this.grid = owner.grid;
        this.neighbours = owner.neighbours;
        this.directions = owner.directions;
        this.pruning = owner.pruning;
        this.tileAt = owner.rootTileAt.clone();
        this.positionOf = owner.rootPositionOf.clone();
        this.rootTileAt = owner.rootTileAt;
        this.rootPositionOf = owner.rootPositionOf;
        this.blankLabel = owner.blankLabel;
        this.blank = owner.rootBlank;
        this.rootBlank = owner.rootBlank;
        this.heuristic = owner.heuristic;
        this.evaluator = heuristic.evaluator();
        this.weight = owner.weight;
        this.deadline = owner.deadline;
        this.progress = SearchProgress.NONE;
        this.parity = owner.parity;
        this.threads = owner.threads;
        this.owner = owner;
        this.tuning = owner.tuning;
        this.orderDepth = owner.orderDepth;
        this.orderCells = new int[orderDepth][4];
        this.orderEstimates = new int[orderDepth][4];
        this.orderStates = new int[orderDepth][4];
    }

    /** The nodes expanded by this search and its helpers. */
    long totalNodes() {
        return nodes + helperNodes.get();
    }

    /**
     * Runs the iterations; returns the solution length, the path in {@link #path}, or {@link #KNOWN_IS_SHORTEST} once
     * the iterations have proven the {@link #known} solution shortest.
     */
    int run() {
        int h = evaluator.reset(positionOf);
        startEstimate = h;
        if (h == 0) {
            return 0;
        }
        bound = weight * h;
        while (true) {
            if (weight == 1 && (bound & 1) != parity) {
                bound++;
            }
            if (weight == 1) {
                // no solution is shorter than the threshold of an iteration about to run
                progress.lowerBound(bound, totalNodes());
                if (bound >= known) {
                    return KNOWN_IS_SHORTEST;
                }
            }
            if (path.length < bound + 2) {
                path = new int[bound * 2 + 2];
            }
            long before = nodes;
            boolean overFrontier = frontier != null;
            int result = overFrontier ? parallelIteration() : depthFirst(0, DuplicatePruning.START);
            if (result < 0) {
                return -result - 1;
            }
            if (result == Integer.MAX_VALUE) {
                throw new IllegalStateException("the goal cannot be reached from this board");
            }
            lastIterationNodes = nodes - before;
            if (!overFrontier && weight == 1 && nodes - before > tuning.parallelFromNodes()) {
                // every later solution is at least `result` long, so the frontier stays above it
                frontier = Frontier.of(grid, pruning, rootBlank, result - 2, tuning.frontierPaths());
                if (frontier != null && tuning.sortFrontier()) {
                    sortByEstimate(frontier);
                }
            }
            bound = result;
        }
    }

    /**
     * One iteration shared with the idle helpers as a {@link ParallelRound} (none may be idle: then the caller
     * does it alone). Returns as {@link #depthFirst} does, after every helper has stopped; a complete iteration
     * orders the frontier for the next one.
     */
    private int parallelIteration() {
        if (helpers == null) {
            helpers = new IdaStarSearch[threads.parallelism() - 1];
            for (int i = 0; i < helpers.length; i++) {
                helpers[i] = new IdaStarSearch(this);
            }
        }
        ParallelRound<IdaStarSearch> shared = new ParallelRound<>(frontier.count);
        for (IdaStarSearch helper : helpers) {
            helper.join(shared, frontier, bound);
        }
        join(shared, frontier, bound);
        try {
            shared.run(threads, this, helpers, IdaStarSearch::work);
        } finally {
            for (IdaStarSearch helper : helpers) {
                helper.round = null;
            }
            round = null;
        }
        shared.rethrowFailure();
        IdaStarSearch winner = shared.winner();
        if (winner != null) {
            if (winner != this) {
                System.arraycopy(winner.path, 0, path, 0, -winner.found - 1);
            }
            return winner.found;
        }
        if (shared.stopped()) {
            throw SearchStopped.SIGNAL;
        }
        if (tuning.sortFrontier()) {
            frontier.reorder(shared.order());
        }
        return shared.nextBound();
    }

    private void join(ParallelRound<IdaStarSearch> shared, Frontier paths, int roundBound) {
        round = shared;
        frontier = paths;
        applied = -1;
        bound = roundBound;
        if (path.length < roundBound + 2) {
            path = new int[roundBound * 2 + 2];
        }
    }

    /** Takes frontier paths until none is left or the round stops. */
    private void work(ParallelRound<IdaStarSearch> shared) {
        try {
            for (int index = shared.next(); index != ParallelRound.NONE; index = shared.next()) {
                long before = nodes;
                closest = Integer.MAX_VALUE;
                int result = below(frontier, index, bound);
                shared.searched(index, closest, nodes - before);
                if (result < 0) {
                    found = result;
                    shared.found(this);
                    return;
                }
                shared.exceeded(result);
            }
        } catch (SearchStopped stopped) {
            shared.stop();
        } finally {
            report();
        }
    }

    /**
     * Searches below frontier path {@code index}, pruning along the path as the depth-first search would. The
     * state stays on the path between calls: the next path takes back only the moves it does not share with
     * the last one, instead of replaying every move from the root.
     */
    private int below(Frontier frontier, int index, int bound) {
        int start = index * frontier.depth;
        if (applied < 0) {
            System.arraycopy(rootTileAt, 0, tileAt, 0, tileAt.length);
            System.arraycopy(rootPositionOf, 0, positionOf, 0, positionOf.length);
            blank = rootBlank;
            evaluator.reset(positionOf);
            applied = 0;
        }
        applied = takeBackTo(frontier, start, applied);
        for (int g = applied; g < frontier.depth; g++) {
            int cell = frontier.cells[start + g];
            int from = blank;
            int label = tileAt[cell];
            slide(label, cell, from);
            int h = evaluator.moved(label, cell, from, bound - g - 1);
            path[g] = cell;
            int f = g + 1 + h;
            if (f > bound) {
                // taken back at once: the evaluator may have skipped work on a pruned move
                takeBack(g);
                return f;
            }
            applied = g + 1;
            if (h == 0) {
                return -(g + 2);
            }
        }
        return depthFirst(frontier.depth, frontier.states[index]);
    }

    /**
     * Puts the frontier's paths in the order of the estimate at their ends, smallest first (ties in depth-first
     * order): the paths closest to the goal are searched first, and the largest subtrees are handed out first,
     * so the threads finish together. The paths are walked in their depth-first order, each taking back only
     * the moves it does not share with the one before, so that a path costs about one move, not a replay from
     * the root.
     */
    private void sortByEstimate(Frontier frontier) {
        int depth = frontier.depth;
        long[] keys = new long[frontier.count];
        System.arraycopy(rootTileAt, 0, tileAt, 0, tileAt.length);
        System.arraycopy(rootPositionOf, 0, positionOf, 0, positionOf.length);
        blank = rootBlank;
        evaluator.reset(positionOf);
        int made = 0;
        for (int index = 0; index < frontier.count; index++) {
            int start = index * depth;
            made = takeBackTo(frontier, start, made);
            int h = 0;
            for (int g = made; g < depth; g++) {
                int cell = frontier.cells[start + g];
                int from = blank;
                int label = tileAt[cell];
                slide(label, cell, from);
                h = evaluator.moved(label, cell, from, Integer.MAX_VALUE);
                path[g] = cell;
            }
            made = depth;
            keys[index] = (long) h << 32 | index;
        }
        while (made > 0) {
            takeBack(--made);
        }
        java.util.Arrays.sort(keys);
        int[] order = new int[keys.length];
        for (int i = 0; i < keys.length; i++) {
            order[i] = (int) keys[i];
        }
        frontier.reorder(order);
    }

    /**
     * With the first {@code made} moves of the path made, takes back those the frontier path starting at
     * {@code start} does not share; returns how many it shares (the moves still made).
     */
    private int takeBackTo(Frontier frontier, int start, int made) {
        int common = 0;
        while (common < made && path[common] == frontier.cells[start + common]) {
            common++;
        }
        while (made > common) {
            takeBack(--made);
        }
        return made;
    }

    /**
     * Slides tile {@code label} from {@code cell} into the blank at {@code from}; {@code slide(label, from,
     * cell)} takes it back.
     */
    private void slide(int label, int cell, int from) {
        tileAt[from] = label;
        positionOf[label] = from;
        tileAt[cell] = blankLabel;
        positionOf[blankLabel] = cell;
        blank = cell;
    }

    /** Takes back move {@code g} of the path, the last one made. */
    private void takeBack(int g) {
        int cell = path[g];
        int from = g == 0 ? rootBlank : path[g - 1];
        int label = tileAt[from];
        evaluator.undo(label, cell, from);
        slide(label, from, cell);
    }

    /** A helper adds its new nodes to its owner's count. */
    private void report() {
        if (owner != null) {
            owner.helperNodes.addAndGet(nodes - reported);
            reported = nodes;
        }
    }

    /**
     * Runs the first iterations on this thread alone until they have taken about {@code nodes} nodes: returns the
     * solution's length when one of them finds it (the path in {@link #path}), {@link #KNOWN_IS_SHORTEST} as
     * {@link #run} does, else -1, with {@link #bound} the threshold of the iteration left unfinished and
     * {@link #lastIterationNodes} the nodes of the one before. A search probed is not run again.
     */
    int probe(long nodes) {
        nodeLimit = nodes;
        try {
            return run();
        } catch (SearchStopped stopped) {
            if (this.nodes < nodeLimit) {
                throw stopped;
            }
            return -1;
        }
    }

    /**
     * Every 4,096 nodes: stop at the deadline, a cancellation, an interrupt, the end of a parallel round or the nodes
     * of a {@link #probe}; report the nodes (a helper to its owner, the owner to the progress listener).
     */
    private void poll() {
        if (nodes >= nodeLimit) {
            throw SearchStopped.SIGNAL;
        }
        if (deadline.expired() || Thread.currentThread().isInterrupted() || round != null && round.stopped()) {
            throw SearchStopped.SIGNAL;
        }
        if (owner == null) {
            progress.nodes(totalNodes());
        } else {
            report();
        }
    }

    /**
     * Searches below the current node at depth {@code g}, reached with the pruning automaton in {@code state}.
     * Returns {@code -(length + 1)} when a solution is found, else the smallest f beyond the bound.
     */
    private int depthFirst(int g, int state) {
        if (g < orderDepth) {
            return ordered(g, state);
        }
        if ((++nodes & 0xFFF) == 0) {
            poll();
        }
        int from = blank;
        int[] around = neighbours[from];
        int[] moves = directions[from];
        int smallest = Integer.MAX_VALUE;
        // any estimate above this limit prunes a child, so the evaluator may stop early
        int limit = weight == 1 ? bound - g - 1 : (bound - g - 1) / weight;
        for (int i = 0; i < around.length; i++) {
            int next = pruning.next(state, moves[i]);
            if (next == DuplicatePruning.PRUNED) {
                continue;
            }
            int cell = around[i];
            int label = tileAt[cell];
            slide(label, cell, from);
            int h = evaluator.moved(label, cell, from, limit);
            int f = g + 1 + weight * h;
            int result;
            if (f > bound) {
                result = f;
            } else if (h == 0) {
                path[g] = cell;
                result = -(g + 2);
            } else {
                path[g] = cell;
                if (h < closest) {
                    closest = h;
                }
                result = depthFirst(g + 1, next);
            }
            evaluator.undo(label, cell, from);
            slide(label, from, cell);
            if (result < 0) {
                return result;
            }
            if (result < smallest) {
                smallest = result;
            }
        }
        return smallest;
    }

    /**
     * As {@link #depthFirst}, the children visited smallest estimate first (ties in the usual order): each
     * child's estimate is looked up once to order them and again when it is entered.
     */
    private int ordered(int g, int state) {
        if ((++nodes & 0xFFF) == 0) {
            poll();
        }
        int from = blank;
        int[] around = neighbours[from];
        int[] moves = directions[from];
        int[] cells = orderCells[g];
        int[] estimates = orderEstimates[g];
        int[] states = orderStates[g];
        int limit = weight == 1 ? bound - g - 1 : (bound - g - 1) / weight;
        int count = 0;
        for (int i = 0; i < around.length; i++) {
            int next = pruning.next(state, moves[i]);
            if (next == DuplicatePruning.PRUNED) {
                continue;
            }
            int cell = around[i];
            int label = tileAt[cell];
            slide(label, cell, from);
            int h = evaluator.moved(label, cell, from, limit);
            evaluator.undo(label, cell, from);
            slide(label, from, cell);
            int j = count++;
            while (j > 0 && estimates[j - 1] > h) {
                estimates[j] = estimates[j - 1];
                cells[j] = cells[j - 1];
                states[j] = states[j - 1];
                j--;
            }
            estimates[j] = h;
            cells[j] = cell;
            states[j] = next;
        }
        int smallest = Integer.MAX_VALUE;
        for (int i = 0; i < count; i++) {
            int f = g + 1 + weight * estimates[i];
            if (f > bound) {
                // the rest are larger still
                return Math.min(smallest, f);
            }
            int cell = cells[i];
            int label = tileAt[cell];
            slide(label, cell, from);
            int h = evaluator.moved(label, cell, from, limit);
            path[g] = cell;
            if (h < closest) {
                closest = h;
            }
            int result = h == 0 ? -(g + 2) : depthFirst(g + 1, states[i]);
            evaluator.undo(label, cell, from);
            slide(label, from, cell);
            if (result < 0) {
                return result;
            }
            if (result < smallest) {
                smallest = result;
            }
        }
        return smallest;
    }
}
