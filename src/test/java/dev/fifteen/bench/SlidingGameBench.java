package dev.fifteen.bench;

import dev.fifteen.numbertheory.LucyHedgehogPrimeSummation;
import dev.fifteen.numbertheory.PrimeSummation;
import dev.fifteen.numbertheory.SegmentedSievePrimeSummation;
import dev.fifteen.slidinggame.GridCount;
import dev.fifteen.slidinggame.PrimeSquareGrids;

import java.lang.management.ManagementFactory;

/**
 * Times the grid count of Project Euler 313 for prime limits 10^6 .. 10^13: Lucy_Hedgehog's method on one
 * thread and on two, against the segmented sieve baseline up to 10^9. Each limit is computed once in a fresh
 * computation (nothing cached between limits; the JIT warms up over the run, as in a live service). Both the
 * wall-clock time and the process's CPU time are printed: on a shared machine the first includes waiting.
 *
 * <pre>./mvnw -q test-compile exec:java -Dexec.mainClass=dev.fifteen.bench.SlidingGameBench [-Dexec.args="13 2"]</pre>
 * The optional arguments are the largest power of ten (default 13) and the thread count of the parallel
 * run (default 2).
 */
public final class SlidingGameBench {

    private SlidingGameBench() {
    }

    public static void main(String[] args) {
        int largestPower = args.length > 0 ? Integer.parseInt(args[0]) : 13;
        int threads = args.length > 1 ? Integer.parseInt(args[1]) : 2;
        System.out.printf("Grids with S(m,n) = p^2 for primes p < limit (%d processors available)%n",
                Runtime.getRuntime().availableProcessors());
        System.out.println("Wall-clock ms, and in parentheses the CPU ms of the process; on a shared machine the"
                + " wall-clock time includes waiting for a core.");
        System.out.printf("%-8s %18s %18s %18s   %s%n", "limit", "sieve", "lucy 1 thread", "lucy " + threads + " threads", "grids");
        PrimeSummation sieve = new SegmentedSievePrimeSummation();
        PrimeSummation single = new LucyHedgehogPrimeSummation(1);
        PrimeSummation parallel = new LucyHedgehogPrimeSummation(threads);
        for (int power = 6; power <= largestPower; power++) {
            long limit = power == 13 ? LucyHedgehogPrimeSummation.MAX_BOUND : pow10(power);
            String sieveMillis = power <= 9 ? format(time(sieve, limit)) : "-";
            Timed one = power <= 12 ? time(single, limit) : null;
            Timed two = time(parallel, limit);
            if (one != null && !one.count.equals(two.count)) {
                throw new IllegalStateException("the two runs disagree at " + limit);
            }
            System.out.printf("10^%-5d %18s %18s %18s   %s%n", power, sieveMillis, one == null ? "-" : format(one),
                    format(two), two.count.grids());
        }
    }

    /** A count with its wall-clock time and the CPU time of the whole process (all threads) while it ran. */
    private record Timed(GridCount count, double millis, double cpuMillis) {
    }

    private static Timed time(PrimeSummation summation, long limit) {
        long cpuStart = processCpuNanos();
        long start = System.nanoTime();
        GridCount count = new PrimeSquareGrids(summation).countBelow(limit);
        return new Timed(count, (System.nanoTime() - start) / 1e6, (processCpuNanos() - cpuStart) / 1e6);
    }

    private static long processCpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime();
    }

    private static long pow10(int power) {
        long value = 1;
        for (int k = 0; k < power; k++) {
            value *= 10;
        }
        return value;
    }

    private static String format(Timed timed) {
        return String.format("%.1f (%.0f)", timed.millis, timed.cpuMillis);
    }
}
