package dev.fifteen.web.scramble;

import jakarta.validation.constraints.Min;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.validation.annotation.Validated;

/**
 * Limits of {@code /scramble}. The largest board is the shared {@code fifteen.board.max-cells}.
 *
 * @param maxSlides      the most slides a walk may make
 * @param distanceTables how many distance tables (one per shape and goal, up to about 7 MB each) are kept
 *                       for the distance method; the least recently used is dropped beyond that
 * @param maxCount       the most scrambles one {@code count} request may ask for
 * @param maxCountWork   the most work one {@code count} request may ask for: the cells of every board plus the
 *                       slides of every walk, summed over the scrambles
 */
@Validated
@ConfigurationProperties("fifteen.scramble")
public record ScrambleProperties(
        @DefaultValue("10000000") @Min(0) int maxSlides,
        @DefaultValue("4") @Min(1) int distanceTables,
        @DefaultValue("100000") @Min(1) int maxCount,
        @DefaultValue("100000000") @Min(1) long maxCountWork) {}
