package dev.fifteen.search.ida;

import dev.fifteen.puzzle.Board;
import dev.fifteen.search.Deadline;
import dev.fifteen.search.Solution;
import dev.fifteen.search.pdb.PatternDatabaseCatalog;
import dev.fifteen.testing.infra.BenchmarkFiles;
import dev.fifteen.testing.oracle.Goals;
import dev.fifteen.testing.oracle.Slides;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.Set;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The ten Korf instances that take the least search effort solve to their published optimal lengths with the
 * default 6-6-3 tables, for Korf's goal (blank first) and, turned half round and relabelled, for the standard goal.
 * The full set runs in the benchmark ({@code SolveBench}).
 */
@Tag("slow") // builds the 6-6-3 tables; the mutation run checks the search on the 8-puzzle
class KorfInstancesTest {

    private static final Set<Integer> EASIEST = Set.of(12, 47, 30, 97, 55, 71, 94, 79, 42, 58);
    private static final IdaStarSolver SOLVER = IdaStarSolver.optimal(new PatternDatabaseCatalog(), 16);
    private static final Board KORF_GOAL = Goals.blankFirst(4, 4);

    static Stream<Arguments> easiestTen() {
        return BenchmarkFiles.korf100().stream()
                .filter(instance -> EASIEST.contains(instance.number()))
                .map(instance -> Arguments.of(instance.number(), instance.board(), instance.optimum()));
    }

    @ParameterizedTest(name = "Korf #{0} needs {2}")
    @MethodSource("easiestTen")
    void solvesToThePublishedOptimum(int number, Board board, int optimum) {
        Solution solution = SOLVER.solve(board, KORF_GOAL, Deadline.none());
        assertThat(solution.length()).isEqualTo(optimum);
        Slides.assertSolves(solution, board, KORF_GOAL);
        assertThat(solution.lowerBound()).isLessThanOrEqualTo(optimum);

        // the same position for the standard goal: turned half round, tile t relabelled 16 - t
        int[] cells = board.cells();
        int[] turned = new int[16];
        for (int cell = 0; cell < 16; cell++) {
            turned[15 - cell] = cells[cell] == 0 ? 0 : 16 - cells[cell];
        }
        Board standardBoard = Board.of(4, 4, turned);
        Solution standard = SOLVER.solve(standardBoard, Board.standardGoal(4, 4), Deadline.none());
        assertThat(standard.length()).isEqualTo(optimum);
        Slides.assertSolves(standard, standardBoard, Board.standardGoal(4, 4));
    }
}
