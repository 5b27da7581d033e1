package dev.fifteen.scramble;

import dev.fifteen.problem.ProblemException;
import dev.fifteen.puzzle.Board;
import dev.fifteen.testing.infra.AllocatedBytes;
import dev.fifteen.testing.oracle.BreadthFirstDistances;
import dev.fifteen.testing.oracle.ChiSquare;
import dev.fifteen.testing.oracle.RandomBoards;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.Map;
import java.util.random.RandomGenerator;
import java.util.random.RandomGeneratorFactory;
import java.util.stream.IntStream;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class DistanceTableTest {

    static Stream<Arguments> goals() {
        RandomGenerator random =
                RandomGeneratorFactory.<RandomGenerator>of("L64X128MixRandom").create(9);
        int[][] shapes = {{1, 2}, {1, 6}, {6, 1}, {2, 2}, {2, 3}, {3, 2}, {2, 4}, {4, 2}, {3, 3}};
        return Stream.of(shapes)
                .flatMap(shape ->
                        Stream.of(Board.standardGoal(shape[0], shape[1]), RandomBoards.any(shape[0], shape[1], random)))
                .map(goal -> Arguments.of(goal.rows() + " x " + goal.columns() + ", goal " + goal, goal));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("goals")
    void everyBoardIsFiledAtItsBreadthFirstDistance(String name, Board goal) {
        DistanceTable table = DistanceTable.build(goal);
        BreadthFirstDistances oracle = BreadthFirstDistances.to(goal);
        int[] histogram = BreadthFirstDistances.to(goal).histogram();

        assertThat(table.reachableBoards()).isEqualTo(oracle.count());
        assertThat(table.maxDistance()).isEqualTo(histogram.length - 1);
        assertThat(IntStream.rangeClosed(0, table.maxDistance())
                        .map(table::boardsAt)
                        .toArray())
                .isEqualTo(histogram);
        for (int d = 0; d <= table.maxDistance(); d++) {
            for (int k = 0; k < table.boardsAt(d); k++) {
                assertThat(oracle.distance(table.board(d, k)))
                        .as("distance of board %d at %d", k, d)
                        .isEqualTo(d);
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("goals")
    void drawnBoardsHaveExactlyTheAskedDistance(String name, Board goal) {
        DistanceTable table = DistanceTable.build(goal);
        BreadthFirstDistances oracle = BreadthFirstDistances.to(goal);
        for (int d = 0; d <= table.maxDistance(); d++) {
            for (long seed = 0; seed < 5; seed++) {
                Scramble scramble = table.draw(d, seed);
                assertThat(oracle.distance(scramble.board())).isEqualTo(d);
                assertThat(scramble.distance()).isEqualTo(d);
                assertThat(scramble.method()).isEqualTo(ScrambleMethod.DISTANCE);
            }
        }
    }

    @Test
    void theEightPuzzlesFarthestBoardsAre31SlidesAway() {
        DistanceTable table = DistanceTable.build(Board.standardGoal(3, 3));
        assertThat(table.maxDistance()).isEqualTo(31);
        assertThat(table.boardsAt(31)).isEqualTo(2);
        assertThat(table.board(31, 0).toText()).isEqualTo("6,4,7/8,5,0/3,2,1");
        assertThat(table.board(31, 1).toText()).isEqualTo("8,6,7/2,5,4/3,0,1");
    }

    @Test
    void aFixedSeedGivesAFixedBoard() {
        assertThat(DistanceTable.build(Board.standardGoal(3, 3))
                        .draw(20, 42)
                        .board()
                        .toText())
                .isEqualTo("5,7,2/1,8,3/0,6,4");
    }

    @Test
    void boardsAtOneDistanceAreEquallyLikely() {
        DistanceTable table = DistanceTable.build(Board.standardGoal(3, 3));
        int distance = 8;
        int boards = table.boardsAt(distance);
        Map<Board, Integer> index = new java.util.HashMap<>();
        for (int k = 0; k < boards; k++) {
            index.put(table.board(distance, k), k);
        }
        long[] counts = new long[boards];
        for (long seed = 0; seed < boards * 200L; seed++) {
            counts[index.get(table.draw(distance, seed).board())]++;
        }
        assertThat(ChiSquare.statistic(counts)).isLessThan(ChiSquare.criticalValue(boards - 1));
    }

    @Test
    void aDistanceBeyondTheMaximumIsRefusedWithTheMaximum() {
        DistanceTable table = DistanceTable.build(Board.standardGoal(3, 3));
        assertThatThrownBy(() -> table.draw(32, 1)).isInstanceOfSatisfying(ScrambleException.class, e -> {
            assertThat(e.type()).isEqualTo("distance-out-of-range");
            assertThat(e.category()).isEqualTo(ProblemException.Category.INVALID_INPUT);
            assertThat(e.properties()).containsEntry("maxDistance", 31);
            assertThat(e.detail()).contains("31");
        });
        assertThatThrownBy(() -> table.draw(-1, 1))
                .isInstanceOf(ScrambleException.class)
                .hasMessageContaining("negative");
    }

    @Test
    void shapesOfMoreThanTenCellsHaveNoTable() {
        assertThatThrownBy(() -> DistanceTable.build(Board.standardGoal(3, 4)))
                .isInstanceOfSatisfying(ScrambleException.class, e -> {
                    assertThat(e.type()).isEqualTo("distance-shape-too-large");
                    assertThat(e.detail()).contains("3 x 4", "12 cells", "at most 10");
                });
    }

    @Test
    void aGoalOfExactlyTenCellsHasATable() {
        // on a single line the blank only moves along it: the board with the blank in cell i is |i - 4| slides
        // from this goal, whose blank is in cell 4
        Board goal = Board.parse("1,2,3,4,0,5,6,7,8,9");
        DistanceTable table = DistanceTable.build(goal);
        assertThat(table.reachableBoards()).isEqualTo(10);
        assertThat(table.maxDistance()).isEqualTo(5);
        assertThat(IntStream.rangeClosed(0, 5).map(table::boardsAt).toArray()).containsExactly(1, 2, 2, 2, 2, 1);
        assertThat(table.board(0, 0)).isEqualTo(goal);
        // lexicographic order of cells: the blank (0) in cell 3 comes before the tile 4 there
        assertThat(table.board(1, 0).toText()).isEqualTo("1,2,3,0,4,5,6,7,8,9");
        assertThat(table.board(1, 1).toText()).isEqualTo("1,2,3,4,5,0,6,7,8,9");
        assertThat(table.board(5, 0).toText()).isEqualTo("1,2,3,4,5,6,7,8,9,0");
    }

    @Test
    void aBoardNumberIsRefusedFromTheCountAtItsDistanceOn() {
        DistanceTable table = DistanceTable.build(Board.standardGoal(2, 3));
        int distance = 5;
        int boards = table.boardsAt(distance);
        assertThat(table.board(distance, boards - 1)).isNotNull();
        assertThatThrownBy(() -> table.board(distance, boards))
                .isInstanceOf(IndexOutOfBoundsException.class)
                .hasMessageContaining("there are " + boards + " boards at distance " + distance)
                .hasMessageContaining("no board number " + boards);
        assertThatThrownBy(() -> table.board(distance, -1)).isInstanceOf(IndexOutOfBoundsException.class);
        assertThatThrownBy(() -> table.board(table.maxDistance() + 1, 0)).isInstanceOf(IndexOutOfBoundsException.class);
    }

    @Test
    void theBuildMemoryIsTheQueueOfHalfTheArrangementsAndABitPerArrangement() {
        for (int n = 2; n <= DistanceTable.MAX_CELLS; n++) {
            long arrangements = 1;
            for (int k = 2; k <= n; k++) {
                arrangements *= k;
            }
            // n!/2 ints and n! bits, each array with a 16-byte header (object header and length)
            long expected = (16 + arrangements / 2 * 4) + (16 + arrangements / 8);
            assertThat(DistanceTable.buildBytes(n)).as("%d cells", n).isEqualTo(expected);
        }
        assertThat(DistanceTable.buildBytes(10)).as("about 7.7 MB").isEqualTo(16 + 7_257_600 + 16 + 453_600);
        assertThat(DistanceTable.buildBytes(DistanceTable.MAX_CELLS + 1))
                .as("no table is built")
                .isZero();
        assertThat(DistanceTable.buildBytes(16)).isZero();
    }

    /**
     * The estimate decides whether a build is admitted, so it must cover what the build allocates: the queue and
     * the bit set. Beside them a build allocates a few small arrays (the layer starts, the neighbour lists, a
     * board's cells), about 1 KB, and the JVM may count a few KB more on the thread (instrumented code under
     * coverage adds some 12 KB to a 3 x 3 build): 64 KB of slack, under a tenth of the 3 x 3 estimate. On two
     * rows or more the queue holds n!/2 ranks and the estimate is the build's footprint (within 4 KB); on a
     * single line only n boards are reachable and it is an upper bound.
     */
    @Test
    void theMemoryEstimateCoversWhatABuildAllocates() {
        com.sun.management.ThreadMXBean counting = AllocatedBytes.counter();
        DistanceTable.build(Board.standardGoal(2, 2)); // classes loaded before counting
        DistanceTable.build(Board.standardGoal(1, 3));
        for (Board goal : new Board[] {
            Board.standardGoal(4, 2),
            Board.parse("8,7,6/5,4,3/2,1,0"),
            Board.standardGoal(1, 10),
            Board.standardGoal(9, 1)
        }) {
            long before = counting.getCurrentThreadAllocatedBytes();
            DistanceTable table = DistanceTable.build(goal);
            long allocated = counting.getCurrentThreadAllocatedBytes() - before;
            long estimate = DistanceTable.buildBytes(goal.size());
            assertThat(table.reachableBoards()).isPositive();
            assertThat(estimate).as("%d x %d", goal.rows(), goal.columns()).isGreaterThanOrEqualTo(allocated - 65_536);
            if (goal.rows() > 1 && goal.columns() > 1) {
                assertThat(estimate).as("%d x %d", goal.rows(), goal.columns()).isLessThanOrEqualTo(allocated + 4096);
            }
        }
    }

    @Test
    @Tag("slow")
    void theTenCellTableAgreesWithBreadthFirstSearch() {
        Board goal = Board.standardGoal(2, 5);
        DistanceTable table = DistanceTable.build(goal);
        int[] histogram = BreadthFirstDistances.to(goal).histogram();
        assertThat(table.reachableBoards()).isEqualTo(1_814_400);
        assertThat(IntStream.rangeClosed(0, table.maxDistance())
                        .map(table::boardsAt)
                        .toArray())
                .isEqualTo(histogram);
        BreadthFirstDistances oracle = BreadthFirstDistances.to(goal);
        for (int d = 0; d <= table.maxDistance(); d++) {
            for (long seed = 0; seed < 3; seed++) {
                assertThat(oracle.distance(table.draw(d, seed).board())).isEqualTo(d);
            }
        }
    }
}
