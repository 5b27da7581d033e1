package dev.fifteen.search;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.zip.CRC32C;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

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

    private static TableFile.Layout layout(long... lengths) {
        List<int[]> tables = new ArrayList<>();
        List<Long> sizes = new ArrayList<>();
        for (int t = 0; t < lengths.length; t++) {
            tables.add(new int[] {t, 7, 8});
            sizes.add(lengths[t]);
        }
        return new TableFile.Layout(TableSet.Kind.PATTERN, 3, 4, 11, tables, sizes);
    }

    @Test
    void theOneFormatHoldsItsLayoutAndReadsBackMappedOrOnTheHeap() throws IOException {
        Path file = folder.resolve("fifteen-3x4-b11-3-3.pdb");
        TableFile.Layout layout = layout(3, 5000);
        byte[] second = new byte[5000];
        new java.util.Random(5).nextBytes(second);
        try (TableFile out = TableFile.create(file, layout)) {
            out.append(ByteBuffer.wrap(new byte[] {1, 2, 3}));
            out.append(ByteBuffer.wrap(second));
            out.finish();
        }
        byte[] bytes = Files.readAllBytes(file);
        assertThat(bytes).hasSize(4096 + 5003);
        assertThat(new String(bytes, 0, 8, StandardCharsets.US_ASCII)).isEqualTo("FIFTEENT");
        ByteBuffer header = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        assertThat(header.getInt(8)).as("format").isEqualTo(TableFile.FORMAT);
        assertThat(header.getInt(20)).as("rows").isEqualTo(3);
        assertThat(header.getInt(28)).as("goal blank").isEqualTo(11);
        assertThat(header.getInt(32)).as("tables").isEqualTo(2);
        assertThat(Arrays.copyOfRange(bytes, 4096, 4099)).containsExactly(1, 2, 3);

        for (boolean map : new boolean[] {true, false}) {
            TableFile.Contents contents = TableFile.read(file, layout, map);
            assertThat(contents.tables()).hasSize(2);
            assertThat(contents.tables().get(0)).isEqualTo(ByteBuffer.wrap(new byte[] {1, 2, 3}));
            assertThat(contents.tables().get(1)).isEqualTo(ByteBuffer.wrap(second));
            assertThat(contents.tables().get(1).isDirect())
                    .as("mapped: %s", map)
                    .isEqualTo(map);
        }
        TableFile.Contents any = TableFile.read(file, TableSet.Kind.PATTERN, false);
        assertThat(any.layout().tables()).containsExactly(new int[] {0, 7, 8}, new int[] {1, 7, 8});
        assertThat(any.layout().lengths()).containsExactly(3L, 5000L);
        assertThatThrownBy(() -> TableFile.read(file, layout(3, 4999, 1), true))
                .isInstanceOf(IOException.class)
                .hasMessageContaining("not of");
        assertThatThrownBy(() -> TableFile.read(file, TableSet.Kind.MULTI_TILE, true))
                .isInstanceOf(IOException.class)
                .hasMessageContaining("does not hold MULTI_TILE tables");

        for (int at : new int[] {0, 9, 25, 40, 4095, 4096, bytes.length - 1}) {
            byte[] damaged = bytes.clone();
            damaged[at] ^= 0x08;
            Files.write(file, damaged);
            assertThatThrownBy(() -> TableFile.read(file, layout, true))
                    .as("byte %d flipped", at)
                    .isInstanceOf(IOException.class)
                    .hasMessageContaining(file.toString());
        }
        Files.write(file, Arrays.copyOf(bytes, bytes.length - 1));
        assertThatThrownBy(() -> TableFile.read(file, layout, true)).hasMessageContaining("truncated or damaged");
    }

    @Test
    void aFileOfAnEarlierFormatIsSaidToBeBuiltAgain() throws IOException {
        Path file = folder.resolve("fifteen-4x4-7-8.pdb");
        byte[] earlier = new byte[8192];
        System.arraycopy("PNEETFIF".getBytes(StandardCharsets.US_ASCII), 0, earlier, 0, 8);
        Files.write(file, earlier);
        assertThatThrownBy(() -> TableFile.read(file, TableSet.Kind.PATTERN, true))
                .isInstanceOf(IOException.class)
                .hasMessageContaining("an earlier format; it is built again");
    }

    @Test
    void tablesThatDoNotFillTheirLayoutAreNeverFinished() throws IOException {
        Path file = folder.resolve("short");
        try (TableFile out = TableFile.create(file, layout(10))) {
            out.append(ByteBuffer.wrap(new byte[9]));
            assertThatThrownBy(out::finish).isInstanceOf(IllegalStateException.class);
        }
        try (var left = Files.list(folder)) {
            assertThat(left).isEmpty();
        }
    }
}
