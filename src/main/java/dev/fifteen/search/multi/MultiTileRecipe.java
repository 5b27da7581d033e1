package dev.fifteen.search.multi;

import dev.fifteen.search.TableSet;
import dev.fifteen.search.TableStore;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * How the {@link TableStore} makes the {@link MultiTilePatternTables} of one shape and goal blank: read onto the heap
 * from a {@link MultiTileTableFile}, or built (a breadth-first search per table, seconds for a 4 x 4 set), written to
 * one and read back. Sets of at most {@code inMemoryEntries} entries are never written: they are built in milliseconds.
 *
 * @param entries the entries of the set (4-bit, the tile tables' bytes counted twice)
 * @param filed   whether the set is kept in a file
 */
record MultiTileRecipe(int rows, int columns, int goalBlank, boolean withTiles, long entries, boolean filed)
        implements TableStore.Recipe<MultiTilePatternTables> {

    /** A build's peak beside its result: a byte per entry of its largest table and the lists of reached states. */
    static final long BUILD_PEAK_BYTES = 80L << 20;

    /**
     * @param withTiles       whether the set has its tile tables (else the axis tables alone, for tests)
     * @param inMemoryEntries sets of at most this many entries are kept in memory only
     */
    static MultiTileRecipe of(int rows, int columns, int goalBlank, boolean withTiles, long inMemoryEntries) {
        long entries = MultiTilePatternTables.entries(rows, columns, goalBlank);
        return new MultiTileRecipe(
                rows, columns, goalBlank, withTiles, entries, withTiles && entries > inMemoryEntries);
    }

    @Override
    public TableSet set() {
        return new TableSet(TableSet.Kind.MULTI_TILE, rows, columns, goalBlank, withTiles ? "axes and tiles" : "axes");
    }

    @Override
    public Path file(Path directory) {
        return filed ? TableStore.Recipe.super.file(directory) : null;
    }

    @Override
    public long bytes() {
        return (entries + 1) / 2;
    }

    /** The build's lists and largest table beside the set itself, which is always on the heap. */
    @Override
    public long buildPeakBytes(boolean inMemory) {
        return BUILD_PEAK_BYTES + bytes();
    }

    @Override
    public String instead() {
        return "their boards keep the walking distance";
    }

    @Override
    public boolean mapped() {
        return false;
    }

    @Override
    public MultiTilePatternTables read(Path file) throws IOException {
        return MultiTileTableFile.read(file, rows, columns, goalBlank);
    }

    /** Builds the set and writes it; the store reads it back once the build's lists are garbage. */
    @Override
    public void write(Path file, Consumer<String> log) throws IOException {
        long start = System.nanoTime();
        MultiTilePatternTables tables = build(log);
        log.accept(String.format(
                Locale.ROOT,
                "%s: %s, built in %.1f s",
                set().describe(),
                tables.describe(),
                (System.nanoTime() - start) / 1e9));
        MultiTileTableFile.write(file, tables);
    }

    @Override
    public MultiTilePatternTables build(Consumer<String> log) {
        return withTiles
                ? MultiTilePatternTables.build(rows, columns, goalBlank)
                : MultiTilePatternTables.buildAxes(rows, columns, goalBlank);
    }
}
