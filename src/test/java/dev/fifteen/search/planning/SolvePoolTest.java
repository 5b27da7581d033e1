package dev.fifteen.search.planning;

import dev.fifteen.problem.ProblemException;
import dev.fifteen.search.Deadline;
import dev.fifteen.search.SearchTimeoutException;
import dev.fifteen.search.SolverBusyException;
import dev.fifteen.testing.infra.HeldSlot;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SolvePoolTest {

    @Test
    void aFullPoolTurnsCallersAwayWithRetryAdvice() throws Exception {
        try (SolvePool pool = new SolvePool(1, Duration.ofMillis(50), 3)) {
            HeldSlot held = new HeldSlot();
            CompletableFuture<String> first = held.run(pool, "done");
            assertThat(pool.busy()).isEqualTo(1);

            assertThatThrownBy(() -> pool.run(() -> "second", Deadline.after(Duration.ofSeconds(1))))
                    .isInstanceOfSatisfying(SolverBusyException.class, e -> {
                        assertThat(e.category()).isEqualTo(ProblemException.Category.UNAVAILABLE);
                        assertThat(e.type()).isEqualTo("solver-busy");
                        assertThat(e.properties())
                                .containsEntry("retryAfterSeconds", 3)
                                .containsEntry("poolSize", 1);
                    });
            assertThat(pool.rejected()).isEqualTo(1);

            held.release();
            assertThat(first.get(5, TimeUnit.SECONDS)).isEqualTo("done");
            assertThat(pool.run(() -> "third", Deadline.after(Duration.ofSeconds(1))))
                    .isEqualTo("third");
        }
    }

    @Test
    void failuresOfTheSearchReachTheCaller() {
        try (SolvePool pool = new SolvePool(1, Duration.ofMillis(50), 1)) {
            assertThatThrownBy(() -> pool.run(
                            () -> {
                                throw new SearchTimeoutException(42, 7, 1, 1, "test");
                            },
                            Deadline.after(Duration.ofSeconds(1))))
                    .isInstanceOf(SearchTimeoutException.class);
            assertThat(pool.busy()).isZero();
        }
    }
}
