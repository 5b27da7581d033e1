package dev.fifteen.search;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.LongSupplier;

/**
 * What the breadth-first builds of pattern tables share (the 4 x 4 pattern databases, plain and packed, and the 5 x 5
 * region tables): the checks of a pattern ({@link #check}), the connected regions of free cells ({@link #region}),
 * and the threads of one level ({@link #runLevel}): the same work run by the calling thread and {@code threads - 1}
 * daemon threads, which share it out through a cursor of their own. Each builder keeps its own space (how its
 * placements are ranked, what a move reaches) and its inner loop on primitive arrays.
 */
public final class PatternBuild {

    private PatternBuild() {}

    /**
     * Refuses a goal blank off the board, a pattern that does not name distinct goal cells other than the blank's,
     * and fewer than one thread, with an {@link IllegalArgumentException}.
     */
    public static void check(int cells, int goalBlank, int[] pattern, int threads) {
        if (goalBlank < 0 || goalBlank >= cells) {
            throw new IllegalArgumentException("goal blank cell " + goalBlank + " is off the board");
        }
        boolean[] seen = new boolean[cells];
        for (int tile : pattern) {
            if (tile < 0 || tile >= cells || tile == goalBlank || seen[tile]) {
                throw new IllegalArgumentException("pattern " + Arrays.toString(pattern)
                        + " must name distinct goal cells other than the blank's (" + goalBlank + ")");
            }
            seen[tile] = true;
        }
        if (threads < 1) {
            throw new IllegalArgumentException("at least one thread, not " + threads);
        }
    }

    /**
     * The cells of {@code set} connected to {@code seed} (a non-empty subset of {@code set}) on a board of
     * {@code columns} columns, whose masks of the cells off the first and off the last column are given.
     */
    public static int region(int seed, int set, int columns, int notFirstColumn, int notLastColumn) {
        int region = seed;
        while (true) {
            int grown = (region
                            | ((region << 1) & notFirstColumn)
                            | ((region >>> 1) & notLastColumn)
                            | (region << columns)
                            | (region >>> columns))
                    & set;
            grown |= region;
            if (grown == region) {
                return region;
            }
            region = grown;
        }
    }

    /**
     * The helper threads of the builds' levels: daemon threads, made as needed and kept a minute once idle, so that a
     * build's hundred levels reuse the same few.
     */
    private static final ExecutorService LEVEL_HELPERS = levelHelpers();

    private static ExecutorService levelHelpers() {
        ThreadFactory threads = Executors.defaultThreadFactory();
        return new ThreadPoolExecutor(0, Integer.MAX_VALUE, 60, TimeUnit.SECONDS, new SynchronousQueue<>(), task -> {
            Thread thread = threads.newThread(task);
            thread.setDaemon(true);
            return thread;
        });
    }

    /**
     * Runs {@code work} on {@code threads} threads, the caller's among them, the others named {@code name-1}, ...
     * at {@code priority} while they do it; returns the sum of what they returned when all have ended, the first
     * failure rethrown. An interrupt while waiting is kept for the caller, never lost.
     */
    public static long runLevel(int threads, int priority, String name, LongSupplier work) {
        AtomicReference<Throwable> failure = new AtomicReference<>();
        AtomicLong sum = new AtomicLong();
        Runnable guarded = () -> {
            try {
                sum.addAndGet(work.getAsLong());
            } catch (RuntimeException | Error e) {
                failure.compareAndSet(null, e);
            }
        };
        List<Future<?>> started = new ArrayList<>();
        for (int t = 1; t < threads; t++) {
            String helper = name + "-" + t;
            started.add(LEVEL_HELPERS.submit(() -> {
                Thread thread = Thread.currentThread();
                String idle = thread.getName();
                int idlePriority = thread.getPriority();
                thread.setName(helper);
                thread.setPriority(priority);
                try {
                    guarded.run();
                } finally {
                    thread.setName(idle);
                    thread.setPriority(idlePriority);
                }
            }));
        }
        guarded.run();
        boolean interrupted = false;
        for (Future<?> helper : started) {
            while (true) {
                try {
                    helper.get();
                    break;
                } catch (InterruptedException e) {
                    interrupted = true;
                } catch (ExecutionException e) {
                    failure.compareAndSet(null, e.getCause());
                    break;
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        Throwable thrown = failure.get();
        if (thrown instanceof RuntimeException e) {
            throw e;
        }
        if (thrown instanceof Error e) {
            throw e;
        }
        return sum.get();
    }
}
