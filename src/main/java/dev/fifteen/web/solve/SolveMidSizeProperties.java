package dev.fifteen.web.solve;

import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.validation.annotation.Validated;

import java.util.List;

/**
 * The pattern tables of boards of 17 to 25 cells (see {@code docs/operations.md}, "Boards of 17 to 25 cells").
 *
 * @param allowBuild     whether a set whose file is not in the data directory is built (else its boards keep the
 *                       fast answer and its bound); the sets count against {@code fifteen.solve.tables-memory-budget}
 * @param largestPattern the most tiles of a pattern: 6 by default, fewer for smaller, weaker tables built faster
 * @param prebuild       shapes whose tables the warm-up makes at start, after the others: {@code RxC} for the goal
 *                       with the blank in the last cell, {@code RxC:cell} for another goal blank cell
 * @param buildThreads   the threads a build uses; 0 means one per available processor
 * @param secondSplit    whether each shape also has the first split's cut across the short side, built after it and
 *                       read with it by maximum: a 4 x 5 board's search expands about a third of the nodes, in about
 *                       half the time, for twice the tables' memory, file and build
 */
@Validated
@ConfigurationProperties("fifteen.solve.mid-size")
public record SolveMidSizeProperties(
        @DefaultValue("true") boolean allowBuild,
        @DefaultValue("6") @Min(1) @Max(7) int largestPattern,
        @DefaultValue @NotNull List<@Pattern(regexp = "\\d+x\\d+(:\\d+)?") String> prebuild,
        @DefaultValue("0") @Min(0) int buildThreads,
        @DefaultValue("true") boolean secondSplit) {}
