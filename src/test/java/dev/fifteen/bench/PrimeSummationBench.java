package dev.fifteen.bench;

import dev.fifteen.numbertheory.LagariasMillerOdlyzkoPrimeSummation;
import dev.fifteen.numbertheory.LucyHedgehogPrimeSummation;
import dev.fifteen.numbertheory.PrimeSummation;
import dev.fifteen.slidinggame.GridCount;
import dev.fifteen.slidinggame.PrimeSquareGrids;
import dev.fifteen.testing.oracle.ModularPrimeSums;

import java.lang.management.ManagementFactory;
import java.math.BigInteger;
import java.util.Arrays;

/**
 * Times the grid count of Project Euler 313 at 10^9 .. 10^13 with the Lagarias-Miller-Odlyzko prime sums (the
 * service's) and Lucy_Hedgehog's method (the one they replaced), each on one thread and on two, side by side in
 * one run, and checks every count against Lucy_Hedgehog's on one thread. Every count is a fresh computation
 * (nothing cached). Per limit and method the first run is printed on its own ("first": the first at that size,
 * though the JIT has seen the smaller limits), then the median of the repeats. Wall-clock and process CPU
 * milliseconds are both printed: on a shared machine the wall-clock time includes waiting for a core, and the
 * CPU time of a two-thread run is the sum over both threads. The load average is printed before and after.
 *
 * <pre>
 * nice -n 10 ./mvnw -q -o test-compile exec:java -Dexec.mainClass=dev.fifteen.bench.PrimeSummationBench [-Dexec.args="13 3"]
 * nice -n 10 ./mvnw -q -o test-compile exec:java -Dexec.mainClass=dev.fifteen.bench.PrimeSummationBench -Dexec.args="cold 13 lmo 2"
 * </pre>
 * The optional arguments are the largest power of ten (default 13) and the number of repeats (default 3). With
 * {@code cold POWER METHOD THREADS} ({@code lmo} or {@code lucy}) the bench times the very first call of a fresh
 * JVM instead (run it once per figure) and checks it against the test side's modular prime sums.
 */
public final class PrimeSummationBench {

    private PrimeSummationBench() {}

    public static void main(String[] args) {
        if (args.length > 0 && args[0].equals("cold")) {
            cold(Integer.parseInt(args[1]), args[2], Integer.parseInt(args[3]));
            return;
        }
        int largestPower = args.length > 0 ? Integer.parseInt(args[0]) : 13;
        int repeats = args.length > 1 ? Integer.parseInt(args[1]) : 3;
        System.out.printf(
                "Grids with S(m,n) = p^2 for primes p < limit (%d processors available, %s)%n",
                Runtime.getRuntime().availableProcessors(), "load average " + Timing.loadAverage());
        System.out.println("ms wall (ms CPU of the process): the first run, then the median of " + repeats
                + " repeats; every count checked against lucy 1t");
        String[] names = {"lmo 1t", "lmo 2t", "lucy 1t", "lucy 2t"};
        PrimeSummation[] methods = {
            new LagariasMillerOdlyzkoPrimeSummation(1),
            new LagariasMillerOdlyzkoPrimeSummation(2),
            new LucyHedgehogPrimeSummation(1),
            new LucyHedgehogPrimeSummation(2)
        };
        StringBuilder header = new StringBuilder(String.format("%-7s", "limit"));
        for (String name : names) {
            header.append(String.format(" %14s %14s", name + " first", name + " median"));
        }
        System.out.println(header.append("   grids"));
        for (int power = 9; power <= largestPower; power++) {
            long limit = power == 13 ? LucyHedgehogPrimeSummation.MAX_BOUND : pow10(power);
            StringBuilder line = new StringBuilder(String.format("10^%-4d", power));
            Timed[][] runs = new Timed[methods.length][];
            for (int m = 0; m < methods.length; m++) {
                runs[m] = timeRepeatedly(methods[m], limit, repeats);
                line.append(String.format(" %14s %14s", format(runs[m][0]), median(runs[m])));
            }
            GridCount reference = runs[2][0].count;
            for (Timed[] method : runs) {
                for (Timed timed : method) {
                    if (!timed.count.equals(reference)) {
                        throw new IllegalStateException(
                                "the methods disagree at " + limit + ": " + timed.count + " against " + reference);
                    }
                }
            }
            System.out.println(line.append("   ").append(reference.grids()));
        }
        System.out.println("every count agreed; " + "load average " + Timing.loadAverage());
    }

    /** The first call of this JVM, timed, then checked against the modular oracle. */
    private static void cold(int power, String method, int threads) {
        long limit = power == 13 ? LucyHedgehogPrimeSummation.MAX_BOUND : pow10(power);
        PrimeSummation summation = method.equals("lucy")
                ? new LucyHedgehogPrimeSummation(threads)
                : new LagariasMillerOdlyzkoPrimeSummation(threads);
        String before = "load average " + Timing.loadAverage();
        Timed timed = time(summation, limit);
        ModularPrimeSums.Exact exact = ModularPrimeSums.upTo(limit - 1);
        BigInteger expected = exact.sumOfSquares()
                .subtract(BigInteger.valueOf(13 + exact.primeCount() - 2))
                .divide(BigInteger.valueOf(12))
                .add(BigInteger.TWO);
        boolean right = timed.count.primes() == exact.primeCount()
                && timed.count.grids().equals(expected);
        System.out.printf(
                "cold 10^%d %s %dt: %s ms wall (CPU), %s; %s%n",
                power,
                method,
                threads,
                format(timed),
                right ? "checked against the modular prime sums" : "WRONG",
                before);
        if (!right) {
            System.exit(1);
        }
    }

    /** A count with its wall-clock time and the CPU time of the whole process (all threads) while it ran. */
    private record Timed(GridCount count, double millis, double cpuMillis) {}

    /** The first run, then the repeats. */
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

    /** The medians of the wall and CPU times of the repeats (the runs after the first), apart. */
    private static String median(Timed[] runs) {
        if (runs.length < 2) {
            return "-";
        }
        double[] wall = Arrays.stream(runs, 1, runs.length)
                .mapToDouble(Timed::millis)
                .sorted()
                .toArray();
        double[] cpu = Arrays.stream(runs, 1, runs.length)
                .mapToDouble(Timed::cpuMillis)
                .sorted()
                .toArray();
        return String.format("%.0f (%.0f)", middle(wall), middle(cpu));
    }

    private static double middle(double[] sorted) {
        int half = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[half] : (sorted[half - 1] + sorted[half]) / 2;
    }

    private static long processCpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime();
    }

    /** The 1-minute load average, the number to read the wall-clock times against on a shared machine. */
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
