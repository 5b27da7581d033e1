package dev.fifteen.web.slidinggame;

import dev.fifteen.slidinggame.SlidingGame;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.Content;
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
@Tag(name = "Sliding game", description = "Project Euler 313: the least number of slides S(m,n) that brings a red"
        + " counter across an m x n board, and how many grids take a prime square of slides")
class SlidingGameController {

    private final SlidingGameCounts counts;
    private final SlidingGameLimits limits;

    SlidingGameController(SlidingGameCounts counts, SlidingGameLimits limits) {
        this.counts = counts;
        this.limits = limits;
    }

    @GetMapping("/count")
    @Operation(operationId = "countPrimeSquareGrids", summary = "How many grids have S(m,n) = p^2 for a prime p below the limit?",
            description = "A prime p > 3 contributes the (p^2 - 1)/12 grids of one interval, 3 contributes 2 (3 x 2 and"
                    + " 2 x 3) and 2 none, so the count is 2 + (sum of p^2 - number of primes)/12 over 3 < p < limit."
                    + " The prime count and the sum of squares come from the Lagarias-Miller-Odlyzko method"
                    + " (O(n^(2/3)) time, exact in 128-bit arithmetic): a limit of 10^6 takes milliseconds,"
                    + " 10^13 a second or two. Limits up to"
                    + " `fifteen.sliding-game.max-prime-limit` (10^13 by default). Counts are cached; concurrent"
                    + " requests for the same limit share one computation. The count is a JSON integer with every"
                    + " digit; JavaScript clients should read `gridsText`.")
    @ApiResponse(responseCode = "200", description = "The count, the number of primes used, and how it was obtained")
    @ApiResponse(responseCode = "400", description = "A missing, non-numeric, zero or negative primeLimit, or one above"
            + " `fifteen.sliding-game.max-prime-limit`")
    @ApiResponse(responseCode = "503", description = "`fifteen.sliding-game.max-concurrent-large-counts` large counts"
            + " (limits from `fifteen.sliding-game.large-count-from`) are already running"
            + " (`too-many-large-counts`), or the memory budget stayed taken (`memory-busy`); retry after the"
            + " Retry-After header's seconds")
    SlidingGameCountResponse count(
            @Parameter(description = "Primes p below this limit count (1 or more)", example = "1000000")
            @RequestParam @Min(value = 1, message = "must be 1 or more") long primeLimit) {
        limits.requirePrimeLimit(primeLimit);
        return SlidingGameCountResponse.of(counts.count(primeLimit));
    }

    @GetMapping("/moves")
    @Operation(operationId = "leastSlides", summary = "S(m,n): the least number of slides, and an optimal sequence",
            description = "An m x n board is full of counters but one empty cell; a red counter starts in the top left"
                    + " corner and the space in the bottom right. S(m,n) = 6*max(m,n) + 2*min(m,n) - 13 when m != n and"
                    + " 8n - 11 on a square board (both sides at least 2); 1 x 2 and 2 x 1 take one slide, and every"
                    + " other board with a side of 1 cannot be finished (a clear answer, not an error). Sides up to"
                    + " `fifteen.sliding-game.max-side` (10^12 by default). With sequence=true the answer also spells"
                    + " out an optimal sequence of slides, when S(m,n) is at most"
                    + " `fifteen.sliding-game.max-sequence-length` (100,000 by default).")
    @ApiResponse(responseCode = "200", description = "S(m,n) with its formula, or the answer that the game cannot be finished")
    @ApiResponse(responseCode = "400", description = "A missing, non-numeric, zero or negative side, a side above"
            + " `fifteen.sliding-game.max-side`, or a sequence longer than `fifteen.sliding-game.max-sequence-length`")
    SlidingGameMovesResponse moves(
            @Parameter(description = "The number of rows m (1 or more)", example = "5")
            @RequestParam @Min(value = 1, message = "must be 1 or more") long rows,
            @Parameter(description = "The number of columns n (1 or more)", example = "4")
            @RequestParam @Min(value = 1, message = "must be 1 or more") long cols,
            @Parameter(description = "Whether to spell out an optimal sequence of slides", example = "true")
            @RequestParam(defaultValue = "false") boolean sequence) {
        limits.requireSide("rows", rows);
        limits.requireSide("cols", cols);
        SlidingGame game = new SlidingGame(rows, cols);
        String slides = null;
        if (sequence && game.canFinish()) {
            limits.requireSequenceLength(game);
            slides = game.optimalSlides();
        }
        return SlidingGameMovesResponse.of(game, slides);
    }
}
