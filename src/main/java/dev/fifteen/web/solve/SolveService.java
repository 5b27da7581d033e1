package dev.fifteen.web.solve;

import dev.fifteen.puzzle.Board;
import dev.fifteen.search.Cancellation;
import dev.fifteen.search.Deadline;
import dev.fifteen.search.Metric;
import dev.fifteen.search.SearchCancelledException;
import dev.fifteen.search.SearchProgress;
import dev.fifteen.search.SearchTimeoutException;
import dev.fifteen.search.Solution;
import dev.fifteen.search.Strategy;
import dev.fifteen.search.fast.FastSolver;
import dev.fifteen.search.planning.SolvePlanner;
import dev.fifteen.search.planning.SolvePool;
import dev.fifteen.web.memory.Footprint;
import dev.fifteen.web.memory.MemoryBudget;
import dev.fifteen.web.memory.RequestMemory;
import io.micrometer.core.instrument.DistributionSummary;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import org.springframework.cache.Cache;
import org.springframework.integration.support.locks.LockRegistry;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Lock;

/**
 * What {@code /solve} adds around the {@link SolvePlanner}: its limits ({@link SolveLimits}, checked before the
 * search), the cache of optimal solutions (a repeated board and goal is answered at once), the bounded pool, and
 * the metrics (solve time and nodes per strategy, cache hits through the cache's own meters, pool saturation
 * through gauges). Solves run either on the
 * caller's thread ({@link #solve}) or in the background ({@link #start}, {@link #startBatchBoard}), where a
 * {@link Cancellation} stops them when their client goes away; the background ones do not wait for the key's lock
 * (a thread of the pool must not block on another request's search), so identical requests at the same moment
 * may both search, and later ones find the cache. A solve that may take the fast solver (boards over
 * {@value #WEIGHTED_IDA_MAX_CELLS} cells, any strategy but {@code optimal}) first admits the solver's peak memory
 * from the memory budget ({@link FastSolver#peakBytes(int, int)}), and its answer what it holds
 * ({@link #answerBytes}).
 *
 * <p>Concurrent requests for the same board and goal that may end in a cached (optimal) answer take the key's lock
 * from the {@link LockRegistry} while the cache is empty: the first searches, the others wait within their own
 * deadline and then find its answer in the cache. With a cluster registry this holds across replicas.
 */
public class SolveService {

    /**
     * A solution, whether it came from the cache, and the metric it was asked in.
     *
     * @param metric the metric of the request; the answer is short in it when it is optimal in it (see
     *               {@link #answeredMetric})
     */
    public record Outcome(Solution solution, boolean cached, Metric metric) {

        public Outcome(Solution solution, boolean cached) {
            this(solution, cached, Metric.SINGLE);
        }

        /**
         * The metric in which the solution is short: the multi-tile metric for an answer of the multi-tile optimal
         * search, otherwise the single-tile metric (the fast solvers shorten slides, whatever the request's metric).
         */
        public Metric answeredMetric() {
            return metric == Metric.MULTI && solution.strategy() == Strategy.OPTIMAL ? Metric.MULTI : Metric.SINGLE;
        }
    }

    private final SolvePlanner planner;
    private final SolvePlanner multiTilePlanner;
    private final SolvePool pool;
    private final Cache cache;
    private final LockRegistry<? extends Lock> locks;
    private final SolveLimits limits;
    private final MeterRegistry registry;
    private final FastSolver fastSolver;
    private final RequestMemory memory;

    /** The fast strategy solves boards up to this many cells by weighted IDA*, in little memory. */
    static final int WEIGHTED_IDA_MAX_CELLS = 16;

    SolveService(
            SolvePlanner planner,
            SolvePlanner multiTilePlanner,
            SolvePool pool,
            Cache cache,
            LockRegistry<? extends Lock> locks,
            SolveLimits limits,
            MeterRegistry registry,
            FastSolver fastSolver,
            RequestMemory memory) {
        this.fastSolver = fastSolver;
        this.memory = memory;
        this.planner = planner;
        this.multiTilePlanner = multiTilePlanner;
        this.pool = pool;
        this.cache = cache;
        this.locks = locks;
        this.limits = limits;
        this.registry = registry;
    }

    /**
     * The answer of a solve: the boards along the way when asked for (within their limit), the tiles slid as asked
     * or by default. Its memory is taken for the request of {@code ledger}, taken on the request's thread: the
     * answer is shaped where the search ended, on a thread of the pool, where no request is current.
     *
     * @param ledger the request's ledger ({@link RequestMemory#ledger()}), {@code null} for none (a job)
     */
    public SolveResponse shape(
            Outcome outcome, Board board, boolean includeBoards, Boolean includeTiles, RequestMemory.Ledger ledger) {
        Solution solution = outcome.solution();
        SolutionListing.Boards boards = includeBoards ? limits.boardsAlong(solution, board) : null;
        memory.admit(
                ledger,
                answerBytes(solution.length(), board, includeBoards),
                "the answer of " + solution.length() + " slides");
        return SolveResponse.of(outcome, boards, limits.listsTiles(solution, includeTiles));
    }

    /**
     * The answer of a solution of L slides: the blank's letters (a string of L); the tiles and the boards along the
     * way are written from the solution (see {@link SolutionListing}), one board and its text at a time.
     */
    static long answerBytes(int length, Board board, boolean includeBoards) {
        return Footprint.string(length)
                + (includeBoards ? Footprint.board(board.size()) + Footprint.text(board.size()) : 0);
    }

    /**
     * Solves a board with a strategy within a timeout (the configured default when {@code null}), after checking
     * the request's limits.
     *
     * @throws dev.fifteen.problem.LimitExceededException when the request is over one of {@link SolveLimits}
     */
    public Outcome solve(Board board, Board goal, Strategy strategy, Duration timeout) {
        return solve(board, goal, strategy, Metric.SINGLE, timeout);
    }

    /**
     * As {@link #solve(Board, Board, Strategy, Duration)}, short in {@code metric} where the strategy is optimal.
     *
     * @throws dev.fifteen.problem.LimitExceededException when the request is over one of {@link SolveLimits}
     */
    public Outcome solve(Board board, Board goal, Strategy strategy, Metric metric, Duration timeout) {
        Deadline deadline = limits.deadline(timeout);
        String key = key(board, goal, metric);
        Outcome fromCache = checkedCachedOutcome(board, goal, strategy, metric, key);
        if (fromCache != null) {
            return fromCache;
        }
        if (strategy == Strategy.FAST) {
            return search(board, goal, strategy, metric, deadline, key); // never cached: nothing to wait for
        }
        Lock lock = locks.obtain(SolveConfiguration.SOLUTION_CACHE + ":" + key);
        boolean locked = false;
        try {
            locked = lock.tryLock(deadline.remaining().toNanos(), TimeUnit.NANOSECONDS);
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
        }
        // Not locked: the deadline passed while another request searched; the search below reports the timeout.
        try {
            Solution cached = locked ? cache.get(key, Solution.class) : null;
            if (cached != null) {
                return new Outcome(cached, true, metric);
            }
            return search(board, goal, strategy, metric, deadline, key);
        } finally {
            if (locked) {
                lock.unlock();
            }
        }
    }

    /**
     * Starts solving a board in the pool and returns at once; {@code cancellation} stops the search (a client that
     * went away) and {@code progress} hears of it while it runs. A cached answer is a completed future.
     *
     * @throws dev.fifteen.problem.LimitExceededException when the request is over one of {@link SolveLimits}
     * @throws dev.fifteen.search.SolverBusyException when no slot frees up within the admission wait
     */
    public CompletableFuture<Outcome> start(
            Board board,
            Board goal,
            Strategy strategy,
            Duration timeout,
            Cancellation cancellation,
            SearchProgress progress) {
        return start(board, goal, strategy, Metric.SINGLE, timeout, cancellation, progress);
    }

    /** As {@link #start(Board, Board, Strategy, Duration, Cancellation, SearchProgress)}, in {@code metric}. */
    public CompletableFuture<Outcome> start(
            Board board,
            Board goal,
            Strategy strategy,
            Metric metric,
            Duration timeout,
            Cancellation cancellation,
            SearchProgress progress) {
        Deadline deadline = limits.deadline(timeout).cancelledBy(cancellation).reportingTo(progress);
        String key = key(board, goal, metric);
        Outcome cached = checkedCachedOutcome(board, goal, strategy, metric, key);
        if (cached != null) {
            return CompletableFuture.completedFuture(cached);
        }
        admitFastSolve(board, strategy);
        long start = System.nanoTime();
        SolvePlanner chosen = planner(metric);
        return finish(
                pool.submit(() -> chosen.solveReachable(board, goal, strategy, deadline)),
                key,
                strategy,
                metric,
                start);
    }

    /**
     * One board of a batch: answered from the cache at once, or started in the pool's batch share once its memory
     * ({@link #batchBoardBytes}) and a slot are free within {@code wait}. The memory is taken from the budget for the
     * board's time in flight and given back when its search ends, so a batch holds memory for the boards in flight,
     * not for the batch. The board's deadline starts when its search does, not while it waits.
     *
     * @param timeout a timeout already checked by {@link #requireTimeout}
     * @return the answer's future, or {@code null} when the memory or a slot did not free up within {@code wait}
     *         (ask again)
     * @throws dev.fifteen.problem.LimitExceededException ({@code too-large-for-memory}) when the board needs more
     *                                                    than the whole budget, besides the request's limits
     */
    public CompletableFuture<Outcome> startBatchBoard(
            Board board, Board goal, Strategy strategy, Duration timeout, Cancellation cancellation, Duration wait)
            throws InterruptedException {
        return startBatchBoard(board, goal, strategy, Metric.SINGLE, timeout, cancellation, wait, SearchProgress.NONE);
    }

    /** As {@link #startBatchBoard(Board, Board, Strategy, Duration, Cancellation, Duration)}, in {@code metric}. */
    public CompletableFuture<Outcome> startBatchBoard(
            Board board,
            Board goal,
            Strategy strategy,
            Metric metric,
            Duration timeout,
            Cancellation cancellation,
            Duration wait)
            throws InterruptedException {
        return startBatchBoard(board, goal, strategy, metric, timeout, cancellation, wait, SearchProgress.NONE);
    }

    /**
     * {@link #startBatchBoard(Board, Board, Strategy, Metric, Duration, Cancellation, Duration)} with a listener
     * that hears of the search while it runs: a long solve run as a job, in the batches' share of the pool.
     */
    public CompletableFuture<Outcome> startBatchBoard(
            Board board,
            Board goal,
            Strategy strategy,
            Metric metric,
            Duration timeout,
            Cancellation cancellation,
            Duration wait,
            SearchProgress progress)
            throws InterruptedException {
        String key = key(board, goal, metric);
        Outcome cached = checkedCachedOutcome(board, goal, strategy, metric, key);
        if (cached != null) {
            return CompletableFuture.completedFuture(cached);
        }
        long until = System.nanoTime() + wait.toNanos();
        MemoryBudget.Reservation reservation = memory.budget()
                .tryReserve(
                        batchBoardBytes(board, strategy),
                        "a " + board.rows() + " x " + board.columns() + " board of the batch",
                        wait);
        if (reservation == null) {
            return null;
        }
        long start = System.nanoTime();
        CompletableFuture<Solution> search;
        SolvePlanner chosen = planner(metric);
        try {
            search = pool.submitBatchBoard(
                    () -> chosen.solveReachable(
                            board,
                            goal,
                            strategy,
                            Deadline.after(timeout).cancelledBy(cancellation).reportingTo(progress)),
                    Duration.ofNanos(Math.max(0, until - start)));
        } catch (InterruptedException | RuntimeException e) {
            reservation.close();
            throw e;
        }
        if (search == null) {
            reservation.close();
            return null;
        }
        search.whenComplete((solution, failure) -> reservation.close());
        return finish(search, key, strategy, metric, start);
    }

    /**
     * What one board of a batch holds while in flight: the board and its goal, the fast solver's peak when it may
     * answer (boards over {@value #WEIGHTED_IDA_MAX_CELLS} cells, any strategy but {@code optimal}, its answer
     * included), otherwise an answer of the longest solution the fast solver may give ({@link FastSolver#maxSlides});
     * an optimal search of a small board holds a few arrays of its depth besides.
     */
    long batchBoardBytes(Board board, Strategy strategy) {
        long fast = board.size() > WEIGHTED_IDA_MAX_CELLS && strategy != Strategy.OPTIMAL
                ? fastSolver.peakBytes(board.rows(), board.columns())
                : 0;
        long answer = fast > 0
                ? 0 // the fast solver's peak holds its answer
                : answerBytes(
                        (int) Math.min(Integer.MAX_VALUE, FastSolver.maxSlides(board.rows(), board.columns())),
                        board,
                        false);
        return 2 * Footprint.board(board.size()) + fast + answer;
    }

    /**
     * Refuses, before any work, a board the strategy cannot take in size or that cannot reach its goal: the checks
     * of {@link #start} without the deadline's, for a caller with limits of its own (a job).
     *
     * @throws dev.fifteen.problem.LimitExceededException ({@code board-too-large-to-solve})
     * @throws dev.fifteen.search.NotSolvableException    when the parity invariant rules the goal out
     */
    public void requireSolvable(Board board, Board goal, Strategy strategy) {
        limits.requireSolvableInSize(board, strategy);
        planner.requireSolvable(board, goal);
    }

    /** The strategy a request names, {@code auto} when it names none; the name was validated on the way in. */
    public static Strategy strategyOf(String wireName) {
        return wireName == null ? Strategy.AUTO : Strategy.ofWireName(wireName);
    }

    /**
     * The timeout in force for a request: the given one or the default.
     *
     * @throws dev.fifteen.problem.LimitExceededException ({@code timeout-too-long}) over the maximum
     */
    public Duration requireTimeout(Duration timeout) {
        return limits.deadline(timeout).timeout();
    }

    /** The metric a request names, {@code single} when it names none; the name was validated on the way in. */
    public static Metric metricOf(String wireName) {
        return Metric.ofWireName(wireName);
    }

    private SolvePlanner planner(Metric metric) {
        return metric == Metric.MULTI ? multiTilePlanner : planner;
    }

    private CompletableFuture<Outcome> finish(
            CompletableFuture<Solution> search, String key, Strategy strategy, Metric metric, long start) {
        return search.handle((solution, failure) -> {
            if (failure == null) {
                return solved(key, solution, metric, start);
            }
            Throwable cause =
                    failure instanceof CompletionException && failure.getCause() != null ? failure.getCause() : failure;
            if (cause instanceof SearchTimeoutException timeoutException) {
                record(strategy, "timeout", System.nanoTime() - start, timeoutException.nodesExpanded());
            } else if (cause instanceof SearchCancelledException) {
                record(strategy, "cancelled", System.nanoTime() - start, 0);
            }
            throw cause instanceof RuntimeException runtime ? runtime : new CompletionException(cause);
        });
    }

    private Outcome solved(String key, Solution solution, Metric metric, long start) {
        record(solution.strategy(), "solved", System.nanoTime() - start, solution.nodesExpanded());
        Outcome outcome = new Outcome(solution, false, metric);
        // a fast answer proven optimal in slides is not optimal in multi-tile moves: not kept under that key
        if (solution.optimal() && outcome.answeredMetric() == metric) {
            cache.put(key, solution);
        }
        return outcome;
    }

    /**
     * Checks the board against the size limit and against its goal, then looks its answer up in the cache.
     *
     * @return the cached answer, or {@code null} when the board must be searched
     */
    private Outcome checkedCachedOutcome(Board board, Board goal, Strategy strategy, Metric metric, String key) {
        limits.requireSolvableInSize(board, strategy);
        planner.requireSolvable(board, goal);
        Solution cached = cache.get(key, Solution.class);
        return cached == null ? null : new Outcome(cached, true, metric);
    }

    /**
     * Board and goal texts hold digits, commas and slashes only, so a space separates them unambiguously; the
     * metric follows, since an answer optimal in one metric need not be in the other.
     */
    private static String key(Board board, Board goal, Metric metric) {
        return board.toText() + " " + goal.toText() + " " + metric.wireName();
    }

    /** Takes the fast solver's peak memory from the request's budget when the fast solver may answer. */
    private void admitFastSolve(Board board, Strategy strategy) {
        if (board.size() > WEIGHTED_IDA_MAX_CELLS && strategy != Strategy.OPTIMAL) {
            memory.admit(
                    fastSolver.peakBytes(board.rows(), board.columns()),
                    "a fast solve of a " + board.rows() + " x " + board.columns() + " board");
        }
    }

    private Outcome search(Board board, Board goal, Strategy strategy, Metric metric, Deadline deadline, String key) {
        admitFastSolve(board, strategy);
        long start = System.nanoTime();
        SolvePlanner chosen = planner(metric);
        try {
            Solution solution = pool.run(() -> chosen.solveReachable(board, goal, strategy, deadline), deadline);
            return solved(key, solution, metric, start);
        } catch (SearchTimeoutException timeoutException) {
            record(strategy, "timeout", System.nanoTime() - start, timeoutException.nodesExpanded());
            throw timeoutException;
        }
    }

    private void record(Strategy strategy, String outcome, long nanos, long nodes) {
        Timer.builder("fifteen.solve.time")
                .description("Time to solve a board, queueing included")
                .tag("strategy", strategy.wireName())
                .tag("outcome", outcome)
                .register(registry)
                .record(Duration.ofNanos(nanos));
        DistributionSummary.builder("fifteen.solve.nodes")
                .description("Search nodes expanded per solve")
                .tag("strategy", strategy.wireName())
                .tag("outcome", outcome)
                .register(registry)
                .record(nodes);
    }
}
