package dev.fifteen.scramble;

import dev.fifteen.puzzle.Board;

import java.util.concurrent.ThreadLocalRandom;
import java.util.function.IntConsumer;

/**
 * Draws scrambled boards that can always reach their goal, reproducibly from a seed: by a
 * {@link RandomWalk}, {@link UniformScramble uniformly}, or uniformly at an exact optimal distance from a
 * {@link DistanceTable}. Thread-safe.
 */
public final class Scrambler {

    /** Fresh seeds stay below 2^53, so that a JavaScript number holds them exactly. */
    public static final long FRESH_SEED_BOUND = 1L << 53;

    private final DistanceTables distanceTables;

    /**
     * @param distanceTables how many distance tables (one per goal) to keep
     */
    public Scrambler(int distanceTables) {
        this.distanceTables = new DistanceTables(distanceTables);
    }

    /** A seed for a request that named none, uniform in {@code [0, 2^53)}. */
    public static long freshSeed() {
        return ThreadLocalRandom.current().nextLong(FRESH_SEED_BOUND);
    }

    /** See {@link RandomWalk#walk(Board, int, long, boolean)}. */
    public Scramble walk(Board goal, int moves, long seed, boolean recordSlides) {
        return RandomWalk.walk(goal, moves, seed, recordSlides);
    }

    /** See {@link RandomWalk#replaySlides(Board, int, long, IntConsumer)}. */
    public void replaySlides(Board goal, int moves, long seed, IntConsumer slide) {
        RandomWalk.replaySlides(goal, moves, seed, slide);
    }

    /** See {@link UniformScramble#draw(Board, long)}. */
    public Scramble uniform(Board goal, long seed) {
        return UniformScramble.draw(goal, seed);
    }

    /** Whether {@link #atDistance} would find the goal's distance table built (or being built) already. */
    public boolean hasDistanceTable(Board goal) {
        return distanceTables.holds(goal);
    }

    /**
     * A board at exactly {@code distance} slides from the goal (optimally), uniform among all such boards.
     *
     * @throws ScrambleException for a shape of more than {@value DistanceTable#MAX_CELLS} cells, or a distance
     *                           that is negative or beyond the shape's maximum
     */
    public Scramble atDistance(Board goal, int distance, long seed) {
        return distanceTables.forGoal(goal).draw(distance, seed);
    }
}
