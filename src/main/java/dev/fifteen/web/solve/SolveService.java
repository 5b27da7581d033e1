package dev.fifteen.web.solve;

import dev.fifteen.puzzle.Board;
import dev.fifteen.search.Cancellation;
import dev.fifteen.search.Deadline;
import dev.fifteen.search.Metric;
import dev.fifteen.search.SearchCancelledException;
import dev.fifteen.search.SearchTimeoutException;
import dev.fifteen.search.Solution;
import dev.fifteen.search.Strategy;
import dev.fifteen.search.planning.SolvePlanner;
import dev.fifteen.search.planning.SolvePool;
import dev.fifteen.web.memory.MemoryBudget;
import io.micrometer.observation.Observation;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

/**
 * What {@code /solve} adds around the {@link SolvePlanner}: its limits ({@link SolveLimits}, checked before the
 * search), the cache of optimal solutions ({@link SolutionCache}: a repeated board, goal and metric is answered at
 * once), the bounded pool, the meters ({@link SolveMetrics}) and the memory of each solve ({@link SolveMemory}).
 * Every way in hands over one {@link SolveCommand}. Solves run either on the caller's thread ({@link #solve}) or
 * in the background ({@link #start}, {@link #startBatchBoard}), where the command's {@link Cancellation} stops them
 * when their client goes away; the background ones do not wait for the key's lock (a thread of the pool must not
 * block on another request's search), so identical requests at the same moment may both search, and later ones
 * find the cache.
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
    private final SolutionCache cache;
    private final SolveLimits limits;
    private final SolveMetrics metrics;
    private final SolveMemory memory;

    /** The fast strategy solves boards up to this many cells by weighted IDA*, in little memory. */
    static final int WEIGHTED_IDA_MAX_CELLS = 16;

    /**
     * @param planner          the planner of {@code metric=single}
     * @param multiTilePlanner the planner of {@code metric=multi}
     */
    SolveService(
            SolvePlanner planner,
            SolvePlanner multiTilePlanner,
            SolvePool pool,
            SolutionCache cache,
            SolveLimits limits,
            SolveMetrics metrics,
            SolveMemory memory) {
        this.planner = planner;
        this.multiTilePlanner = multiTilePlanner;
        this.pool = pool;
        this.cache = cache;
        this.limits = limits;
        this.metrics = metrics;
        this.memory = memory;
    }

    /**
     * The timeout in force for a request, checked once where the request enters: the given one or the default.
     *
     * @throws dev.fifteen.problem.LimitExceededException ({@code timeout-too-long}) over the maximum
     */
    public Duration requireTimeout(Duration requested) {
        return limits.timeout(requested);
    }

    /**
     * Solves on the caller's thread, after checking the request's limits. Identical requests that may end in a
     * cached (optimal) answer take the key's lock while the cache is empty: the first searches, the others wait
     * within their own deadline and then find its answer.
     *
     * @throws dev.fifteen.problem.LimitExceededException when the request is over one of {@link SolveLimits}
     */
    public Outcome solve(SolveCommand command) {
        Deadline deadline = command.deadline();
        Outcome cached = checkedCachedOutcome(command);
        if (cached != null) {
            return cached;
        }
        if (command.strategy() == Strategy.FAST) {
            return search(command, deadline); // never cached: nothing to wait for
        }
        return cache.searchOnce(command, deadline, () -> search(command, deadline));
    }

    /**
     * Starts solving in the pool and returns at once; the command's cancellation stops the search and its progress
     * hears of it while it runs. A cached answer is a completed future.
     *
     * @throws dev.fifteen.problem.LimitExceededException when the request is over one of {@link SolveLimits}
     * @throws dev.fifteen.search.SolverBusyException when no slot frees up within the admission wait
     */
    public CompletableFuture<Outcome> start(SolveCommand command) {
        Deadline deadline = command.deadline();
        Outcome cached = checkedCachedOutcome(command);
        if (cached != null) {
            return CompletableFuture.completedFuture(cached);
        }
        memory.admitFastSolve(command);
        Observation observed = metrics.searchStarted();
        SolvePlanner chosen = planner(command.metric());
        CompletableFuture<Solution> search;
        try {
            search = pool.submit(
                    () -> chosen.solveReachable(command.board(), command.goal(), command.strategy(), deadline));
        } catch (RuntimeException e) {
            ended(observed, command, e);
            throw e;
        }
        return finish(search, command, observed);
    }

    /**
     * One board of a batch or a job: answered from the cache at once, or started in the pool's batch share once
     * its memory ({@link SolveMemory#batchBoardBytes}) and a slot are free within {@code wait}. The memory is taken
     * from the budget for the board's time in flight and given back when its search ends, so a batch holds memory
     * for the boards in flight, not for the batch. The board's deadline starts when its search does, not while it
     * waits.
     *
     * @return the answer's future, or {@code null} when the memory or a slot did not free up within {@code wait}
     *         (ask again)
     * @throws dev.fifteen.problem.LimitExceededException ({@code too-large-for-memory}) when the board needs more
     *                                                    than the whole budget, besides the request's limits
     */
    public CompletableFuture<Outcome> startBatchBoard(SolveCommand command, Duration wait) throws InterruptedException {
        Outcome cached = checkedCachedOutcome(command);
        if (cached != null) {
            return CompletableFuture.completedFuture(cached);
        }
        long until = System.nanoTime() + wait.toNanos();
        MemoryBudget.Reservation reservation = memory.reserveBatchBoard(command, wait);
        if (reservation == null) {
            return null;
        }
        long start = System.nanoTime();
        CompletableFuture<Solution> search;
        SolvePlanner chosen = planner(command.metric());
        try {
            search = pool.submitBatchBoard(
                    () -> chosen.solveReachable(
                            command.board(), command.goal(), command.strategy(), command.deadline()),
                    Duration.ofNanos(Math.max(0, until - start)));
        } catch (InterruptedException | RuntimeException e) {
            reservation.close();
            throw e;
        }
        if (search == null) {
            reservation.close();
            return null;
        }
        // timed from its slot, as its deadline is: a board that waited for one asks again and again meanwhile
        Observation observed = metrics.searchStarted();
        search.whenComplete((solution, failure) -> reservation.close());
        return finish(search, command, observed);
    }

    /**
     * The answer of a solve as the command asks for it: the boards along the way when asked for (within their
     * limit), the tiles slid as asked or by default; its memory is taken for the command's request.
     */
    public SolveResponse shape(Outcome outcome, SolveCommand command) {
        Solution solution = outcome.solution();
        SolveCommand.Answer answer = command.answer();
        SolutionListing.Boards boards = answer.includeBoards() ? limits.boardsAlong(solution, command.board()) : null;
        memory.admitAnswer(solution, command);
        return SolveResponse.of(outcome, boards, limits.listsTiles(solution, answer.includeTiles()));
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

    private SolvePlanner planner(Metric metric) {
        return metric == Metric.MULTI ? multiTilePlanner : planner;
    }

    private CompletableFuture<Outcome> finish(
            CompletableFuture<Solution> search, SolveCommand command, Observation observed) {
        return search.handle((solution, failure) -> {
            if (failure == null) {
                return solved(command, solution, observed);
            }
            Throwable cause =
                    failure instanceof CompletionException && failure.getCause() != null ? failure.getCause() : failure;
            ended(observed, command, cause);
            throw cause instanceof RuntimeException runtime ? runtime : new CompletionException(cause);
        });
    }

    /** Ends the observation of a search that did not answer: timed out, cancelled, refused or failed. */
    private void ended(Observation observed, SolveCommand command, Throwable cause) {
        if (cause instanceof SearchTimeoutException timeoutException) {
            metrics.searchEnded(observed, command.strategy(), "timeout", timeoutException.nodesExpanded(), null);
        } else if (cause instanceof SearchCancelledException) {
            metrics.searchEnded(observed, command.strategy(), "cancelled", 0, null);
        } else {
            metrics.searchEnded(observed, command.strategy(), SolveMetrics.FAILED, 0, cause);
        }
    }

    private Outcome solved(SolveCommand command, Solution solution, Observation observed) {
        metrics.searchEnded(observed, solution.strategy(), "solved", solution.nodesExpanded(), null);
        Outcome outcome = new Outcome(solution, false, command.metric());
        // a fast answer proven optimal in slides is not optimal in multi-tile moves: not kept under that key
        if (solution.optimal() && outcome.answeredMetric() == command.metric()) {
            cache.keep(command, solution);
        }
        return outcome;
    }

    /**
     * Checks the board against the size limit and against its goal, then looks its answer up in the cache.
     *
     * @return the cached answer, or {@code null} when the board must be searched
     */
    private Outcome checkedCachedOutcome(SolveCommand command) {
        requireSolvable(command.board(), command.goal(), command.strategy());
        return cache.find(command);
    }

    private Outcome search(SolveCommand command, Deadline deadline) {
        memory.admitFastSolve(command);
        Observation observed = metrics.searchStarted();
        SolvePlanner chosen = planner(command.metric());
        Solution solution;
        try {
            solution = pool.run(
                    () -> chosen.solveReachable(command.board(), command.goal(), command.strategy(), deadline),
                    deadline);
        } catch (RuntimeException e) {
            ended(observed, command, e);
            throw e;
        }
        return solved(command, solution, observed);
    }
}
