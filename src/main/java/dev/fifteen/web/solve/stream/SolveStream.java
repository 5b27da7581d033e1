package dev.fifteen.web.solve.stream;

import dev.fifteen.problem.ProblemException;
import dev.fifteen.search.Cancellation;
import dev.fifteen.search.SearchProgress;
import dev.fifteen.search.Solution;
import dev.fifteen.web.ProblemMembers;
import dev.fifteen.web.edge.DisconnectWatch;
import dev.fifteen.web.solve.SolveResponse;
import dev.fifteen.web.solve.SolveService;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.web.servlet.mvc.method.annotation.SseEmitter;

import java.io.IOException;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.function.Function;

/**
 * The Server-Sent Events of one watched solve. The search reports to it on its own thread (a bound, the nodes, an
 * early answer: stored, never written there); a ticker publishes at a steady rate: the {@code bound} events in the
 * order they were proven, a {@code solution} event for an early non-optimal answer, then one {@code progress}
 * event. The last event is {@code answer} (the {@code /solve} answer) or {@code problem} (Problem Details members).
 * A client that goes away (a write that fails, or the {@link DisconnectWatch} between writes) cancels the search and
 * frees its slot.
 */
final class SolveStream implements SearchProgress {

    private static final Logger log = LoggerFactory.getLogger(SolveStream.class);

    private record Pending(String name, Object data) {}

    private final SseEmitter emitter;
    private final Cancellation cancellation;
    private final Function<SolveService.Outcome, SolveResponse> response;
    private final long startNanos = System.nanoTime();
    private final Queue<Pending> pending = new ConcurrentLinkedQueue<>();
    private volatile long nodes;
    private volatile int lowerBound = -1;
    private volatile boolean finished;
    private volatile DisconnectWatch.Watch watch = DisconnectWatch.NONE;
    private long ticks;

    SolveStream(SseEmitter emitter, Cancellation cancellation, Function<SolveService.Outcome, SolveResponse> response) {
        this.emitter = emitter;
        this.cancellation = cancellation;
        this.response = response;
    }

    /** The watch of the connection, stopped before the last event completes the answer. */
    void watchedBy(DisconnectWatch.Watch watch) {
        this.watch = watch;
        if (finished) {
            watch.stop();
        }
    }

    @Override
    public void lowerBound(int bound, long nodesExpanded) {
        lowerBound = Math.max(lowerBound, bound);
        nodes = nodesExpanded;
        pending.add(new Pending(SolveEvents.BOUND, figures(bound, nodesExpanded)));
    }

    @Override
    public void nodes(long nodesExpanded) {
        nodes = nodesExpanded;
    }

    @Override
    public void solution(Solution solution) {
        pending.add(new Pending(SolveEvents.SOLUTION, response.apply(new SolveService.Outcome(solution, false))));
    }

    @Override
    public boolean wantsEarlySolutions() {
        return true;
    }

    /**
     * Publishes what the search reported since the last tick; on every other tick the figures now, and on the others
     * a comment. Something is written every tick because a failed write is how a closed connection shows.
     */
    synchronized void tick() {
        if (finished) {
            return;
        }
        try {
            flush();
            if ((ticks++ & 1) == 1) {
                emitter.send(SolveEvents.event(SolveEvents.PROGRESS, figures(lowerBound, nodes)));
            } else {
                emitter.send(SolveEvents.keepAlive());
            }
        } catch (IOException | IllegalStateException e) {
            clientGone();
        }
    }

    /** Sends the final event: the answer, or the problem that ended the solve. */
    synchronized void finish(SolveService.Outcome outcome, Throwable failure) {
        if (finished) {
            return;
        }
        try {
            flush();
            if (failure == null) {
                SolveResponse answer;
                try {
                    answer = response.apply(outcome);
                } catch (ProblemException problem) {
                    sendProblem(problem);
                    return;
                }
                emitter.send(SolveEvents.event(SolveEvents.ANSWER, answer));
                end();
                return;
            }
            Throwable cause =
                    failure instanceof CompletionException && failure.getCause() != null ? failure.getCause() : failure;
            if (cause instanceof ProblemException problem) {
                sendProblem(problem);
            } else {
                log.error("Unexpected failure of a watched solve", cause);
                sendProblem(new ProblemException(
                        ProblemException.Category.UNPROCESSABLE,
                        "internal-error",
                        "Internal error",
                        "The service failed unexpectedly; the failure has been logged"));
            }
        } catch (IOException | IllegalStateException e) {
            clientGone();
        }
    }

    /** Sends a problem as the last event; used also for refusals before the search starts. */
    synchronized void sendProblem(ProblemException problem) throws IOException {
        Map<String, Object> members = ProblemMembers.of(problem, "/solve");
        if ("internal-error".equals(problem.type())) {
            members.put("status", 500);
        }
        emitter.send(SolveEvents.event(SolveEvents.PROBLEM, members));
        end();
    }

    private void end() {
        finished = true;
        watch.stop();
        emitter.complete();
    }

    boolean finished() {
        return finished;
    }

    /**
     * The connection watch saw the client go: the search stops, and the stream ends now rather than at its timeout
     * (nothing more will be written to it).
     */
    synchronized void hungUp() {
        if (finished) {
            return;
        }
        clientGone();
        emitter.complete();
    }

    /** The client went away, or the answer is complete: the search stops and the connection is no longer watched. */
    void clientGone() {
        finished = true;
        watch.stop();
        cancellation.cancel();
    }

    private void flush() throws IOException {
        Pending next;
        while ((next = pending.poll()) != null) {
            emitter.send(SolveEvents.event(next.name(), next.data()));
        }
    }

    private Map<String, Object> figures(int bound, long nodesExpanded) {
        return SolveEvents.figures(bound, nodesExpanded, (System.nanoTime() - startNanos) / 1_000_000);
    }
}
