package dev.fifteen.bench;

import dev.fifteen.puzzle.Board;
import dev.fifteen.search.Deadline;
import dev.fifteen.search.SearchThreads;
import dev.fifteen.search.Solution;
import dev.fifteen.search.fast.FastSolver;
import dev.fifteen.search.fast.ReductionSolver;
import dev.fifteen.search.twentyfour.TilePartition;
import dev.fifteen.search.twentyfour.TwentyFourSolver;
import dev.fifteen.search.twentyfour.TwentyFourTableFile;
import dev.fifteen.search.twentyfour.TwentyFourTableStore;
import dev.fifteen.search.twentyfour.TwentyFourTables;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The 5 x 5 optimal search on Korf's 50 24-puzzles, in clausecker's order of effort ({@code bench/korf24.txt}):
 * builds the 6-6-6-6 tables into the file if it is missing (printing wall time, the process's CPU time, peak
 * resident memory and the file's size), maps them, then solves the instances one after another, each within the
 * time limit, printing the length found beside the published optimum, the nodes beside clausecker's node counts for
 * the five easiest, the time and the thread's CPU time and the load average. Run it in a JVM of its own:
 * <pre>
 * ./mvnw -q -o test-compile
 * nice -n 5 java -Xmx1g -cp target/classes:target/test-classes dev.fifteen.bench.TwentyFourBench \
 *     data/fifteen-5x5-6-6-6-6.pdb 10 600
 * </pre>
 * Arguments: the file, the instances ({@code N} for the first N, default 10, or {@code A-B}), the seconds each may
 * take (default 600), the threads of a build (default 2), the threads of one search (default 2, its own included),
 * {@code heap} to copy the tables onto the heap instead of reading them from the mapped file. A file whose name
 * holds {@code 6-6-6-6x2} is taken to hold {@link TilePartition#TWO_PINWHEELS}, any other Korf and Felner's split.
 * The CPU seconds are the process's (every search thread; the JIT and the collector too).
 */
public final class TwentyFourBench {

    /** clausecker/24puzzle's node counts for the five easiest instances with its small catalogue. */
    private static final long[] PUBLISHED_NODES = {7_625_016, 19_188_906, 58_563_520, 84_227_356, 117_467_064};

    private TwentyFourBench() {}

    public static void main(String[] args) throws IOException {
        Path file = Path.of(args.length > 0 ? args[0] : "data/fifteen-5x5-6-6-6-6.pdb");
        String range = args.length > 1 ? args[1] : "10";
        int first = range.contains("-") ? Integer.parseInt(range.substring(0, range.indexOf('-'))) : 1;
        int count = Integer.parseInt(range.substring(range.indexOf('-') + 1));
        Duration limit = Duration.ofSeconds(args.length > 2 ? Long.parseLong(args[2]) : 600);
        int threads = args.length > 3 ? Integer.parseInt(args[3]) : 2;
        int searchThreads = args.length > 4 ? Integer.parseInt(args[4]) : 2;
        boolean onHeap = args.length > 5 && args[5].equals("heap");
        com.sun.management.OperatingSystemMXBean os =
                (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        TilePartition partition = file.getFileName().toString().contains(TilePartition.TWO_PINWHEELS.name())
                ? TilePartition.TWO_PINWHEELS
                : TilePartition.KORF_FELNER;
        if (!Files.exists(file)) {
            long cpuStart = os.getProcessCpuTime();
            long start = System.nanoTime();
            TwentyFourTableFile.write(file, partition, threads, Thread.NORM_PRIORITY, System.out::println);
            System.out.printf(
                    Locale.ROOT,
                    "5 x 5 %s build: %s, %,d bytes; %.1f s wall, %.1f s cpu on %d threads; peak resident %s;"
                            + " load %s%n",
                    partition.name(),
                    file,
                    Files.size(file),
                    (System.nanoTime() - start) / 1e9,
                    (os.getProcessCpuTime() - cpuStart) / 1e9,
                    threads,
                    TableBuildBench.peakResident(),
                    load());
        }
        long loadStart = System.nanoTime();
        TwentyFourTables tables = TwentyFourTableFile.load(file, partition, onHeap);
        System.out.printf(
                Locale.ROOT,
                "%s and checked %s (%,d bytes) in %.0f ms%n",
                onHeap ? "read onto the heap" : "mapped",
                tables.name(),
                Files.size(file),
                (System.nanoTime() - loadStart) / 1e6);
        TwentyFourSolver solver = new TwentyFourSolver(
                TwentyFourTableStore.of(tables),
                new ReductionSolver(new FastSolver(), Duration.ofSeconds(1)),
                null,
                SearchThreads.of(searchThreads));
        System.out.println("search threads: " + searchThreads);
        Board goal = Board.of(5, 5, range());
        System.out.printf(
                Locale.ROOT,
                "%3s %6s %6s %8s %16s %16s %9s %9s %12s  %s%n",
                "#",
                "optimum",
                "found",
                "proven",
                "nodes",
                "published nodes",
                "wall s",
                "cpu s",
                "nodes/s",
                "load");
        double totalWall = 0;
        double totalCpu = 0;
        int proven = 0;
        List<String[]> instances = instances();
        for (int i = first - 1; i < Math.min(count, instances.size()); i++) {
            String[] fields = instances.get(i);
            Board board = Board.of(
                    5,
                    5,
                    Arrays.stream(fields[1].trim().split("\\s+"))
                            .mapToInt(Integer::parseInt)
                            .toArray());
            int optimum = Integer.parseInt(fields[2].trim());
            long cpuStart = os.getProcessCpuTime();
            long start = System.nanoTime();
            Solution solution = solver.solve(board, goal, Deadline.after(limit));
            double wall = (System.nanoTime() - start) / 1e9;
            double used = (os.getProcessCpuTime() - cpuStart) / 1e9;
            totalWall += wall;
            totalCpu += used;
            if (solution.optimal()) {
                proven++;
            }
            if (!solution.replay(board).equals(goal) || solution.optimal() && solution.length() != optimum) {
                System.out.println("WRONG ANSWER for instance " + fields[0]);
                System.exit(1);
            }
            System.out.printf(
                    Locale.ROOT,
                    "%3s %6d %6d %8s %,16d %16s %9.1f %9.1f %,12.0f  %s%n",
                    fields[0],
                    optimum,
                    solution.length(),
                    solution.optimal() ? "yes" : "no (>=" + solution.lowerBound() + ")",
                    solution.nodesExpanded(),
                    i < PUBLISHED_NODES.length ? String.format(Locale.ROOT, "%,d", PUBLISHED_NODES[i]) : "",
                    wall,
                    used,
                    solution.nodesExpanded() / Math.max(used, 1e-9),
                    load());
        }
        System.out.printf(
                Locale.ROOT,
                "%d of %d proven optimal; %.1f s wall, %.1f s cpu in all; load %s%n",
                proven,
                Math.min(count, instances.size()) - first + 1,
                totalWall,
                totalCpu,
                load());
    }

    private static List<String[]> instances() throws IOException {
        List<String[]> instances = new ArrayList<>();
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(
                TwentyFourBench.class.getResourceAsStream("/bench/korf24.txt"), StandardCharsets.UTF_8))) {
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    instances.add(line.split("\t"));
                }
            }
        }
        return instances;
    }

    private static int[] range() {
        int[] cells = new int[25];
        for (int i = 0; i < 25; i++) {
            cells[i] = i;
        }
        return cells;
    }

    static String load() {
        try {
            return Files.readString(Path.of("/proc/loadavg")).trim().split(" ", 4)[0];
        } catch (IOException e) {
            return "?";
        }
    }
}
