package dev.fifteen.web.solve;

import dev.fifteen.problem.LimitExceededException;
import dev.fifteen.puzzle.Board;
import dev.fifteen.search.Deadline;
import dev.fifteen.search.SearchTimeoutException;
import dev.fifteen.search.Solution;
import dev.fifteen.search.Strategy;
import dev.fifteen.search.planning.SolvePlanner;
import dev.fifteen.search.fast.FastSolver;
import dev.fifteen.search.planning.SolvePool;
import dev.fifteen.web.memory.RequestMemory;
import io.micrometer.core.instrument.DistributionSummary;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import org.springframework.cache.Cache;

import java.time.Duration;

/**
 * What {@code /solve} adds around the {@link SolvePlanner}: the deadline limits, the cache of optimal solutions
 * (a repeated board and goal is answered at once), the bounded pool, and the metrics (solve time and nodes per
 * strategy, cache hits through the cache's own meters, pool saturation through gauges). A solve that may take the
 * fast solver (boards over {@value #WEIGHTED_IDA_MAX_CELLS} cells, any strategy but {@code optimal}) first admits
 * the solver's peak memory from the memory budget ({@link FastSolver#peakBytes(int, int)}).
 */
public class SolveService {

    /** A solution and whether it came from the cache. */
    public record Outcome(Solution solution, boolean cached) {
    }

    private record Key(String board, String goal) {
    }

    /** The fast strategy solves boards up to this many cells by weighted IDA*, in little memory. */
    static final int WEIGHTED_IDA_MAX_CELLS = 16;

    private final SolvePlanner planner;
    private final SolvePool pool;
    private final Cache cache;
    private final SolveProperties properties;
    private final MeterRegistry registry;
    private final FastSolver fastSolver;
    private final RequestMemory memory;

    SolveService(SolvePlanner planner, SolvePool pool, Cache cache, SolveProperties properties,
            MeterRegistry registry, FastSolver fastSolver, RequestMemory memory) {
        this.fastSolver = fastSolver;
        this.memory = memory;
        this.planner = planner;
        this.pool = pool;
        this.cache = cache;
        this.properties = properties;
        this.registry = registry;
    }

    /**
     * Solves a board with a strategy within a timeout (the configured default when {@code null}).
     *
     * @throws LimitExceededException when the timeout exceeds the configured maximum
     */
    public Outcome solve(Board board, Board goal, Strategy strategy, Duration timeout) {
        Deadline deadline = deadline(timeout);
        planner.requireSolvable(board, goal);
        Key key = new Key(board.toText(), goal.toText());
        Solution cached = cache.get(key, Solution.class);
        if (cached != null) {
            return new Outcome(cached, true);
        }
        if (board.size() > WEIGHTED_IDA_MAX_CELLS && strategy != Strategy.OPTIMAL) {
            memory.admit(fastSolver.peakBytes(board.rows(), board.columns()), "a fast solve of a " + board.rows()
                    + " x " + board.columns() + " board");
        }
        long start = System.nanoTime();
        try {
            Solution solution = pool.run(() -> planner.solve(board, goal, strategy, deadline), deadline);
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

    private Deadline deadline(Duration timeout) {
        Duration chosen = timeout == null ? properties.defaultTimeout() : timeout;
        if (chosen.compareTo(properties.maxTimeout()) > 0) {
            throw new LimitExceededException("timeout-too-long", "fifteen.solve.max-timeout",
                    properties.maxTimeout().toMillis(), chosen.toMillis(), "timeoutMs " + chosen.toMillis()
                            + " exceeds the limit of " + properties.maxTimeout().toMillis()
                            + " ms (fifteen.solve.max-timeout)");
        }
        return Deadline.after(chosen);
    }
}
