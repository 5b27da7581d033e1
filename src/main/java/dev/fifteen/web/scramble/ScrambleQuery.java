package dev.fifteen.web.scramble;

import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.Min;

/**
 * What to scramble and how: the query parameters of {@code GET /scramble}, bound by their setters, and the form
 * the service takes for {@code POST /scramble} too ({@link ScrambleRequest#query()}), whose goal arrives as rows
 * instead of text. A JavaBean rather than a record: Spring binds a record through its constructor, and reads that
 * constructor's parameter annotations (these documentation annotations among them) afresh on every request.
 */
final class ScrambleQuery {

    @Parameter(description = "Rows; 4 when absent, or the goal's when a goal is given", example = "4")
    @Min(value = 1, message = "must be at least 1")
    private Integer rows;

    @Parameter(description = "Columns; 4 when absent, or the goal's when a goal is given", example = "4")
    @Min(value = 1, message = "must be at least 1")
    private Integer cols;

    @Parameter(
            description = "`walk`, `uniform` or `distance`; `walk` when absent, `distance` when only a"
                    + " distance is given",
            schema =
                    @Schema(
                            type = "string",
                            allowableValues = {"walk", "uniform", "distance"}),
            example = "walk")
    private String method;

    @Parameter(description = "For `walk`: the number of slides; 200 when absent", example = "200")
    @Min(value = 0, message = "must be 0 or more")
    private Integer moves;

    @Parameter(
            description = "For `distance` (required there): the exact optimal distance from the goal",
            example = "20")
    private Integer distance;

    @Parameter(
            description = "The generator's seed (with `count`, the first seed; the others follow it by one);"
                    + " a fresh one in [0, 2^53) when absent",
            example = "42")
    private Long seed;

    @Parameter(
            description = "The goal in the text form; its shape is the board's. The tiles in reading order"
                    + " with the blank last when absent",
            example = "1,2,3/4,5,6/7,8,0")
    private String goal;

    @Parameter(
            description = "For `walk`: whether to list the slides; listed for walks of at most 10,000"
                    + " slides when absent",
            example = "true")
    private Boolean includeSlides;

    @Parameter(
            description = "How many scrambles, with consecutive seeds: NDJSON, one answer a line, or with"
                    + " `Accept: application/json` a JSON array; one JSON answer when absent",
            example = "10")
    @Min(value = 1, message = "must be at least 1")
    private Integer count;

    /** Rows, or null for 4 or the goal's. */
    public Integer getRows() {
        return rows;
    }

    public void setRows(Integer rows) {
        this.rows = rows;
    }

    /** Columns, or null for 4 or the goal's. */
    public Integer getCols() {
        return cols;
    }

    public void setCols(Integer cols) {
        this.cols = cols;
    }

    /** The method's wire name, or null for `walk` (`distance` when only a distance is given). */
    public String getMethod() {
        return method;
    }

    public void setMethod(String method) {
        this.method = method;
    }

    /** The slides of a walk, or null for 200. */
    public Integer getMoves() {
        return moves;
    }

    public void setMoves(Integer moves) {
        this.moves = moves;
    }

    /** The exact optimal distance of `distance`, or null. */
    public Integer getDistance() {
        return distance;
    }

    public void setDistance(Integer distance) {
        this.distance = distance;
    }

    /** The seed (with a count, the first), or null for a fresh one. */
    public Long getSeed() {
        return seed;
    }

    public void setSeed(Long seed) {
        this.seed = seed;
    }

    /** The goal in the text form, or null (or empty, or spaces) for the standard goal. */
    public String getGoal() {
        return goal;
    }

    public void setGoal(String goal) {
        this.goal = goal;
    }

    /** Whether a walk lists its slides, or null for walks of at most 10,000 slides. */
    public Boolean getIncludeSlides() {
        return includeSlides;
    }

    public void setIncludeSlides(Boolean includeSlides) {
        this.includeSlides = includeSlides;
    }

    /** How many scrambles with consecutive seeds, or null for one answer. */
    public Integer getCount() {
        return count;
    }

    public void setCount(Integer count) {
        this.count = count;
    }
}
