package dev.fifteen.web.solve;

import dev.fifteen.search.Strategy;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.ExampleObject;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.Pattern;
import org.springframework.http.MediaType;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.servlet.mvc.method.annotation.ResponseBodyEmitter;

import java.io.IOException;
import java.time.Duration;

@RestController
@Tag(name = "Solve")
class SolveBatchController {

    private static final String NDJSON = "application/x-ndjson";

    private static final String DESCRIPTION = "Solves many boards in one request and streams the answers as NDJSON"
            + " (one JSON object a line). The body is a JSON array of entries or NDJSON (`Content-Type:"
            + " application/x-ndjson`, one entry a line, read as it arrives); an entry is `{\"id\": any JSON value"
            + " (optional), \"board\": rows or text form, \"goal\": rows or text form (optional)}`. One strategy and"
            + " one per-board deadline for all. Each board gets one line as soon as it is answered (not in input"
            + " order): the fields of the `/solve` answer with the entry's `index` (from 0) and `id`; a board that"
            + " fails (malformed line, invalid board, unreachable goal, deadline) gets a line with the same Problem"
            + " Details members `/solve` would answer (`type`, `title`, `status`, `detail`, ...) and the batch goes on."
            + " The last line is `{\"summary\": {boards, solved, failed, unanswered, cached, optimal, totalLength,"
            + " totalNodes, elapsedMs, stopped?}}`. While boards are searched and nothing else is due, an empty line"
            + " goes out every 100 ms (a keep-alive that lets the service notice a client that has gone: skip empty"
            + " lines). Boards wait for a free search slot instead of being refused (all"
            + " batches together leave `fifteen.solve.batch.reserved-slots` slots to single requests), and for their"
            + " memory: each board in flight takes its estimate from the memory budget (`fifteen.memory.*`) until it is"
            + " answered, and waits while the budget is taken; a board that needs more than the whole budget gets a"
            + " `too-large-for-memory` line. Repeated boards are answered from the cache; a client that disconnects"
            + " stops the batch and its searches. Past"
            + " `fifteen.solve.batch.max-boards` boards or `fifteen.solve.batch.max-time`, a problem line"
            + " (`batch-too-large`, `batch-time-exceeded`) and the summary with `stopped` end the stream.";

    private final SolveBatchService batchService;

    SolveBatchController(SolveBatchService batchService) {
        this.batchService = batchService;
    }

    @PostMapping(path = "/solve/batch", consumes = {MediaType.APPLICATION_JSON_VALUE, NDJSON}, produces = NDJSON)
    @Operation(operationId = "solveBatch", summary = "Solve many boards, answers streamed as NDJSON",
            description = DESCRIPTION, requestBody = @io.swagger.v3.oas.annotations.parameters.RequestBody(
            required = true, description = "The boards: a JSON array of entries, or NDJSON with one entry a line",
            content = {
                    @Content(mediaType = MediaType.APPLICATION_JSON_VALUE, examples = @ExampleObject(
                            value = "[{\"id\": \"a\", \"board\": [[8,6,7],[2,5,4],[3,0,1]]},"
                                    + " {\"id\": \"b\", \"board\": \"1,2,3/4,5,6/0,7,8\"}]")),
                    @Content(mediaType = NDJSON, examples = @ExampleObject(
                            value = "{\"id\": \"a\", \"board\": [[8,6,7],[2,5,4],[3,0,1]]}\n"
                                    + "{\"id\": \"b\", \"board\": \"1,2,3/4,5,6/0,7,8\"}\n"))}))
    @ApiResponse(responseCode = "200", description = "One line per board as it is answered, then the summary line",
            content = @Content(mediaType = NDJSON, schema = @Schema(type = "string"), examples = @ExampleObject(
                    value = "{\"index\":1,\"id\":\"b\",\"length\":2,\"optimal\":true,\"strategy\":\"optimal\","
                            + "\"heuristic\":\"exact distance table\",\"lowerBound\":2,\"moves\":\"LL\","
                            + "\"blankMoves\":\"RR\",\"tiles\":[7,8],\"nodesExpanded\":2,\"elapsedMs\":0,"
                            + "\"cached\":false}\n{\"summary\":{\"boards\":2,\"solved\":2,\"failed\":0,"
                            + "\"unanswered\":0,\"cached\":0,\"optimal\":2,\"totalLength\":33,\"totalNodes\":33,"
                            + "\"elapsedMs\":41}}\n")))
    @ApiResponse(responseCode = "400", description = "An invalid strategy or timeout, or a timeout over"
            + " `fifteen.solve.max-timeout`", content = @Content(mediaType = "application/problem+json",
            schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "503", description = "`fifteen.solve.batch.max-concurrent` batches are running"
            + " (`too-many-batches`); retry after the Retry-After header's seconds", content = @Content(
            mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    ResponseEntity<ResponseBodyEmitter> solveBatch(
            HttpServletRequest request,
            @Parameter(description = "`auto` (default), `optimal` or `fast`, for every board", example = "auto")
            @RequestParam(defaultValue = "auto") @Pattern(regexp = "(?i)auto|optimal|fast",
                    message = "must be auto, optimal or fast") String strategy,
            @Parameter(description = "The deadline of each board in milliseconds, from the start of its search"
                    + " (default 10000, at most 60000)", example = "10000")
            @RequestParam(required = false) @Min(value = 1, message = "must be at least 1") Long timeoutMs)
            throws IOException {
        boolean ndjson = request.getContentType() != null
                && MediaType.parseMediaType(request.getContentType()).isCompatibleWith(SolveBatchService.NDJSON);
        ResponseBodyEmitter emitter = batchService.start(request, request.getInputStream(), ndjson,
                Strategy.ofWireName(strategy), timeoutMs == null ? null : Duration.ofMillis(timeoutMs));
        return ResponseEntity.ok().contentType(SolveBatchService.NDJSON).body(emitter);
    }
}
