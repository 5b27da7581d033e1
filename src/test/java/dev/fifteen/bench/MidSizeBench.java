package dev.fifteen.bench;

import dev.fifteen.puzzle.Board;
import dev.fifteen.scramble.RandomWalk;
import dev.fifteen.scramble.UniformScramble;
import dev.fifteen.search.Deadline;
import dev.fifteen.search.DuplicatePruning;
import dev.fifteen.search.GoalLabels;
import dev.fifteen.search.Heuristic;
import dev.fifteen.search.SearchThreads;
import dev.fifteen.search.SearchTimeoutException;
import dev.fifteen.search.Solution;
import dev.fifteen.search.Solver;
import dev.fifteen.search.TableStore;
import dev.fifteen.search.anytime.NearOptimalSolver;
import dev.fifteen.search.anytime.ReadyTables;
import dev.fifteen.search.fast.FastSolver;
import dev.fifteen.search.fast.ReductionSolver;
import dev.fifteen.search.ida.IdaStarSolver;
import dev.fifteen.search.ida.IdaStarVariants;
import dev.fifteen.search.pdb.AdditivePatternDatabase;
import dev.fifteen.search.pdb.DualLookup;
import dev.fifteen.search.pdb.EveryBlankSplit;
import dev.fifteen.search.pdb.MidSizeTables;
import dev.fifteen.search.pdb.OrbitDual;
import dev.fifteen.search.pdb.PatternDatabase;
import dev.fifteen.search.pdb.PatternDatabaseCatalog;
import dev.fifteen.search.pdb.PatternDatabaseFile;
import dev.fifteen.search.pdb.PatternPartition;
import dev.fifteen.search.pdb.SplitMaximum;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The optimal search on boards of 17 to 25 cells with their pattern tables: per shape, the tables' build (wall and
 * processor time, peak resident memory of the process, bytes on disk), then uniformly random boards from a fixed
 * seed solved optimally on one thread, each answer replayed to the goal, with the median and worst time and nodes
 * and how many were proven within the deadline.
 *
 * <pre>
 * ./mvnw -q -o test-compile exec:java -Dexec.mainClass=dev.fifteen.bench.MidSizeBench \
 *     -Dexec.args="4x5,5x4,3x6,3x7,2x10 100 60 6 ~/.cache/fifteen"
 * </pre>
 * Arguments: the shapes ({@code RxC}, or {@code RxC:cell} for a goal blank in another cell than the last;
 * {@code RxC@W} for boards of a random walk of {@code W} moves instead of uniform ones), the boards per shape, the
 * deadline per board in seconds, the most tiles of a pattern (or the sizes of the patterns in turn, such as
 * {@code 7-6-6}, or a split drawn for the blank in cell 0 as {@link PatternPartition#fromTemplate} reads it, such as
 * {@code .AAAB/AAABB/CCCBB/CCCDB}), and a folder for the tables' files (built there when
 * missing; {@code -} builds in memory and reports no file). With {@code -Dfast=2000}, each board also gets the fast
 * answer with the same tables in that many milliseconds (two threads, as the service lends a helper while a core is
 * free), and each shape a line with their sum against the optima of the proven boards and the worst ratio; with
 * {@code -Dthreads=2} each optimal solve has a helper thread (the times are then wall times); {@code -Dacross=6} adds
 * the cut across the short side as a second split read by maximum ({@code -DacrossSizes=7-6-6-1} of those pattern
 * sizes), {@code -Dsecond=TEMPLATE,...} drawn ones
 * instead;
 * {@code -Dfirst=10} starts at the eleventh board (seed 17), so that a long series can run in parts;
 * {@code -Deach=true} prints every board's length, time and nodes as it is done; {@code -Dpacked=true} holds the
 * tables read from files in half a byte an entry on the heap ({@code PatternDatabase#packed}), as the service holds
 * the 4 x 4 7-8 tables (its mid-size tables stay mapped); {@code -Dknown=true} (with {@code -Dfast}) tells the
 * optimal search the fast answer, as the service does; {@code -DorderDepth=N} orders the children of the nodes
 * shallower than N (the service: 8); {@code -Ddual=1} or {@code 2} adds the dual lookups of the first or both
 * splits from tables of every goal blank, built in memory ({@code DualLookup}, {@code EveryBlankSplit}); {@code 3}
 * or {@code 4} those of both or the first split from the sets drawn for each blank cell's orbit, read from the
 * folder or built into it ({@code OrbitDual}), with {@code -DdualGap=N} only where the regular estimate is
 * fewer than N slides below the search's limit; {@code -Dmean=N} prints the mean estimate over N uniformly random
 * boards instead of solving. The load average is printed at the start and the end.
 */
public final class MidSizeBench {

    private MidSizeBench() {}

    public static void main(String[] args) throws IOException {
        String[] shapes = (args.length > 0 ? args[0] : "4x5,3x7").split(",");
        int boards = args.length > 1 ? Integer.parseInt(args[1]) : 20;
        Duration deadline = Duration.ofSeconds(args.length > 2 ? Long.parseLong(args[2]) : 60);
        String largest = args.length > 3 ? args[3] : String.valueOf(PatternPartition.MID_SIZE_LARGEST);
        Path folder = args.length > 4 && !args[4].equals("-") ? Path.of(args[4]) : null;
        System.out.printf(
                Locale.ROOT,
                "%-9s %-14s %8s %8s %9s %9s | %5s %6s %9s %9s %12s %12s%n",
                "shape",
                "split",
                "wall s",
                "cpu s",
                "rss MB",
                "disk MB",
                "proven",
                "median",
                "median s",
                "worst s",
                "median nodes",
                "worst nodes");
        System.out.printf(Locale.ROOT, "load average at the start: %.2f%n", HttpSolveBench.loadAverage());
        for (String shape : shapes) {
            run(shape, boards, deadline, largest, folder);
        }
        System.out.printf(Locale.ROOT, "load average at the end: %.2f%n", HttpSolveBench.loadAverage());
    }

    private static void run(String shape, int boards, Duration deadline, String largest, Path folder)
            throws IOException {
        int walk = shape.contains("@") ? Integer.parseInt(shape.substring(shape.indexOf('@') + 1)) : 0;
        String[] parts = shape.replaceAll("@.*", "").split("[x:]");
        int rows = Integer.parseInt(parts[0]);
        int columns = Integer.parseInt(parts[1]);
        int goalBlank = parts.length > 2 ? Integer.parseInt(parts[2]) : rows * columns - 1;
        int tableBlank = MidSizeTables.canonical(rows, columns, goalBlank);
        PatternPartition partition = largest.contains("/")
                ? PatternPartition.fromTemplate(rows, columns, tableBlank, largest)
                : largest.contains("-")
                        ? PatternPartition.chunked(rows, columns, tableBlank, sizes(largest))
                        : new MidSizeTables(
                                        new TableStore(null, 0, l -> {}),
                                        Integer.parseInt(largest),
                                        1,
                                        Thread.NORM_PRIORITY,
                                        false,
                                        Runnable::run)
                                .partition(rows, columns, tableBlank);
        long wall = System.nanoTime();
        long cpu = processCpuNanos();
        long[] disk = new long[1];
        AdditivePatternDatabase heuristic =
                tables(partition, rows, columns, tableBlank, folder, disk, largest.contains("/"));
        // with -Dacross=N, the same cut across the short side (patterns of at most N tiles) too, by maximum
        int across = Integer.getInteger("across", 0);
        // with -DacrossSizes=7-6-6-1, the cut across of those pattern sizes instead
        String acrossSizes = System.getProperty("acrossSizes");
        if (acrossSizes != null) {
            across = sizes(acrossSizes)[0];
        }
        Heuristic heuristicUsed = heuristic;
        String secondTemplate = System.getProperty("second");
        if (across > 0 || secondTemplate != null) {
            // -Dsecond=T1,T2: every drawn split, read with the first by maximum
            List<AdditivePatternDatabase> splits = new ArrayList<>(List.of(heuristic));
            if (secondTemplate == null) {
                splits.add(tables(
                        acrossSizes != null
                                ? PatternPartition.chunkedAcross(rows, columns, tableBlank, sizes(acrossSizes))
                                : PatternPartition.chunkedAcross(rows, columns, tableBlank, across),
                        rows,
                        columns,
                        tableBlank,
                        folder,
                        disk,
                        false));
            } else {
                for (String template : secondTemplate.split(",")) {
                    splits.add(tables(
                            PatternPartition.fromTemplate(rows, columns, tableBlank, template),
                            rows,
                            columns,
                            tableBlank,
                            folder,
                            disk,
                            true));
                }
            }
            heuristicUsed = SplitMaximum.of(splits);
        }
        // with -Ddual=1, the dual lookups of the first split's tables of every goal blank too; -Ddual=2 of both splits
        int dual = Integer.getInteger("dual", 0);
        if (dual >= 3) {
            // -Ddual=3: the dual lookups of the sets drawn for each blank cell's orbit, both splits; 4: the first
            Map<Integer, AdditivePatternDatabase[]> sets = new HashMap<>();
            for (int cell = 0; cell < rows * columns; cell++) {
                int canonical = MidSizeTables.canonical(rows, columns, cell);
                if (!sets.containsKey(canonical)) {
                    PatternPartition along = PatternPartition.midSize(rows, columns, canonical, 6);
                    AdditivePatternDatabase first = tables(along, rows, columns, canonical, folder, disk, false);
                    sets.put(
                            canonical,
                            dual == 3
                                    ? new AdditivePatternDatabase[] {
                                        first,
                                        tables(
                                                PatternPartition.chunkedAcross(rows, columns, canonical, 6),
                                                rows,
                                                columns,
                                                canonical,
                                                folder,
                                                disk,
                                                false)
                                    }
                                    : new AdditivePatternDatabase[] {first});
                }
            }
            heuristicUsed = new OrbitDual(
                    heuristicUsed,
                    rows,
                    columns,
                    tableBlank,
                    sets::get,
                    Integer.getInteger("dualGap", Integer.MAX_VALUE));
        } else if (dual > 0) {
            int threads = Runtime.getRuntime().availableProcessors();
            long dualWall = System.nanoTime();
            long dualCpu = processCpuNanos();
            EveryBlankSplit[] splits = new EveryBlankSplit[Math.min(dual, 2)];
            splits[0] = EveryBlankSplit.build(partition, threads, Thread.NORM_PRIORITY);
            if (splits.length > 1) {
                splits[1] = EveryBlankSplit.build(
                        PatternPartition.chunkedAcross(rows, columns, tableBlank, across > 0 ? across : 6),
                        threads,
                        Thread.NORM_PRIORITY);
            }
            long bytes = 0;
            int tables = 0;
            for (EveryBlankSplit split : splits) {
                bytes += split.bytes();
                tables += split.tableCount();
            }
            System.out.printf(
                    Locale.ROOT,
                    "%-9s tables of every goal blank for the dual lookup: %d tables, %d MB, %.1f s wall, %.1f s cpu%n",
                    shape,
                    tables,
                    bytes >> 20,
                    (System.nanoTime() - dualWall) / 1e9,
                    (processCpuNanos() - dualCpu) / 1e9);
            heuristicUsed = new DualLookup(heuristicUsed, tableBlank, splits);
        }
        // -Dmean=N: the mean estimate over N uniformly random boards toward the tables' goal, instead of solving
        int meanOf = Integer.getInteger("mean", 0);
        if (meanOf > 0) {
            Board tablesGoal = goalWithBlank(rows, columns, tableBlank);
            long sum = 0;
            long firstSum = 0;
            for (int i = 0; i < meanOf; i++) {
                int[] state =
                        GoalLabels.relabel(UniformScramble.draw(tablesGoal, i).board(), tablesGoal);
                sum += heuristicUsed.estimate(state);
                firstSum += heuristic.estimate(state);
            }
            System.out.printf(
                    Locale.ROOT,
                    "%-9s mean estimate over %d boards: %.3f (the first split alone %.3f), %s%n",
                    shape,
                    meanOf,
                    sum / (double) meanOf,
                    firstSum / (double) meanOf,
                    heuristicUsed.name());
            return;
        }
        double wallSeconds = (System.nanoTime() - wall) / 1e9;
        double cpuSeconds = (processCpuNanos() - cpu) / 1e9;
        PatternDatabaseCatalog catalog = new PatternDatabaseCatalog();
        catalog.register(rows, columns, tableBlank, heuristicUsed);
        // -Dthreads=2: a helper for every solve, as the service lends one while a core is free
        int threads = Integer.getInteger("threads", 1);
        // -DorderDepth=N: nodes shallower than N visit their children smallest estimate first (the service: 8)
        Integer orderDepth = Integer.getInteger("orderDepth");
        IdaStarSolver solver = orderDepth != null
                ? IdaStarVariants.optimal(
                        catalog,
                        PatternDatabase.MAX_CELLS,
                        SearchThreads.of(threads),
                        orderDepth,
                        true,
                        -1,
                        DuplicatePruning.standard(),
                        -1)
                : threads > 1
                        ? IdaStarSolver.optimal(catalog, PatternDatabase.MAX_CELLS, SearchThreads.of(threads))
                        : IdaStarSolver.optimal(catalog, PatternDatabase.MAX_CELLS);
        Board goal = goalWithBlank(rows, columns, goalBlank);
        List<long[]> results = new ArrayList<>();
        int proven = 0;
        // with -Dfast=MS, each board's fast answer with the same tables too (a helper thread lent), beside its optimum
        long fastMillis = Long.getLong("fast", 0);
        Solver reduction = new ReductionSolver(new FastSolver(), Duration.ofSeconds(1));
        Solver fast = new NearOptimalSolver(
                reduction,
                ReadyTables.of(catalog),
                rows * columns,
                List.of(reduction),
                Duration.ofDays(1),
                SearchThreads.of(2));
        long fastSum = 0;
        long fastAll = 0;
        long optimumSum = 0;
        double fastWorst = 0;
        int first = Integer.getInteger("first", 0);
        for (int i = first; i < first + boards; i++) {
            long seed = 7 + i;
            Board board = walk > 0
                    ? RandomWalk.walk(goal, walk, seed, false).board()
                    : UniformScramble.draw(goal, seed).board();
            Solution quick =
                    fastMillis > 0 ? fast.solve(board, goal, Deadline.after(Duration.ofMillis(fastMillis))) : null;
            fastAll += quick == null ? 0 : quick.length();
            long start = System.nanoTime();
            try {
                // -Dknown=true: the optimal search is told the fast answer, as the service tells it
                Solution solution = Boolean.getBoolean("known") && quick != null
                        ? solver.solve(board, goal, Deadline.after(deadline), quick)
                        : solver.solve(board, goal, Deadline.after(deadline));
                if (!solution.replay(board).equals(goal) || !solution.optimal()) {
                    throw new IllegalStateException("a wrong answer for " + board);
                }
                if (quick != null) {
                    if (!quick.replay(board).equals(goal) || quick.length() < solution.length()) {
                        throw new IllegalStateException("a wrong fast answer for " + board);
                    }
                    fastSum += quick.length();
                    optimumSum += solution.length();
                    fastWorst = Math.max(fastWorst, quick.length() / (double) solution.length());
                }
                proven++;
                results.add(new long[] {System.nanoTime() - start, solution.nodesExpanded(), solution.length()});
            } catch (SearchTimeoutException timeout) {
                results.add(new long[] {System.nanoTime() - start, timeout.nodesExpanded(), -1, timeout.lowerBound()});
            }
            if (Boolean.getBoolean("each")) {
                long[] last = results.get(results.size() - 1);
                System.out.printf(
                        Locale.ROOT,
                        "  seed %d: %s, %.3f s, %,d nodes%s%n",
                        seed,
                        last[2] < 0 ? "unproven (bound " + last[3] + ")" : last[2] + " slides",
                        last[0] / 1e9,
                        last[1],
                        quick == null ? "" : "; fast answer " + quick.length());
            }
        }
        long[] times = results.stream().mapToLong(r -> r[0]).sorted().toArray();
        long[] nodes = results.stream().mapToLong(r -> r[1]).sorted().toArray();
        int[] lengths = results.stream()
                .filter(r -> r[2] >= 0)
                .mapToInt(r -> (int) r[2])
                .sorted()
                .toArray();
        System.out.printf(
                Locale.ROOT,
                "%-9s %-14s %8.1f %8.1f %9d %9d | %3d/%-3d %4s %9.3f %9.3f %,12d %,12d%n",
                shape,
                partition.name()
                        + (heuristic.name().contains("mirror") ? "+m" : "")
                        + (across > 0 || secondTemplate != null
                                ? " max "
                                        + (secondTemplate != null
                                                ? "t"
                                                : acrossSizes != null ? "x" + acrossSizes : "x" + across)
                                : "")
                        + (dual > 0 ? " d" + dual : ""),
                wallSeconds,
                cpuSeconds,
                peakResidentMegabytes(),
                disk[0] >> 20,
                proven,
                boards,
                lengths.length == 0 ? "-" : String.valueOf(lengths[lengths.length / 2]),
                times[times.length / 2] / 1e9,
                times[times.length - 1] / 1e9,
                nodes[nodes.length / 2],
                nodes[nodes.length - 1]);
        if (fastMillis > 0) {
            System.out.printf(
                    Locale.ROOT,
                    "%-9s fast answers in %d ms on the %d proven boards: %d slides against %d (%.4f), worst %.3f%n",
                    shape,
                    fastMillis,
                    proven,
                    fastSum,
                    optimumSum,
                    fastSum / (double) Math.max(1, optimumSum),
                    fastWorst);
            System.out.printf(Locale.ROOT, "%-9s fast answers on all %d boards: %d slides%n", shape, boards, fastAll);
        }
    }

    static Board goalWithBlank(int rows, int columns, int blank) {
        int[] cells = new int[rows * columns];
        for (int cell = 0, tile = 1; cell < cells.length; cell++) {
            cells[cell] = cell == blank ? 0 : tile++;
        }
        return Board.of(rows, columns, cells);
    }

    private static long processCpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime();
    }

    /** The process's peak resident memory (VmHWM), in MB; 0 where /proc is not there. */
    private static long peakResidentMegabytes() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("VmHWM:")) {
                    return Long.parseLong(line.replaceAll("\\D", "")) >> 10;
                }
            }
        } catch (IOException e) {
            return 0;
        }
        return 0;
    }

    /** The pattern sizes of a split written {@code 7-6-6}. */
    static int[] sizes(String dashed) {
        return Arrays.stream(dashed.split("-")).mapToInt(Integer::parseInt).toArray();
    }

    /**
     * A split's tables: read from its file in {@code folder} (written there first when missing, its size added to
     * {@code disk[0]}), or built in memory without a folder.
     */
    static AdditivePatternDatabase tables(
            PatternPartition partition, int rows, int columns, int tableBlank, Path folder, long[] disk, boolean drawn)
            throws IOException {
        int threads = Runtime.getRuntime().availableProcessors();
        if (folder == null) {
            return partition.heuristic(partition.buildRegionTables(threads, Thread.NORM_PRIORITY));
        }
        // a split drawn as a template is named by its sizes alone: its cells' hash keeps its file apart
        String cells = drawn ? "-" + Integer.toHexString(Arrays.deepHashCode(partition.patterns())) : "";
        Path file = folder.resolve(
                "bench-" + rows + "x" + columns + "-b" + tableBlank + "-" + partition.name() + cells + ".pdb");
        if (!Files.exists(file)) {
            PatternDatabaseFile.write(file, partition, threads, Thread.NORM_PRIORITY, line -> {});
        }
        disk[0] += Files.size(file);
        List<PatternDatabase> tables = PatternDatabaseFile.loadTables(file, partition);
        if (Boolean.getBoolean("packed")) {
            // as the service holds them: half a byte an entry on the heap where every entry fits, else the bytes
            tables.replaceAll(table -> {
                PatternDatabase packed = table.packed(columns);
                return packed != table ? packed : table.onHeap();
            });
        }
        return partition.heuristic(tables);
    }
}
