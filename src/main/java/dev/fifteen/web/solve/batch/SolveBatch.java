package dev.fifteen.web.solve.batch;

import dev.fifteen.problem.ProblemException;
import dev.fifteen.puzzle.Board;
import dev.fifteen.search.Cancellation;
import dev.fifteen.search.SearchProgress;
import dev.fifteen.web.BoardInput;
import dev.fifteen.web.ProblemMembers;
import dev.fifteen.web.edge.DisconnectWatch;
import dev.fifteen.web.solve.SolveAsk;
import dev.fifteen.web.solve.SolveBatchProperties;
import dev.fifteen.web.solve.SolveCommand;
import dev.fifteen.web.solve.SolveService;
import dev.fifteen.web.solve.SolveSpans;
import io.micrometer.observation.Observation;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * One running batch: reads the boards one at a time, starts each in the solve pool's batch share as soon as a slot
 * is free (waiting, never refused), and writes one NDJSON line per board as soon as it is answered, then a summary
 * line. Memory holds the boards in flight (at most the batch share of the pool) and the answers not yet written,
 * never the batch. Every board of the batch shares one {@link Cancellation}: a client that goes away (a failed write,
 * the container's error callback) or the batch's time limit stops them all, and the pool's slots come back within a
 * poll of the search. Each board takes its memory from the budget while in flight and, like for a slot, waits for
 * it rather than being refused. Besides the {@link DisconnectWatch} of the connection (Linux only), the container
 * notices a closed connection when a write fails, so while boards are searched and nothing else is written, an
 * empty line goes out every {@link #KEEP_ALIVE}.
 */
final class SolveBatch {

    /** Writes one line to the client; fails with an {@link IOException} once the client is gone. */
    interface LineSink {
        void write(String line) throws IOException;
    }

    private record Finished(
            int index, JsonNode id, SolveCommand command, SolveService.Outcome outcome, Throwable failure) {}

    private static final Logger log = LoggerFactory.getLogger(SolveBatch.class);
    private static final Duration SLOT_WAIT = Duration.ofMillis(50);
    /**
     * The longest the stream stays silent while boards are searched: then an empty line goes out. Where the socket
     * watch cannot see the connection, the container learns that a client has gone only when a write fails, so this
     * bounds how long a search outlives its client.
     */
    static final Duration KEEP_ALIVE = Duration.ofMillis(100);

    private static final String INSTANCE = "/solve/batch";

    private final SolveService solveService;
    private final BoardInput boardInput;
    private final JsonMapper mapper;
    private final SolveBatchProperties limits;
    /** Every board's strategy, metric and timeout (checked). */
    private final SolveAsk.How how;

    private final Cancellation cancellation;
    private final SolveSpans spans;
    private final BlockingQueue<Finished> finished = new LinkedBlockingQueue<>();
    private final long startNanos = System.nanoTime();
    private long lastWriteNanos = startNanos;

    private int boards;
    private int solved;
    private int failed;
    private int cached;
    private int optimal;
    private long totalLength;
    private long totalNodes;
    private int inFlight;
    private String stopped;

    SolveBatch(
            SolveService solveService,
            BoardInput boardInput,
            JsonMapper mapper,
            SolveBatchProperties limits,
            SolveAsk.How how,
            Cancellation cancellation,
            SolveSpans spans) {
        this.solveService = solveService;
        this.boardInput = boardInput;
        this.mapper = mapper;
        this.limits = limits;
        this.how = how;
        this.cancellation = cancellation;
        this.spans = spans;
    }

    /** Works through the batch and writes its lines; returns when every board is answered or the batch stopped. */
    void run(BatchBoards input, LineSink sink) {
        try {
            readAndSolve(input, sink);
            while (inFlight > 0 && !stopping()) {
                Finished done = finished.poll(50, TimeUnit.MILLISECONDS);
                if (done != null) {
                    write(sink, done);
                } else {
                    keepAlive(sink);
                }
            }
            if (stopped != null && !"disconnected".equals(stopped)) {
                emit(sink, stopLine());
            }
            if (!"disconnected".equals(stopped)) {
                emit(sink, summary());
            }
        } catch (IOException | UncheckedIOException e) {
            stopped = "disconnected";
            cancellation.cancel();
        } catch (InterruptedException e) {
            cancellation.cancel();
            Thread.currentThread().interrupt();
        } finally {
            cancellation.cancel();
        }
    }

    private void readAndSolve(BatchBoards input, LineSink sink) throws IOException, InterruptedException {
        while (!stopping()) {
            BatchBoards.Entry entry = input.next();
            if (entry == null) {
                return;
            }
            boards++;
            if (boards > limits.maxBoards()) {
                boards--;
                stopped = "batch-too-large";
                return;
            }
            start(entry, sink);
            drain(sink);
        }
    }

    private void start(BatchBoards.Entry entry, LineSink sink) throws IOException, InterruptedException {
        JsonNode id = entry.node() == null ? null : entry.node().get("id");
        if (entry.problem() != null) {
            emit(sink, problemLine(entry.index(), id, entry.problem()));
            failed++;
            return;
        }
        try {
            Board board = board(entry.node().get("board"), "board");
            JsonNode goalNode = entry.node().get("goal");
            Board goal = goalNode == null || goalNode.isNull()
                    ? boardInput.goal((String) null, board)
                    : board(goalNode, "goal");
            board.requireSameShape(goal);
            Observation observed = spans.started(SolveSpans.BATCH_BOARD, board, how.strategy())
                    .highCardinalityKeyValue("fifteen.batch.index", String.valueOf(entry.index()));
            SolveCommand command = new SolveCommand(
                    board,
                    goal,
                    how.strategy(),
                    how.metric(),
                    how.timeout(),
                    cancellation,
                    SearchProgress.NONE,
                    SolveCommand.Answer.PLAIN);
            CompletableFuture<SolveService.Outcome> answer = null;
            try {
                while (answer == null) {
                    if (stopping()) {
                        SolveSpans.ended(
                                observed.highCardinalityKeyValue("fifteen.batch.stopped", String.valueOf(stopped)),
                                null,
                                null);
                        return;
                    }
                    try (Observation.Scope ignored = observed.openScope()) {
                        answer = solveService.startBatchBoard(command, SLOT_WAIT);
                    }
                    if (answer == null) {
                        drain(sink);
                        keepAlive(sink);
                    }
                }
            } catch (IOException | InterruptedException | RuntimeException e) {
                SolveSpans.ended(observed, null, e);
                throw e;
            }
            inFlight++;
            int index = entry.index();
            answer.whenComplete((outcome, failure) -> {
                SolveSpans.ended(observed, outcome, failure);
                finished.add(new Finished(index, id, command, outcome, failure));
            });
        } catch (ProblemException problem) {
            emit(sink, problemLine(entry.index(), id, problem));
            failed++;
        }
    }

    private Board board(JsonNode node, String field) {
        if (node == null || node.isNull()) {
            throw new ProblemException(
                    ProblemException.Category.INVALID_INPUT,
                    "invalid-field",
                    "Invalid field",
                    field + ": is required",
                    Map.of("fields", List.of(field)));
        }
        if (node.isString()) {
            return boardInput.board(node.asString(), field);
        }
        int[][] rows;
        try {
            rows = mapper.treeToValue(node, int[][].class);
        } catch (JacksonException e) {
            throw BatchBoards.malformed("The value at '" + field + "' has the wrong type: expected an array of"
                    + " arrays of whole numbers, or the text form");
        }
        return boardInput.board(rows, field);
    }

    /** An empty line when nothing was written for {@link #KEEP_ALIVE}: a failed write is how a disconnect shows. */
    private void keepAlive(LineSink sink) throws IOException {
        if (System.nanoTime() - lastWriteNanos >= KEEP_ALIVE.toNanos()) {
            emit(sink, "");
        }
    }

    private void emit(LineSink sink, String line) throws IOException {
        sink.write(line);
        lastWriteNanos = System.nanoTime();
    }

    private void drain(LineSink sink) throws IOException {
        Finished done;
        while ((done = finished.poll()) != null) {
            write(sink, done);
        }
    }

    private void write(LineSink sink, Finished done) throws IOException {
        inFlight--;
        if (done.failure() == null) {
            SolveService.Outcome outcome = done.outcome();
            solved++;
            cached += outcome.cached() ? 1 : 0;
            optimal += outcome.solution().optimal() ? 1 : 0;
            totalLength += outcome.solution().length();
            totalNodes += outcome.solution().nodesExpanded();
            ObjectNode line = mapper.createObjectNode();
            line.put("index", done.index());
            if (done.id() != null) {
                line.set("id", done.id());
            }
            line.setAll((ObjectNode) mapper.valueToTree(solveService.shape(outcome, done.command())));
            emit(sink, mapper.writeValueAsString(line));
            return;
        }
        Throwable cause =
                done.failure() instanceof CompletionException && done.failure().getCause() != null
                        ? done.failure().getCause()
                        : done.failure();
        failed++;
        if (cause instanceof ProblemException problem) {
            emit(sink, problemLine(done.index(), done.id(), problem));
        } else {
            log.error("Unexpected failure of a batch board", cause);
            emit(
                    sink,
                    line(
                            done.index(),
                            done.id(),
                            ProblemMembers.of(
                                    "internal-error",
                                    "Internal error",
                                    500,
                                    "The service failed unexpectedly on this board; the failure has been logged",
                                    INSTANCE,
                                    Map.of())));
        }
    }

    private boolean stopping() {
        if (stopped == null && cancellation.cancelled()) {
            stopped = "disconnected";
        }
        if (stopped == null && System.nanoTime() - startNanos > limits.maxTime().toNanos()) {
            stopped = "batch-time-exceeded";
            cancellation.cancel();
        }
        return stopped != null;
    }

    private String problemLine(int index, JsonNode id, ProblemException problem) {
        return line(index, id, ProblemMembers.of(problem, INSTANCE));
    }

    private String line(Integer index, JsonNode id, Map<String, Object> members) {
        ObjectNode line = mapper.createObjectNode();
        if (index != null) {
            line.put("index", index);
        }
        if (id != null) {
            line.set("id", id);
        }
        line.setAll((ObjectNode) mapper.valueToTree(members));
        return mapper.writeValueAsString(line);
    }

    /** The problem line of a batch stopped by one of its limits, for the boards it did not answer. */
    private String stopLine() {
        if ("batch-too-large".equals(stopped)) {
            return line(
                    null,
                    null,
                    ProblemMembers.of(
                            "batch-too-large",
                            "Batch too large",
                            400,
                            "the batch has more than " + limits.maxBoards()
                                    + " boards (fifteen.solve.batch.max-boards); the" + " boards beyond were not read",
                            INSTANCE,
                            Map.of("limitProperty", "fifteen.solve.batch.max-boards", "limit", limits.maxBoards())));
        }
        return line(
                null,
                null,
                ProblemMembers.of(
                        "batch-time-exceeded",
                        "Batch time exceeded",
                        422,
                        "the batch ran longer than " + limits.maxTime().toMillis()
                                + " ms (fifteen.solve.batch.max-time); the"
                                + " boards in flight were cancelled and the rest not read",
                        INSTANCE,
                        Map.of(
                                "limitProperty",
                                "fifteen.solve.batch.max-time",
                                "limit",
                                limits.maxTime().toMillis())));
    }

    private String summary() {
        ObjectNode line = mapper.createObjectNode();
        ObjectNode summary = line.putObject("summary");
        summary.put("boards", boards);
        summary.put("solved", solved);
        summary.put("failed", failed);
        summary.put("unanswered", boards - solved - failed);
        summary.put("cached", cached);
        summary.put("optimal", optimal);
        summary.put("totalLength", totalLength);
        summary.put("totalNodes", totalNodes);
        summary.put("elapsedMs", (System.nanoTime() - startNanos) / 1_000_000);
        if (stopped != null) {
            summary.put("stopped", stopped);
        }
        return mapper.writeValueAsString(line);
    }
}
