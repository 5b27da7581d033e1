package dev.fifteen.web.solve.batch;

import dev.fifteen.problem.ProblemException;
import dev.fifteen.search.Cancellation;
import dev.fifteen.web.BoardInput;
import dev.fifteen.web.edge.DisconnectWatch;
import dev.fifteen.web.solve.SolveAsk;
import dev.fifteen.web.solve.SolveBatchProperties;
import dev.fifteen.web.solve.SolveProperties;
import dev.fifteen.web.solve.SolveService;
import dev.fifteen.web.solve.SolveSpans;
import jakarta.servlet.http.HttpServletRequest;
import org.springframework.core.task.TaskExecutor;
import org.springframework.http.MediaType;
import org.springframework.web.servlet.mvc.method.annotation.ResponseBodyEmitter;
import tools.jackson.databind.json.JsonMapper;

import java.io.InputStream;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.Semaphore;

/**
 * Runs {@code POST /solve/batch}: each batch on a thread of the drivers (at most {@code maxConcurrent} at once, one
 * more is refused with 503 and Retry-After before anything is read), answering through a {@link ResponseBodyEmitter} so
 * that the container's async listener reports a client that goes away, and watching its connection with the
 * {@link DisconnectWatch}, so that a client that goes away (even while its boards are still arriving) cancels the
 * batch's searches.
 */
class SolveBatchService {

    static final MediaType NDJSON = MediaType.parseMediaType("application/x-ndjson");

    /** How long past its limits a batch may take before the container gives up on it. */
    private static final Duration GRACE = Duration.ofSeconds(10);

    private final SolveService solveService;
    private final BoardInput boardInput;
    private final JsonMapper mapper;
    private final SolveProperties solveProperties;
    private final SolveBatchProperties limits;
    private final Semaphore running;
    private final TaskExecutor drivers;
    private final DisconnectWatch disconnects;
    private final SolveSpans spans;

    SolveBatchService(
            SolveService solveService,
            BoardInput boardInput,
            JsonMapper mapper,
            SolveProperties solveProperties,
            SolveBatchProperties limits,
            DisconnectWatch disconnects,
            SolveSpans spans,
            TaskExecutor drivers) {
        this.spans = spans;
        this.disconnects = disconnects;
        this.solveService = solveService;
        this.boardInput = boardInput.uncounted(); // each board's memory is taken while it is in flight
        this.mapper = mapper;
        this.solveProperties = solveProperties;
        this.limits = limits;
        this.running = new Semaphore(limits.maxConcurrent());
        this.drivers = drivers;
    }

    /**
     * Starts a batch read from {@code body} and returns the emitter its lines go to.
     *
     * @throws ProblemException ({@code timeout-too-long}) for a per-board timeout over the maximum, or
     *                          ({@code too-many-batches}, 503) when {@code maxConcurrent} batches are running
     */
    ResponseBodyEmitter start(HttpServletRequest connection, InputStream body, boolean ndjson, SolveAsk.How how) {
        Duration perBoard = solveService.requireTimeout(how.timeout());
        if (!running.tryAcquire()) {
            throw new ProblemException(
                    ProblemException.Category.UNAVAILABLE,
                    "too-many-batches",
                    "Too many batches",
                    "all " + limits.maxConcurrent() + " batches that may run at once are running"
                            + " (fifteen.solve.batch.max-concurrent); retry in " + solveProperties.retryAfterSeconds()
                            + " s",
                    Map.of(
                            "limitProperty",
                            "fifteen.solve.batch.max-concurrent",
                            "limit",
                            limits.maxConcurrent(),
                            "retryAfterSeconds",
                            solveProperties.retryAfterSeconds()));
        }
        Cancellation cancellation = new Cancellation();
        ResponseBodyEmitter emitter = new ResponseBodyEmitter(
                limits.maxTime().plus(perBoard).plus(GRACE).toMillis());
        emitter.onError(failure -> cancellation.cancel());
        emitter.onTimeout(cancellation::cancel);
        emitter.onCompletion(cancellation::cancel);
        SolveBatch batch = new SolveBatch(
                solveService,
                boardInput,
                mapper,
                limits,
                new SolveAsk.How(how.strategy(), how.metric(), perBoard),
                cancellation,
                spans);
        DisconnectWatch.Watch watch = disconnects.watch(connection, cancellation::cancel);
        try {
            // the drivers carry the request's observation over (SolveBatchConfiguration): each board's is its child,
            // the driver's log lines name its trace
            drivers.execute(() -> {
                try {
                    BatchBoards input = ndjson
                            ? BatchBoards.ndjson(body, mapper, limits.maxLineLength())
                            : BatchBoards.jsonArray(body, mapper);
                    batch.run(input, line -> emitter.send(line + "\n", NDJSON));
                    emitter.complete();
                } catch (RuntimeException e) {
                    cancellation.cancel();
                    emitter.completeWithError(e);
                } finally {
                    watch.stop();
                    running.release();
                }
            });
        } catch (RuntimeException e) {
            watch.stop();
            running.release();
            throw e;
        }
        return emitter;
    }
}
