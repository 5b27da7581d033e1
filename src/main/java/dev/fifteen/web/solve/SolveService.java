package dev.fifteen.web.solve;

import dev.fifteen.puzzle.Board;
import dev.fifteen.search.Deadline;
import dev.fifteen.search.SearchTimeoutException;
import dev.fifteen.search.Solution;
import dev.fifteen.search.Strategy;
import dev.fifteen.search.planning.SolvePlanner;
import dev.fifteen.search.planning.SolvePool;
import io.micrometer.core.instrument.DistributionSummary;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import org.springframework.cache.Cache;
import org.springframework.integration.support.locks.LockRegistry;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Lock;

/**
 * What {@code /solve} adds around the {@link SolvePlanner}: its limits ({@link SolveLimits}, checked before the
 * search), the cache of optimal solutions
 * (a repeated board and goal is answered at once), the bounded pool, and the metrics (solve time and nodes per
 * strategy, cache hits through the cache's own meters, pool saturation through gauges).
 *
 * <p>Concurrent requests for the same board and goal that may end in a cached (optimal) answer take the key's lock
 * from the {@link LockRegistry} while the cache is empty: the first searches, the others wait within their own
 * deadline and then find its answer in the cache. With a cluster registry this holds across replicas.
 */
public class SolveService {

    /** A solution and whether it came from the cache. */
    public record Outcome(Solution solution, boolean cached) {
    }

    private final SolvePlanner planner;
    private final SolvePool pool;
    private final Cache cache;
    private final LockRegistry<? extends Lock> locks;
    private final SolveLimits limits;
    private final MeterRegistry registry;

    SolveService(SolvePlanner planner, SolvePool pool, Cache cache, LockRegistry<? extends Lock> locks,
            SolveLimits limits, MeterRegistry registry) {
        this.planner = planner;
        this.pool = pool;
        this.cache = cache;
        this.locks = locks;
        this.limits = limits;
        this.registry = registry;
    }

    /**
     * Solves a board and shapes the answer: the boards along the way when asked for (within their limit), the
     * tiles slid as asked or by default.
     *
     * @param includeTiles whether to list the tiles; {@code null}: as {@link SolveLimits#listsTiles} decides
     */
    SolveResponse answer(Board board, Board goal, Strategy strategy, Duration timeout, boolean includeBoards,
            Boolean includeTiles) {
        Outcome outcome = solve(board, goal, strategy, timeout);
        Solution solution = outcome.solution();
        List<String> boards = includeBoards ? limits.boardsAlong(solution, board) : null;
        return SolveResponse.of(outcome, boards, limits.listsTiles(solution, includeTiles));
    }

    /**
     * Solves a board with a strategy within a timeout (the configured default when {@code null}), after checking
     * the request's limits.
     *
     * @throws dev.fifteen.problem.LimitExceededException when the request is over one of {@link SolveLimits}
     */
    public Outcome solve(Board board, Board goal, Strategy strategy, Duration timeout) {
        Deadline deadline = limits.deadline(timeout);
        limits.requireSolvableInSize(board, strategy);
        planner.requireSolvable(board, goal);
        // Board and goal texts hold digits, commas and slashes only, so a space separates them unambiguously.
        String key = board.toText() + " " + goal.toText();
        Solution cached = cache.get(key, Solution.class);
        if (cached != null) {
            return new Outcome(cached, true);
        }
        if (strategy == Strategy.FAST) {
            return search(board, goal, strategy, deadline, key); // never cached: nothing to wait for
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
            cached = locked ? cache.get(key, Solution.class) : null;
            if (cached != null) {
                return new Outcome(cached, true);
            }
            return search(board, goal, strategy, deadline, key);
        } finally {
            if (locked) {
                lock.unlock();
            }
        }
    }

    private Outcome search(Board board, Board goal, Strategy strategy, Deadline deadline, String key) {
        long start = System.nanoTime();
        try {
            Solution solution = pool.run(() -> planner.solveReachable(board, goal, strategy, deadline), deadline);
            record(solution.strategy(), "solved", System.nanoTime() - start, solution.nodesExpanded());
            if (solution.optimal()) {
                cache.put(key, solution);
            }
            return new Outcome(solution, false);
        } catch (SearchTimeoutException timeoutException) {
            record(strategy, "timeout", System.nanoTime() - start, timeoutException.nodesExpanded());
            throw timeoutException;
        }
    }

    private void record(Strategy strategy, String outcome, long nanos, long nodes) {
        Timer.builder("fifteen.solve.time").description("Time to solve a board, queueing included")
                .tag("strategy", strategy.wireName()).tag("outcome", outcome)
                .register(registry).record(Duration.ofNanos(nanos));
        DistributionSummary.builder("fifteen.solve.nodes").description("Search nodes expanded per solve")
                .tag("strategy", strategy.wireName()).tag("outcome", outcome)
                .register(registry).record(nodes);
    }
}
