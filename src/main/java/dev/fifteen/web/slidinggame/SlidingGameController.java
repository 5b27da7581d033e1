package dev.fifteen.web.slidinggame;

import dev.fifteen.slidinggame.SlidingGame;
import dev.fifteen.web.ServiceText;
import dev.fifteen.web.observability.WorkSpans;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.constraints.Min;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/sliding-game")
@Tag(
        name = "Sliding game",
        description = "Project Euler 313: the least number of slides S(m,n) that brings a red"
                + " counter across an m x n board, and how many grids take a prime square of slides")
class SlidingGameController {

    private final SlidingGameCounts counts;
    private final SlidingGameLimits limits;
    private final WorkSpans spans;
    private final ServiceText text;

    SlidingGameController(SlidingGameCounts counts, SlidingGameLimits limits, WorkSpans spans, ServiceText text) {
        this.counts = counts;
        this.limits = limits;
        this.spans = spans;
        this.text = text;
    }

    @GetMapping("/count")
    @Operation(
            operationId = "countPrimeSquareGrids",
            summary = "How many grids have S(m,n) = p^2 for a prime p below the limit?",
            description = SlidingGameApiDocs.COUNT)
    @ApiResponse(responseCode = "200", description = "The count, the number of primes used, and how it was obtained")
    @ApiResponse(responseCode = "400", description = SlidingGameApiDocs.COUNT_ERRORS)
    @ApiResponse(responseCode = "503", description = SlidingGameApiDocs.COUNT_BUSY)
    SlidingGameCountResponse count(
            @Parameter(description = "Primes p below this limit count (1 or more)", example = "1000000")
                    @RequestParam
                    @Min(value = 1, message = "must be 1 or more")
                    long primeLimit) {
        limits.requirePrimeLimit(primeLimit);
        return SlidingGameCountResponse.of(spans.within("grid-count", span -> {
            span.tag("fifteen.prime-limit", primeLimit);
            SlidingGameCounts.Answer answer = counts.count(primeLimit);
            span.tag("fifteen.cached", answer.cached());
            return answer;
        }));
    }

    @GetMapping("/moves")
    @Operation(
            operationId = "leastSlides",
            summary = "S(m,n): the least number of slides, and an optimal sequence",
            description = SlidingGameApiDocs.MOVES)
    @ApiResponse(
            responseCode = "200",
            description = "S(m,n) with its formula, or the answer that the game cannot be finished")
    @ApiResponse(responseCode = "400", description = SlidingGameApiDocs.MOVES_ERRORS)
    SlidingGameMovesResponse moves(
            @Parameter(description = "The number of rows m (1 or more)", example = "5")
                    @RequestParam
                    @Min(value = 1, message = "must be 1 or more")
                    long rows,
            @Parameter(description = "The number of columns n (1 or more)", example = "4")
                    @RequestParam
                    @Min(value = 1, message = "must be 1 or more")
                    long cols,
            @Parameter(
                            description = "Whether to spell out an optimal sequence of slides",
                            example = "true",
                            schema = @Schema(type = "boolean", defaultValue = "false"))
                    @RequestParam(required = false)
                    Boolean sequence) {
        limits.requireSide("rows", rows);
        limits.requireSide("cols", cols);
        SlidingGame game = new SlidingGame(rows, cols);
        String slides = null;
        if (Boolean.TRUE.equals(sequence) && game.canFinish()) {
            limits.requireSequenceLength(game);
            slides = game.optimalSlides();
        }
        return SlidingGameMovesResponse.of(game, slides, text);
    }
}
