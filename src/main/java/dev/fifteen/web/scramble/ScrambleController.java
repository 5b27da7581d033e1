package dev.fifteen.web.scramble;

import dev.fifteen.puzzle.Board;
import dev.fifteen.web.BoardInput;
import dev.fifteen.web.memory.MemoryBudget;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.ExampleObject;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;
import org.springdoc.core.annotations.ParameterObject;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.servlet.mvc.method.annotation.StreamingResponseBody;
import tools.jackson.databind.json.JsonMapper;

@RestController
@Tag(name = "Scramble", description = "Reproducible scrambled boards that can always reach their goal")
class ScrambleController {

    private static final String NDJSON = ScrambleFormat.NDJSON_VALUE;

    private final ScrambleService scrambleService;
    private final BoardInput boardInput;
    private final JsonMapper mapper;

    ScrambleController(ScrambleService scrambleService, BoardInput boardInput, JsonMapper mapper) {
        this.scrambleService = scrambleService;
        this.boardInput = boardInput;
        this.mapper = mapper;
    }

    @PostMapping("/scramble")
    @Operation(
            operationId = "scramble",
            summary = "A scrambled board (JSON request)",
            description = ScrambleApiDocs.SCRAMBLE)
    @ApiResponse(responseCode = "200", description = ScrambleApiDocs.ANSWERED_ONE)
    @ApiResponse(responseCode = "400", description = ScrambleApiDocs.ERRORS)
    @ApiResponse(responseCode = "503", description = MemoryBudget.BUSY_WITH_BODY_DESCRIPTION)
    ScrambleResponse scramble(@Valid @RequestBody ScrambleRequest request) {
        Board goal = request.goal() == null ? null : boardInput.board(request.goal(), "goal");
        return scrambleService.scramble(request.query(), goal);
    }

    @GetMapping("/scramble")
    @Operation(
            operationId = "scrambleByQuery",
            summary = "A scrambled board (query parameters)",
            description = ScrambleApiDocs.SCRAMBLE)
    @ApiResponse(
            responseCode = "200",
            description = ScrambleApiDocs.ANSWERED,
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON_VALUE,
                            schema = @Schema(oneOf = {ScrambleResponse.class, ScrambleResponse[].class})))
    @ApiResponse(responseCode = "400", description = ScrambleApiDocs.ERRORS + ScrambleApiDocs.COUNT_ERRORS)
    @ApiResponse(responseCode = "503", description = MemoryBudget.BUSY_DESCRIPTION)
    ScrambleResponse scramble(@Valid @ParameterObject ScrambleQuery query) {
        return scrambleService.scramble(query, goal(query));
    }

    /**
     * {@code count} scrambles, streamed as each is drawn: NDJSON, or a JSON array for a client that accepts JSON and
     * not NDJSON (so that {@code count} is never dropped).
     */
    @GetMapping(
            path = "/scramble",
            params = "count",
            produces = {NDJSON, MediaType.APPLICATION_JSON_VALUE})
    @Operation(
            operationId = "scrambleByQuery",
            summary = "A scrambled board (query parameters)",
            description = ScrambleApiDocs.SCRAMBLE)
    @ApiResponse(
            responseCode = "200",
            description = ScrambleApiDocs.ANSWERED,
            content = {
                @Content(
                        mediaType = NDJSON,
                        schema = @Schema(type = "string"),
                        examples = @ExampleObject(value = ScrambleApiDocs.NDJSON_EXAMPLE)),
                @Content(
                        mediaType = MediaType.APPLICATION_JSON_VALUE,
                        schema = @Schema(oneOf = {ScrambleResponse.class, ScrambleResponse[].class}))
            })
    @ApiResponse(responseCode = "400", description = ScrambleApiDocs.ERRORS + ScrambleApiDocs.COUNT_ERRORS)
    ResponseEntity<StreamingResponseBody> scrambleMany(
            @Valid @ParameterObject ScrambleQuery query,
            @Parameter(hidden = true) @RequestHeader(name = HttpHeaders.ACCEPT, required = false) String accept) {
        ScrambleService.CountedScrambles scrambles = scrambleService.scrambles(query, goal(query));
        ScrambleFormat format = ScrambleFormat.accepted(accept);
        return ResponseEntity.ok().contentType(format.mediaType()).body(out -> format.write(scrambles, mapper, out));
    }

    private Board goal(ScrambleQuery query) {
        return BoardInput.absent(query.getGoal()) ? null : boardInput.board(query.getGoal(), "goal");
    }
}
