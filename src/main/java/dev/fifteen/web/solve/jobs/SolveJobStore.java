package dev.fifteen.web.solve.jobs;

import dev.fifteen.problem.ProblemException;

import java.time.Duration;
import java.util.Map;

/**
 * Where the jobs' records live, so that whichever replica is asked can answer for a job. A record is the job's JSON
 * view, opaque to the store; a record is either live (its job queued or running, renewed by the replica that runs
 * it, which holds its lease) or final (done, failed or cancelled: never changed again, kept for a while). The
 * in-memory store serves one process; with the cluster on, the one on Redis is primary.
 *
 * <p>Every change that could race with another replica is atomic in the store: a final record is never overwritten,
 * and a live record is marked abandoned only while its lease has lapsed.
 */
public interface SolveJobStore {

    /**
     * Writes a live record and renews the lease of the replica that runs the job.
     *
     * @param lease how long the job counts as alive without another call
     * @param live  how long the record lives without another call (past its time limit, a job is over anyway)
     * @return false when the record is final already (another replica took the job for dead): stop the job
     */
    boolean publish(String id, String record, Duration lease, Duration live);

    /**
     * Writes the final record of a job and releases its lease; the record is kept for {@code keep}, and among the
     * {@code keepCount} newest final ones.
     *
     * @return false when the record was final already (it stays as it was)
     */
    boolean finish(String id, String record, Duration keep, int keepCount);

    /**
     * Writes the final record of a job whose replica stopped renewing its lease, only if the record is still live and
     * the lease still lapsed (kept as by {@link #finish}).
     *
     * @return whether this call marked it
     */
    boolean abandon(String id, String record, Duration keep, int keepCount);

    /** The job's record, or {@code null} when the store holds none (never created, or no longer kept). */
    String find(String id);

    /** Whether the replica that runs the job renewed its lease within the lease. */
    boolean leaseHeld(String id);

    /** Asks the replica that runs the job to cancel it (it looks at its next heartbeat). */
    void requestCancel(String id, Duration live);

    /** Whether a replica asked for the job to be cancelled. */
    boolean cancelRequested(String id);

    /** The store cannot be reached now: the client should retry (503 with Retry-After). */
    final class UnavailableException extends ProblemException {

        public UnavailableException(int retryAfterSeconds) {
            super(
                    Category.UNAVAILABLE,
                    "job-store-unavailable",
                    "Job store unavailable",
                    "the jobs' shared store does not answer now; retry in " + retryAfterSeconds + " s",
                    Map.of("retryAfterSeconds", retryAfterSeconds));
        }
    }
}
