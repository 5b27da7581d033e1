package dev.fifteen.web.solve;

import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.util.unit.DataSize;
import org.springframework.validation.annotation.Validated;

import java.util.List;

/**
 * The pattern tables of boards of 17 to 25 cells (see {@code docs/operations.md}, "Boards of 17 to 25 cells").
 *
 * @param memoryBudget   the most bytes of these tables held at once; beyond it the least recently used set goes, and
 *                       a set larger than the whole budget is refused (its boards keep the fast answer and its bound)
 * @param largestPattern the most tiles of a pattern: 6 by default, fewer for smaller, weaker tables built faster
 * @param prebuild       shapes whose tables the warm-up makes at start, after the others: {@code RxC} for the goal
 *                       with the blank in the last cell, {@code RxC:cell} for another goal blank cell
 * @param buildThreads   the threads a build uses; 0 means one per available processor
 */
@Validated
@ConfigurationProperties("fifteen.solve.mid-size")
public record SolveMidSizeProperties(
        @DefaultValue("1GB") @NotNull DataSize memoryBudget,
        @DefaultValue("6") @Min(1) @Max(7) int largestPattern,
        @DefaultValue @NotNull List<@Pattern(regexp = "\\d+x\\d+(:\\d+)?") String> prebuild,
        @DefaultValue("0") @Min(0) int buildThreads) {}
