package dev.fifteen.web.scramble;

import dev.fifteen.parity.SolvabilityCheck;
import dev.fifteen.problem.LimitExceededException;
import dev.fifteen.puzzle.Board;
import dev.fifteen.puzzle.BoardViolation;
import dev.fifteen.puzzle.InvalidBoardException;
import dev.fifteen.scramble.Scramble;
import dev.fifteen.scramble.ScrambleException;
import dev.fifteen.scramble.ScrambleMethod;
import dev.fifteen.scramble.Scrambler;
import dev.fifteen.web.BoardInput;
import dev.fifteen.web.SolvabilityResponse;
import org.springframework.stereotype.Component;

/**
 * Turns a scramble request (GET or POST alike) into an answer: the defaults, the shape and its limits, the
 * method, then the scramble and its solvability proof. The request's limits are checked here, before the scramble
 * is drawn: the board's size ({@code fifteen.board.max-cells}, through {@link BoardInput}) and the slides of a walk
 * ({@code fifteen.scramble.max-slides}). The distance method's own bounds (at most 10 cells, a distance the shape
 * reaches) are properties of the puzzle, not settings, and the domain reports them.
 */
@Component
class ScrambleService {

    static final int DEFAULT_SIDE = 4;
    static final int DEFAULT_MOVES = 200;
    /** Longer walks list their slides only when asked to. */
    static final int SLIDES_LISTED_BY_DEFAULT = 10_000;

    private final Scrambler scrambler;
    private final SolvabilityCheck solvabilityCheck;
    private final BoardInput boardInput;
    private final ScrambleProperties scrambleLimits;

    ScrambleService(Scrambler scrambler, SolvabilityCheck solvabilityCheck, BoardInput boardInput,
            ScrambleProperties scrambleLimits) {
        this.scrambler = scrambler;
        this.solvabilityCheck = solvabilityCheck;
        this.boardInput = boardInput;
        this.scrambleLimits = scrambleLimits;
    }

    /**
     * @param goal the goal given in the request, already validated, or {@code null} for the standard goal
     */
    ScrambleResponse scramble(Integer rows, Integer cols, Board goal, String method, Integer moves, Integer distance,
            Long seed, Boolean includeSlides) {
        Board target = goal == null ? standardGoal(rows, cols) : requireShape(goal, rows, cols);
        ScrambleMethod chosen = method == null || method.isBlank()
                ? (distance != null ? ScrambleMethod.DISTANCE : ScrambleMethod.WALK)
                : ScrambleMethod.ofWireName(method);
        long usedSeed = seed != null ? seed : Scrambler.freshSeed();
        Scramble scramble = switch (chosen) {
            case WALK -> {
                int slides = moves == null ? DEFAULT_MOVES : moves;
                requireWithinSlideLimit(slides);
                boolean listed = includeSlides == null ? slides <= SLIDES_LISTED_BY_DEFAULT : includeSlides;
                yield scrambler.walk(target, slides, usedSeed, listed);
            }
            case UNIFORM -> scrambler.uniform(target, usedSeed);
            case DISTANCE -> {
                if (distance == null) {
                    throw ScrambleException.distanceRequired();
                }
                yield scrambler.atDistance(target, distance, usedSeed);
            }
        };
        return ScrambleResponse.of(scramble,
                SolvabilityResponse.of(solvabilityCheck.check(scramble.board(), scramble.goal())));
    }

    private Board standardGoal(Integer rows, Integer cols) {
        return boardInput.standardGoal(rows == null ? DEFAULT_SIDE : rows, cols == null ? DEFAULT_SIDE : cols);
    }

    private static Board requireShape(Board goal, Integer rows, Integer cols) {
        if ((rows != null && rows != goal.rows()) || (cols != null && cols != goal.columns())) {
            throw new InvalidBoardException(BoardViolation.SHAPE_MISMATCH, "the goal is " + goal.rows() + " x "
                    + goal.columns() + " but the request asks for " + (rows == null ? "?" : rows) + " x "
                    + (cols == null ? "?" : cols) + "; give rows and cols of the goal's shape, or leave them out")
                    .inField("goal");
        }
        return goal;
    }

    private void requireWithinSlideLimit(int slides) {
        if (slides > scrambleLimits.maxSlides()) {
            throw new LimitExceededException("too-many-slides", "fifteen.scramble.max-slides",
                    scrambleLimits.maxSlides(), slides, "moves: a walk of " + slides + " slides is more than the limit"
                            + " of " + scrambleLimits.maxSlides() + " (fifteen.scramble.max-slides)");
        }
    }
}
