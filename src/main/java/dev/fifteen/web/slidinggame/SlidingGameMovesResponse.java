package dev.fifteen.web.slidinggame;

import dev.fifteen.slidinggame.SlidingGame;
import dev.fifteen.web.ServiceText;
import io.swagger.v3.oas.annotations.media.Schema;

/**
 * S(m, n) for one board, with the rule that gives it and, when asked, an optimal sequence of slides.
 */
@Schema(
        description = "The least number of slides S(m,n) that brings the red counter from the top left corner to"
                + " the bottom right corner (the space starts there), the rule that gives it, and on request an optimal"
                + " sequence of slides")
record SlidingGameMovesResponse(
        @Schema(description = "The number of rows m", example = "5")
        long rows,

        @Schema(description = "The number of columns n", example = "4")
        long cols,

        @Schema(
                description = "Whether the red counter can reach the bottom right corner at all: false on a single row"
                        + " or column of 3 or more cells (the counters cannot pass one another) and on a single cell",
                example = "true")
        boolean canFinish,

        @Schema(
                description = "S(m,n), the least number of slides; absent when the game cannot be finished",
                example = "25")
        Long leastSlides,

        @Schema(
                description = "The rule that applies: `rectangle`, `square`, `single-slide` (1 x 2 and 2 x 1) or"
                        + " `cannot-finish`",
                allowableValues = {"rectangle", "square", "single-slide", "cannot-finish"},
                example = "rectangle")
        String rule,

        @Schema(description = "The rule as a formula", example = "S(m,n) = 6*max(m,n) + 2*min(m,n) - 13")
        String formula,

        @Schema(
                description = "The formula worked out for this board, or why the game cannot be finished",
                example = "S(5,4) = 6*5 + 2*4 - 13 = 25")
        String explanation,

        @Schema(
                description =
                        "With sequence=true: an optimal sequence of S(m,n) slides, one letter each. A letter names"
                                + " the direction in which the slid counter moves (U, D, L, R, as for tiles"
                                + " everywhere in Fifteen);"
                                + " the space moves the opposite way. Rows count from the top, columns from the"
                                + " left; the red counter"
                                + " starts top left, the space bottom right, and no slide ever leaves the board",
                example = "RRRDDDDLURULDLURULDLURULD")
        String slides) {

    /** The answer for the game, its explanation in the request's language (the {@code sliding-game.*} messages). */
    static SlidingGameMovesResponse of(SlidingGame game, String slides, ServiceText text) {
        SlidingGame.Formula formula = game.formula();
        String rule = formula.name().toLowerCase().replace('_', '-');
        if (!game.canFinish()) {
            String why = game.rows() == 1 && game.columns() == 1
                    ? text.get("sliding-game.single-cell")
                    : text.get("sliding-game.single-line", Math.max(game.rows(), game.columns()));
            return new SlidingGameMovesResponse(
                    game.rows(),
                    game.columns(),
                    false,
                    null,
                    rule,
                    formula.expression(),
                    text.get("sliding-game.cannot-finish", why),
                    null);
        }
        long least = game.leastSlides();
        long longer = Math.max(game.rows(), game.columns());
        long shorter = Math.min(game.rows(), game.columns());
        String worked = switch (formula) {
            case SINGLE_SLIDE -> text.get("sliding-game.single-slide");
            case RECTANGLE -> text.get("sliding-game.rectangle", game.rows(), game.columns(), longer, shorter, least);
            case SQUARE -> text.get("sliding-game.square", longer, least);
            case CANNOT_FINISH -> throw new IllegalStateException("handled above");
        };
        return new SlidingGameMovesResponse(
                game.rows(), game.columns(), true, least, rule, formula.expression(), worked, slides);
    }
}
