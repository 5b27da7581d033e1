package dev.fifteen.web.solve.jobs;

import dev.fifteen.web.solve.SolveResponse;
import io.swagger.v3.oas.annotations.media.Schema;
import tools.jackson.databind.JsonNode;

import java.time.Instant;
import java.util.Map;

/**
 * What a job is now: the answer of {@code GET /solve/jobs/{id}}, and the record the {@link SolveJobStore} keeps.
 * The answers inside are kept as written ({@code /solve}'s JSON), so that any replica can read them back.
 */
@Schema(description = "A long solve run in the background: its state, its progress and, when done, its answer")
public record SolveJobView(
        @Schema(description = "The job's id: random, unguessable, URL-safe", example = "dBqj3Vt0b2WmRdtUp0cN7w")
        String id,

        @Schema(
                description = "`queued` (waiting for a search slot), `running`, `done` (see `answer`), `failed` (see"
                        + " `problem`) or `cancelled`",
                allowableValues = {"queued", "running", "done", "failed", "cancelled"},
                example = "running")
        String state,

        @Schema(description = "The board, in the text form", example = "15,11,8,12/14,10,9,13/2,6,5,1/3,7,4,0")
        String board,

        @Schema(description = "The goal, in the text form", example = "1,2,3,4/5,6,7,8/9,10,11,12/13,14,15,0")
        String goal,

        @Schema(description = "The strategy asked for", example = "optimal")
        String strategy,

        @Schema(description = "The job's time limit in milliseconds", example = "3600000")
        long timeoutMs,

        @Schema(description = "When the job was accepted") Instant createdAt,

        @Schema(description = "When its search started (absent while queued)")
        Instant startedAt,

        @Schema(description = "When it ended (absent while queued or running)")
        Instant finishedAt,

        @Schema(description = "What the search has done so far")
        Progress progress,

        @Schema(
                implementation = SolveResponse.class,
                description = "The best solution known before the search ends, where the solver provides one (not"
                        + " proven shortest); absent otherwise")
        JsonNode best,

        @Schema(implementation = SolveResponse.class, description = "The answer, once `done`: as `/solve` answers")
        JsonNode answer,

        @Schema(
                description = "Why the job failed or was cancelled: Problem Details members (`type`, `title`,"
                        + " `status`, `detail` and the problem's own)")
        Map<String, Object> problem) {

    /** The states a job can be in; the last three are final. */
    enum State {
        QUEUED,
        RUNNING,
        DONE,
        FAILED,
        CANCELLED;

        String wireName() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }

        static State of(String wireName) {
            return valueOf(wireName.toUpperCase(java.util.Locale.ROOT));
        }

        boolean isFinal() {
            return this == DONE || this == FAILED || this == CANCELLED;
        }
    }

    /** The search's figures so far. */
    @Schema(description = "The search's figures so far")
    public record Progress(
            @Schema(description = "The lower bound proven so far (absent before the first)", example = "62")
            Integer lowerBound,

            @Schema(description = "Search nodes expanded so far", example = "123456789")
            long nodesExpanded,

            @Schema(description = "Milliseconds since the search started", example = "4200")
            long elapsedMs) {}

    boolean isFinal() {
        return State.of(state).isFinal();
    }

    /** This job, ended by a failure outside its search (its replica lost or shut down). */
    SolveJobView failed(Instant at, Map<String, Object> why) {
        return new SolveJobView(
                id,
                State.FAILED.wireName(),
                board,
                goal,
                strategy,
                timeoutMs,
                createdAt,
                startedAt,
                at,
                progress,
                best,
                answer,
                why);
    }
}
