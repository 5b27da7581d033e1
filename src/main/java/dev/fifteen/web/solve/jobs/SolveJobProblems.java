package dev.fifteen.web.solve.jobs;

import dev.fifteen.problem.ProblemException;

import java.util.LinkedHashMap;
import java.util.Map;

/** The problems of {@code /solve/jobs} itself; the solve's own problems are those of {@code /solve}. */
final class SolveJobProblems {

    private SolveJobProblems() {}

    /** No job of this id is held: never created, or no longer kept. */
    static ProblemException notFound(String id) {
        return new ProblemException(
                ProblemException.Category.NOT_FOUND,
                "job-not-found",
                "Job not found",
                "no job " + id + " is held: it never existed, or it ended longer ago than it is kept"
                        + " (fifteen.solve.jobs.keep-for, fifteen.solve.jobs.keep-count)",
                Map.of("jobId", id));
    }

    /** Every runner is busy and the queue is full, or the replica is shutting down. */
    static ProblemException busy(String why, int retryAfterSeconds) {
        Map<String, Object> properties = new LinkedHashMap<>();
        properties.put("retryAfterSeconds", retryAfterSeconds);
        return new ProblemException(
                ProblemException.Category.UNAVAILABLE,
                "jobs-busy",
                "No room for another job",
                why + "; retry in " + retryAfterSeconds + " s",
                properties);
    }

    /** The job was cancelled by a client. */
    static ProblemException cancelled() {
        return new ProblemException(
                ProblemException.Category.DEADLINE_EXCEEDED,
                "job-cancelled",
                "Job cancelled",
                "the job was cancelled by a client (DELETE) before it ended");
    }

    /** The replica running the job shut down before it ended. */
    static ProblemException interrupted(int retryAfterSeconds) {
        return new ProblemException(
                ProblemException.Category.UNAVAILABLE,
                "job-interrupted",
                "Job interrupted",
                "the replica that ran the job shut down before it ended; submit it again",
                Map.of("retryAfterSeconds", retryAfterSeconds));
    }

    /** The replica running the job stopped renewing its lease: it died or lost the shared store. */
    static ProblemException ownerLost(long leaseMs) {
        return new ProblemException(
                ProblemException.Category.UNAVAILABLE,
                "job-owner-lost",
                "Job lost",
                "the replica that ran the job stopped answering for it (no heartbeat for " + leaseMs
                        + " ms, fifteen.solve.jobs.lease); submit it again",
                Map.of("retryAfterSeconds", 1));
    }
}
