package dev.fifteen.search.pdb;

import dev.fifteen.puzzle.Board;
import dev.fifteen.search.Deadline;
import dev.fifteen.search.GoalLabels;
import dev.fifteen.search.Solution;
import dev.fifteen.search.ida.IdaStarSolver;
import dev.fifteen.testing.oracle.BreadthFirstDistances;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Compact tables written to a file and mapped back: admissible on every 8-puzzle (checked against breadth-first
 * search), not claimed consistent, and usable by the solver.
 */
class PatternDatabaseFileTest {

    @Test
    void compactTablesSurviveTheRoundTripAndStayAdmissible(@TempDir Path directory) throws IOException {
        Board goal = Board.parse("0,1,2/3,4,5/6,7,8");
        PatternPartition partition = PatternPartition.chunked(3, 3, 0, 4);
        Path file = directory.resolve("split.pdb");
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        PatternDatabaseFile.write(file, partition, new PrintStream(log, true, StandardCharsets.UTF_8));
        assertThat(log.toString(StandardCharsets.UTF_8)).contains("pattern of 4 tiles on 9 cells: 3,024 entries");

        List<AdditivePatternDatabase> loaded = PatternDatabaseFile.load(file);
        assertThat(loaded).hasSize(1);
        AdditivePatternDatabase compact = loaded.get(0);
        assertThat(compact.consistent()).isFalse();
        assertThat(compact.mirrored()).isTrue();
        AdditivePatternDatabase blankAware = partition.build();

        BreadthFirstDistances bfs = new BreadthFirstDistances(goal);
        for (int index = 0; index < bfs.states(); index++) {
            Board board = bfs.boardAt(index);
            if (board == null) {
                continue;
            }
            int[] state = GoalLabels.relabel(board, goal);
            int estimate = compact.estimate(state);
            assertThat(estimate).isLessThanOrEqualTo(bfs.distance(board));
            // storing the minimum over blank cells never gives more than the blank-aware table
            assertThat(estimate).isLessThanOrEqualTo(blankAware.estimate(state));
        }

        PatternDatabaseCatalog catalog = new PatternDatabaseCatalog();
        catalog.register(3, 3, compact);
        Board board = Board.parse("8,6,7/2,5,4/3,0,1");
        Board standardGoal = Board.standardGoal(3, 3);
        // the compact tables serve the blank-first goal; by symmetry (a half turn) also the standard goal
        Solution solution = IdaStarSolver.optimal(catalog, 16).solve(board, standardGoal, Deadline.none());
        assertThat(solution.length()).isEqualTo(31);
        assertThat(solution.heuristic()).startsWith("pattern database 4-4");
    }

    @Test
    void aFlippedByteATruncationOrAnotherSplitIsRefused(@TempDir Path directory) throws IOException {
        PatternPartition partition = PatternPartition.chunked(3, 3, 0, 4);
        Path file = directory.resolve("split.pdb");
        PatternDatabaseFile.write(
                file, partition, new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        byte[] intact = Files.readAllBytes(file);
        assertThat(PatternDatabaseFile.load(file, partition).name()).isEqualTo("pattern database 4-4 + mirror");

        for (int at : new int[] {4096, 4096 + 3024 + 17, intact.length - 1}) {
            byte[] flipped = intact.clone();
            flipped[at] ^= 0x10;
            Files.write(file, flipped);
            assertThatThrownBy(() -> PatternDatabaseFile.load(file, partition))
                    .isInstanceOf(IOException.class)
                    .hasMessageContaining("checksum");
        }
        byte[] header = intact.clone();
        header[4 * 4 + 8] ^= 0x01;
        Files.write(file, header);
        assertThatThrownBy(() -> PatternDatabaseFile.load(file, partition))
                .isInstanceOf(IOException.class)
                .hasMessageContaining("header");

        Files.write(file, Arrays.copyOf(intact, intact.length - 100));
        assertThatThrownBy(() -> PatternDatabaseFile.load(file, partition))
                .isInstanceOf(IOException.class)
                .hasMessageContaining("truncated");
        Files.write(file, Arrays.copyOf(intact, 1000));
        assertThatThrownBy(() -> PatternDatabaseFile.load(file, partition))
                .isInstanceOf(IOException.class)
                .hasMessageContaining("truncated");

        Files.write(file, intact);
        assertThatThrownBy(() -> PatternDatabaseFile.load(file, PatternPartition.chunked(3, 3, 8, 4)))
                .isInstanceOf(IOException.class)
                .hasMessageContaining("not of");
    }

    @Test
    void theTablesInTheFileAreThoseOfThePlainBuilder(@TempDir Path directory) throws IOException {
        PatternPartition partition = PatternPartition.chunked(3, 4, 11, 4);
        Path file = directory.resolve("split.pdb");
        PatternDatabaseFile.write(
                file, partition, new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        byte[] bytes = Files.readAllBytes(file);
        int offset = 4096;
        for (int[] pattern : partition.patterns()) {
            byte[] plain = PatternDatabaseBuilder.distances(3, 4, 11, pattern, level -> {});
            assertThat(Arrays.copyOfRange(bytes, offset, offset + plain.length)).isEqualTo(plain);
            offset += plain.length;
        }
        assertThat(offset).isEqualTo(bytes.length);
    }

    @Test
    void onBoardsOfMoreThanSixteenCellsTheFileHoldsTheRegionCodedTables(@TempDir Path directory) throws IOException {
        PatternPartition partition = PatternPartition.chunked(3, 6, 0, 3);
        Path file = directory.resolve("split.pdb");
        PatternDatabaseFile.write(
                file, partition, new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        List<PatternDatabase> tables = PatternDatabaseFile.loadTables(file, partition);
        for (int p = 0; p < tables.size(); p++) {
            PatternDatabase table = tables.get(p);
            byte[] coded = RegionTableBuilder.regionCoded(3, 6, 0, partition.patterns()[p], 1, Thread.NORM_PRIORITY);
            byte[] read = new byte[coded.length];
            table.distances().duplicate().clear().get(read);
            assertThat(table.regionCoded()).isTrue();
            assertThat(read).isEqualTo(coded);
        }
        assertThat(PatternDatabaseFile.load(file, partition)
                        .estimate(GoalLabels.relabel(
                                Board.parse("0,1,2,3,4,5/6,7,8,9,10,11/12,13,14,15,16,17"),
                                Board.parse("0,1,2,3,4,5/6,7,8,9,10,11/12,13,14,15,16,17"))))
                .isZero();

        // a file of the same shape written before the codes (the kind's version 2) is refused, to be built again
        byte[] bytes = Files.readAllBytes(file);
        java.nio.ByteBuffer.wrap(bytes).order(java.nio.ByteOrder.LITTLE_ENDIAN).putInt(16, 2);
        Files.write(file, bytes);
        assertThatThrownBy(() -> PatternDatabaseFile.load(file, partition))
                .isInstanceOf(IOException.class)
                .hasMessageContaining("version 2");
    }
}
