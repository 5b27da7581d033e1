package dev.fifteen.search;

import java.util.Arrays;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

/**
 * One parallel iteration of an optimal search over a fixed frontier (parallel IDA*, after Reinefeld and Schnecke's
 * AIDA*, 1994), shared by the 4 x 4, 5 x 5 and multi-tile searches: the caller's thread and the idle
 * {@link SearchThreads} take the frontier's items one at a time from a shared cursor, each thread searching below
 * its item with a worker of its own. The round ends when the items run out, when a thread finds a solution (the
 * first to report one is the winner), when a thread stops it (the deadline) or when one fails; the other threads see
 * the stop flag at their next poll. {@link #run} returns only once every helper has returned, so no helper outlives
 * its round, and a thread's failure is kept for the caller to throw. Each item's figures (the smallest estimate
 * entered below it, the nodes expanded there) give the frontier's next {@link FrontierOrder}.
 *
 * <p>The engines keep their kernels: what a worker does with an item is theirs, and only the round's bookkeeping
 * (once per item, or once per poll of thousands of nodes) is here. One round per iteration; thread-safe.
 *
 * @param <W> a thread's worker: the search state it works on
 */
public final class ParallelRound<W> {

    /** What {@link #next} returns once the items have run out or the round has stopped. */
    public static final int NONE = -1;

    /** One thread's part of a round: takes items with {@link #next} until it returns {@link #NONE}. */
    @FunctionalInterface
    public interface Work<W> {

        /** Searches below the items it takes, with {@code worker}; a failure it throws ends the round. */
        void run(W worker, ParallelRound<W> round);
    }

    private final int items;
    private final AtomicInteger cursor = new AtomicInteger();
    private final int[] closest;
    private final long[] nodes;
    private final AtomicInteger nextBound = new AtomicInteger(Integer.MAX_VALUE);
    private final AtomicReference<W> winner = new AtomicReference<>();
    private final AtomicReference<Throwable> failure = new AtomicReference<>();
    private volatile boolean stop;

    /** A round over items {@code 0} to {@code items - 1}. */
    public ParallelRound(int items) {
        if (items < 0) {
            throw new IllegalArgumentException("a round has no fewer than 0 items, not " + items);
        }
        this.items = items;
        this.closest = new int[items];
        this.nodes = new long[items];
        Arrays.fill(closest, Integer.MAX_VALUE);
    }

    /**
     * Runs {@code work} with each of {@code helpers} on a helper that {@code threads} lends (none when none is idle)
     * and with {@code caller} on the caller's thread, then waits for the helpers that joined. An interrupt while
     * waiting stops the round, and is kept for the caller to see.
     */
    public void run(SearchThreads threads, W caller, W[] helpers, Work<W> work) {
        CountDownLatch helpersDone = new CountDownLatch(helpers.length);
        for (W helper : helpers) {
            if (!threads.tryRun(() -> part(helper, work), helpersDone::countDown)) {
                helpersDone.countDown();
            }
        }
        part(caller, work);
        boolean interrupted = false;
        while (true) {
            try {
                helpersDone.await();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
                stop = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    private void part(W worker, Work<W> work) {
        try {
            work.run(worker, this);
        } catch (RuntimeException | Error e) {
            failure.compareAndSet(null, e);
            stop = true;
        }
    }

    /** The next item to search below, each handed out once, or {@link #NONE} when none is left or the round stopped. */
    public int next() {
        if (stop) {
            return NONE;
        }
        int item = cursor.getAndIncrement();
        return item < items ? item : NONE;
    }

    /** Whether the round has stopped (a solution, the deadline, a failure): read at every poll. */
    public boolean stopped() {
        return stop;
    }

    /** Stops the round: every thread stops at its next poll and takes no more items. */
    public void stop() {
        stop = true;
    }

    /**
     * Records what a thread found below {@code item}: the smallest estimate of a node it entered there
     * ({@link Integer#MAX_VALUE} for none) and the nodes it expanded.
     */
    public void searched(int item, int smallestEstimate, long expanded) {
        closest[item] = smallestEstimate;
        nodes[item] = expanded;
    }

    /** Per item, the smallest estimate {@link #searched} recorded ({@link Integer#MAX_VALUE} for none): a copy. */
    public int[] closest() {
        return closest.clone();
    }

    /** Per item, the nodes {@link #searched} recorded (0 for none): a copy. */
    public long[] nodes() {
        return nodes.clone();
    }

    /** Offers {@code f}, a cost plus estimate beyond the bound: the next bound is the smallest offered. */
    public void exceeded(int f) {
        nextBound.accumulateAndGet(f, Math::min);
    }

    /** The smallest {@code f} offered to {@link #exceeded} ({@link Integer#MAX_VALUE} for none). */
    public int nextBound() {
        return nextBound.get();
    }

    /** Reports a solution found by {@code worker} and stops the round; whether it was the first (the winner). */
    public boolean found(W worker) {
        boolean first = winner.compareAndSet(null, worker);
        stop = true;
        return first;
    }

    /** The worker that found the first solution, or {@code null}. */
    public W winner() {
        return winner.get();
    }

    /** The first failure of a thread, or {@code null}. */
    public Throwable failure() {
        return failure.get();
    }

    /** Throws the first failure of a thread as it was thrown; returns when none failed. */
    public void rethrowFailure() {
        Throwable thrown = failure.get();
        if (thrown instanceof RuntimeException e) {
            throw e;
        }
        if (thrown instanceof Error e) {
            throw e;
        }
    }

    /**
     * The items' order for the next iteration, from what this one found below each ({@link
     * FrontierOrder#byLastIteration}): {@code order[i]} is the item to take {@code i}-th.
     */
    public int[] order() {
        return FrontierOrder.byLastIteration(closest, nodes);
    }
}
