package dev.fifteen.web.solve.jobs;

import dev.fifteen.problem.Limit;
import dev.fifteen.problem.ProblemException;
import dev.fifteen.puzzle.Board;
import dev.fifteen.search.Solution;
import dev.fifteen.web.ProblemMembers;
import dev.fifteen.web.solve.SolveAsk;
import dev.fifteen.web.solve.SolveCommand;
import dev.fifteen.web.solve.SolveLimits;
import dev.fifteen.web.solve.SolveService;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.SmartLifecycle;
import org.springframework.scheduling.concurrent.ThreadPoolTaskExecutor;
import org.springframework.scheduling.concurrent.ThreadPoolTaskScheduler;
import org.springframework.web.servlet.mvc.method.annotation.SseEmitter;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledFuture;
import java.util.regex.Pattern;

/**
 * Runs long solves in the background and answers for them. A job gets a random id (128 bits from
 * {@link SecureRandom}, URL-safe Base64), waits in a bounded queue for one of a few runner threads
 * ({@code fifteen.solve.jobs.max-running}, {@code max-queued}; past them a 503 with Retry-After), then for a search
 * slot in the batches' share of the solve pool, so that single requests keep the slots reserved for them; its search
 * is the ordinary one of {@link SolveService}, with its deadline, cancellation and progress.
 *
 * <p>The job's record is written to the {@link SolveJobStore} ({@link SolveJobRecords}) when it changes state and
 * at every heartbeat (its progress, its lease, a look for a cancel request from another replica). Any replica
 * reading a live record whose lease lapsed marks it failed. Its event streams are {@link SolveJobStreams}. Its time
 * limit follows the rule of every deadline ({@link SolveLimits#timeoutWithin}). At shutdown (this bean stops before
 * the web server's graceful shutdown) every job of the replica is cancelled and recorded as failed with the
 * reason, and its searches are waited for, so nothing is left running.
 */
final class SolveJobs implements SmartLifecycle {

    private static final Logger log = LoggerFactory.getLogger(SolveJobs.class);

    /** How long a runner waits for a search slot before it looks for a cancel request again. */
    private static final Duration SLOT_WAIT = Duration.ofMillis(250);

    /** How long a DELETE of a job run here waits for its search to stop, so that it can answer the final state. */
    private static final Duration CANCEL_WAIT = Duration.ofSeconds(2);

    /** How long shutdown waits for the jobs once their searches are cancelled. */
    private static final Duration SHUTDOWN_WAIT = Duration.ofSeconds(10);

    /** A job id: 16 random bytes in URL-safe Base64 without padding. */
    static final Pattern ID = Pattern.compile("[A-Za-z0-9_-]{22}");

    private final SolveService solveService;
    private final SolveJobRecords records;
    private final SolveJobsProperties properties;
    private final JsonMapper mapper;
    private final Clock clock;
    private final SecureRandom random = new SecureRandom();
    private final Map<String, SolveJob> live = new ConcurrentHashMap<>();
    private final Map<String, Runnable> waiting = new ConcurrentHashMap<>();
    private final ThreadPoolTaskExecutor runners;
    private final ThreadPoolTaskScheduler scheduler;
    private volatile ScheduledFuture<?> heartbeat;
    private final SolveJobStreams streams;
    private volatile boolean started;
    private volatile boolean closing;

    /**
     * @param runners   the job runners: {@code max-running} threads and {@code max-queued} places in their queue,
     *                  refusing a job past them
     * @param scheduler the heartbeat's and the event streams' ticks
     */
    SolveJobs(
            SolveService solveService,
            SolveJobStore store,
            SolveJobsProperties properties,
            JsonMapper mapper,
            Clock clock,
            ThreadPoolTaskExecutor runners,
            ThreadPoolTaskScheduler scheduler) {
        if (properties.lease().compareTo(properties.heartbeat().multipliedBy(2)) < 0) {
            throw new IllegalArgumentException("fifteen.solve.jobs.lease (" + properties.lease()
                    + ") must be at least two heartbeats (fifteen.solve.jobs.heartbeat, " + properties.heartbeat()
                    + "), or a live job would be taken for a dead one");
        }
        this.solveService = solveService;
        this.records = new SolveJobRecords(store, properties, mapper);
        this.properties = properties;
        this.mapper = mapper;
        this.clock = clock;
        this.runners = runners;
        this.scheduler = scheduler;
        this.streams = new SolveJobStreams(properties, scheduler);
    }

    /**
     * Accepts a job, or refuses it before any work: a time limit over {@code fifteen.solve.jobs.max-time}, a board
     * over {@code fifteen.solve.jobs.max-cells}, the checks of {@code /solve} (size, parity), the bounds.
     */
    SolveJobView submit(SolveAsk ask) {
        Duration timeout = SolveLimits.timeoutWithin(
                ask.timeout(),
                properties.defaultTime(),
                properties.maxTime(),
                "fifteen.solve.jobs.max-time",
                " of a job");
        Board board = ask.board();
        new Limit("board-too-large-for-job", "fifteen.solve.jobs.max-cells", properties.maxCells())
                .require(
                        board.size(),
                        () -> "a " + board.rows() + " x " + board.columns() + " board has " + board.size()
                                + " cells, more than the " + properties.maxCells() + " a job takes"
                                + " (fifteen.solve.jobs.max-cells); POST /solve answers larger boards with the fast"
                                + " solver");
        solveService.requireSolvable(board, ask.goal(), ask.strategy());
        if (closing || !started) {
            throw SolveJobProblems.busy("the replica is shutting down", properties.retryAfterSeconds());
        }
        String id = newId();
        SolveJob job = new SolveJob(id, ask, timeout, clock.instant(), this::shapeEarly);
        Runnable task = () -> run(job);
        live.put(id, job);
        waiting.put(id, task);
        try {
            runners.execute(task);
        } catch (RejectedExecutionException full) {
            live.remove(id);
            waiting.remove(id);
            throw SolveJobProblems.busy(
                    "all " + properties.maxRunning() + " job runners are busy and " + properties.maxQueued()
                            + " jobs wait (fifteen.solve.jobs.max-running, fifteen.solve.jobs.max-queued)",
                    properties.retryAfterSeconds());
        }
        publish(job);
        return job.view();
    }

    /**
     * The job as it is now: from this replica when it runs the job, else from the store; a live record whose lease
     * lapsed is marked failed first.
     *
     * @throws ProblemException 404 {@code job-not-found} when no such job is held
     */
    SolveJobView view(String id) {
        SolveJob job = ID.matcher(id).matches() ? live.get(id) : null;
        if (job != null) {
            return job.view();
        }
        SolveJobView stored = records.find(id);
        if (stored.isFinal() || records.leaseHeld(id)) {
            return stored;
        }
        SolveJobView failed = stored.failed(
                clock.instant(),
                ProblemMembers.of(SolveJobProblems.ownerLost(properties.lease().toMillis()), path(id)));
        if (records.abandon(failed)) {
            log.warn("Job {} marked failed: its replica renewed no lease for {}", id, properties.lease());
            return failed;
        }
        return records.find(id);
    }

    /**
     * Cancels a job: at once when it runs here (waiting briefly for its search to stop), through the store when
     * another replica runs it. A job that has ended stays as it is.
     */
    SolveJobView cancel(String id) {
        SolveJob job = ID.matcher(id).matches() ? live.get(id) : null;
        if (job == null) {
            SolveJobView stored = view(id);
            if (!stored.isFinal()) {
                records.requestCancel(id);
            }
            return stored;
        }
        cancelHere(job, false);
        try {
            job.awaitEnd(CANCEL_WAIT);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return job.view();
    }

    /**
     * The event stream of a job, until it ends (or, for a job that never ends here, the longest time limit and its
     * lease).
     *
     * @throws ProblemException 404 {@code job-not-found} when no such job is held
     */
    SseEmitter stream(String id) {
        view(id);
        if (closing) {
            throw SolveJobProblems.busy("the replica is shutting down", properties.retryAfterSeconds());
        }
        return streams.open(id, this);
    }

    /** Jobs of this replica whose runner is at work (waiting for a slot or searching). */
    int running() {
        return runners.getActiveCount();
    }

    /** Jobs of this replica waiting for a runner. */
    int queued() {
        return runners.getQueueSize();
    }

    private void cancelHere(SolveJob job, boolean shutdown) {
        job.cancellation().cancel();
        if (job.state() == SolveJobView.State.QUEUED) {
            Runnable task = waiting.remove(job.id());
            if (task != null) {
                runners.getThreadPoolExecutor().remove(task);
            }
            ProblemException why = shutdown
                    ? SolveJobProblems.interrupted(properties.retryAfterSeconds())
                    : SolveJobProblems.cancelled();
            end(job, shutdown ? SolveJobView.State.FAILED : SolveJobView.State.CANCELLED, null, why);
        }
    }

    private void run(SolveJob job) {
        waiting.remove(job.id());
        if (job.state().isFinal()) {
            return;
        }
        try {
            CompletableFuture<SolveService.Outcome> search = null;
            while (search == null) {
                if (job.cancellation().cancelled() || job.state().isFinal()) {
                    return; // ended by the cancel itself
                }
                search = solveService.startBatchBoard(job.command(), SLOT_WAIT);
            }
            job.started(clock.instant());
            publish(job);
            SolveService.Outcome outcome = search.join();
            JsonNode answer = mapper.valueToTree(solveService.shape(outcome, job.command()));
            end(job, SolveJobView.State.DONE, answer, null);
        } catch (CompletionException failure) {
            failed(job, failure.getCause() != null ? failure.getCause() : failure);
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            failed(job, interrupted);
        } catch (RuntimeException | Error failure) {
            failed(job, failure);
        }
    }

    private void failed(SolveJob job, Throwable cause) {
        if (job.cancellation().cancelled() || cause instanceof InterruptedException) {
            if (closing) {
                end(job, SolveJobView.State.FAILED, null, SolveJobProblems.interrupted(properties.retryAfterSeconds()));
            } else {
                end(job, SolveJobView.State.CANCELLED, null, SolveJobProblems.cancelled());
            }
        } else if (cause instanceof ProblemException problem) {
            end(job, SolveJobView.State.FAILED, null, problem);
        } else {
            log.error("Job {} failed unexpectedly", job.id(), cause);
            Map<String, Object> members = ProblemMembers.of(
                    "internal-error",
                    "Internal error",
                    500,
                    "The service failed unexpectedly; the failure has been logged",
                    path(job.id()),
                    Map.of());
            if (job.end(SolveJobView.State.FAILED, null, members, clock.instant())) {
                finish(job);
            }
        }
    }

    private void end(SolveJob job, SolveJobView.State state, JsonNode answer, ProblemException why) {
        Map<String, Object> members = why == null ? null : ProblemMembers.of(why, path(job.id()));
        if (job.end(state, answer, members, clock.instant())) {
            finish(job);
        }
    }

    /** Records the final state, then forgets the job here: from now on the store answers for it. */
    private void finish(SolveJob job) {
        try {
            records.finish(job.view());
        } catch (RuntimeException unreachable) {
            log.warn(
                    "Job {} ended {} but its record could not be written: {}",
                    job.id(),
                    job.state(),
                    unreachable.toString());
        } finally {
            live.remove(job.id());
            job.recorded();
        }
    }

    /** Writes the live record and renews the lease; a record made final elsewhere stops the job here. */
    private void publish(SolveJob job) {
        SolveJobView view = job.view();
        if (view.isFinal()) {
            return;
        }
        try {
            if (!records.publish(view)) {
                log.warn("Job {} was ended by another replica; its search stops here", job.id());
                job.cancellation().cancel();
            }
        } catch (RuntimeException unreachable) {
            log.debug("Job {}: its record could not be written now", job.id(), unreachable);
        }
    }

    private void beat() {
        for (SolveJob job : List.copyOf(live.values())) {
            try {
                if (records.cancelRequested(job.id())) {
                    cancelHere(job, false);
                    continue;
                }
            } catch (RuntimeException unreachable) {
                log.debug("Job {}: no look at its cancel request now", job.id(), unreachable);
            }
            publish(job);
        }
    }

    /** An early solution as {@code /solve} would answer it; without its boards when they are over their limit. */
    private JsonNode shapeEarly(Solution solution, SolveCommand command) {
        SolveService.Outcome outcome = new SolveService.Outcome(solution, false);
        try {
            return mapper.valueToTree(solveService.shape(outcome, command));
        } catch (ProblemException tooLarge) {
            SolveCommand.Answer answer = command.answer();
            return mapper.valueToTree(solveService.shape(
                    outcome, command.answering(new SolveCommand.Answer(false, answer.includeTiles(), null))));
        }
    }

    private String newId() {
        byte[] bytes = new byte[16];
        random.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    static String path(String id) {
        return "/solve/jobs/" + id;
    }

    /** Starts the heartbeat, again after a stop (a context paused and resumed). */
    @Override
    public void start() {
        closing = false;
        Duration every = properties.heartbeat();
        heartbeat = scheduler.scheduleWithFixedDelay(
                this::beat, scheduler.getClock().instant().plus(every), every);
        started = true;
    }

    /**
     * Cancels every job of this replica, records it failed (interrupted by the shutdown) and waits for their
     * searches to stop and their final records to be written (before the store's connection closes), so that no
     * search is left running and no record says running; then the heartbeat and the streams end.
     */
    @Override
    public void stop() {
        closing = true;
        List<SolveJob> jobs = new ArrayList<>(live.values());
        jobs.forEach(job -> cancelHere(job, true));
        long until = System.nanoTime() + SHUTDOWN_WAIT.toNanos();
        try {
            for (SolveJob job : jobs) {
                job.awaitRecorded(Duration.ofNanos(Math.max(0, until - System.nanoTime())));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        for (SolveJob job : List.copyOf(live.values())) {
            end(job, SolveJobView.State.FAILED, null, SolveJobProblems.interrupted(properties.retryAfterSeconds()));
        }
        ScheduledFuture<?> beating = heartbeat;
        if (beating != null) {
            beating.cancel(false);
        }
        streams.closeAll();
        started = false;
        if (!jobs.isEmpty()) {
            log.info("Shutdown: {} job(s) of this replica cancelled and recorded as failed", jobs.size());
        }
    }

    @Override
    public boolean isRunning() {
        return started;
    }

    /** Stops first, before the web server's graceful shutdown, so that the jobs' streams can end. */
    @Override
    public int getPhase() {
        return SmartLifecycle.DEFAULT_PHASE;
    }
}
