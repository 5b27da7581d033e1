package dev.fifteen.web.render;

import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.Min;

/**
 * What to draw and how: the query parameters of {@code GET /render}, bound by their setters. A JavaBean rather than
 * a record, as the other features' queries (Spring reads a record constructor's annotations on every request).
 */
final class RenderQuery {

    @Parameter(
            description = "The board in the text form: rows separated by `/`, tiles by `,`, 0 for the blank",
            example = "1,2,3/4,5,6/7,0,8",
            required = true)
    private String board;

    @Parameter(
            description = "The goal in the same form; the tiles in reading order with the blank last when absent."
                    + " It decides the colours of the `inplace` and `fringe` schemes",
            example = "1,2,3/4,5,6/7,8,0")
    private String goal;

    @Parameter(description = RenderApiDocs.SIZE, example = "360")
    @Min(value = 1, message = "must be at least 1")
    private Integer size;

    @Parameter(
            description = RenderApiDocs.SCHEME,
            schema =
                    @Schema(
                            type = "string",
                            allowableValues = {"plain", "inplace", "fringe"}),
            example = "fringe")
    private String scheme;

    @Parameter(description = "Whether the blank is drawn as a cell of its own colour; `true` when absent")
    private Boolean blank;

    @Parameter(
            description = RenderApiDocs.FORMAT,
            schema =
                    @Schema(
                            type = "string",
                            allowableValues = {"svg", "png"}),
            example = "svg")
    private String format;

    @Parameter(description = RenderApiDocs.MOVES, example = "L")
    private String moves;

    public String getBoard() {
        return board;
    }

    public void setBoard(String board) {
        this.board = board;
    }

    public String getGoal() {
        return goal;
    }

    public void setGoal(String goal) {
        this.goal = goal;
    }

    public Integer getSize() {
        return size;
    }

    public void setSize(Integer size) {
        this.size = size;
    }

    public String getScheme() {
        return scheme;
    }

    public void setScheme(String scheme) {
        this.scheme = scheme;
    }

    public Boolean getBlank() {
        return blank;
    }

    public void setBlank(Boolean blank) {
        this.blank = blank;
    }

    public String getFormat() {
        return format;
    }

    public void setFormat(String format) {
        this.format = format;
    }

    public String getMoves() {
        return moves;
    }

    public void setMoves(String moves) {
        this.moves = moves;
    }
}
