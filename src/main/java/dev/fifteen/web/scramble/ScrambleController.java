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
import jakarta.validation.constraints.Min;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.servlet.mvc.method.annotation.StreamingResponseBody;
import tools.jackson.databind.json.JsonMapper;

import java.io.IOException;
import java.io.UncheckedIOException;

@RestController
@Tag(name = "Scramble", description = "Reproducible scrambled boards that can always reach their goal")
class ScrambleController {

    private static final String COUNTED = "With `count` (GET only) the answer is `count` scrambles as NDJSON (one"
            + " answer a line, written as each is drawn) with the seeds `seed`, `seed + 1`, ..., `seed + count - 1` (a"
            + " fresh first seed when `seed` is absent): line i is exactly the answer to the same request with"
            + " `seed + i` and no `count`. With `method=distance` every board is at exactly `distance` optimal slides,"
            + " so a worksheet or a data set of boards at a given distance is one request. At most"
            + " `fifteen.scramble.max-count` scrambles and `fifteen.scramble.max-count-work` cells and slides in all;"
            + " the parameters are checked, and the first board drawn, before anything is streamed.";

    private static final String DESCRIPTION = "Draws a board that can reach the goal, reproducibly: the same request"
            + " with the same `seed` gives the same board on every machine (SplitMix64, its algorithm written into"
            + " the service). Methods: `walk` makes `moves` random slides from the goal, never undoing the slide just"
            + " made (on a single row or column the blank turns back at an end, where the undo is the only slide);"
            + " `uniform` gives every board that can reach the goal the same chance (a uniform shuffle, two tiles"
            + " exchanged when its parity is wrong; on a single line, the blank anywhere in the goal's tile order);"
            + " `distance` gives a board at exactly `distance` optimal slides, uniform among all such boards, from a"
            + " complete distance table of the shape (at most 10 cells; built once per shape and goal, then cached)."
            + " The answer carries the seed, the slides of a walk, and the board's parity invariant against the goal."
            + " Boards up to `fifteen.board.max-cells` cells, walks up to `fifteen.scramble.max-slides` slides. "
            + COUNTED;


    private static final String ANSWERED = "The board, its seed and the proof that it can reach the goal; with"
            + " `count`, one such answer a line (NDJSON)";

    private static final String ERRORS = "Sizes below 1, a single cell, an unknown method, a distance method"
            + " without a distance or on a shape of more than 10 cells, a distance beyond the shape's maximum, more"
            + " slides than `fifteen.scramble.max-slides`, a board over `fifteen.board.max-cells`, an invalid goal"
            + " or one whose shape disagrees with `rows` and `cols`";

    private static final String NDJSON = "application/x-ndjson";

    private static final String COUNT_ERRORS = "; a `count` below 1 or above `fifteen.scramble.max-count`"
            + " (`count-too-large`), or more work than `fifteen.scramble.max-count-work` (`count-too-much-work`)";

    private final ScrambleService scrambleService;
    private final BoardInput boardInput;
    private final JsonMapper mapper;

    ScrambleController(ScrambleService scrambleService, BoardInput boardInput, JsonMapper mapper) {
        this.scrambleService = scrambleService;
        this.boardInput = boardInput;
        this.mapper = mapper;
    }

    @PostMapping("/scramble")
    @Operation(operationId = "scramble", summary = "A scrambled board (JSON request)", description = DESCRIPTION)
    @ApiResponse(responseCode = "200", description = "The board, its seed and the proof that it can reach the goal")
    @ApiResponse(responseCode = "400", description = ERRORS)
    @ApiResponse(responseCode = "503", description = MemoryBudget.BUSY_WITH_BODY_DESCRIPTION)
    ScrambleResponse scramble(@Valid @RequestBody ScrambleRequest request) {
        Board goal = request.goal() == null ? null : boardInput.board(request.goal(), "goal");
        return scrambleService.scramble(request.rows(), request.cols(), goal, request.method(), request.moves(),
                request.distance(), request.seed(), request.includeSlides());
    }

    @GetMapping("/scramble")
    @Operation(operationId = "scrambleByQuery", summary = "A scrambled board (query parameters)", description = DESCRIPTION)
    @ApiResponse(responseCode = "200", description = ANSWERED)
    @ApiResponse(responseCode = "400", description = ERRORS + COUNT_ERRORS)
    @ApiResponse(responseCode = "503", description = MemoryBudget.BUSY_DESCRIPTION)
    ScrambleResponse scramble(
            @Parameter(description = "Rows; 4 when absent, or the goal's when a goal is given", example = "4")
            @RequestParam(required = false) @Min(value = 1, message = "must be at least 1") Integer rows,
            @Parameter(description = "Columns; 4 when absent, or the goal's when a goal is given", example = "4")
            @RequestParam(required = false) @Min(value = 1, message = "must be at least 1") Integer cols,
            @Parameter(description = "`walk`, `uniform` or `distance`; `walk` when absent, `distance` when only a"
                    + " distance is given", schema = @Schema(allowableValues = {"walk", "uniform", "distance"}),
                    example = "walk")
            @RequestParam(required = false) String method,
            @Parameter(description = "For `walk`: the number of slides; 200 when absent", example = "200")
            @RequestParam(required = false) @Min(value = 0, message = "must be 0 or more") Integer moves,
            @Parameter(description = "For `distance` (required there): the exact optimal distance from the goal",
                    example = "20")
            @RequestParam(required = false) Integer distance,
            @Parameter(description = "The generator's seed; a fresh one in [0, 2^53) when absent", example = "42")
            @RequestParam(required = false) Long seed,
            @Parameter(description = "The goal in the text form; its shape is the board's. The tiles in reading order"
                    + " with the blank last when absent", example = "1,2,3/4,5,6/7,8,0")
            @RequestParam(required = false) String goal,
            @Parameter(description = "For `walk`: whether to list the slides; listed for walks of at most 10,000"
                    + " slides when absent", example = "true")
            @RequestParam(required = false) Boolean includeSlides) {
        Board parsedGoal = goal == null || goal.isBlank() ? null : boardInput.board(goal, "goal");
        return scrambleService.scramble(rows, cols, parsedGoal, method, moves, distance, seed, includeSlides);
    }

    @GetMapping(path = "/scramble", params = "count", produces = NDJSON)
    @Operation(operationId = "scrambleByQuery", summary = "A scrambled board (query parameters)", description = DESCRIPTION)
    @ApiResponse(responseCode = "200", description = ANSWERED, content = @Content(mediaType = NDJSON,
            schema = @Schema(type = "string"), examples = @ExampleObject(value = "{\"board\":[[4,1,3],[7,2,6],[0,5,8]],"
            + "\"text\":\"4,1,3/7,2,6/0,5,8\",\"goal\":[[1,2,3],[4,5,6],[7,8,0]],\"rows\":3,\"cols\":3,"
            + "\"seed\":7,\"method\":\"distance\",\"distance\":6,\"solvability\":{...}}\n")))
    @ApiResponse(responseCode = "400", description = ERRORS + COUNT_ERRORS)
    ResponseEntity<StreamingResponseBody> scrambleMany(
            @Parameter(description = "How many scrambles, with consecutive seeds, answered as NDJSON; one JSON answer"
                    + " when absent", example = "10")
            @RequestParam(required = false) @Min(value = 1, message = "must be at least 1") Integer count,
            @Parameter(description = "Rows; 4 when absent, or the goal's when a goal is given", example = "3")
            @RequestParam(required = false) @Min(value = 1, message = "must be at least 1") Integer rows,
            @Parameter(description = "Columns; 4 when absent, or the goal's when a goal is given", example = "3")
            @RequestParam(required = false) @Min(value = 1, message = "must be at least 1") Integer cols,
            @Parameter(description = "`walk`, `uniform` or `distance`", example = "distance",
                    schema = @Schema(allowableValues = {"walk", "uniform", "distance"}))
            @RequestParam(required = false) String method,
            @Parameter(description = "For `walk`: the number of slides; 200 when absent", example = "200")
            @RequestParam(required = false) @Min(value = 0, message = "must be 0 or more") Integer moves,
            @Parameter(description = "For `distance`: the exact optimal distance from the goal", example = "20")
            @RequestParam(required = false) Integer distance,
            @Parameter(description = "The first seed; the others follow it by one", example = "7")
            @RequestParam(required = false) Long seed,
            @Parameter(description = "The goal in the text form", example = "1,2,3/4,5,6/7,8,0")
            @RequestParam(required = false) String goal,
            @Parameter(description = "For `walk`: whether to list the slides", example = "false")
            @RequestParam(required = false) Boolean includeSlides) {
        Board parsedGoal = goal == null || goal.isBlank() ? null : boardInput.board(goal, "goal");
        ScrambleService.CountedScrambles scrambles = scrambleService.scrambles(rows, cols, parsedGoal, method, moves,
                distance, seed, includeSlides, count);
        StreamingResponseBody body = out -> scrambles.writeTo(scramble -> {
            try {
                out.write(mapper.writeValueAsBytes(scramble));
                out.write('\n');
                out.flush();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        return ResponseEntity.ok().contentType(MediaType.parseMediaType(NDJSON)).body(body);
    }
}
