package dev.fifteen.search.pdb;

import dev.fifteen.search.Deadline;
import dev.fifteen.search.Grid;
import dev.fifteen.search.Heuristic;
import dev.fifteen.search.ManhattanDistance;
import dev.fifteen.search.TableReadiness;

import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The heuristics in use, per board shape and goal blank cell: pattern databases built on first use (or ahead of
 * time, in the background) and kept for the life of the catalog; ahead of them tables registered from a file, then
 * those of the {@linkplain #serve sources} kept in the {@link dev.fifteen.search.TableStore} when they are in use
 * (the 4 x 4 7-8 tables, see {@link StoredTables}; for shapes of 17 to 25 cells the {@link MidSizeTables}: asked
 * for, never waited for, and until then, as over 25 cells, the Manhattan distance).
 *
 * <p>Stored tables can arrive, and go when evicted, at any time; the next search takes what is in use, one already
 * running keeps what it chose.
 *
 * <p>A table set serves not only its own goal blank cell but every cell a symmetry of the board maps onto it:
 * the board and goal are turned with it, so the 4 x 4 tables for the blank in the bottom-right corner also serve
 * Korf's goal with the blank in the top-left corner. Thread-safe; a request that finds its tables missing or
 * still being built waits for them within its deadline while they are built in the background.
 */
public final class PatternDatabaseCatalog {

    /** How often a wait for tables being built looks at its deadline's cancellation. */
    private static final long AWAIT_SLICE_NANOS = TimeUnit.MILLISECONDS.toNanos(20);

    /**
     * A heuristic together with the symmetry under which it applies: {@code cellMap[cell]} is the cell in the
     * heuristic's orientation (tile labels, being goal cells, map the same way).
     */
    public record Choice(Heuristic heuristic, int[] cellMap) {}

    private record Key(int rows, int columns, int goalBlank) {}

    private static final TableReadiness BUILDING =
            new TableReadiness(TableReadiness.Stage.PREPARING, "being built in the background");
    private static final TableReadiness NOT_ASKED =
            new TableReadiness(TableReadiness.Stage.NOT_ASKED, "not asked for yet");

    /**
     * Builds the tables of boards of at most 16 cells first asked for by a request (seconds each): apart from the
     * warm-up, whose minutes-long builds they must not queue behind, since a request waits for them within its
     * deadline; at most {@value #ON_DEMAND_BUILD_THREADS} at once, the rest queued (there are at most as many as
     * shapes and goal blanks), on daemon threads that end when idle.
     */
    private static final ExecutorService ON_DEMAND_BUILDS = onDemandBuilds();

    /** The builds of {@link #ON_DEMAND_BUILDS} run at once: two cores' worth. */
    static final int ON_DEMAND_BUILD_THREADS = 2;

    private static ExecutorService onDemandBuilds() {
        ThreadFactory threads = Executors.defaultThreadFactory();
        AtomicInteger count = new AtomicInteger();
        ThreadPoolExecutor executor = new ThreadPoolExecutor(
                ON_DEMAND_BUILD_THREADS,
                ON_DEMAND_BUILD_THREADS,
                30,
                TimeUnit.SECONDS,
                new LinkedBlockingQueue<>(),
                task -> {
                    Thread thread = threads.newThread(task);
                    thread.setName("pattern-database-build-" + count.incrementAndGet());
                    thread.setDaemon(true);
                    return thread;
                });
        executor.allowCoreThreadTimeOut(true);
        return executor;
    }

    /**
     * Hears of each build of standard tables: {@link #started} when it is handed to its executor (on the thread that
     * asked for it), and the returned {@link Build} when it ends, on the thread that built it. The web layer traces
     * the builds through it; the catalog knows no tracing.
     */
    public interface BuildWatch {
        /** Watches nothing. */
        BuildWatch NONE = (rows, columns, goalBlank) -> failure -> {};

        Build started(int rows, int columns, int goalBlank);

        /** One build in progress. */
        interface Build {
            /** The build ended, with its failure or {@code null} when the tables are ready. */
            void ended(Throwable failure);
        }
    }

    private final Map<Key, Heuristic> loaded = new ConcurrentHashMap<>();
    private volatile BuildWatch builds = BuildWatch.NONE;
    private final List<PatternTableSource> sources = new CopyOnWriteArrayList<>();
    private final Map<Key, CompletableFuture<Heuristic>> built = new ConcurrentHashMap<>();

    /** Adds tables loaded from a file; they take precedence over built ones for their shape and goal blank. */
    public void register(int rows, int columns, AdditivePatternDatabase heuristic) {
        register(rows, columns, heuristic.goalBlank(), heuristic);
    }

    /** Adds a heuristic for a shape and goal blank cell, taking precedence over the tables built here. */
    public void register(int rows, int columns, int goalBlank, Heuristic heuristic) {
        loaded.put(new Key(rows, columns, goalBlank), heuristic);
    }

    /**
     * Serves the tables of {@code source} ahead of the standard ones (after those {@linkplain #register registered}):
     * a search takes them when they are in use, and asks the source for them (never waiting) when they are not.
     */
    public void serve(PatternTableSource source) {
        if (!sources.contains(source)) {
            sources.add(source);
        }
    }

    /** Sets who hears of each build of standard tables (see {@link BuildWatch}). */
    public void onBuild(BuildWatch watch) {
        this.builds = watch;
    }

    /** Whether tables registered or of a source (rather than the standard ones) serve this shape and goal blank. */
    public boolean served(int rows, int columns, int goalBlank) {
        return stored(rows, columns, goalBlank, new Grid(rows, columns).symmetries()) != null;
    }

    /** The registered tables, else those of a source in use, for this goal blank or a symmetric one; or null. */
    private Choice stored(int rows, int columns, int goalBlank, int[][] symmetries) {
        for (int[] map : symmetries) {
            Heuristic heuristic = loaded.get(new Key(rows, columns, map[goalBlank]));
            if (heuristic != null) {
                return new Choice(heuristic, map);
            }
        }
        for (PatternTableSource source : sources) {
            if (source.serves(rows, columns)) {
                for (int[] map : symmetries) {
                    Heuristic heuristic = source.ready(rows, columns, map[goalBlank]);
                    if (heuristic != null) {
                        return new Choice(heuristic, map);
                    }
                }
            }
        }
        return null;
    }

    /** Starts building the standard tables for a shape and goal blank on the executor, unless present. */
    public CompletableFuture<Heuristic> prepare(int rows, int columns, int goalBlank, Executor executor) {
        Key key = new Key(rows, columns, goalBlank);
        CompletableFuture<Heuristic> created = new CompletableFuture<>();
        CompletableFuture<Heuristic> existing = built.putIfAbsent(key, created);
        if (existing != null) {
            return existing;
        }
        BuildWatch.Build build = builds.started(rows, columns, goalBlank);
        try {
            executor.execute(() -> complete(key, created, build));
        } catch (RuntimeException refused) {
            // nothing will complete it: forget it, so that a later request builds again instead of waiting
            built.remove(key, created);
            created.completeExceptionally(refused);
            build.ended(refused);
            throw refused;
        }
        return created;
    }

    /**
     * Where the pattern tables (not the Manhattan distance) of this shape and goal blank stand: ready when tables
     * registered here or of a source serve it (or a symmetric goal blank); over 16 cells, where the source of that
     * shape says its tables stand (not configured without one); up to 16 cells, ready when its standard tables are
     * built, being built while they are, else not asked for yet.
     */
    public TableReadiness readiness(int rows, int columns, int goalBlank) {
        int[][] symmetries = new Grid(rows, columns).symmetries();
        for (int[] map : symmetries) {
            if (loaded.containsKey(new Key(rows, columns, map[goalBlank]))) {
                return TableReadiness.READY;
            }
        }
        TableReadiness stored = null;
        for (PatternTableSource source : sources) {
            if (source.serves(rows, columns)) {
                TableReadiness readiness = source.readiness(rows, columns, goalBlank);
                if (readiness.ready()) {
                    return readiness;
                }
                stored = stored == null ? readiness : stored;
            }
        }
        if (rows * columns > 16) {
            return stored == null ? TableReadiness.NOT_CONFIGURED : stored;
        }
        boolean building = false;
        for (int[] map : symmetries) {
            CompletableFuture<Heuristic> future = built.get(new Key(rows, columns, map[goalBlank]));
            if (future != null && future.isDone() && !future.isCompletedExceptionally()) {
                return TableReadiness.READY;
            }
            building |= future != null && !future.isDone();
        }
        return building ? BUILDING : NOT_ASKED;
    }

    /** Whether pattern tables serve this shape and goal blank without waiting ({@link #readiness} is ready). */
    public boolean ready(int rows, int columns, int goalBlank) {
        return readiness(rows, columns, goalBlank).ready();
    }

    /**
     * The best heuristic for boards of this shape and goal blank, building standard tables if there are none.
     *
     * @return the choice, or {@code null} if the tables were still being built when the deadline passed
     */
    public Choice choose(int rows, int columns, int goalBlank, Deadline deadline) {
        Grid grid = new Grid(rows, columns);
        int[][] symmetries = grid.symmetries();
        Choice stored = stored(rows, columns, goalBlank, symmetries);
        if (stored != null) {
            return stored;
        }
        for (PatternTableSource source : sources) {
            if (source.serves(rows, columns)) {
                source.request(rows, columns, goalBlank);
            }
        }
        if (grid.size > 16) {
            return new Choice(new ManhattanDistance(rows, columns, goalBlank), symmetries[0]);
        }
        for (int[] map : symmetries) {
            CompletableFuture<Heuristic> future = built.get(new Key(rows, columns, map[goalBlank]));
            if (future != null && future.isDone() && !future.isCompletedExceptionally()) {
                return new Choice(future.join(), map);
            }
        }
        for (int[] map : symmetries) {
            CompletableFuture<Heuristic> future = built.get(new Key(rows, columns, map[goalBlank]));
            if (future != null) {
                return await(future, map, deadline);
            }
        }
        // Built off the request's thread, so that a short deadline is kept; a later request finds the tables.
        return await(prepare(rows, columns, goalBlank, ON_DEMAND_BUILDS), symmetries[0], deadline);
    }

    private void complete(Key key, CompletableFuture<Heuristic> future, BuildWatch.Build build) {
        Heuristic heuristic;
        try {
            heuristic = PatternPartition.standard(key.rows(), key.columns(), key.goalBlank())
                    .build();
        } catch (RuntimeException | Error e) {
            built.remove(key, future);
            build.ended(e);
            future.completeExceptionally(e);
            return;
        }
        build.ended(null);
        future.complete(heuristic);
    }

    /**
     * Waits for tables being built, in short slices so that a cancelled deadline (a client gone, a job cancelled)
     * stops the wait as promptly as it stops a search.
     */
    private static Choice await(CompletableFuture<Heuristic> future, int[] map, Deadline deadline) {
        try {
            while (true) {
                try {
                    long slice = Math.min(deadline.remaining().toNanos(), AWAIT_SLICE_NANOS);
                    return new Choice(future.get(slice, TimeUnit.NANOSECONDS), map);
                } catch (TimeoutException e) {
                    if (deadline.expired()) {
                        return null;
                    }
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        } catch (ExecutionException e) {
            throw new IllegalStateException("building pattern databases failed", e.getCause());
        }
    }
}
