package dev.fifteen.bench;

import dev.fifteen.puzzle.Board;
import dev.fifteen.search.SearchThreads;
import dev.fifteen.search.fast.FastSolution;
import dev.fifteen.search.fast.FastSolver;
import dev.fifteen.testing.infra.BenchmarkFiles;
import dev.fifteen.testing.oracle.Goals;
import dev.fifteen.testing.oracle.RandomBoards;
import dev.fifteen.testing.oracle.Slides;

import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Prints the fast solver's figures, side by side with the line-by-line reduction alone (the solver before its guided
 * runs): on seeded random n x n boards and rectangles, the mean slides as a multiple of n^3 (of cells times the longer
 * side on a rectangle) and of the Manhattan distance, the multi-tile moves (a straight run of the blank) on 10 x 10 and
 * 20 x 20, the time to the first answer and the whole time per board; and the length ratio to the optimum on Korf's
 * 24-puzzles. Every answer is replayed on the test side. Run:
 * {@code ./mvnw -q test-compile exec:java -Dexec.mainClass=dev.fifteen.bench.FastSolveBench}, optionally with
 * {@code -Dexec.args="squares rectangles korf24"} to pick parts and {@code -DbudgetMs=2000} for the budget of the
 * later runs (2 s: what the service gives within the default 10 s deadline), {@code -DseedOffset=1} for other boards
 * than the figures in {@code docs/benchmarks.md} were measured on, {@code -Dthreads=1} for a solve on one thread (2 by
 * default, as the service's {@code fifteen.solve.search-threads}: on boards past 64 cells the guided runs borrow a
 * helper).
 */
public final class FastSolveBench {

    /** Added to each shape's seed ({@code -DseedOffset}, 0 by default): other boards to check a figure on. */
    private static final long SEED_OFFSET = Long.getLong("seedOffset", 0);

    public static void main(String[] args) {
        List<String> parts = args.length == 0 ? List.of("squares", "rectangles", "korf24") : List.of(args);
        int threads = Integer.getInteger("threads", 2);
        SearchThreads helpers = SearchThreads.of(threads);
        FastSolver solver = new FastSolver(helpers);
        Duration budget = Duration.ofMillis(Long.getLong("budgetMs", 2000));
        System.out.println("load average at the start: " + Timing.loadAverage());
        System.out.printf("threads a solve may use: %d (the service's default)%n", threads);
        warmUp(solver);
        if (parts.contains("squares") || parts.contains("rectangles")) {
            System.out.printf(
                    "Seeded random boards toward the standard goal, later runs' budget %d ms%n", budget.toMillis());
            System.out.printf(
                    "%-9s %6s | %-37s | %-46s%n",
                    "", "", "line-by-line reduction alone", "fast solver (guided runs within the budget)");
            System.out.printf(
                    "%-9s %6s | %10s %7s %7s %10s | %10s %7s %7s %8s %10s%n",
                    "shape",
                    "boards",
                    "slides",
                    "/ size",
                    "/ manh",
                    "moves",
                    "slides",
                    "/ size",
                    "/ manh",
                    "first ms",
                    "total ms");
        }
        if (parts.contains("squares")) {
            int[] sizes = {10, 20, 50, 100};
            int[] counts = {10, 10, 3, 2};
            for (int s = 0; s < sizes.length; s++) {
                compare(solver, sizes[s], sizes[s], counts[s], budget);
            }
        }
        if (parts.contains("rectangles")) {
            int[][] shapes = {{10, 30}, {30, 10}, {5, 100}, {100, 5}};
            for (int[] shape : shapes) {
                compare(solver, shape[0], shape[1], 3, budget);
            }
        }
        if (parts.contains("korf24")) {
            korf24(solver, budget);
        }
        System.out.println("load average at the end: " + Timing.loadAverage());
        helpers.close();
        Timing.exitOnWrong();
    }

    /**
     * One shape: both solvers on the same seeded boards, every answer replayed. The size is n^3 for a square, cells
     * times the longer side for a rectangle; multi-tile moves are printed (after the slides, "moves") up to 20 x 20.
     */
    private static void compare(FastSolver solver, int rows, int columns, int count, Duration budget) {
        SplittableRandom random = new SplittableRandom(rows * 1000L + columns + SEED_OFFSET);
        Board goal = Board.standardGoal(rows, columns);
        double size = (double) rows * columns * Math.max(rows, columns);
        boolean multi = rows * columns <= 400;
        long oldSlides = 0;
        long oldMoves = 0;
        long newSlides = 0;
        long newMoves = 0;
        long manhattan = 0;
        double firstMillis = 0;
        double totalMillis = 0;
        for (int i = 0; i < count; i++) {
            Board board = RandomBoards.solvableToward(goal, random);
            manhattan += Slides.manhattan(board, goal);
            FastSolution old = FastSolver.lineByLine(board, goal);
            Timing.verify(reaches(board, goal, old), rows + " x " + columns + " board " + i + ": reduction wrong");
            oldSlides += old.length();
            oldMoves += multiTileMoves(old.directions());
            long[] first = new long[1];
            long t0 = System.nanoTime();
            FastSolution found = solver.solve(board, goal, budget, () -> false, improved -> {
                if (first[0] == 0) {
                    first[0] = System.nanoTime();
                }
            });
            long t1 = System.nanoTime();
            Timing.verify(reaches(board, goal, found), rows + " x " + columns + " board " + i + ": answer wrong");
            Timing.verify(found.length() <= old.length(), rows + " x " + columns + " board " + i + ": longer");
            newSlides += found.length();
            newMoves += multiTileMoves(found.directions());
            firstMillis += (first[0] - t0) / 1e6;
            totalMillis += (t1 - t0) / 1e6;
        }
        System.out.printf(
                "%-9s %6d | %10.1f %7.3f %7.3f %10s | %10.1f %7.3f %7.3f %8.0f %10.0f%n",
                rows + "x" + columns,
                count,
                (double) oldSlides / count,
                oldSlides / size / count,
                (double) oldSlides / manhattan,
                multi ? String.format("%.1f", (double) oldMoves / count) : "",
                (double) newSlides / count,
                newSlides / size / count,
                (double) newSlides / manhattan,
                firstMillis / count,
                totalMillis / count);
        if (multi) {
            System.out.printf(
                    "%-9s %6s | %10s %7s %7s %10s | multi-tile moves %.1f (%.3f n^3)%n",
                    "", "", "", "", "", "", (double) newMoves / count, newMoves / size / count);
        }
    }

    /** Maximal runs of one direction: a straight run of the blank is one multi-tile move. */
    private static int multiTileMoves(String directions) {
        int moves = 0;
        for (int i = 0; i < directions.length(); i++) {
            if (i == 0 || directions.charAt(i) != directions.charAt(i - 1)) {
                moves++;
            }
        }
        return moves;
    }

    /** Korf's 50 random 24-puzzles toward the goal with the blank first, with their optimal lengths. */
    private static void korf24(FastSolver solver, Duration budget) {
        System.out.println();
        System.out.printf("Korf's 50 24-puzzles, search budget %d ms each%n", budget.toMillis());
        System.out.printf("%3s %8s %8s %8s %8s %8s %9s%n", "#", "optimum", "bound", "reduce", "found", "ratio", "ms");
        Board goal = Goals.blankFirst(5, 5);
        double ratioSum = 0;
        double millisSum = 0;
        double worstRatio = 0;
        int count = 0;
        long lengthSum = 0;
        long optimumSum = 0;
        for (BenchmarkFiles.Instance instance : BenchmarkFiles.korf24()) {
            int optimum = instance.optimum();
            Board board = instance.board();
            long t0 = System.nanoTime();
            FastSolution solution = solver.solve(board, goal, budget);
            double millis = (System.nanoTime() - t0) / 1e6;
            Timing.verify(reaches(board, goal, solution), "Korf 24 #" + instance.number() + " does not reach the goal");
            Timing.verify(
                    solution.length() >= optimum && solution.lowerBound() <= optimum,
                    "Korf 24 #" + instance.number() + ": length " + solution.length() + ", bound "
                            + solution.lowerBound() + ", optimum " + optimum);
            double ratio = (double) solution.length() / optimum;
            System.out.printf(
                    "%3s %8d %8d %8d %8d %8.3f %9.1f%n",
                    instance.number(),
                    optimum,
                    solution.lowerBound(),
                    solution.constructiveLength(),
                    solution.length(),
                    ratio,
                    millis);
            ratioSum += ratio;
            worstRatio = Math.max(worstRatio, ratio);
            millisSum += millis;
            lengthSum += solution.length();
            optimumSum += optimum;
            count++;
        }
        System.out.printf(
                "%d boards: mean ratio to the optimum %.3f (total %d / %d = %.3f), worst %.3f, mean %.0f ms%n",
                count,
                ratioSum / count,
                lengthSum,
                optimumSum,
                (double) lengthSum / optimumSum,
                worstRatio,
                millisSum / count);
    }

    private static void warmUp(FastSolver solver) {
        SplittableRandom random = new SplittableRandom(7);
        for (int i = 0; i < 30; i++) {
            Board goal = Board.standardGoal(30, 30);
            Board board = RandomBoards.solvableToward(goal, random);
            Timing.verify(reaches(board, goal, solver.solve(board, goal)), "warm-up board " + i);
        }
    }

    /** Whether the slides, replayed on the test side, lead to the goal. */
    private static boolean reaches(Board board, Board goal, FastSolution solution) {
        try {
            return Arrays.equals(Slides.play(board, solution.directions()), goal.cells());
        } catch (AssertionError e) {
            return false;
        }
    }
}
