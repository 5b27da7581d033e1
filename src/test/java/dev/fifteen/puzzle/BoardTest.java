package dev.fifteen.puzzle;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.charset.StandardCharsets;
import java.util.stream.Stream;

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
        assertThatThrownBy(() -> Board.parse("1,2/3,4"))
                .isInstanceOfSatisfying(
                        InvalidBoardException.class,
                        e -> assertThat(e.violation()).isEqualTo(BoardViolation.NO_BLANK));
        assertThatThrownBy(() -> Board.parse("0,0/1,2"))
                .isInstanceOfSatisfying(
                        InvalidBoardException.class,
                        e -> assertThat(e.violation()).isEqualTo(BoardViolation.MULTIPLE_BLANKS));
        assertThatThrownBy(() -> Board.parse("0"))
                .isInstanceOfSatisfying(
                        InvalidBoardException.class,
                        e -> assertThat(e.violation()).isEqualTo(BoardViolation.TOO_FEW_CELLS));
        assertThatThrownBy(() -> Board.parse("1,2/0"))
                .isInstanceOfSatisfying(
                        InvalidBoardException.class,
                        e -> assertThat(e.violation()).isEqualTo(BoardViolation.RAGGED_ROWS));
        assertThatThrownBy(() -> Board.parse("1,a/2,0"))
                .isInstanceOfSatisfying(
                        InvalidBoardException.class,
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

    static Stream<Arguments> textsWithAForeignCharacter() {
        return Stream.of(
                Arguments.of("NUL at the end", "1,2/3,0\u0000", 7, 1, 1, "U+0000"),
                Arguments.of("U+0001 at the end", "1,2/3,0\u0001", 7, 1, 1, "U+0001"),
                Arguments.of("NUL at the start", "\u00001,2/3,0", 0, 0, 0, "U+0000"),
                Arguments.of("tab at the start", "\t1,2/3,0", 0, 0, 0, "U+0009"),
                Arguments.of("tab at the end", "1,2/3,0\t", 7, 1, 1, "U+0009"),
                Arguments.of("tab next to a space", "1, \t2/3,0", 3, 0, 1, "U+0009"),
                Arguments.of("newline at the end", "1,2/3,0\n", 7, 1, 1, "U+000A"),
                Arguments.of("newline between rows", "1,2/\n3,0", 4, 1, 0, "U+000A"),
                Arguments.of("carriage return at the start", "\r1,2/3,0", 0, 0, 0, "U+000D"),
                Arguments.of("DEL inside a number", "1,2,3/4,5,6/7,8,1\u007F0", 17, 2, 2, "U+007F"),
                Arguments.of("NUL inside a number", "1,2,3/4,5,6/7,8,1\u00000", 17, 2, 2, "U+0000"),
                Arguments.of("U+0085 (next line) at the end", "1,2/3,0\u0085", 7, 1, 1, "U+0085"),
                Arguments.of("U+0085 inside a number", "1\u00852,0/3,4", 1, 0, 0, "U+0085"),
                Arguments.of("U+009F at the start", "\u009F1,2/3,0", 0, 0, 0, "U+009F"),
                Arguments.of("escape before a separator", "1,2\u001B/3,0", 3, 0, 1, "U+001B"),
                Arguments.of("no-break space around a number", "1,\u00A02/3,0", 2, 0, 1, "U+00A0"),
                Arguments.of("zero-width space inside a number", "1,2/3,\u200B0", 6, 1, 1, "U+200B"),
                Arguments.of("a lone surrogate", "1,2/\uD83D3,0", 4, 1, 0, "U+D83D"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("textsWithAForeignCharacter")
    void aControlCharacterOrOtherForeignCharacterAnywhereIsMalformedTextNamedByPositionAndCodePoint(
            String description, String text, int position, int row, int column, String codePoint) {
        assertThatThrownBy(() -> Board.parse(text)).isInstanceOfSatisfying(InvalidBoardException.class, e -> {
            assertThat(e.violation()).isEqualTo(BoardViolation.MALFORMED_TEXT);
            assertThat(e.type()).isEqualTo("malformed-board-text");
            assertThat(e.getMessage())
                    .contains(codePoint)
                    .contains("at position " + position + " (row " + row + ", column " + column + ")");
            // the character itself is quoted only when it can be read: no control, space or lone surrogate is echoed
            assertThat(e.getMessage().chars().boxed())
                    .noneMatch(c -> c != ' '
                            && (Character.isISOControl(c)
                                    || Character.isWhitespace(c)
                                    || Character.isSpaceChar(c)
                                    || Character.getType(c) == Character.FORMAT));
            assertThat(new String(e.getMessage().getBytes(StandardCharsets.UTF_8), StandardCharsets.UTF_8))
                    .isEqualTo(e.getMessage());
        });
    }

    @Test
    void theFirstForeignCharacterIsTheOneNamed() {
        assertThatThrownBy(() -> Board.parse("1,2\u0001/3,0\u0000"))
                .isInstanceOfSatisfying(
                        InvalidBoardException.class,
                        e -> assertThat(e.getMessage())
                                .contains("U+0001 (a control character) at position 3")
                                .doesNotContain("U+0000"));
    }

    @Test
    void aControlCharacterIsNamedAsOneAndAPrintableCharacterIsQuotedWhereItsTileIs() {
        assertThatThrownBy(() -> Board.parse("1,2/3,0\u0000"))
                .isInstanceOfSatisfying(
                        InvalidBoardException.class,
                        e -> assertThat(e.getMessage())
                                .startsWith("the character U+0000 (a control character) at position 7"));
        assertThatThrownBy(() -> Board.parse("1,2/3,x"))
                .isInstanceOfSatisfying(
                        InvalidBoardException.class,
                        e -> assertThat(e.getMessage()).startsWith("'x' at row 1, column 1 is not a tile number"));
        assertThatThrownBy(() -> Board.parse("1,2/3,0\uD83D\uDE00"))
                .isInstanceOfSatisfying(
                        InvalidBoardException.class,
                        e -> assertThat(e.getMessage()).startsWith("'0\uD83D\uDE00' at row 1, column 1"));
        assertThatThrownBy(() -> Board.parse("1,2/3,0\u00A0"))
                .isInstanceOfSatisfying(
                        InvalidBoardException.class,
                        e -> assertThat(e.getMessage())
                                .startsWith("the character U+00A0 at position 7")
                                .doesNotContain("control"));
    }

    @Test
    void aTextOfControlCharactersAloneIsNotTakenForAnEmptyText() {
        assertThatThrownBy(() -> Board.parse("\t\n"))
                .isInstanceOfSatisfying(
                        InvalidBoardException.class,
                        e -> assertThat(e.getMessage())
                                .contains("U+0009")
                                .contains("position 0")
                                .doesNotContain("empty"));
        assertThatThrownBy(() -> Board.parse("   "))
                .isInstanceOfSatisfying(
                        InvalidBoardException.class,
                        e -> assertThat(e.getMessage()).contains("empty"));
    }

    @ParameterizedTest
    @ValueSource(
            strings = {"1,2/3,0", " 1,2/3,0", "1,2/3,0 ", "  1 ,  2 /  3  , 0  ", "1 , 2 / 3 , 0", "   1,2/3,0   "})
    void ordinarySpacesAroundNumbersAndSeparatorsStayAccepted(String text) {
        assertThat(Board.parse(text)).isEqualTo(Board.of(new int[][] {{1, 2}, {3, 0}}));
    }

    @Test
    void aSpaceInsideANumberIsStillNotATileNumber() {
        assertThatThrownBy(() -> Board.parse("1,2/3,1 0")).isInstanceOfSatisfying(InvalidBoardException.class, e -> {
            assertThat(e.violation()).isEqualTo(BoardViolation.MALFORMED_TEXT);
            assertThat(e.getMessage()).contains("'1 0' at row 1, column 1 is not a tile number");
        });
    }

    @Test
    void aMinusSignStillMakesATileOutOfRangeNotMalformedText() {
        assertThatThrownBy(() -> Board.parse("1,-2/3,0"))
                .isInstanceOfSatisfying(
                        InvalidBoardException.class,
                        e -> assertThat(e.violation()).isEqualTo(BoardViolation.TILE_OUT_OF_RANGE));
        assertThatThrownBy(() -> Board.parse("1,2-/3,0"))
                .isInstanceOfSatisfying(
                        InvalidBoardException.class,
                        e -> assertThat(e.violation()).isEqualTo(BoardViolation.MALFORMED_TEXT));
    }

    @Test
    void aGoalTextWithAControlCharacterIsRefusedInItsField() {
        assertThatThrownBy(() -> {
                    try {
                        Board.parse("1,2/3,0\u0000");
                    } catch (InvalidBoardException e) {
                        throw e.inField("goal");
                    }
                })
                .isInstanceOfSatisfying(InvalidBoardException.class, e -> {
                    assertThat(e.field()).isEqualTo("goal");
                    assertThat(e.getMessage()).startsWith("goal: the character U+0000");
                });
    }
}
