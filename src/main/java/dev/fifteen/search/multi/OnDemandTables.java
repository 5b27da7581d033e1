package dev.fifteen.search.multi;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The tables of {@link MultiTileTableSource#onDemand()} (and of {@link MultiTileTableSource#axesOnDemand()}, without
 * the tile tables): built on first use, least recently used dropped.
 */
final class OnDemandTables implements MultiTileTableSource {

    static final OnDemandTables INSTANCE = new OnDemandTables(MultiTilePatternTables::build);
    static final OnDemandTables AXES = new OnDemandTables(MultiTilePatternTables::buildAxes);

    /** How a set is built. */
    private interface Builder {
        MultiTilePatternTables build(int rows, int columns, int goalBlank);
    }

    /** Entries (4-bit) kept over all cached sets: two 4 x 4 sets (390 MB). */
    static final long MAX_CACHED_ENTRIES = 800_000_000L;

    private final Map<Integer, MultiTilePatternTables> cache = new LinkedHashMap<>(16, 0.75f, true);

    private final Builder builder;

    private OnDemandTables(Builder builder) {
        this.builder = builder;
    }

    @Override
    public synchronized MultiTilePatternTables tables(int rows, int columns, int goalBlank) {
        if (rows * columns > MultiTilePatternTables.MAX_CELLS) {
            return null;
        }
        int key = (rows << 16) | (columns << 8) | goalBlank;
        MultiTilePatternTables cached = cache.get(key);
        if (cached != null) {
            return cached;
        }
        MultiTilePatternTables built = builder.build(rows, columns, goalBlank);
        cache.put(key, built);
        long total = 0;
        for (MultiTilePatternTables tables : cache.values()) {
            total += tables.entries();
        }
        var oldest = cache.entrySet().iterator();
        while (total > MAX_CACHED_ENTRIES && oldest.hasNext()) {
            var entry = oldest.next();
            if (entry.getKey() != key) {
                total -= entry.getValue().entries();
                oldest.remove();
            }
        }
        return built;
    }
}
