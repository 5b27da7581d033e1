package dev.fifteen.search.multi;

import dev.fifteen.search.TableReadiness;
import dev.fifteen.search.TableStore;

import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;

/**
 * The multi-tile pattern tables of the service, kept in the {@link TableStore}: small sets (a board of up to 12
 * cells: milliseconds) are built in the asking thread and held in memory only; larger ones (the 4 x 4 sets) are
 * queued on the executor given (in the service the warm-up's, one build at a time), where the store reads their
 * file from the data directory when an intact one of this version is there, else builds them and writes the file
 * ({@link MultiTileTableFile}). Until a set is ready, {@link #tables} answers {@code null} and the searches use the
 * walking distance alone: no request waits for a build.
 *
 * <p>Memory: sets stay on the heap, within the store's budget (a 4 x 4 set is 194 MB; a build holds about 80 MB more
 * at its peak). Thread-safe.
 */
public final class StoredMultiTileTables implements MultiTileTableSource {

    /** Sets of at most this many entries are built where asked, in milliseconds. */
    static final long BUILT_IN_PLACE_ENTRIES = 6_000_000;

    private final TableStore store;
    private final Executor executor;
    private final boolean largeSets;
    private final long builtInPlaceEntries;
    private final Map<Integer, MultiTileRecipe> recipes = new ConcurrentHashMap<>();

    /**
     * @param store     where the sets are kept
     * @param executor  where the larger sets are read or built
     * @param largeSets whether sets larger than those built in place (the 4 x 4 ones) are made at all
     */
    public StoredMultiTileTables(TableStore store, Executor executor, boolean largeSets) {
        this(store, executor, largeSets, BUILT_IN_PLACE_ENTRIES);
    }

    StoredMultiTileTables(TableStore store, Executor executor, boolean largeSets, long builtInPlaceEntries) {
        this.store = store;
        this.executor = executor;
        this.largeSets = largeSets;
        this.builtInPlaceEntries = builtInPlaceEntries;
    }

    @Override
    public MultiTilePatternTables tables(int rows, int columns, int goalBlank) {
        MultiTileRecipe recipe = prepareRecipe(rows, columns, goalBlank);
        return recipe == null ? null : store.ready(recipe.set());
    }

    /**
     * Starts reading or building the set of the shape and goal blank unless it is there or under way, and returns it
     * to come; {@code null} when the shape has no tables here.
     */
    public CompletableFuture<MultiTilePatternTables> prepare(int rows, int columns, int goalBlank) {
        MultiTileRecipe recipe = recipe(rows, columns, goalBlank);
        if (recipe == null) {
            return null;
        }
        if (recipe.entries() <= builtInPlaceEntries) {
            return store.request(recipe, Runnable::run);
        }
        return largeSets ? store.request(recipe, executor) : null;
    }

    private MultiTileRecipe prepareRecipe(int rows, int columns, int goalBlank) {
        return prepare(rows, columns, goalBlank) == null ? null : recipe(rows, columns, goalBlank);
    }

    /** Where the set of the shape and goal blank stands. */
    public TableReadiness readiness(int rows, int columns, int goalBlank) {
        MultiTileRecipe recipe = recipe(rows, columns, goalBlank);
        return recipe == null ? TableReadiness.NOT_CONFIGURED : store.readiness(recipe.set());
    }

    /** The file of the set of this shape and goal blank, or {@code null} when it is held in memory only. */
    public Path file(int rows, int columns, int goalBlank) {
        MultiTileRecipe recipe = recipe(rows, columns, goalBlank);
        return recipe == null ? null : recipe.file(store.directory());
    }

    /**
     * Reads the set of the shape and goal blank when its file is there and intact and there is room for it; builds
     * nothing (see {@link TableStore#loadIfIntact}). Called ahead of every build, so that a restart serves with the
     * set at once.
     *
     * @return whether the set is in hand now
     */
    public boolean readIfIntact(int rows, int columns, int goalBlank) {
        MultiTileRecipe recipe = recipe(rows, columns, goalBlank);
        return recipe != null && (largeSets || recipe.entries() <= builtInPlaceEntries) && store.loadIfIntact(recipe);
    }

    /** The recipe of a shape's set, or {@code null} over {@value MultiTilePatternTables#MAX_CELLS} cells. */
    private MultiTileRecipe recipe(int rows, int columns, int goalBlank) {
        if (rows * columns > MultiTilePatternTables.MAX_CELLS) {
            return null;
        }
        MultiTilePatternTables.check(rows, columns, goalBlank);
        return recipes.computeIfAbsent(
                (rows << 16) | (columns << 8) | goalBlank,
                key -> MultiTileRecipe.of(rows, columns, goalBlank, true, builtInPlaceEntries));
    }
}
