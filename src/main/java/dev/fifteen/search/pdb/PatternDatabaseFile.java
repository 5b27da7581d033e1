package dev.fifteen.search.pdb;

import dev.fifteen.search.TableFile;
import dev.fifteen.search.TableSet;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Pattern-database tables on disk, built once and mapped into memory read-only, so that large tables (the 4 x 4 7-8
 * split: 576,576,000 one-byte entries) cost neither a rebuild nor heap, and the operating system can share them
 * between processes. A {@link TableFile} of kind {@link TableSet.Kind#PATTERN}: the shape, the goal blank cell, each
 * table described by its pattern's tiles, then each table's bytes in pattern order (the compact minimum, see
 * {@link PackedPatternDatabaseBuilder}); the full layout is in {@code docs/algorithms.md}, "The table file". A file
 * that is not intact, or holds another split, is refused with an {@link IOException}, never used.
 *
 * <p>Loading checks the body in one pass, O(size) time; the mapping takes no heap. As a command it builds the 7-8
 * tables for the goal blank in cell 0, which by symmetry also serve the standard goal with the blank in cell 15:
 * <pre>
 * ./mvnw -q compile exec:java -Dexec.mainClass=dev.fifteen.search.pdb.PatternDatabaseFile \
 *     -Dexec.args="data/fifteen-7-8.pdb"
 * </pre>
 */
public final class PatternDatabaseFile {

    private static final int CHUNK = 1 << 20;

    private PatternDatabaseFile() {}

    /** Builds the tables of a split with two threads and writes them to {@code file}. */
    public static void write(Path file, PatternPartition partition, java.io.PrintStream log) throws IOException {
        write(file, partition, 2, Thread.NORM_PRIORITY, log);
    }

    /**
     * Builds the tables of a split with {@link PackedPatternDatabaseBuilder} (or {@link RegionTableBuilder} on boards
     * of more than 16 cells) and writes them to {@code file}
     * (through a temporary file in the same folder, then renamed). The calling thread is one of the
     * {@code threads}; interrupting it abandons the build and deletes the temporary file.
     */
    public static void write(Path file, PatternPartition partition, int threads, int priority, java.io.PrintStream log)
            throws IOException {
        write(file, partition, threads, priority, (java.util.function.Consumer<String>) log::println);
    }

    /** As {@link #write(Path, PatternPartition, int, int, java.io.PrintStream)}, a line per table to {@code log}. */
    public static void write(
            Path file, PatternPartition partition, int threads, int priority, java.util.function.Consumer<String> log)
            throws IOException {
        int cells = partition.rows() * partition.columns();
        try (TableFile out = TableFile.create(file, layout(partition))) {
            for (int[] pattern : partition.patterns()) {
                long start = System.nanoTime();
                int[] deepest = {0};
                long entries = regionCoded(cells)
                        ? writeRegions(out, partition, pattern, threads, priority, deepest)
                        : writePacked(out, partition, pattern, threads, priority, deepest);
                log.accept(String.format(
                        Locale.ROOT,
                        "pattern of %d tiles on %d cells: %,d entries, deepest %d, built in %.1f s",
                        pattern.length,
                        cells,
                        entries,
                        deepest[0],
                        (System.nanoTime() - start) / 1e9));
            }
            out.finish();
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }

    /** Boards of at most 16 cells: {@link PackedPatternDatabaseBuilder}, its entries streamed to the file. */
    private static long writePacked(
            TableFile out, PatternPartition partition, int[] pattern, int threads, int priority, int[] deepest) {
        PackedPatternDatabaseBuilder builder = new PackedPatternDatabaseBuilder(
                partition.rows(), partition.columns(), partition.goalBlank(), pattern, threads, priority);
        builder.search(level -> {});
        builder.emit(chunk -> append(out, chunk, deepest), CHUNK);
        return builder.entries();
    }

    /**
     * Whether a file's tables on a board of {@code cells} cells are region-coded: those of 17 to 25 cells, built by
     * {@link RegionTableBuilder} (version {@link TableSet.Kind#version(int) 3} of the kind).
     */
    static boolean regionCoded(int cells) {
        return cells > 16;
    }

    /**
     * Boards of 17 to 25 cells: {@link RegionTableBuilder}, which finds the blank's regions as it meets them; the
     * entries region-coded.
     */
    private static long writeRegions(
            TableFile out, PatternPartition partition, int[] pattern, int threads, int priority, int[] deepest) {
        byte[] entries = RegionTableBuilder.regionCoded(
                partition.rows(), partition.columns(), partition.goalBlank(), pattern, threads, priority);
        for (int from = 0; from < entries.length; from += CHUNK) {
            append(out, ByteBuffer.wrap(entries, from, Math.min(CHUNK, entries.length - from)), deepest, true);
        }
        return entries.length;
    }

    private static void append(TableFile out, ByteBuffer chunk, int[] deepest) {
        append(out, chunk, deepest, false);
    }

    private static void append(TableFile out, ByteBuffer chunk, int[] deepest, boolean regionCoded) {
        for (int i = chunk.position(); i < chunk.limit(); i++) {
            int value = chunk.get(i) & 0xFF;
            if (value != PatternDatabase.UNREACHABLE) {
                deepest[0] = Math.max(deepest[0], regionCoded ? value & RegionTableBuilder.MOST_CODED : value);
            }
        }
        try {
            out.append(chunk);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The file's layout for a split: each table described by its pattern, one byte a placement. */
    private static TableFile.Layout layout(PatternPartition partition) {
        return layout(partition.rows(), partition.columns(), partition.goalBlank(), List.of(partition.patterns()));
    }

    private static TableFile.Layout layout(int rows, int columns, int goalBlank, List<int[]> patterns) {
        List<Long> lengths = new ArrayList<>();
        for (int[] pattern : patterns) {
            lengths.add(Placements.count(rows * columns, pattern.length));
        }
        return new TableFile.Layout(TableSet.Kind.PATTERN, rows, columns, goalBlank, patterns, lengths);
    }

    /**
     * Maps a file written by {@link #write} after checking it, and returns its heuristic (one per file).
     *
     * @throws IOException if the file cannot be read or is not an intact file of this version
     */
    public static List<AdditivePatternDatabase> load(Path file) throws IOException {
        return List.of(load(file, null));
    }

    /**
     * Maps and checks a file that must hold the tables of {@code expected} (any split when {@code null}).
     *
     * @throws IOException if the file cannot be read, is damaged, or holds another split
     */
    public static AdditivePatternDatabase load(Path file, PatternPartition expected) throws IOException {
        List<PatternDatabase> tables = new ArrayList<>();
        return read(file, expected, tables).heuristic(tables);
    }

    /**
     * Maps and checks a file that must hold the tables of {@code expected}, and returns them, one per pattern.
     *
     * @throws IOException if the file cannot be read, is damaged, or holds another split
     */
    public static List<PatternDatabase> loadTables(Path file, PatternPartition expected) throws IOException {
        List<PatternDatabase> tables = new ArrayList<>();
        read(file, expected, tables);
        return tables;
    }

    private static PatternPartition read(Path file, PatternPartition expected, List<PatternDatabase> tables)
            throws IOException {
        TableFile.Contents contents = expected != null
                ? TableFile.read(file, layout(expected), true)
                : TableFile.read(file, TableSet.Kind.PATTERN, true);
        TableFile.Layout layout = contents.layout();
        int cells = layout.rows() * layout.columns();
        int[][] patterns = layout.tables().toArray(new int[0][]);
        if (cells > PatternDatabase.MAX_CELLS) {
            throw new IOException(file + " has a damaged header");
        }
        for (int p = 0; p < patterns.length; p++) {
            if (patterns[p].length < 1
                    || patterns[p].length >= cells
                    || layout.lengths().get(p) != Placements.count(cells, patterns[p].length)) {
                throw new IOException(file + " has a damaged header");
            }
            try {
                tables.add(new PatternDatabase(
                        cells, patterns[p], contents.tables().get(p), regionCoded(cells)));
            } catch (IllegalArgumentException e) {
                throw new IOException(file + " has a damaged header: " + e.getMessage(), e);
            }
        }
        if (expected != null) {
            return expected;
        }
        try {
            return new PatternPartition(layout.rows(), layout.columns(), layout.goalBlank(), patterns, sizes(patterns));
        } catch (IllegalArgumentException e) {
            throw new IOException(file + " has a damaged header: " + e.getMessage(), e);
        }
    }

    private static String sizes(int[][] patterns) {
        StringBuilder name = new StringBuilder();
        for (int[] pattern : patterns) {
            name.append(name.length() == 0 ? "" : "-").append(pattern.length);
        }
        return name.toString();
    }

    /** Builds the 4 x 4 7-8 tables into the file named by the first argument (default {@code data/fifteen-7-8.pdb}). */
    public static void main(String[] args) throws IOException {
        Path file = Path.of(args.length > 0 ? args[0] : "data/fifteen-7-8.pdb");
        int threads = args.length > 1
                ? Integer.parseInt(args[1])
                : Runtime.getRuntime().availableProcessors();
        long start = System.nanoTime();
        write(file, PatternPartition.sevenEight(0), threads, Thread.NORM_PRIORITY, System.out);
        System.out.printf(
                Locale.ROOT,
                "wrote %s (%,d bytes) in %.1f s%n",
                file,
                Files.size(file),
                (System.nanoTime() - start) / 1e9);
    }
}
