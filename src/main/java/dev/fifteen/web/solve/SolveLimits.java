package dev.fifteen.web.solve;

import dev.fifteen.problem.Limit;
import dev.fifteen.problem.LimitExceededException;
import dev.fifteen.puzzle.Board;
import dev.fifteen.search.Solution;
import dev.fifteen.search.Strategy;
import dev.fifteen.search.fast.ReductionSolver;

import java.time.Duration;

/**
 * Every limit of {@code /solve}, in one place. Checked before any work: the deadline a request asks for
 * ({@code fifteen.solve.max-timeout}) and, where the fast solver answers, the board's cells and longest side
 * ({@code fifteen.solve.fast-max-cells}, {@code fifteen.solve.fast-max-side}). One limit depends on the answer and
 * is checked after the search: the boards along a solution hold (length + 1) x cells cells
 * ({@code fifteen.solve.boards-max-cells}), and the length is known only once the board is solved.
 *
 * <p>Two limits are decided elsewhere: the largest board of any request ({@code fifteen.board.max-cells}), shared by
 * every feature and checked as the request is read ({@code BoardInput}), and the largest board an optimal search
 * takes ({@code fifteen.solve.optimal-max-cells}), which the planner answers as 422 {@code strategy-unavailable}.
 */
public final class SolveLimits {

    private final SolveProperties properties;

    SolveLimits(SolveProperties properties) {
        this.properties = properties;
    }

    /**
     * The timeout of a request: the requested one, or the configured default when {@code null}.
     *
     * @throws LimitExceededException ({@code timeout-too-long}) when it exceeds {@code fifteen.solve.max-timeout}
     */
    Duration timeout(Duration requested) {
        return timeoutWithin(
                requested, properties.defaultTimeout(), properties.maxTimeout(), "fifteen.solve.max-timeout", "");
    }

    /**
     * A timeout within a maximum, the one rule of every way in that takes a deadline (a solve, a job): the
     * requested one, or {@code byDefault} when {@code null}.
     *
     * @param maxProperty the setting of the maximum, named in the refusal
     * @param whose       what the maximum is of, in the refusal's words after "ms" ({@code ""} for a request,
     *                    {@code " of a job"})
     * @throws LimitExceededException ({@code timeout-too-long}) when it exceeds {@code max}
     */
    public static Duration timeoutWithin(
            Duration requested, Duration byDefault, Duration max, String maxProperty, String whose) {
        Duration chosen = requested == null ? byDefault : requested;
        if (chosen.compareTo(max) > 0) {
            throw new LimitExceededException(
                    "timeout-too-long",
                    maxProperty,
                    max.toMillis(),
                    chosen.toMillis(),
                    "timeoutMs " + chosen.toMillis() + " exceeds the limit of " + max.toMillis() + " ms" + whose + " ("
                            + maxProperty + ")");
        }
        return chosen;
    }

    /**
     * Refuses a board the fast solver would have to take and cannot: under {@code fast}, and under {@code auto}
     * beyond {@code fifteen.solve.auto-optimal-max-cells} (smaller boards are searched optimally first).
     *
     * @throws LimitExceededException ({@code board-too-large-to-solve}) for a board over the fast solver's cells or
     *                                longest side: a solution grows as cells times the longer side
     */
    void requireSolvableInSize(Board board, Strategy strategy) {
        boolean fastAnswers = strategy == Strategy.FAST
                || (strategy == Strategy.AUTO && board.size() > properties.autoOptimalMaxCells());
        if (!fastAnswers) {
            return;
        }
        ReductionSolver.requireInReach(board, properties.fastMaxCells(), properties.fastMaxSide());
    }

    /**
     * The boards along a solution, to be written in the text form one at a time. This is the one limit checked
     * after the search, because it depends on the solution's length.
     *
     * @throws LimitExceededException ({@code boards-too-many}) when they would hold more than
     *                                {@code fifteen.solve.boards-max-cells} cells
     */
    SolutionListing.Boards boardsAlong(Solution solution, Board board) {
        long cells = (solution.length() + 1L) * board.size();
        new Limit("boards-too-many", "fifteen.solve.boards-max-cells", properties.boardsMaxCells())
                .require(
                        cells,
                        () -> "the " + (solution.length() + 1) + " boards along this"
                                + " solution would hold " + cells + " cells, more than the limit of "
                                + properties.boardsMaxCells() + " (fifteen.solve.boards-max-cells); ask without"
                                + " includeBoards and replay the moves");
        return new SolutionListing.Boards(solution, board);
    }

    /**
     * Whether an answer lists the tiles slid: as asked, or when not asked, for solutions of at most
     * {@code fifteen.solve.tiles-max-length} slides (so that a 100 x 100 answer stays compact).
     */
    boolean listsTiles(Solution solution, Boolean includeTiles) {
        return includeTiles != null ? includeTiles : solution.length() <= properties.tilesMaxLength();
    }
}
