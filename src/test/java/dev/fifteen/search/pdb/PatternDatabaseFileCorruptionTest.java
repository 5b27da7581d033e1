package dev.fifteen.search.pdb;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A tables file that is not what it claims is refused with an {@link IOException} naming the file: a foreign
 * header, another version, a body cut short, a file shorter than its header, a header whose patterns do not fit
 * its shape. The good file the corruptions start from loads.
 */
class PatternDatabaseFileCorruptionTest {

    private static final int HEADER = 4096;

    @TempDir
    static Path directory;

    private static byte[] good;

    @BeforeAll
    static void writeAGoodFile() throws IOException {
        Path file = directory.resolve("good.pdb");
        PatternDatabaseFile.write(
                file, PatternPartition.chunked(3, 3, 0, 4), new PrintStream(OutputStream.nullOutputStream()));
        good = Files.readAllBytes(file);
        assertThat(PatternDatabaseFile.load(file)).hasSize(1);
    }

    @Test
    void aForeignHeaderIsRefused() throws IOException {
        byte[] bytes = good.clone();
        bytes[0] ^= 0x20;
        assertRefused(bytes, "is not a table file of this service");
    }

    @Test
    void anotherVersionIsRefused() throws IOException {
        byte[] bytes = good.clone();
        header(bytes).putInt(16, 99);
        assertRefused(bytes, "holds PATTERN tables of version 99");
        header(bytes).putInt(8, 99);
        assertRefused(bytes, "is a table file of format 99");
    }

    @Test
    void aTruncatedBodyIsRefused() throws IOException {
        assertRefused(Arrays.copyOf(good, good.length - 1), "bytes long, not " + good.length);
        assertRefused(Arrays.copyOf(good, HEADER + 10), "bytes long, not " + good.length);
    }

    @Test
    void aFileShorterThanItsHeaderIsRefused() throws IOException {
        assertRefused(Arrays.copyOf(good, 100), "shorter than its header");
    }

    @Test
    void aChangedTableByteIsRefused() throws IOException {
        byte[] bytes = good.clone();
        bytes[bytes.length - 1] ^= 1;
        assertRefused(bytes, "the checksum of its tables does not match");
    }

    @Test
    void aHeaderWhosePatternsDoNotFitItsShapeIsRefused() throws IOException {
        byte[] bytes = good.clone();
        // 2 x 2 claimed, but the patterns name the tiles of a 3 x 3 board
        header(bytes).putInt(20, 2).putInt(24, 2);
        assertRefused(bytes, "has a damaged header");
    }

    private static ByteBuffer header(byte[] bytes) {
        return ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
    }

    private static void assertRefused(byte[] bytes, String message) throws IOException {
        Path file = write(bytes);
        assertThatThrownBy(() -> PatternDatabaseFile.load(file))
                .isInstanceOf(IOException.class)
                .hasMessageContaining(file.toString())
                .hasMessageContaining(message);
    }

    private static Path write(byte[] bytes) throws IOException {
        Path file = Files.createTempFile(directory, "corrupt", ".pdb");
        Files.write(file, bytes);
        return file;
    }
}
