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
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * What the breadth-first builds of pattern tables share (the 4 x 4 pattern databases, plain and packed, and the 5 x 5
 * region tables): the checks of a pattern ({@link #check}), the connected regions of free cells ({@link #region}),
 * the threads of one level ({@link #runLevel}: the same work run by the calling thread and {@code threads - 1} helper
 * threads, which share it out through a cursor of their own) and the tables of a split made at once
 * ({@link #buildEach}). The helper threads are daemons of one executor, kept a minute once idle. Each builder keeps
 * its own space (how its placements are ranked, what a move reaches) and its inner loop on primitive arrays.
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
        AtomicLong sum = new AtomicLong();
        List<Runnable> shares = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            shares.add(() -> sum.addAndGet(work.getAsLong()));
        }
        runTogether(shares, priority, name);
        return sum.get();
    }

    /**
     * Makes each of {@code builds} at once, the first on the calling thread, the others on the builds' helper
     * threads (named {@code name-1}, ... at the caller's priority), and returns what they made in their order when
     * all have ended, the first failure rethrown.
     */
    public static <T> List<T> buildEach(List<Supplier<T>> builds, String name) {
        AtomicReferenceArray<T> made = new AtomicReferenceArray<>(builds.size());
        List<Runnable> tasks = new ArrayList<>();
        for (int i = 0; i < builds.size(); i++) {
            int index = i;
            tasks.add(() -> made.set(index, builds.get(index).get()));
        }
        runTogether(tasks, Thread.currentThread().getPriority(), name);
        List<T> results = new ArrayList<>(builds.size());
        for (int i = 0; i < builds.size(); i++) {
            results.add(made.get(i));
        }
        return results;
    }

    /**
     * Runs the first task on the calling thread and the others on the helper threads, and returns when all have
     * ended, the first failure rethrown. An interrupt while waiting is kept for the caller, never lost.
     */
    private static void runTogether(List<Runnable> tasks, int priority, String name) {
        AtomicReference<Throwable> failure = new AtomicReference<>();
        List<Runnable> guarded = new ArrayList<>();
        for (Runnable task : tasks) {
            guarded.add(() -> {
                try {
                    task.run();
                } catch (RuntimeException | Error e) {
                    failure.compareAndSet(null, e);
                }
            });
        }
        List<Future<?>> started = new ArrayList<>();
        for (int t = 1; t < guarded.size(); t++) {
            String helper = name + "-" + t;
            Runnable task = guarded.get(t);
            started.add(LEVEL_HELPERS.submit(() -> {
                Thread thread = Thread.currentThread();
                String idle = thread.getName();
                int idlePriority = thread.getPriority();
                thread.setName(helper);
                thread.setPriority(priority);
                try {
                    task.run();
                } finally {
                    thread.setName(idle);
                    thread.setPriority(idlePriority);
                }
            }));
        }
        if (!guarded.isEmpty()) {
            guarded.get(0).run();
        }
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
    }
}
