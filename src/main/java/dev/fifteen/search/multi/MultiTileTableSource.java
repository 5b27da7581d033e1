package dev.fifteen.search.multi;

/**
 * Where a {@link MultiTileSolver} takes its {@link MultiTilePatternTables}: a search asks once, at its start, and
 * works with the walking distance alone when the answer is {@code null} (no tables for that shape, or not ready
 * yet).
 */
@FunctionalInterface
public interface MultiTileTableSource {

    /** The tables of the shape and goal blank, or {@code null} when there are none now. */
    MultiTilePatternTables tables(int rows, int columns, int goalBlank);

    /** No tables: the walking distance alone. */
    static MultiTileTableSource none() {
        return (rows, columns, goalBlank) -> null;
    }

    /** The tables of {@code source} without their tile tables: the axes' bound alone, for comparisons. */
    static MultiTileTableSource axesOnly(MultiTileTableSource source) {
        return (rows, columns, goalBlank) -> {
            MultiTilePatternTables tables = source.tables(rows, columns, goalBlank);
            return tables == null ? null : tables.withoutTileTables();
        };
    }

    /**
     * Tables built in the asking thread on first use and kept, the least recently used dropped beyond
     * {@link OnDemandTables#MAX_CACHED_BYTES} bytes; for tests and tools (the service builds them in the
     * background instead).
     */
    static MultiTileTableSource onDemand() {
        return OnDemandTables.INSTANCE;
    }

    /** The axis tables alone, built on first use and kept: seconds a 4 x 4 goal (tests of the search itself). */
    static MultiTileTableSource axesOnDemand() {
        return OnDemandTables.AXES;
    }
}
