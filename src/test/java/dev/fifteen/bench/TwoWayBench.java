package dev.fifteen.bench;

import dev.fifteen.puzzle.Board;
import dev.fifteen.scramble.UniformScramble;
import dev.fifteen.search.Deadline;
import dev.fifteen.search.Grid;
import dev.fifteen.search.Heuristic;
import dev.fifteen.search.SearchProgress;
import dev.fifteen.search.SearchThreads;
import dev.fifteen.search.SearchTimeoutException;
import dev.fifteen.search.Solution;
import dev.fifteen.search.Solver;
import dev.fifteen.search.anytime.NearOptimalSolver;
import dev.fifteen.search.anytime.ReadyTables;
import dev.fifteen.search.fast.FastSolver;
import dev.fifteen.search.fast.ReductionSolver;
import dev.fifteen.search.ida.IdaStarSolver;
import dev.fifteen.search.pdb.AdditivePatternDatabase;
import dev.fifteen.search.pdb.EveryBlankSplit;
import dev.fifteen.search.pdb.MidSizeTables;
import dev.fifteen.search.pdb.OrbitDual;
import dev.fifteen.search.pdb.PatternDatabase;
import dev.fifteen.search.pdb.PatternDatabaseCatalog;
import dev.fifteen.search.pdb.PatternPartition;
import dev.fifteen.search.pdb.SplitMaximum;
import dev.fifteen.search.planning.BoundedOptimalSolver;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The optimal search of boards of 17 to 25 cells from either end ({@code IdaStarSolver.fromEitherEnd}) beside the
 * search from the board's own end, both on two threads as the service runs them, with the tables of every goal blank
 * cell the boards need in place (both splits; read from, or written to, the folder): per board its blank cell, then
 * each search's length (- when unproven within the deadline), wall time, nodes and heuristic (", from the goal" when
 * the goal's end was searched). Boards are {@code UniformScramble} draws toward the standard goal, seeds 7 on, as
 * {@link MidSizeBench} draws them.
 *
 * <pre>
 * java -Xmx6g -cp target/test-classes:target/classes dev.fifteen.bench.TwoWayBench 4x5 15 60 /tmp/midtables 0
 * </pre>
 * Arguments: the shape, the boards, the deadline in seconds, the tables' folder, the first board (0: seed 7). The
 * load average is printed at the start and the end.
 * {@code -DskipPlain=true} or {@code -DskipEither=true} runs one of the two; {@code -Dh0=true} prints each end's
 * threshold after its first poll instead of solving; {@code -Devery=true} serves every goal blank from one set of
 * tables built in memory ({@code EveryBlankSplit}, both splits) instead of a set for each blank cell's orbit;
 * {@code -Dsizes=7-6-6} gives the first split those pattern sizes (as {@code fifteen.solve.mid-size.seven-tile-shapes}
 * does on 4 x 5) instead of the default six at most, {@code -DacrossSizes=7-6-6} the second; {@code -Dturned=true}
 * reads the sets of the transposed shape instead of the shape's own (as the service serves a shape taller than
 * wide); {@code -Dbackward=true} searches the goal's end alone instead of the board's own, {@code -Diterations=true}
 * prints each threshold as it is reached; {@code -Dshifted=true} reads the first split's order cut with its
 * borders two and four tiles later (3-6-6-5 and 5-6-6-3 beside 7-6-6-1) instead of the second split, {@code
 * -Dshifted=5} the order cut once, its first pattern of five tiles;
 * {@code -Ddual=true} registers every orbit's set first and reads each with the dual lookups of them all
 * ({@code OrbitDual}), {@code -DdualGap=N} only within N slides of the search's limit; {@code -Dservice=true} solves
 * from either end as the service does ({@code BoundedOptimalSolver}): the fast answer first (the near-optimal solver
 * with the same tables, at most 2 s), then the optimal search told it, which stops once it has proven it shortest;
 * the time counts both, and the length and nodes of a board unproven are the fast answer's ({@code -DfastSeconds=N}
 * gives the fast answer N seconds instead of the service's 2); {@code -Dthreads=1} searches on one thread instead of
 * two.
 */
public final class TwoWayBench {

    private TwoWayBench() {}

    public static void main(String[] args) throws IOException {
        String[] parts = args[0].split("x");
        int rows = Integer.parseInt(parts[0]);
        int columns = Integer.parseInt(parts[1]);
        int boards = Integer.parseInt(args[1]);
        Duration deadline = Duration.ofSeconds(Long.parseLong(args[2]));
        Path folder = Path.of(args[3]);
        int first = args.length > 4 ? Integer.parseInt(args[4]) : 0;
        System.out.printf(Locale.ROOT, "load average at the start: %.2f%n", HttpSolveBench.loadAverage());
        PatternDatabaseCatalog catalog = new PatternDatabaseCatalog();
        Set<Integer> registered = new HashSet<>();
        SearchThreads threads = SearchThreads.of(Integer.getInteger("threads", 2));
        IdaStarSolver plain = IdaStarSolver.optimal(catalog, PatternDatabase.MAX_CELLS, threads);
        IdaStarSolver both = plain.fromEitherEnd(17, false);
        // -Dservice=true: the fast answer first, then the search from either end told it, as the service composes them
        // -DfastSeconds=N: the fast answer's budget (the service's fifteen.solve.fast-search-budget, 2 s)
        Duration fastBudget = Duration.ofSeconds(Long.getLong("fastSeconds", 2));
        Solver reduction = new ReductionSolver(new FastSolver(), Duration.ofSeconds(2));
        Solver served = new BoundedOptimalSolver(
                both,
                new NearOptimalSolver(reduction, ReadyTables.of(catalog), 25, List.of(reduction), fastBudget, threads),
                17);
        Board goal = MidSizeBench.goalWithBlank(rows, columns, rows * columns - 1);
        if (Boolean.getBoolean("every")) {
            // one set of tables for every goal blank cell, each split completed with the blank's cell of its drawing
            int cores = Runtime.getRuntime().availableProcessors();
            long wall = System.nanoTime();
            EveryBlankSplit along =
                    EveryBlankSplit.build(PatternPartition.midSize(rows, columns, 0, 6), cores, Thread.NORM_PRIORITY);
            EveryBlankSplit across = EveryBlankSplit.build(
                    PatternPartition.chunkedAcross(rows, columns, 0, 6), cores, Thread.NORM_PRIORITY);
            for (int blank = 0; blank < rows * columns; blank++) {
                catalog.register(rows, columns, blank, new SplitMaximum(along.forGoal(blank), across.forGoal(blank)));
                registered.add(blank);
            }
            System.out.printf(
                    Locale.ROOT,
                    "tables of every goal blank: %d tables, %d MB, %.1f s%n",
                    along.tableCount() + across.tableCount(),
                    (along.bytes() + across.bytes()) >> 20,
                    (System.nanoTime() - wall) / 1e9);
        }
        // -Ddual=true: every orbit's set registered first, each read with the dual lookups of them all (OrbitDual)
        if (Boolean.getBoolean("dual")) {
            Map<Integer, AdditivePatternDatabase[]> sets = new HashMap<>();
            for (int cell = 0; cell < rows * columns; cell++) {
                int canonical = MidSizeTables.canonical(rows, columns, cell);
                if (!sets.containsKey(canonical)) {
                    PatternPartition[] splits = splits(rows, columns, canonical);
                    long[] disk = new long[1];
                    AdditivePatternDatabase[] set = new AdditivePatternDatabase[splits.length];
                    for (int s = 0; s < splits.length; s++) {
                        set[s] = MidSizeBench.tables(splits[s], rows, columns, canonical, folder, disk, false);
                    }
                    sets.put(canonical, set);
                }
            }
            int gap = Integer.getInteger("dualGap", Integer.MAX_VALUE);
            for (Map.Entry<Integer, AdditivePatternDatabase[]> set : sets.entrySet()) {
                Heuristic regular = SplitMaximum.of(List.of(set.getValue()));
                catalog.register(
                        rows,
                        columns,
                        set.getKey(),
                        new OrbitDual(regular, rows, columns, set.getKey(), sets::get, gap));
            }
            for (int cell = 0; cell < rows * columns; cell++) {
                registered.add(cell);
            }
        }
        for (int i = first; i < first + boards; i++) {
            long seed = 7 + i;
            Board board = UniformScramble.draw(goal, seed).board();
            // -Dturned=true: the sets of the transposed shape (the service's for a shape taller than wide), read turned
            boolean turned = Boolean.getBoolean("turned");
            int setRows = turned ? columns : rows;
            int setColumns = turned ? rows : columns;
            for (Board target : new Board[] {goal, board}) {
                int blank = 0;
                while (target.cells()[blank] != 0) {
                    blank++;
                }
                if (turned) {
                    blank = new Grid(rows, columns).transposes()[0][blank];
                }
                int tableBlank = MidSizeTables.canonical(setRows, setColumns, blank);
                if (!registered.contains(blank) && registered.add(tableBlank)) {
                    long[] disk = new long[1];
                    List<AdditivePatternDatabase> set = new ArrayList<>();
                    for (PatternPartition split : splits(setRows, setColumns, tableBlank)) {
                        set.add(MidSizeBench.tables(split, setRows, setColumns, tableBlank, folder, disk, false));
                    }
                    catalog.register(setRows, setColumns, tableBlank, SplitMaximum.of(set));
                }
            }
            if (Boolean.getBoolean("h0")) {
                IdaStarSolver alone = IdaStarSolver.optimal(catalog, PatternDatabase.MAX_CELLS);
                System.out.printf(
                        Locale.ROOT,
                        "board %2d  h0 forward %d  backward %d%n",
                        i,
                        startBound(alone, board, goal),
                        startBound(alone, goal, board));
                continue;
            }
            // -Dbackward=true: the search from the board's own end replaced by the one from the goal's end alone
            String forward = Boolean.getBoolean("skipPlain")
                    ? ""
                    : Boolean.getBoolean("backward")
                            ? run(plain, goal, board, deadline)
                            : run(plain, board, goal, deadline);
            String raced = Boolean.getBoolean("skipEither")
                    ? ""
                    : run(Boolean.getBoolean("service") ? served : both, board, goal, deadline);
            System.out.printf(
                    Locale.ROOT,
                    "board %2d  blank %2d  two threads %s  either end %s%n",
                    i,
                    board.blankIndex(),
                    forward,
                    raced);
        }
        System.out.printf(Locale.ROOT, "load average at the end: %.2f%n", HttpSolveBench.loadAverage());
    }

    /** The splits of the set for goal blank {@code tableBlank}, as the options draw them. */
    private static PatternPartition[] splits(int rows, int columns, int tableBlank) {
        // -Dsizes=7-6-6: the first split's pattern sizes (the service's 6-6-6-1 by default)
        String sizes = System.getProperty("sizes");
        PatternPartition along = sizes != null
                ? PatternPartition.chunked(rows, columns, tableBlank, MidSizeBench.sizes(sizes))
                : PatternPartition.midSize(rows, columns, tableBlank, 6);
        // -DacrossSizes=7-6-6: the second split's pattern sizes (6-6-6-1 across by default)
        String acrossSizes = System.getProperty("acrossSizes");
        PatternPartition across = acrossSizes != null
                ? PatternPartition.chunkedAcross(rows, columns, tableBlank, MidSizeBench.sizes(acrossSizes))
                : PatternPartition.chunkedAcross(rows, columns, tableBlank, 6);
        String shifted = System.getProperty("shifted");
        if (shifted != null) {
            // -Dshifted=true: the first split's order cut with its borders two and four tiles later, not across;
            // -Dshifted=5: once, its first pattern of five tiles
            List<PatternPartition> splits = new ArrayList<>(List.of(along));
            if (shifted.equals("true")) {
                int first = along.patterns()[0].length;
                for (int shift : new int[] {2, 4}) {
                    splits.add(PatternPartition.midSize(rows, columns, tableBlank, (first + shift - 1) % 6 + 1, 6));
                }
            } else {
                for (String first : shifted.split(",")) {
                    splits.add(PatternPartition.midSize(rows, columns, tableBlank, Integer.parseInt(first), 6));
                }
            }
            return splits.toArray(PatternPartition[]::new);
        }
        return new PatternPartition[] {along, across};
    }

    private static int startBound(IdaStarSolver solver, Board from, Board to) {
        try {
            return solver.solve(from, to, Deadline.after(Duration.ofNanos(1))).lowerBound();
        } catch (SearchTimeoutException timeout) {
            return timeout.lowerBound();
        }
    }

    private static String run(Solver solver, Board from, Board to, Duration deadline) {
        long start = System.nanoTime();
        try {
            Deadline until = Deadline.after(deadline);
            if (Boolean.getBoolean("iterations")) {
                // -Diterations=true: each threshold as it is reached, with the nodes expanded before it
                until = until.reportingTo(new SearchProgress() {
                    @Override
                    public void lowerBound(int lowerBound, long nodesExpanded) {
                        System.out.printf(Locale.ROOT, "  threshold %d after %,d nodes%n", lowerBound, nodesExpanded);
                    }
                });
            }
            Solution solution = solver.solve(from, to, until);
            if (!solution.replay(from).equals(to)) {
                throw new IllegalStateException("a wrong answer for " + from);
            }
            return String.format(
                    Locale.ROOT,
                    "%s%3d %7.3f s %,13d (%s)",
                    solution.optimal() ? "" : "unproven, fast ",
                    solution.length(),
                    (System.nanoTime() - start) / 1e9,
                    solution.nodesExpanded(),
                    solution.heuristic());
        } catch (SearchTimeoutException timeout) {
            return String.format(
                    Locale.ROOT, "  - %7.3f s %,13d", (System.nanoTime() - start) / 1e9, timeout.nodesExpanded());
        }
    }
}
