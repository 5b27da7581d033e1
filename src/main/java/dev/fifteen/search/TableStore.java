package dev.fifteen.search;

import dev.fifteen.search.TableReadiness.Stage;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.Consumer;

/**
 * The one store of the service's tables, every kind of them (the 4 x 4 7-8 tables, the 5 x 5 tables, the tables of
 * boards of 17 to 25 cells, the multi-tile sets), each set named by its {@link TableSet} and made by its
 * {@link Recipe}. A set goes through one lifecycle ({@link Stage}): asked for ({@link #request}) it is queued on the
 * executor its kind gives (in the service the one warm-up), then mapped from its file when an intact one is in the
 * data directory (a damaged, truncated or outdated file is built again, never used), else built and written there
 * through {@link TableFile} (or kept in memory only when the folder cannot be written), and put in use; a set whose
 * file is on disk can be mapped ahead of every build ({@link #loadIfIntact}). Every step is logged.
 *
 * <p>Memory: the sets in use take at most {@code budgetBytes} together, whatever their kind ({@link Recipe#bytes}); a
 * set that would go beyond it evicts the least recently used others first ({@link #ready} counts as a use), and a set
 * larger than the whole budget is refused before it is made. A search that holds an evicted set keeps it until it
 * ends; the set is made again when next asked for. A build is refused when the largest heap cannot hold its peak
 * beside {@value #HEAP_KEPT_FOR_REQUESTS_MIB} MiB for the requests ({@link #requireHeap}). A set that failed or was
 * refused stays so (a restart, or a larger budget, brings it). Thread-safe; the steps that take time run outside
 * the store's lock.
 */
public final class TableStore {

    /** Heap left to the requests while a build runs. */
    public static final long HEAP_KEPT_FOR_REQUESTS_MIB = 512;

    /**
     * How one set is read, built and counted: what each kind of tables says of itself.
     *
     * @param <T> the tables, as the searches read them
     */
    public interface Recipe<T> {

        /** The set. */
        TableSet set();

        /** The bytes the set takes in use (heap or mapped), counted against the budget. */
        long bytes();

        /**
         * The heap a build holds at its peak; {@code inMemory} when its tables stay on the heap as well; 0 for a
         * build small enough to go unchecked (the standard tables of a request that waits for them).
         */
        long buildPeakBytes(boolean inMemory);

        /** What to do when the heap is too small for a build, for the log: "map a prebuilt file instead". */
        String instead();

        /** The tables of an intact file; an {@link IOException} that says why when it is not. */
        T read(Path file) throws IOException;

        /**
         * Builds the tables and writes them to {@code file} (through {@link TableFile}), from which the store then
         * reads them: the build's working memory is garbage by then; {@code log} hears a line per table.
         */
        void write(Path file, Consumer<String> log) throws IOException;

        /** Builds the tables in memory only (no file can be written), ready to use. */
        T build(Consumer<String> log);

        /** The file in {@code directory} the set is kept in, or {@code null} for a set held in memory only. */
        default Path file(Path directory) {
            String name = set().fileName();
            return directory == null || name == null ? null : directory.resolve(name);
        }

        /** Whether the set may be built when its file is missing or damaged (else it is not available). */
        default boolean mayBuild() {
            return true;
        }

        /** Whether an intact file is mapped (off the heap) rather than read onto it, for the log. */
        default boolean mapped() {
            return true;
        }

        /** How the tables read from a file are held, for the log (", packed onto the heap"), or nothing. */
        default String form(T tables) {
            return "";
        }

        /** Hears that the set was evicted: whoever serves it from elsewhere lets it go. */
        default void evicted(T tables) {}

        /** Hears, on the thread that asked, that the set is handed to its executor (a trace can start there). */
        default void queued() {}

        /**
         * Hears that the set's preparation ended, before anyone waiting for it sees it: with {@code null} when it is
         * about to be in use, else with the failure (a refusal of the executor included).
         */
        default void ended(Throwable failure) {}

        /** Whether a set whose build failed is tried again when next asked for (else it stays failed). */
        default boolean retryAfterFailure() {
            return false;
        }
    }

    private static final class Entry {
        final Recipe<?> recipe;
        final long bytes;
        final CompletableFuture<Object> future = new CompletableFuture<>();
        volatile Stage stage = Stage.QUEUED;
        volatile Object tables;
        volatile String reason = "";
        volatile long startedNanos;
        long lastUse;

        Entry(Recipe<?> recipe) {
            this.recipe = recipe;
            this.bytes = recipe.bytes();
        }
    }

    private final Path directory;
    private final long budgetBytes;
    private final Consumer<String> log;
    private final Map<TableSet, Entry> entries = new HashMap<>();
    private long uses;

    /**
     * @param directory   the data directory the files are kept in, or {@code null} to build in memory only
     * @param budgetBytes the most bytes of tables in use at once
     * @param log         hears one line per step (mapped, building, built, evicted, refused, failed)
     */
    public TableStore(Path directory, long budgetBytes, Consumer<String> log) {
        if (budgetBytes < 0) {
            throw new IllegalArgumentException("a memory budget of " + budgetBytes + " bytes holds no tables");
        }
        this.directory = directory;
        this.budgetBytes = budgetBytes;
        this.log = log;
    }

    /** The data directory, or {@code null} when tables are built in memory only. */
    public Path directory() {
        return directory;
    }

    /** The most bytes of tables in use at once. */
    public long budgetBytes() {
        return budgetBytes;
    }

    /** The bytes of the sets in use now. */
    public synchronized long heldBytes() {
        long held = 0;
        for (Entry entry : entries.values()) {
            held += entry.stage == Stage.READY ? entry.bytes : 0;
        }
        return held;
    }

    /**
     * The tables of a set in use, marked as just used; else {@code null}.
     *
     * @param <T> the tables' type, as the set's recipe gives them
     */
    @SuppressWarnings("unchecked")
    public synchronized <T> T ready(TableSet set) {
        Entry entry = entries.get(set);
        if (entry == null || entry.stage != Stage.READY) {
            return null;
        }
        entry.lastUse = ++uses;
        return (T) entry.tables;
    }

    /** Where a set stands, in a stage and in words. */
    public TableReadiness readiness(TableSet set) {
        Entry entry;
        synchronized (this) {
            entry = entries.get(set);
        }
        if (entry == null) {
            return new TableReadiness(Stage.NOT_ASKED, "not asked for yet");
        }
        return switch (entry.stage) {
            case QUEUED -> new TableReadiness(Stage.QUEUED, "queued for building");
            case PREPARING ->
                new TableReadiness(
                        Stage.PREPARING,
                        String.format(
                                Locale.ROOT,
                                "being prepared in the background for %d s",
                                (System.nanoTime() - entry.startedNanos) / 1_000_000_000L));
            case READY -> TableReadiness.READY;
            case EVICTED ->
                new TableReadiness(Stage.EVICTED, "evicted to keep within the memory budget, and asked for again");
            case REFUSED, FAILED -> new TableReadiness(entry.stage, entry.reason);
            case NOT_ASKED -> throw new IllegalStateException("an entry is made when asked for");
        };
    }

    /**
     * Asks for a set: unless it is in use, on its way, refused or failed, it is queued on {@code executor} (an
     * evicted set is asked for again). Never waits; the future completes when the set is in use, or fails.
     *
     * @param <T> the tables' type
     */
    @SuppressWarnings("unchecked")
    public <T> CompletableFuture<T> request(Recipe<T> recipe, Executor executor) {
        TableSet set = recipe.set();
        Entry entry;
        synchronized (this) {
            Entry known = entries.get(set);
            boolean again = known != null
                    && (known.stage == Stage.EVICTED || known.stage == Stage.FAILED && recipe.retryAfterFailure());
            if (known != null && !again) {
                return (CompletableFuture<T>) known.future;
            }
            entry = new Entry(recipe);
            entries.put(set, entry);
            if (entry.bytes > budgetBytes) {
                entry.reason = String.format(
                        Locale.ROOT,
                        "refused: they take %d MB, more than the memory budget of %d MB for tables",
                        entry.bytes >> 20,
                        budgetBytes >> 20);
                entry.stage = Stage.REFUSED;
            }
        }
        if (entry.stage == Stage.REFUSED) {
            log.accept(capitalized(set.describe()) + " are " + entry.reason);
            entry.future.completeExceptionally(new IllegalStateException(entry.reason));
            return (CompletableFuture<T>) entry.future;
        }
        recipe.queued();
        try {
            executor.execute(() -> prepare(entry));
        } catch (RuntimeException refused) {
            // the executor is shut down or full: forget the set, so that nobody waits for it and a later ask tries
            // again
            synchronized (this) {
                entries.remove(set, entry);
            }
            recipe.ended(refused);
            entry.future.completeExceptionally(refused);
        }
        return (CompletableFuture<T>) entry.future;
    }

    /**
     * Maps a set when its file is there and intact and the budget can hold it, on the calling thread; builds nothing,
     * and leaves a missing or damaged file to the first {@link #request}. Called ahead of every build, so that a
     * restart serves with the set at once.
     *
     * @return whether the set is in use now
     */
    public <T> boolean loadIfIntact(Recipe<T> recipe) {
        Path file = recipe.file(directory);
        if (file == null || !Files.exists(file)) {
            return false;
        }
        Entry entry;
        synchronized (this) {
            Entry known = entries.get(recipe.set());
            if (known != null && known.stage != Stage.EVICTED) {
                return known.stage == Stage.READY;
            }
            entry = new Entry(recipe);
            if (entry.bytes > budgetBytes) {
                return false;
            }
            entry.stage = Stage.PREPARING;
            entry.startedNanos = System.nanoTime();
            entries.put(recipe.set(), entry);
        }
        T tables = readIfIntact(recipe, file, entry.startedNanos, false);
        if (tables == null) {
            synchronized (this) {
                entries.remove(recipe.set(), entry);
            }
            return false;
        }
        admit(entry, tables);
        return true;
    }

    /** Puts tables already in hand in use as the set of {@code recipe} (tests, benchmarks, a file named outright). */
    public <T> void hold(Recipe<T> recipe, T tables) {
        Entry entry = new Entry(recipe);
        synchronized (this) {
            Entry known = entries.get(recipe.set());
            if (known != null && known.stage != Stage.EVICTED && known.stage != Stage.READY) {
                throw new IllegalStateException(recipe.set().describe() + " are " + known.stage + " already");
            }
            entries.put(recipe.set(), entry);
        }
        admit(entry, tables);
    }

    private <T> void prepare(Entry entry) {
        @SuppressWarnings("unchecked")
        Recipe<T> recipe = (Recipe<T>) entry.recipe;
        long start = System.nanoTime();
        entry.startedNanos = start;
        entry.stage = Stage.PREPARING;
        String what = recipe.set().describe();
        try {
            Path file = recipe.file(directory);
            T tables = readIfIntact(recipe, file, start, true);
            if (tables == null) {
                tables = build(recipe, file, start);
            }
            recipe.ended(null);
            admit(entry, tables);
        } catch (IOException | RuntimeException | Error e) {
            entry.reason = "not available: " + e.getMessage();
            entry.stage = Stage.FAILED;
            log.accept(capitalized(what) + " are " + entry.reason);
            recipe.ended(e);
            entry.future.completeExceptionally(e);
        }
    }

    /** The tables of an intact file, else {@code null}, the log saying why ({@code building}: a build follows). */
    private <T> T readIfIntact(Recipe<T> recipe, Path file, long start, boolean building) {
        if (file == null || !Files.exists(file)) {
            return null;
        }
        String what = recipe.set().describe();
        try {
            T tables = recipe.read(file);
            log.accept(String.format(
                    Locale.ROOT,
                    "%s %s from %s in %d ms%s",
                    recipe.mapped() ? "Mapped" : "Read",
                    what,
                    file,
                    (System.nanoTime() - start) / 1_000_000,
                    recipe.form(tables)));
            return tables;
        } catch (IOException e) {
            log.accept((building ? "Building " + what + " again: " : "Not loading " + what + ": ") + e.getMessage());
            return null;
        }
    }

    private <T> T build(Recipe<T> recipe, Path file, long start) throws IOException {
        String what = recipe.set().describe();
        if (!recipe.mayBuild()) {
            // no path in the words: they reach the answers' notes
            throw new IOException((file == null ? "there is no file of them" : "their file is missing or damaged")
                    + ", and building is off");
        }
        if (file != null && writable(file)) {
            checkHeap(recipe, false);
            log.accept("Building " + what + " into " + file + " in the background");
            recipe.write(file, log);
            returnBuildMemory();
            T tables = recipe.read(file);
            log.accept(String.format(
                    Locale.ROOT,
                    "Built %s into %s in %.0f s; now in use",
                    what,
                    file,
                    (System.nanoTime() - start) / 1e9));
            return tables;
        }
        checkHeap(recipe, true);
        log.accept("Building " + what + " in memory only"
                + (file != null
                        ? ": " + file.toAbsolutePath().getParent() + " is not writable"
                        : directory == null ? ": no data directory is set" : ""));
        T tables = recipe.build(log);
        log.accept(
                String.format(Locale.ROOT, "Built %s in %.0f s; now in use", what, (System.nanoTime() - start) / 1e9));
        return tables;
    }

    private static void checkHeap(Recipe<?> recipe, boolean inMemory) {
        long peak = recipe.buildPeakBytes(inMemory);
        if (peak > 0) {
            requireHeap(peak, recipe.instead());
        }
    }

    /** Whether a build can be written to the file: its folder can be made and written. */
    private static boolean writable(Path file) {
        Path folder = file.toAbsolutePath().getParent();
        try {
            Files.createDirectories(folder);
        } catch (IOException | SecurityException e) {
            return false;
        }
        return Files.isDirectory(folder) && Files.isWritable(folder);
    }

    /** Puts a set in use, the least recently used others evicted first where it would not fit beside them. */
    private <T> void admit(Entry entry, T tables) {
        List<Entry> evicted = new ArrayList<>();
        List<Object> evictedTables = new ArrayList<>();
        synchronized (this) {
            while (true) {
                long held = 0;
                Entry oldest = null;
                for (Entry other : entries.values()) {
                    if (other.stage == Stage.READY && other != entry) {
                        held += other.bytes;
                        oldest = oldest == null || other.lastUse < oldest.lastUse ? other : oldest;
                    }
                }
                if (held + entry.bytes <= budgetBytes || oldest == null) {
                    break;
                }
                evicted.add(oldest);
                evictedTables.add(oldest.tables);
                oldest.stage = Stage.EVICTED;
                oldest.tables = null;
            }
            entry.tables = tables;
            entry.lastUse = ++uses;
            entry.stage = Stage.READY;
        }
        entry.future.complete(tables);
        for (int i = 0; i < evicted.size(); i++) {
            Entry gone = evicted.get(i);
            log.accept(String.format(
                    Locale.ROOT,
                    "Evicted %s (%d MB) to keep within the memory budget of %d MB",
                    gone.recipe.set().describe(),
                    gone.bytes >> 20,
                    budgetBytes >> 20));
            evicted(gone.recipe, evictedTables.get(i));
        }
    }

    @SuppressWarnings("unchecked")
    private static <T> void evicted(Recipe<T> recipe, Object tables) {
        recipe.evicted((T) tables);
    }

    /**
     * Gives the heap a build has left behind back to the system before its tables are read from the file just
     * written: the build's arrays (a gigabyte for the 4 x 4 7-8 tables) are garbage by now, but a collector with room
     * to grow would keep them committed, and the process would hold them beside the tables read, the mapped file and
     * the next build (measured: 2,252 MB resident after the 7-8 tables were in use when the collection came after
     * the read, 1,666 MB when it comes before). A full collection is
     * what makes the JVM shrink its heap at once (G1 resizes after one); it runs once a build, minutes apart, on the
     * warm-up's thread.
     */
    private static void returnBuildMemory() {
        System.gc();
    }

    private static String capitalized(String words) {
        return words.substring(0, 1).toUpperCase(Locale.ROOT) + words.substring(1);
    }

    /**
     * Refuses a build that the heap cannot hold beside {@value #HEAP_KEPT_FOR_REQUESTS_MIB} MiB for the requests:
     * an {@link IllegalStateException} that says the heap wanted and what to do {@code instead}.
     *
     * @param buildBytes the build's peak
     * @param instead    the way out, "map a prebuilt file instead"
     */
    public static void requireHeap(long buildBytes, String instead) {
        long needed = buildBytes + (HEAP_KEPT_FOR_REQUESTS_MIB << 20);
        long heap = Runtime.getRuntime().maxMemory();
        if (heap < needed) {
            throw new IllegalStateException(String.format(
                    Locale.ROOT,
                    "building them needs a heap of %d MiB (-Xmx), this one has %d MiB; %s (see docs/operations.md)",
                    needed >> 20,
                    heap >> 20,
                    instead));
        }
    }
}
