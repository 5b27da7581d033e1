package dev.fifteen.search;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The precomputed cells of a shape, against hand-drawn small grids and against the definition of a symmetry: a
 * bijection of the cells that keeps exactly the adjacent pairs adjacent.
 */
class GridTest {

    @Test
    void theNeighboursOfATwoByThreeGridInTheOrderUpDownLeftRight() {
        // 0 1 2
        // 3 4 5
        Grid grid = new Grid(2, 3);
        assertThat(grid.size).isEqualTo(6);
        assertThat(grid.neighbours[0]).containsExactly(3, 1);
        assertThat(grid.neighbours[1]).containsExactly(4, 0, 2);
        assertThat(grid.neighbours[2]).containsExactly(5, 1);
        assertThat(grid.neighbours[3]).containsExactly(0, 4);
        assertThat(grid.neighbours[4]).containsExactly(1, 3, 5);
        assertThat(grid.neighbours[5]).containsExactly(2, 4);
        // bit sets of the same cells: 4 touches 1, 3 and 5 -> 2 + 8 + 32
        assertThat(grid.neighbourMask[4]).isEqualTo(42L);
        assertThat(grid.neighbourMask[0]).isEqualTo(8L + 2L);
        assertThat(grid.reflection).isNull();
    }

    @Test
    void aSingleRowAndASingleColumnAreShapes() {
        assertThat(new Grid(1, 2).neighbours[0]).containsExactly(1);
        assertThat(new Grid(2, 1).neighbours[1]).containsExactly(0);
        assertThat(new Grid(1, 3).neighbours[1]).containsExactly(0, 2);
    }

    @ParameterizedTest(name = "{0} x {1}")
    @CsvSource({"0, 5", "5, 0", "1, 1", "-1, -2"})
    void fewerThanTwoCellsAreRefused(int rows, int columns) {
        assertThatThrownBy(() -> new Grid(rows, columns))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(rows + " x " + columns);
    }

    @Test
    void theMasksMatchTheNeighbourListsUpTo64CellsAndStayEmptyBeyond() {
        Grid eight = new Grid(8, 8);
        for (int cell = 0; cell < eight.size; cell++) {
            long mask = 0;
            for (int other : eight.neighbours[cell]) {
                mask |= 1L << other;
            }
            assertThat(eight.neighbourMask[cell]).as("cell %d", cell).isEqualTo(mask);
        }
        // 65 cells do not fit a long: a shifted bit would alias cell 64 with cell 0
        Grid larger = new Grid(5, 13);
        assertThat(larger.neighbourMask).containsOnly(0L);
    }

    @Test
    void theReflectionOfASquareSwapsRowAndColumn() {
        // 0 1 2
        // 3 4 5
        // 6 7 8
        assertThat(new Grid(3, 3).reflection).containsExactly(0, 3, 6, 1, 4, 7, 2, 5, 8);
    }

    @ParameterizedTest(name = "{0} x {1}")
    @CsvSource({"2, 3, 4", "3, 2, 4", "4, 4, 8", "3, 3, 8", "2, 5, 4", "5, 5, 8"})
    void theSymmetriesAreTheDistinctAdjacencyPreservingMapsWithTheIdentityFirst(int rows, int columns, int count) {
        Grid grid = new Grid(rows, columns);
        int[][] maps = grid.symmetries();
        assertThat(maps).hasNumberOfRows(count);
        int[] identity = new int[grid.size];
        Arrays.setAll(identity, cell -> cell);
        assertThat(maps[0]).containsExactly(identity);
        Set<String> distinct = new HashSet<>();
        for (int[] map : maps) {
            distinct.add(Arrays.toString(map));
            assertThat(Arrays.stream(map).sorted().toArray()).as("a bijection").containsExactly(identity);
            for (int a = 0; a < grid.size; a++) {
                for (int b = 0; b < grid.size; b++) {
                    assertThat(adjacent(map[a], map[b], columns))
                            .as("%d-%d under %s", a, b, Arrays.toString(map))
                            .isEqualTo(adjacent(a, b, columns));
                }
            }
        }
        assertThat(distinct).hasSize(count);
    }

    @ParameterizedTest(name = "{0} x {1}")
    @CsvSource({"2, 3", "3, 2", "4, 5", "5, 4", "2, 10"})
    void theTransposesAreTheFourDistinctAdjacencyPreservingMapsOntoTheTurnedShape(int rows, int columns) {
        Grid grid = new Grid(rows, columns);
        int[][] maps = grid.transposes();
        assertThat(maps).hasNumberOfRows(4);
        int[] cells = new int[grid.size];
        Arrays.setAll(cells, cell -> cell);
        Set<String> distinct = new HashSet<>();
        for (int[] map : maps) {
            distinct.add(Arrays.toString(map));
            assertThat(Arrays.stream(map).sorted().toArray()).as("a bijection").containsExactly(cells);
            for (int a = 0; a < grid.size; a++) {
                for (int b = 0; b < grid.size; b++) {
                    // a cell (r, c) of the turned shape, rows wide, is numbered r * rows + c
                    assertThat(adjacent(map[a], map[b], rows))
                            .as("%d-%d under %s", a, b, Arrays.toString(map))
                            .isEqualTo(adjacent(a, b, columns));
                }
            }
        }
        assertThat(distinct).hasSize(4);
        // the first is the reflection in the main diagonal: (r, c) to (c, r)
        assertThat(maps[0][1]).isEqualTo(rows);
        assertThat(maps[0][columns]).isEqualTo(1);
    }

    @Test
    void aSquareHasNoTransposesBesideItsSymmetries() {
        assertThat(new Grid(4, 4).transposes()).isEmpty();
    }

    @Test
    void manhattanDistancesOnAThreeByFourGrid() {
        Grid grid = new Grid(3, 4);
        assertThat(grid.row(7)).isEqualTo(1);
        assertThat(grid.column(7)).isEqualTo(3);
        // cell 0 is (0, 0), cell 11 is (2, 3): 2 rows and 3 columns
        assertThat(grid.manhattan(0, 11)).isEqualTo(5);
        assertThat(grid.manhattan(11, 0)).isEqualTo(5);
        // cell 3 is (0, 3), cell 8 is (2, 0)
        assertThat(grid.manhattan(3, 8)).isEqualTo(5);
        assertThat(grid.manhattan(6, 6)).isZero();
    }

    /** Adjacency from coordinates alone, independent of the grid's lists. */
    private static boolean adjacent(int a, int b, int columns) {
        return Math.abs(a / columns - b / columns) + Math.abs(a % columns - b % columns) == 1;
    }
}
