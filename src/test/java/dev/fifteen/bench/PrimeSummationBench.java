package dev.fifteen.bench;

import dev.fifteen.numbertheory.FenwickSievePrimeSummation;
import dev.fifteen.numbertheory.LucyHedgehogPrimeSummation;
import dev.fifteen.numbertheory.PrimeSummation;
import dev.fifteen.slidinggame.GridCount;
import dev.fifteen.slidinggame.PrimeSquareGrids;

import java.lang.management.ManagementFactory;
import java.util.Arrays;

/**
 * Times the grid count of Project Euler 313 at 10^9 .. 10^13 with the Fenwick-sieve prime sums (one thread and
 * two) side by side with Lucy_Hedgehog's method (two threads), and checks every count against Lucy_Hedgehog's.
 * Every count is a fresh computation (nothing cached). The first Fenwick run of each limit is printed on its own
 * ("cold": the first at that size, though the JIT has seen the smaller limits), then the median of the repeats.
 * Wall-clock and process CPU milliseconds are both printed: on a shared machine the wall-clock time includes
 * waiting for a core, and the CPU time of a two-thread run is the sum over both threads.
 *
 * <pre>./mvnw -q -o test-compile exec:java -Dexec.mainClass=dev.fifteen.bench.PrimeSummationBench [-Dexec.args="13 3"]</pre>
 * The optional arguments are the largest power of ten (default 13) and the number of repeats (default 3).
 */
public final class PrimeSummationBench {

    private PrimeSummationBench() {
    }

    public static void main(String[] args) {
        int largestPower = args.length > 0 ? Integer.parseInt(args[0]) : 13;
        int repeats = args.length > 1 ? Integer.parseInt(args[1]) : 3;
        System.out.printf("Grids with S(m,n) = p^2 for primes p < limit (%d processors available)%n",
                Runtime.getRuntime().availableProcessors());
        System.out.println("ms wall (ms CPU of the process); fenwick: cold run, then the median of " + repeats
                + " repeats; every count checked against lucy");
        System.out.printf("%-7s %20s %20s %20s %20s %20s   %s%n", "limit", "fenwick 1t cold", "fenwick 1t median",
                "fenwick 2t cold", "fenwick 2t median", "lucy 2t", "grids");
        PrimeSummation one = new FenwickSievePrimeSummation(1);
        PrimeSummation two = new FenwickSievePrimeSummation(2);
        PrimeSummation lucy = new LucyHedgehogPrimeSummation(2);
        for (int power = 9; power <= largestPower; power++) {
            long limit = power == 13 ? LucyHedgehogPrimeSummation.MAX_BOUND : pow10(power);
            Timed[] single = timeRepeatedly(one, limit, repeats);
            Timed[] pair = timeRepeatedly(two, limit, repeats);
            Timed reference = time(lucy, limit);
            for (Timed timed : concat(single, pair)) {
                if (!timed.count.equals(reference.count)) {
                    throw new IllegalStateException("fenwick and lucy disagree at " + limit + ": " + timed.count
                            + " against " + reference.count);
                }
            }
            System.out.printf("10^%-4d %20s %20s %20s %20s %20s   %s%n", power, format(single[0]), median(single),
                    format(pair[0]), median(pair), format(reference), reference.count.grids());
        }
    }

    /** A count with its wall-clock time and the CPU time of the whole process (all threads) while it ran. */
    private record Timed(GridCount count, double millis, double cpuMillis) {
    }

    /** The cold run first, then the repeats. */
    private static Timed[] timeRepeatedly(PrimeSummation summation, long limit, int repeats) {
        Timed[] runs = new Timed[repeats + 1];
        for (int k = 0; k < runs.length; k++) {
            runs[k] = time(summation, limit);
        }
        return runs;
    }

    private static Timed time(PrimeSummation summation, long limit) {
        long cpuStart = processCpuNanos();
        long start = System.nanoTime();
        GridCount count = new PrimeSquareGrids(summation).countBelow(limit);
        return new Timed(count, (System.nanoTime() - start) / 1e6, (processCpuNanos() - cpuStart) / 1e6);
    }

    /** The medians of the wall and CPU times of the repeats (the runs after the cold one), apart. */
    private static String median(Timed[] runs) {
        if (runs.length < 2) {
            return "-";
        }
        double[] wall = Arrays.stream(runs, 1, runs.length).mapToDouble(Timed::millis).sorted().toArray();
        double[] cpu = Arrays.stream(runs, 1, runs.length).mapToDouble(Timed::cpuMillis).sorted().toArray();
        return String.format("%.0f (%.0f)", middle(wall), middle(cpu));
    }

    private static double middle(double[] sorted) {
        int half = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[half] : (sorted[half - 1] + sorted[half]) / 2;
    }

    private static Timed[] concat(Timed[] first, Timed[] second) {
        Timed[] all = Arrays.copyOf(first, first.length + second.length);
        System.arraycopy(second, 0, all, first.length, second.length);
        return all;
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
        return String.format("%.0f (%.0f)", timed.millis, timed.cpuMillis);
    }
}
