package dev.fifteen.search.pdb;

import dev.fifteen.search.Grid;
import dev.fifteen.search.TableReadiness;
import dev.fifteen.search.TableReadiness.Stage;
import dev.fifteen.search.TableStore;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.function.Consumer;

/**
 * The pattern tables of boards of 17 to 25 cells (4 x 5, 3 x 7, 2 x 12, ...), one set per shape and goal blank cell,
 * made when first asked for and kept within a memory budget. A {@link #request} queues the set's build on the
 * background executor (in the service the warm-up's thread, one build at a time); the build maps the set's file from
 * the data directory when an intact one is there (a damaged, truncated or outdated file is built again, never used),
 * else builds the tables with {@link RegionTableBuilder} and writes the file through a temporary name (in memory
 * only when the directory cannot be written). Until a set is ready, {@link #ready} is {@code null} and
 * {@link #status} says why; the search meanwhile has the Manhattan distance.
 *
 * <p>A set serves its goal blank cell and every cell a symmetry of the board maps onto it: it is built for the
 * smallest such cell, and the {@link PatternDatabaseCatalog} turns the board with the symmetry.
 *
 * <p>Memory: the sets held at once take at most {@code budgetBytes} (one byte per placement of each pattern, see
 * {@link #bytes}); a set that would go beyond it evicts the least recently used ones first, and a set larger than
 * the whole budget is refused before it is built, with the reason in {@link #status}. A search that holds an evicted
 * set keeps it until it ends. A build holds {@value #BUILD_BYTES_PER_PLACEMENT} bytes per placement of its largest
 * pattern at its peak and is refused, with the reason in {@link #status}, when the heap cannot hold that beside the
 * requests. Thread-safe.
 */
public final class MidSizeTables {

    /** The fewest cells of a board served here; smaller ones have the 4 x 4 builders' tables. */
    public static final int MIN_CELLS = 17;
    /** Peak bytes per placement of a build with {@link RegionTableBuilder}: word, level, frontier bits. */
    static final int BUILD_BYTES_PER_PLACEMENT = 4;

    private record Key(int rows, int columns, int goalBlank) {}

    private static final class Entry {
        final PatternPartition partition;
        final long bytes;
        volatile Stage state = Stage.QUEUED;
        volatile AdditivePatternDatabase heuristic;
        volatile String reason = "";
        long lastUse;

        Entry(PatternPartition partition) {
            this.partition = partition;
            this.bytes = bytes(partition);
        }
    }

    private final Path directory;
    private final long budgetBytes;
    private final int largest;
    private final int threads;
    private final int priority;
    private final Executor background;
    private final Consumer<String> log;
    private final Map<Key, Entry> entries = new LinkedHashMap<>();
    private long uses;

    /**
     * @param directory   the data directory the files are kept in, or {@code null} to build in memory only
     * @param budgetBytes the most bytes of tables held at once
     * @param largest     the most tiles of a pattern (6 by default; fewer builds smaller, weaker tables faster)
     * @param threads     the threads one build uses
     * @param priority    their priority
     * @param background  where the builds run
     * @param log         hears one line per event (mapped, built, written, evicted, refused, failed)
     */
    public MidSizeTables(
            Path directory,
            long budgetBytes,
            int largest,
            int threads,
            int priority,
            Executor background,
            Consumer<String> log) {
        if (budgetBytes < 0 || largest < 1 || threads < 1) {
            throw new IllegalArgumentException("a budget of " + budgetBytes + " bytes, patterns of " + largest
                    + " tiles and " + threads + " threads do not make tables");
        }
        this.directory = directory;
        this.budgetBytes = budgetBytes;
        this.largest = largest;
        this.threads = threads;
        this.priority = priority;
        this.background = background;
        this.log = log;
    }

    /** Whether boards of this shape are served here: 17 to 25 cells, both sides at least 2. */
    public static boolean serves(int rows, int columns) {
        int cells = rows * columns;
        return rows >= 2 && columns >= 2 && cells >= MIN_CELLS && cells <= PatternDatabase.MAX_CELLS;
    }

    /**
     * The split of this shape and goal blank cell: compact groups of at most {@code largest} tiles along the longer
     * side ({@link PatternPartition#midSize}); the 5 x 5 board (whose corner goals have the 6-6-6-6 tables of their
     * own) at most five, so that another goal's set takes 32 MB and seconds rather than 510 MB and minutes.
     */
    public PatternPartition partition(int rows, int columns, int goalBlank) {
        int most = rows * columns == PatternDatabase.MAX_CELLS ? Math.min(largest, 5) : largest;
        return PatternPartition.midSize(rows, columns, goalBlank, most);
    }

    /** The bytes a set's tables take: one per placement of each pattern. */
    public static long bytes(PatternPartition partition) {
        long bytes = 0;
        for (int[] pattern : partition.patterns()) {
            bytes += PatternDatabase.entries(partition.rows() * partition.columns(), pattern.length);
        }
        return bytes;
    }

    /** The most bytes of tables held at once. */
    public long budgetBytes() {
        return budgetBytes;
    }

    /** The bytes of the sets held now. */
    public synchronized long heldBytes() {
        long held = 0;
        for (Entry entry : entries.values()) {
            if (entry.state == Stage.READY) {
                held += entry.bytes;
            }
        }
        return held;
    }

    /** The set for exactly this goal blank cell when it is ready, marked as just used; else {@code null}. */
    public AdditivePatternDatabase ready(int rows, int columns, int goalBlank) {
        synchronized (this) {
            Entry entry = entries.get(new Key(rows, columns, goalBlank));
            if (entry == null || entry.state != Stage.READY) {
                return null;
            }
            entry.lastUse = ++uses;
            return entry.heuristic;
        }
    }

    /**
     * Asks for the set serving this shape and goal blank cell: queued for building unless it is there, on its way,
     * refused or failed. An evicted set is asked for again. Never waits.
     */
    public void request(int rows, int columns, int goalBlank) {
        if (!serves(rows, columns)) {
            return;
        }
        Key key = new Key(rows, columns, canonical(rows, columns, goalBlank));
        Entry entry;
        synchronized (this) {
            Entry known = entries.get(key);
            if (known != null && known.state != Stage.EVICTED) {
                return;
            }
            entry = new Entry(partition(key.rows(), key.columns(), key.goalBlank()));
            if (entry.bytes > budgetBytes) {
                entry.state = Stage.REFUSED;
                entry.reason = String.format(
                        Locale.ROOT,
                        "refused: they take %d MB, more than the budget of %d MB for tables of boards of 17 to 25"
                                + " cells",
                        entry.bytes >> 20,
                        budgetBytes >> 20);
                entries.put(key, entry);
                log.accept("The " + describe(key, entry.partition) + " tables are " + entry.reason);
                return;
            }
            entries.put(key, entry);
        }
        try {
            background.execute(() -> build(key, entry));
        } catch (RejectedExecutionException refused) {
            synchronized (this) {
                entries.remove(key, entry);
            }
        }
    }

    /**
     * Maps the set serving this shape and goal blank cell when its file is there and intact and the budget can hold
     * it; builds nothing, and leaves a missing or damaged file to the first {@link #request}. Called ahead of every
     * build, so that a restart serves the shape with its tables at once.
     *
     * @return whether the set is in use now
     */
    public boolean loadIfIntact(int rows, int columns, int goalBlank) {
        Path file = serves(rows, columns) ? file(rows, columns, goalBlank) : null;
        if (file == null || !Files.exists(file)) {
            return false;
        }
        Key key = new Key(rows, columns, canonical(rows, columns, goalBlank));
        Entry entry;
        synchronized (this) {
            Entry known = entries.get(key);
            if (known != null && known.state != Stage.EVICTED) {
                return known.state == Stage.READY;
            }
            entry = new Entry(partition(key.rows(), key.columns(), key.goalBlank()));
            if (entry.bytes > budgetBytes) {
                return false;
            }
            entry.state = Stage.PREPARING;
            entries.put(key, entry);
        }
        PatternPartition partition = entry.partition;
        List<PatternDatabase> tables = new TableStore<List<PatternDatabase>>(
                        "the " + describe(key, partition) + " tables", file, log)
                .mapIfIntact(from -> PatternDatabaseFile.loadTables(from, partition));
        if (tables == null) {
            synchronized (this) {
                entries.remove(key, entry);
            }
            return false;
        }
        admit(entry, partition.heuristic(tables));
        return true;
    }

    /** Where the tables of this shape and goal stand. */
    public TableReadiness status(int rows, int columns, int goalBlank) {
        Entry entry;
        synchronized (this) {
            entry = entries.get(new Key(rows, columns, canonical(rows, columns, goalBlank)));
        }
        if (entry == null) {
            return new TableReadiness(Stage.NOT_ASKED, "not asked for yet");
        }
        return switch (entry.state) {
            case QUEUED -> new TableReadiness(Stage.QUEUED, "queued for building");
            case PREPARING -> new TableReadiness(Stage.PREPARING, "being built");
            case READY -> TableReadiness.READY;
            case EVICTED ->
                new TableReadiness(Stage.EVICTED, "evicted to keep within the memory budget, and asked for again");
            case REFUSED, FAILED -> new TableReadiness(entry.state, entry.reason);
            case NOT_ASKED -> throw new IllegalStateException("an entry is made when asked for");
        };
    }

    /** The smallest cell a symmetry of the board maps the goal blank onto: the cell its set is built for. */
    public static int canonical(int rows, int columns, int goalBlank) {
        int canonical = goalBlank;
        for (int[] map : new Grid(rows, columns).symmetries()) {
            canonical = Math.min(canonical, map[goalBlank]);
        }
        return canonical;
    }

    private void build(Key key, Entry entry) {
        entry.state = Stage.PREPARING;
        PatternPartition partition = entry.partition;
        String what = "the " + describe(key, partition) + " tables";
        try {
            Path file = directory == null ? null : directory.resolve(fileName(partition));
            TableStore<List<PatternDatabase>> store = new TableStore<>(what, file, log);
            TableStore.Reader<List<PatternDatabase>> reader = from -> PatternDatabaseFile.loadTables(from, partition);
            List<PatternDatabase> tables = store.mapIfIntact(reader);
            if (tables == null) {
                long largestPlacements = 0;
                for (int[] pattern : partition.patterns()) {
                    largestPlacements = Math.max(
                            largestPlacements,
                            PatternDatabase.entries(partition.rows() * partition.columns(), pattern.length));
                }
                TableStore.requireHeap(
                        largestPlacements * BUILD_BYTES_PER_PLACEMENT
                                + (file == null || !Files.isWritable(directory) ? entry.bytes : 0),
                        "give the service more heap, or smaller patterns (fifteen.solve.mid-size.largest-pattern)");
                tables = store.build(
                        to -> PatternDatabaseFile.write(
                                to,
                                partition,
                                threads,
                                priority,
                                line -> log.accept("The " + describe(key, partition) + " tables: " + line)),
                        reader,
                        () -> partition.buildRegionTables(threads, priority));
            }
            admit(entry, partition.heuristic(tables));
        } catch (RuntimeException | Error | java.io.IOException e) {
            entry.reason = "not available: " + e.getMessage();
            entry.state = Stage.FAILED;
            log.accept(what.substring(0, 1).toUpperCase(Locale.ROOT) + what.substring(1) + " are " + entry.reason);
        }
    }

    /** Puts a set in use, the least recently used others evicted first where it would not fit beside them. */
    private void admit(Entry entry, AdditivePatternDatabase heuristic) {
        List<String> evicted = new ArrayList<>();
        synchronized (this) {
            makeRoom(entry, evicted);
            entry.heuristic = heuristic;
            entry.lastUse = ++uses;
            entry.state = Stage.READY;
        }
        for (String gone : evicted) {
            log.accept("Evicted " + gone + " to keep within the memory budget of " + (budgetBytes >> 20) + " MB");
        }
    }

    /** Evicts the least recently used sets until {@code entry} fits beside the rest. Holds the lock. */
    private void makeRoom(Entry entry, List<String> evicted) {
        while (true) {
            long held = 0;
            Map.Entry<Key, Entry> oldest = null;
            for (Map.Entry<Key, Entry> other : entries.entrySet()) {
                Entry e = other.getValue();
                if (e.state == Stage.READY && e != entry) {
                    held += e.bytes;
                    if (oldest == null || e.lastUse < oldest.getValue().lastUse) {
                        oldest = other;
                    }
                }
            }
            if (held + entry.bytes <= budgetBytes || oldest == null) {
                return;
            }
            Entry gone = oldest.getValue();
            gone.state = Stage.EVICTED;
            gone.heuristic = null;
            evicted.add("the " + describe(oldest.getKey(), gone.partition) + " tables (" + (gone.bytes >> 20) + " MB)");
        }
    }

    /**
     * The file that would hold the set serving this shape and goal blank cell, or {@code null} when the tables are
     * built in memory only.
     */
    public Path file(int rows, int columns, int goalBlank) {
        return directory == null
                ? null
                : directory.resolve(fileName(partition(rows, columns, canonical(rows, columns, goalBlank))));
    }

    /** The file name of a set: shape, goal blank cell and split, such as {@code fifteen-4x5-b0-6-6-6-1.pdb}. */
    static String fileName(PatternPartition partition) {
        return "fifteen-" + partition.rows() + "x" + partition.columns() + "-b" + partition.goalBlank() + "-"
                + partition.name() + ".pdb";
    }

    private static String describe(Key key, PatternPartition partition) {
        return key.rows() + " x " + key.columns() + " " + partition.name() + " (goal blank in cell " + key.goalBlank()
                + ")";
    }
}
