package dev.fifteen.web.solve.jobs;

import dev.fifteen.problem.ProblemException;
import dev.fifteen.web.ProblemMembers;
import dev.fifteen.web.solve.stream.SolveEvents;
import org.springframework.web.servlet.mvc.method.annotation.SseEmitter;
import tools.jackson.databind.JsonNode;

import java.io.IOException;
import java.util.Objects;
import java.util.concurrent.ScheduledFuture;

/**
 * The event stream of one job, the events of a watched {@code /solve} ({@link SolveEvents}), read from the job's
 * view at each tick wherever the job runs: a {@code bound} event when the proven bound rose, a {@code solution}
 * event when a better early answer is known, the {@code progress} figures, and last {@code answer} or
 * {@code problem} (a failed or cancelled job). A client that goes away ends the stream, not the job.
 */
final class SolveJobStream {

    private final String id;
    private final SolveJobs jobs;
    private final SseEmitter emitter;
    private int lastBound = -1;
    private JsonNode lastBest;
    private volatile boolean finished;
    private volatile ScheduledFuture<?> ticks;

    SolveJobStream(String id, SolveJobs jobs, SseEmitter emitter) {
        this.id = id;
        this.jobs = jobs;
        this.emitter = emitter;
    }

    void tickedBy(ScheduledFuture<?> ticks) {
        this.ticks = ticks;
        if (finished) {
            ticks.cancel(false);
        }
    }

    boolean finished() {
        return finished;
    }

    /** Publishes what changed since the last tick, and the figures now; the final event ends the stream. */
    synchronized void tick() {
        if (finished) {
            return;
        }
        try {
            SolveJobView view;
            try {
                view = jobs.view(id);
            } catch (ProblemException problem) {
                emitter.send(SolveEvents.event(SolveEvents.PROBLEM, ProblemMembers.of(problem, SolveJobs.path(id))));
                end();
                return;
            }
            SolveJobView.Progress progress = view.progress();
            if (progress.lowerBound() != null && progress.lowerBound() > lastBound) {
                lastBound = progress.lowerBound();
                emitter.send(SolveEvents.event(SolveEvents.BOUND, figures(progress)));
            }
            if (view.best() != null && !Objects.equals(view.best(), lastBest)) {
                lastBest = view.best();
                emitter.send(SolveEvents.event(SolveEvents.SOLUTION, view.best()));
            }
            if (view.answer() != null) {
                emitter.send(SolveEvents.event(SolveEvents.ANSWER, view.answer()));
                end();
            } else if (view.isFinal()) {
                emitter.send(SolveEvents.event(SolveEvents.PROBLEM, view.problem()));
                end();
            } else {
                emitter.send(SolveEvents.event(SolveEvents.PROGRESS, figures(progress)));
            }
        } catch (IOException | IllegalStateException gone) {
            stop();
        }
    }

    /** The client went away or the stream timed out: the stream stops, the job goes on. */
    void stop() {
        finished = true;
        ScheduledFuture<?> scheduled = ticks;
        if (scheduled != null) {
            scheduled.cancel(false);
        }
    }

    /** The replica shuts down: a last look (its own jobs are final by now), then the stream ends. */
    synchronized void close() {
        tick();
        if (!finished) {
            end();
        }
    }

    private void end() {
        stop();
        emitter.complete();
    }

    private static Object figures(SolveJobView.Progress progress) {
        return SolveEvents.figures(
                progress.lowerBound() == null ? -1 : progress.lowerBound(),
                progress.nodesExpanded(),
                progress.elapsedMs());
    }
}
