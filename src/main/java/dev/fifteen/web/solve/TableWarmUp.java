package dev.fifteen.web.solve;

import org.springframework.context.SmartLifecycle;
import org.springframework.scheduling.concurrent.ThreadPoolTaskExecutor;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.PriorityQueue;
import java.util.concurrent.Executor;
import java.util.function.Consumer;

/**
 * The background table builds of {@code /solve}, run one at a time in order of need on one task executor, so that
 * two builds never share a small machine's cores and memory at once: first the tables whose intact files are on disk
 * ({@link #fromFile}: seconds, and readiness waits for them), then the builds the service plans ahead of
 * the rest ({@link #first}: the 4 x 4 tables), then the builds a request asked for ({@link #onNeed}: the 5 x 5
 * tables at the first 5 x 5 optimal solve, a multi-tile set, the 7-8 tables of another goal blank), then the builds
 * planned for later ({@link #later}), each group in the order its builds were added. A build asked for while one runs
 * waits for it; it never stops it. A build that fails is logged and the next one starts.
 *
 * <p>A build that hands work to the executor of {@link #onNeed} from the warm-up's own thread (a planned build
 * starting a store's build) runs it there at once: it is the same build. So a planned set that a request asks for
 * first moves forward, and when its planned turn comes it finds itself made or under way and ends at once.
 *
 * <p>Builds added before {@link #start} wait for it; after {@link #stop} none starts. Thread-safe.
 */
final class TableWarmUp implements SmartLifecycle, AutoCloseable {

    /** Why a build is wanted, in the order builds run. */
    enum Need {
        /** Tables whose intact file is on disk: mapped or read ahead of every build, in seconds. */
        FILE("from their file"),
        /** Planned ahead of every build. */
        FIRST("planned first"),
        /** Asked for by a request. */
        ASKED("asked for by a request"),
        /** Planned, nobody waiting for it, and short. */
        LATER("planned"),
        /** Planned, nobody waiting for it, and long. */
        LAST("planned last");

        private final String words;

        Need(String words) {
            this.words = words;
        }
    }

    private record Build(Need need, long order, String what, Runnable task) {}

    private final ThreadPoolTaskExecutor executor;
    private final Consumer<String> log;
    private final PriorityQueue<Build> waiting =
            new PriorityQueue<>(Comparator.comparing(Build::need).thenComparingLong(Build::order));
    /** Set on the thread of a build while it runs. */
    private final ThreadLocal<Build> current = new ThreadLocal<>();
    /** Held while a build runs, so that builds never overlap whatever the executor's threads. */
    private final Object building = new Object();

    private long added;
    private long ended;
    /** The loads from files added and not yet ended. */
    private long filesPending;

    private boolean running;

    /**
     * @param executor where the builds run, initialized (one thread is enough: they run one at a time); the
     *                 warm-up shuts it down on {@link #close}
     * @param log      hears when each build starts and ends, and what waits behind it
     */
    TableWarmUp(ThreadPoolTaskExecutor executor, Consumer<String> log) {
        this.executor = executor;
        this.log = log;
    }

    /**
     * Plans the load of tables whose intact file is on disk ahead of every build, so that a restart serves with them
     * within seconds rather than after the builds of weaker tables; {@code task} must map or read, never build.
     */
    void fromFile(String what, Runnable task) {
        add(Need.FILE, what, task);
    }

    /** Whether every load planned with {@link #fromFile} has ended (readiness waits for them). */
    boolean filesLoaded() {
        synchronized (waiting) {
            return filesPending == 0;
        }
    }

    /** Plans a build ahead of every other. */
    void first(String what, Runnable task) {
        add(Need.FIRST, what, task);
    }

    /** Plans a short build after those planned first and those asked for. */
    void later(String what, Runnable task) {
        add(Need.LATER, what, task);
    }

    /** Plans a long build after every other. */
    void last(String what, Runnable task) {
        add(Need.LAST, what, task);
    }

    /**
     * Where a store starts the builds a request asks for ({@code what} names them in the log): queued after the
     * builds planned first and the ones asked for before, ahead of the ones planned for later; run at once when
     * handed over from a build of the warm-up itself.
     */
    Executor onNeed(String what) {
        return task -> {
            if (current.get() != null) {
                task.run();
            } else {
                add(Need.ASKED, what, task);
            }
        };
    }

    private void add(Need need, String what, Runnable task) {
        synchronized (waiting) {
            waiting.add(new Build(need, added++, what, task));
            if (need == Need.FILE) {
                filesPending++;
            }
            if (running) {
                submitNext();
            }
        }
    }

    private void submitNext() {
        try {
            executor.execute(this::next);
        } catch (RuntimeException refused) {
            // the executor is shut down: the service is stopping, and the build would not run anyway
            log.accept("Table build not started: " + refused);
        }
    }

    /** Runs the build first in order, if any: one call for each build added. */
    private void next() {
        synchronized (building) {
            Build build;
            List<String> behind = new ArrayList<>();
            synchronized (waiting) {
                build = running ? waiting.poll() : null;
                if (build == null) {
                    return;
                }
                waiting.stream().sorted(waiting.comparator()).forEach(b -> behind.add(b.what()));
            }
            long start = System.nanoTime();
            // a load from a file is said as one: it takes seconds and builds nothing
            String kind = build.need() == Need.FILE ? "Table load: " : "Table build: ";
            log.accept(kind + build.what() + " (" + build.need().words + ")"
                    + (behind.isEmpty() ? "" : "; then " + String.join(", ", behind)));
            current.set(build);
            try {
                build.task().run();
                log.accept(String.format(
                        Locale.ROOT, "%s%s ended in %.1f s", kind, build.what(), (System.nanoTime() - start) / 1e9));
            } catch (RuntimeException | Error failure) {
                log.accept(kind + build.what() + " failed, the next one starts: " + failure);
            } finally {
                current.remove();
                synchronized (waiting) {
                    ended++;
                    if (build.need() == Need.FILE) {
                        filesPending--;
                    }
                }
            }
        }
    }

    /** The builds that have ended so far, failed ones included. */
    long ended() {
        synchronized (waiting) {
            return ended;
        }
    }

    /** The builds waiting for their turn, in order. */
    List<String> waiting() {
        synchronized (waiting) {
            return waiting.stream()
                    .sorted(waiting.comparator())
                    .map(Build::what)
                    .toList();
        }
    }

    @Override
    public void start() {
        synchronized (waiting) {
            if (running) {
                return;
            }
            running = true;
            for (int i = 0; i < waiting.size(); i++) {
                submitNext();
            }
        }
    }

    /** No build starts from now on; the one running, if any, runs on. */
    @Override
    public void stop() {
        synchronized (waiting) {
            running = false;
        }
    }

    @Override
    public boolean isRunning() {
        synchronized (waiting) {
            return running;
        }
    }

    /** Shuts the executor down, interrupting the build that runs (its temporary file is deleted). */
    @Override
    public void close() {
        stop();
        executor.shutdown();
    }
}
