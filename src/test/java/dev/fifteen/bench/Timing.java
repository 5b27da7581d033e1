package dev.fifteen.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.function.IntFunction;
import java.util.function.Predicate;

/**
 * What every bench shares: a warm-up, then timed runs of one piece of work reported as the median wall-clock
 * time and the median CPU time (the steadier figure on a shared machine), with every answer checked, timed or
 * not; a wrong answer is printed and makes {@link #exitOnWrong()} end the bench with status 1.
 */
final class Timing {

    /** Median times of the timed runs, in milliseconds. */
    record Medians(double wallMillis, double cpuMillis) {

        @Override
        public String toString() {
            return String.format("%.2f ms wall, %.2f ms cpu", wallMillis, cpuMillis);
        }
    }

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static int wrong;

    private Timing() {}

    /** The machine's load averages over 1, 5 and 15 minutes, as a bench prints them beside its figures. */
    static String loadAverage() {
        double[] load = new double[3];
        try {
            String[] fields = java.nio.file.Files.readString(java.nio.file.Path.of("/proc/loadavg"))
                    .strip()
                    .split("\\s+");
            for (int i = 0; i < 3; i++) {
                load[i] = Double.parseDouble(fields[i]);
            }
        } catch (java.io.IOException | RuntimeException e) {
            return String.format(
                    "%.2f (1 min)", ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        }
        return String.format("%.2f, %.2f, %.2f (1, 5, 15 min)", load[0], load[1], load[2]);
    }

    /**
     * Runs {@code work} {@code warmUps} times untimed, then {@code runs} times timed, checking every answer.
     *
     * @param processCpu whether to count the CPU time of the whole process (for work that uses several threads)
     *                   rather than the calling thread's
     */
    static <T> Medians measure(
            String what, int warmUps, int runs, boolean processCpu, IntFunction<T> work, Predicate<T> correct) {
        for (int i = 0; i < warmUps; i++) {
            verify(correct.test(work.apply(i)), what + ", warm-up run " + i);
        }
        long[] wall = new long[runs];
        long[] cpu = new long[runs];
        for (int i = 0; i < runs; i++) {
            long cpuStart = cpuNanos(processCpu);
            long start = System.nanoTime();
            T answer = work.apply(warmUps + i);
            wall[i] = System.nanoTime() - start;
            cpu[i] = cpuNanos(processCpu) - cpuStart;
            verify(correct.test(answer), what + ", run " + i);
        }
        return new Medians(median(wall) / 1e6, median(cpu) / 1e6);
    }

    /** Counts and prints a wrong answer. */
    static void verify(boolean correct, String what) {
        if (!correct) {
            wrong++;
            System.out.println("WRONG: " + what);
        }
    }

    /** Ends the bench with status 1 if any answer was wrong. */
    static void exitOnWrong() {
        if (wrong > 0) {
            System.out.println(wrong + " wrong answers");
            System.exit(1);
        }
        System.out.println("every answer checked and right");
    }

    private static long cpuNanos(boolean process) {
        if (process) {
            return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                    .getProcessCpuTime();
        }
        return THREADS.getCurrentThreadCpuTime();
    }

    private static double median(long[] values) {
        if (values.length == 0) {
            return 0;
        }
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        int middle = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2.0;
    }
}
