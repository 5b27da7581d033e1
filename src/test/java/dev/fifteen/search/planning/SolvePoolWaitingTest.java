package dev.fifteen.search.planning;

import dev.fifteen.search.Deadline;
import dev.fifteen.testing.infra.HeldSlot;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/** {@link SolvePool#waiting()}, the gauge of callers queued for a slot: none, then one while the slot is held. */
class SolvePoolWaitingTest {

    @Test
    void aCallerWaitingForTheOneSlotIsCountedUntilItGetsIt() throws Exception {
        try (SolvePool pool = new SolvePool(1, Duration.ofSeconds(10), 1)) {
            HeldSlot held = new HeldSlot();
            CompletableFuture<String> first = held.run(pool, "first");
            assertThat(pool.waiting()).isZero();

            CompletableFuture<String> second = CompletableFuture.supplyAsync(
                    () -> pool.run(() -> "second", Deadline.after(Duration.ofSeconds(10))));
            await().atMost(Duration.ofSeconds(5)).until(() -> pool.waiting() == 1);

            held.release();
            assertThat(first.get(5, TimeUnit.SECONDS)).isEqualTo("first");
            assertThat(second.get(5, TimeUnit.SECONDS)).isEqualTo("second");
            assertThat(pool.waiting()).isZero();
        }
    }
}
