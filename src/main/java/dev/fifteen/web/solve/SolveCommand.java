package dev.fifteen.web.solve;

import dev.fifteen.puzzle.Board;
import dev.fifteen.search.Cancellation;
import dev.fifteen.search.Deadline;
import dev.fifteen.search.Metric;
import dev.fifteen.search.SearchProgress;
import dev.fifteen.search.Strategy;
import dev.fifteen.web.memory.RequestMemory;

import java.time.Duration;
import java.util.Objects;

/**
 * One solve as its way in asks for it, handed whole to {@link SolveService}: the board and its goal, the strategy
 * and the metric, the timeout (already checked against {@code fifteen.solve.max-timeout} where the request entered,
 * by {@link SolveService#requireTimeout}), what stops the search and what hears of it, and what the answer lists.
 * The deadline is made from the timeout once, when the service takes the command (for a batch's board, when its
 * search starts).
 *
 * @param cancellation stops the search (a client that went away); never {@code null}
 * @param progress     hears of the search while it runs ({@link SearchProgress#NONE} when nobody listens)
 */
public record SolveCommand(
        Board board,
        Board goal,
        Strategy strategy,
        Metric metric,
        Duration timeout,
        Cancellation cancellation,
        SearchProgress progress,
        Answer answer) {

    /**
     * What the answer lists and whose memory it takes.
     *
     * @param includeBoards whether the boards along the way are listed (within {@code fifteen.solve.boards-max-cells})
     * @param includeTiles  whether the tiles slid are listed; {@code null} for the default
     * @param memory        the request's ledger, taken on its own thread ({@link RequestMemory#ledger()}), for the
     *                      answer shaped on another; {@code null} when no request holds the answer (a job)
     */
    public record Answer(boolean includeBoards, Boolean includeTiles, RequestMemory.Ledger memory) {

        /** The default answer, counted against no request: no boards, the tiles up to their length limit. */
        public static final Answer PLAIN = new Answer(false, null, null);
    }

    public SolveCommand {
        Objects.requireNonNull(board, "board");
        Objects.requireNonNull(goal, "goal");
        Objects.requireNonNull(strategy, "strategy");
        Objects.requireNonNull(metric, "metric");
        Objects.requireNonNull(timeout, "timeout");
        Objects.requireNonNull(cancellation, "cancellation");
        progress = progress == null ? SearchProgress.NONE : progress;
        answer = answer == null ? Answer.PLAIN : answer;
    }

    /** The same solve with another answer. */
    public SolveCommand answering(Answer other) {
        return new SolveCommand(board, goal, strategy, metric, timeout, cancellation, progress, other);
    }

    /** The deadline of the search, from now: the timeout, the cancellation and the listener. */
    Deadline deadline() {
        return Deadline.after(timeout).cancelledBy(cancellation).reportingTo(progress);
    }

    /**
     * The key of the answer in the cache: board and goal texts hold digits, commas and slashes only, so a space
     * separates them unambiguously; the metric follows, since an answer optimal in one metric need not be in the
     * other.
     */
    String cacheKey() {
        return board.toText() + " " + goal.toText() + " " + metric.wireName();
    }
}
