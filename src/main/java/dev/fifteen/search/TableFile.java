package dev.fifteen.search;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.zip.CRC32C;

/**
 * What the files of tables have in common (the 4 x 4 pattern databases, the 5 x 5 tables, the multi-tile tables):
 * a header that ends with its own CRC32C and records the body's length and CRC32C, then the tables. A file is
 * written whole or not at all: the tables go to a temporary file beside the target, after room for the header,
 * their length and checksum counted as they go; {@link #finish} writes the header at the start, forces the file to
 * disk and renames it over the target. Closed unfinished (a failure, an interrupt), the writer deletes the temporary
 * file. Each file's own class lays out its header and checks what it holds.
 *
 * <p>A writer is used by one thread; the static methods are for the headers, on either side.
 */
public final class TableFile implements AutoCloseable {

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
        Path parent = file.toAbsolutePath().getParent();
        Files.createDirectories(parent);
        Path temporary = Files.createTempFile(parent, file.getFileName().toString(), ".part");
        FileChannel channel;
        try {
            channel = FileChannel.open(temporary, StandardOpenOption.WRITE);
            channel.position(headerBytes);
        } catch (IOException | RuntimeException e) {
            Files.deleteIfExists(temporary);
            throw e;
        }
        return new TableFile(file, temporary, channel);
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
        channel.close();
        Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        finished = true;
    }

    /** Deletes the temporary file unless {@link #finish} put it in place. */
    @Override
    public void close() throws IOException {
        channel.close();
        if (!finished) {
            Files.deleteIfExists(temporary);
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
