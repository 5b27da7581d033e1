package dev.fifteen.web.replay;

import dev.fifteen.parity.SolvabilityCheck;
import dev.fifteen.problem.ProblemException;
import dev.fifteen.puzzle.Board;
import dev.fifteen.puzzle.MoveNotation;
import dev.fifteen.puzzle.MoveReplay;
import dev.fifteen.search.Deadline;
import dev.fifteen.search.SearchTimeoutException;
import dev.fifteen.search.Solution;
import dev.fifteen.search.SolverBusyException;
import dev.fifteen.search.Strategy;
import dev.fifteen.search.StrategyUnavailableException;
import dev.fifteen.search.planning.SolvePlanner;
import dev.fifteen.search.planning.SolvePool;
import dev.fifteen.web.memory.Footprint;
import dev.fifteen.web.memory.RequestMemory;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.stereotype.Service;

/**
 * Replays a move sequence ({@link MoveNotation}, {@link MoveReplay}) and grades it: the optimal distance of the start
 * from the {@link SolvePlanner}'s optimal strategy, run in the {@link SolvePool} within
 * {@code fifteen.replay.grade-timeout}. A grade that cannot be given (too large, too slow, unreachable, no free slot)
 * is said in {@code optimalStatus}, never an error: the replay itself is answered all the same.
 */
@Service
class ReplayService {

    static final String PROVEN = "proven";
    static final String TIMEOUT = "timeout";
    static final String TOO_LARGE = "too-large";
    static final String UNREACHABLE = "unreachable";
    static final String BUSY = "busy";

    private final SolvePlanner planner;
    /** The planner of {@code metric=multi}, whose optimal strategy is the multi-tile search and its tables. */
    private final SolvePlanner multiTilePlanner;

    private final SolvePool pool;
    private final SolvabilityCheck solvabilityCheck;
    private final ReplayProperties properties;
    private final RequestMemory memory;

    ReplayService(
            SolvePlanner planner,
            SolvePool pool,
            SolvabilityCheck solvabilityCheck,
            ReplayProperties properties,
            RequestMemory memory,
            @Qualifier("multiTilePlanner") SolvePlanner multiTilePlanner) {
        this.planner = planner;
        this.multiTilePlanner = multiTilePlanner;
        this.pool = pool;
        this.solvabilityCheck = solvabilityCheck;
        this.properties = properties;
        this.memory = memory;
    }

    /**
     * The replay of the moves on the board and its grade against the goal.
     *
     * @throws ProblemException {@code malformed-moves} or {@code too-many-moves} (400), {@code illegal-move} (422)
     */
    ReplayResponse replay(Board board, Board goal, String moves) {
        // the expanded letters, the builder they grow in, the two forms answered, the board after (and its copy in
        // the replay), and the parity check's three int[n]
        memory.admit(
                4 * Footprint.string(properties.maxSlides())
                        + 2 * Footprint.board(board.size())
                        + 3 * Footprint.ints(board.size()),
                "a replay of at most " + properties.maxSlides() + " slides");
        String slides = MoveNotation.expand(moves, properties.maxSlides());
        Board end = MoveReplay.play(board, slides);
        Grade grade = grade(board, goal);
        return new ReplayResponse(
                end.toRows(),
                end.toText(),
                end.equals(goal),
                slides.length(),
                MoveNotation.multiTileLength(slides),
                slides,
                MoveNotation.multiTile(slides),
                grade.status(),
                grade.length(),
                grade.lengthMulti());
    }

    /** The optimal distance of the start in both metrics, as far as can be known within the grading deadline. */
    private Grade grade(Board board, Board goal) {
        if (!solvabilityCheck.check(board, goal).solvable()) {
            return new Grade(UNREACHABLE, null, null);
        }
        if (board.equals(goal)) {
            return new Grade(PROVEN, 0, 0);
        }
        if (board.size() > properties.gradeMaxCells()) {
            return new Grade(TOO_LARGE, null, null);
        }
        Deadline deadline = Deadline.after(properties.gradeTimeout());
        try {
            int length = pool.run(() -> planner.solveReachable(board, goal, Strategy.OPTIMAL, deadline), deadline)
                    .length();
            return new Grade(PROVEN, length, optimalLengthMulti(board, goal, deadline));
        } catch (SearchTimeoutException e) {
            return new Grade(TIMEOUT, null, null);
        } catch (StrategyUnavailableException e) {
            return new Grade(TOO_LARGE, null, null);
        } catch (SolverBusyException e) {
            return new Grade(BUSY, null, null);
        }
    }

    /**
     * The optimal distance of the start in the multi-tile metric, from the optimal strategy of the multi-tile planner
     * in the pool within what is left of the same deadline, or {@code null} when it cannot be had in that time or for
     * that shape.
     */
    private Integer optimalLengthMulti(Board board, Board goal, Deadline deadline) {
        try {
            Solution solution =
                    pool.run(() -> multiTilePlanner.solveReachable(board, goal, Strategy.OPTIMAL, deadline), deadline);
            return solution.optimal() ? MoveNotation.multiTileLength(solution.tileDirections()) : null;
        } catch (SearchTimeoutException | SolverBusyException | StrategyUnavailableException e) {
            return null;
        }
    }

    private record Grade(String status, Integer length, Integer lengthMulti) {}
}
