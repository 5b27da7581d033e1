package dev.fifteen.search.twentyfour;

import dev.fifteen.search.Heuristic;
import dev.fifteen.search.TableReadiness;
import dev.fifteen.search.TableReadiness.Stage;
import dev.fifteen.search.TableStore;
import dev.fifteen.search.pdb.Placements;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

/**
 * The 5 x 5 tables, made only when first wanted: {@link #request} (the first 5 x 5 optimal solve, or the start of
 * the service when configured) maps the file from the data directory if an intact one is there (a damaged, truncated
 * or outdated one is built again, never used), else builds the tables on the background executor (in the service the
 * warm-up's thread, one build at a time) and writes the file through a temporary name, or keeps them in memory when the
 * directory cannot be written. A service that never sees a 5 x 5 board pays nothing. Until they are ready
 * {@link #tables()} is {@code null} and {@link #status()} says why.
 *
 * <p>Memory: the mapped file off the heap (255 MB for 6-6-6-6); a build is counted at
 * {@value #BUILD_BYTES_PER_PLACEMENT} bytes per placement of its largest pattern (it holds 3.25 at its peak, about
 * 415 MB for 6 tiles) and is refused, with the reason in {@link #status()}, when the heap cannot hold that beside
 * {@value TableStore#HEAP_KEPT_FOR_REQUESTS_MIB} MiB for the requests. Thread-safe.
 */
public final class TwentyFourTableStore {

    /** Peak heap bytes per placement of a build: the 16-bit word, the level byte, two frontier bits. */
    static final int BUILD_BYTES_PER_PLACEMENT = 4;

    private final TilePartition partition;
    private final Path file;
    private final boolean build;
    private final int threads;
    private final int priority;
    private final Consumer<String> log;
    private final AtomicBoolean requested = new AtomicBoolean();
    private final CompletableFuture<TwentyFourTables> future = new CompletableFuture<>();
    private volatile TableReadiness status = new TableReadiness(Stage.NOT_ASKED, "not requested yet");
    private volatile long startedNanos;
    private volatile TwentyFourHeuristic heuristic;

    /**
     * @param partition the split
     * @param file      the tables' file (see {@link #fileIn}), or {@code null} to build in memory only
     * @param build     whether to build the tables when the file is missing or damaged (else they stay unavailable)
     * @param threads   the threads a build uses
     * @param priority  their priority
     * @param log       hears one line per event
     */
    public TwentyFourTableStore(
            TilePartition partition, Path file, boolean build, int threads, int priority, Consumer<String> log) {
        this.partition = partition;
        this.file = file;
        this.build = build;
        this.threads = threads;
        this.priority = priority;
        this.log = log;
    }

    /** Tables already in hand (tests, benchmarks). */
    public static TwentyFourTableStore of(TwentyFourTables tables) {
        TwentyFourTableStore store =
                new TwentyFourTableStore(tables.partition(), null, false, 1, Thread.NORM_PRIORITY, s -> {});
        store.requested.set(true);
        store.future.complete(tables);
        store.status = TableReadiness.READY;
        return store;
    }

    /** The file a split's tables are kept in within a data directory: {@code fifteen-5x5-6-6-6-6.pdb}. */
    public static Path fileIn(Path directory, TilePartition partition) {
        return directory.resolve("fifteen-5x5-" + partition.name() + ".pdb");
    }

    /** The file the tables are kept in, or {@code null} when they are built in memory only. */
    public Path file() {
        return file;
    }

    /**
     * Starts mapping or building the tables on {@code background}, once; later calls do nothing. When there is
     * neither a file nor leave to build, the tables are known to be unavailable at once, in the calling thread.
     */
    public void request(Executor background) {
        if (!requested.compareAndSet(false, true)) {
            return;
        }
        startedNanos = System.nanoTime();
        status = new TableReadiness(Stage.PREPARING, "being prepared in the background");
        try {
            (build || file != null && Files.exists(file) ? background : (Executor) Runnable::run)
                    .execute(this::prepare);
        } catch (RuntimeException refused) {
            status = new TableReadiness(Stage.FAILED, "not available: " + refused);
            future.completeExceptionally(refused);
        }
    }

    /**
     * Maps the tables when their file is there and intact, as a {@link #request} would, on the calling thread; builds
     * nothing, and leaves a missing or damaged file to the first request. Called ahead of every build, so that a
     * restart serves 5 x 5 boards with them at once.
     *
     * @return whether the tables are ready now
     */
    public boolean mapIfIntact() {
        if (file == null || !Files.exists(file) || requested.get()) {
            return tables() != null;
        }
        TwentyFourTables tables = new TableStore<TwentyFourTables>(
                        "the 5 x 5 " + partition.name() + " tables", file, log)
                .mapIfIntact(from -> TwentyFourTableFile.load(from, partition));
        if (tables == null || !requested.compareAndSet(false, true)) {
            return tables() != null;
        }
        status = TableReadiness.READY;
        future.complete(tables);
        return true;
    }

    /** The tables, or {@code null} while they are not ready. */
    public TwentyFourTables tables() {
        return future.isDone() && !future.isCompletedExceptionally() ? future.join() : null;
    }

    /**
     * The tables read through the {@link Heuristic} contract ({@link TwentyFourHeuristic}), for the goal with the
     * blank in cell {@link TilePartition#GOAL_BLANK}, or {@code null} while they are not ready; one view for as long
     * as the tables stay the same.
     */
    public Heuristic heuristic() {
        TwentyFourTables tables = tables();
        if (tables == null) {
            return null;
        }
        TwentyFourHeuristic known = heuristic;
        if (known == null || known.tables() != tables) {
            known = new TwentyFourHeuristic(tables);
            heuristic = known;
        }
        return known;
    }

    /** The tables when ready (or failed). */
    public CompletableFuture<TwentyFourTables> future() {
        return future;
    }

    /** Where the tables stand; in words, for the note of an answer given without them. */
    public TableReadiness status() {
        TableReadiness now = status;
        if (now.stage() == Stage.PREPARING) {
            return new TableReadiness(
                    Stage.PREPARING,
                    now.words()
                            + String.format(
                                    Locale.ROOT,
                                    " for %d s (a build takes minutes)",
                                    (System.nanoTime() - startedNanos) / 1_000_000_000L));
        }
        return now;
    }

    private void prepare() {
        try {
            TwentyFourTables tables = mapOrBuild();
            status = TableReadiness.READY;
            future.complete(tables);
        } catch (IOException | RuntimeException | Error e) {
            status = new TableReadiness(Stage.FAILED, "not available (" + e.getMessage() + ")");
            log.accept("The 5 x 5 " + partition.name() + " tables are not available: " + e);
            future.completeExceptionally(e);
        }
    }

    private TwentyFourTables mapOrBuild() throws IOException {
        TableStore<TwentyFourTables> store = new TableStore<>("the 5 x 5 " + partition.name() + " tables", file, log);
        TableStore.Reader<TwentyFourTables> reader = from -> TwentyFourTableFile.load(from, partition);
        TwentyFourTables tables = store.mapIfIntact(reader);
        if (tables != null) {
            return tables;
        }
        if (!build) {
            throw new IOException(file + " is missing or damaged, and building is off");
        }
        requireHeapToBuild(!store.writable());
        status = new TableReadiness(Stage.PREPARING, "being built in the background");
        return store.build(
                to -> TwentyFourTableFile.write(to, partition, threads, priority, log, reusable()),
                reader,
                () -> TwentyFourTables.build(partition, threads, priority));
    }

    /**
     * The intact Korf and Felner tables beside the file, whose two tables a larger split shares (so they are copied,
     * not built again), or {@code null}.
     */
    private TwentyFourTables reusable() {
        if (partition.equals(TilePartition.KORF_FELNER)) {
            return null;
        }
        Path single = fileIn(file.toAbsolutePath().getParent(), TilePartition.KORF_FELNER);
        try {
            return Files.exists(single) ? TwentyFourTableFile.load(single, TilePartition.KORF_FELNER) : null;
        } catch (IOException damaged) {
            return null;
        }
    }

    /**
     * Refuses a build the heap cannot hold beside the requests: the largest pattern's placements at
     * {@value #BUILD_BYTES_PER_PLACEMENT} bytes, plus the finished tables when they stay in memory, plus
     * {@value TableStore#HEAP_KEPT_FOR_REQUESTS_MIB} MiB; a prebuilt file is still mapped (off the heap) on a smaller
     * heap.
     */
    private void requireHeapToBuild(boolean inMemory) {
        long largest = 0;
        for (int[] pattern : partition.tables()) {
            largest = Math.max(largest, Placements.count(TilePartition.CELLS, pattern.length));
        }
        TableStore.requireHeap(
                largest * BUILD_BYTES_PER_PLACEMENT + (inMemory ? partition.entries() : 0),
                "mount a prebuilt file instead");
    }
}
