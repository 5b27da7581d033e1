package dev.fifteen.web.memory;

import dev.fifteen.problem.LimitExceededException;
import dev.fifteen.problem.ProblemException;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;

class MemoryBudgetTest {

    @Test
    void reservationsAddUpAndGiveTheirBytesBackOnce() {
        MemoryBudget budget = new MemoryBudget(100, Duration.ZERO, 3);
        MemoryBudget.Reservation first = budget.reserve(60, "first");
        MemoryBudget.Reservation second = budget.reserve(40, "second");
        assertThat(budget.used()).isEqualTo(100);
        first.close();
        first.close();
        assertThat(budget.used()).isEqualTo(40);
        second.close();
        assertThat(budget.used()).isZero();
    }

    @Test
    void aSpentBudgetRefusesWith503AndRetryAfterOnceTheWaitIsOver() {
        MemoryBudget budget = new MemoryBudget(100, Duration.ofMillis(50), 3);
        budget.reserve(80, "first");
        long start = System.nanoTime();
        assertThatThrownBy(() -> budget.reserve(30, "a walk"))
                .isInstanceOfSatisfying(ProblemException.class, problem -> {
                    assertThat(problem.category()).isEqualTo(ProblemException.Category.UNAVAILABLE);
                    assertThat(problem.type()).isEqualTo("memory-busy");
                    assertThat(problem.properties()).containsEntry("retryAfterSeconds", 3);
                    assertThat(problem.detail()).contains("a walk");
                });
        assertThat(System.nanoTime() - start).isGreaterThanOrEqualTo(TimeUnit.MILLISECONDS.toNanos(50));
        assertThat(budget.used()).isEqualTo(80);
        assertThat(budget.refusedBusy()).isEqualTo(1);
    }

    @Test
    void aRequestLargerThanTheWholeBudgetIsALimitErrorAtOnce() {
        MemoryBudget budget = new MemoryBudget(100, Duration.ofSeconds(10), 3);
        assertThatThrownBy(() -> budget.reserve(101, "a count"))
                .isInstanceOfSatisfying(LimitExceededException.class, problem -> {
                    assertThat(problem.type()).isEqualTo("too-large-for-memory");
                    assertThat(problem.properties())
                            .containsEntry("limit", 100L)
                            .containsEntry("actual", 101L);
                });
        assertThat(budget.used()).isZero();
        assertThat(budget.refusedTooLarge()).isEqualTo(1);
    }

    @Test
    void aWaitingRequestIsAdmittedWhenAnotherGivesBytesBack() throws Exception {
        MemoryBudget budget = new MemoryBudget(100, Duration.ofSeconds(10), 3);
        MemoryBudget.Reservation held = budget.reserve(70, "held");
        CompletableFuture<MemoryBudget.Reservation> waiting =
                CompletableFuture.supplyAsync(() -> budget.reserve(50, "waiting"));
        await("the waiting request not admitted while the bytes are held")
                .during(Duration.ofMillis(100))
                .atMost(Duration.ofSeconds(1))
                .pollInterval(Duration.ofMillis(10))
                .until(() -> !waiting.isDone());
        held.close();
        MemoryBudget.Reservation admitted = waiting.get(5, TimeUnit.SECONDS);
        assertThat(budget.used()).isEqualTo(50);
        admitted.close();
        assertThat(budget.used()).isZero();
    }

    @Test
    void aTryWaitsItsTurnWithoutARefusalAndIsAdmittedOnceBytesComeBack() throws Exception {
        MemoryBudget budget = new MemoryBudget(100, Duration.ofMillis(10), 3);
        MemoryBudget.Reservation first = budget.reserve(80, "first");
        assertThat(budget.tryReserve(30, "a batch board", Duration.ofMillis(20)))
                .isNull();
        assertThat(budget.refusedBusy()).isZero();
        assertThat(budget.used()).isEqualTo(80);
        CompletableFuture<MemoryBudget.Reservation> waiting =
                CompletableFuture.supplyAsync(() -> budget.tryReserve(30, "a batch board", Duration.ofSeconds(30)));
        first.close();
        MemoryBudget.Reservation second = waiting.get(30, TimeUnit.SECONDS);
        assertThat(second.bytes()).isEqualTo(30);
        assertThat(budget.used()).isEqualTo(30);
        assertThatThrownBy(() -> budget.tryReserve(101, "a huge board", Duration.ofSeconds(30)))
                .isInstanceOfSatisfying(
                        LimitExceededException.class,
                        problem -> assertThat(problem.type()).isEqualTo("too-large-for-memory"));
        assertThat(budget.refusedTooLarge()).isEqualTo(1);
    }
}
