package dev.fifteen.bench;

import dev.fifteen.puzzle.Board;
import dev.fifteen.search.Deadline;
import dev.fifteen.search.SearchThreads;
import dev.fifteen.search.Solution;
import dev.fifteen.search.Solver;
import dev.fifteen.search.anytime.NearOptimalSolver;
import dev.fifteen.search.anytime.ReadyTables;
import dev.fifteen.search.fast.FastSolver;
import dev.fifteen.search.fast.ReductionSolver;
import dev.fifteen.search.pdb.PatternDatabaseCatalog;
import dev.fifteen.search.pdb.PatternDatabaseFile;
import dev.fifteen.search.twentyfour.TilePartition;
import dev.fifteen.search.twentyfour.TwentyFourTableFile;
import dev.fifteen.search.twentyfour.TwentyFourTableStore;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The fast answer with the pattern tables ({@link NearOptimalSolver}) side by side with today's fast answer (the
 * reduction alone), each board with the same deadline, on Korf's 50 24-puzzles ({@code korf24}, the 6-6-6-6 file)
 * or Korf's 100 15-puzzles ({@code korf100}, the 7-8 file, or the 6-6-3 tables built at the start when the file is
 * {@code -}): per board the published optimum, both lengths and their ratios to it, whether the new answer is proven
 * and its bound, its time; then both sums, the sum over the optima, the average and worst ratios. Each answer is
 * replayed to the goal, and one flagged optimal must have the published length. Run it in a JVM of its own:
 * <pre>
 * ./mvnw -q -o test-compile
 * nice -n 10 java -Xmx1g -cp target/classes:target/test-classes dev.fifteen.bench.NearOptimalBench \
 *     korf24 ~/.cache/fifteen/fifteen-5x5-6-6-6-6.pdb 2000 1-50 2
 * </pre>
 * Arguments: the set, the table file, the deadline of each board in milliseconds (default 2000), the boards
 * ({@code A-B}, default all), the threads of the answer with the tables (default 1; 2 lends it a helper, as the
 * service does while a core is free).
 */
public final class NearOptimalBench {

    private NearOptimalBench() {}

    public static void main(String[] args) throws IOException {
        String set = args.length > 0 ? args[0] : "korf24";
        String file = args.length > 1 ? args[1] : "-";
        Duration deadline = Duration.ofMillis(args.length > 2 ? Long.parseLong(args[2]) : 2000);
        List<String[]> instances = instances(set);
        int first = 1;
        int last = instances.size();
        if (args.length > 3) {
            first = Integer.parseInt(args[3].substring(0, args[3].indexOf('-')));
            last = Math.min(last, Integer.parseInt(args[3].substring(args[3].indexOf('-') + 1)));
        }
        int side = set.equals("korf24") ? 5 : 4;
        Solver today = new ReductionSolver(new FastSolver(), Duration.ofSeconds(1));
        ReadyTables tables;
        if (side == 5) {
            tables = ReadyTables.of(
                    TwentyFourTableStore.of(TwentyFourTableFile.load(Path.of(file), TilePartition.KORF_FELNER)));
        } else {
            PatternDatabaseCatalog catalog = new PatternDatabaseCatalog();
            if (file.equals("-")) {
                catalog.prepare(4, 4, 0, Runnable::run).join();
            } else {
                PatternDatabaseFile.load(Path.of(file)).forEach(heuristic -> catalog.register(4, 4, heuristic));
            }
            tables = ReadyTables.of(catalog);
        }
        int threads = args.length > 4 ? Integer.parseInt(args[4]) : 1;
        Solver nearOptimal =
                new NearOptimalSolver(today, tables, 25, List.of(today), Duration.ofDays(1), SearchThreads.of(threads));
        int[] cells = new int[side * side];
        Arrays.setAll(cells, cell -> cell);
        Board goal = Board.of(side, side, cells);
        System.out.printf(
                Locale.ROOT,
                "%s, %d ms a board, load %s%n%4s %7s %7s %6s %7s %6s %12s %8s%n",
                set,
                deadline.toMillis(),
                TwentyFourBench.load(),
                "#",
                "optimum",
                "today",
                "ratio",
                "tables",
                "ratio",
                "proven",
                "ms");
        nearOptimal.solve(
                Board.of(
                        side,
                        side,
                        instances.get(0)[1].trim().split("\\s+").length == side * side
                                ? Arrays.stream(instances.get(0)[1].trim().split("\\s+"))
                                        .mapToInt(Integer::parseInt)
                                        .toArray()
                                : cells),
                goal,
                Deadline.after(deadline));
        long optima = 0;
        long todaySum = 0;
        long newSum = 0;
        double todayWorst = 0;
        double newWorst = 0;
        int proven = 0;
        for (int i = first - 1; i < last; i++) {
            String[] fields = instances.get(i);
            Board board = Board.of(
                    side,
                    side,
                    Arrays.stream(fields[1].trim().split("\\s+"))
                            .mapToInt(Integer::parseInt)
                            .toArray());
            int optimum = Integer.parseInt(fields[2].trim());
            Solution before = today.solve(board, goal, Deadline.after(deadline));
            long start = System.nanoTime();
            Solution after = nearOptimal.solve(board, goal, Deadline.after(deadline));
            double ms = (System.nanoTime() - start) / 1e6;
            for (Solution solution : List.of(before, after)) {
                if (!solution.replay(board).equals(goal)
                        || solution.optimal() && solution.length() != optimum
                        || solution.lowerBound() > optimum) {
                    System.out.println("WRONG ANSWER for instance " + fields[0] + ": " + solution);
                    System.exit(1);
                }
            }
            optima += optimum;
            todaySum += before.length();
            newSum += after.length();
            todayWorst = Math.max(todayWorst, before.length() / (double) optimum);
            newWorst = Math.max(newWorst, after.length() / (double) optimum);
            proven += after.optimal() ? 1 : 0;
            System.out.printf(
                    Locale.ROOT,
                    "%4s %7d %7d %6.3f %7d %6.3f %12s %8.0f%n",
                    fields[0],
                    optimum,
                    before.length(),
                    before.length() / (double) optimum,
                    after.length(),
                    after.length() / (double) optimum,
                    after.optimal() ? "yes" : "no (>=" + after.lowerBound() + ")",
                    ms);
        }
        System.out.printf(
                Locale.ROOT,
                "sum of optima %d; today %d (%.4f), worst %.3f; with the tables %d (%.4f), worst %.3f, %d proven;"
                        + " load %s%n",
                optima,
                todaySum,
                todaySum / (double) optima,
                todayWorst,
                newSum,
                newSum / (double) optima,
                newWorst,
                proven,
                TwentyFourBench.load());
    }

    private static List<String[]> instances(String set) throws IOException {
        List<String[]> instances = new ArrayList<>();
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(
                NearOptimalBench.class.getResourceAsStream("/bench/" + set + ".txt"), StandardCharsets.UTF_8))) {
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    instances.add(line.split("\t"));
                }
            }
        }
        return instances;
    }
}
