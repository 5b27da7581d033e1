package dev.fifteen.web.solve;

import dev.fifteen.problem.LimitExceededException;
import dev.fifteen.puzzle.Board;
import dev.fifteen.search.Strategy;
import org.junit.jupiter.api.Test;
import org.springframework.util.unit.DataSize;

import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The fast solver's size limits bind only where the fast solver answers; the deadline is capped. */
class SolveLimitsTest {

    /** Defaults but for a fast solver that takes at most 20 cells and sides of 5. */
    private final SolveLimits limits = new SolveLimits(new SolveProperties(
            Duration.ofSeconds(10),
            Duration.ofSeconds(60),
            1,
            Duration.ofMillis(200),
            2,
            100,
            16,
            25,
            0.8,
            Duration.ofSeconds(2),
            false,
            null,
            false,
            null,
            DataSize.ofGigabytes(2),
            20,
            5,
            10_000,
            1_000_000,
            1));

    @Test
    void aBoardOverTheFastLimitsIsRefusedUnderFastAndAuto() {
        Board wide = Board.standardGoal(4, 6);
        for (Strategy strategy : new Strategy[] {Strategy.FAST, Strategy.AUTO}) {
            assertThatThrownBy(() -> limits.requireSolvableInSize(wide, strategy))
                    .isInstanceOfSatisfying(LimitExceededException.class, problem -> {
                        assertThat(problem.type()).isEqualTo("board-too-large-to-solve");
                        assertThat(problem.properties())
                                .containsEntry("limitProperty", "fifteen.solve.fast-max-cells")
                                .containsEntry("actual", 24L);
                    });
        }
    }

    @Test
    void theFastLimitsDoNotBindAnOptimalSearch() {
        assertThatCode(() -> limits.requireSolvableInSize(Board.standardGoal(4, 6), Strategy.OPTIMAL))
                .doesNotThrowAnyException();
    }

    @Test
    void autoSearchesSmallBoardsOptimallySoTheFastSideLimitDoesNotBindThem() {
        // 2 x 6: 12 cells, within auto-optimal-max-cells, but a side over the fast solver's 5
        Board narrow = Board.standardGoal(2, 6);
        assertThatCode(() -> limits.requireSolvableInSize(narrow, Strategy.AUTO))
                .doesNotThrowAnyException();
        assertThatThrownBy(() -> limits.requireSolvableInSize(narrow, Strategy.FAST))
                .isInstanceOfSatisfying(
                        LimitExceededException.class,
                        problem -> assertThat(problem.properties())
                                .containsEntry("limitProperty", "fifteen.solve.fast-max-side")
                                .containsEntry("actual", 6L));
    }

    @Test
    void aTimeoutOverTheMaximumIsRefusedAndAnAbsentOneTakesTheDefault() {
        assertThatThrownBy(() -> limits.timeout(Duration.ofSeconds(61)))
                .isInstanceOfSatisfying(
                        LimitExceededException.class,
                        problem -> assertThat(problem.type()).isEqualTo("timeout-too-long"));
        assertThat(limits.timeout(null)).isEqualTo(Duration.ofSeconds(10));
    }
}
