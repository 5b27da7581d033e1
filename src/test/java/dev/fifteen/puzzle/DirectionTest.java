package dev.fifteen.puzzle;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class DirectionTest {

    @Test
    void theTileThatSlidesSitsOnTheFarSideOfTheBlank() {
        int rows = 3;
        int columns = 4;
        for (int blank = 0; blank < rows * columns; blank++) {
            int row = blank / columns;
            int column = blank % columns;
            // worked out by hand from the picture: a tile sliding up comes from below the blank, and so on
            assertThat(Direction.UP.tileCell(blank, rows, columns)).isEqualTo(row < rows - 1 ? blank + columns : -1);
            assertThat(Direction.DOWN.tileCell(blank, rows, columns)).isEqualTo(row > 0 ? blank - columns : -1);
            assertThat(Direction.LEFT.tileCell(blank, rows, columns)).isEqualTo(column < columns - 1 ? blank + 1 : -1);
            assertThat(Direction.RIGHT.tileCell(blank, rows, columns)).isEqualTo(column > 0 ? blank - 1 : -1);
        }
    }

    @Test
    void betweenNamesTheSlideFromOneCellIntoTheNext() {
        for (int columns : new int[] {1, 2, 5}) {
            int rows = 3;
            for (int blank = 0; blank < rows * columns; blank++) {
                for (Direction direction : Direction.values()) {
                    int tile = direction.tileCell(blank, rows, columns);
                    if (tile >= 0) {
                        assertThat(Direction.between(tile, blank, columns)).isEqualTo(direction);
                        assertThat(Direction.between(blank, tile, columns)).isEqualTo(direction.opposite());
                    }
                }
            }
        }
        assertThatThrownBy(() -> Direction.between(0, 2, 5)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void oppositesUndoEachOtherAndDifferInTheLowestBitOfTheirCode() {
        for (Direction direction : Direction.values()) {
            assertThat(direction.opposite().opposite()).isEqualTo(direction);
            assertThat(direction.opposite()).isNotEqualTo(direction);
            assertThat(direction.opposite().ordinal()).isEqualTo(direction.ordinal() ^ 1);
            assertThat(direction.opposite().tileOffset(7)).isEqualTo(-direction.tileOffset(7));
            assertThat(Direction.tileOffsets(7)[direction.ordinal()]).isEqualTo(direction.tileOffset(7));
        }
    }

    @Test
    void slidingMovesTheTileTheNamedWay() {
        Board board = Board.parse("1,2,3/4,0,5/6,7,8");
        assertThat(board.slide(Direction.UP)).isEqualTo(Board.parse("1,2,3/4,7,5/6,0,8"));
        assertThat(board.slide(Direction.DOWN)).isEqualTo(Board.parse("1,0,3/4,2,5/6,7,8"));
        assertThat(board.slide(Direction.LEFT)).isEqualTo(Board.parse("1,2,3/4,5,0/6,7,8"));
        assertThat(board.slide(Direction.RIGHT)).isEqualTo(Board.parse("1,2,3/0,4,5/6,7,8"));
    }
}
