package dev.fifteen.web.replay;

import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.validation.annotation.Validated;

import java.time.Duration;

/**
 * Limits of {@code /replay}. The largest board is the shared {@code fifteen.board.max-cells}.
 *
 * @param maxSlides    the most slides a sequence may hold, counted one per tile after the counts are expanded
 * @param gradeTimeout how long the optimal search that grades a sequence may take; past it the answer says so
 * @param gradeMaxCells the largest board graded by an optimal search (16: the 15-puzzle); larger boards are
 *                      replayed without a grade
 */
@Validated
@ConfigurationProperties("fifteen.replay")
public record ReplayProperties(
        @DefaultValue("100000") @Min(0) int maxSlides,
        @DefaultValue("1s") @NotNull Duration gradeTimeout,
        @DefaultValue("16") @Min(2) int gradeMaxCells) {}
