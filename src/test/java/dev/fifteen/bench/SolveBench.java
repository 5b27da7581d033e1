package dev.fifteen.bench;

import dev.fifteen.puzzle.Board;
import dev.fifteen.search.Deadline;
import dev.fifteen.search.SearchThreads;
import dev.fifteen.search.SearchTimeoutException;
import dev.fifteen.search.Solution;
import dev.fifteen.search.ida.IdaStarSolver;
import dev.fifteen.search.pdb.PatternDatabaseCatalog;
import dev.fifteen.search.pdb.PatternDatabaseFile;
import dev.fifteen.testing.infra.BenchmarkFiles;
import dev.fifteen.testing.infra.BenchmarkFiles.Instance;
import dev.fifteen.testing.oracle.Slides;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Runs a benchmark set through the optimal domain solver and prints, per instance, the length found (checked
 * against the published optimum), the nodes expanded and the time (wall clock, and the thread's CPU time, which
 * is the steadier figure on a shared machine), then the totals, median and worst.
 *
 * <pre>
 * ./mvnw -q test-compile exec:java -Dexec.mainClass=dev.fifteen.bench.SolveBench -Dexec.args="korf100"
 * ./mvnw -q test-compile exec:java -Dexec.mainClass=dev.fifteen.bench.SolveBench -Dexec.args="hard80 data/fifteen-7-8.pdb"
 * </pre>
 * Arguments: the set ({@code korf100}, {@code hard80}, or {@code random-N}: N uniformly random solvable
 * 15-puzzles from a fixed seed, whose optimum is not known, so each answer is checked by replay and against the
 * heuristic's lower bound only), optionally a 7-8 table file made by {@code PatternDatabaseFile} ({@code -}: the
 * default 6-6-3 tables, built first), optionally the first and last instance numbers to run and a deadline per
 * instance in seconds, and the threads one solve may use (default 1: the caller's alone; 2 as the service by
 * default). The CPU time is the whole process's (every search thread, the JIT and the collector), which for one
 * thread is within a percent of the search thread's own; "busiest" is the larger of the calling thread's CPU time
 * and the helpers', the solve's wall time where each thread has a core of its own. Exits non-zero when an answer
 * is wrong, and when Korf's 100 in full, on one thread with the 7-8 tables, take more than 1,346,250 nodes (the
 * count with duplicate paths pruned; 1,835,752 with only the moves straight back refused, 1,947,293 before the
 * children were ordered near the root).
 * <p>{@code engine} instead of a set runs the issue's three domain figures side by side (see
 * {@code docs/benchmarks.md}, "The search engine"); its seventh argument is the number of random boards, an eighth
 * the base URL of a running service (and a ninth its management URL) to add the fourth, Korf's 100 over HTTP
 * ({@link HttpSolveBench}). {@code packed-vs-bytes} compares the tables' two forms in turn on one thread;
 * {@code ordering} compares child orders side by side, its seventh argument the variants (such as {@code 0f,8s}),
 * the eighth the number of random boards and the ninth the rounds.
 * <pre>
 * ./mvnw -q -o test-compile exec:java -Dexec.mainClass=dev.fifteen.bench.SolveBench \
 *     -Dexec.args="random-10000 ~/.cache/fifteen/fifteen-4x4-7-8.pdb"
 * </pre>
 */
public final class SolveBench {

    /**
     * Korf's 100 on one thread with the 7-8 tables, in nodes: no change to the engine may raise it (1,346,250 before
     * the frontier was ordered by the last iteration and used on one thread too).
     */
    private static final long KORF100_NODES_7_8 = 899_877;

    /** The service's pool of one search per core. */
    private static final int CORES = Runtime.getRuntime().availableProcessors();

    /** Solves in progress, the bench's counterpart of the service's busy pool slots. */
    private static final AtomicInteger SOLVING = new AtomicInteger();

    private SolveBench() {}

    public static void main(String[] args) throws IOException, InterruptedException {
        String set = args.length > 0 ? args[0] : "korf100";
        PatternDatabaseCatalog catalog = new PatternDatabaseCatalog();
        long buildStart = System.nanoTime();
        if (args.length > 1 && !args[1].equals("-")) {
            if (Boolean.getBoolean("tables.heap")) {
                catalog.register(4, 4, onHeap(Path.of(args[1])));
            } else {
                PatternDatabaseFile.load(Path.of(args[1])).forEach(heuristic -> catalog.register(4, 4, heuristic));
            }
            System.out.printf("tables: %s mapped in %d ms%n", args[1], (System.nanoTime() - buildStart) / 1_000_000);
        } else {
            catalog.prepare(4, 4, 15, Runnable::run).join();
            System.out.printf("tables: default 6-6-3 built in %d ms%n", (System.nanoTime() - buildStart) / 1_000_000);
        }
        int first = args.length > 2 ? Integer.parseInt(args[2]) : 1;
        int last = args.length > 3 ? Integer.parseInt(args[3]) : Integer.MAX_VALUE;
        Duration timeout = args.length > 4 ? Duration.ofSeconds(Long.parseLong(args[4])) : null;
        int parallelism = args.length > 5 ? Integer.parseInt(args[5]) : 1;
        // helpers join only while a core is free of other solves, as the service's pool lets them (with
        // -Dbench.helpers.always=true: whenever one is idle, as this bench did before; with
        // -Dbench.helpers.never=true: never, the searches still sharing out their iterations through the frontier)
        SearchThreads searchThreads = Boolean.parseBoolean(System.getProperty("bench.helpers.always"))
                ? SearchThreads.of(parallelism)
                : Boolean.parseBoolean(System.getProperty("bench.helpers.never"))
                        ? SearchThreads.of(parallelism, () -> false)
                        : SearchThreads.of(parallelism, () -> SOLVING.get() < CORES);
        // -Dbench.pruning=N: the duplicate strings up to N moves, found anew, instead of the shipped ones
        IdaStarSolver solver = System.getProperty("bench.pruning") == null
                ? IdaStarSolver.optimal(catalog, 16, searchThreads)
                : dev.fifteen.search.ida.IdaStarVariants.optimal(
                        catalog,
                        16,
                        searchThreads,
                        dev.fifteen.search.DuplicatePruning.upTo(Integer.getInteger("bench.pruning")));
        System.out.printf(
                "threads per solve: %d; load average at start: %.2f%n",
                parallelism, ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        int wrong;
        if (set.equals("ordering")) {
            wrong = ordering(
                    catalog,
                    args.length > 6 ? args[6] : "0f,8f,8s",
                    args.length > 7 ? Integer.parseInt(args[7]) : 2_000,
                    args.length > 8 ? Integer.parseInt(args[8]) : 2,
                    searchThreads);
        } else if (set.equals("packed-vs-bytes")) {
            wrong = packedVersusBytes(Path.of(args[1]), args.length > 6 ? Integer.parseInt(args[6]) : 5);
        } else if (set.equals("engine")) {
            wrong = engine(solver, parallelism, args.length > 6 ? Integer.parseInt(args[6]) : 10_000);
            if (args.length > 7) {
                // the fourth figure: Korf's 100 over HTTP against the running service (19 warm-up passes, then one)
                HttpSolveBench.Pass http =
                        HttpSolveBench.run(args[7], "korf100", 20, args.length > 8 ? args[8] : null, false);
                System.out.printf(
                        "%-34s %10.2f %10s %10s %14s %10s %6d%n",
                        "Korf's 100 over HTTP, total",
                        http.totalNanos() / 1e9,
                        http.serverCpuMs() < 0 ? "" : String.format(Locale.ROOT, "%.2f", http.serverCpuMs() / 1e3),
                        "",
                        "",
                        "",
                        http.wrong());
                System.out.printf(
                        "%-34s %10.2f   (%.2f ms a request outside the answers' elapsedMs; cpu: the service's)%n",
                        "Korf's 100 over HTTP, server time", http.serverMs() / 1e3, http.outsideMsPerRequest());
                wrong += http.wrong();
            }
        } else {
            Summary summary = run(set, solver, first, last, timeout, true);
            summary.print();
            wrong = summary.wrong();
            boolean wholeKorf = set.equals("korf100") && first <= 1 && last >= 100 && summary.stopped() == 0;
            if (wholeKorf && parallelism == 1 && summary.heuristic().startsWith("pattern database 7-8")) {
                // the node count of one thread is the heuristic's and the search's, independent of the machine
                boolean grew = summary.nodes() > KORF100_NODES_7_8;
                System.out.printf(
                        "nodes %,d against the recorded %,d: %s%n",
                        summary.nodes(), KORF100_NODES_7_8, grew ? "MORE" : "not more");
                wrong += grew ? 1 : 0;
            }
        }
        searchThreads.close();
        System.out.printf(
                "load average at the end: %.2f%n",
                ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        if (wrong > 0) {
            System.exit(1);
        }
    }

    /**
     * The issue's three figures in one run: Korf's 100 (after one untimed pass), the 17 positions that need 80
     * moves one by one, and {@code randomCount} random 15-puzzles solved by two callers at once (one per core, as
     * the service's pool of two does); then the three side by side.
     */
    private static int engine(IdaStarSolver solver, int parallelism, int randomCount) throws InterruptedException {
        run("korf100", solver, 1, 100, null, false);
        Summary korf = run("korf100", solver, 1, 100, null, false);
        korf.print();
        Summary hard = run("hard80", solver, 1, Integer.getInteger("bench.hard80", 17), null, true);
        hard.print();
        List<Instance> random = read("random-" + randomCount);
        Summary[] halves = new Summary[2];
        long wallStart = System.nanoTime();
        Thread[] callers = new Thread[2];
        for (int c = 0; c < 2; c++) {
            int caller = c;
            callers[c] = new Thread(() -> {
                List<Instance> share = new ArrayList<>();
                for (int i = caller; i < random.size(); i += 2) {
                    share.add(random.get(i));
                }
                halves[caller] = run(share, "random-" + randomCount, solver, 1, Integer.MAX_VALUE, null, false, true);
            });
            callers[c].start();
        }
        for (Thread caller : callers) {
            caller.join();
        }
        double randomWall = (System.nanoTime() - wallStart) / 1e9;
        Summary randomAll = halves[0].plus(halves[1]);
        randomAll.print();
        System.out.printf(
                "%n%-34s %10s %10s %10s %14s %10s %6s%n",
                "figure", "wall s", "cpu s", "busiest s", "nodes", "worst ms", "wrong");
        System.out.printf(
                "%-34s %10.2f %10.2f %10.2f %,14d %10.1f %6d%n",
                "Korf's 100, one at a time",
                korf.wallNanos() / 1e9,
                korf.cpuNanos() / 1e9,
                korf.busiestTotal() / 1e9,
                korf.nodes(),
                korf.worstNanos() / 1e6,
                korf.wrong());
        System.out.printf(
                "%-34s %10.2f %10.2f %10.2f %,14d %10.1f %6d%n",
                "the 17 that need 80, one at a time",
                hard.wallNanos() / 1e9,
                hard.cpuNanos() / 1e9,
                hard.busiestTotal() / 1e9,
                hard.nodes(),
                hard.worstNanos() / 1e6,
                hard.wrong());
        System.out.printf(
                "%-34s %10.2f %10.2f %10.2f %,14d %10.1f %6d%n",
                randomCount + " random, 2 callers",
                randomWall,
                randomAll.cpuNanos() / 1e9,
                randomAll.busiestTotal() / 1e9,
                randomAll.nodes(),
                randomAll.worstNanos() / 1e6,
                randomAll.wrong());
        System.out.printf(
                "threads per solve %d; cpu: the process's, all threads (the random set: the two callers' own);"
                        + " busiest: per solve the larger of the caller's and the helpers' cpu, summed%n",
                parallelism);
        return korf.wrong() + hard.wrong() + randomAll.wrong();
    }

    /**
     * The 7-8 tables in bytes and packed in half a byte per entry, the same boards solved with each in turn on one
     * thread (Korf's 100 and the first 3 of the 17 that need 80), {@code rounds} times with the order swapped each
     * round, so that both meet the same load on a shared machine; prints each round's processor time per form and
     * checks that both expand the same nodes.
     */
    private static int packedVersusBytes(Path file, int rounds) throws IOException {
        System.setProperty("tables.packed", "false");
        IdaStarSolver bytes = IdaStarSolver.optimal(catalogOf(onHeap(file)), 16);
        System.setProperty("tables.packed", "true");
        IdaStarSolver packed = IdaStarSolver.optimal(catalogOf(onHeap(file)), 16);
        List<Instance> boards = new ArrayList<>(read("korf100"));
        boards.addAll(read("hard80").subList(0, 3));
        Board goal = Board.of(4, 4, new int[] {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15});
        ThreadMXBean threadBean = ManagementFactory.getThreadMXBean();
        long[] cpu = new long[2];
        int wrong = 0;
        System.out.printf("%5s %12s %12s %8s %14s%n", "round", "bytes cpu s", "packed cpu s", "ratio", "nodes");
        for (int round = 0; round <= rounds; round++) {
            long[] roundCpu = new long[2];
            long[] nodes = new long[2];
            for (Instance instance : boards) {
                for (int k = 0; k < 2; k++) {
                    int form = (round + k) % 2;
                    long start = threadBean.getCurrentThreadCpuTime();
                    Solution solution = (form == 0 ? bytes : packed).solve(instance.board(), goal, Deadline.none());
                    roundCpu[form] += threadBean.getCurrentThreadCpuTime() - start;
                    nodes[form] += solution.nodesExpanded();
                    if (solution.length() != instance.optimum()) {
                        wrong++;
                    }
                }
            }
            if (nodes[0] != nodes[1]) {
                wrong++;
            }
            // round 0 warms the JIT up and is not counted
            if (round > 0) {
                cpu[0] += roundCpu[0];
                cpu[1] += roundCpu[1];
            }
            System.out.printf(
                    "%5s %12.2f %12.2f %8.3f %,14d%s  load %.1f%n",
                    round == 0 ? "warm" : Integer.toString(round),
                    roundCpu[0] / 1e9,
                    roundCpu[1] / 1e9,
                    (double) roundCpu[1] / roundCpu[0],
                    nodes[0],
                    nodes[0] == nodes[1] ? "" : " against " + nodes[1],
                    ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        }
        System.out.printf(
                "in all: bytes %.2f s, packed %.2f s of processor time, packed/bytes %.3f%n",
                cpu[0] / 1e9, cpu[1] / 1e9, (double) cpu[1] / cpu[0]);
        return wrong;
    }

    /**
     * Child ordering and duplicate pruning side by side: each variant ({@code D} the depth above which children
     * are ordered, {@code s} with the frontier sorted by estimate, {@code f} without, then optionally the
     * frontier's paths, the solver's own if not given, then optionally {@code pN}: the duplicate pruning of
     * strings up to {@code N} moves found anew, {@code p2} only the moves straight back; the shipped one if not
     * given, then optionally {@code tN}: the search turns parallel after an iteration of {@code N} nodes) solves
     * Korf's 100, {@code randomCount} random boards and the 17 that need 80, the variants in turn per board and
     * the order rotated each round; prints the nodes, the processor time (one thread: the caller's; more: the
     * process's) and the wall time of each ({@code -Dbench.sets}: a comma-separated choice of
     * {@code korf100,random,hard80}).
     */
    private static int ordering(
            PatternDatabaseCatalog catalog, String variants, int randomCount, int rounds, SearchThreads threads) {
        String[] names = variants.split(",");
        IdaStarSolver[] solvers = new IdaStarSolver[names.length];
        for (int v = 0; v < names.length; v++) {
            // depth, f or s, then optionally the frontier's paths and the pruning's length
            java.util.regex.Matcher name = java.util.regex.Pattern.compile("(\\d+)([fs])(\\d*)(?:p(\\d+))?(?:t(\\d+))?")
                    .matcher(names[v]);
            if (!name.matches()) {
                throw new IllegalArgumentException("not a variant: " + names[v]);
            }
            solvers[v] = dev.fifteen.search.ida.IdaStarVariants.optimal(
                    catalog,
                    16,
                    threads,
                    Integer.parseInt(name.group(1)),
                    name.group(2).equals("s"),
                    name.group(3).isEmpty() ? -1 : Integer.parseInt(name.group(3)),
                    name.group(4) == null
                            ? dev.fifteen.search.DuplicatePruning.standard()
                            : dev.fifteen.search.DuplicatePruning.upTo(Integer.parseInt(name.group(4))),
                    name.group(5) == null ? -1 : Long.parseLong(name.group(5)));
        }
        Board goal = Board.of(4, 4, new int[] {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15});
        ThreadMXBean threadBean = ManagementFactory.getThreadMXBean();
        com.sun.management.OperatingSystemMXBean process =
                (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        boolean own = threads.parallelism() == 1;
        int wrong = 0;
        String sets = System.getProperty("bench.sets", "korf100,random,hard80");
        for (String set : sets.replace("random", "random-" + randomCount).split(",")) {
            List<Instance> boards = read(set);
            long[] cpu = new long[names.length];
            long[] nodes = new long[names.length];
            long[] worst = new long[names.length];
            long[] wallWorst = new long[names.length];
            long[] wall = new long[names.length];
            for (int round = 0; round <= rounds; round++) {
                long[] roundNodes = new long[names.length];
                for (Instance instance : boards) {
                    for (int k = 0; k < names.length; k++) {
                        int v = (round + k) % names.length;
                        long start = own ? threadBean.getCurrentThreadCpuTime() : process.getProcessCpuTime();
                        Solution solution = solvers[v].solve(instance.board(), goal, Deadline.none());
                        long used = (own ? threadBean.getCurrentThreadCpuTime() : process.getProcessCpuTime()) - start;
                        roundNodes[v] += solution.nodesExpanded();
                        if (!reaches(solution, instance.board(), goal)
                                || instance.optimum() >= 0 && solution.length() != instance.optimum()) {
                            wrong++;
                        }
                        // round 0 warms the JIT up and is not counted
                        if (round > 0) {
                            cpu[v] += used;
                            worst[v] = Math.max(worst[v], used);
                            wallWorst[v] = Math.max(wallWorst[v], solution.elapsedNanos());
                            wall[v] += solution.elapsedNanos();
                        }
                    }
                }
                if (round > 0) {
                    for (int v = 0; v < names.length; v++) {
                        nodes[v] += roundNodes[v];
                    }
                }
            }
            for (int v = 0; v < names.length; v++) {
                System.out.printf(
                        "%-12s %-4s nodes %,15d a round; cpu %8.2f s in all, wall %8.2f s, worst %8.1f ms"
                                + " (wall %8.1f ms); load %.1f%n",
                        set,
                        names[v],
                        nodes[v] / rounds,
                        cpu[v] / 1e9,
                        wall[v] / 1e9,
                        worst[v] / 1e6,
                        wallWorst[v] / 1e6,
                        process.getSystemLoadAverage());
            }
        }
        return wrong;
    }

    private static PatternDatabaseCatalog catalogOf(dev.fifteen.search.pdb.AdditivePatternDatabase heuristic) {
        PatternDatabaseCatalog catalog = new PatternDatabaseCatalog();
        catalog.register(4, 4, heuristic);
        return catalog;
    }

    /** What a run of a set adds up to; times in nanoseconds, cpu the whole process's. */
    private record Summary(
            String set,
            String heuristic,
            long[] sortedWall,
            long wallNanos,
            long cpuNanos,
            long nodes,
            long busiestTotal,
            long busiestWorst,
            int wrong,
            int stopped) {

        long worstNanos() {
            return sortedWall.length == 0 ? 0 : sortedWall[sortedWall.length - 1];
        }

        Summary plus(Summary other) {
            long[] both = java.util.stream.LongStream.concat(
                            java.util.Arrays.stream(sortedWall), java.util.Arrays.stream(other.sortedWall))
                    .sorted()
                    .toArray();
            return new Summary(
                    set,
                    heuristic,
                    both,
                    wallNanos + other.wallNanos,
                    cpuNanos + other.cpuNanos,
                    nodes + other.nodes,
                    busiestTotal + other.busiestTotal,
                    Math.max(busiestWorst, other.busiestWorst),
                    wrong + other.wrong,
                    stopped + other.stopped);
        }

        void print() {
            System.out.printf(
                    "%s, %s: %d instances solved, %d not at the optimum, %d stopped at the deadline%n",
                    set, heuristic, sortedWall.length, wrong, stopped);
            System.out.printf(
                    "total %.2f s wall, %.2f s cpu, %,d nodes (%.1f M nodes per cpu second); median %.1f ms;"
                            + " worst %.1f ms (wall)%n",
                    wallNanos / 1e9,
                    cpuNanos / 1e9,
                    nodes,
                    nodes / (cpuNanos / 1e3),
                    median(sortedWall) / 1e6,
                    worstNanos() / 1e6);
            System.out.printf(
                    "busiest search thread: %.2f s of cpu in all, worst %.1f ms (the wall time on cores of its"
                            + " own)%n",
                    busiestTotal / 1e9, busiestWorst / 1e6);
        }
    }

    private static Summary run(String set, IdaStarSolver solver, int first, int last, Duration timeout, boolean print) {
        return run(read(set), set, solver, first, last, timeout, print, false);
    }

    /**
     * Solves the instances numbered {@code first} to {@code last}, checking each answer; prints a line per
     * instance when asked; {@code ownCpu}: count the calling thread's CPU time, not the process's.
     */
    private static Summary run(
            List<Instance> instances,
            String set,
            IdaStarSolver solver,
            int first,
            int last,
            Duration timeout,
            boolean print,
            boolean ownCpu) {
        Board goal = Board.of(4, 4, new int[] {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15});
        ThreadMXBean threadBean = ManagementFactory.getThreadMXBean();
        List<Long> times = new ArrayList<>();
        long totalNodes = 0;
        long totalNanos = 0;
        long totalCpuNanos = 0;
        com.sun.management.OperatingSystemMXBean process =
                (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        int wrong = 0;
        int stopped = 0;
        String heuristic = "";
        if (print) {
            System.out.printf(
                    "%4s %6s %6s %5s %14s %10s %10s %10s%n",
                    "#", "length", "optimum", "h0", "nodes", "ms", "cpu ms", "busiest");
        }
        long busiestWorst = 0;
        long busiestTotal = 0;
        for (Instance instance : instances) {
            if (instance.number() < first || instance.number() > last) {
                continue;
            }
            long cpuStart = ownCpu ? threadBean.getCurrentThreadCpuTime() : process.getProcessCpuTime();
            Map<Long, Long> threadCpuStart = ownCpu ? null : searchThreadCpu();
            Solution solution;
            SOLVING.incrementAndGet();
            try {
                solution = solver.solve(
                        instance.board(), goal, timeout == null ? Deadline.none() : Deadline.after(timeout));
            } catch (SearchTimeoutException e) {
                stopped++;
                System.out.printf(
                        "%4d stopped at the %d s deadline: length at least %d proven, %,d nodes%n",
                        instance.number(), timeout.toSeconds(), e.lowerBound(), e.nodesExpanded());
                continue;
            } finally {
                SOLVING.decrementAndGet();
            }
            long cpuNanos = (ownCpu ? threadBean.getCurrentThreadCpuTime() : process.getProcessCpuTime()) - cpuStart;
            long busiest = ownCpu ? cpuNanos : busiestThread(threadCpuStart, searchThreadCpu());
            busiestWorst = Math.max(busiestWorst, busiest);
            busiestTotal += busiest;
            totalCpuNanos += cpuNanos;
            boolean known = instance.optimum() >= 0;
            if (!reaches(solution, instance.board(), goal)
                    || known && solution.length() != instance.optimum()
                    || solution.length() < solution.lowerBound()) {
                wrong++;
            }
            heuristic = solution.heuristic();
            times.add(solution.elapsedNanos());
            totalNodes += solution.nodesExpanded();
            totalNanos += solution.elapsedNanos();
            if (!print) {
                continue;
            }
            System.out.printf(
                    "%4d %6d %6d %5d %,14d %10.1f %10.1f %10.1f%s%n",
                    instance.number(),
                    solution.length(),
                    instance.optimum(),
                    solution.lowerBound(),
                    solution.nodesExpanded(),
                    solution.elapsedNanos() / 1e6,
                    cpuNanos / 1e6,
                    busiest / 1e6,
                    solution.length() == instance.optimum() || !known ? "" : "  WRONG");
        }
        long[] sorted = times.stream().mapToLong(Long::longValue).sorted().toArray();
        return new Summary(
                set,
                heuristic,
                sorted,
                totalNanos,
                totalCpuNanos,
                totalNodes,
                busiestTotal,
                busiestWorst,
                wrong,
                stopped);
    }

    /** The 7-8 tables of a file copied onto the heap (where {@code -XX:+UseTransparentHugePages} reaches them). */
    private static dev.fifteen.search.pdb.AdditivePatternDatabase onHeap(Path file) throws IOException {
        dev.fifteen.search.pdb.PatternPartition partition = dev.fifteen.search.pdb.PatternPartition.sevenEight(0);
        List<dev.fifteen.search.pdb.PatternDatabase> tables = new ArrayList<>();
        for (dev.fifteen.search.pdb.PatternDatabase mapped : PatternDatabaseFile.loadTables(file, partition)) {
            tables.add(mapped);
        }
        if (!"false".equals(System.getProperty("tables.packed"))) {
            // half a byte per entry, as the service keeps them (-Dtables.packed=false: the bytes)
            List<dev.fifteen.search.pdb.PatternDatabase> packed = new ArrayList<>();
            long start = System.nanoTime();
            for (dev.fifteen.search.pdb.PatternDatabase table : tables) {
                packed.add(table.packed(4));
            }
            System.out.printf("tables packed in %d ms%n", (System.nanoTime() - start) / 1_000_000);
            return new dev.fifteen.search.pdb.AdditivePatternDatabase(
                    4, 4, 0, packed, true, "pattern database 7-8 + mirror");
        }
        List<dev.fifteen.search.pdb.PatternDatabase> heap = new ArrayList<>();
        try (java.nio.channels.FileChannel channel = java.nio.channels.FileChannel.open(file)) {
            long offset = 4096;
            for (dev.fifteen.search.pdb.PatternDatabase table : tables) {
                int entries = (int) dev.fifteen.search.pdb.PatternDatabase.entries(16, table.pattern().length);
                byte[] bytes = new byte[entries];
                java.nio.ByteBuffer buffer = java.nio.ByteBuffer.wrap(bytes);
                while (buffer.hasRemaining()) {
                    channel.read(buffer, offset + buffer.position());
                }
                heap.add(new dev.fifteen.search.pdb.PatternDatabase(16, table.pattern(), false, bytes));
                offset += entries;
            }
        }
        return new dev.fifteen.search.pdb.AdditivePatternDatabase(4, 4, 0, heap, true, "pattern database 7-8 + mirror");
    }

    /** The CPU time of every thread that searches: this one and the helpers. */
    private static Map<Long, Long> searchThreadCpu() {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        Map<Long, Long> cpu = new HashMap<>();
        cpu.put(-1L, threads.getCurrentThreadCpuTime());
        for (ThreadInfo info : threads.getThreadInfo(threads.getAllThreadIds())) {
            if (info != null && info.getThreadName().startsWith("solve-helper-")) {
                cpu.put(info.getThreadId(), threads.getThreadCpuTime(info.getThreadId()));
            }
        }
        return cpu;
    }

    /**
     * The larger of this thread's CPU time and the helpers' in between: what one solve takes on a machine where
     * each of its threads has a core to itself, a figure a busy machine's load disturbs far less than wall time.
     */
    private static long busiestThread(Map<Long, Long> before, Map<Long, Long> after) {
        long own = after.get(-1L) - before.get(-1L);
        long helpers = 0;
        for (Map.Entry<Long, Long> entry : after.entrySet()) {
            if (entry.getKey() != -1L && entry.getValue() >= 0) {
                helpers += entry.getValue() - Math.max(0, before.getOrDefault(entry.getKey(), 0L));
            }
        }
        return Math.max(own, helpers);
    }

    private static double median(long[] sorted) {
        if (sorted.length == 0) {
            return 0;
        }
        int middle = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2.0;
    }

    /** The slides, replayed on the test side, move the tiles they name to the goal. */
    private static boolean reaches(Solution solution, Board start, Board goal) {
        try {
            Slides.assertSolves(solution, start, goal);
            return true;
        } catch (AssertionError e) {
            System.out.println(e.getMessage());
            return false;
        }
    }

    private static List<Instance> read(String set) {
        if (set.startsWith("random-")) {
            java.util.random.RandomGenerator random = new java.util.SplittableRandom(15);
            Board goal = Board.of(4, 4, new int[] {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15});
            List<Instance> instances = new ArrayList<>();
            for (int i = 1; i <= Integer.parseInt(set.substring("random-".length())); i++) {
                instances.add(
                        new Instance(i, dev.fifteen.testing.oracle.RandomBoards.solvableToward(goal, random), -1));
            }
            return instances;
        }
        return BenchmarkFiles.named(set);
    }
}
