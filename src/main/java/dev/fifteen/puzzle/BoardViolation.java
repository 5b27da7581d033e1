package dev.fifteen.puzzle;

/**
 * The ways a board can be ill-formed. Each has a stable slug, published as the Problem Details type
 * {@code urn:problem-type:<slug>}.
 */
public enum BoardViolation {
    MALFORMED_TEXT("malformed-board-text", "Malformed board text"),
    EMPTY("empty-board", "Empty board"),
    RAGGED_ROWS("ragged-rows", "Rows of different lengths"),
    TOO_FEW_CELLS("too-few-cells", "Board too small"),
    /** More cells than a Java array holds; a service refuses far smaller boards first, by its own limit. */
    TOO_MANY_CELLS("too-many-cells", "Board too large"),
    TILE_OUT_OF_RANGE("tile-out-of-range", "Tile out of range"),
    DUPLICATE_TILE("duplicate-tile", "Duplicated tile"),
    NO_BLANK("no-blank", "No blank"),
    MULTIPLE_BLANKS("multiple-blanks", "More than one blank"),
    SHAPE_MISMATCH("goal-shape-mismatch", "Goal of another shape");

    private final String slug;
    private final String title;

    BoardViolation(String slug, String title) {
        this.slug = slug;
        this.title = title;
    }

    public String slug() {
        return slug;
    }

    public String title() {
        return title;
    }
}
