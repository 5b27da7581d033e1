package dev.fifteen.web.scramble;

import dev.fifteen.parity.SolvabilityCheck;
import dev.fifteen.problem.Limit;
import dev.fifteen.puzzle.Board;
import dev.fifteen.puzzle.BoardViolation;
import dev.fifteen.puzzle.InvalidBoardException;
import dev.fifteen.scramble.DistanceTable;
import dev.fifteen.scramble.Scramble;
import dev.fifteen.scramble.ScrambleException;
import dev.fifteen.scramble.ScrambleMethod;
import dev.fifteen.scramble.Scrambler;
import dev.fifteen.web.BoardInput;
import dev.fifteen.web.ServiceText;
import dev.fifteen.web.SolvabilityResponse;
import dev.fifteen.web.memory.Footprint;
import dev.fifteen.web.memory.RequestMemory;
import org.springframework.stereotype.Component;

/**
 * Turns a scramble request (GET or POST alike) into an answer: the defaults, the shape and its limits, the
 * method, then the scramble and its solvability proof. The request's limits are checked here, before the scramble
 * is drawn: the board's size ({@code fifteen.board.max-cells}, through {@link BoardInput}) and the slides of a walk
 * ({@code fifteen.scramble.max-slides}). The distance method's own bounds (at most 10 cells, a distance the shape
 * reaches) are properties of the puzzle, not settings, and the domain reports them. The memory the scramble and
 * its answer need is admitted from the memory budget before the work starts (see {@link #scrambleBytes}).
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
    private final RequestMemory memory;
    private final ServiceText text;

    ScrambleService(
            Scrambler scrambler,
            SolvabilityCheck solvabilityCheck,
            BoardInput boardInput,
            ScrambleProperties scrambleLimits,
            RequestMemory memory,
            ServiceText text) {
        this.memory = memory;
        this.text = text;
        this.scrambler = scrambler;
        this.solvabilityCheck = solvabilityCheck;
        this.boardInput = boardInput;
        this.scrambleLimits = scrambleLimits;
    }

    /**
     * @param goal the goal given in the request, already validated, or {@code null} for the standard goal; the
     *             query's own goal text is not read here
     */
    ScrambleResponse scramble(ScrambleQuery query, Board goal) {
        return scramble(query, goal, query.getSeed(), memory::admit);
    }

    /**
     * @param admission where the scramble's memory is admitted from: the request's budget, or nothing for the
     *                  scrambles after the first of a {@code count} request, which the first one's admission covers
     */
    /** @param seed the seed of this scramble, or null for a fresh one */
    private ScrambleResponse scramble(ScrambleQuery query, Board goal, Long seed, Admission admission) {
        Board target = goal == null
                ? standardGoal(query.getRows(), query.getCols())
                : requireShape(goal, query.getRows(), query.getCols());
        Integer distance = query.getDistance();
        Boolean includeSlides = query.getIncludeSlides();
        ScrambleMethod chosen = query.getMethod() == null
                ? (distance != null ? ScrambleMethod.DISTANCE : ScrambleMethod.WALK)
                : ScrambleMethod.ofWireName(query.getMethod());
        long usedSeed = seed != null ? seed : Scrambler.freshSeed();
        WalkSlides listedSlides = null;
        Scramble scramble = switch (chosen) {
            case WALK -> {
                int slides = query.getMoves() == null ? DEFAULT_MOVES : query.getMoves();
                requireWithinSlideLimit(slides);
                boolean listed = includeSlides == null ? slides <= SLIDES_LISTED_BY_DEFAULT : includeSlides;
                // the slides are not kept: the answer replays the walk while it writes them
                admission.admit(
                        scrambleBytes(target),
                        "a walk of " + slides + " slides on a " + target.rows() + " x " + target.columns() + " board");
                if (listed) {
                    listedSlides = new WalkSlides(scrambler, target, slides, usedSeed);
                }
                yield scrambler.walk(target, slides, usedSeed, false);
            }
            case UNIFORM -> {
                // the shuffled cells and, when their parity is wrong, the board with two tiles exchanged
                admission.admit(
                        scrambleBytes(target) + Footprint.board(target.size()),
                        "a uniform scramble of a " + target.rows() + " x " + target.columns() + " board");
                yield scrambler.uniform(target, usedSeed);
            }
            case DISTANCE -> {
                if (distance == null) {
                    throw ScrambleException.distanceRequired();
                }
                if (!scrambler.hasDistanceTable(target)) {
                    admission.admit(
                            DistanceTable.buildBytes(target.size()),
                            "the distance table of a " + target.rows() + " x " + target.columns() + " board");
                }
                yield scrambler.atDistance(target, distance, usedSeed);
            }
        };
        return ScrambleResponse.of(
                scramble,
                listedSlides,
                SolvabilityResponse.of(solvabilityCheck.check(scramble.board(), scramble.goal()), text));
    }

    /**
     * What every scramble of a goal's shape holds at its peak, the goal itself admitted by {@link BoardInput}: the
     * scrambled cells and the board built from them ({@link BoardInput#boardBytes}), the parity check (copies of
     * both boards' cells and a Fenwick tree, 3 {@code int[n]}), and the answer: the board and the goal as rows and
     * the board's text.
     */
    static long scrambleBytes(Board goal) {
        long cells = goal.size();
        return Footprint.ints(cells)
                + BoardInput.boardBytes(cells)
                + 3 * Footprint.ints(cells)
                + 2 * Footprint.rows(goal.rows(), goal.columns())
                + Footprint.text(cells);
    }

    /**
     * {@code count} scrambles with the seeds {@code seed, seed + 1, ...} (a fresh first seed when {@code null}),
     * each handed to {@code sink} as soon as it is drawn. The first is drawn before this returns the writer, so a
     * request that cannot be served fails as a plain 4xx before anything is streamed.
     *
     * @return the writer of the scrambles after the first: give it the sink when the response is ready
     */
    CountedScrambles scrambles(ScrambleQuery query, Board goal) {
        int count = query.getCount();
        new Limit("count-too-large", "fifteen.scramble.max-count", scrambleLimits.maxCount())
                .require(
                        count,
                        () -> "count: " + count + " scrambles are more than the limit of " + scrambleLimits.maxCount()
                                + " (fifteen.scramble.max-count)");
        long firstSeed = query.getSeed() != null ? query.getSeed() : Scrambler.freshSeed();
        ScrambleResponse first = scramble(query, goal, firstSeed, memory::admit);
        long walk = "walk".equals(first.method()) && first.moves() != null ? first.moves() : 0;
        long work = (long) count * ((long) first.rows() * first.cols() + walk);
        new Limit("count-too-much-work", "fifteen.scramble.max-count-work", scrambleLimits.maxCountWork())
                .require(
                        work,
                        () -> "count: " + count + " scrambles of " + first.rows() + " x "
                                + first.cols() + " cells" + (walk > 0 ? " and " + walk + " slides" : "") + " are "
                                + work
                                + " cells and slides in all, more than the limit of " + scrambleLimits.maxCountWork()
                                + " (fifteen.scramble.max-count-work)");
        // The scrambles are drawn one at a time, each written before the next is drawn, all of one shape and
        // method: what the first one admitted covers each of the others, so they admit nothing more (adding up
        // their estimates would refuse a long stream in the middle, for memory it never holds at once).
        return sink -> {
            sink.accept(first);
            for (int i = 1; i < count; i++) {
                sink.accept(scramble(query, goal, firstSeed + i, Admission.COVERED));
            }
        };
    }

    /** Where a scramble takes its memory from. */
    @FunctionalInterface
    private interface Admission {

        /** For a scramble whose memory an earlier admission of the same request already covers. */
        Admission COVERED = (bytes, purpose) -> {};

        void admit(long bytes, String purpose);
    }

    /** The scrambles of a {@code count} request, written to a sink one at a time. */
    @FunctionalInterface
    interface CountedScrambles {
        void writeTo(java.util.function.Consumer<ScrambleResponse> sink);
    }

    private Board standardGoal(Integer rows, Integer cols) {
        return boardInput.standardGoal(rows == null ? DEFAULT_SIDE : rows, cols == null ? DEFAULT_SIDE : cols);
    }

    private static Board requireShape(Board goal, Integer rows, Integer cols) {
        if ((rows != null && rows != goal.rows()) || (cols != null && cols != goal.columns())) {
            throw new InvalidBoardException(
                            BoardViolation.SHAPE_MISMATCH,
                            "the goal is " + goal.rows() + " x "
                                    + goal.columns() + " but the request asks for " + (rows == null ? "?" : rows)
                                    + " x "
                                    + (cols == null ? "?" : cols)
                                    + "; give rows and cols of the goal's shape, or leave them out")
                    .inField("goal");
        }
        return goal;
    }

    private void requireWithinSlideLimit(int slides) {
        new Limit("too-many-slides", "fifteen.scramble.max-slides", scrambleLimits.maxSlides())
                .require(
                        slides,
                        () -> "moves: a walk of " + slides + " slides is more than the limit" + " of "
                                + scrambleLimits.maxSlides() + " (fifteen.scramble.max-slides)");
    }
}
