package dev.fifteen.web.solve.batch;

import io.swagger.v3.oas.annotations.media.Schema;

/**
 * One board of a batch as the contract describes it: an element of the JSON array, or one NDJSON line.
 * {@link SolveBatch} reads entries as JSON trees, so that one malformed entry costs only its own line; this
 * record only names their members for the published schema. The strategy and the deadline are the batch's query
 * parameters, the same for every board.
 */
@Schema(
        description = "One board of a batch: an element of the JSON array, or one line of NDJSON. Members other"
                + " than these are ignored.")
record SolveBatchEntry(
        @Schema(
                description = "Any JSON value, echoed as `id` on the board's answer line; absent or null for none",
                example = "a")
        Object id,

        @Schema(
                description = "The board: an array of rows (0 for the blank) or the text form (`1,2,3/4,5,0`)",
                oneOf = {int[][].class, String.class},
                requiredMode = Schema.RequiredMode.REQUIRED,
                example = "[[8,6,7],[2,5,4],[3,0,1]]")
        Object board,

        @Schema(
                description = "The goal, of the board's shape, in either form; the tiles in reading order with the"
                        + " blank last when absent",
                oneOf = {int[][].class, String.class})
        Object goal) {}
