package dev.fifteen.search;

import dev.fifteen.puzzle.Board;
import dev.fifteen.puzzle.Direction;
import dev.fifteen.search.pdb.AdditivePatternDatabase;
import dev.fifteen.search.pdb.PatternPartition;
import dev.fifteen.testing.oracle.BreadthFirstDistances;
import dev.fifteen.testing.oracle.Goals;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;
import java.util.random.RandomGeneratorFactory;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every heuristic keeps its contract against breadth-first search: never above the true distance, zero exactly at
 * the goal, changed by at most one by any move; and the incremental evaluator agrees with the estimate from scratch.
 */
class HeuristicTest {

    static Stream<Arguments> eightPuzzleHeuristics() {
        Board standard = Board.standardGoal(3, 3);
        Board blankFirst = Board.parse("0,1,2/3,4,5/6,7,8");
        Board blankOffDiagonal = Board.parse("1,0,2/3,4,5/6,7,8");
        return Stream.of(standard, blankFirst, blankOffDiagonal)
                .flatMap(goal -> Stream.of(
                        Arguments.of(goal.toText(), goal, new ManhattanDistance(3, 3, goal.blankIndex())),
                        Arguments.of(
                                goal.toText(),
                                goal,
                                PatternPartition.standard(3, 3, goal.blankIndex())
                                        .build()),
                        Arguments.of(
                                goal.toText(),
                                goal,
                                PatternPartition.chunked(3, 3, goal.blankIndex(), 3)
                                        .build()),
                        Arguments.of(
                                goal.toText(),
                                goal,
                                PatternPartition.chunked(3, 3, goal.blankIndex(), 4)
                                        .build())));
    }

    @ParameterizedTest(name = "{2} toward {0}: admissible (and consistent where claimed) on all 181,440 boards")
    @MethodSource("eightPuzzleHeuristics")
    void admissibleAndConsistentOnEveryEightPuzzle(String name, Board goal, Heuristic heuristic) {
        assertThat(heuristic.consistent()).as("built tables are blank-aware").isTrue();
        BreadthFirstDistances bfs = new BreadthFirstDistances(goal);
        int checked = 0;
        for (int index = 0; index < bfs.states(); index++) {
            Board board = bfs.boardAt(index);
            if (board == null) {
                continue;
            }
            checked++;
            int distance = bfs.distance(board);
            int estimate = heuristic.estimate(GoalLabels.relabel(board, goal));
            assertThat(estimate).as("%s on %s", heuristic.name(), board).isLessThanOrEqualTo(distance);
            assertThat(estimate == 0).as("zero exactly at the goal: %s", board).isEqualTo(distance == 0);
            for (Direction direction : Direction.values()) {
                if (heuristic.consistent() && board.move(direction).isPresent()) {
                    int next = heuristic.estimate(GoalLabels.relabel(board.slide(direction), goal));
                    assertThat(Math.abs(next - estimate))
                            .as("one move from %s", board)
                            .isLessThanOrEqualTo(1);
                }
            }
        }
        assertThat(checked).isEqualTo(181_440);
    }

    @Test
    void theFullEightPuzzleTableIsTheExactDistance() {
        Board goal = Board.standardGoal(3, 3);
        BreadthFirstDistances bfs = new BreadthFirstDistances(goal);
        AdditivePatternDatabase exact = PatternPartition.standard(3, 3, 8).build();
        assertThat(exact.name()).isEqualTo("exact distance table");
        for (int index = 0; index < bfs.states(); index++) {
            Board board = bfs.boardAt(index);
            if (board != null) {
                assertThat(exact.estimate(GoalLabels.relabel(board, goal))).isEqualTo(bfs.distance(board));
            }
        }
        assertThat(bfs.maximum()).isEqualTo(31);
    }

    static Stream<Arguments> twoByFourSamples() {
        return Stream.of(1L, 2L, 3L).map(seed -> Arguments.of("seed " + seed, seed));
    }

    @ParameterizedTest(name = "2 x 4, {0}")
    @MethodSource("twoByFourSamples")
    void admissibleAndConsistentOnSampledTwoByFourBoards(String name, long seed) {
        RandomGenerator random =
                RandomGeneratorFactory.<RandomGenerator>of("L64X128MixRandom").create(seed);
        for (Board goal : List.of(Board.standardGoal(2, 4), Board.parse("0,1,2,3/4,5,6,7"))) {
            BreadthFirstDistances bfs = new BreadthFirstDistances(goal);
            List<Heuristic> heuristics = List.of(
                    new ManhattanDistance(2, 4, goal.blankIndex()),
                    PatternPartition.chunked(2, 4, goal.blankIndex(), 2).build(),
                    PatternPartition.chunked(2, 4, goal.blankIndex(), 4).build(),
                    PatternPartition.standard(2, 4, goal.blankIndex()).build());
            assertThat(heuristics).allMatch(Heuristic::consistent);
            for (int i = 0; i < 2000; i++) {
                Board board = bfs.boardAt(random.nextInt(bfs.states()));
                if (board == null) {
                    continue;
                }
                for (Heuristic heuristic : heuristics) {
                    int estimate = heuristic.estimate(GoalLabels.relabel(board, goal));
                    assertThat(estimate)
                            .as("%s on %s", heuristic.name(), board)
                            .isLessThanOrEqualTo(bfs.distance(board));
                    for (Direction direction : Direction.values()) {
                        if (heuristic.consistent() && board.move(direction).isPresent()) {
                            int next = heuristic.estimate(GoalLabels.relabel(board.slide(direction), goal));
                            assertThat(Math.abs(next - estimate)).isLessThanOrEqualTo(1);
                        }
                    }
                }
            }
        }
    }

    static Stream<Arguments> randomWalks() {
        return Stream.of(11L, 12L, 13L).map(seed -> Arguments.of("seed " + seed, seed));
    }

    /**
     * On the 15-puzzle (6-6-3 with the mirror), the incremental evaluator tracks the estimate move by move; its
     * tables take seconds to build, once per JVM, so the mutation run checks the same on the 8-puzzle below.
     */
    @ParameterizedTest(name = "4 x 4 random walk, {0}")
    @MethodSource("randomWalks")
    @Tag("slow")
    void theIncrementalEvaluatorAgreesWithTheEstimate(String name, long seed) {
        assertTheEvaluatorTracksTheEstimate(FifteenTables.SIX_SIX_THREE, Board.standardGoal(4, 4), seed);
    }

    /** On the 8-puzzle (4-4 with the mirror, drawn like the 7-8 split), the same walk. */
    @ParameterizedTest(name = "3 x 3 random walk, {0}")
    @MethodSource("randomWalks")
    void theIncrementalEvaluatorAgreesWithTheEstimateOnTheEightPuzzle(String name, long seed) {
        Board goal = Goals.blankFirst(3, 3);
        assertTheEvaluatorTracksTheEstimate(
                PatternPartition.fromTemplate(3, 3, 0, ".AA/AAB/BBB").build(), goal, seed);
    }

    private static void assertTheEvaluatorTracksTheEstimate(AdditivePatternDatabase heuristic, Board goal, long seed) {
        RandomGenerator random =
                RandomGeneratorFactory.<RandomGenerator>of("L64X128MixRandom").create(seed);
        assertThat(heuristic.mirrored()).isTrue();
        assertThat(heuristic.consistent()).isTrue();
        Board board = goal;
        int[] positionOf = GoalLabels.positions(GoalLabels.relabel(board, goal));
        Heuristic.Evaluator evaluator = heuristic.evaluator();
        int value = evaluator.reset(positionOf);
        for (int step = 0; step < 3000; step++) {
            Direction direction = Direction.values()[random.nextInt(4)];
            Optional<dev.fifteen.puzzle.Move> move = board.move(direction);
            if (move.isEmpty()) {
                continue;
            }
            int label = goal.cells().length == 0 ? 0 : labelOf(move.get().tile(), goal);
            int from = positionOf[label];
            int to = board.blankIndex();
            positionOf[label] = to;
            positionOf[goal.blankIndex()] = from;
            int next = evaluator.moved(label, from, to);
            board = board.slide(direction);
            int fromScratch = heuristic.estimate(GoalLabels.relabel(board, goal));
            assertThat(next).isEqualTo(fromScratch);
            assertThat(Math.abs(next - value)).isLessThanOrEqualTo(1);
            value = next;
        }
    }

    private static int labelOf(int tile, Board goal) {
        for (int cell = 0; cell < goal.size(); cell++) {
            if (goal.tileAt(cell) == tile) {
                return cell;
            }
        }
        throw new IllegalArgumentException("no tile " + tile);
    }

    /** The 4 x 4 tables, built once for the tests that need them. */
    static final class FifteenTables {
        static final AdditivePatternDatabase SIX_SIX_THREE =
                PatternPartition.sixSixThree(15).build();
    }
}
