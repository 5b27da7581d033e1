package dev.fifteen.search.fast;

import dev.fifteen.puzzle.Board;
import dev.fifteen.testing.oracle.RandomBoards;
import dev.fifteen.testing.oracle.Slides;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.Arrays;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Runs whose lines are chosen among tries, on beams of one board and more: every answer replayed here to the goal,
 * a run of single tries the same as one guided run, tries that cannot differ giving one answer however many there
 * are, and a stop request ending the run without an answer.
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

    private static int[][] allWeights(int rows, int columns) {
        int[][] weights = new int[6][];
        for (int k = 0; k < weights.length; k++) {
            weights[k] = FastSolver.layerWeights(k, rows, columns);
        }
        return weights;
    }
}
