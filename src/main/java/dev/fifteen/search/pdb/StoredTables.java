package dev.fifteen.search.pdb;

import dev.fifteen.search.PatternBuild;
import dev.fifteen.search.TableReadiness;
import dev.fifteen.search.TableStore;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;

/**
 * Stronger tables for boards of up to 16 cells, built once in the background and kept in the {@link TableStore}: the
 * 4 x 4 7-8 tables by default. {@link #start} asks the store for the split drawn for the goal blank in cell 0, which
 * maps its file from the data directory when an intact one is there, else builds them with
 * {@link PackedPatternDatabaseBuilder} and writes the file; the {@link PatternDatabaseCatalog} serves them to every
 * later search from then on (no restart), and until then its standard tables (6-6-3). For a goal blank in another
 * cell the split is moved there ({@link PatternPartition#fromTemplate}) and built on demand, one cell per orbit of
 * the board's symmetries, taking from the corner's set every table that is the same (on the 4 x 4 board all but the
 * 7-tile one), held in memory only. Why those tables are the same: {@code docs/algorithms.md}, "Stored tables".
 *
 * <p>Memory: the tables within the store's budget, packed onto the heap where there is room; a build holds
 * {@value PatternRecipe#PACKED_BYTES_PER_PLACEMENT} bytes per placement of its largest pattern at its peak. An evicted
 * set is made again at the next request for its goal. Thread-safe; builds run on the executor given to
 * {@link #start} (in the service the warm-up's thread, one build at a time), each using {@code threads} threads.
 */
public final class StoredTables implements PatternTableSource {

    private final TableStore store;
    private final int rows;
    private final int columns;
    private final String template;
    private final int threads;
    private final int priority;
    private final PatternRecipe[] recipes;
    private volatile Executor executor;

    /**
     * @param store    where the tables are kept
     * @param rows     the board's rows
     * @param columns  the board's columns
     * @param template the split drawn for the blank in cell 0 (see {@link PatternPartition#fromTemplate})
     * @param threads  the threads one build uses
     * @param priority their priority
     */
    public StoredTables(TableStore store, int rows, int columns, String template, int threads, int priority) {
        this.store = store;
        this.rows = rows;
        this.columns = columns;
        this.template = template;
        this.threads = threads;
        this.priority = priority;
        this.recipes = new PatternRecipe[rows * columns];
    }

    /** The 4 x 4 7-8 tables. */
    public static StoredTables sevenEight(TableStore store, int threads) {
        return new StoredTables(store, 4, 4, PatternPartition.SEVEN_EIGHT, threads, Thread.MIN_PRIORITY);
    }

    /** The file the tables for the blank in cell 0 are kept in, or {@code null} when they are built in memory. */
    public Path file() {
        return recipe(0).file(store.directory());
    }

    /**
     * Asks for the tables for the blank in cell 0 on {@code background}; from then on, requests for other goal blank
     * cells start their builds there too.
     *
     * @return the tables, when ready
     */
    public CompletableFuture<AdditivePatternDatabase> start(Executor background) {
        this.executor = background;
        return store.request(recipe(0), background).thenApply(PatternTables::heuristic);
    }

    /**
     * Maps the tables for the blank in cell 0 when their file is there and intact (see
     * {@link TableStore#loadIfIntact}); builds nothing. Called ahead of every build, so that a restart serves with
     * them at once.
     *
     * @return whether the tables are in use now
     */
    public boolean mapIfIntact() {
        return store.loadIfIntact(recipe(0));
    }

    /** Whether the tables for the blank in cell 0 are in use. */
    public boolean ready() {
        return store.readiness(recipe(0).set()).ready();
    }

    @Override
    public boolean serves(int rows, int columns) {
        return rows == this.rows && columns == this.columns;
    }

    @Override
    public AdditivePatternDatabase ready(int rows, int columns, int goalBlank) {
        if (!serves(rows, columns)) {
            return null;
        }
        PatternTables tables = store.ready(recipe(goalBlank).set());
        return tables == null ? null : tables.heuristic();
    }

    /**
     * Asks for the tables of another goal blank once {@link #start} has run: built from the corner's set when it is
     * in use, else the corner's set asked for again first (it was evicted).
     */
    @Override
    public void request(int rows, int columns, int goalBlank) {
        Executor background = executor;
        if (!serves(rows, columns) || background == null) {
            return;
        }
        int blank = MidSizeTables.canonical(rows, columns, goalBlank);
        PatternTables corner = store.ready(recipe(0).set());
        if (blank == 0 || corner == null) {
            store.request(recipe(0), background);
        } else {
            store.request(recipe(blank, corner.tables()), background);
        }
    }

    @Override
    public TableReadiness readiness(int rows, int columns, int goalBlank) {
        return store.readiness(
                recipe(MidSizeTables.canonical(rows, columns, goalBlank)).set());
    }

    /** The recipe of the split for a goal blank cell; the tables of another cell than 0 are built from those given. */
    private PatternRecipe recipe(int blank) {
        return recipe(blank, List.of());
    }

    private synchronized PatternRecipe recipe(int blank, List<PatternDatabase> corner) {
        PatternRecipe known = recipes[blank];
        if (known != null && (blank == 0 || corner.isEmpty())) {
            return known;
        }
        PatternPartition partition = PatternPartition.fromTemplate(rows, columns, blank, template);
        PatternPartition cornerSplit = PatternPartition.fromTemplate(rows, columns, 0, template);
        List<int[]> own = new ArrayList<>();
        for (int[] pattern : partition.patterns()) {
            boolean shared = false;
            for (PatternDatabase table : corner) {
                shared |= sameTable(table.pattern(), cornerSplit.goalBlank(), pattern, blank);
            }
            if (!shared) {
                own.add(pattern);
            }
        }
        PatternRecipe recipe = new PatternRecipe(
                partition,
                threads,
                priority,
                true,
                PatternRecipe.heldBytes(rows * columns, own, true),
                true,
                "map a prebuilt file instead",
                () -> build(partition, corner),
                tables -> {});
        recipes[blank] = recipe;
        return recipe;
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
