package dev.fifteen.web.solve.jobs;

import dev.fifteen.puzzle.Board;
import dev.fifteen.search.Cancellation;
import dev.fifteen.search.Metric;
import dev.fifteen.search.SearchProgress;
import dev.fifteen.search.Solution;
import dev.fifteen.search.Strategy;
import dev.fifteen.web.solve.SolveCommand;
import tools.jackson.databind.JsonNode;

import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.BiFunction;

/**
 * One job on the replica that runs it: what it asked for, and what its search reports while it runs (on the
 * search's thread: stored, never published there). The {@link SolveJobs} service runs it and publishes its
 * {@link #view()}.
 */
final class SolveJob implements SearchProgress {

    private final String id;
    private final Board board;
    private final Board goal;
    private final Strategy strategy;
    private final Metric metric;
    private final Duration timeout;
    private final boolean includeBoards;
    private final Boolean includeTiles;
    private final Instant createdAt;
    private final Cancellation cancellation = new Cancellation();
    private final BiFunction<Solution, SolveCommand, JsonNode> shapeEarly;
    private final CountDownLatch ended = new CountDownLatch(1);

    private volatile SolveJobView.State state = SolveJobView.State.QUEUED;
    private volatile Instant startedAt;
    private volatile long startNanos;
    private volatile Instant finishedAt;
    private volatile long finishedElapsedMs = -1;
    private volatile int lowerBound = -1;
    private volatile long nodes;
    private volatile Solution best;
    private volatile JsonNode bestShaped;
    private volatile Solution shapedFrom;
    private volatile JsonNode answer;
    private volatile Map<String, Object> problem;

    /** @param shapeEarly writes an early solution as {@code /solve} would answer it */
    SolveJob(
            String id,
            Board board,
            Board goal,
            Strategy strategy,
            Metric metric,
            Duration timeout,
            boolean includeBoards,
            Boolean includeTiles,
            Instant createdAt,
            BiFunction<Solution, SolveCommand, JsonNode> shapeEarly) {
        this.id = id;
        this.board = board;
        this.goal = goal;
        this.strategy = strategy;
        this.metric = metric;
        this.timeout = timeout;
        this.includeBoards = includeBoards;
        this.includeTiles = includeTiles;
        this.createdAt = createdAt;
        this.shapeEarly = shapeEarly;
    }

    @Override
    public void lowerBound(int bound, long nodesExpanded) {
        lowerBound = Math.max(lowerBound, bound);
        nodes = nodesExpanded;
    }

    @Override
    public void nodes(long nodesExpanded) {
        nodes = nodesExpanded;
    }

    @Override
    public void solution(Solution solution) {
        Solution known = best;
        if (known == null || solution.length() < known.length()) {
            best = solution;
        }
    }

    @Override
    public boolean wantsEarlySolutions() {
        return true;
    }

    String id() {
        return id;
    }

    Board board() {
        return board;
    }

    Board goal() {
        return goal;
    }

    Strategy strategy() {
        return strategy;
    }

    Metric metric() {
        return metric;
    }

    Duration timeout() {
        return timeout;
    }

    boolean includeBoards() {
        return includeBoards;
    }

    Boolean includeTiles() {
        return includeTiles;
    }

    Cancellation cancellation() {
        return cancellation;
    }

    SolveJobView.State state() {
        return state;
    }

    /** The search has a slot and runs. */
    synchronized void started(Instant at) {
        if (state == SolveJobView.State.QUEUED) {
            startedAt = at;
            startNanos = System.nanoTime();
            state = SolveJobView.State.RUNNING;
        }
    }

    /**
     * Ends the job, unless it has ended already.
     *
     * @return whether this call ended it
     */
    synchronized boolean end(SolveJobView.State finalState, JsonNode answered, Map<String, Object> why, Instant at) {
        if (state.isFinal()) {
            return false;
        }
        if (state == SolveJobView.State.RUNNING) {
            finishedElapsedMs = (System.nanoTime() - startNanos) / 1_000_000;
        }
        answer = answered;
        problem = why;
        finishedAt = at;
        state = finalState;
        ended.countDown();
        return true;
    }

    /** The job's solve: its own cancellation, the job hearing of the search, an answer held by no request. */
    SolveCommand command() {
        return new SolveCommand(
                board,
                goal,
                strategy,
                metric,
                timeout,
                cancellation,
                this,
                new SolveCommand.Answer(includeBoards, includeTiles, null));
    }

    /** Waits at most {@code wait} for the job to end. */
    void awaitEnd(Duration wait) throws InterruptedException {
        ended.await(wait.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** The job as it is now. */
    synchronized SolveJobView view() {
        Solution known = best;
        if (known != null && known != shapedFrom) {
            bestShaped = shapeEarly.apply(known, command());
            shapedFrom = known;
        }
        long elapsedMs = switch (state) {
            case QUEUED -> 0;
            case RUNNING -> (System.nanoTime() - startNanos) / 1_000_000;
            default -> Math.max(0, finishedElapsedMs);
        };
        return new SolveJobView(
                id,
                state.wireName(),
                board.toText(),
                goal.toText(),
                strategy.wireName(),
                timeout.toMillis(),
                createdAt,
                startedAt,
                finishedAt,
                new SolveJobView.Progress(lowerBound < 0 ? null : lowerBound, nodes, elapsedMs),
                bestShaped,
                answer,
                problem);
    }
}
