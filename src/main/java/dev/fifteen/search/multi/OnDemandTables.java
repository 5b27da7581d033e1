package dev.fifteen.search.multi;

import dev.fifteen.search.TableStore;

/**
 * The tables of {@link MultiTileTableSource#onDemand()} (and of {@link MultiTileTableSource#axesOnDemand()}, without
 * the tile tables): built in the asking thread on first use and kept in a {@link TableStore} of their own, in memory
 * only, the least recently used dropped beyond {@value #MAX_CACHED_BYTES} bytes (two 4 x 4 sets).
 */
final class OnDemandTables implements MultiTileTableSource {

    static final OnDemandTables INSTANCE = new OnDemandTables(true);
    static final OnDemandTables AXES = new OnDemandTables(false);

    /** Bytes kept over all sets: two 4 x 4 sets. */
    static final long MAX_CACHED_BYTES = 400_000_000L;

    private final TableStore store = new TableStore(null, MAX_CACHED_BYTES, line -> {});
    private final boolean withTiles;

    private OnDemandTables(boolean withTiles) {
        this.withTiles = withTiles;
    }

    @Override
    public MultiTilePatternTables tables(int rows, int columns, int goalBlank) {
        if (rows * columns > MultiTilePatternTables.MAX_CELLS) {
            return null;
        }
        MultiTilePatternTables.check(rows, columns, goalBlank);
        MultiTileRecipe recipe = MultiTileRecipe.of(rows, columns, goalBlank, withTiles, Long.MAX_VALUE);
        return store.request(recipe, Runnable::run).join();
    }
}
