package dev.fifteen.search.pdb;

import dev.fifteen.search.PatternBuild;
import dev.fifteen.search.TableStore;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.function.Consumer;

/**
 * Stronger tables built once, in the background, then always there: the 4 x 4 7-8 tables by default. On
 * {@link #start} it maps the tables' file from the data directory if an intact one is there (a damaged, truncated or
 * outdated file is built again, never used), else builds them with {@link PackedPatternDatabaseBuilder} and writes the
 * file through a temporary name, then registers them with the {@link PatternDatabaseCatalog}, which hands them to
 * every later search: no restart. Until then the catalog's standard tables (6-6-3) serve. When the directory cannot
 * be written, the tables are built in memory only. For a goal blank in another cell the split is moved there
 * ({@link PatternPartition#fromTemplate}) and built on demand, one cell per orbit of the board's symmetries, taking
 * from the file every table that is the same (on the 4 x 4 board all but the 7-tile one). Why those tables are the
 * same: {@code docs/algorithms.md}, "Stored tables".
 *
 * <p>Memory: the mapped file off the heap, or the tables on the heap when built in memory; a build holds
 * {@value #BUILD_BYTES_PER_PLACEMENT} bytes per placement at its peak. Thread-safe; builds run on the executor given
 * to {@link #start} (in the service the warm-up's thread, one build at a time), each using {@code threads} threads.
 */
public final class StoredTables {

    /** Peak bytes per placement of a build: {@link PackedPatternDatabaseBuilder}'s word, frontier bits, result. */
    static final int BUILD_BYTES_PER_PLACEMENT = 3;

    private final PatternDatabaseCatalog catalog;
    private final int rows;
    private final int columns;
    private final String template;
    private final Path directory;
    private final int threads;
    private final int priority;
    private final Consumer<String> log;
    private final Map<Integer, CompletableFuture<AdditivePatternDatabase>> byBlank = new ConcurrentHashMap<>();
    private volatile Executor executor;
    /** The tables of the split for blank cell 0, once mapped or built. */
    private volatile List<PatternDatabase> cornerTables;

    /**
     * @param catalog   where the tables go when ready
     * @param rows      the board's rows
     * @param columns   the board's columns
     * @param template  the split drawn for the blank in cell 0 (see {@link PatternPartition#fromTemplate})
     * @param directory the data directory, or {@code null} to build in memory only
     * @param threads   the threads one build uses
     * @param priority  their priority
     * @param log       hears one line per event (loaded, building, written, failed)
     */
    public StoredTables(
            PatternDatabaseCatalog catalog,
            int rows,
            int columns,
            String template,
            Path directory,
            int threads,
            int priority,
            Consumer<String> log) {
        this.catalog = catalog;
        this.rows = rows;
        this.columns = columns;
        this.template = template;
        this.directory = directory;
        this.threads = threads;
        this.priority = priority;
        this.log = log;
    }

    /** The 4 x 4 7-8 tables in {@code directory}. */
    public static StoredTables sevenEight(
            PatternDatabaseCatalog catalog, Path directory, int threads, Consumer<String> log) {
        return new StoredTables(
                catalog, 4, 4, PatternPartition.SEVEN_EIGHT, directory, threads, Thread.MIN_PRIORITY, log);
    }

    /** The file the tables for the blank in cell 0 are kept in. */
    public Path file() {
        PatternPartition partition = PatternPartition.fromTemplate(rows, columns, 0, template);
        return directory == null
                ? null
                : directory.resolve("fifteen-" + rows + "x" + columns + "-" + partition.name() + ".pdb");
    }

    /**
     * Maps or builds the tables for the blank in cell 0 on {@code background} and registers them; from then on,
     * requests for other goal blank cells start their builds there too.
     *
     * @return the tables, when ready
     */
    public CompletableFuture<AdditivePatternDatabase> start(Executor background) {
        this.executor = background;
        catalog.onUnserved(this::demand);
        return byBlank.computeIfAbsent(0, blank -> {
            CompletableFuture<AdditivePatternDatabase> future = new CompletableFuture<>();
            background.execute(() -> complete(future, this::corner));
            return future;
        });
    }

    /**
     * Maps the tables for the blank in cell 0 when their file is there and intact, and registers them; builds
     * nothing. Called ahead of every build, so that a restart serves with them at once; a later {@link #start} finds
     * them in place.
     *
     * @return whether the tables are registered now
     */
    public boolean mapIfIntact() {
        if (ready()) {
            return true;
        }
        PatternPartition partition = PatternPartition.fromTemplate(rows, columns, 0, template);
        List<PatternDatabase> tables =
                cornerStore(partition).mapIfIntact(cornerReader(partition), StoredTables::onHeapForm);
        if (tables == null) {
            return false;
        }
        cornerTables = tables;
        AdditivePatternDatabase heuristic = partition.heuristic(tables);
        catalog.register(rows, columns, heuristic);
        byBlank.putIfAbsent(0, CompletableFuture.completedFuture(heuristic));
        return true;
    }

    /** Whether the tables for the blank in cell 0 are registered. */
    public boolean ready() {
        CompletableFuture<AdditivePatternDatabase> corner = byBlank.get(0);
        return corner != null && corner.isDone() && !corner.isCompletedExceptionally();
    }

    private void demand(int rows, int columns, int goalBlank) {
        if (rows != this.rows || columns != this.columns || cornerTables == null) {
            return;
        }
        int blank = MidSizeTables.canonical(rows, columns, goalBlank);
        byBlank.computeIfAbsent(blank, key -> {
            CompletableFuture<AdditivePatternDatabase> future = new CompletableFuture<>();
            executor.execute(() -> complete(future, () -> other(blank)));
            return future;
        });
    }

    private interface Build {
        AdditivePatternDatabase run() throws IOException;
    }

    private void complete(CompletableFuture<AdditivePatternDatabase> future, Build build) {
        try {
            AdditivePatternDatabase heuristic = build.run();
            catalog.register(rows, columns, heuristic);
            future.complete(heuristic);
        } catch (IOException | RuntimeException | Error e) {
            log.accept("Pattern database tables (" + template + ") not available, the standard ones stay: " + e);
            future.completeExceptionally(e);
        }
    }

    private AdditivePatternDatabase corner() throws IOException {
        PatternPartition partition = PatternPartition.fromTemplate(rows, columns, 0, template);
        TableStore<List<PatternDatabase>> store = cornerStore(partition);
        TableStore.Reader<List<PatternDatabase>> reader = cornerReader(partition);
        List<PatternDatabase> tables = store.mapIfIntact(reader, StoredTables::onHeapForm);
        if (tables == null) {
            requireHeapToBuild(partition);
            tables = store.build(
                    to -> PatternDatabaseFile.write(
                            to,
                            partition,
                            threads,
                            priority,
                            line -> log.accept("The " + partition.name() + " tables: " + line)),
                    reader,
                    () -> build(partition, List.of()));
        }
        cornerTables = tables;
        return partition.heuristic(tables);
    }

    /** One attempt at the tables for the blank in cell 0: their file mapped, or built into it. */
    private TableStore<List<PatternDatabase>> cornerStore(PatternPartition partition) {
        return new TableStore<>("the " + partition.name() + " tables", file(), log);
    }

    /** Reads the tables for the blank in cell 0 from their file, onto the heap where there is room. */
    private TableStore.Reader<List<PatternDatabase>> cornerReader(PatternPartition partition) {
        return from -> onHeapIfRoom(PatternDatabaseFile.loadTables(from, partition), columns);
    }

    /**
     * The mapped tables packed onto the heap in half a byte per entry ({@link PatternDatabase#packed}: the 7-8
     * tables' 577 MB in 288 MB, the file staying mapped for the builds of other goals) when their bytes take at most a
     * quarter of the largest heap (a default heap of a machine of 2.3 GB or more; the memory budget of requests is
     * half the heap), a table whose entries do not fit half a byte copied as it is; else the tables as they are. The
     * search reads a heap array faster than a mapped buffer, on large pages where the JVM has them, and half as
     * many bytes miss the caches half as often (see {@link PatternDatabase#onHeap}); the bench figures are in
     * {@code docs/benchmarks.md}.
     */
    static List<PatternDatabase> onHeapIfRoom(List<PatternDatabase> tables, int columns) {
        long bytes = 0;
        for (PatternDatabase table : tables) {
            bytes += table.bytes();
        }
        if (bytes > Runtime.getRuntime().maxMemory() / 4) {
            return tables;
        }
        List<PatternDatabase> copies = new ArrayList<>(tables.size());
        for (PatternDatabase table : tables) {
            PatternDatabase packed = table.packed(columns);
            copies.add(packed.halves() != null ? packed : table.onHeap());
        }
        return copies;
    }

    /** How the tables are held, for the log: packed or copied onto the heap, or mapped (nothing said). */
    private static String onHeapForm(List<PatternDatabase> tables) {
        if (tables.get(0).halves() != null) {
            return ", packed onto the heap in half a byte per entry";
        }
        return tables.get(0).heap() != null ? ", copied onto the heap" : "";
    }

    private AdditivePatternDatabase other(int blank) {
        long start = System.nanoTime();
        PatternPartition partition = PatternPartition.fromTemplate(rows, columns, blank, template);
        requireHeapToBuild(partition);
        List<PatternDatabase> tables = build(partition, cornerTables);
        log.accept(String.format(
                Locale.ROOT,
                "Built the %s tables for the goal blank in cell %d in %.0f s; now in use",
                partition.name(),
                blank,
                (System.nanoTime() - start) / 1e9));
        return partition.heuristic(tables);
    }

    /**
     * Refuses a build the heap cannot hold beside the requests it serves: a build of a pattern of {@code k} tiles on
     * {@code n} cells holds n! / (n - k)! placements at {@value #BUILD_BYTES_PER_PLACEMENT} bytes each at its peak
     * (a 16-bit word, two frontier bits and the finished byte), and the service keeps
     * {@value TableStore#HEAP_KEPT_FOR_REQUESTS_MIB} MiB beside it. The 4 x 4 7-8 tables thus want a heap of about
     * 2 GB; on a smaller one (a 512 MB container) the standard tables stay, and a prebuilt file is still mapped (off
     * the heap).
     */
    private void requireHeapToBuild(PatternPartition partition) {
        long largest = 0;
        for (int[] pattern : partition.patterns()) {
            largest = Math.max(largest, Placements.count(rows * columns, pattern.length));
        }
        TableStore.requireHeap(largest * BUILD_BYTES_PER_PLACEMENT, "map a prebuilt file instead");
    }

    /** Builds the tables of a split in memory, reusing any of {@code known} that is the same table. */
    private List<PatternDatabase> build(PatternPartition partition, List<PatternDatabase> known) {
        PatternPartition corner = PatternPartition.fromTemplate(rows, columns, 0, template);
        List<PatternDatabase> tables = new ArrayList<>();
        for (int[] pattern : partition.patterns()) {
            PatternDatabase same = null;
            for (PatternDatabase table : known) {
                if (sameTable(table.pattern(), corner.goalBlank(), pattern, partition.goalBlank())) {
                    same = table;
                }
            }
            tables.add(
                    same != null
                            ? same
                            : new PatternDatabase(
                                    rows * columns,
                                    pattern,
                                    false,
                                    PackedPatternDatabaseBuilder.distances(
                                            rows, columns, partition.goalBlank(), pattern, threads, priority)));
        }
        if (tables.stream().anyMatch(table -> table.halves() != null)) {
            // the search reads packed tables only when every one is: pack the new ones beside the stored ones
            tables.replaceAll(table -> table.packed(columns));
        }
        return tables;
    }

    /**
     * Whether two patterns have the same table: the same tiles in the same order, and the blank starting in the
     * same free region (the search then starts from the same abstract state).
     */
    boolean sameTable(int[] pattern, int blank, int[] other, int otherBlank) {
        if (!java.util.Arrays.equals(pattern, other)) {
            return false;
        }
        int occupied = 0;
        for (int cell : pattern) {
            occupied |= 1 << cell;
        }
        int free = ((1 << (rows * columns)) - 1) & ~occupied;
        return region(free, blank) == region(free, otherBlank);
    }

    private int region(int free, int cell) {
        int notFirstColumn = 0;
        int notLastColumn = 0;
        for (int c = 0; c < rows * columns; c++) {
            notFirstColumn |= c % columns != 0 ? 1 << c : 0;
            notLastColumn |= c % columns != columns - 1 ? 1 << c : 0;
        }
        return PatternBuild.region(1 << cell, free, columns, notFirstColumn, notLastColumn);
    }
}
