package dev.fifteen.search;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * What the stores of tables have in common (the 4 x 4 7-8 tables, the 5 x 5 tables, the multi-tile sets), for one
 * set kept in one {@link TableFile}: the tables of an intact file ({@link #mapIfIntact}; a damaged, truncated or
 * outdated one is built again, never used), else a build written to the file through a temporary name and mapped
 * from it, or kept in memory only when the file's folder cannot be written ({@link #build}); the heap checked before
 * a build ({@link #requireHeap}). Each store says how its tables are read, written and built; this class takes the
 * steps and logs each one, timed from its creation.
 *
 * <p>One instance serves one attempt, on one thread.
 *
 * @param <T> the tables
 */
public final class TableStore<T> {

    /** Heap left to the requests while a build runs. */
    public static final long HEAP_KEPT_FOR_REQUESTS_MIB = 512;

    /** Reads the tables of a file, or fails when it is not intact. */
    public interface Reader<T> {
        T read(Path file) throws IOException;
    }

    /** Builds the tables and writes them to a file (through {@link TableFile}). */
    public interface Writer {
        void write(Path file) throws IOException;
    }

    private final String what;
    private final Path file;
    private final Consumer<String> log;
    private final long start = System.nanoTime();

    /**
     * @param what the tables, for the log ("the 7-8 tables")
     * @param file their file, or {@code null} when they are built in memory only
     * @param log  hears one line per step
     */
    public TableStore(String what, Path file, Consumer<String> log) {
        this.what = what;
        this.file = file;
        this.log = log;
    }

    /** The tables of the file mapped when it is there and intact, else {@code null} (a damaged one is said so). */
    public T mapIfIntact(Reader<T> reader) {
        return intact("Mapped", reader, tables -> "");
    }

    /** As {@link #mapIfIntact}, the log line ending with what {@code form} says of the tables. */
    public T mapIfIntact(Reader<T> reader, Function<? super T, String> form) {
        return intact("Mapped", reader, form);
    }

    /** As {@link #mapIfIntact}, for tables read onto the heap. */
    public T readIfIntact(Reader<T> reader, Function<? super T, String> form) {
        return intact("Read", reader, form);
    }

    private T intact(String verb, Reader<T> reader, Function<? super T, String> form) {
        if (file == null || !Files.exists(file)) {
            return null;
        }
        try {
            T tables = reader.read(file);
            log.accept(String.format(
                    Locale.ROOT,
                    "%s %s from %s in %d ms%s",
                    verb,
                    what,
                    file,
                    (System.nanoTime() - start) / 1_000_000,
                    form.apply(tables)));
            return tables;
        } catch (IOException e) {
            log.accept("Building " + what + " again: " + e.getMessage());
            return null;
        }
    }

    /** Whether a build can be written to the file: there is one, and its folder can be made and written. */
    public boolean writable() {
        if (file == null) {
            return false;
        }
        Path folder = file.toAbsolutePath().getParent();
        try {
            Files.createDirectories(folder);
        } catch (IOException | SecurityException e) {
            return false;
        }
        return Files.isDirectory(folder) && Files.isWritable(folder);
    }

    /**
     * Builds the tables: into the file through {@code writer}, then read back by {@code reader}, when it is
     * {@link #writable}; else by {@code inMemory}, the log saying why.
     */
    public T build(Writer writer, Reader<T> reader, Supplier<T> inMemory) throws IOException {
        if (writable()) {
            log.accept("Building " + what + " into " + file + " in the background");
            writer.write(file);
            returnBuildMemory();
            T tables = reader.read(file);
            log.accept(String.format(
                    Locale.ROOT,
                    "Built %s into %s in %.0f s; now in use",
                    what,
                    file,
                    (System.nanoTime() - start) / 1e9));
            return tables;
        }
        log.accept("Building " + what + " in memory only: "
                + (file == null
                        ? "no data directory is set"
                        : file.toAbsolutePath().getParent() + " is not writable"));
        T tables = inMemory.get();
        log.accept(
                String.format(Locale.ROOT, "Built %s in %.0f s; now in use", what, (System.nanoTime() - start) / 1e9));
        return tables;
    }

    /**
     * Gives the heap a build has left behind back to the system before its tables are read: the build's arrays (a
     * gigabyte for the 4 x 4 7-8 tables) are garbage by now, but a collector with room to grow would keep them
     * committed, and the process would hold them beside the mapped file and the next build. A full collection is
     * what makes the JVM shrink its heap at once (G1 resizes after one); it runs once a build, minutes apart, on the
     * warm-up's thread.
     */
    private static void returnBuildMemory() {
        System.gc();
    }

    /**
     * Refuses a build that the heap cannot hold beside {@value #HEAP_KEPT_FOR_REQUESTS_MIB} MiB for the requests:
     * an {@link IllegalStateException} that says the heap wanted and what to do {@code instead}.
     *
     * @param buildBytes the build's peak
     * @param instead    the way out, "map a prebuilt file instead"
     */
    public static void requireHeap(long buildBytes, String instead) {
        long needed = buildBytes + (HEAP_KEPT_FOR_REQUESTS_MIB << 20);
        long heap = Runtime.getRuntime().maxMemory();
        if (heap < needed) {
            throw new IllegalStateException(String.format(
                    Locale.ROOT,
                    "building them needs a heap of %d MiB (-Xmx), this one has %d MiB; %s (see docs/operations.md)",
                    needed >> 20,
                    heap >> 20,
                    instead));
        }
    }
}
