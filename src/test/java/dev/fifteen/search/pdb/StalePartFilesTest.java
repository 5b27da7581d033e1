package dev.fifteen.search.pdb;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The temporary files that killed builds leave in the data directory: a start removes those of its own tables'
 * file that are older than a build could take, and nothing else (a younger one may be another process's build in
 * progress; other names are not ours).
 */
class StalePartFilesTest {

    private static final String SPLIT = ".AA/AAB/BBB";

    private final List<String> log = new CopyOnWriteArrayList<>();

    private static Path file(Path directory, String name, Duration age) throws IOException {
        Path file = Files.write(directory.resolve(name), new byte[] {1, 2, 3});
        Files.setLastModifiedTime(file, FileTime.from(Instant.now().minus(age)));
        return file;
    }

    @Test
    void onlyOldTemporaryFilesOfTheSameTablesAreRemoved(@TempDir Path directory) throws IOException {
        Path tables = directory.resolve("fifteen-4x4-7-8.pdb");
        Path stale = file(directory, "fifteen-4x4-7-8.pdb8141502315786230611.part", Duration.ofHours(3));
        Path young = file(directory, "fifteen-4x4-7-8.pdb998877.part", Duration.ofMinutes(5));
        Path otherTables = file(directory, "fifteen-4x4-6-6-3.pdb12345.part", Duration.ofHours(3));
        Path notABuild = file(directory, "fifteen-4x4-7-8.pdb.notes.part", Duration.ofHours(3));
        Path finished = file(directory, "fifteen-4x4-7-8.pdb", Duration.ofHours(3));

        List<Path> removed = StoredTables.removeStaleParts(tables, Duration.ofHours(1), Instant.now(), log::add);

        assertThat(removed).containsExactly(stale);
        assertThat(stale).doesNotExist();
        assertThat(young).exists();
        assertThat(otherTables).exists();
        assertThat(notABuild).exists();
        assertThat(finished).exists();
        assertThat(log).singleElement().asString().startsWith("Removed " + stale);
    }

    @Test
    void aStartRemovesTheStaleTemporaryFilesOfItsTablesBeforeBuilding(@TempDir Path directory) throws IOException {
        StoredTables stored = new StoredTables(
                new PatternDatabaseCatalog(), 3, 3, SPLIT, directory, 1, Thread.NORM_PRIORITY, log::add);
        String name = stored.file().getFileName().toString();
        Path stale = file(directory, name + "42.part", StoredTables.STALE_PART_AGE.plusMinutes(1));
        Path young = file(directory, name + "43.part", StoredTables.STALE_PART_AGE.minusMinutes(10));

        stored.start(Runnable::run).join();

        assertThat(stale).doesNotExist();
        assertThat(young).exists();
        assertThat(stored.file()).exists();
        try (var entries = Files.list(directory)) {
            assertThat(entries.map(path -> path.getFileName().toString()))
                    .containsExactlyInAnyOrder(name, name + "43.part");
        }
    }
}
