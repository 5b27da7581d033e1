package dev.fifteen.puzzle;

import dev.fifteen.testing.oracle.RandomBoards;
import dev.fifteen.testing.oracle.Slides;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.random.RandomGenerator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The replay against the test side's own ({@link Slides}), on random legal sequences written in both notations, and
 * every illegal first slide of every blank cell of a few shapes.
 */
class MoveReplayTest {

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void randomSequencesEndWhereTheTestSideReplayEnds(long seed) {
        RandomGenerator random = RandomBoards.seeded(seed);
        int rows = 2 + random.nextInt(5);
        int columns = 2 + random.nextInt(5);
        Board start = RandomBoards.any(rows, columns, random);
        String slides = Slides.randomLegal(start, 1 + random.nextInt(300), random);

        Board end = MoveReplay.play(start, slides);

        assertThat(end.cells()).isEqualTo(Slides.play(start, slides));
        String multi = MoveNotation.multiTile(slides);
        assertThat(MoveReplay.play(start, MoveNotation.expand(multi, 10_000))).isEqualTo(end);
        assertThat(MoveNotation.multiTileLength(slides)).isEqualTo(runs(slides));
    }

    @Test
    void anEmptySequenceLeavesTheBoard() {
        Board board = Board.parse("1,2/3,0");
        assertThat(MoveReplay.play(board, "")).isEqualTo(board);
    }

    @ParameterizedTest(name = "{0} x {1}")
    @CsvSource({"2, 2", "2, 3", "3, 3", "1, 4", "4, 1"})
    void anImpossibleFirstSlideNamesItsIndexAndTheBlanksCell(int rows, int columns) {
        for (int blank = 0; blank < rows * columns; blank++) {
            int[] cells = new int[rows * columns];
            for (int i = 0, tile = 1; i < cells.length; i++) {
                cells[i] = i == blank ? 0 : tile++;
            }
            Board board = Board.of(rows, columns, cells);
            int blankRow = blank / columns;
            int blankColumn = blank % columns;
            // a tile sliding up comes from below the blank, and so on
            check(board, 'U', blankRow == rows - 1, blankRow, blankColumn);
            check(board, 'D', blankRow == 0, blankRow, blankColumn);
            check(board, 'L', blankColumn == columns - 1, blankRow, blankColumn);
            check(board, 'R', blankColumn == 0, blankRow, blankColumn);
        }
    }

    @Test
    void anImpossibleSlideAfterLegalOnesNamesItsIndex() {
        // 3 x 3, blank at the bottom right: two tiles slide right, then no third can
        Board board = Board.parse("1,2,3/4,5,6/7,8,0");
        assertThatThrownBy(() -> MoveReplay.play(board, "RRR"))
                .isInstanceOfSatisfying(IllegalMoveException.class, e -> {
                    assertThat(e.type()).isEqualTo("illegal-move");
                    assertThat(e.properties())
                            .containsEntry("index", 2)
                            .containsEntry("move", "R")
                            .containsEntry("blankRow", 2)
                            .containsEntry("blankColumn", 0);
                    assertThat(e.detail()).contains("slide 2 (R)").contains("row 2, column 0");
                });
    }

    private static void check(Board board, char letter, boolean illegal, int blankRow, int blankColumn) {
        if (!illegal) {
            assertThat(MoveReplay.play(board, String.valueOf(letter)).cells())
                    .isEqualTo(Slides.play(board, String.valueOf(letter)));
            return;
        }
        assertThatThrownBy(() -> MoveReplay.play(board, String.valueOf(letter)))
                .as("%s on %s", letter, board)
                .isInstanceOfSatisfying(
                        IllegalMoveException.class,
                        e -> assertThat(e.properties())
                                .containsEntry("index", 0)
                                .containsEntry("blankRow", blankRow)
                                .containsEntry("blankColumn", blankColumn));
    }

    private static int runs(String slides) {
        int runs = 0;
        for (int i = 0; i < slides.length(); i++) {
            if (i == 0 || slides.charAt(i) != slides.charAt(i - 1)) {
                runs++;
            }
        }
        return runs;
    }
}
