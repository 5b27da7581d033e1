package dev.fifteen.web.render;

import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.validation.annotation.Validated;

import java.time.Duration;

/**
 * Limits of {@code /render}. The largest board is the shared {@code fifteen.board.max-cells}.
 *
 * @param defaultSize the longer side of a picture, in pixels, when the request gives no {@code size}
 * @param maxSize     the largest {@code size} a request may ask for (a PNG holds 4 bytes a pixel while drawn)
 * @param maxSlides   the most slides an animation may play
 * @param step        the time one slide takes in an animation
 * @param maxAge      how long clients and caches may keep a picture ({@code Cache-Control: max-age}); a picture
 *                    is a pure function of its parameters
 */
@Validated
@ConfigurationProperties("fifteen.render")
public record RenderProperties(
        @DefaultValue("360") @Min(1) int defaultSize,
        @DefaultValue("2048") @Min(1) @Max(16384) int maxSize,
        @DefaultValue("5000") @Min(0) int maxSlides,
        @DefaultValue("250ms") @NotNull Duration step,
        @DefaultValue("365d") @NotNull Duration maxAge) {}
