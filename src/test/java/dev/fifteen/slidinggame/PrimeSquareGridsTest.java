package dev.fifteen.slidinggame;

import dev.fifteen.numbertheory.LucyHedgehogPrimeSummation;
import dev.fifteen.numbertheory.SegmentedSievePrimeSummation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class PrimeSquareGridsTest {

    private static final PrimeSquareGrids BY_LUCY = new PrimeSquareGrids(new LucyHedgehogPrimeSummation());
    private static final PrimeSquareGrids BY_SIEVE = new PrimeSquareGrids(new SegmentedSievePrimeSummation());

    @ParameterizedTest(name = "{1} grids for primes below {0}")
    @CsvSource({
        "1, 0",
        "2, 0",
        "3, 0",
        "4, 2",
        "5, 2",
        "6, 4",
        "10, 8",
        "50, 872",
        "100, 5482",
        "1000, 4112102",
        // Project Euler 313's own question.
        "1000000, 2057774861813004"
    })
    void checkpoints(long primeLimit, BigInteger grids) {
        assertThat(BY_LUCY.countBelow(primeLimit).grids()).isEqualTo(grids);
        assertThat(BY_SIEVE.countBelow(primeLimit).grids()).isEqualTo(grids);
    }

    @Test
    void countsThePrimesBelowTheLimit() {
        assertThat(BY_LUCY.countBelow(1_000_000))
                .isEqualTo(new GridCount(1_000_000, 78_498, new BigInteger("2057774861813004")));
        assertThat(BY_LUCY.countBelow(3).primes()).isEqualTo(1);
        assertThat(BY_LUCY.countBelow(1).primes()).isZero();
    }

    /** Every board with S(m, n) below 100^2 is enumerated, and each prime's boards are tallied. */
    @Test
    void enumeratingEveryBoardGivesThePerPrimeIntervalsBelowOneHundred() {
        List<Long> primes = primesBelow(100);
        long largestSquare = 97L * 97;
        long[] boards = new long[100];
        // S(m, n) >= 6 max(m, n) - 11 > largestSquare beyond this side.
        int largestSide = (int) ((largestSquare + 13) / 6) + 1;
        for (int rows = 1; rows <= largestSide; rows++) {
            for (int columns = 1; columns <= largestSide; columns++) {
                SlidingGame game = new SlidingGame(rows, columns);
                if (!game.canFinish()) {
                    continue;
                }
                long slides = game.leastSlides();
                long root = (long) Math.sqrt(slides);
                if (root * root == slides && primes.contains(root)) {
                    boards[(int) root]++;
                }
            }
        }
        long total = 0;
        for (long p : primes) {
            assertThat(BigInteger.valueOf(boards[(int) p])).as("p = %d", p).isEqualTo(PrimeSquareGrids.gridsFor(p));
            total += boards[(int) p];
        }
        assertThat(total).isEqualTo(5482);
    }

    /** For each prime below 1000, each row count m, the n with S(m, n) = p^2 are found by bisection on n. */
    @Test
    void theIntervalForEveryPrimeBelowOneThousandMatchesTheBoards() {
        BigInteger total = BigInteger.ZERO;
        for (long p : primesBelow(1000)) {
            long target = p * p;
            long boards = 0;
            for (long rows = 1; 6 * rows - 11 <= target; rows++) {
                boards += columnsWithSlides(rows, target);
            }
            assertThat(BigInteger.valueOf(boards)).as("p = %d", p).isEqualTo(PrimeSquareGrids.gridsFor(p));
            total = total.add(BigInteger.valueOf(boards));
        }
        assertThat(total).isEqualTo(BigInteger.valueOf(4_112_102));
    }

    @Test
    void limitsOutsideTheRangeAreRejected() {
        assertThatThrownBy(() -> BY_LUCY.countBelow(0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> BY_LUCY.countBelow(BY_LUCY.maxPrimeLimit() + 1))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(BY_LUCY.maxPrimeLimit()).isEqualTo(LucyHedgehogPrimeSummation.MAX_BOUND + 1);
    }

    /** How many n have S(rows, n) == target; S(rows, n) increases with n, so bisect for the first n at or above it. */
    private static long columnsWithSlides(long rows, long target) {
        long low = 1;
        long high = target + 2;
        while (low < high) {
            long middle = (low + high) >>> 1;
            if (slidesOrZero(rows, middle) >= target) {
                high = middle;
            } else {
                low = middle + 1;
            }
        }
        long count = 0;
        for (long columns = low; slidesOrZero(rows, columns) == target; columns++) {
            count++;
        }
        return count;
    }

    private static long slidesOrZero(long rows, long columns) {
        SlidingGame game = new SlidingGame(rows, columns);
        return game.canFinish() ? game.leastSlides() : 0;
    }

    private static List<Long> primesBelow(int limit) {
        List<Long> primes = new ArrayList<>();
        for (long candidate = 2; candidate < limit; candidate++) {
            boolean prime = true;
            for (long divisor = 2; divisor * divisor <= candidate; divisor++) {
                if (candidate % divisor == 0) {
                    prime = false;
                    break;
                }
            }
            if (prime) {
                primes.add(candidate);
            }
        }
        return primes;
    }
}
