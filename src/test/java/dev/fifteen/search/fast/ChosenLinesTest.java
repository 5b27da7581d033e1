package dev.fifteen.search.fast;

import dev.fifteen.puzzle.Board;
import dev.fifteen.search.SearchThreads;
import dev.fifteen.testing.oracle.RandomBoards;
import dev.fifteen.testing.oracle.Slides;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntBinaryOperator;
import java.util.function.LongUnaryOperator;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Runs whose lines are chosen among tries, on beams of one board and more: every answer replayed here to the goal,
 * a run of single tries the same as one guided run, tries that cannot differ giving one answer however many there
 * are, a helper thread changing nothing but the threads, and a stop request ending the run without an answer.
 */
class ChosenLinesTest {

    @ParameterizedTest(name = "{0} x {1}")
    @CsvSource({"4, 4", "4, 9", "9, 4", "7, 7", "3, 20", "20, 3", "12, 17", "25, 25"})
    void everyRunReplaysToTheGoal(int rows, int columns) {
        SplittableRandom random = new SplittableRandom(rows * 59L + columns);
        Board goal = Board.standardGoal(rows, columns);
        for (int sample = 0; sample < 3; sample++) {
            Board board = RandomBoards.solvableToward(goal, random);
            ChosenLines lines =
                    new ChosenLines(rows, columns, board.cells(), allWeights(rows, columns), 1 + sample * 3);
            long seed = sample;

            MoveBuffer moves = lines.run(line -> 1 + (line + (int) seed) % 4, x -> seed * 4096 + x, () -> false);

            byte[] slides = moves.toArray();
            assertThat(Slides.play(board, MoveBuffer.letters(slides))).containsExactly(goal.cells());
            assertThat(slides.length).isGreaterThanOrEqualTo(Slides.manhattan(board, goal));
            assertThat(lines.lineNanos()).isNotEmpty();
            assertThat(Arrays.stream(lines.lineNanos()).min().orElseThrow()).isPositive();
        }
    }

    @ParameterizedTest(name = "{0} x {1}")
    @CsvSource({"5, 5", "6, 11", "11, 6", "16, 16"})
    void aRunOfSingleTriesIsOneGuidedRun(int rows, int columns) {
        Board board = RandomBoards.solvableToward(Board.standardGoal(rows, columns), new SplittableRandom(rows));
        int[][] weights = allWeights(rows, columns);

        MoveBuffer chosen =
                new ChosenLines(rows, columns, board.cells(), weights, 1).run(line -> 1, x -> 5, () -> false);
        MoveBuffer whole = new GuidedReduction(rows, columns, board.cells(), weights[0], 5, () -> false).solve();

        assertThat(chosen.toArray()).isEqualTo(whole.toArray());
    }

    /**
     * Tries with the same weights and the same seed are the same try, so two of them a line on a beam of one board and
     * three on a beam of three must give the same answer: each try starts from its board as the line found it,
     * nothing of the try before, and each board keeps its own slides.
     */
    @ParameterizedTest(name = "{0} x {1}")
    @CsvSource({"6, 6", "5, 13", "13, 5", "14, 14"})
    void triesThatCannotDifferGiveOneAnswer(int rows, int columns) {
        Board board = RandomBoards.solvableToward(Board.standardGoal(rows, columns), new SplittableRandom(columns));
        int[][] oneWeight = {FastSolver.layerWeights(0, rows, columns)};
        ChosenLines narrow = new ChosenLines(rows, columns, board.cells(), oneWeight, 1);
        ChosenLines wide = new ChosenLines(rows, columns, board.cells(), oneWeight, 3);

        byte[] twice = narrow.run(line -> 2, x -> 9, () -> false).toArray();
        byte[] thrice = wide.run(line -> 3, x -> 9, () -> false).toArray();

        assertThat(thrice).isEqualTo(twice);
        assertThat(Slides.play(board, MoveBuffer.letters(twice)))
                .containsExactly(Board.standardGoal(rows, columns).cells());
    }

    @Test
    void aStopRequestEndsTheRunWithoutAnAnswer() {
        Board board = RandomBoards.solvableToward(Board.standardGoal(12, 12), new SplittableRandom(3));
        ChosenLines lines = new ChosenLines(12, 12, board.cells(), allWeights(12, 12), 4);
        int[] polls = new int[1];

        MoveBuffer moves = lines.run(line -> 3, x -> x, () -> ++polls[0] > 20);

        assertThat(moves).isNull();
        assertThat(polls[0]).isEqualTo(21);
        assertThat(lines.lineNanos()).as("no finished run").isEmpty();
    }

    /**
     * A helper takes every second try of a line into a beam of its own, merged after the line; the beam keeps the
     * tries of least score, the earlier first among equals, so the same tries give the same answer on one thread or
     * two.
     */
    @ParameterizedTest(name = "{0} x {1}, beam of {2}")
    @CsvSource({"9, 9, 1", "9, 9, 4", "6, 17, 3", "17, 6, 12", "20, 20, 5"})
    void aHelperChangesNothingButTheThreads(int rows, int columns, int width) {
        Board board = RandomBoards.solvableToward(
                Board.standardGoal(rows, columns), new SplittableRandom(rows * 31L + columns + width));
        int[][] weights = allWeights(rows, columns);
        IntBinaryOperator tries = (line, threads) -> 1 + line % 7;
        LongUnaryOperator seeds = x -> 77 + x;

        byte[] alone = new ChosenLines(rows, columns, board.cells(), weights, width)
                .run(tries, seeds, () -> false, SearchThreads.none())
                .toArray();
        byte[] helped;
        try (SearchThreads helpers = SearchThreads.of(2)) {
            helped = new ChosenLines(rows, columns, board.cells(), weights, width)
                    .run(tries, seeds, () -> false, helpers)
                    .toArray();
            assertThat(helpers.lent()).as("the helper joined").isEqualTo(1);
            assertThat(helpers.busy()).as("and was back when the run returned").isZero();
        }

        assertThat(helped).isEqualTo(alone);
        assertThat(Slides.play(board, MoveBuffer.letters(helped)))
                .containsExactly(Board.standardGoal(rows, columns).cells());
    }

    /**
     * Try {@code k} from board {@code e} of line {@code i} asks for the seed of {@code (i * width + e) * 1024 + k}, so
     * the seeds asked tell which boards each line was tried from and how often.
     */
    @Test
    void aBoardOfTheBeamGetsThreeTriesALineOrNone() {
        int width = 6;
        Board board = RandomBoards.solvableToward(Board.standardGoal(10, 10), new SplittableRandom(10));
        TreeMap<Integer, Set<Integer>> boardsOfLine = new TreeMap<>();
        Map<Integer, Set<Integer>> triesOfLine = new TreeMap<>();

        new ChosenLines(10, 10, board.cells(), allWeights(10, 10), width)
                .run(
                        line -> line == 0 ? 1 : 7 + line % 12,
                        x -> {
                            if (x >= 0) {
                                int line = (int) (x / 1024 / width);
                                boardsOfLine
                                        .computeIfAbsent(line, l -> new TreeSet<>())
                                        .add((int) (x / 1024 % width));
                                triesOfLine
                                        .computeIfAbsent(line, l -> new TreeSet<>())
                                        .add((int) (x % 1024));
                            }
                            return x;
                        },
                        () -> false);

        // the last line asked is the last region's, which the first try finds has no line left to choose
        int lastRegion = boardsOfLine.lastKey();
        assertThat(boardsOfLine.remove(lastRegion)).containsExactly(0);
        assertThat(boardsOfLine).hasSizeGreaterThan(10);
        boardsOfLine.forEach((line, boards) -> {
            int tries = 7 + line % 12;
            int kept = Math.min(tries / ChosenLines.TRIES_A_BOARD, width);
            // the first tried line starts from the one board the first line left
            assertThat(boards).as("line %d", line).hasSize(line == 1 ? 1 : kept);
            assertThat(triesOfLine.get(line)).as("line %d", line).hasSize(tries / boards.size());
        });
    }

    @Test
    void aRunPlansItsTriesForTheThreadsItHas() {
        Board board = RandomBoards.solvableToward(Board.standardGoal(8, 8), new SplittableRandom(8));
        List<Integer> told = new ArrayList<>();
        try (SearchThreads helpers = SearchThreads.of(2)) {
            new ChosenLines(8, 8, board.cells(), allWeights(8, 8), 2)
                    .run(
                            (line, threads) -> {
                                told.add(threads);
                                return 2;
                            },
                            x -> x,
                            () -> false,
                            helpers);
        }
        try (SearchThreads busy = SearchThreads.of(2, () -> false)) {
            new ChosenLines(8, 8, board.cells(), allWeights(8, 8), 2)
                    .run(
                            (line, threads) -> {
                                told.add(-threads);
                                return 2;
                            },
                            x -> x,
                            () -> false,
                            busy);
        }

        assertThat(told).contains(2, -1).doesNotContain(1, -2);
    }

    @Test
    void aStopEndsBothThreadsWithoutAnAnswer() {
        Board board = RandomBoards.solvableToward(Board.standardGoal(15, 15), new SplittableRandom(15));
        AtomicInteger polls = new AtomicInteger();
        try (SearchThreads helpers = SearchThreads.of(2)) {
            MoveBuffer moves = new ChosenLines(15, 15, board.cells(), allWeights(15, 15), 6)
                    .run((line, threads) -> 12, x -> x, () -> polls.incrementAndGet() > 400, helpers);

            assertThat(moves).isNull();
            assertThat(helpers.lent()).isEqualTo(1);
            assertThat(helpers.busy())
                    .as("the helper back when the run returned")
                    .isZero();
        }
    }

    private static int[][] allWeights(int rows, int columns) {
        int[][] weights = new int[6][];
        for (int k = 0; k < weights.length; k++) {
            weights[k] = FastSolver.layerWeights(k, rows, columns);
        }
        return weights;
    }
}
