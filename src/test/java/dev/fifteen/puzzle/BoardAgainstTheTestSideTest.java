package dev.fifteen.puzzle;

import dev.fifteen.testing.oracle.RandomBoards;
import dev.fifteen.testing.oracle.Slides;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.Arrays;
import java.util.Optional;
import java.util.random.RandomGenerator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Every board operation against the test side's own reading of the cells: slides against {@link Slides}, cells
 * and coordinates against the array, text against its parse, on seeded random boards of many shapes, and the
 * validation messages naming the tiles that are missing.
 */
class BoardAgainstTheTestSideTest {

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void slidesAndAccessorsAgreeWithTheCells(long seed) {
        RandomGenerator random = RandomBoards.seeded(seed);
        for (int k = 0; k < 40; k++) {
            int rows = 1 + random.nextInt(6);
            int columns = (rows == 1 ? 2 : 1) + random.nextInt(6);
            Board board = RandomBoards.any(rows, columns, random);
            int[] cells = board.cells();
            assertThat(board.rows()).isEqualTo(rows);
            assertThat(board.columns()).isEqualTo(columns);
            assertThat(board.size()).isEqualTo(rows * columns);
            for (int i = 0; i < cells.length; i++) {
                assertThat(board.tileAt(i)).isEqualTo(cells[i]);
                assertThat(board.tileAt(i / columns, i % columns)).isEqualTo(cells[i]);
            }
            int blank = Arrays.stream(cells).boxed().toList().indexOf(0);
            assertThat(board.blankIndex()).isEqualTo(blank);
            assertThat(board.blankRow()).isEqualTo(blank / columns);
            assertThat(board.blankColumn()).isEqualTo(blank % columns);
            assertThat(board.blankRowFromBottom()).isEqualTo(rows - 1 - blank / columns);
            assertThat(Board.parse(board.toText())).isEqualTo(board).hasSameHashCodeAs(board);
            assertThat(Board.of(board.toRows())).isEqualTo(board);
            for (Direction direction : Direction.values()) {
                int[] expected;
                try {
                    expected = Slides.play(board, String.valueOf(direction.letter()));
                } catch (AssertionError noTile) {
                    expected = null;
                }
                int tileCell = direction.tileCell(blank, rows, columns);
                assertThat(tileCell)
                        .as("the cell of the tile sliding %s on %s", direction, board)
                        .isEqualTo(
                                expected == null
                                        ? -1
                                        : Arrays.stream(expected)
                                                .boxed()
                                                .toList()
                                                .indexOf(0));
                Optional<Move> move = board.move(direction);
                assertThat(move.isPresent()).as("%s on %s", direction, board).isEqualTo(expected != null);
                if (expected != null) {
                    Board slid = board.slide(direction);
                    assertThat(slid.cells()).containsExactly(expected);
                    assertThat(move.get().tile())
                            .isEqualTo(cells[
                                    Arrays.stream(expected).boxed().toList().indexOf(0)]);
                    assertThat(slid).isNotEqualTo(board);
                    assertThat(slid.slide(direction.opposite())).isEqualTo(board);
                    assertThat(board.slideTile(move.get().tile())).isEqualTo(slid);
                } else {
                    assertThatThrownBy(() -> board.slide(direction)).isInstanceOf(RuntimeException.class);
                }
            }
        }
    }

    @Test
    void shapesAreComparedBySides() {
        Board twoByThree = Board.standardGoal(2, 3);
        assertThat(twoByThree.hasSameShape(Board.standardGoal(2, 3))).isTrue();
        assertThat(twoByThree.hasSameShape(Board.standardGoal(3, 2))).isFalse();
        assertThat(twoByThree.hasSameShape(Board.standardGoal(2, 4))).isFalse();
        assertThat(twoByThree.hasSameShape(Board.standardGoal(1, 6))).isFalse();
        assertThat(twoByThree).isNotEqualTo(Board.standardGoal(3, 2)).isNotEqualTo("1,2,3/4,5,0");
        assertThat(twoByThree.toString()).contains("1,2,3/4,5,0");
    }

    @Test
    void aDuplicatedTileNamesTheTilesMissing() {
        assertThatThrownBy(() -> Board.of(2, 3, new int[] {1, 1, 2, 2, 0, 5}))
                .isInstanceOf(InvalidBoardException.class)
                .hasMessageContaining("tile 1 appears twice, at row 0, column 0 and at row 0, column 1")
                .hasMessageContaining("missing: 3, 4");
        assertThatThrownBy(() -> Board.of(2, 2, new int[] {3, 3, 1, 0})).hasMessageEndingWith("missing: 2");
        assertThatThrownBy(() -> Board.of(3, 1, new int[] {0, 7, 1}))
                .hasMessageContaining("tile 7 at row 1, column 0 is out of range: a 3 x 1 board holds the tiles 1..2");
        assertThatThrownBy(() -> Board.of(2, 2, new int[] {0, 1, 0, 2}))
                .hasMessageContaining("at row 0, column 0 and another at row 1, column 0");
    }

    @Test
    void directionsHaveLettersAndOpposites() {
        for (Direction direction : Direction.values()) {
            assertThat(Direction.ofLetter(direction.letter())).isEqualTo(direction);
            assertThat(Direction.ofLetter(Character.toLowerCase(direction.letter())))
                    .isEqualTo(direction);
            assertThat(direction.opposite().opposite()).isEqualTo(direction);
            for (int columns = 1; columns <= 5; columns++) {
                assertThat(direction.opposite().tileOffset(columns)).isEqualTo(-direction.tileOffset(columns));
            }
        }
        assertThat(new Move(8, Direction.LEFT)).hasToString("8L");
        assertThatThrownBy(() -> new Move(0, Direction.UP)).isInstanceOf(IllegalArgumentException.class);
        assertThat(new Move(1, Direction.UP).tile()).isEqualTo(1);
    }

    @Test
    void messagesAbbreviateLongTextAndListAtMostFiveMissingTiles() {
        assertThatThrownBy(() -> Board.parse("1,2,3/4,abcdefghijklmnopqrstuvwxyz/0"))
                .hasMessageContaining("'abcdefghijklmnopqrst...' at row 1, column 1");
        assertThatThrownBy(() -> Board.parse("1,2,3/4,abcdefghijklmnopqrst/0"))
                .hasMessageContaining("'abcdefghijklmnopqrst' at row 1, column 1");
        assertThatThrownBy(() -> Board.of(3, 3, new int[] {8, 8, 8, 8, 8, 8, 8, 0, 1}))
                .hasMessageEndingWith("missing: 2, 3, 4, 5, 6");
        assertThatThrownBy(() -> Board.of(1, 3, new int[] {0, 0, 1})).hasMessageContaining("another");
        assertThatThrownBy(() -> Board.of(2, 2, new int[] {1, 1, 0, 4}))
                .hasMessageContaining("tile 1 appears twice")
                .hasMessageEndingWith("missing: 2, 3");
        assertThatThrownBy(() -> Board.of(1, 3, new int[] {2, 1, 1})).hasMessageContaining("the tiles are 1..2");
        assertThatThrownBy(() -> Board.of(1, 3, new int[] {2, 1, 1}))
                .isInstanceOfSatisfying(
                        InvalidBoardException.class,
                        e -> assertThat(e.violation()).isEqualTo(BoardViolation.NO_BLANK));
        assertThatThrownBy(() -> Board.of(1, 3, new int[] {0, 1, 3}))
                .isInstanceOfSatisfying(
                        InvalidBoardException.class,
                        e -> assertThat(e.violation()).isEqualTo(BoardViolation.TILE_OUT_OF_RANGE));
        assertThatThrownBy(() -> Board.of(1, 3, new int[] {-1, 1, 0}))
                .isInstanceOfSatisfying(
                        InvalidBoardException.class,
                        e -> assertThat(e.violation()).isEqualTo(BoardViolation.TILE_OUT_OF_RANGE));
        assertThatThrownBy(() -> Board.of(new int[][] {{1, 2}, {0}}))
                .isInstanceOfSatisfying(
                        InvalidBoardException.class,
                        e -> assertThat(e.violation()).isEqualTo(BoardViolation.RAGGED_ROWS));
        assertThatThrownBy(() -> Board.of(new int[][] {{1}, {0}, {2, 3}}))
                .hasMessageContaining("row 2 has 2 tiles but row 0 has 1");
    }

    @Test
    void aViolationInAFieldNamesTheFieldAndItsType() {
        InvalidBoardException plain = catchInvalid(() -> Board.of(2, 2, new int[] {1, 1, 2, 0}));
        assertThat(plain.type()).isEqualTo("duplicate-tile");
        assertThat(plain.title()).isEqualTo("Duplicated tile");
        assertThat(plain.field()).isNull();
        assertThat(plain.properties()).isEmpty();
        InvalidBoardException inGoal = plain.inField("goal");
        assertThat(inGoal.field()).isEqualTo("goal");
        assertThat(inGoal.properties()).containsExactly(java.util.Map.entry("field", "goal"));
        assertThat(inGoal.getMessage()).startsWith("goal: tile 1 appears twice");
        assertThat(inGoal.violation()).isEqualTo(BoardViolation.DUPLICATE_TILE);
        for (BoardViolation violation : BoardViolation.values()) {
            assertThat(violation.slug()).matches("[a-z]+(-[a-z]+)*");
            assertThat(violation.title()).isNotBlank();
        }
    }

    @Test
    void largeBoardsPrintTheirShapeAndSmallOnesTheirTiles() {
        assertThat(Board.standardGoal(20, 20).toString())
                .isEqualTo(Board.standardGoal(20, 20).toText());
        assertThat(Board.standardGoal(20, 21).toString()).isEqualTo("20 x 21 board");
        assertThat(Board.standardGoal(2, 3).toText()).isEqualTo("1,2,3/4,5,0");
    }

    @Test
    void swappingNeedsTwoTilesOnTheBoard() {
        Board board = Board.parse("1,2,3/4,5,0");
        assertThat(board.swapTiles(1, 5).toText()).isEqualTo("5,2,3/4,1,0");
        assertThat(board.swapTiles(5, 1).toText()).isEqualTo("5,2,3/4,1,0");
        assertThat(board.swapTiles(3, 4).toText()).isEqualTo("1,2,4/3,5,0");
        assertThatThrownBy(() -> board.swapTiles(1, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> board.swapTiles(0, 1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> board.swapTiles(1, 9)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> board.swapTiles(9, 1)).isInstanceOf(IllegalArgumentException.class);
    }

    private static InvalidBoardException catchInvalid(Runnable build) {
        try {
            build.run();
        } catch (InvalidBoardException e) {
            return e;
        }
        throw new AssertionError("no InvalidBoardException");
    }
}
