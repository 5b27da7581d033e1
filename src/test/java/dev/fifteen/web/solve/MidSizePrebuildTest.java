package dev.fifteen.web.solve;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The shapes of {@code fifteen.solve.mid-size.prebuild}: read with their goal blank, refused when not served. */
class MidSizePrebuildTest {

    @Test
    void aShapeAloneMeansTheGoalWithTheBlankLast() {
        assertThat(TablesConfiguration.prebuildShape("4x5")).containsExactly(4, 5, 19);
        assertThat(TablesConfiguration.prebuildShape("3x7:10")).containsExactly(3, 7, 10);
    }

    @Test
    void shapesOutsideSeventeenToTwentyFiveCellsAndCellsOffTheBoardAreRefused() {
        assertThatThrownBy(() -> TablesConfiguration.prebuildShape("4x4"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("not a board of 17 to 25 cells");
        assertThatThrownBy(() -> TablesConfiguration.prebuildShape("5x6"))
                .hasMessageContaining("not a board of 17 to 25 cells");
        assertThatThrownBy(() -> TablesConfiguration.prebuildShape("4x5:20"))
                .hasMessageContaining("cell 20 is not on a 4 x 5 board");
    }
}
