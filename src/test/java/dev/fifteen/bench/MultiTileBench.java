package dev.fifteen.bench;

import dev.fifteen.parity.SolvabilityCheck;
import dev.fifteen.puzzle.Board;
import dev.fifteen.puzzle.MoveNotation;
import dev.fifteen.search.Deadline;
import dev.fifteen.search.Solution;
import dev.fifteen.search.TableStore;
import dev.fifteen.search.multi.MultiTilePatternTables;
import dev.fifteen.search.multi.MultiTileSolver;
import dev.fifteen.search.multi.MultiTileTableSource;
import dev.fifteen.search.multi.StoredMultiTileTables;
import dev.fifteen.testing.infra.BenchmarkFiles;
import dev.fifteen.testing.oracle.RandomBoards;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.random.RandomGenerator;

/**
 * Optimal solves in the multi-tile metric: Korf's 100 15-puzzles, N uniformly random solvable 15-puzzles from a
 * fixed seed, or the 16 hardest positions ({@code hardest}: 43 moves, Norskog and Davidson 2010; standard goal; an
 * answer of another length is wrong). Prints per instance the
 * multi-tile length, the single-tile length of the answer, the nodes and the thread's CPU time, then the total,
 * median and worst. Every answer is replayed to the goal, its multi-tile length checked against the search's bound;
 * a wrong answer ends the bench with status 1.
 *
 * <pre>
 * ./mvnw -q -o test-compile exec:java -Dexec.mainClass=dev.fifteen.bench.MultiTileBench -Dexec.args="korf100"
 * ./mvnw -q -o test-compile exec:java -Dexec.mainClass=dev.fifteen.bench.MultiTileBench -Dexec.args="random-1000"
 * ./mvnw -q -o test-compile exec:java -Dexec.mainClass=dev.fifteen.bench.MultiTileBench -Dexec.args="hardest 1 16 2"
 * </pre>
 * Optional further arguments: the first and last instance numbers to run, and the threads one solve may use
 * (default 1; with more, the processor time is the whole process's). The solver uses the axis and tile pattern
 * tables, built before the first instance; {@code -Dtables=no} measures the walking distance alone,
 * {@code -Dtables=axes} the axis tables alone (the bound before the tile tables), {@code -Dgoal=BOARD} solves toward
 * another goal (the boards that reach it; for {@code hardest}, lengths then unchecked), and {@code -Dcompare=axes}
 * solves each board with both the full tables and the axis tables alone, one after the other, and prints both.
 */
public final class MultiTileBench {

    private MultiTileBench() {}

    /** The calling thread's processor time, or the whole process's when helpers may work beside it. */
    private static long cpuNanos(int parallelism) {
        if (parallelism > 1
                && ManagementFactory.getOperatingSystemMXBean()
                        instanceof com.sun.management.OperatingSystemMXBean process) {
            return process.getProcessCpuTime();
        }
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        return threads.getCurrentThreadCpuTime();
    }

    /**
     * The tables built on demand, or with {@code -Dtables.dir=DIR} kept in files there, read on later runs instead
     * of built again.
     */
    private static MultiTileTableSource source() {
        String directory = System.getProperty("tables.dir");
        if (directory == null) {
            return MultiTileTableSource.onDemand();
        }
        StoredMultiTileTables stored = new StoredMultiTileTables(
                new TableStore(Path.of(directory), 1L << 30, System.out::println), Runnable::run, true);
        return (rows, columns, goalBlank) -> {
            CompletableFuture<MultiTilePatternTables> tables = stored.prepare(rows, columns, goalBlank);
            return tables == null ? null : tables.join();
        };
    }

    public static void main(String[] args) {
        String set = args.length > 0 ? args[0] : "korf100";
        List<Board> boards = new ArrayList<>();
        Board goal;
        if (set.startsWith("random-")) {
            goal = Board.standardGoal(4, 4);
            RandomGenerator random = RandomBoards.seeded(20261201L);
            int count = Integer.parseInt(set.substring("random-".length()));
            for (int i = 0; i < count; i++) {
                boards.add(RandomBoards.solvableToward(goal, random));
            }
        } else if (set.equals("hardest")) {
            goal = Board.standardGoal(4, 4);
            BenchmarkFiles.antipodes43().forEach(instance -> boards.add(instance.board()));
        } else {
            goal = Board.of(4, 4, new int[] {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15});
            BenchmarkFiles.named(set).forEach(instance -> boards.add(instance.board()));
        }
        String otherGoal = System.getProperty("goal");
        boolean published = otherGoal == null;
        if (otherGoal != null) {
            // toward another goal: the boards that cannot reach it are left out, the lengths are not known
            Board chosen = Board.parse(otherGoal);
            goal = chosen;
            boards.removeIf(board -> !SolvabilityCheck.reachable(board, chosen));
            System.out.printf("toward %s: %d boards that reach it%n", otherGoal, boards.size());
        }
        int first = args.length > 1 ? Integer.parseInt(args[1]) : 1;
        int last = Math.min(args.length > 2 ? Integer.parseInt(args[2]) : boards.size(), boards.size());
        int parallelism = args.length > 3 ? Integer.parseInt(args[3]) : 1;
        String tables = System.getProperty("tables", "yes");
        MultiTileSolver solver = new MultiTileSolver(
                16,
                dev.fifteen.search.SearchThreads.of(parallelism),
                tables.equals("no") ? MultiTileTableSource.none() : tables.equals("axes") ? AXES_ONLY : source());
        MultiTileSolver before = System.getProperty("compare", "no").equals("axes")
                ? new MultiTileSolver(16, dev.fifteen.search.SearchThreads.of(parallelism), AXES_ONLY)
                : null;
        System.out.printf(
                "threads per solve: %d; tables: %s%s%n",
                parallelism, tables, before == null ? "" : ", " + "beside the axis tables alone");
        long tableStart = System.nanoTime();
        solver.solve(goal, goal, Deadline.none());
        System.out.printf(
                "tables: built in %.1f ms; load average at start: %.2f%n",
                (System.nanoTime() - tableStart) / 1e6,
                ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        int count = last - first + 1;
        if (before != null) {
            compare(solver, before, boards, goal, first, last, parallelism);
            return;
        }
        long[] cpu = new long[count];
        long[] nodes = new long[count];
        long totalCpu = 0;
        long totalNodes = 0;
        long totalWall = 0;
        int worst = 0;
        int worstNodes = 0;
        boolean wrong = false;
        for (int i = first; i <= last; i++) {
            Board board = boards.get(i - 1);
            long cpuStart = cpuNanos(parallelism);
            long wallStart = System.nanoTime();
            Solution solution = solver.solve(board, goal, Deadline.none());
            long wall = System.nanoTime() - wallStart;
            long used = cpuNanos(parallelism) - cpuStart;
            String slides = solution.tileDirections();
            int multi = MoveNotation.multiTileLength(slides);
            boolean ok = solution.replay(board).equals(goal)
                    && multi >= solution.lowerBound()
                    && (!set.equals("hardest") || !published || multi == 43);
            if (!ok) {
                wrong = true;
            }
            int at = i - first;
            cpu[at] = used;
            nodes[at] = solution.nodesExpanded();
            totalCpu += used;
            totalWall += wall;
            totalNodes += solution.nodesExpanded();
            if (used > cpu[worst]) {
                worst = at;
            }
            if (solution.nodesExpanded() > nodes[worstNodes]) {
                worstNodes = at;
            }
            System.out.printf(
                    "%4d  multi %2d  (bound at start %2d)  single %3d  nodes %,14d  cpu %9.1f ms  wall %9.1f ms%s%n",
                    i,
                    multi,
                    solution.lowerBound(),
                    slides.length(),
                    solution.nodesExpanded(),
                    used / 1e6,
                    wall / 1e6,
                    ok ? "" : "  WRONG");
        }
        long[] sorted = cpu.clone();
        Arrays.sort(sorted);
        System.out.printf(
                "%d instances: total cpu %.1f s (wall %.1f s), %,d nodes; median cpu %.1f ms;"
                        + " worst cpu %.1f ms (#%d); worst nodes %,d (#%d); load average at end: %.2f%n",
                count,
                totalCpu / 1e9,
                totalWall / 1e9,
                totalNodes,
                sorted[count / 2] / 1e6,
                cpu[worst] / 1e6,
                worst + first,
                nodes[worstNodes],
                worstNodes + first,
                ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        if (wrong) {
            System.exit(1);
        }
    }

    private static final MultiTileTableSource AXES_ONLY =
            MultiTileTableSource.axesOnly(MultiTileTableSource.onDemand());

    /** Each board solved with the full tables, then with the axis tables alone; both figures printed. */
    private static void compare(
            MultiTileSolver solver,
            MultiTileSolver before,
            List<Board> boards,
            Board goal,
            int first,
            int last,
            int parallelism) {
        int count = last - first + 1;
        long[][] cpu = new long[2][count];
        long[][] nodes = new long[2][count];
        boolean wrong = false;
        for (int i = first; i <= last; i++) {
            Board board = boards.get(i - 1);
            StringBuilder line = new StringBuilder(String.format("%4d", i));
            int[] lengths = new int[2];
            for (int s = 0; s < 2; s++) {
                long cpuStart = cpuNanos(parallelism);
                Solution solution = (s == 0 ? solver : before).solve(board, goal, Deadline.none());
                long used = cpuNanos(parallelism) - cpuStart;
                int multi = MoveNotation.multiTileLength(solution.tileDirections());
                lengths[s] = multi;
                if (!solution.replay(board).equals(goal) || multi < solution.lowerBound()) {
                    wrong = true;
                }
                cpu[s][i - first] = used;
                nodes[s][i - first] = solution.nodesExpanded();
                line.append(String.format(
                        "  %s: multi %2d (bound %2d) nodes %,13d cpu %9.1f ms",
                        s == 0 ? "tiles+axes" : "axes",
                        multi,
                        solution.lowerBound(),
                        solution.nodesExpanded(),
                        used / 1e6));
            }
            if (lengths[0] != lengths[1]) {
                wrong = true;
                line.append("  LENGTHS DIFFER");
            }
            System.out.println(line);
        }
        for (int s = 0; s < 2; s++) {
            long[] sorted = cpu[s].clone();
            Arrays.sort(sorted);
            long totalNodes = Arrays.stream(nodes[s]).sum();
            System.out.printf(
                    "%s: %d instances, total cpu %.1f s, %,d nodes; median cpu %.1f ms; worst cpu %.1f ms%n",
                    s == 0 ? "tiles+axes" : "axes alone",
                    count,
                    Arrays.stream(cpu[s]).sum() / 1e9,
                    totalNodes,
                    sorted[count / 2] / 1e6,
                    sorted[count - 1] / 1e6);
        }
        System.out.printf(
                "load average at end: %.2f%n",
                ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        if (wrong) {
            System.exit(1);
        }
    }
}
