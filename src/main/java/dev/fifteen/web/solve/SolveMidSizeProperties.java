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
 *                       with the blank in the last cell, {@code RxC:cell} for another goal blank cell; a shape and
 *                       its transpose share their sets (those of the wider, {@code 4x5} for {@code 5x4})
 * @param buildThreads   the threads a build uses; 0 means one per available processor
 * @param secondSplit    whether each shape also has the first split's cut across the short side, built after it and
 *                       read with it by maximum: a 4 x 5 board's search expands about a third of the nodes, in about
 *                       half the time, for twice the tables' memory, file and build
 * @param eitherEnd      whether a board is searched from whichever end promises less work, the goal's end with the
 *                       tables of the board's blank cell where those are in use (a 4 x 5 board's median time about a
 *                       third of the search from its own end)
 * @param eitherEndAsks  whether a board whose blank cell has no tables in use asks for them, so that later boards
 *                       with the blank there may be searched from the goal's end: a shape then holds up to one set for
 *                       each cell a symmetry of the board cannot move onto another (six on 4 x 5, each set 168 MB
 *                       with the second split), all within {@code fifteen.solve.tables-memory-budget}
 * @param sevenTileShapes shapes ({@code RxC}, 17 to 21 cells) whose first split starts with a pattern of seven tiles
 *                       (7-6-6 on 4 x 5 and 5 x 4, 7-6-6-1 on 3 x 7), the second split unchanged: a 4 x 5 set takes
 *                       446 MB instead of 84 MB, its build about three minutes on two cores and 1.6 GB of heap at
 *                       its peak, for searches of about half the nodes (thirty 4 x 5 boards from either end: every
 *                       one proven within a minute, the median 0.54 s); a shape listed gives its transpose, whose
 *                       sets it shares, seven tiles first too; none by default
 * @param sevenTilePairShapes shapes ({@code RxC}, 17 to 21 cells) whose first split starts with two patterns of
 *                       seven tiles (7-7-6 on 3 x 7, 7-7-5 on 4 x 5), the second split unchanged: a 3 x 7 first
 *                       split takes 1.21 GB instead of 0.66 GB and about eight minutes of both cores to build (2.3 GB
 *                       of heap at its peak), for estimates 1.2 slides higher on average and searches from the
 *                       board's end in about two fifths of the time (ten 3 x 7 boards: the same five proven within a
 *                       minute, in 21.3 s against 53.4 s); a shape
 *                       listed gives its transpose, whose sets it shares, the same, whether or not
 *                       {@code seven-tile-shapes} lists it; none by default
 * @param dualShapes     shapes ({@code RxC}, 17 to 25 cells) whose searches also read the dual lookups of the sets of
 *                       every blank cell's orbit, once all those sets are in use: the first search with the goal's
 *                       set asks for the others when they all fit {@code fifteen.solve.tables-memory-budget} (else a
 *                       warning at start, and the goal's set alone), or list each orbit's cell in {@code prebuild}
 *                       to have them from the start: on 2 x 10 with seven tiles first, 18 of twenty boards
 *                       proven within a minute, the median 6.1 s, against 16 and 8.5 s; slower on 4 x 5 and 3 x 7,
 *                       where the regular estimate is stronger; a shape listed gives its transpose the dual lookups
 *                       too; none by default
 * @param sevenTileAcrossShapes shapes ({@code RxC}, 17 to 21 cells) whose second split, the cut across the short
 *                       side, starts with a pattern of seven tiles too (7-6-6-across on 4 x 5 and 5 x 4): with
 *                       {@code seven-tile-shapes} a 4 x 5 set takes 892 MB instead of 530 MB and another three minutes
 *                       of both cores to build, for searches of about two thirds of the nodes and a hardest board in
 *                       about half the time (thirty 4 x 5 boards from either end: every one proven within a minute,
 *                       the hardest in 32.7 s against 60.0 s); a shape listed gives its transpose the same; none by
 *                       default
 */
@Validated
@ConfigurationProperties("fifteen.solve.mid-size")
public record SolveMidSizeProperties(
        @DefaultValue("true") boolean allowBuild,
        @DefaultValue("6") @Min(1) @Max(7) int largestPattern,
        @DefaultValue @NotNull List<@Pattern(regexp = "\\d+x\\d+(:\\d+)?") String> prebuild,
        @DefaultValue("0") @Min(0) int buildThreads,
        @DefaultValue("true") boolean secondSplit,
        @DefaultValue("true") boolean eitherEnd,
        @DefaultValue("false") boolean eitherEndAsks,
        @DefaultValue @NotNull List<@Pattern(regexp = "\\d+x\\d+") String> sevenTileShapes,
        @DefaultValue @NotNull List<@Pattern(regexp = "\\d+x\\d+") String> sevenTilePairShapes,
        @DefaultValue @NotNull List<@Pattern(regexp = "\\d+x\\d+") String> dualShapes,
        @DefaultValue @NotNull List<@Pattern(regexp = "\\d+x\\d+") String> sevenTileAcrossShapes) {}
