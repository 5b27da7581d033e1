package dev.fifteen.search.multi;

import dev.fifteen.search.TableFile;
import dev.fifteen.search.TableReadiness;
import dev.fifteen.search.TableSet;
import dev.fifteen.search.TableStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The multi-tile table file: written and read back to the same entries; a flipped byte anywhere, a truncation, a
 * file of another shape are refused; the stored tables read an intact file, build a damaged one again, keep the
 * tables in memory when the directory cannot be written, and keep within their entries.
 */
class MultiTileTableFileTest {

    @TempDir
    Path directory;

    private static void assertSameEntries(MultiTilePatternTables read, MultiTilePatternTables built) {
        assertThat(read.all()).hasSameSizeAs(built.all());
        for (int t = 0; t < built.all().size(); t++) {
            assertThat(Arrays.equals(read.all().get(t).packed, built.all().get(t).packed))
                    .as("table %d", t)
                    .isTrue();
        }
        assertThat(read.tileTables).hasSameSizeAs(built.tileTables).isNotEmpty();
        for (int t = 0; t < built.tileTables.length; t++) {
            assertThat(read.tileTables[t].tiles).isEqualTo(built.tileTables[t].tiles);
            assertThat(Arrays.equals(read.tileTables[t].distance, built.tileTables[t].distance))
                    .as("tile table %d", t)
                    .isTrue();
        }
    }

    private static StoredMultiTileTables stored(Path directory, Executor executor, long budget, List<String> log) {
        return new StoredMultiTileTables(new TableStore(directory, budget, log::add), executor, true, 0);
    }

    private static TableSet set(int rows, int columns, int goalBlank) {
        return new TableSet(TableSet.Kind.MULTI_TILE, rows, columns, goalBlank, "axes and tiles");
    }

    @Test
    void aWrittenFileReadsBackToTheSameTables() throws IOException {
        MultiTilePatternTables built = MultiTilePatternTables.build(3, 4, 5);
        Path file = directory.resolve(set(3, 4, 5).fileName());
        MultiTileTableFile.write(file, built);
        assertSameEntries(MultiTileTableFile.read(file, 3, 4, 5), built);
        try (var files = Files.list(directory)) {
            assertThat(files.toList()).containsExactly(file);
        }
    }

    @Test
    void aFlippedByteAnywhereIsRefused() throws IOException {
        MultiTilePatternTables built = MultiTilePatternTables.build(2, 3, 5);
        Path file = directory.resolve("tables");
        MultiTileTableFile.write(file, built);
        byte[] intact = Files.readAllBytes(file);
        for (int at = 0; at < intact.length; at += Math.max(1, intact.length / 97)) {
            byte[] damaged = intact.clone();
            damaged[at] ^= 0x10;
            Files.write(file, damaged);
            assertThatThrownBy(() -> MultiTileTableFile.read(file, 2, 3, 5))
                    .as("byte %d flipped", at)
                    .isInstanceOf(IOException.class);
        }
    }

    @Test
    void aTruncatedFileIsRefused() throws IOException {
        Path file = directory.resolve("tables");
        MultiTileTableFile.write(file, MultiTilePatternTables.build(3, 3, 8));
        byte[] intact = Files.readAllBytes(file);
        for (int length : new int[] {0, 7, 40, intact.length / 2, intact.length - 1}) {
            Files.write(file, Arrays.copyOf(intact, length));
            assertThatThrownBy(() -> MultiTileTableFile.read(file, 3, 3, 8))
                    .as("%d bytes", length)
                    .isInstanceOf(IOException.class);
        }
        Files.write(file, Arrays.copyOf(intact, intact.length + 1));
        assertThatThrownBy(() -> MultiTileTableFile.read(file, 3, 3, 8)).isInstanceOf(IOException.class);
    }

    @Test
    void theTablesOfAnotherShapeOrBlankAreRefused() throws IOException {
        Path file = directory.resolve("tables");
        MultiTileTableFile.write(file, MultiTilePatternTables.build(3, 3, 8));
        assertThatThrownBy(() -> MultiTileTableFile.read(file, 3, 3, 0))
                .isInstanceOf(IOException.class)
                .hasMessageContaining("blank 8");
        assertThatThrownBy(() -> MultiTileTableFile.read(file, 2, 4, 7)).isInstanceOf(IOException.class);
    }

    /** A file whose tile tables hold distances alone (no first-move bits) was written by an earlier version. */
    @Test
    void tileTablesWithoutFirstMoveBitsAreRefused() throws IOException {
        MultiTilePatternTables built = MultiTilePatternTables.build(3, 3, 8);
        List<int[]> described = new ArrayList<>();
        List<Long> lengths = new ArrayList<>();
        List<byte[]> contents = new ArrayList<>();
        for (AxisPatternDatabase table : built.all()) {
            boolean vertical = table.axis == AxisPatternDatabase.VERTICAL;
            described.add(new int[] {
                vertical ? MultiTileTableFile.VERTICAL : MultiTileTableFile.HORIZONTAL,
                table.axis,
                table.lineA,
                table.lineB,
                table.entries
            });
            lengths.add((long) table.packed.length);
            contents.add(table.packed);
        }
        for (TilePatternDatabase table : built.tileTables) {
            int[] spec = new int[1 + table.tiles.length];
            spec[0] = MultiTileTableFile.TILES_WITHOUT_FIRST_MOVES;
            System.arraycopy(table.tiles, 0, spec, 1, table.tiles.length);
            described.add(spec);
            lengths.add((long) table.distance.length);
            byte[] distances = table.distance.clone();
            for (int i = 0; i < distances.length; i++) {
                distances[i] &= TilePatternDatabase.DISTANCE;
            }
            contents.add(distances);
        }
        Path file = directory.resolve("earlier");
        try (TableFile out =
                TableFile.create(file, new TableFile.Layout(TableSet.Kind.MULTI_TILE, 3, 3, 8, described, lengths))) {
            for (byte[] bytes : contents) {
                out.append(ByteBuffer.wrap(bytes));
            }
            out.finish();
        }
        assertThatThrownBy(() -> MultiTileTableFile.read(file, 3, 3, 8))
                .isInstanceOf(IOException.class)
                .hasMessageContaining("earlier version");
        MultiTileTableFile.write(file, built);
        assertSameEntries(MultiTileTableFile.read(file, 3, 3, 8), built);
    }

    @Test
    void storedTablesAreBuiltWrittenReadAndBuiltAgainWhenDamaged() throws IOException {
        List<String> log = new ArrayList<>();
        StoredMultiTileTables first = stored(directory, Runnable::run, 10_000_000, log);
        MultiTilePatternTables built = first.tables(3, 4, 11);
        assertThat(built).isNotNull();
        Path file = directory.resolve("fifteen-multi-tile-3x4-blank-11.tables");
        assertThat(first.file(3, 4, 11)).isEqualTo(file);
        assertThat(log)
                .anyMatch(line -> line.startsWith("Built the multi-tile tables of 3 x 4, blank 11 into " + file));
        assertThat(file).exists();

        log.clear();
        MultiTilePatternTables read =
                stored(directory, Runnable::run, 10_000_000, log).tables(3, 4, 11);
        assertThat(log).singleElement().asString().startsWith("Read");
        assertSameEntries(read, built);

        List<Runnable> builds = new ArrayList<>();
        StoredMultiTileTables restarted = stored(directory, builds::add, 10_000_000, log);
        assertThat(restarted.readIfIntact(3, 4, 11)).isTrue();
        assertThat(restarted.readIfIntact(3, 4, 0))
                .as("no file for that goal: nothing built")
                .isFalse();
        assertSameEntries(restarted.tables(3, 4, 11), built);
        assertThat(builds).isEmpty();
        assertThat(stored(directory, builds::add, 1_000, log).readIfIntact(3, 4, 11))
                .as("beyond the memory budget")
                .isFalse();

        byte[] bytes = Files.readAllBytes(file);
        bytes[bytes.length - 3] ^= 1;
        Files.write(file, bytes);
        assertThat(stored(directory, builds::add, 10_000_000, log).readIfIntact(3, 4, 11))
                .as("damaged: left to a build")
                .isFalse();
        assertThat(builds).isEmpty();
        log.clear();
        MultiTilePatternTables rebuilt =
                stored(directory, Runnable::run, 10_000_000, log).tables(3, 4, 11);
        assertThat(log).anyMatch(line -> line.contains("again") && line.contains("damaged"));
        assertSameEntries(rebuilt, built);
        assertSameEntries(MultiTileTableFile.read(file, 3, 4, 11), built);
    }

    @Test
    void storedTablesAnswerNothingUntilReadyAndKeepWithinTheBudget() {
        List<Runnable> queued = new ArrayList<>();
        List<String> log = new ArrayList<>();
        long oneSet = (MultiTilePatternTables.entries(3, 4, 0) + 1) / 2;
        StoredMultiTileTables tables = stored(null, queued::add, oneSet, log);
        assertThat(tables.tables(3, 4, 0)).isNull();
        assertThat(queued).hasSize(1);
        assertThat(tables.tables(5, 5, 0)).as("no tables beyond 16 cells").isNull();
        queued.remove(0).run();
        assertThat(tables.tables(3, 4, 0)).isNotNull();
        CompletableFuture<MultiTilePatternTables> again = tables.prepare(3, 4, 0);
        assertThat(again).isCompleted();
        // a second set does not fit beside the first: the least recently used goes
        assertThat(tables.prepare(4, 3, 0)).isNotCompleted();
        queued.remove(0).run();
        assertThat(tables.tables(4, 3, 0)).isNotNull();
        assertThat(tables.readiness(3, 4, 0).stage()).isEqualTo(TableReadiness.Stage.EVICTED);
        assertThat(log).anyMatch(line -> line.startsWith("Evicted the multi-tile tables of 3 x 4, blank 0"));
        // small sets are built where asked; larger ones only with leave to
        StoredMultiTileTables inPlace =
                new StoredMultiTileTables(new TableStore(null, Long.MAX_VALUE, line -> {}), queued::add, false);
        assertThat(inPlace.tables(3, 3, 4)).isNotNull();
        assertThat(inPlace.prepare(4, 4, 15)).isNull();
        assertThat(queued).isEmpty();
    }

    @Test
    void tablesThatCannotBeWrittenAreKeptInMemory() throws IOException {
        Path notADirectory = Files.writeString(directory.resolve("plain-file"), "not a directory");
        List<String> log = new ArrayList<>();
        StoredMultiTileTables tables = stored(notADirectory, Runnable::run, 10_000_000, log);
        assertThat(tables.tables(3, 3, 0)).isNotNull();
        assertThat(log).anyMatch(line -> line.contains("in memory only"));
    }
}
