package dev.fifteen.slidinggame;

import java.math.BigInteger;
import java.util.Objects;

/**
 * How many grids have S(m, n) = p^2 for a prime p below a limit.
 *
 * @param primeLimit the primes considered are those {@code p < primeLimit}
 * @param primes     how many primes there are below the limit (each contributes its interval of grids;
 *                   2 contributes none)
 * @param grids      the number of grids (m, n), a grid and its transpose counted separately
 */
public record GridCount(long primeLimit, long primes, BigInteger grids) {

    public GridCount {
        Objects.requireNonNull(grids, "grids");
    }
}
