package dev.fifteen.puzzle;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The neighbour table against cells worked out here from rows and columns alone, for every shape from 1 x 1 to
 * 8 x 8, for the shapes around the 64 cells a mask holds, and for a few large ones.
 */
class NeighboursTest {

    /** Row and column steps of the cell one step up, down, left and right: the order of Direction's ordinals. */
    private static final int[][] STEP = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};

    static Stream<Arguments> shapes() {
        List<Arguments> shapes = new ArrayList<>();
        for (int rows = 1; rows <= 8; rows++) {
            for (int columns = 1; columns <= 8; columns++) {
                shapes.add(Arguments.of(rows, columns));
            }
        }
        int[][] more = {
            {1, 64}, {64, 1}, {1, 65}, {65, 1}, {5, 13}, {13, 5}, {9, 8}, {2, 50}, {50, 2}, {3, 100}, {100, 100}
        };
        for (int[] shape : more) {
            shapes.add(Arguments.of(shape[0], shape[1]));
        }
        return shapes.stream();
    }

    @ParameterizedTest(name = "{0} x {1}")
    @MethodSource("shapes")
    void theAdjacentCellsAreTheCellsOneRowOrColumnAwayUpDownLeftRight(int rows, int columns) {
        Neighbours table = Neighbours.of(rows, columns);
        assertThat(table.rows()).isEqualTo(rows);
        assertThat(table.columns()).isEqualTo(columns);
        assertThat(table.size()).isEqualTo(rows * columns);
        assertThat(table.adjacent()).hasNumberOfRows(rows * columns);
        for (int row = 0; row < rows; row++) {
            for (int column = 0; column < columns; column++) {
                int cell = row * columns + column;
                assertThat(table.adjacent()[cell])
                        .as("cell %d (row %d, column %d)", cell, row, column)
                        .containsExactly(expectedAdjacent(rows, columns, row, column));
            }
        }
    }

    @ParameterizedTest(name = "{0} x {1}")
    @MethodSource("shapes")
    void theTileThatSlidesIntoTheBlankComesFromTheOtherSide(int rows, int columns) {
        int[] tileCells = Neighbours.of(rows, columns).tileCells();
        assertThat(tileCells).hasSize(4 * rows * columns);
        for (int row = 0; row < rows; row++) {
            for (int column = 0; column < columns; column++) {
                int blank = row * columns + column;
                for (Direction direction : Direction.values()) {
                    // a tile sliding up into the blank comes from the cell below it: one step the other way
                    int[] step = STEP[direction.ordinal()];
                    int expected = cellOrNone(rows, columns, row - step[0], column - step[1]);
                    assertThat(tileCells[4 * blank + direction.ordinal()])
                            .as("blank at %d, tile sliding %s", blank, direction)
                            .isEqualTo(expected);
                }
            }
        }
    }

    @ParameterizedTest(name = "{0} x {1}")
    @MethodSource("shapes")
    void theMasksHoldTheAdjacentCellsUpTo64CellsAndAreRefusedBeyond(int rows, int columns) {
        Neighbours table = Neighbours.of(rows, columns);
        if (rows * columns > 64) {
            assertThat(table.hasMasks()).isFalse();
            assertThatThrownBy(table::adjacentMasks)
                    .isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining(rows * columns + " cells");
            return;
        }
        assertThat(table.hasMasks()).isTrue();
        long[] masks = table.adjacentMasks();
        assertThat(masks).hasSize(rows * columns);
        for (int row = 0; row < rows; row++) {
            for (int column = 0; column < columns; column++) {
                long expected = 0;
                for (int other : expectedAdjacent(rows, columns, row, column)) {
                    expected |= 1L << other;
                }
                assertThat(masks[row * columns + column])
                        .as("row %d, column %d", row, column)
                        .isEqualTo(expected);
            }
        }
    }

    @Test
    void aTileSlidesIntoTheCellTheBoardSaysItDoes() {
        // the same table read through a board's slides: the blank ends where the sliding tile was
        Neighbours table = Neighbours.of(3, 4);
        int[] cells = Board.standardGoal(3, 4).cells();
        for (int blank = 0; blank < 12; blank++) {
            int[] moved = cells.clone();
            moved[11] = moved[blank];
            moved[blank] = 0;
            Board board = Board.of(3, 4, moved);
            for (Direction direction : Direction.values()) {
                int tileCell = table.tileCells()[4 * blank + direction.ordinal()];
                if (tileCell < 0) {
                    assertThat(board.move(direction))
                            .as("blank %d, %s", blank, direction)
                            .isEmpty();
                } else {
                    assertThat(board.slide(direction).blankIndex())
                            .as("blank %d, %s", blank, direction)
                            .isEqualTo(tileCell);
                }
            }
        }
    }

    @Test
    void aCornerOfTheFifteenPuzzle() {
        // 0  1  2  3
        // 4  5  6  7 ...
        Neighbours table = Neighbours.of(4, 4);
        assertThat(table.adjacent()[0]).containsExactly(4, 1);
        assertThat(table.adjacent()[5]).containsExactly(1, 9, 4, 6);
        assertThat(table.adjacent()[15]).containsExactly(11, 14);
        assertThat(table.adjacentMasks()[5]).isEqualTo((1L << 1) | (1L << 9) | (1L << 4) | (1L << 6));
        // blank at 0: a tile slides up from 4 and left from 1; nothing slides down or right into it
        assertThat(Arrays.copyOfRange(table.tileCells(), 0, 4)).containsExactly(4, -1, 1, -1);
    }

    @ParameterizedTest(name = "{0} x {1}")
    @CsvSource({"0, 5", "5, 0", "-1, 2", "2, -1", "0, 0", "2147483647, 2", "46341, 46341"})
    void aShapeWithoutCellsOrTooLargeToIndexIsRefused(int rows, int columns) {
        assertThatThrownBy(() -> Neighbours.of(rows, columns))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(rows + " x " + columns);
    }

    /** The cells next to (row, column), up, down, left, right, from coordinates alone. */
    private static int[] expectedAdjacent(int rows, int columns, int row, int column) {
        int[] around = new int[4];
        int count = 0;
        for (int[] step : STEP) {
            int cell = cellOrNone(rows, columns, row + step[0], column + step[1]);
            if (cell >= 0) {
                around[count++] = cell;
            }
        }
        return Arrays.copyOf(around, count);
    }

    private static int cellOrNone(int rows, int columns, int row, int column) {
        return row < 0 || row >= rows || column < 0 || column >= columns ? -1 : row * columns + column;
    }
}
