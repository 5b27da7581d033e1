package dev.fifteen.slidinggame;

import dev.fifteen.testing.oracle.SlidingGamePosition;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.random.RandomGenerator;
import java.util.random.RandomGeneratorFactory;
import java.util.stream.IntStream;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SlidingGameTest {

    private static final int[][] SPACE_STEPS = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};

    static Stream<Arguments> everyBoardUpToTenByTen() {
        return IntStream.rangeClosed(1, 10)
                .boxed()
                .flatMap(rows -> IntStream.rangeClosed(1, 10)
                        .filter(columns -> rows * columns >= 2)
                        .mapToObj(columns -> Arguments.of(rows, columns)));
    }

    @ParameterizedTest(name = "{0} x {1}")
    @MethodSource("everyBoardUpToTenByTen")
    void closedFormEqualsBreadthFirstSearch(int rows, int columns) {
        int searched = leastSlidesBySearch(rows, columns);
        SlidingGame game = new SlidingGame(rows, columns);
        if (searched < 0) {
            assertThat(game.canFinish()).isFalse();
            assertThat(game.formula()).isEqualTo(SlidingGame.Formula.CANNOT_FINISH);
        } else {
            assertThat(game.canFinish()).isTrue();
            assertThat(game.leastSlides()).isEqualTo(searched);
        }
    }

    @ParameterizedTest(name = "{0} x {1}")
    @MethodSource("everyBoardUpToTenByTen")
    void optimalSlidesReplayToAFinishedGameInExactlyLeastSlides(int rows, int columns) {
        SlidingGame game = new SlidingGame(rows, columns);
        if (!game.canFinish()) {
            assertThatThrownBy(game::optimalSlides).isInstanceOf(IllegalStateException.class);
            return;
        }
        String slides = game.optimalSlides();
        assertThat(slides).hasSize((int) game.leastSlides()).matches("[UDLR]*");
        assertThat(SlidingGamePosition.start(rows, columns).replay(slides).finished())
                .isTrue();
        assertThat(replayIndependently(rows, columns, slides)).isTrue();
        // Optimal, so no prefix finishes earlier.
        assertThat(SlidingGamePosition.start(rows, columns)
                        .replay(slides.substring(0, slides.length() - 1))
                        .finished())
                .isFalse();
    }

    static Stream<Arguments> randomBoardsWithSequencesUpToOneHundredThousand() {
        long seed = 313;
        RandomGenerator random = RandomGeneratorFactory.of("L64X128MixRandom").create(seed);
        return IntStream.range(0, 40)
                .mapToObj(k -> {
                    int rows = 2 + random.nextInt(random.nextBoolean() ? 30 : 12_000);
                    int columns = 2 + random.nextInt(random.nextBoolean() ? 30 : (100_013 - 6 * rows) / 8);
                    return Arguments.of(rows, columns, seed);
                })
                .filter(arguments -> new SlidingGame((int) arguments.get()[0], (int)
                                        arguments.get()[1])
                                .leastSlides()
                        <= 100_000);
    }

    @ParameterizedTest(name = "{0} x {1} (seed {2})")
    @MethodSource("randomBoardsWithSequencesUpToOneHundredThousand")
    void largerBoardsReplayToAFinishedGameInExactlyLeastSlides(int rows, int columns, long seed) {
        SlidingGame game = new SlidingGame(rows, columns);
        String slides = game.optimalSlides();
        assertThat((long) slides.length()).isEqualTo(game.leastSlides());
        assertThat(SlidingGamePosition.start(rows, columns).replay(slides).finished())
                .isTrue();
        assertThat(replayIndependently(rows, columns, slides)).isTrue();
    }

    @ParameterizedTest(name = "S({0},{1}) = {2}")
    @CsvSource({
        "2, 2, 5",
        "3, 2, 9",
        "2, 3, 9",
        "3, 3, 13",
        "5, 4, 25",
        "4, 5, 25",
        "1, 2, 1",
        "2, 1, 1",
        "1000000000000, 1000000000000, 7999999999989",
        "1000000000000, 2, 5999999999991",
        "100000000000000000, 100000000000000000, 799999999999999989",
        "100000000000000000, 99999999999999999, 799999999999999985"
    })
    void publishedAndExtremeValues(long rows, long columns, long slides) {
        assertThat(new SlidingGame(rows, columns).leastSlides()).isEqualTo(slides);
    }

    @ParameterizedTest(name = "{0} x {1} cannot finish")
    @CsvSource({"1, 1", "1, 3", "3, 1", "1, 1000000000000", "1000000000000, 1"})
    void boardsWithASideOfOneBeyondOneByTwoCannotFinish(long rows, long columns) {
        SlidingGame game = new SlidingGame(rows, columns);
        assertThat(game.canFinish()).isFalse();
        assertThat(game.formula()).isEqualTo(SlidingGame.Formula.CANNOT_FINISH);
        assertThatThrownBy(game::leastSlides).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void namesTheSlidesByTheDirectionTheCounterMoves() {
        assertThat(new SlidingGame(1, 2).optimalSlides()).isEqualTo("R");
        assertThat(new SlidingGame(2, 1).optimalSlides()).isEqualTo("D");
        // 2 x 2: the counter above the space slides down, the red counter right, then round the corner.
        assertThat(new SlidingGame(2, 2).optimalSlides()).isEqualTo("DRULD");
    }

    @Test
    void sidesOutsideTheRangeAreRejected() {
        assertThatThrownBy(() -> new SlidingGame(0, 5)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new SlidingGame(5, -1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new SlidingGame(SlidingGame.MAX_SIDE + 1, 5))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new SlidingGame(5_000_000, 5).optimalSlides())
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("too long");
    }

    @Test
    void replayRejectsSlidesThatCannotBeMade() {
        SlidingGamePosition start = SlidingGamePosition.start(3, 3);
        // The space climbs the last column twice; then no counter is left above it to slide down.
        assertThatThrownBy(() -> start.replay("DDD"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("slide 3");
        // The space is in the bottom right corner: nothing is below or right of it to slide up or left.
        assertThatThrownBy(() -> start.slide('U')).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> start.slide('L')).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> start.slide('x'))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("expected U, D, L or R");
        assertThat(start.slide('D')).isEqualTo(new SlidingGamePosition(3, 3, 0, 0, 1, 2));
        assertThat(start.slide('R')).isEqualTo(new SlidingGamePosition(3, 3, 0, 0, 2, 1));
    }

    /**
     * S(m, n) by breadth-first search over (red cell, space cell) positions; -1 when the red counter can never
     * reach the bottom right corner.
     */
    private static int leastSlidesBySearch(int rows, int columns) {
        int cells = rows * columns;
        int[] distance = new int[cells * cells];
        Arrays.fill(distance, -1);
        int start = cells - 1; // red 0, space cells - 1
        distance[start] = 0;
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        queue.add(start);
        while (!queue.isEmpty()) {
            int state = queue.poll();
            int red = state / cells;
            int space = state % cells;
            if (red == cells - 1) {
                return distance[state];
            }
            for (int[] step : SPACE_STEPS) {
                int row = space / columns + step[0];
                int column = space % columns + step[1];
                if (row < 0 || row >= rows || column < 0 || column >= columns) {
                    continue;
                }
                int next = row * columns + column;
                int nextRed = next == red ? space : red;
                int nextState = nextRed * cells + next;
                if (distance[nextState] < 0) {
                    distance[nextState] = distance[state] + 1;
                    queue.add(nextState);
                }
            }
        }
        return -1;
    }

    /** Replays slides with the test's own rules (the space moves opposite to the letter); true if finished. */
    private static boolean replayIndependently(int rows, int columns, String slides) {
        int redRow = 0;
        int redColumn = 0;
        int spaceRow = rows - 1;
        int spaceColumn = columns - 1;
        for (char slide : slides.toCharArray()) {
            int[] step = switch (slide) {
                case 'U' -> SPACE_STEPS[1];
                case 'D' -> SPACE_STEPS[0];
                case 'L' -> SPACE_STEPS[3];
                case 'R' -> SPACE_STEPS[2];
                default -> throw new AssertionError("unknown slide " + slide);
            };
            int row = spaceRow + step[0];
            int column = spaceColumn + step[1];
            assertThat(row).isBetween(0, rows - 1);
            assertThat(column).isBetween(0, columns - 1);
            if (row == redRow && column == redColumn) {
                redRow = spaceRow;
                redColumn = spaceColumn;
            }
            spaceRow = row;
            spaceColumn = column;
        }
        return redRow == rows - 1 && redColumn == columns - 1;
    }
}
