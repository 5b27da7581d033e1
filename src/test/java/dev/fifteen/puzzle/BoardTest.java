package dev.fifteen.puzzle;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class BoardTest {

    @Test
    void textFormRoundTripsAndToleratesSpaces() {
        Board board = Board.parse(" 1, 2 ,3/4,5,6 / 7,8,0 ");
        assertThat(board.toText()).isEqualTo("1,2,3/4,5,6/7,8,0");
        assertThat(Board.of(board.toRows())).isEqualTo(board);
        assertThat(board).isEqualTo(Board.standardGoal(3, 3));
    }

    @Test
    void aDirectionNamesTheWayTheTileMoves() {
        Board board = Board.parse("1,2,3/4,0,5/6,7,8");
        assertThat(board.move(Direction.UP)).contains(new Move(7, Direction.UP));
        assertThat(board.move(Direction.LEFT)).contains(new Move(5, Direction.LEFT));
        assertThat(board.slide(Direction.UP).toText()).isEqualTo("1,2,3/4,7,5/6,0,8");
        assertThat(board.slide(Direction.RIGHT).toText()).isEqualTo("1,2,3/0,4,5/6,7,8");
        assertThat(board.slideTile(2)).isEqualTo(board.slide(Direction.DOWN));
    }

    @Test
    void noTileSlidesFromOutsideTheBoard() {
        Board corner = Board.parse("0,1/2,3");
        assertThat(corner.move(Direction.DOWN)).isEmpty();
        assertThat(corner.move(Direction.RIGHT)).isEmpty();
        assertThatThrownBy(() -> corner.slide(Direction.DOWN)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> corner.slideTile(3)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void blankCoordinatesAreCountedFromTheTopLeftAndFromTheBottom() {
        Board board = Board.parse("1,2,3,4/5,0,6,7/8,9,10,11");
        assertThat(board.blankRow()).isEqualTo(1);
        assertThat(board.blankColumn()).isEqualTo(1);
        assertThat(board.blankRowFromBottom()).isEqualTo(1);
        assertThat(board.blankIndex()).isEqualTo(5);
    }

    @Test
    void swappingTilesKeepsTheBlank() {
        Board board = Board.parse("1,2/3,0").swapTiles(1, 3);
        assertThat(board.toText()).isEqualTo("3,2/1,0");
        assertThatThrownBy(() -> board.swapTiles(0, 1)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void violationsAreNamed() {
        assertThatThrownBy(() -> Board.parse("1,2/3,4")).isInstanceOfSatisfying(InvalidBoardException.class,
                e -> assertThat(e.violation()).isEqualTo(BoardViolation.NO_BLANK));
        assertThatThrownBy(() -> Board.parse("0,0/1,2")).isInstanceOfSatisfying(InvalidBoardException.class,
                e -> assertThat(e.violation()).isEqualTo(BoardViolation.MULTIPLE_BLANKS));
        assertThatThrownBy(() -> Board.parse("0")).isInstanceOfSatisfying(InvalidBoardException.class,
                e -> assertThat(e.violation()).isEqualTo(BoardViolation.TOO_FEW_CELLS));
        assertThatThrownBy(() -> Board.parse("1,2/0")).isInstanceOfSatisfying(InvalidBoardException.class,
                e -> assertThat(e.violation()).isEqualTo(BoardViolation.RAGGED_ROWS));
        assertThatThrownBy(() -> Board.parse("1,a/2,0")).isInstanceOfSatisfying(InvalidBoardException.class,
                e -> assertThat(e.violation()).isEqualTo(BoardViolation.MALFORMED_TEXT));
        assertThatThrownBy(() -> Board.standardGoal(2, 2).requireSameShape(Board.standardGoal(1, 4)))
                .isInstanceOfSatisfying(InvalidBoardException.class, e -> {
                    assertThat(e.violation()).isEqualTo(BoardViolation.SHAPE_MISMATCH);
                    assertThat(e.field()).isEqualTo("goal");
                });
    }

    @Test
    void aBoardTooLargeForAnArrayIsRefusedAsTooLargeNotTooSmall() {
        int side = 46_341; // side * side just exceeds the largest array
        int[] row = new int[side];
        int[][] rows = new int[side][];
        java.util.Arrays.fill(rows, row);
        assertThatThrownBy(() -> Board.of(rows)).isInstanceOfSatisfying(InvalidBoardException.class, e -> {
            assertThat(e.violation()).isEqualTo(BoardViolation.TOO_MANY_CELLS);
            assertThat(e.type()).isEqualTo("too-many-cells");
            assertThat(e.getMessage()).contains("2147488281 cells");
        });
    }
}
