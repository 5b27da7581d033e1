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
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Consumer;
import java.util.zip.CRC32C;

/**
 * What the files of tables have in common (the 4 x 4 pattern databases, the 5 x 5 tables, the multi-tile tables):
 * a header that ends with its own CRC32C and records the body's length and CRC32C, then the tables. A file is
 * written whole or not at all: the tables go to a temporary file beside the target, after room for the header,
 * their length and checksum counted as they go; {@link #finish} writes the header at the start, forces the file to
 * disk and renames it over the target. Each file's own class lays out its header and checks what it holds.
 *
 * <p>Nothing is left behind. The temporary file ({@code <target name><digits>.part}) is locked by its writer for as
 * long as it writes: closed unfinished (a failure, an interrupt), the writer deletes it; a process that stops while
 * it writes (SIGTERM) deletes it on its way out; and one that is killed outright leaves it unlocked, so that the
 * next start's {@link #removeAbandoned} knows it from a file another live process is still writing (replicas may
 * share a data directory): a lock, not an age, tells.
 *
 * <p>A writer is used by one thread; the static methods are for the headers, on either side, and the sweep.
 */
public final class TableFile implements AutoCloseable {

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
    private final CRC32C checksum = new CRC32C();
    private long length;
    private boolean finished;

    private TableFile(Path file, Path temporary, FileChannel channel) {
        this.file = file;
        this.temporary = temporary;
        this.channel = channel;
    }

    /** Starts writing {@code file} (its folder made if missing), its first {@code headerBytes} bytes kept. */
    public static TableFile create(Path file, int headerBytes) throws IOException {
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
            return new TableFile(file, temporary, channel);
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
     * Writes the remaining bytes of {@code header} at the start (they must fit the room kept), forces the file to
     * disk and puts it in place of the target.
     */
    public void finish(ByteBuffer header) throws IOException {
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
    public static ByteBuffer seal(ByteBuffer header) {
        CRC32C sum = new CRC32C();
        sum.update(header.array(), header.arrayOffset(), header.position());
        header.putInt((int) sum.getValue());
        return header.flip();
    }

    /**
     * Reads the checksum at the header's position (moving past it) and tells whether it is the CRC32C of the bytes
     * before it, as {@link #seal} wrote it.
     */
    public static boolean intact(ByteBuffer header) {
        CRC32C sum = new CRC32C();
        sum.update(header.array(), header.arrayOffset(), header.position());
        return header.getInt() == (int) sum.getValue();
    }

    /**
     * The first {@code bytes} bytes of a file (little-endian, ready to read), or {@code null} when the file is
     * shorter.
     */
    public static ByteBuffer readHeader(FileChannel channel, int bytes) throws IOException {
        if (channel.size() < bytes) {
            return null;
        }
        ByteBuffer header = ByteBuffer.allocate(bytes).order(ByteOrder.LITTLE_ENDIAN);
        while (header.hasRemaining() && channel.read(header, header.position()) > 0) {
            // reads the whole header
        }
        return header.flip();
    }
}
