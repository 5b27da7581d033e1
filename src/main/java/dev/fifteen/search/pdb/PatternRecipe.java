package dev.fifteen.search.pdb;

import dev.fifteen.search.TableSet;
import dev.fifteen.search.TableStore;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * How the {@link TableStore} makes the pattern tables of one split: read from a {@link PatternDatabaseFile}, built
 * into one by {@link PackedPatternDatabaseBuilder} (boards of up to 16 cells, {@value #PACKED_BYTES_PER_PLACEMENT}
 * bytes a placement of the largest pattern at its peak) or {@link RegionTableBuilder} (17 to 25 cells,
 * {@value #REGION_BYTES_PER_PLACEMENT}), or built in memory by {@code inMemory}.
 *
 * @param partition the split
 * @param threads   the threads a build uses
 * @param priority  their priority
 * @param onHeap    whether tables read from the file are packed or copied onto the heap where there is room
 *                  ({@link StoredTables#onHeapIfRoom})
 * @param bytes     the bytes the tables take in use (see {@link #heldBytes})
 * @param mayBuild  whether the tables may be built when their file is missing or damaged
 * @param instead   what to do when the heap is too small for a build
 * @param inMemory  builds the tables when they cannot be written to a file
 * @param evicted   hears that the store let the tables go
 */
record PatternRecipe(
        PatternPartition partition,
        int threads,
        int priority,
        boolean onHeap,
        long bytes,
        boolean mayBuild,
        String instead,
        Supplier<List<PatternDatabase>> inMemory,
        Consumer<PatternTables> evicted)
        implements TableStore.Recipe<PatternTables> {

    /** Peak bytes per placement of a {@link PackedPatternDatabaseBuilder} build: word, frontier bits, result. */
    static final int PACKED_BYTES_PER_PLACEMENT = 3;
    /** Peak bytes per placement of a {@link RegionTableBuilder} build: word, level, frontier and code bits. */
    static final int REGION_BYTES_PER_PLACEMENT = 4;

    @Override
    public TableSet set() {
        return set(partition);
    }

    /** The set of a split's tables. */
    static TableSet set(PatternPartition partition) {
        return new TableSet(
                TableSet.Kind.PATTERN, partition.rows(), partition.columns(), partition.goalBlank(), partition.name());
    }

    /**
     * The bytes the tables of {@code patterns} on {@code cells} cells take: one a placement of each pattern, half of
     * that when they are packed onto the heap (where there is room, as {@link StoredTables#onHeapIfRoom} does).
     */
    static long heldBytes(int cells, List<int[]> patterns, boolean onHeap) {
        long bytes = 0;
        for (int[] pattern : patterns) {
            bytes += Placements.count(cells, pattern.length);
        }
        return onHeap && bytes <= Runtime.getRuntime().maxMemory() / 4 ? (bytes + 1) / 2 : bytes;
    }

    @Override
    public long buildPeakBytes(boolean inMemory) {
        int cells = partition.rows() * partition.columns();
        long largest = 0;
        for (int[] pattern : partition.patterns()) {
            largest = Math.max(largest, Placements.count(cells, pattern.length));
        }
        return cells <= 16
                ? largest * PACKED_BYTES_PER_PLACEMENT
                : largest * REGION_BYTES_PER_PLACEMENT + (inMemory ? MidSizeTables.bytes(partition) : 0);
    }

    @Override
    public PatternTables read(Path file) throws IOException {
        List<PatternDatabase> tables = PatternDatabaseFile.loadTables(file, partition);
        return PatternTables.of(partition, onHeap ? StoredTables.onHeapIfRoom(tables, partition.columns()) : tables);
    }

    @Override
    public void write(Path file, Consumer<String> log) throws IOException {
        String what = set().describe();
        PatternDatabaseFile.write(file, partition, threads, priority, line -> log.accept(what + ": " + line));
    }

    @Override
    public PatternTables build(Consumer<String> log) {
        return PatternTables.of(partition, inMemory.get());
    }

    /** How the tables are held, for the log: packed or copied onto the heap, or mapped (nothing said). */
    @Override
    public String form(PatternTables tables) {
        PatternDatabase first = tables.tables().get(0);
        if (first.halves() != null) {
            return ", packed onto the heap in half a byte per entry";
        }
        return first.heap() != null ? ", copied onto the heap" : "";
    }

    @Override
    public void evicted(PatternTables tables) {
        evicted.accept(tables);
    }
}
