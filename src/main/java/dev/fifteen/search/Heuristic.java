package dev.fifteen.search;

/**
 * A lower bound on the number of moves from a board to its goal, for boards of one shape whose goal has its
 * blank in one cell. Boards are given relabelled by {@link GoalLabels}: {@code state[cell]} is the goal cell of
 * the tile there, the blank named by the goal's blank cell.
 *
 * <p>Contract, checked by the tests against breadth-first search on small boards:
 * <ul>
 *   <li>admissible: {@link #estimate} never exceeds the true distance, and is 0 exactly at the goal;</li>
 *   <li>consistent, where {@link #consistent()} says so: one move changes the estimate by at most 1.</li>
 * </ul>
 * The search does not call {@link #estimate} on every node: it asks for an {@link Evaluator}, which follows the
 * moves one tile at a time and updates the estimate incrementally without allocating.
 */
public interface Heuristic {

    /** A short human name, such as {@code "pattern database 6-6-3 + mirror"}. */
    String name();

    /**
     * Whether one move always changes the estimate by at most 1. IDA* needs only admissibility; consistency is
     * what a test can check move by move.
     */
    default boolean consistent() {
        return true;
    }

    /**
     * About how many table reads one move's update takes, to weigh the nodes of two searches with different
     * heuristics against each other: 1 unless a heuristic says otherwise (a mirrored lookup reads twice as many).
     */
    default int readsPerMove() {
        return 1;
    }

    /** The estimate for a relabelled board. */
    int estimate(int[] state);

    /** A fresh incremental evaluator; not thread-safe, one per search. */
    Evaluator evaluator();

    /**
     * Follows a search along one path. The search owns {@code positionOf} (the cell of each tile label) and
     * updates it before {@link #moved} and restores it before {@link #undo}.
     */
    interface Evaluator {

        /** Starts following the board whose tiles sit at {@code positionOf}; returns its estimate. */
        int reset(int[] positionOf);

        /** The tile {@code label} moved from {@code from} to {@code to}; returns the new estimate. */
        int moved(int label, int from, int to);

        /**
         * As {@link #moved}, but the caller only needs to know whether the estimate exceeds {@code limit}: once
         * it does, the evaluator may return any value above {@code limit} without finishing the work (the mirror
         * lookup, for instance). {@link #undo} takes it back the same way.
         */
        default int moved(int label, int from, int to, int limit) {
            return moved(label, from, to);
        }

        /** Takes back the last {@link #moved} (the same arguments). */
        void undo(int label, int from, int to);
    }
}
