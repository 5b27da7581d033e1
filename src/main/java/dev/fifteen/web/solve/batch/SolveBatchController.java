package dev.fifteen.web.solve.batch;

import dev.fifteen.web.solve.SolveApiDocs;
import dev.fifteen.web.solve.SolveAsk;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.ArraySchema;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.ExampleObject;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.Pattern;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.servlet.mvc.method.annotation.ResponseBodyEmitter;

import java.io.IOException;

@RestController
@Tag(name = "Solve")
class SolveBatchController {

    private static final String NDJSON = "application/x-ndjson";

    private final SolveBatchService batchService;

    SolveBatchController(SolveBatchService batchService) {
        this.batchService = batchService;
    }

    @PostMapping(
            path = "/solve/batch",
            consumes = {MediaType.APPLICATION_JSON_VALUE, NDJSON},
            produces = NDJSON)
    @Operation(
            operationId = "solveBatch",
            summary = "Solve many boards, answers streamed as NDJSON",
            description = SolveApiDocs.BATCH,
            requestBody =
                    @io.swagger.v3.oas.annotations.parameters.RequestBody(
                            required = true,
                            description = "The boards: a JSON array of entries, or NDJSON with one entry a line",
                            content = {
                                @Content(
                                        mediaType = MediaType.APPLICATION_JSON_VALUE,
                                        array = @ArraySchema(schema = @Schema(implementation = SolveBatchEntry.class)),
                                        examples =
                                                @ExampleObject(
                                                        value = "[{\"id\": \"a\", \"board\":"
                                                                + " [[8,6,7],[2,5,4],[3,0,1]]},"
                                                                + " {\"id\": \"b\", \"board\":"
                                                                + " \"1,2,3/4,5,6/0,7,8\"}]")),
                                @Content(
                                        mediaType = NDJSON,
                                        schema = @Schema(implementation = SolveBatchEntry.class),
                                        examples =
                                                @ExampleObject(
                                                        value = "{\"id\": \"a\", \"board\":"
                                                                + " [[8,6,7],[2,5,4],[3,0,1]]}\n"
                                                                + "{\"id\": \"b\", \"board\":"
                                                                + " \"1,2,3/4,5,6/0,7,8\"}\n"))
                            }))
    @ApiResponse(
            responseCode = "200",
            description = "One line per board as it is answered, then the summary line",
            content =
                    @Content(
                            mediaType = NDJSON,
                            schema = @Schema(type = "string"),
                            examples =
                                    @ExampleObject(
                                            value = "{\"index\":1,\"id\":\"b\",\"length\":2,\"optimal\":true,"
                                                    + "\"strategy\":\"optimal\","
                                                    + "\"heuristic\":\"exact distance"
                                                    + " table\",\"lowerBound\":2,\"moves\":\"LL\","
                                                    + "\"blankMoves\":\"RR\",\"tiles\":[7,8],"
                                                    + "\"nodesExpanded\":2,\"elapsedMs\":0,"
                                                    + "\"cached\":false}\n{\"summary\":{\"boards\":2,"
                                                    + "\"solved\":2,\"failed\":0,"
                                                    + "\"unanswered\":0,\"cached\":0,\"optimal\":2,"
                                                    + "\"totalLength\":33,\"totalNodes\":33,"
                                                    + "\"elapsedMs\":41}}\n")))
    @ApiResponse(responseCode = "400", description = SolveApiDocs.BATCH_ERRORS)
    @ApiResponse(responseCode = "503", description = SolveApiDocs.BATCH_BUSY)
    ResponseEntity<ResponseBodyEmitter> solveBatch(
            HttpServletRequest request,
            @Parameter(
                            description = "`auto` (default), `optimal` or `fast`, for every board",
                            example = "auto",
                            schema = @Schema(defaultValue = "auto", pattern = SolveApiDocs.STRATEGY_PATTERN))
                    @RequestParam(required = false)
                    @Pattern(regexp = SolveApiDocs.STRATEGY_PATTERN, message = SolveApiDocs.STRATEGY_MESSAGE)
                    String strategy,
            @Parameter(
                            description = SolveApiDocs.METRIC + ", for every board",
                            example = "single",
                            schema = @Schema(defaultValue = "single", pattern = SolveApiDocs.METRIC_PATTERN))
                    @RequestParam(required = false)
                    @Pattern(regexp = SolveApiDocs.METRIC_PATTERN, message = SolveApiDocs.METRIC_MESSAGE)
                    String metric,
            @Parameter(
                            description = "The deadline of each board in milliseconds, from the start of its search"
                                    + " (default 10000, at most 60000)",
                            example = "10000")
                    @RequestParam(required = false)
                    @Min(value = 1, message = "must be at least 1")
                    Long timeoutMs)
            throws IOException {
        boolean ndjson = request.getContentType() != null
                && MediaType.parseMediaType(request.getContentType()).isCompatibleWith(SolveBatchService.NDJSON);
        ResponseBodyEmitter emitter = batchService.start(
                request, request.getInputStream(), ndjson, SolveAsk.How.of(strategy, metric, timeoutMs));
        return ResponseEntity.ok().contentType(SolveBatchService.NDJSON).body(emitter);
    }
}
