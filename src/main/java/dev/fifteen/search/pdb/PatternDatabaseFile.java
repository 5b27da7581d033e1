package dev.fifteen.search.pdb;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Pattern-database tables on disk, built once and mapped into memory read-only when the service starts, so that
 * large tables (the 4 x 4 7-8 split: 57,657,600 + 518,918,400 one-byte entries, 550 MiB) cost neither a rebuild
 * nor heap; the operating system pages them in on use and can share them between processes.
 *
 * <p>Layout: a 4096-byte header (magic {@code FIFTEENP}, version, rows, columns, goal blank cell, the number of
 * patterns, then each pattern's size and goal cells), then each table's bytes in pattern order.
 *
 * <p>As a command it builds the 7-8 tables for the goal blank in cell 0, which by symmetry also serve the standard
 * goal with the blank in cell 15 (measured: 368 s of processor time, 4.5 GB resident, a 576,580,096-byte file):
 * <pre>
 * MAVEN_OPTS=-Xmx5g ./mvnw -q compile exec:java -Dexec.mainClass=dev.fifteen.search.pdb.PatternDatabaseFile \
 *     -Dexec.args="data/fifteen-7-8.pdb"
 * </pre>
 */
public final class PatternDatabaseFile {

    private static final long MAGIC = 0x4649465445454E50L;
    private static final int VERSION = 1;
    private static final int HEADER = 4096;

    private PatternDatabaseFile() {
    }

    /** Builds the tables of a split and writes them to {@code file} (through a temporary file, then renamed). */
    public static void write(Path file, PatternPartition partition, java.io.PrintStream log) throws IOException {
        int cells = partition.rows() * partition.columns();
        ByteBuffer header = ByteBuffer.allocate(HEADER).order(ByteOrder.LITTLE_ENDIAN);
        header.putLong(MAGIC).putInt(VERSION).putInt(partition.rows()).putInt(partition.columns())
                .putInt(partition.goalBlank()).putInt(partition.patterns().length);
        for (int[] pattern : partition.patterns()) {
            header.putInt(pattern.length);
            for (int tile : pattern) {
                header.putInt(tile);
            }
        }
        header.position(0).limit(HEADER);
        Path parent = file.toAbsolutePath().getParent();
        Files.createDirectories(parent);
        Path temporary = Files.createTempFile(parent, file.getFileName().toString(), ".part");
        try (FileChannel channel = FileChannel.open(temporary, StandardOpenOption.WRITE)) {
            writeFully(channel, header);
            for (int[] pattern : partition.patterns()) {
                long start = System.nanoTime();
                byte[] distances = PatternDatabaseBuilder.distances(partition.rows(), partition.columns(),
                        partition.goalBlank(), pattern, level -> { });
                writeFully(channel, ByteBuffer.wrap(distances));
                int deepest = 0;
                for (byte distance : distances) {
                    int value = distance & 0xFF;
                    if (value != PatternDatabase.UNREACHABLE && value > deepest) {
                        deepest = value;
                    }
                }
                log.printf(Locale.ROOT, "pattern of %d tiles on %d cells: %,d entries, deepest %d, built in %.1f s%n",
                        pattern.length, cells, distances.length, deepest, (System.nanoTime() - start) / 1e9);
            }
            channel.force(true);
        } catch (IOException | RuntimeException | Error e) {
            Files.deleteIfExists(temporary);
            throw e;
        }
        Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    private static void writeFully(FileChannel channel, ByteBuffer buffer) throws IOException {
        while (buffer.hasRemaining()) {
            channel.write(buffer);
        }
    }

    /** Maps a file written by {@link #write} and returns its heuristic (one per file). */
    public static List<AdditivePatternDatabase> load(Path file) throws IOException {
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            ByteBuffer header = channel.map(FileChannel.MapMode.READ_ONLY, 0, HEADER).order(ByteOrder.LITTLE_ENDIAN);
            if (header.getLong() != MAGIC || header.getInt() != VERSION) {
                throw new IOException(file + " is not a pattern database file of version " + VERSION);
            }
            int rows = header.getInt();
            int columns = header.getInt();
            int goalBlank = header.getInt();
            int count = header.getInt();
            int cells = rows * columns;
            int[][] patterns = new int[count][];
            for (int p = 0; p < count; p++) {
                patterns[p] = new int[header.getInt()];
                for (int i = 0; i < patterns[p].length; i++) {
                    patterns[p][i] = header.getInt();
                }
            }
            List<PatternDatabase> tables = new ArrayList<>();
            long offset = HEADER;
            for (int[] pattern : patterns) {
                long entries = PatternDatabase.entries(cells, pattern.length);
                if (offset + entries > channel.size()) {
                    throw new IOException(file + " is truncated: " + channel.size() + " bytes, needs at least "
                            + (offset + entries));
                }
                ByteBuffer table = channel.map(FileChannel.MapMode.READ_ONLY, offset, entries);
                tables.add(new PatternDatabase(cells, pattern, table));
                offset += entries;
            }
            PatternPartition partition = new PatternPartition(rows, columns, goalBlank, patterns, sizes(patterns));
            return List.of(partition.heuristic(tables));
        } catch (IllegalArgumentException | IndexOutOfBoundsException | java.nio.BufferUnderflowException e) {
            // a header whose shape and patterns do not fit together
            throw new IOException(file + " does not hold valid tables: " + e.getMessage(), e);
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
        long start = System.nanoTime();
        write(file, PatternPartition.sevenEight(0), System.out);
        System.out.printf(Locale.ROOT, "wrote %s (%,d bytes) in %.1f s%n", file, Files.size(file),
                (System.nanoTime() - start) / 1e9);
    }
}
