package dev.fifteen.web.solve;

import dev.fifteen.puzzle.Board;
import dev.fifteen.search.Cancellation;
import dev.fifteen.search.Metric;
import dev.fifteen.search.SearchProgress;
import dev.fifteen.search.Strategy;
import dev.fifteen.web.memory.RequestMemory;

import java.time.Duration;

/**
 * One solve as a request asks for it, read alike from a JSON body ({@link SolveRequest#ask}) and from query
 * parameters ({@link SolveQuery#ask}): the board and its goal, read and checked, the strategy and the metric, the
 * timeout asked for, and what the answer lists. Every way in (the JSON answer, the event stream, a job) checks the
 * timeout against its own limit and makes the {@link SolveCommand} from it.
 *
 * @param timeout      the timeout asked for; {@code null} for the way in's default
 * @param includeTiles whether the tiles slid are listed; {@code null} for the default
 */
public record SolveAsk(
        Board board,
        Board goal,
        Strategy strategy,
        Metric metric,
        Duration timeout,
        boolean includeBoards,
        Boolean includeTiles) {

    /**
     * How a request asks for its boards to be solved: the strategy, the metric and the timeout asked for ({@code null}
     * for the way in's default). {@link #of} is the one place where their wire names become the enums.
     */
    public record How(Strategy strategy, Metric metric, Duration timeout) {

        /**
         * Reads the request's strategy, metric and timeout, whose wire names and range were validated on the way in;
         * {@code auto}, {@code single} and the default timeout when absent.
         */
        public static How of(String strategy, String metric, Long timeoutMs) {
            return new How(
                    strategy == null ? Strategy.AUTO : Strategy.ofWireName(strategy),
                    Metric.ofWireName(metric),
                    timeoutMs == null ? null : Duration.ofMillis(timeoutMs));
        }
    }

    /** The solve of a board and its goal, asked for as {@code how} says. */
    static SolveAsk of(Board board, Board goal, How how, Boolean includeBoards, Boolean includeTiles) {
        return new SolveAsk(
                board,
                goal,
                how.strategy(),
                how.metric(),
                how.timeout(),
                Boolean.TRUE.equals(includeBoards),
                includeTiles);
    }

    /**
     * The solve asked for.
     *
     * @param checkedTimeout the timeout, checked against the way in's limit
     * @param memory         the ledger of the request whose answer it is; {@code null} for none (a job)
     */
    public SolveCommand command(
            Duration checkedTimeout, Cancellation cancellation, SearchProgress progress, RequestMemory.Ledger memory) {
        return new SolveCommand(
                board,
                goal,
                strategy,
                metric,
                checkedTimeout,
                cancellation,
                progress,
                new SolveCommand.Answer(includeBoards, includeTiles, memory));
    }
}
