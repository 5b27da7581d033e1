package dev.fifteen.search.planning;

import dev.fifteen.problem.ProblemException;
import dev.fifteen.search.Deadline;
import dev.fifteen.search.SearchTimeoutException;
import dev.fifteen.search.SolverBusyException;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SolvePoolTest {

    @Test
    void aFullPoolTurnsCallersAwayWithRetryAdvice() throws Exception {
        try (SolvePool pool = new SolvePool(1, Duration.ofMillis(50), 3)) {
            CountDownLatch started = new CountDownLatch(1);
            CountDownLatch release = new CountDownLatch(1);
            CompletableFuture<String> first = CompletableFuture.supplyAsync(() -> pool.run(
                    () -> {
                        started.countDown();
                        release.await(10, TimeUnit.SECONDS);
                        return "done";
                    },
                    Deadline.after(Duration.ofSeconds(10))));
            assertThat(started.await(5, TimeUnit.SECONDS)).isTrue();
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

            release.countDown();
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
