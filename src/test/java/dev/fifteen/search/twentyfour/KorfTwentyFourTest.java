package dev.fifteen.search.twentyfour;

import dev.fifteen.puzzle.Board;
import dev.fifteen.search.Deadline;
import dev.fifteen.search.SearchThreads;
import dev.fifteen.search.Solution;
import dev.fifteen.search.fast.FastSolver;
import dev.fifteen.search.fast.ReductionSolver;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The full 6-6-6-6 tables on the easiest of Korf's 24-puzzles (clausecker's order): the answers replay to the
 * goal and their lengths are the published optima. It maps {@code data/fifteen-5x5-6-6-6-6.pdb} and is skipped when
 * that file is missing (building it takes minutes of processor time; see {@code docs/operations.md}); with it, the
 * two searches, each shared by two threads as in the service, take about 20 s of processor time.
 */
@Tag("slow")
class KorfTwentyFourTest {

    private static final Path FILE = Path.of("data/fifteen-5x5-6-6-6-6.pdb");

    @Test
    void theEasiestInstancesGetTheirPublishedOptima() throws IOException {
        assumeTrue(
                Files.exists(FILE),
                "build " + FILE + " first (TwentyFourTableFile's main, or TwentyFourBench): minutes of processor time");
        TwentyFourTables tables = TwentyFourTableFile.load(FILE, TilePartition.KORF_FELNER);
        SearchThreads helpers = SearchThreads.of(2);
        TwentyFourSolver solver = new TwentyFourSolver(
                TwentyFourTableStore.of(tables),
                new ReductionSolver(new FastSolver(), Duration.ofSeconds(1)),
                null,
                helpers);
        int[] cells = new int[25];
        Arrays.setAll(cells, i -> i);
        Board goal = Board.of(5, 5, cells);
        for (String[] instance : instances().subList(0, 2)) {
            Board board = Board.of(
                    5,
                    5,
                    Arrays.stream(instance[1].trim().split("\\s+"))
                            .mapToInt(Integer::parseInt)
                            .toArray());
            Solution solution = solver.solve(board, goal, Deadline.after(Duration.ofMinutes(30)));
            assertThat(solution.optimal()).as("instance %s", instance[0]).isTrue();
            assertThat(solution.replay(board)).isEqualTo(goal);
            assertThat(solution.length()).isEqualTo(Integer.parseInt(instance[2].trim()));
        }
        assertThat(helpers.busy()).isZero();
        helpers.close();
    }

    private static List<String[]> instances() throws IOException {
        List<String[]> instances = new ArrayList<>();
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(
                KorfTwentyFourTest.class.getResourceAsStream("/bench/korf24.txt"), StandardCharsets.UTF_8))) {
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    instances.add(line.split("\t"));
                }
            }
        }
        return instances;
    }
}
