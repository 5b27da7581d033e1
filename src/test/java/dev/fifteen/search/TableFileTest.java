package dev.fifteen.search;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.zip.CRC32C;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A table file is written whole or not at all: the header at the start, the body after the room kept for it, its
 * length and CRC32C counted (checked here against the JDK's CRC32C of the same bytes), and nothing left behind when
 * the writer is closed unfinished. A sealed header is intact until any of its bytes changes.
 */
class TableFileTest {

    @TempDir
    Path folder;

    @Test
    void aFinishedFileHoldsTheHeaderThenTheBody() throws IOException {
        Path file = folder.resolve("sub").resolve("tables");
        byte[] first = {1, 2, 3};
        byte[] second = {4, 5, 6, 7};
        try (TableFile out = TableFile.create(file, 16)) {
            out.append(ByteBuffer.wrap(first));
            out.append(ByteBuffer.wrap(second));
            assertThat(out.length()).isEqualTo(7);
            CRC32C expected = new CRC32C();
            expected.update(new byte[] {1, 2, 3, 4, 5, 6, 7});
            assertThat(out.checksum()).isEqualTo((int) expected.getValue());
            ByteBuffer header = ByteBuffer.allocate(16).order(ByteOrder.LITTLE_ENDIAN);
            header.putLong(out.length()).putInt(out.checksum());
            out.finish(TableFile.seal(header));
        }
        byte[] bytes = Files.readAllBytes(file);
        assertThat(bytes).hasSize(16 + 7);
        assertThat(java.util.Arrays.copyOfRange(bytes, 16, 23)).containsExactly(1, 2, 3, 4, 5, 6, 7);
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            ByteBuffer header = TableFile.readHeader(channel, 16);
            assertThat(header.getLong()).isEqualTo(7);
            header.getInt();
            assertThat(TableFile.intact(header)).isTrue();
            assertThat(TableFile.readHeader(channel, 24))
                    .as("longer than the file")
                    .isNull();
        }
        try (var left = Files.list(file.getParent())) {
            assertThat(left).containsExactly(file);
        }
    }

    @Test
    void aWriterClosedUnfinishedLeavesNothingAndKeepsTheOldFile() throws IOException {
        Path file = folder.resolve("tables");
        Files.write(file, new byte[] {9, 9});
        try (TableFile out = TableFile.create(file, 8)) {
            out.append(ByteBuffer.wrap(new byte[] {1, 2}));
        }
        assertThat(Files.readAllBytes(file)).containsExactly(9, 9);
        try (var left = Files.list(folder)) {
            assertThat(left).containsExactly(file);
        }
    }

    @Test
    void aSealedHeaderIsIntactUntilAByteChanges() {
        for (int flipped = 0; flipped < 12; flipped++) {
            ByteBuffer header = ByteBuffer.allocate(12).order(ByteOrder.LITTLE_ENDIAN);
            header.putLong(0x0123456789ABCDEFL);
            TableFile.seal(header);
            assertThat(header.limit()).isEqualTo(12);
            header.put(flipped, (byte) (header.get(flipped) ^ 0x10));
            header.position(8);
            assertThat(TableFile.intact(header)).as("byte %d flipped", flipped).isFalse();
        }
        ByteBuffer header = ByteBuffer.allocate(12).order(ByteOrder.LITTLE_ENDIAN);
        header.putLong(42);
        TableFile.seal(header);
        header.position(8);
        assertThat(TableFile.intact(header)).isTrue();
    }
}
