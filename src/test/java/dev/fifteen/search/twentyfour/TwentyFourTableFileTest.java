package dev.fifteen.search.twentyfour;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The 5 x 5 table file: written and mapped back it holds the same tables; a flipped byte anywhere in the body or
 * the header, a truncation, another version or another split is refused with an {@link IOException}.
 */
class TwentyFourTableFileTest {

    @TempDir
    static Path directory;

    private static byte[] good;

    @BeforeAll
    static void writeAGoodFile() throws IOException {
        Path file = directory.resolve("good.pdb");
        TwentyFourTableFile.write(file, TestTables.THREES, 2, Thread.NORM_PRIORITY, s -> {});
        good = Files.readAllBytes(file);
    }

    @Test
    void aWrittenFileMapsBackToTheSameTables() throws IOException {
        TwentyFourTables loaded = TwentyFourTableFile.load(save("same.pdb", good), TestTables.THREES);
        List<ByteBuffer> expected = TestTables.threes().buffers();
        List<ByteBuffer> actual = loaded.buffers();
        assertThat(actual).hasSameSizeAs(expected);
        for (int t = 0; t < expected.size(); t++) {
            assertThat(actual.get(t)).isEqualTo(expected.get(t));
        }
        Path again = directory.resolve("again.pdb");
        TwentyFourTableFile.write(again, TestTables.threes());
        assertThat(Files.readAllBytes(again)).isEqualTo(good);
    }

    @Test
    void aLargerSplitCopiesTheTablesItSharesAndReadsOntoTheHeapAlike() throws IOException {
        List<String> lines = new ArrayList<>();
        Path file = directory.resolve("two.pdb");
        TwentyFourTableFile.write(
                file, TestTables.TWO_SPLITS, 2, Thread.NORM_PRIORITY, lines::add, TestTables.threes());
        assertThat(lines)
                .filteredOn(line -> line.contains("copied from the 3x8 tables"))
                .hasSize(4);
        List<ByteBuffer> expected = TestTables.twoSplits().buffers();
        for (boolean onHeap : new boolean[] {false, true}) {
            List<ByteBuffer> actual = TwentyFourTableFile.load(file, TestTables.TWO_SPLITS, onHeap)
                    .buffers();
            assertThat(actual).hasSameSizeAs(expected);
            for (int t = 0; t < expected.size(); t++) {
                assertThat(actual.get(t))
                        .as("table %d, on the heap: %s", t, onHeap)
                        .isEqualTo(expected.get(t));
            }
        }
    }

    @Test
    void aFlippedByteInTheTablesIsCaught() {
        for (int offset : new int[] {4096, good.length / 2, good.length - 1}) {
            byte[] bytes = good.clone();
            bytes[offset] ^= 0x01;
            assertRefused(bytes, "checksum of its tables does not match");
        }
    }

    @Test
    void aFlippedByteInTheHeaderIsCaught() {
        byte[] bytes = good.clone();
        bytes[30] ^= 0x04;
        assertRefused(bytes, "damaged header");
    }

    @Test
    void aTruncatedFileIsRefused() {
        assertRefused(Arrays.copyOf(good, good.length - 1), "truncated or damaged");
        assertRefused(Arrays.copyOf(good, 100), "shorter than its header");
    }

    @Test
    void anotherVersionIsRefused() {
        byte[] bytes = good.clone();
        ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).putInt(16, 7);
        assertRefused(bytes, "tables of version 7");
        ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).putInt(8, 7);
        assertRefused(bytes, "format 7");
    }

    @Test
    void anotherSplitIsRefused() throws IOException {
        Path file = save("other.pdb", good);
        List<int[]> swapped = new ArrayList<>(Arrays.asList(TestTables.THREES.patterns()));
        java.util.Collections.swap(swapped, 0, 2);
        TilePartition other = new TilePartition("3x8", swapped.toArray(int[][]::new));
        assertThatThrownBy(() -> TwentyFourTableFile.load(file, other))
                .isInstanceOf(IOException.class)
                .hasMessageContaining("not of");
    }

    private static void assertRefused(byte[] bytes, String message) {
        assertThatThrownBy(() -> TwentyFourTableFile.load(save("bad.pdb", bytes), TestTables.THREES))
                .isInstanceOf(IOException.class)
                .hasMessageContaining(message);
    }

    private static Path save(String name, byte[] bytes) throws IOException {
        Path file = directory.resolve(name);
        Files.write(file, bytes);
        return file;
    }
}
