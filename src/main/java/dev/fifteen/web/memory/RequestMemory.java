package dev.fifteen.web.memory;

import jakarta.servlet.http.HttpServletRequest;
import org.springframework.web.context.request.RequestAttributes;
import org.springframework.web.context.request.RequestContextHolder;
import org.springframework.web.context.request.ServletRequestAttributes;

import java.util.ArrayList;
import java.util.List;

/**
 * Memory taken from the {@link MemoryBudget} for the rest of the current HTTP request: what a request admits is
 * given back by {@link MemoryAdmissionFilter} once the answer has been written, or has failed, or the client has
 * gone. A feature calls {@link #admit(long, String)} with its estimate before the work starts.
 */
public final class RequestMemory {

    static final String LEDGER = RequestMemory.class.getName() + ".ledger";

    private final MemoryBudget budget;
    private final long smallRequest;

    public RequestMemory(MemoryBudget budget, long smallRequest) {
        this.budget = budget;
        this.smallRequest = smallRequest;
    }

    /**
     * Takes {@code bytes} for the current request, waiting briefly when the budget is spent. Estimates below
     * {@code fifteen.memory.small-request} are not counted. Outside an HTTP request (a bench calling a service)
     * nothing is taken.
     *
     * @param purpose what the memory is for, in the client's words (the refusal names it)
     * @throws dev.fifteen.problem.ProblemException 503 {@code memory-busy} or 400 {@code too-large-for-memory}
     */
    public void admit(long bytes, String purpose) {
        if (bytes < smallRequest) {
            return;
        }
        Ledger ledger = currentLedger();
        if (ledger != null) {
            ledger.add(budget.reserve(bytes, purpose));
        }
    }

    /** The budget itself, for work that takes and gives back bytes outside a request's life (a batch's boards). */
    public MemoryBudget budget() {
        return budget;
    }

    private static Ledger currentLedger() {
        RequestAttributes attributes = RequestContextHolder.getRequestAttributes();
        if (attributes instanceof ServletRequestAttributes servlet) {
            return ledgerOf(servlet.getRequest());
        }
        return null;
    }

    static Ledger ledgerOf(HttpServletRequest request) {
        return request.getAttribute(LEDGER) instanceof Ledger ledger ? ledger : null;
    }

    /** The reservations of one request, all given back at its end. */
    static final class Ledger implements AutoCloseable {

        private final List<MemoryBudget.Reservation> reservations = new ArrayList<>();

        synchronized void add(MemoryBudget.Reservation reservation) {
            reservations.add(reservation);
        }

        @Override
        public synchronized void close() {
            reservations.forEach(MemoryBudget.Reservation::close);
            reservations.clear();
        }
    }
}
