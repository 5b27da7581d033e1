package dev.fifteen.web.solve.jobs;

import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.validation.annotation.Validated;

import java.time.Duration;

/**
 * Limits of {@code /solve/jobs}. Jobs run in the batches' share of the solve pool ({@code fifteen.solve.batch.
 * reserved-slots} stay with single requests), one runner thread each.
 *
 * @param maxTime           the longest time limit a job may ask for
 * @param defaultTime       the time limit of a job that gives no {@code timeoutMs}
 * @param maxRunning        jobs of one replica past the queue at once (each waits for a search slot of the batches'
 *                          share, then searches)
 * @param maxQueued         jobs of one replica waiting for a runner; one more is a 503 with Retry-After
 * @param keepCount         finished jobs kept for their clients to read (the oldest go first)
 * @param keepFor           how long a finished job is kept
 * @param maxCells          the largest board a job takes (larger boards get the fast solver within the deadline of
 *                          {@code /solve})
 * @param retryAfterSeconds the Retry-After seconds of the 503 that refuses a job past the bounds
 * @param heartbeat         how often the replica running a job publishes its progress, renews its lease and looks
 *                          for a cancel request from another replica
 * @param lease             how long a job outlives its replica's last heartbeat before any replica that reads it
 *                          marks it failed (at least two heartbeats, so that a slow one is not taken for a
 *                          death)
 * @param streamInterval    how often the event stream of a job publishes its figures
 */
@Validated
@ConfigurationProperties("fifteen.solve.jobs")
public record SolveJobsProperties(
        @DefaultValue("1h") @NotNull Duration maxTime,
        @DefaultValue("10m") @NotNull Duration defaultTime,
        @DefaultValue("1") @Min(1) int maxRunning,
        @DefaultValue("16") @Min(0) int maxQueued,
        @DefaultValue("1000") @Min(1) int keepCount,
        @DefaultValue("1h") @NotNull Duration keepFor,
        @DefaultValue("25") @Min(4) @Max(10000) int maxCells,
        @DefaultValue("30") @Min(1) int retryAfterSeconds,
        @DefaultValue("500ms") @NotNull Duration heartbeat,
        @DefaultValue("15s") @NotNull Duration lease,
        @DefaultValue("250ms") @NotNull Duration streamInterval) {}
