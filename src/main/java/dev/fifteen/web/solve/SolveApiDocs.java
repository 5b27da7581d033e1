package dev.fifteen.web.solve;

import dev.fifteen.search.Strategy;

/**
 * The words of the solve feature's contract, in one place: what each operation does and when each answer comes,
 * for {@code /solve}, its event stream, {@code /solve/hint} and {@code /solve/batch}.
 */
public final class SolveApiDocs {

    /**
     * The strategies' wire names, in any case; the same as {@link Strategy}'s. Spelled with character classes rather
     * than {@code (?i)}, which the contract's ECMA-262 patterns (and so its clients) do not know.
     */
    public static final String STRATEGY_PATTERN = "^([Aa][Uu][Tt][Oo]|[Oo][Pp][Tt][Ii][Mm][Aa][Ll]|[Ff][Aa][Ss][Tt])$";

    public static final String STRATEGY_MESSAGE = "must be auto, optimal or fast";
    public static final String STRATEGY = "`auto` (default), `optimal` or `fast`";

    /** The metrics' wire names, in any case, spelled as {@link #STRATEGY_PATTERN} is; the same as {@code Metric}'s. */
    public static final String METRIC_PATTERN = "^([Ss][Ii][Nn][Gg][Ll][Ee]|[Mm][Uu][Ll][Tt][Ii])$";

    public static final String METRIC_MESSAGE = "must be single or multi";
    public static final String METRIC = "How moves are counted: `single` (default: one slide, one move) or `multi`"
            + " (a straight run of the blank, sliding a segment of a row or column at once, is one move)."
            + " `optimal` with `multi` is proven shortest in multi-tile moves (boards up to 16 cells); `fast` answers"
            + " are short in slides whichever is asked, and say so in `metric`. Every answer gives both lengths"
            + " (`length`, `lengthMulti`)";

    /** What {@code Accept: text/event-stream} changes (the same operation, answered by the watched variant). */
    public static final String WATCHED = "With `Accept: text/event-stream` the answer is a stream of Server-Sent Events"
            + " instead: `bound` (`{lowerBound, nodesExpanded, elapsedMs}`) each time the optimal search proves a"
            + " higher lower bound (IDA* raising its threshold: the bounds never decrease and the last is the optimal"
            + " length), `progress` (the same figures) every 250 ms, `solution` (an answer like this one, `optimal:"
            + " false`) as soon as a fast answer is known for `auto`, then the last event, `answer` (exactly the JSON"
            + " answer) or `problem` (the Problem Details members of the JSON answer, refusals included). A client"
            + " that closes the stream cancels the search within about a tenth of a second and frees its slot;"
            + " comment lines keep the stream busy between events.";

    public static final String SOLVE = "Solves a board toward a goal. `optimal` runs IDA* with additive,"
            + " blank-aware pattern databases (the 4 x 4 6-6-3 split by default, 7-8 when configured; the exact"
            + " table on the 8-puzzle; the mirror lookup where the goal allows it) and proves the length minimal;"
            + " on 5 x 5 boards whose goal has the blank in a corner it uses Korf and Felner's 6-6-6-6 tables with"
            + " their reflection, prepared in the background at the first such request (until then, and when the"
            + " deadline ends the search, the fast answer comes with `optimal: false`, the lower bound proven and a"
            + " note in `heuristic`); other boards over 16 cells have only the Manhattan distance: they get the fast"
            + " answer at the deadline the same way, with a note that only `fast` serves them in full;"
            + " `fast` answers at once without that proof (`optimal: false`, with Manhattan distance plus linear"
            + " conflicts as `lowerBound`): where pattern tables are ready (up to 16 cells, 5 x 5 toward a corner"
            + " goal), the reduction's answer improved with them within the deadline and the search budget, the"
            + " tables' estimate as `lowerBound` and the answer's length over it as `boundRatio`; otherwise"
            + " weighted IDA* up to 16 cells, otherwise a line-by-line reduction for any"
            + " rectangle up to `fifteen.solve.fast-max-cells` (100 x 100) and `fifteen.solve.fast-max-side`,"
            + " shortened by guided runs (and on boards up to 64 cells a"
            + " weighted A*) within `fifteen.solve.fast-search-budget`; `auto` is optimal up to 16 cells within the"
            + " deadline and otherwise, or when the deadline passes, fast. Moves are letters naming the direction in"
            + " which the TILE moves (`moves`); `blankMoves` names the blank's direction instead; `tiles` lists the"
            + " tiles slid for solutions up to 10000 slides, or with `includeTiles=true`. A board that cannot reach"
            + " the goal is refused with the parity proof (422 `not-solvable`) without searching; a search past its"
            + " deadline answers 422 `solve-timeout` with the lower bound proven; when every search slot stays"
            + " busy, 503 `solver-busy` with Retry-After. Solutions are cached by board, goal and metric. With"
            + " `metric=multi` the optimal search counts a straight run of slides as one move (IDA* with the"
            + " multi-tile walking distance and axis pattern tables) and `lowerBound` is in multi-tile moves. A client"
            + " that closes its connection before the answer cancels the search and frees its slot. " + WATCHED;

    /** The events of a watched solve, as the contract shows them. */
    public static final String EVENTS_EXAMPLE = "event:bound\ndata:{\"lowerBound\":66,\"nodesExpanded\":0,"
            + "\"elapsedMs\":2}\n\nevent:solution\ndata:{\"length\":88,\"optimal\":false,...}\n\n"
            + "event:progress\ndata:{\"lowerBound\":70,\"nodesExpanded\":1589248,\"elapsedMs\":250}\n\n"
            + "event:answer\ndata:{\"length\":80,\"optimal\":true,...}\n\n";

    /** The 200 answer of both variants. */
    public static final String ANSWERED = "A solution and the figures of the search; with `Accept: text/event-stream`,"
            + " `bound`, `progress` and `solution` events, then `answer` or `problem`";

    public static final String SOLVE_ERRORS = "Malformed JSON, an invalid board, goal, strategy or timeout,"
            + " a timeout over the limit, a board over `fifteen.solve.fast-max-cells` or `fifteen.solve.fast-max-side`"
            + " (`board-too-large-to-solve`) or boards along the way over `fifteen.solve.boards-max-cells`"
            + " (`boards-too-many`)";

    public static final String SOLVE_TEXT_ERRORS = "A missing or invalid board, goal, strategy or timeout, a"
            + " timeout over the limit, a board over `fifteen.solve.fast-max-cells` or `fifteen.solve.fast-max-side`,"
            + " or boards along the way over `fifteen.solve.boards-max-cells`";

    public static final String UNPROCESSABLE = "The board cannot reach the goal (`not-solvable`, with the"
            + " parity proof), the deadline passed (`solve-timeout`, with the lower bound proven), or no solver"
            + " of the strategy handles the shape (`strategy-unavailable`)";

    public static final String UNPROCESSABLE_TEXT = "Not solvable (with the parity proof), past the deadline (with"
            + " the lower bound proven), or no solver for the shape";

    public static final String BUSY = "Every search slot stayed busy (`solver-busy`), or the memory"
            + " budget stayed taken (`memory-busy`); retry after the Retry-After header's seconds";

    public static final String BUSY_TEXT = "Every search slot stayed busy, or the memory budget stayed"
            + " taken; retry after the Retry-After header's seconds";

    public static final String HINT = "The optimal distance from the board to the goal and one slide that starts a"
            + " shortest solution (the tile and the direction in which it moves), for games that show \"N moves"
            + " away\" and a hint button. A solved board has distance 0 and no slide. With `metric=multi`, the"
            + " distance counts multi-tile moves, and `move` and `count` give the first multi-tile move (its letter and"
            + " the number of tiles that slide at once, the tile named by `tile` nearest the blank). Same errors as"
            + " `GET /solve` with `strategy=optimal`.";

    public static final String BATCH = "Solves many boards in one request and streams the answers as NDJSON"
            + " (one JSON object a line). The body is a JSON array of entries or NDJSON (`Content-Type:"
            + " application/x-ndjson`, one entry a line, read as it arrives); an entry is `{\"id\": any JSON value"
            + " (optional), \"board\": rows or text form, \"goal\": rows or text form (optional)}`. One strategy and"
            + " one per-board deadline for all. Each board gets one line as soon as it is answered (not in input"
            + " order): the fields of the `/solve` answer with the entry's `index` (from 0) and `id`; a board that"
            + " fails (malformed line, invalid board, unreachable goal, deadline) gets a line with the same Problem"
            + " Details members `/solve` would answer (`type`, `title`, `status`, `detail`, ...) and the batch goes on."
            + " The last line is `{\"summary\": {boards, solved, failed, unanswered, cached, optimal, totalLength,"
            + " totalNodes, elapsedMs, stopped?}}`. While boards are searched and nothing else is due, an empty line"
            + " goes out every 100 ms (a keep-alive that lets the service notice a client that has gone: skip empty"
            + " lines). Boards wait for a free search slot instead of being refused (all"
            + " batches together leave `fifteen.solve.batch.reserved-slots` slots to single requests), and for their"
            + " memory: each board in flight takes its estimate from the memory budget (`fifteen.memory.*`) until it is"
            + " answered, and waits while the budget is taken; a board that needs more than the whole budget gets a"
            + " `too-large-for-memory` line. Repeated boards are answered from the cache; a client that disconnects"
            + " stops the batch and its searches. Past"
            + " `fifteen.solve.batch.max-boards` boards or `fifteen.solve.batch.max-time`, a problem line"
            + " (`batch-too-large`, `batch-time-exceeded`) and the summary with `stopped` end the stream.";

    public static final String BATCH_ERRORS =
            "An invalid strategy, metric or timeout, or a timeout over" + " `fifteen.solve.max-timeout`";

    public static final String BATCH_BUSY = "`fifteen.solve.batch.max-concurrent` batches are running"
            + " (`too-many-batches`); retry after the Retry-After header's seconds";

    private SolveApiDocs() {}
}
