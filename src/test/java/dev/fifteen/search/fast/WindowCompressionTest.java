package dev.fifteen.search.fast;

import dev.fifteen.puzzle.Board;
import dev.fifteen.testing.oracle.BidirectionalSearch;
import dev.fifteen.testing.oracle.RandomBoards;
import dev.fifteen.testing.oracle.Slides;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;

class WindowCompressionTest {

    /**
     * A walk whose blank visits every row and column is one window whose box is the whole board: the window's search
     * is then a full optimal search, so the answer's length is the bidirectional search's distance between the walk's
     * ends (the walk's own length when nothing is shorter).
     */
    @ParameterizedTest(name = "{0} x {1}")
    @CsvSource({"3, 3", "2, 4", "4, 2", "3, 4", "2, 6", "4, 4"})
    void aWindowOverTheWholeBoardIsShortenedToTheDistanceBetweenItsEnds(int rows, int columns) {
        SplittableRandom random = new SplittableRandom(rows * 100L + columns);
        int checked = 0;
        int shortened = 0;
        for (int attempt = 0; checked < 25 && attempt < 1000; attempt++) {
            Board start = RandomBoards.any(rows, columns, random);
            String walk = Slides.randomLegal(start, 8 + random.nextInt(rows * columns <= 9 ? 12 : 8), random);
            if (!visitsEveryLine(start, walk)) {
                continue;
            }
            Board end = Board.of(rows, columns, Slides.play(start, walk));
            byte[] compressed = new WindowCompression(rows, columns, walk.length(), 0, 64, Long.MAX_VALUE)
                    .compress(start.cells(), codes(walk), () -> false);
            String answer = MoveBuffer.letters(compressed);
            assertThat(Slides.play(start, answer)).as(walk).containsExactly(end.cells());
            assertThat(answer.length()).as(walk).isEqualTo(BidirectionalSearch.distance(start, end, walk.length()));
            checked++;
            shortened += answer.length() < walk.length() ? 1 : 0;
        }
        assertThat(checked).isEqualTo(25);
        assertThat(shortened).as("walks with a shorter way").isPositive();
    }

    @ParameterizedTest(name = "{0} x {1}, windows of {2}")
    @CsvSource({"8, 8, 12", "8, 8, 24", "5, 13, 20", "13, 5, 16", "2, 30, 20", "30, 2, 16", "10, 10, 32"})
    void longWalksLeadWhereTheyLedAndNeverGrow(int rows, int columns, int window) {
        SplittableRandom random = new SplittableRandom(rows * 1000L + columns * 10L + window);
        for (int i = 0; i < 5; i++) {
            Board start = RandomBoards.any(rows, columns, random);
            String walk = Slides.randomLegal(start, 400, random);
            WindowCompression windows = new WindowCompression(rows, columns, window, i % 2, 64, 200_000);
            String answer = MoveBuffer.letters(windows.compress(start.cells(), codes(walk), () -> false));
            assertThat(Slides.play(start, answer)).containsExactly(Slides.play(start, walk));
            assertThat(answer.length()).isLessThanOrEqualTo(walk.length());
            FastSolverTest.assertNoSlideUndoneByTheNext(answer);
        }
    }

    @Test
    void aStoppedPassKeepsTheSlidesButForThoseUndoneAtOnce() {
        SplittableRandom random = new SplittableRandom(5);
        Board start = RandomBoards.any(6, 6, random);
        String walk = Slides.randomLegal(start, 300, random);
        byte[] moves = codes(walk);
        byte[] kept = new WindowCompression(6, 6, 24, 0, 64, Long.MAX_VALUE).compress(start.cells(), moves, () -> true);
        assertThat(kept).containsExactly(PathCompression.compress(6, start.cells(), moves, false));
    }

    @Test
    void aGuidedAnswerOnALargeBoardIsShortened() {
        SplittableRandom random = new SplittableRandom(11);
        Board goal = Board.standardGoal(12, 12);
        Board board = RandomBoards.solvableToward(goal, random);
        byte[] guided = new FastSolver().solve(board, goal).moves();
        byte[] shorter = new WindowCompression(12, 12, 16, 0, 64, 200_000).compress(board.cells(), guided, () -> false);
        assertThat(Slides.play(board, MoveBuffer.letters(shorter))).containsExactly(goal.cells());
        assertThat(shorter.length).isLessThan(guided.length);
    }

    private static boolean visitsEveryLine(Board start, String walk) {
        int columns = start.columns();
        int blank = start.blankIndex();
        boolean[] rowSeen = new boolean[start.rows()];
        boolean[] columnSeen = new boolean[columns];
        rowSeen[blank / columns] = true;
        columnSeen[blank % columns] = true;
        for (char letter : walk.toCharArray()) {
            blank += letter == 'U' ? columns : letter == 'D' ? -columns : letter == 'L' ? 1 : -1;
            rowSeen[blank / columns] = true;
            columnSeen[blank % columns] = true;
        }
        for (boolean seen : rowSeen) {
            if (!seen) {
                return false;
            }
        }
        for (boolean seen : columnSeen) {
            if (!seen) {
                return false;
            }
        }
        return true;
    }

    /** The tile-direction codes of the letters: U, D, L, R in that order. */
    private static byte[] codes(String letters) {
        byte[] codes = new byte[letters.length()];
        for (int i = 0; i < codes.length; i++) {
            codes[i] = (byte) "UDLR".indexOf(letters.charAt(i));
        }
        return codes;
    }
}
