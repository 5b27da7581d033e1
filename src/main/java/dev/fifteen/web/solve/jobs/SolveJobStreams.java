package dev.fifteen.web.solve.jobs;

import org.springframework.scheduling.TaskScheduler;
import org.springframework.web.servlet.mvc.method.annotation.SseEmitter;

import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The event streams of jobs open on this replica: each shows its job at once, then at every
 * {@code fifteen.solve.jobs.stream-interval} on the scheduler until the job ends or the client goes; at shutdown
 * each takes a last look and ends.
 */
final class SolveJobStreams {

    private final SolveJobsProperties properties;
    private final TaskScheduler scheduler;
    private final Set<SolveJobStream> open = ConcurrentHashMap.newKeySet();

    SolveJobStreams(SolveJobsProperties properties, TaskScheduler scheduler) {
        this.properties = properties;
        this.scheduler = scheduler;
    }

    /**
     * Opens the stream of a job that {@code jobs} answers for, until it ends (or, for a job that never ends here,
     * the longest time limit and its lease).
     */
    SseEmitter open(String id, SolveJobs jobs) {
        SseEmitter emitter = new SseEmitter(
                properties.maxTime().plus(properties.lease()).plusMinutes(1).toMillis());
        SolveJobStream stream = new SolveJobStream(id, jobs, emitter);
        Runnable stop = () -> {
            stream.stop();
            open.remove(stream);
        };
        emitter.onCompletion(stop);
        emitter.onTimeout(stop);
        emitter.onError(failure -> stop.run());
        open.add(stream);
        stream.tick();
        if (stream.finished()) {
            open.remove(stream);
            return emitter;
        }
        Duration every = properties.streamInterval();
        stream.tickedBy(scheduler.scheduleAtFixedRate(
                () -> {
                    stream.tick();
                    if (stream.finished()) {
                        open.remove(stream);
                    }
                },
                scheduler.getClock().instant().plus(every),
                every));
        return emitter;
    }

    /** The replica shuts down: every stream takes a last look (its own jobs are final by now) and ends. */
    void closeAll() {
        for (SolveJobStream stream : List.copyOf(open)) {
            stream.close();
            stream.stop();
        }
        open.clear();
    }
}
