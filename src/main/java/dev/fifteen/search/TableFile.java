package dev.fifteen.search;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Consumer;
import java.util.zip.CRC32C;

/**
 * The one file format of every table set (the 4 x 4 and mid-size pattern tables, the 5 x 5 tables, the multi-tile
 * tables), and its writer. Little-endian: a header of whole 4096-byte pages (so that every table starts on a page),
 * then the tables one after the other. The header holds the magic {@code FIFTEENT}, the format's version
 * ({@value #FORMAT}), the set's kind and its kind's version ({@link TableSet.Kind}), the shape and goal blank cell,
 * the number of tables and for each its description (a pattern's tiles, an axis table's lines: what its kind says)
 * and its length in bytes, then the body's length and CRC32C, and last the header's own CRC32C ({@link Layout}).
 * {@link #read} checks every part of it and refuses, with an {@link IOException} that names the file and says
 * why, a file of another format, kind, version, shape or set, a damaged header, a truncated file or a body whose
 * checksum does not match: such a file is built again, never used.
 *
 * <p>A file is written whole or not at all: the tables go to a temporary file beside the target, after room for
 * the header, their length and checksum counted as they go; {@link #finish} writes the header at the start, forces
 * the file to disk and renames it over the target.
 *
 * <p>Nothing is left behind. The temporary file ({@code <target name><digits>.part}) is locked by its writer for as
 * long as it writes: closed unfinished (a failure, an interrupt), the writer deletes it; a process that stops while
 * it writes (SIGTERM) deletes it on its way out; and one that is killed outright leaves it unlocked, so that the
 * next start's {@link #removeAbandoned} knows it from a file another live process is still writing (replicas may
 * share a data directory): a lock, not an age, tells.
 *
 * <p>A writer is used by one thread; {@link #read} and the sweep are thread-safe.
 */
public final class TableFile implements AutoCloseable {

    /** The version of the format; a file of another is built again. */
    public static final int FORMAT = 1;

    /** {@code FIFTEENT}, little-endian. */
    private static final long MAGIC = 0x544E454554464946L;

    /** The magic numbers of the three formats before this one (the pattern, 5 x 5 and multi-tile files). */
    private static final long[] EARLIER = {0x4649465445454E50L, 0x354E454554464946L, 0x4649465445454E4DL};

    private static final int PAGE = 4096;

    /** The fixed part of a header: magic, format, kind, kind version, rows, columns, goal blank, table count. */
    private static final int FIXED = 8 + 7 * 4;

    /** The most tables a file holds, and the most numbers describing one: a bound on a damaged header's claims. */
    private static final int MOST_TABLES = 64;

    private static final int MOST_DESCRIBED = 32;

    /**
     * What a file holds: the set's kind, shape and goal blank cell, and for each table its description and its
     * length in bytes, in the order of the body.
     *
     * @param kind      the kind of the set (its version is the kind's)
     * @param rows      the board's rows
     * @param columns   the board's columns
     * @param goalBlank the goal blank cell
     * @param tables    each table's description, as its kind reads it
     * @param lengths   each table's bytes
     */
    public record Layout(
            TableSet.Kind kind, int rows, int columns, int goalBlank, List<int[]> tables, List<Long> lengths) {

        public Layout {
            if (tables.size() != lengths.size() || tables.size() > MOST_TABLES) {
                throw new IllegalArgumentException(
                        tables.size() + " tables with " + lengths.size() + " lengths do not make a table file");
            }
            tables = tables.stream().map(int[]::clone).toList();
            lengths = List.copyOf(lengths);
        }

        /** The bytes of the body: the tables' lengths. */
        public long bodyBytes() {
            long bytes = 0;
            for (long length : lengths) {
                bytes += length;
            }
            return bytes;
        }

        /** The bytes of the header: whole pages. */
        int headerBytes() {
            int bytes = FIXED + 8 + 4 + 4;
            for (int[] table : tables) {
                bytes += 4 + 4 * table.length + 8;
            }
            return (bytes + PAGE - 1) / PAGE * PAGE;
        }

        /** Whether another layout holds the same tables of the same set. */
        boolean same(Layout other) {
            if (kind != other.kind
                    || rows != other.rows
                    || columns != other.columns
                    || goalBlank != other.goalBlank
                    || tables.size() != other.tables.size()
                    || !lengths.equals(other.lengths)) {
                return false;
            }
            for (int t = 0; t < tables.size(); t++) {
                if (!Arrays.equals(tables.get(t), other.tables.get(t))) {
                    return false;
                }
            }
            return true;
        }

        @Override
        public String toString() {
            StringBuilder words = new StringBuilder()
                    .append(kind)
                    .append(' ')
                    .append(rows)
                    .append(" x ")
                    .append(columns)
                    .append(", blank ")
                    .append(goalBlank)
                    .append(", tables");
            for (int[] table : tables) {
                words.append(' ').append(Arrays.toString(table));
            }
            return words.toString();
        }
    }

    /**
     * The tables of a file as {@link #read} found them.
     *
     * @param layout what the file holds
     * @param tables each table's bytes, from position 0 to its length: mapped read-only, or on the heap
     */
    public record Contents(Layout layout, List<ByteBuffer> tables) {}

    /** How a temporary file's name ends. */
    static final String PART = ".part";

    /**
     * The temporary files this process writes now. A sweep of this process leaves them alone without opening them:
     * closing a second channel to a file drops every lock the process holds on it.
     */
    private static final Set<Path> WRITING = ConcurrentHashMap.newKeySet();

    static {
        Thread removeOnExit = Executors.defaultThreadFactory().newThread(TableFile::removeUnfinished);
        removeOnExit.setName("table-file-cleanup");
        try {
            Runtime.getRuntime().addShutdownHook(removeOnExit);
        } catch (IllegalStateException stopping) {
            // first used while the process stops: the next start's sweep removes what is left
        }
    }

    private final Path file;
    private final Path temporary;
    private final FileChannel channel;
    private final Layout layout;
    private final CRC32C checksum = new CRC32C();
    private long length;
    private boolean finished;

    private TableFile(Path file, Path temporary, FileChannel channel, Layout layout) {
        this.file = file;
        this.temporary = temporary;
        this.channel = channel;
        this.layout = layout;
    }

    /**
     * Starts writing {@code file} (its folder made if missing) to hold the tables of {@code layout}, to be appended
     * in its order.
     */
    public static TableFile create(Path file, Layout layout) throws IOException {
        return create(file, layout.headerBytes(), layout);
    }

    /** Starts writing {@code file}, its first {@code headerBytes} bytes kept for a header of the caller's own. */
    static TableFile create(Path file, int headerBytes) throws IOException {
        return create(file, headerBytes, null);
    }

    private static TableFile create(Path file, int headerBytes, Layout layout) throws IOException {
        Path parent = file.toAbsolutePath().normalize().getParent();
        Files.createDirectories(parent);
        while (true) {
            Path temporary = parent.resolve(file.getFileName().toString()
                    + Long.toUnsignedString(ThreadLocalRandom.current().nextLong())
                    + PART);
            FileChannel channel;
            try {
                channel = FileChannel.open(temporary, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
            } catch (FileAlreadyExistsException taken) {
                continue;
            }
            try {
                channel.lock();
                WRITING.add(temporary);
                channel.position(headerBytes);
            } catch (IOException | RuntimeException e) {
                WRITING.remove(temporary);
                channel.close();
                Files.deleteIfExists(temporary);
                throw e;
            }
            return new TableFile(file, temporary, channel, layout);
        }
    }

    /** Appends the remaining bytes of {@code tables} to the body, counting them into its length and checksum. */
    public void append(ByteBuffer tables) throws IOException {
        checksum.update(tables.duplicate());
        length += tables.remaining();
        while (tables.hasRemaining()) {
            channel.write(tables);
        }
    }

    /** The body's length so far, in bytes. */
    public long length() {
        return length;
    }

    /** The body's CRC32C so far. */
    public int checksum() {
        return (int) checksum.getValue();
    }

    /**
     * Writes the header of the layout given to {@link #create(Path, Layout)} at the start, forces the file to disk
     * and puts it in place of the target.
     *
     * @throws IllegalStateException when the tables appended are not as long as the layout says
     */
    public void finish() throws IOException {
        if (length != layout.bodyBytes()) {
            throw new IllegalStateException(
                    "the tables take " + length + " bytes, not " + layout.bodyBytes() + " as their layout says");
        }
        ByteBuffer header = ByteBuffer.allocate(layout.headerBytes()).order(ByteOrder.LITTLE_ENDIAN);
        header.putLong(MAGIC)
                .putInt(FORMAT)
                .putInt(layout.kind().ordinal())
                .putInt(layout.kind().version(layout.rows() * layout.columns()))
                .putInt(layout.rows())
                .putInt(layout.columns())
                .putInt(layout.goalBlank())
                .putInt(layout.tables().size());
        for (int t = 0; t < layout.tables().size(); t++) {
            int[] table = layout.tables().get(t);
            header.putInt(table.length);
            for (int value : table) {
                header.putInt(value);
            }
            header.putLong(layout.lengths().get(t));
        }
        header.putLong(length).putInt(checksum());
        seal(header);
        header.limit(header.capacity());
        finish(header);
    }

    /**
     * Writes the remaining bytes of {@code header} at the start (they must fit the room kept), forces the file to
     * disk and puts it in place of the target.
     */
    void finish(ByteBuffer header) throws IOException {
        channel.position(0);
        while (header.hasRemaining()) {
            channel.write(header);
        }
        channel.force(true);
        // moved while still locked, so that no sweep takes the finished file for an abandoned one
        Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        finished = true;
        WRITING.remove(temporary);
        channel.close();
    }

    /** Deletes the temporary file unless {@link #finish} put it in place. */
    @Override
    public void close() throws IOException {
        try {
            if (!finished) {
                Files.deleteIfExists(temporary);
            }
        } finally {
            WRITING.remove(temporary);
            channel.close();
        }
    }

    /** On the way out of the process: deletes the temporary files of the writes still under way. */
    private static void removeUnfinished() {
        for (Path temporary : WRITING) {
            try {
                Files.deleteIfExists(temporary);
            } catch (IOException | SecurityException e) {
                // the process is ending: the next start's sweep removes what is left
            }
        }
    }

    /**
     * Deletes the temporary files of table builds in {@code directory} ({@code fifteen-...part}) that no live process
     * writes: those this process writes are left alone, and so are those another process holds locked. Safe to call
     * while builds run, here or in other processes sharing the directory. A missing directory holds nothing; a file
     * that cannot be opened or deleted (a read-only mount) stays, and {@code log} hears why.
     *
     * @return the files deleted
     */
    public static List<Path> removeAbandoned(Path directory, Consumer<String> log) {
        List<Path> removed = new ArrayList<>();
        if (directory == null || !Files.isDirectory(directory)) {
            return removed;
        }
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(directory, "fifteen-*" + PART)) {
            for (Path entry : entries) {
                Path temporary = entry.toAbsolutePath().normalize();
                if (WRITING.contains(temporary) || !Files.isRegularFile(temporary)) {
                    continue;
                }
                try {
                    long bytes = Files.size(temporary);
                    if (deleteUnlocked(temporary)) {
                        removed.add(entry);
                        log.accept(String.format(
                                Locale.ROOT,
                                "Removed %s (%d MB), left by a table build that was cut short",
                                entry,
                                bytes >> 20));
                    }
                } catch (IOException | SecurityException e) {
                    log.accept("Cannot remove " + entry + ", left by a table build that was cut short: " + e);
                }
            }
        } catch (IOException | SecurityException e) {
            log.accept("Cannot look for table builds cut short in " + directory + ": " + e);
        }
        return removed;
    }

    /** Deletes a file unless another process holds a lock on it; whether it did. */
    private static boolean deleteUnlocked(Path temporary) throws IOException {
        try (FileChannel channel = FileChannel.open(temporary, StandardOpenOption.WRITE)) {
            FileLock lock;
            try {
                lock = channel.tryLock();
            } catch (OverlappingFileLockException ours) {
                return false;
            }
            if (lock == null) {
                return false;
            }
            // deleted under the lock: a writer that starts now creates a file of another name
            Files.deleteIfExists(temporary);
            return true;
        }
    }

    /**
     * Ends a header: appends the CRC32C of its bytes so far (from index 0 of its array) and returns it ready to be
     * written, from 0 to the end of that checksum.
     */
    static ByteBuffer seal(ByteBuffer header) {
        CRC32C sum = new CRC32C();
        sum.update(header.array(), header.arrayOffset(), header.position());
        header.putInt((int) sum.getValue());
        return header.flip();
    }

    /**
     * Reads the checksum at the header's position (moving past it) and tells whether it is the CRC32C of the bytes
     * before it, as {@link #seal} wrote it.
     */
    static boolean intact(ByteBuffer header) {
        CRC32C sum = new CRC32C();
        sum.update(header.array(), header.arrayOffset(), header.position());
        return header.getInt() == (int) sum.getValue();
    }

    /**
     * The first {@code bytes} bytes of a file (little-endian, ready to read), or {@code null} when the file is
     * shorter.
     */
    static ByteBuffer readHeader(FileChannel channel, int bytes) throws IOException {
        if (channel.size() < bytes) {
            return null;
        }
        ByteBuffer header = ByteBuffer.allocate(bytes).order(ByteOrder.LITTLE_ENDIAN);
        while (header.hasRemaining() && channel.read(header, header.position()) > 0) {
            // reads the whole header
        }
        return header.flip();
    }

    /**
     * Reads and checks a file that must hold the tables of {@code expected}: every table mapped read-only
     * ({@code map}: off the heap, shared between processes) or read onto the heap. O(size) for the checksum.
     *
     * @throws IOException when the file cannot be read or is not an intact file of that layout, saying why
     */
    public static Contents read(Path file, Layout expected, boolean map) throws IOException {
        return read(file, expected.kind(), expected, map);
    }

    /**
     * Reads and checks a file of tables of {@code kind}, whatever its shape and tables (the caller checks them), as
     * {@link #read(Path, Layout, boolean)} does.
     */
    public static Contents read(Path file, TableSet.Kind kind, boolean map) throws IOException {
        return read(file, kind, null, map);
    }

    private static Contents read(Path file, TableSet.Kind kind, Layout expected, boolean map) throws IOException {
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            Layout layout = readLayout(file, channel, kind);
            if (expected != null && !layout.same(expected)) {
                throw new IOException(file + " holds the tables of " + layout + ", not of " + expected);
            }
            CRC32C checksum = new CRC32C();
            List<ByteBuffer> tables = new ArrayList<>();
            long offset = layout.headerBytes();
            for (long bytes : layout.lengths()) {
                ByteBuffer table;
                if (map) {
                    table = channel.map(FileChannel.MapMode.READ_ONLY, offset, bytes);
                } else {
                    table = ByteBuffer.allocate(Math.toIntExact(bytes));
                    while (table.hasRemaining() && channel.read(table, offset + table.position()) > 0) {
                        // reads the whole table
                    }
                    table.flip();
                }
                checksum.update(table.duplicate());
                tables.add(table);
                offset += bytes;
            }
            if ((int) checksum.getValue() != bodyChecksum(channel, layout)) {
                throw new IOException(file + " is damaged: the checksum of its tables does not match");
            }
            return new Contents(layout, tables);
        }
    }

    /** The layout of a file's header, checked against the file's length; an {@link IOException} saying why not. */
    private static Layout readLayout(Path file, FileChannel channel, TableSet.Kind kind) throws IOException {
        // a header takes a page or a few: read what the largest one could, or the file when it is shorter
        ByteBuffer header =
                channel.size() < PAGE ? null : readHeader(channel, (int) Math.min(channel.size(), 4 * PAGE));
        if (header == null) {
            throw new IOException(file + " is truncated: " + channel.size() + " bytes, shorter than its header");
        }
        long magic = header.getLong();
        for (long earlier : EARLIER) {
            if (magic == earlier) {
                throw new IOException(file + " is a table file of an earlier format; it is built again");
            }
        }
        if (magic != MAGIC) {
            throw new IOException(file + " is not a table file of this service");
        }
        int format = header.getInt();
        if (format != FORMAT) {
            throw new IOException(
                    file + " is a table file of format " + format + ", not " + FORMAT + "; it is built again");
        }
        int kindCode = header.getInt();
        int version = header.getInt();
        if (kindCode != kind.ordinal()) {
            throw new IOException(file + " does not hold " + kind + " tables");
        }
        int rows = header.getInt();
        int columns = header.getInt();
        if (rows > 0 && columns > 0 && (long) rows * columns <= 1 << 20 && version != kind.version(rows * columns)) {
            throw new IOException(file + " holds " + kind + " tables of version " + version + ", not "
                    + kind.version(rows * columns) + "; it is built again");
        }
        int goalBlank = header.getInt();
        int count = header.getInt();
        if (rows < 1
                || columns < 1
                || (long) rows * columns > 1 << 20
                || goalBlank < 0
                || goalBlank >= rows * columns
                || count < 1
                || count > MOST_TABLES) {
            throw new IOException(file + " has a damaged header");
        }
        List<int[]> tables = new ArrayList<>();
        List<Long> lengths = new ArrayList<>();
        for (int t = 0; t < count; t++) {
            if (header.remaining() < 4) {
                throw new IOException(file + " has a damaged header");
            }
            int described = header.getInt();
            if (described < 0 || described > MOST_DESCRIBED || header.remaining() < 4 * described + 8) {
                throw new IOException(file + " has a damaged header");
            }
            int[] table = new int[described];
            for (int i = 0; i < described; i++) {
                table[i] = header.getInt();
            }
            long length = header.getLong();
            if (length < 0) {
                throw new IOException(file + " has a damaged header");
            }
            tables.add(table);
            lengths.add(length);
        }
        if (header.remaining() < 16) {
            throw new IOException(file + " has a damaged header");
        }
        long body = header.getLong();
        header.getInt();
        if (!intact(header)) {
            throw new IOException(file + " has a damaged header (checksum)");
        }
        Layout layout = new Layout(kind, rows, columns, goalBlank, tables, lengths);
        // the rest of the header's pages is zeros: a byte flipped there is damage too
        for (int at = header.position(); at < Math.min(layout.headerBytes(), header.limit()); at++) {
            if (header.get(at) != 0) {
                throw new IOException(file + " has a damaged header (byte " + at + ")");
            }
        }
        if (body != layout.bodyBytes()) {
            throw new IOException(
                    file + " has a damaged header: its tables take " + layout.bodyBytes() + " bytes, not " + body);
        }
        long size = layout.headerBytes() + body;
        if (channel.size() != size) {
            throw new IOException(file + " is " + channel.size() + " bytes long, not " + size
                    + " as its header says: truncated or damaged");
        }
        return layout;
    }

    /** The body's CRC32C as the header records it (the header already checked). */
    private static int bodyChecksum(FileChannel channel, Layout layout) throws IOException {
        int at = FIXED;
        for (int[] table : layout.tables()) {
            at += 4 + 4 * table.length + 8;
        }
        ByteBuffer checksum = ByteBuffer.allocate(4).order(ByteOrder.LITTLE_ENDIAN);
        channel.read(checksum, at + 8);
        return checksum.flip().getInt();
    }
}
