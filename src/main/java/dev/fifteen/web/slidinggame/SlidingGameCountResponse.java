package dev.fifteen.web.slidinggame;

import io.swagger.v3.oas.annotations.media.Schema;

import java.math.BigInteger;

/**
 * How many grids have S(m, n) = p^2 for a prime p below the limit.
 */
@Schema(
        description = "How many grids (m x n boards, a board and its transpose counted apart) take a prime square"
                + " p^2 of slides, over the primes p below the limit: Project Euler 313")
record SlidingGameCountResponse(
        @Schema(description = "The limit: primes p < primeLimit count", example = "1000000")
        long primeLimit,

        @Schema(
                description = "The number of grids, exact, as a JSON integer with every digit. It passes 2^63 above a"
                        + " limit of about 10^7 and 2^53 (the largest integer a JavaScript number holds exactly)"
                        + " near 2 x 10^5:"
                        + " JavaScript clients should read `gridsText` instead (BigInt(gridsText)), or parse the"
                        + " body with a"
                        + " big-integer-aware JSON parser",
                example = "2057774861813004")
        BigInteger grids,

        @Schema(
                description = "The same number as a decimal string, for clients whose numbers lose digits",
                example = "2057774861813004")
        String gridsText,

        @Schema(
                description = "How many primes lie below the limit (each but 2 contributes an interval of grids)",
                example = "78498")
        long primes,

        @Schema(
                description = "Whether the count was already computed (by an earlier or a concurrent request) rather"
                        + " than computed for this request",
                example = "false")
        boolean cached,

        @Schema(
                description = "How long the computation took, in milliseconds (when it was made, for a cached count)",
                example = "2.6")
        double computeMillis) {

    static SlidingGameCountResponse of(SlidingGameCounts.Answer answer) {
        return new SlidingGameCountResponse(
                answer.count().primeLimit(),
                answer.count().grids(),
                answer.count().grids().toString(),
                answer.count().primes(),
                answer.cached(),
                answer.computeMillis());
    }
}
