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
 * gone. A feature calls {@link #admit(long, String)} with its estimate before the work starts; work that goes on
 * on another thread (an answer shaped where its search ends) takes the request's {@link #ledger()} along and admits
 * through {@link #admit(Ledger, long, String)}, since the request is current only on the request's own thread.
 * Admitting without a ledger off a request's thread is a bug, and fails loudly ({@link IllegalStateException})
 * instead of taking nothing: work with no request to charge (a job, a batch's boards, whose memory the batch takes
 * board by board from the {@link #budget()}) says so by passing no ledger, or by not admitting.
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
     * {@code fifteen.memory.small-request} are not counted, nor are those of a request the admission filter does not
     * see (none on the service's port).
     *
     * @param purpose what the memory is for, in the client's words (the refusal names it)
     * @throws dev.fifteen.problem.ProblemException 503 {@code memory-busy} or 400 {@code too-large-for-memory}
     * @throws IllegalStateException                off a request's thread, where there is no request to charge
     */
    public void admit(long bytes, String purpose) {
        admit(currentLedger(), bytes, purpose);
    }

    /**
     * Takes {@code bytes} for the request whose ledger is given, on whatever thread: as {@link #admit(long, String)}
     * for the request that was current when the ledger was taken. A {@code null} ledger says the work has no request
     * to charge (a job) and takes nothing.
     *
     * @throws dev.fifteen.problem.ProblemException 503 {@code memory-busy} or 400 {@code too-large-for-memory}
     */
    public void admit(Ledger ledger, long bytes, String purpose) {
        if (bytes < smallRequest || ledger == null) {
            return;
        }
        ledger.add(budget.reserve(bytes, purpose));
    }

    /**
     * The ledger of the current HTTP request, to admit through from another thread; {@code null} for a request the
     * admission filter does not see.
     *
     * @throws IllegalStateException off a request's thread
     */
    public Ledger ledger() {
        return currentLedger();
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
        throw new IllegalStateException("memory admitted off a request's thread ("
                + Thread.currentThread().getName()
                + "): take the request's ledger on its thread and admit through it, or pass none for work no request"
                + " holds");
    }

    static Ledger ledgerOf(HttpServletRequest request) {
        return request.getAttribute(LEDGER) instanceof Ledger ledger ? ledger : null;
    }

    /**
     * The reservations of one request, all given back at its end. One added after the end (an answer shaped on
     * another thread once its client has gone) is given back at once, so that nothing outlives the request.
     */
    public static final class Ledger implements AutoCloseable {

        private final List<MemoryBudget.Reservation> reservations = new ArrayList<>();
        private boolean closed;

        Ledger() {}

        synchronized void add(MemoryBudget.Reservation reservation) {
            if (closed) {
                reservation.close();
            } else {
                reservations.add(reservation);
            }
        }

        @Override
        public synchronized void close() {
            closed = true;
            reservations.forEach(MemoryBudget.Reservation::close);
            reservations.clear();
        }
    }
}
