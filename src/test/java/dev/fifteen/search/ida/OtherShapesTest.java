package dev.fifteen.search.ida;

import dev.fifteen.puzzle.Board;
import dev.fifteen.search.Deadline;
import dev.fifteen.search.Solution;
import dev.fifteen.search.pdb.PatternDatabaseCatalog;
import dev.fifteen.search.pdb.PatternPartition;
import dev.fifteen.testing.oracle.Goals;
import dev.fifteen.testing.oracle.RandomBoards;
import dev.fifteen.testing.oracle.Slides;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;
import java.util.random.RandomGeneratorFactory;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Shapes too large for a breadth-first cross-check (3 x 4, 4 x 3, 2 x 6, 2 x 7, 2 x 8): the standard tables and a
 * much weaker split (patterns of 2 tiles) are independent heuristics, so two optimal searches agreeing on the length,
 * never above the scrambling walk, and both replaying to the goal, is strong evidence of optimality.
 */
@Tag("slow") // seconds per shape; the mutation run checks the search against breadth-first search
class OtherShapesTest {

    static Stream<Arguments> scrambles() {
        List<Arguments> cases = new ArrayList<>();
        int[][] shapes = {{3, 4}, {4, 3}, {2, 6}, {2, 7}, {2, 8}};
        for (int[] shape : shapes) {
            Board standard = Board.standardGoal(shape[0], shape[1]);
            Board blankFirst = Goals.blankFirst(shape[0], shape[1]);
            for (Board goal : List.of(standard, blankFirst)) {
                for (long seed = 1; seed <= 2; seed++) {
                    cases.add(Arguments.of(
                            shape[0] + " x " + shape[1] + ", goal " + goal.toText() + ", seed " + seed, goal, seed));
                }
            }
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("scrambles")
    void standardAndWeakTablesAgreeOnTheOptimum(String name, Board goal, long seed) {
        PatternDatabaseCatalog weakCatalog = new PatternDatabaseCatalog();
        weakCatalog.register(
                goal.rows(),
                goal.columns(),
                PatternPartition.chunked(goal.rows(), goal.columns(), goal.blankIndex(), 2)
                        .build());
        IdaStarSolver weak = IdaStarSolver.optimal(weakCatalog, 16);
        RandomGenerator random =
                RandomGeneratorFactory.<RandomGenerator>of("L64X128MixRandom").create(seed);
        for (int i = 0; i < 3; i++) {
            int walk = 24 + random.nextInt(10);
            Board board = RandomBoards.walk(goal, walk, random);
            Solution standard = Tables.SOLVER.solve(board, goal, Deadline.none());
            Solution check = weak.solve(board, goal, Deadline.none());
            assertThat(standard.length())
                    .as("from %s", board.toText())
                    .isEqualTo(check.length())
                    .isLessThanOrEqualTo(walk);
            Slides.assertSolves(standard, board, goal);
            Slides.assertSolves(check, board, goal);
            assertThat(standard.lowerBound()).isLessThanOrEqualTo(standard.length());
            assertThat(check.lowerBound()).isLessThanOrEqualTo(standard.length());
        }
    }

    /** One catalog for the class, so each shape's standard tables are built once. */
    private static final class Tables {
        static final IdaStarSolver SOLVER = IdaStarSolver.optimal(new PatternDatabaseCatalog(), 16);
    }
}
