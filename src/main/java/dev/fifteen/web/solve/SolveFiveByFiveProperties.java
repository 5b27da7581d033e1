package dev.fifteen.web.solve;

import jakarta.validation.constraints.Min;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.validation.annotation.Validated;

import java.nio.file.Path;

/**
 * The 5 x 5 optimal search and its 6-6-6-6 tables (see {@code docs/operations.md}, "Optimal 5 x 5").
 *
 * @param optimal      whether {@code strategy=optimal} on 5 x 5 boards uses the 6-6-6-6 tables (off: the general
 *                     search with the Manhattan distance, within the deadline at best)
 * @param buildAtStart whether the tables are mapped (or built) at start-up, after the other tables, rather than at the
 *                     first 5 x 5 optimal solve
 * @param allowBuild   whether the tables are built (in the background, at low priority, about 420 MB of heap while
 *                     it runs) when no intact file is found; off, only a prebuilt file is mapped
 * @param tablesFile   the tables' file (default: {@code fifteen-5x5-6-6-6-6.pdb} in {@code fifteen.solve.data-dir});
 *                     may be on a read-only volume when it is prebuilt
 * @param buildThreads the threads a build uses; 0 means one per available processor
 */
@Validated
@ConfigurationProperties("fifteen.solve.five-by-five")
public record SolveFiveByFiveProperties(
        @DefaultValue("true") boolean optimal,
        @DefaultValue("false") boolean buildAtStart,
        @DefaultValue("true") boolean allowBuild,
        Path tablesFile,
        @DefaultValue("0") @Min(0) int buildThreads) {}
