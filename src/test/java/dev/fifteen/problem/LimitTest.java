package dev.fifteen.problem;

import org.junit.jupiter.api.Test;

import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class LimitTest {

    private final Limit limit = new Limit("count-too-large", "fifteen.scramble.max-count", 10);

    @Test
    void aValueUpToTheMaximumPassesWithoutMakingTheDetail() {
        AtomicInteger details = new AtomicInteger();
        assertThatCode(() -> limit.require(10, () -> "made " + details.incrementAndGet()))
                .doesNotThrowAnyException();
        assertThatCode(() -> limit.require(-3, () -> "made " + details.incrementAndGet()))
                .doesNotThrowAnyException();
        assertThat(details).hasValue(0);
    }

    @Test
    void aValueOverTheMaximumIsRefusedNamingTheLimitItsPropertyAndTheValue() {
        assertThatThrownBy(() -> limit.require(11, () -> "count: 11 is more than 10"))
                .isInstanceOfSatisfying(LimitExceededException.class, problem -> {
                    assertThat(problem.type()).isEqualTo("count-too-large");
                    assertThat(problem.detail()).isEqualTo("count: 11 is more than 10");
                    assertThat(problem.properties())
                            .containsEntry("limitProperty", "fifteen.scramble.max-count")
                            .containsEntry("limit", 10L)
                            .containsEntry("actual", 11L);
                });
    }
}
