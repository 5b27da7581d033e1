package dev.fifteen.web.solve;

import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.validation.annotation.Validated;

import java.time.Duration;

/**
 * Limits of {@code POST /solve/batch}.
 *
 * @param maxBoards        the most boards one batch may hold; the boards beyond get one problem line and are not read
 * @param maxTime          the longest a batch may run; past it the boards in flight are cancelled
 * @param maxConcurrent    batches running at once; one more is a 503 with Retry-After
 * @param reservedSlots    search slots batches never take, so single {@code /solve} requests keep a share (batches
 *                         always get at least one slot)
 * @param maxLineLength    the longest line (in characters) of an NDJSON batch
 */
@Validated
@ConfigurationProperties("fifteen.solve.batch")
public record SolveBatchProperties(
        @DefaultValue("100000") @Min(1) int maxBoards,
        @DefaultValue("30m") @NotNull Duration maxTime,
        @DefaultValue("4") @Min(1) int maxConcurrent,
        @DefaultValue("1") @Min(0) int reservedSlots,
        @DefaultValue("1000000") @Min(100) int maxLineLength) {}
