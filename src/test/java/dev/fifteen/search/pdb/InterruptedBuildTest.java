package dev.fifteen.search.pdb;

import dev.fifteen.search.TableFile;
import dev.fifteen.search.TableSet;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A table build in another process, stopped mid-way: killed outright, its temporary file stays until the next
 * start's sweep, which removes it and lets the build run again to a whole file; stopped by SIGTERM, it removes its
 * own; still running, the sweep leaves its file alone, because the process holds it locked. The builds are real
 * ({@link PatternDatabaseFile#write}), each in a JVM of its own that halts after its first table until told to go
 * on.
 */
class InterruptedBuildTest {

    private static final PatternPartition SPLIT = PatternPartition.standard(3, 3, 8);

    @TempDir
    Path directory;

    private final List<String> log = new CopyOnWriteArrayList<>();
    private Process builder;

    @AfterEach
    void stopBuilder() throws InterruptedException {
        if (builder != null) {
            builder.destroyForcibly().waitFor();
        }
    }

    /** A build that halts after its first table, its process reading a line from its input before it goes on. */
    public static final class HaltingBuild {
        public static void main(String[] args) throws IOException {
            BufferedReader input = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
            PatternDatabaseFile.write(Path.of(args[0]), SPLIT, 1, Thread.NORM_PRIORITY, line -> {
                System.out.println("halted after " + line);
                System.out.flush();
                try {
                    input.readLine();
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        }
    }

    /** Starts a build of {@code file} in another JVM and returns once it has halted mid-way. */
    private Process haltedBuild(Path file) throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        builder = new ProcessBuilder(
                        java,
                        "-cp",
                        System.getProperty("java.class.path"),
                        HaltingBuild.class.getName(),
                        file.toString())
                .redirectError(ProcessBuilder.Redirect.INHERIT)
                .start();
        BufferedReader output =
                new BufferedReader(new InputStreamReader(builder.getInputStream(), StandardCharsets.UTF_8));
        String line = output.readLine();
        assertThat(line).as("the build's first line").startsWith("halted after");
        return builder;
    }

    private List<Path> partFiles() throws IOException {
        try (Stream<Path> files = Files.list(directory)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".part"))
                    .toList();
        }
    }

    @Test
    void aKilledBuildsFileIsRemovedAtTheNextStartAndTheBuildRunsAgain() throws Exception {
        Path file = directory.resolve("fifteen-3x3-" + SPLIT.name() + ".pdb");
        Process halted = haltedBuild(file);
        List<Path> parts = partFiles();
        assertThat(parts).hasSize(1);
        assertThat(parts.get(0).getFileName().toString()).startsWith(file.getFileName() + "");

        assertThat(TableFile.removeAbandoned(directory, log::add))
                .as("a live process still writes it")
                .isEmpty();
        assertThat(partFiles()).isEqualTo(parts);

        halted.destroyForcibly();
        assertThat(halted.waitFor(30, TimeUnit.SECONDS)).isTrue();
        assertThat(partFiles()).as("SIGKILL leaves it behind").isEqualTo(parts);

        assertThat(TableFile.removeAbandoned(directory, log::add)).isEqualTo(parts);
        assertThat(log)
                .anySatisfy(line -> assertThat(line)
                        .contains("Removed")
                        .contains(parts.get(0).toString()));
        assertThat(Files.exists(file)).isFalse();

        PatternDatabaseFile.write(file, SPLIT, 1, Thread.NORM_PRIORITY, log::add);
        try (Stream<Path> files = Files.list(directory)) {
            assertThat(files).containsExactly(file);
        }
        assertThat(PatternDatabaseFile.loadTables(file, SPLIT)).hasSize(SPLIT.patterns().length);
    }

    @Test
    void aBuildStoppedBySigtermRemovesItsOwnFile() throws Exception {
        Process halted = haltedBuild(directory.resolve("fifteen-3x3-" + SPLIT.name() + ".pdb"));
        assertThat(partFiles()).hasSize(1);

        halted.destroy();
        assertThat(halted.waitFor(30, TimeUnit.SECONDS)).isTrue();

        assertThat(partFiles()).isEmpty();
    }

    @Test
    void aSweepRemovesUnlockedTemporaryFilesOfTablesOnly() throws IOException {
        Path abandoned = Files.write(directory.resolve("fifteen-4x4-7-8.pdb8141502315786230611.part"), new byte[3]);
        Path notOurs = Files.write(directory.resolve("notes.part"), new byte[3]);
        Path finished = Files.write(directory.resolve("fifteen-4x4-6-6-3.pdb"), new byte[3]);
        TableFile.Layout layout =
                new TableFile.Layout(TableSet.Kind.FIVE_BY_FIVE, 5, 5, 0, List.of(new int[] {1, 2}), List.of(8L));
        try (TableFile writing = TableFile.create(directory.resolve("fifteen-5x5-6-6-6-6.pdb"), layout)) {
            List<Path> mine = partFiles().stream()
                    .filter(f -> f.getFileName().toString().startsWith("fifteen-5x5"))
                    .toList();
            assertThat(mine).hasSize(1);

            assertThat(TableFile.removeAbandoned(directory, log::add)).containsExactly(abandoned);

            assertThat(mine.get(0)).as("this process writes it").exists();
            assertThat(notOurs).exists();
            assertThat(finished).exists();
        }
        assertThat(TableFile.removeAbandoned(directory.resolve("missing"), log::add))
                .isEmpty();
    }
}
