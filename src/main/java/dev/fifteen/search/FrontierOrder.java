package dev.fifteen.search;

/**
 * The order in which an IDA* search takes its frontier's paths after an iteration over them: first the paths below
 * which that iteration came closest to the goal (the smallest estimate of a node it entered), ties to the larger
 * subtree, then to the order before. The next iteration's bound is the smallest {@code f} the last one pruned, and
 * its solution lies below a path whose subtree the last one could follow down to small estimates; the last
 * iteration stops at its first solution, so finding that path early is what it saves. The order changes only which
 * subtrees are searched first, so an iteration's bound and answer stay the same. See {@code docs/algorithms.md},
 * "The frontier, and its order learnt from the last iteration".
 */
public final class FrontierOrder {

    /** Paths with no node entered below them, or an estimate at least this large, tie among themselves. */
    private static final int CLOSEST_CAP = (1 << 9) - 1;

    /** Subtrees at least this large tie among themselves. */
    private static final long NODES_CAP = (1L << 33) - 1;

    /** The most paths an order can hold (the low bits of a sort key). */
    public static final int MAX_PATHS = 1 << 21;

    private FrontierOrder() {}

    /**
     * The paths' new order: {@code order[i]} is the path to take {@code i}-th.
     *
     * @param closest per path, the smallest estimate of a node the last iteration entered below it
     *                ({@link Integer#MAX_VALUE} for none)
     * @param nodes   per path, the nodes the last iteration expanded below it
     * @throws IllegalArgumentException for more than {@link #MAX_PATHS} paths, or arrays of different lengths
     */
    public static int[] byLastIteration(int[] closest, long[] nodes) {
        int count = closest.length;
        if (count > MAX_PATHS || nodes.length != count) {
            throw new IllegalArgumentException(
                    "an order of at most " + MAX_PATHS + " paths, with a figure of each kind per path");
        }
        long[] keys = new long[count];
        for (int i = 0; i < count; i++) {
            long smaller = NODES_CAP - Math.min(Math.max(nodes[i], 0), NODES_CAP);
            long near = Math.min(Math.max(closest[i], 0), CLOSEST_CAP);
            keys[i] = (near << 33 | smaller) << 21 | i;
        }
        java.util.Arrays.sort(keys);
        int[] order = new int[count];
        for (int i = 0; i < count; i++) {
            order[i] = (int) (keys[i] & (MAX_PATHS - 1));
        }
        return order;
    }
}
