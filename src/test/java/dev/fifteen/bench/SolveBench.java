package dev.fifteen.bench;

import dev.fifteen.puzzle.Board;
import dev.fifteen.search.Deadline;
import dev.fifteen.search.SearchTimeoutException;
import dev.fifteen.search.Solution;
import dev.fifteen.search.ida.IdaStarSolver;
import dev.fifteen.search.pdb.PatternDatabaseCatalog;
import dev.fifteen.search.pdb.PatternDatabaseFile;
import dev.fifteen.testing.BenchmarkFiles.Instance;
import dev.fifteen.testing.BenchmarkFiles;
import dev.fifteen.testing.Goals;
import dev.fifteen.testing.Slides;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs a benchmark set through the optimal domain solver, after a warm-up on three easy instances, and prints,
 * per instance, the length found (checked against the published optimum, the slides replayed on the test side;
 * a wrong answer ends the bench with status 1), the nodes expanded and the time (wall clock, and the thread's CPU time, which
 * is the steadier figure on a shared machine), then the totals, median and worst.
 *
 * <pre>
 * ./mvnw -q test-compile exec:java -Dexec.mainClass=dev.fifteen.bench.SolveBench -Dexec.args="korf100"
 * ./mvnw -q test-compile exec:java -Dexec.mainClass=dev.fifteen.bench.SolveBench -Dexec.args="hard80 data/fifteen-7-8.pdb"
 * </pre>
 * Arguments: the set ({@code korf100} or {@code hard80}), optionally a 7-8 table file made by
 * {@code PatternDatabaseFile} ({@code -}: the default 6-6-3 tables, built first), optionally the first and
 * last instance numbers to run and a deadline per instance in seconds.
 */
public final class SolveBench {

    private SolveBench() {
    }

    public static void main(String[] args) throws IOException {
        String set = args.length > 0 ? args[0] : "korf100";
        PatternDatabaseCatalog catalog = new PatternDatabaseCatalog();
        long buildStart = System.nanoTime();
        if (args.length > 1 && !args[1].equals("-")) {
            PatternDatabaseFile.load(Path.of(args[1])).forEach(heuristic -> catalog.register(4, 4, heuristic));
            System.out.printf("tables: %s mapped in %d ms%n", args[1], (System.nanoTime() - buildStart) / 1_000_000);
        } else {
            catalog.prepare(4, 4, 15, Runnable::run).join();
            System.out.printf("tables: default 6-6-3 built in %d ms%n", (System.nanoTime() - buildStart) / 1_000_000);
        }
        List<Instance> instances = BenchmarkFiles.named(set);
        int first = args.length > 2 ? Integer.parseInt(args[2]) : 1;
        int last = args.length > 3 ? Integer.parseInt(args[3]) : Integer.MAX_VALUE;
        Duration timeout = args.length > 4 ? Duration.ofSeconds(Long.parseLong(args[4])) : null;
        int stopped = 0;
        Board goal = Goals.blankFirst(4, 4);
        IdaStarSolver solver = IdaStarSolver.optimal(catalog, 16);
        // warm-up: the three easiest instances of Korf's set, untimed but checked
        for (Instance instance : BenchmarkFiles.korf100().stream().filter(i -> i.optimum() <= 42).limit(3).toList()) {
            Timing.verify(right(solver.solve(instance.board(), goal, Deadline.none()), instance, goal),
                    "warm-up, Korf #" + instance.number());
        }
        List<Long> cpuTimes = new ArrayList<>();
        List<Long> times = new ArrayList<>();
        long totalNodes = 0;
        long totalNanos = 0;
        long totalCpuNanos = 0;
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        int wrong = 0;
        String heuristic = "";
        System.out.printf("%4s %6s %6s %5s %14s %10s %10s%n", "#", "length", "optimum", "h0", "nodes", "ms", "cpu ms");
        for (Instance instance : instances) {
            if (instance.number() < first || instance.number() > last) {
                continue;
            }
            long cpuStart = threads.getCurrentThreadCpuTime();
            Solution solution;
            try {
                solution = solver.solve(instance.board(), goal, timeout == null ? Deadline.none() : Deadline.after(timeout));
            } catch (SearchTimeoutException e) {
                stopped++;
                System.out.printf("%4d stopped at the %d s deadline: length at least %d proven, %,d nodes, %.1f cpu ms%n",
                        instance.number(), timeout.toSeconds(), e.lowerBound(), e.nodesExpanded(),
                        (threads.getCurrentThreadCpuTime() - cpuStart) / 1e6);
                continue;
            }
            long cpuNanos = threads.getCurrentThreadCpuTime() - cpuStart;
            totalCpuNanos += cpuNanos;
            boolean right = right(solution, instance, goal);
            Timing.verify(right, set + " #" + instance.number() + ": length " + solution.length() + ", optimum "
                    + instance.optimum());
            if (!right) {
                wrong++;
            }
            cpuTimes.add(cpuNanos);
            heuristic = solution.heuristic();
            times.add(solution.elapsedNanos());
            totalNodes += solution.nodesExpanded();
            totalNanos += solution.elapsedNanos();
            System.out.printf("%4d %6d %6d %5d %,14d %10.1f %10.1f%s%n", instance.number(), solution.length(),
                    instance.optimum(), solution.lowerBound(), solution.nodesExpanded(),
                    solution.elapsedNanos() / 1e6, cpuNanos / 1e6,
                    right ? "" : "  WRONG");
        }
        long[] sorted = times.stream().mapToLong(Long::longValue).sorted().toArray();
        System.out.printf("%s, %s: %d instances solved, %d not at the optimum, %d stopped at the deadline%n", set,
                heuristic, sorted.length, wrong, stopped);
        System.out.printf("total %.2f s wall, %.2f s cpu, %,d nodes (%.1f M nodes per cpu second); median %.1f ms;"
                        + " worst %.1f ms (wall)%n", totalNanos / 1e9, totalCpuNanos / 1e9, totalNodes,
                totalNodes / (totalCpuNanos / 1e3), median(sorted) / 1e6,
                sorted.length == 0 ? 0 : sorted[sorted.length - 1] / 1e6);
        System.out.printf("median cpu %.1f ms%n", median(cpuTimes.stream().mapToLong(Long::longValue).sorted().toArray()) / 1e6);
        Timing.exitOnWrong();
    }

    /** At the published optimum, and the slides, replayed on the test side, move the tiles they name to the goal. */
    private static boolean right(Solution solution, Instance instance, Board goal) {
        try {
            Slides.assertSolves(solution, instance.board(), goal);
        } catch (AssertionError e) {
            System.out.println(e.getMessage());
            return false;
        }
        return solution.length() == instance.optimum();
    }

    private static double median(long[] sorted) {
        if (sorted.length == 0) {
            return 0;
        }
        int middle = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2.0;
    }
}
