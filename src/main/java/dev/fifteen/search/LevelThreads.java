package dev.fifteen.search;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The threads of one level of a breadth-first table build (the 4 x 4 packed pattern databases, the 5 x 5 region
 * tables): the same work run by the calling thread and {@code threads - 1} daemon threads, which share it out
 * through a cursor of their own (the builders' inner loops stay theirs, on primitive arrays); the call returns when
 * all have ended, the first failure rethrown. An interrupt while waiting is kept for the caller, never lost.
 */
public final class LevelThreads {

    private LevelThreads() {}

    /**
     * Runs {@code work} on {@code threads} threads, the caller's among them, the others named {@code name-1}, ...
     * at {@code priority}.
     */
    public static void run(int threads, int priority, String name, Runnable work) {
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Runnable guarded = () -> {
            try {
                work.run();
            } catch (RuntimeException | Error e) {
                failure.compareAndSet(null, e);
            }
        };
        List<Thread> started = new ArrayList<>();
        for (int t = 1; t < threads; t++) {
            Thread thread = new Thread(guarded, name + "-" + t);
            thread.setDaemon(true);
            thread.setPriority(priority);
            thread.start();
            started.add(thread);
        }
        guarded.run();
        boolean interrupted = false;
        for (Thread thread : started) {
            while (true) {
                try {
                    thread.join();
                    break;
                } catch (InterruptedException e) {
                    interrupted = true;
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
