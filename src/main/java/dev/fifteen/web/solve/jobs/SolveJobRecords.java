package dev.fifteen.web.solve.jobs;

import tools.jackson.databind.json.JsonMapper;

import java.time.Duration;

/**
 * The jobs' records in the {@link SolveJobStore}, as JSON, with the times of {@code fifteen.solve.jobs.*}: a live
 * record is renewed with its lease at every heartbeat and outlives the last one by the lease and then the time a
 * final record is kept ({@code keep-for}); a final record is kept that long, at most {@code keep-count} of them.
 */
final class SolveJobRecords {

    private final SolveJobStore store;
    private final SolveJobsProperties properties;
    private final JsonMapper mapper;

    SolveJobRecords(SolveJobStore store, SolveJobsProperties properties, JsonMapper mapper) {
        this.store = store;
        this.properties = properties;
        this.mapper = mapper;
    }

    /**
     * The record of a well-formed id.
     *
     * @throws dev.fifteen.problem.ProblemException 404 {@code job-not-found} when no such job is held
     */
    SolveJobView find(String id) {
        String record = SolveJobs.ID.matcher(id).matches() ? store.find(id) : null;
        if (record == null) {
            throw SolveJobProblems.notFound(id);
        }
        return mapper.readValue(record, SolveJobView.class);
    }

    /** Whether the replica running the job renewed its lease in time. */
    boolean leaseHeld(String id) {
        return store.leaseHeld(id);
    }

    /** Writes the live record and renews its lease; {@code false} when the record was made final elsewhere. */
    boolean publish(SolveJobView view) {
        return store.publish(view.id(), write(view), properties.lease(), liveFor());
    }

    /** Writes the final record. */
    void finish(SolveJobView view) {
        store.finish(view.id(), write(view), properties.keepFor(), properties.keepCount());
    }

    /** Writes the final record of a job whose lease lapsed; {@code false} when another replica did first. */
    boolean abandon(SolveJobView failed) {
        return store.abandon(failed.id(), write(failed), properties.keepFor(), properties.keepCount());
    }

    /** Asks the replica running the job to cancel it, at its next heartbeat. */
    void requestCancel(String id) {
        store.requestCancel(id, liveFor());
    }

    /** Whether another replica asked for the job to be cancelled. */
    boolean cancelRequested(String id) {
        return store.cancelRequested(id);
    }

    /** A live record outlives its last heartbeat by its lease and then the time a final one is kept. */
    private Duration liveFor() {
        return properties.lease().plus(properties.keepFor());
    }

    private String write(SolveJobView view) {
        return mapper.writeValueAsString(view);
    }
}
