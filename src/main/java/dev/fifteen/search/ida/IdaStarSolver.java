package dev.fifteen.search.ida;

import dev.fifteen.puzzle.Board;
import dev.fifteen.puzzle.Direction;
import dev.fifteen.puzzle.Move;
import dev.fifteen.search.Deadline;
import dev.fifteen.search.DuplicatePruning;
import dev.fifteen.search.FrontierOrder;
import dev.fifteen.search.GoalLabels;
import dev.fifteen.search.Grid;
import dev.fifteen.search.Heuristic;
import dev.fifteen.search.ManhattanDistance;
import dev.fifteen.search.SearchCancelledException;
import dev.fifteen.search.SearchProgress;
import dev.fifteen.search.SearchThreads;
import dev.fifteen.search.SearchTimeoutException;
import dev.fifteen.search.Solution;
import dev.fifteen.search.Solver;
import dev.fifteen.search.Strategy;
import dev.fifteen.search.pdb.PatternDatabaseCatalog;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Phaser;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Iterative-deepening A* (Korf, "Depth-first iterative-deepening: an optimal admissible tree search", Artificial
 * Intelligence 27, 1985): depth-first searches bounded by {@code f = g + h}, each bound the smallest {@code f} that
 * exceeded the previous one, so that with an admissible heuristic (pattern databases from
 * {@link PatternDatabaseCatalog}) the first solution found is a shortest one. The loop works on primitive state,
 * updates the heuristic incrementally, allocates nothing, prunes duplicate paths ({@link DuplicatePruning}: never
 * the blank straight back, nor any move string an earlier one does the same work as), skips the bounds
 * of the wrong parity and, near the root, visits the children smallest estimate first. Past its first small
 * iterations an optimal search runs over a fixed frontier of paths, ordered by what the iteration before found
 * below each (the paths whose subtrees came closest to the goal first), and shares those iterations with idle
 * {@link SearchThreads} (parallel IDA*, after Reinefeld and Schnecke's AIDA*, 1994); with a weight {@code w > 1}
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

    private static final int FOUND = -1;

    /**
     * An iteration that expands more nodes than this makes the following ones run over a frontier: shared with the
     * idle helpers, and ordered by what the iteration before found below each path. The next iteration is typically
     * five to ten times larger, and the frontier costs a few moves per path, so even the small searches of typical
     * boards use both cores and the learnt order for their last iterations. Chosen by measurement
     * (docs/benchmarks.md, "The frontier ordered by the last iteration").
     */
    static final int PARALLEL_FROM_NODES = 300;

    /**
     * The frontier is the shallowest depth with at least this many paths: enough to share out evenly and to order
     * finely, few enough that a small iteration does not spend itself walking them (chosen with
     * {@link #PARALLEL_FROM_NODES}).
     */
    static final int FRONTIER_PATHS = 300;

    /**
     * Nodes shallower than this visit their children smallest estimate first: the last iteration stops at its
     * first solution, and near the root the extra lookups of ordering cost nothing against the subtrees.
     */
    static final int ORDER_DEPTH = 8;

    private final PatternDatabaseCatalog catalog;
    private final int weight;
    private final int maxCells;
    private final SearchThreads threads;
    private final long parallelFromNodes;
    private final int frontierPaths;
    private final int orderDepth;
    private final boolean sortFrontier;
    private final DuplicatePruning pruning;

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
        this(catalog, weight, maxCells, threads, PARALLEL_FROM_NODES, FRONTIER_PATHS);
    }

    /** As the public constructor, with the points where the search turns parallel moved (for small test boards). */
    IdaStarSolver(
            PatternDatabaseCatalog catalog,
            int weight,
            int maxCells,
            SearchThreads threads,
            long parallelFromNodes,
            int frontierPaths) {
        this(
                catalog,
                weight,
                maxCells,
                threads,
                parallelFromNodes,
                frontierPaths,
                ORDER_DEPTH,
                true,
                DuplicatePruning.standard());
    }

    /**
     * As the public constructor, with the points where the search turns parallel moved, the depth above which the
     * children are ordered by their estimate, whether the frontier paths are, and the duplicate pruning (for tests
     * and benches; {@code DuplicatePruning.upTo(2)} only refuses the moves straight back).
     */
    IdaStarSolver(
            PatternDatabaseCatalog catalog,
            int weight,
            int maxCells,
            SearchThreads threads,
            long parallelFromNodes,
            int frontierPaths,
            int orderDepth,
            boolean sortFrontier,
            DuplicatePruning pruning) {
        if (weight < 1) {
            throw new IllegalArgumentException("the weight must be at least 1, not " + weight);
        }
        this.catalog = catalog;
        this.weight = weight;
        this.maxCells = maxCells;
        this.threads = weight == 1 ? threads : SearchThreads.none();
        this.parallelFromNodes = parallelFromNodes;
        this.frontierPaths = frontierPaths;
        this.orderDepth = orderDepth;
        this.sortFrontier = sortFrontier;
        this.pruning = pruning;
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
        int[] map = choice.cellMap();
        int[] oriented = new int[state.length];
        for (int cell = 0; cell < state.length; cell++) {
            oriented[map[cell]] = map[state[cell]];
        }
        Search search = new Search(
                new Grid(rows, columns),
                oriented,
                map[goalBlank],
                choice.heuristic(),
                weight,
                deadline,
                threads,
                parallelFromNodes,
                frontierPaths,
                orderDepth,
                sortFrontier,
                pruning);
        int[] inverse = new int[map.length];
        for (int cell = 0; cell < map.length; cell++) {
            inverse[map[cell]] = cell;
        }
        int length;
        try {
            length = search.run();
        } catch (Stopped stopped) {
            if (deadline.cancelled()) {
                throw new SearchCancelledException(
                        weight == 1 ? search.bound : search.startEstimate,
                        search.totalNodes(),
                        deadline.elapsed().toMillis());
            }
            throw new SearchTimeoutException(
                    weight == 1 ? search.bound : search.startEstimate,
                    search.totalNodes(),
                    deadline.elapsed().toMillis(),
                    deadline.timeout().toMillis(),
                    choice.heuristic().name());
        }
        List<Move> moves = new ArrayList<>(length);
        int blank = board.blankIndex();
        Board current = board;
        for (int i = 0; i < length; i++) {
            int next = inverse[search.path[i]];
            Direction direction = Direction.between(next, blank, columns);
            moves.add(new Move(current.tileAt(next), direction));
            current = current.slide(direction);
            blank = next;
        }
        String name =
                weight == 1 ? choice.heuristic().name() : choice.heuristic().name() + ", weight " + weight;
        return new Solution(
                moves,
                weight == 1,
                strategy(),
                name,
                search.startEstimate,
                search.totalNodes(),
                deadline.elapsed().toNanos());
    }

    /** Thrown inside the search when the deadline passes or a parallel iteration ends; carries no stack trace. */
    private static final class Stopped extends RuntimeException {
        Stopped() {
            super(null, null, false, false);
        }
    }

    /**
     * The paths of one depth from the root that the duplicate pruning accepts, in depth-first order until the
     * search sorts them by estimate, and then by what each iteration found below them: the work of an iteration,
     * shared out one path at a time.
     */
    static final class Frontier {

        final int depth;
        final int count;
        final int[] cells;
        /** {@code states[i]}: the pruning automaton's state at the end of path {@code i}. */
        final int[] states;
        /**
         * {@code closest[i]}: the smallest estimate of a node that the last iteration entered below path {@code i}
         * ({@link Integer#MAX_VALUE} for none).
         */
        final int[] closest;
        /** {@code nodes[i]}: the nodes the last iteration expanded below path {@code i}. */
        final long[] nodes;

        private Frontier(int depth, int count) {
            this.depth = depth;
            this.count = count;
            this.cells = new int[depth * count];
            this.states = new int[count];
            this.closest = new int[count];
            this.nodes = new long[count];
        }

        /**
         * The shallowest frontier of at least {@code paths} paths not deeper than {@code maxDepth}; null if there is
         * none, or if a depth on the way holds more paths than a sort key can index.
         */
        static Frontier of(Grid grid, DuplicatePruning pruning, int blank, int maxDepth, int paths) {
            for (int depth = 1; depth <= maxDepth; depth++) {
                long count = count(grid, pruning, blank, DuplicatePruning.START, depth);
                if (count > FrontierOrder.MAX_PATHS) {
                    return null;
                }
                if (count >= paths) {
                    Frontier frontier = new Frontier(depth, (int) count);
                    frontier.fill(grid, pruning, blank, DuplicatePruning.START, 0, new int[depth], new int[1]);
                    return frontier;
                }
            }
            return null;
        }

        private static long count(Grid grid, DuplicatePruning pruning, int blank, int state, int depth) {
            if (depth == 0) {
                return 1;
            }
            long count = 0;
            for (int i = 0; i < grid.neighbours[blank].length; i++) {
                int next = pruning.next(state, grid.directions[blank][i]);
                if (next != DuplicatePruning.PRUNED) {
                    count += count(grid, pruning, grid.neighbours[blank][i], next, depth - 1);
                }
            }
            return count;
        }

        /** Puts the paths in a new order: path {@code order[i]} becomes path {@code i}. */
        void reorder(int[] order) {
            int[] sortedCells = new int[cells.length];
            int[] sortedStates = new int[count];
            for (int i = 0; i < count; i++) {
                System.arraycopy(cells, order[i] * depth, sortedCells, i * depth, depth);
                sortedStates[i] = states[order[i]];
            }
            System.arraycopy(sortedCells, 0, cells, 0, cells.length);
            System.arraycopy(sortedStates, 0, states, 0, count);
        }

        /**
         * Puts the paths in the {@link FrontierOrder} the last iteration suggests: those below which it came closest
         * to the goal first, ties to the larger subtree (the large subtrees are still handed out early).
         */
        void sortByLastIteration() {
            reorder(FrontierOrder.byLastIteration(closest, nodes));
        }

        private void fill(Grid grid, DuplicatePruning pruning, int blank, int state, int g, int[] prefix, int[] next) {
            if (g == depth) {
                System.arraycopy(prefix, 0, cells, next[0] * depth, depth);
                states[next[0]++] = state;
                return;
            }
            for (int i = 0; i < grid.neighbours[blank].length; i++) {
                int after = pruning.next(state, grid.directions[blank][i]);
                if (after != DuplicatePruning.PRUNED) {
                    prefix[g] = grid.neighbours[blank][i];
                    fill(grid, pruning, prefix[g], after, g + 1, prefix, next);
                }
            }
        }
    }

    /** One parallel iteration: its bound, the next frontier path to take, and how it ended. */
    private static final class Round {

        final Frontier frontier;
        final int bound;
        final AtomicInteger next = new AtomicInteger();
        /** Set when a thread found a solution, stopped at the deadline or failed: every thread stops. */
        volatile boolean stop;

        volatile boolean stopped;
        volatile Throwable failure;
        private Search winner;
        private int result;

        Round(Frontier frontier, int bound) {
            this.frontier = frontier;
            this.bound = bound;
        }

        synchronized void found(Search search, int solution) {
            if (winner == null) {
                winner = search;
                result = solution;
            }
            stop = true;
        }

        synchronized Search winner() {
            return winner;
        }

        synchronized int result() {
            return result;
        }
    }

    /**
     * One search: the mutable state of the depth-first iterations, used by one thread at a time. The caller's
     * search owns the iterations; in parallel ones it lends work to helper searches of its own, each with its
     * own state and evaluator, started from the same root.
     */
    private static final class Search {

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
        private final long parallelFromNodes;
        private final int frontierPaths;
        private final int orderDepth;
        private final boolean sortFrontier;
        /** Per depth above {@link #orderDepth}: the children's cells and estimates, smallest estimate first. */
        private final int[][] orderCells;

        private final int[][] orderEstimates;

        private final int[][] orderStates;
        /** The caller's search, for a helper; null for the caller's own. */
        private final Search owner;
        /** The nodes of every helper, as far as they have reported them (the owner's only). */
        private final AtomicLong helperNodes = new AtomicLong();

        private int blank;
        int[] path = new int[256];
        long nodes;
        int bound;
        int startEstimate;
        private Frontier frontier;
        private Search[] helpers;
        private Round round;
        private int smallest;
        /** The smallest estimate of a node entered below the frontier path being searched. */
        private int closest;

        private long reported;
        /** The moves of the current frontier path the state holds in a parallel round; -1: start from the root. */
        private int applied = -1;

        Search(
                Grid grid,
                int[] state,
                int goalBlank,
                Heuristic heuristic,
                int weight,
                Deadline deadline,
                SearchThreads threads,
                long parallelFromNodes,
                int frontierPaths,
                int orderDepth,
                boolean sortFrontier,
                DuplicatePruning pruning) {
            this.parallelFromNodes = parallelFromNodes;
            this.frontierPaths = frontierPaths;
            this.orderDepth = orderDepth;
            this.sortFrontier = sortFrontier;
            this.orderCells = new int[orderDepth][4];
            this.orderEstimates = new int[orderDepth][4];
            this.orderStates = new int[orderDepth][4];
            this.grid = grid;
            this.neighbours = grid.neighbours;
            this.directions = grid.directions;
            this.pruning = pruning;
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
        private Search(Search owner) {
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
            this.parallelFromNodes = owner.parallelFromNodes;
            this.frontierPaths = owner.frontierPaths;
            this.orderDepth = owner.orderDepth;
            this.sortFrontier = owner.sortFrontier;
            this.orderCells = new int[orderDepth][4];
            this.orderEstimates = new int[orderDepth][4];
            this.orderStates = new int[orderDepth][4];
        }

        /** The nodes expanded by this search and its helpers. */
        long totalNodes() {
            return nodes + helperNodes.get();
        }

        /** Runs the iterations; returns the solution length, the path in {@link #path}. */
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
                if (overFrontier) {
                    if (sortFrontier) {
                        frontier.sortByLastIteration();
                    }
                } else if (weight == 1 && nodes - before > parallelFromNodes) {
                    // every later solution is at least `result` long, so the frontier stays above it
                    frontier = Frontier.of(grid, pruning, rootBlank, result - 2, frontierPaths);
                    if (frontier != null && sortFrontier) {
                        sortByEstimate(frontier);
                    }
                }
                bound = result;
            }
        }

        /**
         * One iteration shared with the idle helpers (none may be idle: then the caller does it alone). Returns as
         * {@link #depthFirst} does, after every helper has stopped.
         */
        private int parallelIteration() {
            if (helpers == null) {
                helpers = new Search[threads.parallelism() - 1];
                for (int i = 0; i < helpers.length; i++) {
                    helpers[i] = new Search(this);
                }
            }
            Round shared = new Round(frontier, bound);
            Phaser running = new Phaser(1);
            for (Search helper : helpers) {
                helper.join(shared);
                running.register();
                if (!threads.tryRun(helper::work, running::arriveAndDeregister)) {
                    running.arriveAndDeregister();
                }
            }
            join(shared);
            work();
            running.arriveAndAwaitAdvance();
            int next = smallest;
            for (Search helper : helpers) {
                next = Math.min(next, helper.smallest);
                helper.round = null;
            }
            round = null;
            if (shared.failure instanceof RuntimeException failure) {
                throw failure;
            }
            if (shared.failure instanceof Error failure) {
                throw failure;
            }
            Search winner = shared.winner();
            if (winner != null) {
                if (winner != this) {
                    System.arraycopy(winner.path, 0, path, 0, -shared.result() - 1);
                }
                return shared.result();
            }
            if (shared.stopped) {
                throw new Stopped();
            }
            return next;
        }

        private void join(Round shared) {
            round = shared;
            applied = -1;
            bound = shared.bound;
            smallest = Integer.MAX_VALUE;
            if (path.length < shared.bound + 2) {
                path = new int[shared.bound * 2 + 2];
            }
        }

        /** Takes frontier paths until none is left or the round stops; records how the round ended. */
        private void work() {
            Round shared = round;
            try {
                while (!shared.stop) {
                    int index = shared.next.getAndIncrement();
                    if (index >= shared.frontier.count) {
                        break;
                    }
                    long before = nodes;
                    closest = Integer.MAX_VALUE;
                    int result = below(shared.frontier, index, shared.bound);
                    shared.frontier.nodes[index] = nodes - before;
                    shared.frontier.closest[index] = closest;
                    if (result < 0) {
                        shared.found(this, result);
                        break;
                    }
                    if (result < smallest) {
                        smallest = result;
                    }
                }
            } catch (Stopped stopped) {
                shared.stopped = true;
                shared.stop = true;
            } catch (RuntimeException | Error failure) {
                shared.failure = failure;
                shared.stop = true;
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

        /** Slides tile {@code label} from {@code cell} into the blank at {@code from}. */
        private void slide(int label, int cell, int from) {
            tileAt[from] = label;
            positionOf[label] = from;
            tileAt[cell] = blankLabel;
            positionOf[blankLabel] = cell;
            blank = cell;
        }

        /** Takes back {@link #slide}{@code (label, cell, from)}. */
        private void slideBack(int label, int cell, int from) {
            tileAt[cell] = label;
            positionOf[label] = cell;
            tileAt[from] = blankLabel;
            positionOf[blankLabel] = from;
            blank = from;
        }

        /** Takes back move {@code g} of the path, the last one made. */
        private void takeBack(int g) {
            int cell = path[g];
            int from = g == 0 ? rootBlank : path[g - 1];
            int label = tileAt[from];
            evaluator.undo(label, cell, from);
            slideBack(label, cell, from);
        }

        /** A helper adds its new nodes to its owner's count. */
        private void report() {
            if (owner != null) {
                owner.helperNodes.addAndGet(nodes - reported);
                reported = nodes;
            }
        }

        /**
         * Every 4,096 nodes: stop at the deadline, a cancellation, an interrupt or the end of a parallel round;
         * report the nodes (a helper to its owner, the owner to the progress listener).
         */
        private void poll() {
            if (deadline.expired() || Thread.currentThread().isInterrupted() || round != null && round.stop) {
                throw new Stopped();
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
                slideBack(label, cell, from);
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
                slideBack(label, cell, from);
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
                slideBack(label, cell, from);
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
}
