package dev.fifteen.web.slidinggame;

import dev.fifteen.numbertheory.LagariasMillerOdlyzkoPrimeSummation;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.validation.annotation.Validated;

/**
 * Limits and tuning of the sliding game endpoints ({@code /sliding-game/*}). The limits are enforced in one place,
 * {@link SlidingGameLimits}.
 *
 * @param maxPrimeLimit     the largest {@code primeLimit} of {@code /sliding-game/count}; the count is exact up to
 *                          10^13 + 1 (its time and memory there: {@code docs/benchmarks.md}, "Figures recorded in
 *                          the code comments")
 * @param maxSide           the largest side (rows or columns) of {@code /sliding-game/moves}
 * @param maxSequenceLength the longest optimal slide sequence {@code /sliding-game/moves} writes out
 * @param cacheMaximumSize  how many grid counts the cache keeps (least recently used go first)
 * @param parallelism       how many threads share one large count
 * @param largeCountFrom    a count for a prime limit at least this large is "large": it needs megabytes and
 *                          seconds (measured at 10^10 and 10^13: {@code docs/benchmarks.md}, "Figures recorded in
 *                          the code comments")
 * @param maxConcurrentLargeCounts how many large counts may run at once; a request that would start one more is
 *                          answered 503 with a Retry-After header (cached counts are always answered)
 */
@Validated
@ConfigurationProperties("fifteen.sliding-game")
public record SlidingGameProperties(
        @DefaultValue("10000000000000") @Min(1) @Max(LagariasMillerOdlyzkoPrimeSummation.MAX_BOUND + 1)
        long maxPrimeLimit,

        @DefaultValue("1000000000000") @Min(1) @Max(1_000_000_000_000_000L)
        long maxSide,

        @DefaultValue("100000") @Min(1) @Max(10_000_000) long maxSequenceLength,
        @DefaultValue("10000") @Min(1) long cacheMaximumSize,
        @DefaultValue("2") @Min(1) @Max(64) int parallelism,
        @DefaultValue("10000000000") @Min(1) long largeCountFrom,
        @DefaultValue("2") @Min(1) int maxConcurrentLargeCounts) {

    /** The name of the cache of grid counts (also the {@code cache} tag of its metrics). */
    public static final String COUNT_CACHE = "sliding-game-counts";
}
