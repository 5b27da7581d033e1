package dev.fifteen.scramble;

import dev.fifteen.puzzle.Board;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class DistanceTablesTest {

    @Test
    void aTableIsBuiltOncePerGoalAndTheLeastRecentlyUsedIsDropped() {
        DistanceTables tables = new DistanceTables(2);
        Board a = Board.standardGoal(2, 3);
        Board b = Board.standardGoal(3, 2);
        Board c = Board.parse("0,1,2/3,4,5");
        DistanceTable first = tables.forGoal(a);
        assertThat(tables.forGoal(Board.standardGoal(2, 3))).isSameAs(first);
        tables.forGoal(b);
        tables.forGoal(a);
        tables.forGoal(c);
        assertThat(tables.forGoal(a)).as("used more recently than b").isSameAs(first);
        DistanceTable rebuilt = tables.forGoal(b);
        assertThat(rebuilt.goal()).isEqualTo(b);
    }

    @Test
    void aTableIsHeldFromItsFirstUseUntilItIsDropped() {
        DistanceTables tables = new DistanceTables(1);
        Board a = Board.standardGoal(2, 3);
        Board b = Board.parse("0,1/2,3");
        assertThat(tables.holds(a)).isFalse();
        tables.forGoal(a);
        assertThat(tables.holds(a)).isTrue();
        assertThat(tables.holds(Board.standardGoal(2, 3))).as("an equal goal").isTrue();
        assertThat(tables.holds(b)).isFalse();
        tables.forGoal(b);
        assertThat(tables.holds(b)).isTrue();
        assertThat(tables.holds(a)).as("dropped beyond the capacity of 1").isFalse();
    }

    @Test
    void aGoalOfExactlyTenCellsIsServed() {
        Board goal = Board.standardGoal(10, 1);
        DistanceTable table = new DistanceTables(1).forGoal(goal);
        assertThat(table.goal()).isEqualTo(goal);
        // on a single line the blank, in the last cell of the goal, can be in any of the 10 cells
        assertThat(table.reachableBoards()).isEqualTo(10);
        assertThat(table.maxDistance()).isEqualTo(9);
    }

    @Test
    void theCapacityIsAtLeastOne() {
        assertThatThrownBy(() -> new DistanceTables(0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("at least 1");
    }

    @Test
    void aShapeTooLargeIsRefusedBeforeAnythingIsBuilt() {
        assertThatThrownBy(() -> new DistanceTables(1).forGoal(Board.standardGoal(4, 4)))
                .isInstanceOf(ScrambleException.class)
                .hasMessageContaining("at most 10 cells");
    }
}
