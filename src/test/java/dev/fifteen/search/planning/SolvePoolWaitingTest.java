package dev.fifteen.search.planning;

import dev.fifteen.search.Deadline;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/** {@link SolvePool#waiting()}, the gauge of callers queued for a slot: none, then one while the slot is held. */
class SolvePoolWaitingTest {

    @Test
    void aCallerWaitingForTheOneSlotIsCountedUntilItGetsIt() throws Exception {
        try (SolvePool pool = new SolvePool(1, Duration.ofSeconds(10), 1)) {
            CountDownLatch started = new CountDownLatch(1);
            CountDownLatch release = new CountDownLatch(1);
            CompletableFuture<String> first = CompletableFuture.supplyAsync(() -> pool.run(
                    () -> {
                        started.countDown();
                        release.await(10, TimeUnit.SECONDS);
                        return "first";
                    },
                    Deadline.after(Duration.ofSeconds(10))));
            assertThat(started.await(5, TimeUnit.SECONDS)).isTrue();
            assertThat(pool.waiting()).isZero();

            CompletableFuture<String> second = CompletableFuture.supplyAsync(
                    () -> pool.run(() -> "second", Deadline.after(Duration.ofSeconds(10))));
            await().atMost(Duration.ofSeconds(5)).until(() -> pool.waiting() == 1);

            release.countDown();
            assertThat(first.get(5, TimeUnit.SECONDS)).isEqualTo("first");
            assertThat(second.get(5, TimeUnit.SECONDS)).isEqualTo("second");
            assertThat(pool.waiting()).isZero();
        }
    }
}
