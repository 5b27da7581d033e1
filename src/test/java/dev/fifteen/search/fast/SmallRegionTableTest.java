package dev.fifteen.search.fast;

import dev.fifteen.puzzle.Board;
import dev.fifteen.testing.oracle.BreadthFirstDistances;
import dev.fifteen.testing.oracle.RandomBoards;
import dev.fifteen.testing.oracle.Slides;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The last region's exact tables, entry by entry against the test side's breadth-first search. */
class SmallRegionTableTest {

    @ParameterizedTest(name = "{0} x {1}, goal blank at {2}")
    @CsvSource({"2, 2, 3", "2, 2, 0", "2, 3, 5", "2, 3, 1", "3, 2, 2", "3, 2, 5", "1, 4, 1", "3, 3, 4"})
    void everyDistanceIsTheBreadthFirstOneAndSolvingTakesExactlyThatMany(int rows, int columns, int goalBlank) {
        SmallRegionTable table = SmallRegionTable.of(rows, columns, goalBlank);
        int[] goal = table.goal();
        // tiles 1..k-1 in reading order around the blank
        assertThat(goal[goalBlank]).isZero();
        for (int i = 0, tile = 1; i < goal.length; i++) {
            if (i != goalBlank) {
                assertThat(goal[i]).isEqualTo(tile++);
            }
        }
        BreadthFirstDistances distances = new BreadthFirstDistances(Board.of(rows, columns, goal));
        int unreachable = 0;
        for (int index = 0; index < distances.states(); index++) {
            Board board = distances.boardAt(index);
            if (board == null) {
                unreachable++;
                continue;
            }
            assertThat(table.distance(board.cells())).as("%s", board).isEqualTo(distances.distance(board));
        }
        assertThat(unreachable).isEqualTo(distances.states() - distances.count());
        SplittableRandom random = new SplittableRandom(rows * 100L + columns * 10L + goalBlank);
        for (int sample = 0; sample < 30; sample++) {
            Board board = rows == 1
                    ? Board.of(rows, columns, goal)
                    : RandomBoards.solvableToward(Board.of(rows, columns, goal), random);
            int[] state = board.cells();
            List<int[]> steps = new ArrayList<>();
            table.solve(state, (from, to) -> steps.add(new int[] {from, to}));
            assertThat(steps).hasSize(distances.distance(board));
            // replay the blank's steps on the test side: each to an adjacent cell, ending on the goal
            int[] cells = board.cells();
            int blank = Slides.indexOf(cells, 0);
            for (int[] step : steps) {
                assertThat(step[0]).isEqualTo(blank);
                assertThat(Math.abs(step[0] / columns - step[1] / columns)
                                + Math.abs(step[0] % columns - step[1] % columns))
                        .isEqualTo(1);
                cells[blank] = cells[step[1]];
                cells[step[1]] = 0;
                blank = step[1];
            }
            assertThat(cells).containsExactly(goal);
            assertThat(state).containsExactly(goal);
        }
    }

    @Test
    void anArrangementOfTheOtherParityIsRefused() {
        SmallRegionTable table = SmallRegionTable.of(2, 2);
        int[] swapped = {2, 1, 3, 0};
        assertThat(table.distance(swapped)).isEqualTo(-1);
        assertThatThrownBy(() -> table.solve(swapped, (from, to) -> {}))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("wrong parity");
    }

    @Test
    void theTablesAreKeptPerShapeAndBlank() {
        assertThat(SmallRegionTable.of(2, 3)).isSameAs(SmallRegionTable.of(2, 3, 5));
        assertThat(SmallRegionTable.of(2, 3, 0)).isNotSameAs(SmallRegionTable.of(2, 3, 5));
        assertThat(SmallRegionTable.of(3, 2, 5)).isNotSameAs(SmallRegionTable.of(2, 3, 5));
    }

    @Test
    void onlyTwoToNineCellsWithTheBlankOnTheBoard() {
        assertThatThrownBy(() -> SmallRegionTable.of(1, 1, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> SmallRegionTable.of(2, 5, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> SmallRegionTable.of(0, 3, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> SmallRegionTable.of(3, 0, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> SmallRegionTable.of(2, 2, 4)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> SmallRegionTable.of(2, 2, -1)).isInstanceOf(IllegalArgumentException.class);
        assertThat(SmallRegionTable.of(1, 9, 8).distance(new int[] {1, 2, 3, 4, 5, 6, 7, 0, 8}))
                .isEqualTo(1);
        assertThat(SmallRegionTable.of(1, 2, 1).distance(new int[] {0, 1})).isEqualTo(1);
    }
}
