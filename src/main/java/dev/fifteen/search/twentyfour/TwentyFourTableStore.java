package dev.fifteen.search.twentyfour;

import dev.fifteen.search.Heuristic;
import dev.fifteen.search.TableReadiness;
import dev.fifteen.search.TableSet;
import dev.fifteen.search.TableStore;
import dev.fifteen.search.pdb.Placements;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Executor;
import java.util.function.Consumer;

/**
 * The 5 x 5 tables, made only when first wanted and kept in the {@link TableStore}: {@link #request} (the first 5 x 5
 * optimal solve, or the start of the service when configured) queues them on the background executor (in the
 * service the warm-up's thread, one build at a time), where the store maps the file from the data directory if an
 * intact one is there, else builds the tables and writes the file. A service that never sees a 5 x 5 board pays
 * nothing. Until they are ready {@link #tables()} is {@code null} and {@link #status()} says why; evicted, they are
 * asked for again at the next request.
 *
 * <p>Memory: the mapped file off the heap (255 MB for 6-6-6-6), within the store's budget; a build is counted at
 * {@value #BUILD_BYTES_PER_PLACEMENT} bytes per placement of its largest pattern (it holds 3.25 at its peak, about
 * 415 MB for 6 tiles). Thread-safe.
 */
public final class TwentyFourTableStore {

    /** Peak heap bytes per placement of a build: the 16-bit word, the level byte, two frontier bits. */
    static final int BUILD_BYTES_PER_PLACEMENT = 4;

    private final TableStore store;
    private final Recipe recipe;
    private final Executor background;
    private volatile TwentyFourHeuristic heuristic;

    /**
     * @param store     where the tables are kept
     * @param partition the split
     * @param file      the tables' file, or {@code null} for the one the store's data directory names
     * @param build     whether to build the tables when the file is missing or damaged (else they stay unavailable)
     * @param threads   the threads a build uses, at {@link Thread#MIN_PRIORITY}
     * @param background where the tables are mapped or built when first asked for
     */
    public TwentyFourTableStore(
            TableStore store, TilePartition partition, Path file, boolean build, int threads, Executor background) {
        this.store = store;
        this.background = background;
        this.recipe = new Recipe(partition, file, build, threads);
    }

    /** Tables already in hand (tests, benchmarks). */
    public static TwentyFourTableStore of(TwentyFourTables tables) {
        TableStore store = new TableStore(null, Long.MAX_VALUE, line -> {});
        TwentyFourTableStore tableStore =
                new TwentyFourTableStore(store, tables.partition(), null, false, 1, Runnable::run);
        store.hold(tableStore.recipe, tables);
        return tableStore;
    }

    /** The file a split's tables are kept in within a data directory: {@code fifteen-5x5-6-6-6-6.pdb}. */
    public static Path fileIn(Path directory, TilePartition partition) {
        return directory.resolve(set(partition).fileName());
    }

    private static TableSet set(TilePartition partition) {
        return new TableSet(
                TableSet.Kind.FIVE_BY_FIVE,
                TilePartition.ROWS,
                TilePartition.COLUMNS,
                TilePartition.GOAL_BLANK,
                partition.name());
    }

    /** The file the tables are kept in, or {@code null} when they are built in memory only. */
    public Path file() {
        return recipe.file(store.directory());
    }

    /**
     * Asks for the tables on the background executor unless they are in use, on their way or given up; when there
     * is neither a file nor leave to build, they are known to be unavailable at once, in the calling thread.
     */
    public void request() {
        Path file = file();
        store.request(recipe, recipe.buildable || file != null && Files.exists(file) ? background : Runnable::run);
    }

    /**
     * Maps the tables when their file is there and intact, on the calling thread; builds nothing (see
     * {@link TableStore#loadIfIntact}). Called ahead of every build, so that a restart serves 5 x 5 boards with them
     * at once.
     *
     * @return whether the tables are ready now
     */
    public boolean mapIfIntact() {
        return store.loadIfIntact(recipe);
    }

    /** The tables, or {@code null} while they are not ready. */
    public TwentyFourTables tables() {
        return store.ready(recipe.set());
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

    /** Where the tables stand; in words, for the note of an answer given without them. */
    public TableReadiness status() {
        return store.readiness(recipe.set());
    }

    /** How the store makes the 5 x 5 tables: mapped from a {@link TwentyFourTableFile}, or built into one. */
    private record Recipe(TilePartition partition, Path file, boolean buildable, int threads)
            implements TableStore.Recipe<TwentyFourTables> {

        @Override
        public TableSet set() {
            return TwentyFourTableStore.set(partition);
        }

        @Override
        public Path file(Path directory) {
            return file != null ? file : TableStore.Recipe.super.file(directory);
        }

        @Override
        public long bytes() {
            return partition.entries();
        }

        /**
         * The largest pattern's placements at {@value #BUILD_BYTES_PER_PLACEMENT} bytes, plus the finished tables
         * when they stay in memory.
         */
        @Override
        public long buildPeakBytes(boolean inMemory) {
            long largest = 0;
            for (int[] pattern : partition.tables()) {
                largest = Math.max(largest, Placements.count(TilePartition.CELLS, pattern.length));
            }
            return largest * BUILD_BYTES_PER_PLACEMENT + (inMemory ? partition.entries() : 0);
        }

        @Override
        public String instead() {
            return "mount a prebuilt file instead";
        }

        @Override
        public boolean mayBuild() {
            return buildable;
        }

        @Override
        public TwentyFourTables read(Path from) throws IOException {
            return TwentyFourTableFile.load(from, partition);
        }

        @Override
        public void write(Path to, Consumer<String> log) throws IOException {
            TwentyFourTableFile.write(to, partition, threads, Thread.MIN_PRIORITY, log, reusable(to));
        }

        @Override
        public TwentyFourTables build(Consumer<String> log) {
            return TwentyFourTables.build(partition, threads, Thread.MIN_PRIORITY);
        }

        /**
         * The intact Korf and Felner tables beside the file, whose two tables a larger split shares (so they are
         * copied, not built again), or {@code null}.
         */
        private TwentyFourTables reusable(Path to) {
            if (partition.equals(TilePartition.KORF_FELNER)) {
                return null;
            }
            Path single = fileIn(to.toAbsolutePath().getParent(), TilePartition.KORF_FELNER);
            try {
                return Files.exists(single) ? TwentyFourTableFile.load(single, TilePartition.KORF_FELNER) : null;
            } catch (IOException damaged) {
                return null;
            }
        }
    }
}
