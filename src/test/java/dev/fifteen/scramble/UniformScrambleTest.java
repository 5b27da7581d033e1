package dev.fifteen.scramble;

import dev.fifteen.parity.SolvabilityCheck;
import dev.fifteen.puzzle.Board;
import dev.fifteen.testing.oracle.BreadthFirstDistances;
import dev.fifteen.testing.oracle.ChiSquare;
import dev.fifteen.testing.oracle.RandomBoards;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.random.RandomGenerator;
import java.util.random.RandomGeneratorFactory;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class UniformScrambleTest {

    private static final SolvabilityCheck SOLVABILITY = new SolvabilityCheck();

    @Test
    void aFixedSeedGivesAFixedBoard() {
        assertThat(UniformScramble.draw(Board.standardGoal(4, 4), 42).board().toText())
                .isEqualTo("15,13,5,6/8,1,12,10/7,14,9,0/4,3,2,11");
        assertThat(UniformScramble.draw(Board.standardGoal(1, 5), 42).board().toText())
                .isEqualTo(UniformScramble.draw(Board.standardGoal(1, 5), 42)
                        .board()
                        .toText());
    }

    @Test
    void differentSeedsGiveDifferentBoards() {
        Board goal = Board.standardGoal(4, 4);
        Set<Board> boards = new HashSet<>();
        for (long seed = 0; seed < 200; seed++) {
            boards.add(UniformScramble.draw(goal, seed).board());
        }
        assertThat(boards).hasSize(200);
    }

    static Stream<Arguments> scrambles() {
        RandomGenerator random =
                RandomGeneratorFactory.<RandomGenerator>of("L64X128MixRandom").create(5);
        int[][] shapes = {
            {1, 2}, {2, 1}, {1, 6}, {5, 1}, {2, 2}, {2, 3}, {3, 2}, {3, 3}, {2, 4}, {4, 4}, {3, 8}, {7, 5}, {50, 20}
        };
        return Stream.of(shapes)
                .flatMap(shape -> Stream.generate(() -> {
                            Board goal = random.nextBoolean()
                                    ? Board.standardGoal(shape[0], shape[1])
                                    : RandomBoards.any(shape[0], shape[1], random);
                            long seed = random.nextLong();
                            return Arguments.of(
                                    shape[0] + " x " + shape[1] + ", goal " + goal + ", seed " + seed, goal, seed);
                        })
                        .limit(8));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("scrambles")
    void everyScrambleCanReachItsGoal(String name, Board goal, long seed) {
        Board board = UniformScramble.draw(goal, seed).board();
        assertThat(SOLVABILITY.check(board, goal).solvable()).isTrue();
        if (goal.size() <= 9) {
            assertThat(BreadthFirstDistances.to(goal).reaches(board))
                    .as("breadth-first search from the goal")
                    .isTrue();
        }
    }

    @ParameterizedTest(name = "2 x 3, {0} seeds")
    @ValueSource(strings = {"consecutive", "random"})
    void onTwoByThreeEveryReachableBoardIsEquallyLikely(String seeds) {
        Board goal = Board.standardGoal(2, 3);
        Map<Board, Integer> reachable = BreadthFirstDistances.distancesTo(goal);
        assertThat(reachable).hasSize(360);
        List<Board> index = new ArrayList<>(reachable.keySet());
        Map<Board, Integer> position = new HashMap<>();
        for (int i = 0; i < index.size(); i++) {
            position.put(index.get(i), i);
        }
        RandomGenerator seedSource =
                RandomGeneratorFactory.<RandomGenerator>of("L64X128MixRandom").create(360);
        int draws = 360 * 100;
        long[] counts = new long[360];
        for (int i = 0; i < draws; i++) {
            long seed = seeds.equals("consecutive") ? i : seedSource.nextLong();
            Integer at = position.get(UniformScramble.draw(goal, seed).board());
            assertThat(at).as("a board breadth-first search reaches").isNotNull();
            counts[at]++;
        }
        assertThat(counts).as("every reachable board drawn").doesNotContain(0L);
        assertThat(ChiSquare.statistic(counts))
                .as("chi-square, 359 degrees of freedom, p = 0.001")
                .isLessThan(ChiSquare.criticalValue(359));
    }

    @Test
    void onThreeByThreeTheMeanDistanceIsTheEightPuzzlesMean() {
        Board goal = Board.standardGoal(3, 3);
        Map<Board, Integer> distances = BreadthFirstDistances.distancesTo(goal);
        double exactMean = distances.values().stream()
                .mapToInt(Integer::intValue)
                .average()
                .orElseThrow();
        assertThat(exactMean).as("the mean over all 181,440 boards").isCloseTo(21.97, within(0.005));

        int draws = 5000;
        long total = 0;
        for (long seed = 0; seed < draws; seed++) {
            total += distances.get(UniformScramble.draw(goal, seed).board());
        }
        // the distances' standard deviation is about 3.2, so the sample mean's is about 0.05
        assertThat((double) total / draws).isCloseTo(21.97, within(0.2));
    }

    @Test
    void onASingleLineTheBlankIsEquallyLikelyInEveryCellAndTheTilesKeepTheGoalsOrder() {
        Board goal = Board.parse("3,0,1,4,2");
        long[] counts = new long[5];
        int draws = 50_000;
        for (long seed = 0; seed < draws; seed++) {
            Board board = UniformScramble.draw(goal, seed).board();
            assertThat(board.toText().replace(",0", "").replace("0,", "")).isEqualTo("3,1,4,2");
            counts[board.blankIndex()]++;
        }
        // 4 degrees of freedom, p = 0.001
        assertThat(ChiSquare.statistic(counts)).isLessThan(18.47);
    }
}
