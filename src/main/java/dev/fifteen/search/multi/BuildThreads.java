package dev.fifteen.search.multi;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.IntConsumer;

/** The threads of a table build: tasks shared out among a few threads, the caller's among them. */
final class BuildThreads {

    private BuildThreads() {}

    /**
     * Runs {@code task} for each index below {@code count} on at most {@code threads} threads (the caller's among
     * them, the others daemons of the caller's priority), each taking the next index as it is done; returns when all
     * are done, rethrowing the first failure (the indices not yet taken are then left).
     */
    static void inParallel(int count, int threads, IntConsumer task) {
        AtomicInteger next = new AtomicInteger();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Runnable worker = () -> {
            for (int i = next.getAndIncrement(); i < count && failure.get() == null; i = next.getAndIncrement()) {
                try {
                    task.accept(i);
                } catch (RuntimeException | Error e) {
                    failure.compareAndSet(null, e);
                }
            }
        };
        Thread[] helpers = new Thread[Math.max(0, Math.min(threads, count) - 1)];
        for (int t = 0; t < helpers.length; t++) {
            helpers[t] = new Thread(worker, "multi-tile-table-build");
            helpers[t].setDaemon(true);
            helpers[t].start();
        }
        worker.run();
        for (Thread helper : helpers) {
            try {
                helper.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while a multi-tile table was built", e);
            }
        }
        Throwable failed = failure.get();
        if (failed instanceof RuntimeException e) {
            throw e;
        }
        if (failed != null) {
            throw (Error) failed;
        }
    }
}
