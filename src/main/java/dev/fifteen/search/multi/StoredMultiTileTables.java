package dev.fifteen.search.multi;

import dev.fifteen.search.TableStore;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.function.Consumer;

/**
 * The multi-tile pattern tables of the service: small sets (a board of up to 12 cells: milliseconds) are built in
 * the asking thread; larger ones (the 4 x 4 sets) are read from the data directory when an intact file of this
 * version is there, else built on the executor given (in the service the warm-up's, one build at a time) and
 * written there through a temporary name ({@link MultiTileTableFile}). Until a set is ready, {@link #tables} answers
 * {@code null} and the searches use the walking distance alone: no request waits for a build.
 *
 * <p>Memory: sets stay on the heap, at most {@code maxEntries} 4-bit entries in all (a 4 x 4 set is 41.6 million
 * entries, 21 MB; a build holds about 80 MB more at its peak); a set beyond that, or a build that would leave less
 * than {@value TableStore#HEAP_KEPT_FOR_REQUESTS_MIB} MiB of heap to the requests, is not made, and its boards keep
 * the walking distance. Thread-safe.
 */
public final class StoredMultiTileTables implements MultiTileTableSource {

    /** Sets of at most this many entries are built where asked, in milliseconds. */
    static final long BUILT_IN_PLACE_ENTRIES = 6_000_000;

    /** A build's peak beside its result: a byte per entry of its largest table and the lists of reached states. */
    static final long BUILD_PEAK_BYTES = 80L << 20;

    private final Path directory;
    private final Executor executor;
    private final Consumer<String> log;
    private final long maxEntries;
    private final long builtInPlaceEntries;
    private final Map<Integer, CompletableFuture<MultiTilePatternTables>> sets = new ConcurrentHashMap<>();

    /**
     * @param directory  the data directory, or {@code null} to build in memory only
     * @param executor   where the larger sets are read or built
     * @param maxEntries the entries kept over all sets
     * @param log        hears one line per event (read, building, written, failed)
     */
    public StoredMultiTileTables(Path directory, Executor executor, long maxEntries, Consumer<String> log) {
        this(directory, executor, maxEntries, log, BUILT_IN_PLACE_ENTRIES);
    }

    StoredMultiTileTables(
            Path directory, Executor executor, long maxEntries, Consumer<String> log, long builtInPlaceEntries) {
        this.builtInPlaceEntries = builtInPlaceEntries;
        this.directory = directory;
        this.executor = executor;
        this.maxEntries = maxEntries;
        this.log = log;
    }

    @Override
    public MultiTilePatternTables tables(int rows, int columns, int goalBlank) {
        CompletableFuture<MultiTilePatternTables> set = prepare(rows, columns, goalBlank);
        return set != null && set.isDone() && !set.isCompletedExceptionally() ? set.join() : null;
    }

    /**
     * Starts reading or building the set of the shape and goal blank unless it is there or under way, and returns it
     * to come; {@code null} when the shape has no tables or there is no room for them.
     */
    public CompletableFuture<MultiTilePatternTables> prepare(int rows, int columns, int goalBlank) {
        if (rows * columns > MultiTilePatternTables.MAX_CELLS) {
            return null;
        }
        MultiTilePatternTables.check(rows, columns, goalBlank);
        int key = (rows << 16) | (columns << 8) | goalBlank;
        CompletableFuture<MultiTilePatternTables> set = sets.get(key);
        if (set != null) {
            return set;
        }
        long entries = MultiTilePatternTables.entries(rows, columns, goalBlank);
        if (entries <= builtInPlaceEntries) {
            return sets.computeIfAbsent(
                    key,
                    k -> CompletableFuture.completedFuture(MultiTilePatternTables.build(rows, columns, goalBlank)));
        }
        CompletableFuture<MultiTilePatternTables> started = new CompletableFuture<>();
        synchronized (sets) {
            set = sets.get(key);
            if (set != null) {
                return set;
            }
            if (keptEntries() + entries > maxEntries) {
                return null;
            }
            sets.put(key, started);
        }
        // outside the lock: the executor may run the build at once, and other shapes must not wait for it
        executor.execute(() -> {
            try {
                started.complete(readOrBuild(rows, columns, goalBlank, entries));
            } catch (RuntimeException | Error failure) {
                log.accept("Multi-tile tables of " + rows + " x " + columns + ", blank " + goalBlank + " not made: "
                        + failure.getMessage());
                sets.remove(key, started);
                started.completeExceptionally(failure);
            }
        });
        return started;
    }

    /** The entries of the sets kept or under way. Holds the lock of {@code sets}. */
    private long keptEntries() {
        long kept = 0;
        for (int other : sets.keySet()) {
            kept += MultiTilePatternTables.entries(other >>> 16, (other >>> 8) & 0xFF, other & 0xFF);
        }
        return kept;
    }

    /** The file of the set of this shape and goal blank, or {@code null} when sets are built in memory only. */
    public Path file(int rows, int columns, int goalBlank) {
        return directory == null ? null : directory.resolve(MultiTileTableFile.name(rows, columns, goalBlank));
    }

    /**
     * Reads the set of the shape and goal blank when its file is there and intact and there is room for it; builds
     * nothing. Called ahead of every build, so that a restart serves with the set at once.
     *
     * @return whether the set is in hand now
     */
    public boolean readIfIntact(int rows, int columns, int goalBlank) {
        int key = (rows << 16) | (columns << 8) | goalBlank;
        CompletableFuture<MultiTilePatternTables> known = sets.get(key);
        if (known != null) {
            return known.isDone() && !known.isCompletedExceptionally();
        }
        Path file = file(rows, columns, goalBlank);
        if (file == null || !Files.exists(file)) {
            return false;
        }
        MultiTilePatternTables read = new TableStore<MultiTilePatternTables>(
                        "the multi-tile tables of " + rows + " x " + columns + ", blank " + goalBlank, file, log)
                .readIfIntact(from -> MultiTileTableFile.read(from, rows, columns, goalBlank), tables -> "");
        if (read == null) {
            return false;
        }
        synchronized (sets) {
            if (sets.containsKey(key)) {
                return true;
            }
            if (keptEntries() + MultiTilePatternTables.entries(rows, columns, goalBlank) > maxEntries) {
                return false;
            }
            sets.put(key, CompletableFuture.completedFuture(read));
        }
        return true;
    }

    private MultiTilePatternTables readOrBuild(int rows, int columns, int goalBlank, long entries) {
        String what = rows + " x " + columns + ", blank " + goalBlank;
        Path file = file(rows, columns, goalBlank);
        MultiTilePatternTables read = new TableStore<MultiTilePatternTables>(
                        "the multi-tile tables of " + what, file, log)
                .readIfIntact(from -> MultiTileTableFile.read(from, rows, columns, goalBlank), tables -> "");
        if (read != null) {
            return read;
        }
        TableStore.requireHeap(BUILD_PEAK_BYTES + entries / 2, "their boards keep the walking distance");
        long start = System.nanoTime();
        MultiTilePatternTables tables = MultiTilePatternTables.build(rows, columns, goalBlank);
        log.accept(String.format(
                Locale.ROOT,
                "Built the multi-tile tables of %s in %.1f s: %s",
                what,
                (System.nanoTime() - start) / 1e9,
                tables.describe()));
        if (file != null) {
            try {
                MultiTileTableFile.write(file, tables);
                log.accept("Wrote the multi-tile tables of " + what + " to " + file);
            } catch (IOException e) {
                log.accept("Keeping the multi-tile tables of " + what + " in memory only: " + e.getMessage());
            }
        }
        return tables;
    }
}
