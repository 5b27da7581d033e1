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
    void aShapeTooLargeIsRefusedBeforeAnythingIsBuilt() {
        assertThatThrownBy(() -> new DistanceTables(1).forGoal(Board.standardGoal(4, 4)))
                .isInstanceOf(ScrambleException.class).hasMessageContaining("at most 10 cells");
    }
}
