package dev.fifteen.search.fast;

import dev.fifteen.puzzle.Board;
import dev.fifteen.search.SearchThreads;
import dev.fifteen.testing.oracle.BreadthFirstDistances;
import dev.fifteen.testing.oracle.RandomBoards;
import dev.fifteen.testing.oracle.Slides;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.time.Duration;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The fast solver's memory figures, its node store's cap, single lines in both directions, and the move buffer:
 * each against hand arithmetic or a replay on the test side.
 */
class FastSolverLimitsTest {

    @Test
    void theStoreNeedsSomeBytes() {
        assertThatThrownBy(() -> new FastSolver(0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new FastSolver(-5)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theSlideEstimateIsThreeACellTimesTheLongerSide() {
        // 3 x 5: 15 cells, longer side 5 -> 225; 5 x 3 the same; 100 x 100: 3 * 10^4 * 100
        assertThat(FastSolver.maxSlides(3, 5)).isEqualTo(225);
        assertThat(FastSolver.maxSlides(5, 3)).isEqualTo(225);
        assertThat(FastSolver.maxSlides(100, 100)).isEqualTo(3_000_000L);
        // no int overflow: 3 * 10^8 * 10^4 is far beyond 2^31
        assertThat(FastSolver.maxSlides(10_000, 10_000)).isEqualTo(3_000_000_000_000L);
    }

    @Test
    void thePeakCountsTheSearchOnlyWhereItRuns() {
        FastSolver solver = new FastSolver();
        // 20 bytes a slide (a guided run's buffers and hashes, the best answer and its reported form) without search
        assertThat(solver.peakBytes(1, 40)).isEqualTo(20 * FastSolver.maxSlides(1, 40));
        assertThat(solver.peakBytes(40, 1)).isEqualTo(20 * FastSolver.maxSlides(40, 1));
        assertThat(solver.peakBytes(1, 400)).isEqualTo(20 * FastSolver.maxSlides(1, 400));
        // past 64 cells the beam of boards on top: each board's arrays (82 bytes a cell: 26 of the reduction's,
        // 56 of the guided walks') twice and a try's, and each board's slides, a byte each
        assertThat(solver.peakBytes(50, 50) - 20 * FastSolver.maxSlides(50, 50))
                .isGreaterThanOrEqualTo(25 * 82 * 2_500L + 12 * FastSolver.maxSlides(50, 50));
        assertThat(solver.peakBytes(5, 13) - 20 * FastSolver.maxSlides(5, 13)) // 65 cells
                .isGreaterThanOrEqualTo(25 * 82 * 65L + 12 * FastSolver.maxSlides(5, 13));
        // more than 2,500 cells: a beam of one board
        assertThat(solver.peakBytes(100, 100) - 20 * FastSolver.maxSlides(100, 100))
                .isGreaterThanOrEqualTo(3 * 82 * 10_000L + FastSolver.maxSlides(100, 100))
                .isLessThan(25 * 82 * 10_000L);
        // with a helper, its beam and its try besides
        try (SearchThreads helpers = SearchThreads.of(2)) {
            assertThat(new FastSolver(helpers).peakBytes(50, 50) - solver.peakBytes(50, 50))
                    .isGreaterThanOrEqualTo(13 * 82 * 2_500L);
            assertThat(new FastSolver(helpers).peakBytes(1, 400)).isEqualTo(solver.peakBytes(1, 400));
        }
        // up to 64 cells with both sides at least 2, the bounded search's store comes on top
        assertThat(solver.peakBytes(8, 8) - 20 * FastSolver.maxSlides(8, 8))
                .isGreaterThan(WeightedAStar.MAX_STORE_BYTES);
        assertThat(solver.peakBytes(2, 2) - 20 * FastSolver.maxSlides(2, 2)).isPositive();
        // a smaller store: a smaller peak, still at least the store itself
        long small = 4L << 20;
        assertThat(new FastSolver(small).peakBytes(4, 4))
                .isLessThan(solver.peakBytes(4, 4))
                .isGreaterThan(small);
    }

    @Test
    void theSearchPeakIsCappedAboveAndFlooredBelow() {
        long cap = WeightedAStar.MAX_STORE_BYTES;
        assertThat(WeightedAStar.peakBytes(16, 2 * cap)).isEqualTo(WeightedAStar.peakBytes(16, cap));
        assertThat(WeightedAStar.peakBytes(16, cap)).isGreaterThan(cap);
        assertThat(WeightedAStar.peakBytes(16, cap / 2)).isLessThan(WeightedAStar.peakBytes(16, cap));
        // at least 1024 nodes, however small the store
        assertThat(WeightedAStar.peakBytes(16, 1))
                .isEqualTo(WeightedAStar.peakBytes(16, 1000))
                .isGreaterThan(1024L * (16 + 17));
        // at most 8 million nodes: on 2 cells (19 bytes a node) 95% of the cap already holds more
        assertThat(WeightedAStar.peakBytes(2, cap)).isEqualTo(WeightedAStar.peakBytes(2, cap - cap / 20));
    }

    @ParameterizedTest(name = "store of {0} bytes")
    @CsvSource({"1", "40000", "2000000"})
    void aSmallNodeStoreStillGivesAValidAnswerNoLongerThanTheReduction(long storeBytes) {
        SplittableRandom random = new SplittableRandom(storeBytes);
        FastSolver solver = new FastSolver(storeBytes);
        for (int[] shape : new int[][] {{4, 4}, {3, 5}, {2, 5}}) {
            Board goal = Board.standardGoal(shape[0], shape[1]);
            Board board = RandomBoards.solvableToward(goal, random);
            FastSolution solution = solver.solve(board, goal, Duration.ofMillis(40));
            assertThat(Slides.play(board, solution.directions())).containsExactly(goal.cells());
            assertThat(solution.length()).isLessThanOrEqualTo(solution.constructiveLength());
            assertThat(solution.method() == FastSolution.Method.CONSTRUCTIVE)
                    .isEqualTo(solution.length() == solution.constructiveLength());
        }
    }

    @Test
    void theSearchWinsOnlyWhenShorterAndThenReachesTheOptimumOnTwoByFour() {
        Board goal = Board.standardGoal(2, 4);
        BreadthFirstDistances distances = BreadthFirstDistances.to(goal);
        SplittableRandom random = new SplittableRandom(41);
        int improved = 0;
        for (int sample = 0; sample < 12; sample++) {
            Board board = RandomBoards.solvableToward(goal, random);
            FastSolution constructive = new FastSolver().solve(board, goal);
            assertThat(constructive.method()).isNotEqualTo(FastSolution.Method.WEIGHTED_SEARCH);
            assertThat(constructive.length()).isLessThanOrEqualTo(constructive.constructiveLength());
            FastSolution searched = new FastSolver().solve(board, goal, Duration.ofSeconds(5));
            assertThat(searched.constructiveLength()).isEqualTo(constructive.constructiveLength());
            assertThat(searched.length()).isEqualTo(distances.distance(board));
            if (searched.length() < constructive.length()) {
                improved++;
                assertThat(searched.method()).isEqualTo(FastSolution.Method.WEIGHTED_SEARCH);
            } else {
                assertThat(searched.method()).isEqualTo(constructive.method());
            }
            int[] tiles = searched.tiles(board);
            assertThat(tiles).hasSize(searched.length());
        }
        assertThat(improved).isPositive();
    }

    @Test
    void aStopRequestEndsTheSearchAtOnce() {
        Board goal = Board.standardGoal(4, 4);
        Board board = RandomBoards.solvableToward(goal, new SplittableRandom(8));
        byte[] reduction = FastSolver.reduce(4, 4, board.cells(), goal.cells());
        FastSolution stopped = new FastSolver().solve(board, goal, Duration.ofSeconds(5), () -> true);
        assertThat(stopped.directions()).isEqualTo(MoveBuffer.letters(reduction));
        assertThat(stopped.method()).isEqualTo(FastSolution.Method.CONSTRUCTIVE);
    }

    /**
     * The memory budget counts on at most 3 slides a cell times the longer side; the reduction must stay within it
     * on every shape, square or narrow, whatever the goal.
     */
    @ParameterizedTest(name = "{0} x {1}")
    @CsvSource({"4, 4", "5, 4", "4, 7", "2, 9", "9, 2", "2, 40", "40, 2", "3, 25", "12, 12", "30, 30", "17, 23"})
    void theReductionStaysWithinTheSlidesTheMemoryBudgetCountsOn(int rows, int columns) {
        SplittableRandom random = new SplittableRandom(rows * 97L + columns);
        for (int sample = 0; sample < 3; sample++) {
            Board goal = sample == 0 ? Board.standardGoal(rows, columns) : RandomBoards.any(rows, columns, random);
            Board board = RandomBoards.solvableToward(goal, random);
            FastSolution solution = new FastSolver().solve(board, goal);
            assertThat(Slides.play(board, solution.directions())).containsExactly(goal.cells());
            assertThat((long) solution.length()).isLessThanOrEqualTo(FastSolver.maxSlides(rows, columns));
            assertThat(solution.lowerBound()).isLessThanOrEqualTo(solution.length());
        }
    }

    @Test
    void singleLinesInEveryDirection() {
        FastSolver solver = new FastSolver();
        // the blank walks left along the row: the tiles slide right
        assertThat(solver.solve(Board.parse("1,2,3,0"), Board.parse("0,1,2,3")).directions())
                .isEqualTo("RRR");
        // the blank walks down the column: the tiles slide up
        assertThat(solver.solve(Board.parse("0/1/2"), Board.parse("1/2/0")).directions())
                .isEqualTo("UU");
        assertThat(solver.solve(Board.parse("1/0/2"), Board.parse("1/0/2")).directions())
                .isEmpty();
        // on a line the lower bound is the distance itself: each tile moves one cell
        assertThat(solver.solve(Board.parse("1,2,3,0"), Board.parse("0,1,2,3")).lowerBound())
                .isEqualTo(3);
        assertThatThrownBy(() -> solver.solve(Board.parse("0/2/1"), Board.parse("1/2/0")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("single line");
    }

    @Test
    void theMoveBufferGrowsAndKeepsEverySlide() {
        MoveBuffer buffer = new MoveBuffer(0);
        byte[] expected = new byte[1000];
        for (int i = 0; i < expected.length; i++) {
            expected[i] = (byte) (i * 7 % 4);
            buffer.add(expected[i]);
        }
        assertThat(buffer.size()).isEqualTo(1000);
        assertThat(buffer.toArray()).containsExactly(expected);
        assertThat(MoveBuffer.letters(new byte[] {MoveBuffer.UP, MoveBuffer.DOWN, MoveBuffer.LEFT, MoveBuffer.RIGHT}))
                .isEqualTo("UDLR");
        assertThat(new MoveBuffer(3).toArray()).isEmpty();
    }
}
