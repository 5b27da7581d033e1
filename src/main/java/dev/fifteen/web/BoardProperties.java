package dev.fifteen.web;

import jakarta.validation.constraints.Min;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.validation.annotation.Validated;

/**
 * Limits on the boards every endpoint accepts.
 *
 * @param maxCells the largest board, in cells (tiles plus the blank): 1,000,000 admits 1000 x 1000
 */
@Validated
@ConfigurationProperties("fifteen.board")
public record BoardProperties(
        @DefaultValue("1000000") @Min(2) int maxCells) {}
