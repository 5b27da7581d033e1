package dev.fifteen.bench;

import dev.fifteen.numbertheory.LagariasMillerOdlyzkoPrimeSummation;
import dev.fifteen.numbertheory.LucyHedgehogPrimeSummation;
import dev.fifteen.numbertheory.PrimeSummation;
import dev.fifteen.numbertheory.PrimeSums;
import dev.fifteen.numbertheory.SegmentedSievePrimeSummation;
import dev.fifteen.slidinggame.GridCount;
import dev.fifteen.slidinggame.PrimeSquareGrids;
import dev.fifteen.testing.oracle.ModularPrimeSums;

import java.math.BigInteger;

/**
 * Times the grid count of Project Euler 313 for prime limits 10^6 .. 10^13 with ONE method per run, so that no
 * method profits from another's warm-up: the segmented sieve (up to 10^9), Lucy_Hedgehog's method on a given
 * number of threads, or the Lagarias-Miller-Odlyzko method (the service's) on a given number of threads. Each method
 * is warmed up at 10^7, then each limit is computed afresh (nothing cached) three
 * times (once from 10^12). Every answer is checked: the prime count and sum of squares against the segmented
 * sieve up to 10^9 and against the test side's modular computation beyond, the grids against the count those
 * sums give; a wrong one ends the bench with status 1.
 *
 * <pre>
 * ./mvnw -q test-compile exec:java -Dexec.mainClass=dev.fifteen.bench.SlidingGameBench -Dexec.args="12 1"
 * ./mvnw -q test-compile exec:java -Dexec.mainClass=dev.fifteen.bench.SlidingGameBench -Dexec.args="12 2"
 * ./mvnw -q test-compile exec:java -Dexec.mainClass=dev.fifteen.bench.SlidingGameBench -Dexec.args="9 sieve"
 * ./mvnw -q test-compile exec:java -Dexec.mainClass=dev.fifteen.bench.SlidingGameBench -Dexec.args="13 lmo 2"
 * </pre>
 * Arguments: the largest power of ten (default 12) and the method: a thread count for Lucy_Hedgehog's method
 * (default 1), {@code sieve}, or {@code lmo} followed by a thread count (default 1).
 */
public final class SlidingGameBench {

    private SlidingGameBench() {}

    public static void main(String[] args) {
        int largestPower = args.length > 0 ? Integer.parseInt(args[0]) : 12;
        String method = args.length > 1 ? args[1] : "1";
        int threads = method.equals("lmo")
                ? (args.length > 2 ? Integer.parseInt(args[2]) : 1)
                : method.equals("sieve") ? 1 : Integer.parseInt(method);
        PrimeSummation summation = method.equals("sieve")
                ? new SegmentedSievePrimeSummation()
                : method.equals("lmo")
                        ? new LagariasMillerOdlyzkoPrimeSummation(threads)
                        : new LucyHedgehogPrimeSummation(threads);
        if (method.equals("sieve")) {
            largestPower = Math.min(largestPower, 9);
        }
        String name = method.equals("sieve")
                ? "segmented sieve"
                : (method.equals("lmo") ? "Lagarias-Miller-Odlyzko, " : "Lucy_Hedgehog, ") + threads + " thread(s)";
        System.out.printf(
                "Grids with S(m,n) = p^2 for primes p < limit: %s (%d processors available)%n",
                name, Runtime.getRuntime().availableProcessors());
        PrimeSquareGrids grids = new PrimeSquareGrids(summation);
        // the process's CPU time counts every thread of a parallel run, but only in steps of the OS tick
        boolean processCpu = threads > 1;
        Timing.measure(
                "warm-up at 10^7",
                3,
                0,
                processCpu,
                i -> grids.countBelow(10_000_000L),
                count -> right(count, reference(10_000_000L)));
        System.out.printf(
                "%-8s %40s   %s%n",
                "limit", processCpu ? "median (cpu of the process)" : "median (cpu of the thread)", "grids");
        for (int power = 6; power <= largestPower; power++) {
            long limit = power == 13 ? LucyHedgehogPrimeSummation.MAX_BOUND : pow10(power);
            PrimeSums reference = reference(limit);
            GridCount[] last = new GridCount[1];
            Timing.Medians medians = Timing.measure(
                    "10^" + power,
                    0,
                    power >= 12 ? 1 : 3,
                    processCpu,
                    i -> last[0] = grids.countBelow(limit),
                    count -> right(count, reference));
            System.out.printf("10^%-5d %40s   %s%n", power, medians, last[0].grids());
        }
        System.out.printf(
                "load average %.2f%n",
                java.lang.management.ManagementFactory.getOperatingSystemMXBean()
                        .getSystemLoadAverage());
        Timing.exitOnWrong();
    }

    /** The prime sums below the limit by another method: the sieve up to 10^9, the modular oracle beyond. */
    private static PrimeSums reference(long primeLimit) {
        long bound = primeLimit - 1;
        if (bound <= 1_000_000_000L) {
            return new SegmentedSievePrimeSummation().sumUpTo(bound);
        }
        ModularPrimeSums.Exact exact = ModularPrimeSums.upTo(bound);
        return new PrimeSums(bound, exact.primeCount(), exact.sumOfSquares());
    }

    /** The count agrees with the reference sums: 2 grids for 3, (p^2 - 1) / 12 for each prime p > 3. */
    private static boolean right(GridCount count, PrimeSums reference) {
        BigInteger expected = reference
                .sumOfSquares()
                .subtract(BigInteger.valueOf(13 + reference.primeCount() - 2))
                .divide(BigInteger.valueOf(12))
                .add(BigInteger.TWO);
        return count.primes() == reference.primeCount() && count.grids().equals(expected);
    }

    private static long pow10(int power) {
        long value = 1;
        for (int k = 0; k < power; k++) {
            value *= 10;
        }
        return value;
    }
}
