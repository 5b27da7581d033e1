package dev.fifteen.search.twentyfour;

import dev.fifteen.search.TableFile;
import dev.fifteen.search.TableSet;
import dev.fifteen.search.pdb.Placements;
import dev.fifteen.search.pdb.RegionTableBuilder;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;

/**
 * The 5 x 5 tables on disk, built once and mapped read-only (off the heap, shared between processes): a
 * {@link TableFile} of kind {@link TableSet.Kind#FIVE_BY_FIVE}, each table described by its pattern's tiles, its bytes
 * one per placement in {@link Placements} order. A file that is not intact, or holds another split or version, is
 * refused with an {@link IOException}, never used. Written to a temporary name in the same folder and renamed, so a
 * reader never sees half a file.
 */
public final class TwentyFourTableFile {

    private TwentyFourTableFile() {}

    /**
     * Builds the tables of {@code partition} one at a time and writes them to {@code file}; {@code log} hears one
     * line per table. Interrupting the calling thread abandons the build and deletes the temporary file.
     */
    public static void write(Path file, TilePartition partition, int threads, int priority, Consumer<String> log)
            throws IOException {
        write(file, partition, threads, priority, log, null);
    }

    /**
     * As {@link #write(Path, TilePartition, int, int, Consumer)}, copying every table that {@code reuse} (another
     * split's tables, or {@code null}) holds for the same pattern instead of building it.
     */
    public static void write(
            Path file, TilePartition partition, int threads, int priority, Consumer<String> log, TwentyFourTables reuse)
            throws IOException {
        try (TableFile out = TableFile.create(file, layout(partition))) {
            for (int[] pattern : partition.tables()) {
                long start = System.nanoTime();
                ByteBuffer kept = kept(reuse, pattern);
                if (kept != null) {
                    out.append(kept);
                    log.accept("table " + Arrays.toString(pattern) + ": copied from the "
                            + reuse.partition().name() + " tables");
                    continue;
                }
                byte[] table = RegionTableBuilder.distances(
                        TilePartition.ROWS,
                        TilePartition.COLUMNS,
                        TilePartition.GOAL_BLANK,
                        pattern,
                        threads,
                        priority);
                out.append(ByteBuffer.wrap(table));
                log.accept(String.format(
                        java.util.Locale.ROOT,
                        "table %s: %,d entries in %.1f s",
                        Arrays.toString(pattern),
                        table.length,
                        (System.nanoTime() - start) / 1e9));
            }
            out.finish();
        }
    }

    /** The table {@code tables} holds for {@code pattern} (the same tiles in the same order), or {@code null}. */
    private static ByteBuffer kept(TwentyFourTables tables, int[] pattern) {
        if (tables == null) {
            return null;
        }
        List<int[]> patterns = tables.partition().tables();
        for (int t = 0; t < patterns.size(); t++) {
            if (Arrays.equals(patterns.get(t), pattern)) {
                return tables.buffers().get(t);
            }
        }
        return null;
    }

    /** Writes tables already in memory (tests, and a build that could not write as it went). */
    public static void write(Path file, TwentyFourTables tables) throws IOException {
        try (TableFile out = TableFile.create(file, layout(tables.partition()))) {
            for (ByteBuffer table : tables.buffers()) {
                out.append(table);
            }
            out.finish();
        }
    }

    /**
     * Maps and checks a file that must hold the tables of {@code expected}; O(size) for the checksum, no heap.
     *
     * @throws IOException if the file cannot be read, is damaged or truncated, or holds another split or version
     */
    public static TwentyFourTables load(Path file, TilePartition expected) throws IOException {
        return load(file, expected, false);
    }

    /**
     * As {@link #load(Path, TilePartition)}; with {@code onHeap}, the checked tables are then copied into heap
     * arrays (255 MB of heap for 6-6-6-6), which a JVM started with {@code -XX:+UseTransparentHugePages} puts on
     * 2 MB pages: fewer address-translation misses than the file's 4 kB pages in the page cache.
     */
    public static TwentyFourTables load(Path file, TilePartition expected, boolean onHeap) throws IOException {
        List<ByteBuffer> tables =
                new ArrayList<>(TableFile.read(file, layout(expected), !onHeap).tables());
        return new TwentyFourTables(expected, tables);
    }

    /** The file's layout for a split: each table described by its pattern, one byte a placement. */
    private static TableFile.Layout layout(TilePartition partition) {
        List<Long> lengths = new ArrayList<>();
        for (int[] pattern : partition.tables()) {
            lengths.add(Placements.count(TilePartition.CELLS, pattern.length));
        }
        return new TableFile.Layout(
                TableSet.Kind.FIVE_BY_FIVE,
                TilePartition.ROWS,
                TilePartition.COLUMNS,
                TilePartition.GOAL_BLANK,
                partition.tables(),
                lengths);
    }

    /**
     * Builds the tables of a split into the file named by the first argument (default
     * {@code data/fifteen-5x5-6-6-6-6.pdb}) with the threads of the second (default: every processor); the third
     * names the split ({@code 6-6-6-6}, the default, or {@code 6-6-6-6x2}, which copies the tables it shares with
     * a {@code 6-6-6-6} file beside it).
     */
    public static void main(String[] args) throws IOException {
        TilePartition partition = args.length > 2 && args[2].equals(TilePartition.TWO_PINWHEELS.name())
                ? TilePartition.TWO_PINWHEELS
                : TilePartition.KORF_FELNER;
        Path file = Path.of(args.length > 0 ? args[0] : "data/fifteen-5x5-" + partition.name() + ".pdb");
        int threads = args.length > 1
                ? Integer.parseInt(args[1])
                : Runtime.getRuntime().availableProcessors();
        long start = System.nanoTime();
        TwentyFourTables reuse = null;
        Path single = TwentyFourTableStore.fileIn(file.toAbsolutePath().getParent(), TilePartition.KORF_FELNER);
        if (partition != TilePartition.KORF_FELNER && Files.exists(single)) {
            reuse = load(single, TilePartition.KORF_FELNER);
        }
        write(file, partition, threads, Thread.NORM_PRIORITY, System.out::println, reuse);
        System.out.printf(
                java.util.Locale.ROOT,
                "wrote %s (%,d bytes) in %.1f s%n",
                file,
                Files.size(file),
                (System.nanoTime() - start) / 1e9);
    }
}
