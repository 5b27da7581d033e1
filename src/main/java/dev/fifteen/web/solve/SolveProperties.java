package dev.fifteen.web.solve;

import jakarta.validation.constraints.DecimalMax;
import jakarta.validation.constraints.DecimalMin;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.util.unit.DataSize;
import org.springframework.validation.annotation.Validated;

import java.nio.file.Path;
import java.time.Duration;

/**
 * Limits and resources of {@code /solve}. The limits are enforced in one place, {@link SolveLimits}.
 *
 * @param defaultTimeout      the deadline of a request that gives no {@code timeoutMs}
 * @param maxTimeout          the longest deadline a request may ask for
 * @param poolSize            searches running at once; 0 means one per available processor
 * @param admissionWait       how long a request waits for a free search slot before 503
 * @param retryAfterSeconds   the Retry-After seconds of the 503 that turns a request away when no slot frees
 * @param cacheSize           solutions kept (board and goal as the key)
 * @param autoOptimalMaxCells the largest board {@code strategy=auto} solves optimally (16: the 15-puzzle)
 * @param optimalMaxCells     the largest board {@code strategy=optimal} tries (beyond 16 cells with Manhattan
 *                            distance only, so within the deadline at best)
 * @param optimalShare        the part of the deadline an automatic optimal search may use before the fast
 *                            solver takes over
 * @param fastSearchBudget    the most time the fast solver's guided runs and bounded search may take
 * @param preloadTables       whether the 4 x 4 6-6-3 tables are built in the background at start-up, before any
 *                            other (also the multi-tile walking distances and tables of the standard goals, later)
 * @param tablesFile          a file of precomputed 4 x 4 7-8 tables to map at start-up (none when empty); when set,
 *                            nothing is built in the background
 * @param build78             whether the 4 x 4 7-8 tables are mapped from {@code dataDir}, or built there in the
 *                            background (low priority, all processors, about 1.3 GB while it runs) and used when
 *                            ready (also written {@code fifteen.solve.build-7-8}); likewise the 4 x 4 multi-tile
 *                            tables (194 MB a set, built in about 25 s on two cores; the four corners share
 *                            one set, the middle cells another, the edge cells a third)
 * @param dataDir             where built tables are kept (default: {@code .cache/fifteen} in the user's home
 *                            folder); may be read-only when it already holds them
 * @param tablesMemoryBudget  the most bytes of tables in use at once, every kind together (the standard, 7-8, 5 x 5,
 *                            multi-tile and 17-to-25-cell sets; see {@code docs/operations.md}): beyond it the least
 *                            recently used set goes, and a set larger than the whole budget is refused
 * @param fastMaxCells        the largest board the fast solver takes (10,000: 100 x 100, about 2.6 million slides)
 * @param fastMaxSide         the longest side the fast solver takes (200; a narrow board costs cells times its side)
 * @param tilesMaxLength      answers list the tile numbers by default up to this many slides; longer ones only
 *                            with {@code includeTiles}
 * @param boardsMaxCells      {@code includeBoards} is refused when the boards along the way would hold more cells
 * @param searchThreads       threads one optimal search (or fast answer: with tables, or past 64 cells) may use, its
 *                            own included: the extra ones are shared by all searches and join only when idle and a
 *                            pool slot is free
 */
@Validated
@ConfigurationProperties("fifteen.solve")
public record SolveProperties(
        @DefaultValue("10s") @NotNull Duration defaultTimeout,
        @DefaultValue("60s") @NotNull Duration maxTimeout,
        @DefaultValue("0") @Min(0) int poolSize,
        @DefaultValue("200ms") @NotNull Duration admissionWait,
        @DefaultValue("2") @Min(1) int retryAfterSeconds,
        @DefaultValue("10000") @Min(0) int cacheSize,
        @DefaultValue("16") @Min(2) int autoOptimalMaxCells,
        @DefaultValue("25") @Min(2) int optimalMaxCells,

        @DefaultValue("0.8") @DecimalMin("0.1") @DecimalMax("1.0")
        double optimalShare,

        @DefaultValue("2s") @NotNull Duration fastSearchBudget,
        @DefaultValue("true") boolean preloadTables,
        Path tablesFile,
        @DefaultValue("true") boolean build78,
        Path dataDir,
        @DefaultValue("2GB") @NotNull DataSize tablesMemoryBudget,
        @DefaultValue("10000") @Min(4) int fastMaxCells,
        @DefaultValue("200") @Min(2) int fastMaxSide,
        @DefaultValue("10000") @Min(0) int tilesMaxLength,
        @DefaultValue("1000000") @Min(0) long boardsMaxCells,
        @DefaultValue("2") @Min(1) int searchThreads) {

    /** The data directory in force: the configured one, or {@code .cache/fifteen} in the user's home. */
    public Path dataDirectory() {
        return dataDir != null ? dataDir : Path.of(System.getProperty("user.home"), ".cache", "fifteen");
    }

    /** The pool size in force: the configured one, or one per available processor. */
    public int effectivePoolSize() {
        return poolSize > 0 ? poolSize : Runtime.getRuntime().availableProcessors();
    }
}
