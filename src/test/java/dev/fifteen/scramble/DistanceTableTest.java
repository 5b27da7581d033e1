package dev.fifteen.scramble;

import dev.fifteen.problem.ProblemException;
import dev.fifteen.puzzle.Board;
import dev.fifteen.testing.BreadthFirstDistances;
import dev.fifteen.testing.RandomBoards;
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
        RandomGenerator random = RandomGeneratorFactory.<RandomGenerator>of("L64X128MixRandom").create(9);
        int[][] shapes = {{1, 2}, {1, 6}, {6, 1}, {2, 2}, {2, 3}, {3, 2}, {2, 4}, {4, 2}, {3, 3}};
        return Stream.of(shapes).flatMap(shape -> Stream.of(Board.standardGoal(shape[0], shape[1]),
                RandomBoards.any(shape[0], shape[1], random))).map(goal -> Arguments.of(goal.rows() + " x "
                + goal.columns() + ", goal " + goal, goal));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("goals")
    void everyBoardIsFiledAtItsBreadthFirstDistance(String name, Board goal) {
        DistanceTable table = DistanceTable.build(goal);
        BreadthFirstDistances oracle = BreadthFirstDistances.to(goal);
        int[] histogram = BreadthFirstDistances.to(goal).histogram();

        assertThat(table.reachableBoards()).isEqualTo(oracle.count());
        assertThat(table.maxDistance()).isEqualTo(histogram.length - 1);
        assertThat(IntStream.rangeClosed(0, table.maxDistance()).map(table::boardsAt).toArray()).isEqualTo(histogram);
        for (int d = 0; d <= table.maxDistance(); d++) {
            for (int k = 0; k < table.boardsAt(d); k++) {
                assertThat(oracle.distance(table.board(d, k))).as("distance of board %d at %d", k, d).isEqualTo(d);
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
        assertThat(DistanceTable.build(Board.standardGoal(3, 3)).draw(20, 42).board().toText())
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
        assertThatThrownBy(() -> table.draw(32, 1))
                .isInstanceOfSatisfying(ScrambleException.class, e -> {
                    assertThat(e.type()).isEqualTo("distance-out-of-range");
                    assertThat(e.category()).isEqualTo(ProblemException.Category.INVALID_INPUT);
                    assertThat(e.properties()).containsEntry("maxDistance", 31);
                    assertThat(e.detail()).contains("31");
                });
        assertThatThrownBy(() -> table.draw(-1, 1)).isInstanceOf(ScrambleException.class)
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
    @Tag("slow")
    void theTenCellTableAgreesWithBreadthFirstSearch() {
        Board goal = Board.standardGoal(2, 5);
        DistanceTable table = DistanceTable.build(goal);
        int[] histogram = BreadthFirstDistances.to(goal).histogram();
        assertThat(table.reachableBoards()).isEqualTo(1_814_400);
        assertThat(IntStream.rangeClosed(0, table.maxDistance()).map(table::boardsAt).toArray()).isEqualTo(histogram);
        BreadthFirstDistances oracle = BreadthFirstDistances.to(goal);
        for (int d = 0; d <= table.maxDistance(); d++) {
            for (long seed = 0; seed < 3; seed++) {
                assertThat(oracle.distance(table.draw(d, seed).board())).isEqualTo(d);
            }
        }
    }
}
