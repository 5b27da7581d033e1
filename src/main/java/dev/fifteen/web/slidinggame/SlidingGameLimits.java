package dev.fifteen.web.slidinggame;

import dev.fifteen.problem.Limit;
import dev.fifteen.problem.LimitExceededException;
import dev.fifteen.slidinggame.PrimeSquareGrids;
import dev.fifteen.slidinggame.SlidingGame;
import org.springframework.stereotype.Component;

/**
 * Every limit of {@code /sliding-game/*}, in one place, each checked before the work starts: the sides of
 * {@code /moves} ({@code fifteen.sliding-game.max-side}), the length of the sequence it spells out
 * ({@code fifteen.sliding-game.max-sequence-length}, known from the closed formula before a slide is written) and
 * the prime limit of {@code /count} ({@code fifteen.sliding-game.max-prime-limit}, capped by what the counter
 * answers exactly). The admission of large counts ({@code fifteen.sliding-game.max-concurrent-large-counts}) is not
 * a limit of the request but of the moment, a 503 decided by {@link SlidingGameCounts} when a count would start.
 */
@Component
class SlidingGameLimits {

    private final SlidingGameProperties properties;
    private final long largestPrimeLimit;

    SlidingGameLimits(SlidingGameProperties properties, PrimeSquareGrids primeSquareGrids) {
        this.properties = properties;
        this.largestPrimeLimit = Math.min(properties.maxPrimeLimit(), primeSquareGrids.maxPrimeLimit());
    }

    /** @throws LimitExceededException ({@code side-too-large}) for a side over {@code fifteen.sliding-game.max-side} */
    void requireSide(String parameter, long side) {
        new Limit("side-too-large", "fifteen.sliding-game.max-side", properties.maxSide())
                .require(
                        side,
                        () -> parameter + " " + side + " is above the largest side accepted, " + properties.maxSide()
                                + " (fifteen.sliding-game.max-side)");
    }

    /**
     * @throws LimitExceededException ({@code sequence-too-long}) when the optimal sequence would be longer than
     *                                {@code fifteen.sliding-game.max-sequence-length}
     */
    void requireSequenceLength(SlidingGame game) {
        long length = game.leastSlides();
        new Limit("sequence-too-long", "fifteen.sliding-game.max-sequence-length", properties.maxSequenceLength())
                .require(
                        length,
                        () -> "S(" + game.rows() + "," + game.columns() + ") = " + length
                                + " slides is more than the longest sequence written out, "
                                + properties.maxSequenceLength() + " (fifteen.sliding-game.max-sequence-length);"
                                + " ask without sequence=true for the number alone");
    }

    /**
     * @throws LimitExceededException ({@code prime-limit-too-large}) for a limit over
     *                                {@code fifteen.sliding-game.max-prime-limit} or what the counter answers exactly
     */
    void requirePrimeLimit(long primeLimit) {
        new Limit("prime-limit-too-large", "fifteen.sliding-game.max-prime-limit", largestPrimeLimit)
                .require(
                        primeLimit,
                        () -> "primeLimit " + primeLimit + " is above the largest accepted limit, " + largestPrimeLimit
                                + " (fifteen.sliding-game.max-prime-limit)");
    }
}
