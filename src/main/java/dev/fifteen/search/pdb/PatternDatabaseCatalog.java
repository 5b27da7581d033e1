package dev.fifteen.search.pdb;

import dev.fifteen.search.Deadline;
import dev.fifteen.search.Grid;
import dev.fifteen.search.Heuristic;
import dev.fifteen.search.ManhattanDistance;
import dev.fifteen.search.TableReadiness;
import dev.fifteen.search.TableSet;
import dev.fifteen.search.TableStore;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
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
import java.util.function.Consumer;

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
     * heuristic's orientation (tile labels, being goal cells, map the same way); {@code transposed} when that
     * orientation is the board's shape turned ({@code columns x rows}: the tables of a 4 x 5 board serving a 5 x 4
     * one), {@link #grid} the shape to search on.
     */
    public record Choice(Heuristic heuristic, int[] cellMap, boolean transposed) {

        /** A heuristic for the board's own shape, under the symmetry {@code cellMap}. */
        public Choice(Heuristic heuristic, int[] cellMap) {
            this(heuristic, cellMap, false);
        }

        /** The cells the heuristic reads, for a board of {@code rows x columns}: the turned shape when transposed. */
        public Grid grid(int rows, int columns) {
            return transposed ? new Grid(columns, rows) : new Grid(rows, columns);
        }
    }

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
    private final Map<Key, Standard> standard = new ConcurrentHashMap<>();
    private volatile TableStore store = new TableStore(null, Long.MAX_VALUE, line -> {});

    /**
     * Keeps the standard tables built here in {@code store} (in memory only, within its budget, the least recently
     * used evicted and built again when next needed) instead of a store of the catalog's own without a budget. Called
     * before the first table is built.
     */
    public void keepIn(TableStore store) {
        this.store = store;
    }

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
        return stored(new Grid(rows, columns), goalBlank) != null;
    }

    /**
     * The tables serving this shape and goal blank (or a symmetric one) when they are in use already, registered or
     * of a source; {@code null} otherwise. Builds nothing and asks for nothing.
     */
    public Choice inUse(int rows, int columns, int goalBlank) {
        return stored(new Grid(rows, columns), goalBlank);
    }

    /** Asks the sources serving this shape for the tables of this goal blank cell; never waits, builds nothing here. */
    public void request(int rows, int columns, int goalBlank) {
        for (PatternTableSource source : sources) {
            if (source.serves(rows, columns)) {
                source.request(rows, columns, goalBlank);
            }
        }
    }

    /**
     * The registered tables, else those of a source in use, for this goal blank or a symmetric one; else the same of
     * the transposed shape ({@link Grid#transposes}: a 5 x 4 board searched as the 4 x 5 board it turns into); or
     * null.
     */
    private Choice stored(Grid grid, int goalBlank) {
        Choice own = stored(grid.rows, grid.columns, goalBlank, grid.symmetries(), false);
        return own != null ? own : stored(grid.columns, grid.rows, goalBlank, grid.transposes(), true);
    }

    /** The tables of shape {@code rows x columns} for the goal blank cell a map takes {@code goalBlank} to. */
    private Choice stored(int rows, int columns, int goalBlank, int[][] maps, boolean transposed) {
        for (int[] map : maps) {
            Heuristic heuristic = loaded.get(new Key(rows, columns, map[goalBlank]));
            if (heuristic != null) {
                return new Choice(heuristic, map, transposed);
            }
        }
        for (PatternTableSource source : sources) {
            if (source.serves(rows, columns)) {
                for (int[] map : maps) {
                    Heuristic heuristic = source.ready(rows, columns, map[goalBlank]);
                    if (heuristic != null) {
                        return new Choice(heuristic, map, transposed);
                    }
                }
            }
        }
        return null;
    }

    /**
     * Starts building the standard tables for a shape and goal blank on the executor, unless they are in use or on
     * their way (a failed build is tried again).
     *
     * @throws RuntimeException what the executor threw when it refused the build (nothing is left waiting for it)
     */
    public CompletableFuture<Heuristic> prepare(int rows, int columns, int goalBlank, Executor executor) {
        Standard recipe = standard(rows, columns, goalBlank);
        CompletableFuture<AdditivePatternDatabase> future = store.request(recipe, executor);
        if (future.isCompletedExceptionally()
                && store.readiness(recipe.set()).stage() == TableReadiness.Stage.NOT_ASKED) {
            // refused by the executor: said to the caller, as a build that cannot start
            try {
                future.join();
            } catch (CompletionException refused) {
                throw refused.getCause() instanceof RuntimeException cause ? cause : refused;
            }
        }
        @SuppressWarnings("unchecked") // read only as a heuristic: the tables are one
        CompletableFuture<Heuristic> tables = (CompletableFuture<Heuristic>) (CompletableFuture<?>) future;
        return tables;
    }

    private Standard standard(int rows, int columns, int goalBlank) {
        return standard.computeIfAbsent(
                new Key(rows, columns, goalBlank), key -> new Standard(rows, columns, goalBlank, builds));
    }

    /**
     * Where the pattern tables (not the Manhattan distance) of this shape and goal blank stand: ready when tables
     * registered here serve it (or a symmetric goal blank, or the transposed shape) or a source's do; over 16 cells,
     * where the source of that shape says its tables stand (not configured without one); up to 16 cells, ready when
     * its standard tables are built, being built while they are, else not asked for yet.
     */
    public TableReadiness readiness(int rows, int columns, int goalBlank) {
        Grid grid = new Grid(rows, columns);
        int[][] symmetries = grid.symmetries();
        for (int[] map : symmetries) {
            if (loaded.containsKey(new Key(rows, columns, map[goalBlank]))) {
                return TableReadiness.READY;
            }
        }
        for (int[] map : grid.transposes()) {
            if (loaded.containsKey(new Key(columns, rows, map[goalBlank]))) {
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
            TableReadiness.Stage stage = store.readiness(
                            standard(rows, columns, map[goalBlank]).set())
                    .stage();
            if (stage == TableReadiness.Stage.READY) {
                return TableReadiness.READY;
            }
            building |= stage == TableReadiness.Stage.QUEUED || stage == TableReadiness.Stage.PREPARING;
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
        Choice stored = stored(grid, goalBlank);
        if (stored != null) {
            return stored;
        }
        request(rows, columns, goalBlank);
        if (grid.size > 16) {
            return new Choice(new ManhattanDistance(rows, columns, goalBlank), symmetries[0]);
        }
        for (int[] map : symmetries) {
            Heuristic heuristic =
                    store.ready(standard(rows, columns, map[goalBlank]).set());
            if (heuristic != null) {
                return new Choice(heuristic, map);
            }
        }
        for (int[] map : symmetries) {
            Standard recipe = standard(rows, columns, map[goalBlank]);
            TableReadiness.Stage stage = store.readiness(recipe.set()).stage();
            if (stage == TableReadiness.Stage.QUEUED || stage == TableReadiness.Stage.PREPARING) {
                return await(store.request(recipe, ON_DEMAND_BUILDS), map, deadline);
            }
        }
        // Built off the request's thread, so that a short deadline is kept; a later request finds the tables.
        return await(prepare(rows, columns, goalBlank, ON_DEMAND_BUILDS), symmetries[0], deadline);
    }

    /**
     * How the {@link TableStore} makes the standard tables of a shape and goal blank cell
     * ({@link PatternPartition#standard}): built in memory by {@link PatternDatabaseBuilder}, blank-aware, a byte for
     * each placement and blank cell; the {@link BuildWatch} told of each build.
     */
    private static final class Standard implements TableStore.Recipe<AdditivePatternDatabase> {
        private final PatternPartition partition;
        private final RuntimeException unsplit;
        private final BuildWatch watch;
        private final TableSet set;
        private volatile BuildWatch.Build build = failure -> {};

        Standard(int rows, int columns, int goalBlank, BuildWatch watch) {
            PatternPartition split = null;
            RuntimeException refused = null;
            try {
                split = PatternPartition.standard(rows, columns, goalBlank);
            } catch (IllegalArgumentException e) {
                // a shape with no standard split: its build fails with the reason, as any failed build does
                refused = e;
            }
            this.partition = split;
            this.unsplit = refused;
            this.watch = watch;
            this.set = new TableSet(
                    TableSet.Kind.STANDARD, rows, columns, goalBlank, split == null ? "standard" : split.name());
        }

        @Override
        public TableSet set() {
            return set;
        }

        @Override
        public long bytes() {
            if (partition == null) {
                return 0;
            }
            int cells = partition.rows() * partition.columns();
            long bytes = 0;
            for (int[] pattern : partition.patterns()) {
                bytes += Placements.count(cells, pattern.length) * (cells - pattern.length);
            }
            return bytes;
        }

        /** Seconds and a few hundred MB at most, and a request waits for them: not checked against the heap. */
        @Override
        public long buildPeakBytes(boolean inMemory) {
            return 0;
        }

        @Override
        public String instead() {
            return "the Manhattan distance serves";
        }

        @Override
        public AdditivePatternDatabase read(Path file) throws IOException {
            throw new IOException("the standard tables have no file");
        }

        @Override
        public void write(Path file, Consumer<String> log) throws IOException {
            throw new IOException("the standard tables have no file");
        }

        @Override
        public AdditivePatternDatabase build(Consumer<String> log) {
            if (unsplit != null) {
                throw unsplit;
            }
            return partition.build();
        }

        @Override
        public void queued() {
            build = watch.started(set.rows(), set.columns(), set.goalBlank());
        }

        @Override
        public void ended(Throwable failure) {
            build.ended(failure);
        }

        @Override
        public boolean retryAfterFailure() {
            return true;
        }
    }

    /**
     * Waits for tables being built, in short slices so that a cancelled deadline (a client gone, a job cancelled)
     * stops the wait as promptly as it stops a search.
     */
    private static Choice await(CompletableFuture<? extends Heuristic> future, int[] map, Deadline deadline) {
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
