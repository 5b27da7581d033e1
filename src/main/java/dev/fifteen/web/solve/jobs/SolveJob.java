package dev.fifteen.web.solve.jobs;

import dev.fifteen.search.Cancellation;
import dev.fifteen.search.SearchProgress;
import dev.fifteen.search.Solution;
import dev.fifteen.web.solve.SolveAsk;
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
    private final SolveAsk ask;
    private final Duration timeout;
    private final Instant createdAt;
    private final Cancellation cancellation = new Cancellation();
    private final BiFunction<Solution, SolveCommand, JsonNode> shapeEarly;
    private final CountDownLatch ended = new CountDownLatch(1);
    private final CountDownLatch recorded = new CountDownLatch(1);

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

    /**
     * @param timeout    the job's time limit, checked against {@code fifteen.solve.jobs.max-time}
     * @param shapeEarly writes an early solution as {@code /solve} would answer it
     */
    SolveJob(
            String id,
            SolveAsk ask,
            Duration timeout,
            Instant createdAt,
            BiFunction<Solution, SolveCommand, JsonNode> shapeEarly) {
        this.id = id;
        this.ask = ask;
        this.timeout = timeout;
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
        return ask.command(timeout, cancellation, this, null);
    }

    /** Waits at most {@code wait} for the job to end. */
    void awaitEnd(Duration wait) throws InterruptedException {
        ended.await(wait.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** The job's final record is written, or could not be: nothing of it is left to do on this replica. */
    void recorded() {
        recorded.countDown();
    }

    /** Waits at most {@code wait} for the job's final record to be written (after its end). */
    void awaitRecorded(Duration wait) throws InterruptedException {
        recorded.await(wait.toMillis(), TimeUnit.MILLISECONDS);
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
                ask.board().toText(),
                ask.goal().toText(),
                ask.strategy().wireName(),
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
