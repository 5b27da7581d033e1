package dev.fifteen.web.memory;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.web.context.request.RequestContextHolder;
import org.springframework.web.context.request.ServletRequestAttributes;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * What a request admits is charged to its ledger and given back with it; admitting off a request's thread without
 * a ledger is refused loudly rather than taking nothing.
 */
class RequestMemoryTest {

    private final MemoryBudget budget = new MemoryBudget(1_000_000, Duration.ZERO, 1);
    private final RequestMemory memory = new RequestMemory(budget, 100);

    @AfterEach
    void noRequest() {
        RequestContextHolder.resetRequestAttributes();
    }

    @Test
    void aRequestsAdmissionsAreItsLedgersAndComeBackWithIt() {
        RequestMemory.Ledger ledger = onARequestThread();
        memory.admit(10_000, "a board");
        memory.admit(99, "a small board, not counted");
        assertThat(budget.used()).isEqualTo(10_000);
        assertThat(memory.ledger()).isSameAs(ledger);
        ledger.close();
        assertThat(budget.used()).isZero();
    }

    @Test
    void theLedgerTakenOnTheRequestsThreadAdmitsFromAnother() throws Exception {
        RequestMemory.Ledger ledger = onARequestThread();
        RequestMemory.Ledger taken = memory.ledger();
        CompletableFuture.runAsync(() -> memory.admit(taken, 20_000, "an answer shaped in the pool"))
                .get();
        assertThat(budget.used()).isEqualTo(20_000);
        ledger.close();
        assertThat(budget.used()).isZero();
        memory.admit(taken, 5_000, "an answer shaped after its client went");
        assertThat(budget.used())
                .as("given back at once after the request's end")
                .isZero();
    }

    @Test
    void offARequestsThreadAnAdmissionWithoutALedgerFailsLoudly() {
        assertThatThrownBy(() -> memory.admit(10_000, "a board"))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("off a request's thread");
        assertThatThrownBy(memory::ledger).isInstanceOf(IllegalStateException.class);
        assertThat(budget.used()).isZero();
    }

    @Test
    void workNoRequestHoldsPassesNoLedgerAndTakesNothing() {
        memory.admit(null, 10_000, "the answer of a job");
        assertThat(budget.used()).isZero();
    }

    /** Makes this thread a request's, with the ledger the admission filter gives it. */
    private static RequestMemory.Ledger onARequestThread() {
        MockHttpServletRequest request = new MockHttpServletRequest();
        RequestMemory.Ledger ledger = new RequestMemory.Ledger();
        request.setAttribute(RequestMemory.LEDGER, ledger);
        RequestContextHolder.setRequestAttributes(new ServletRequestAttributes(request));
        return ledger;
    }
}
