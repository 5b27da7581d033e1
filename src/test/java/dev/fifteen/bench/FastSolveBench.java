package dev.fifteen.bench;

import dev.fifteen.puzzle.Board;
import dev.fifteen.search.fast.FastSolution;
import dev.fifteen.search.fast.FastSolver;
import dev.fifteen.testing.BenchmarkFiles;
import dev.fifteen.testing.Goals;
import dev.fifteen.testing.RandomBoards;
import dev.fifteen.testing.Slides;

import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Prints the fast solver's figures: slides / n^3 and time on random n x n boards, rectangles, and the length
 * ratio to the optimum on Korf's 24-puzzles. Run:
 * {@code ./mvnw -q test-compile exec:java -Dexec.mainClass=dev.fifteen.bench.FastSolveBench}, optionally with
 * {@code -Dexec.args="squares rectangles korf24"} to pick parts and {@code -DbudgetMs=2000} for the search budget.
 */
public final class FastSolveBench {

    public static void main(String[] args) {
        List<String> parts = args.length == 0 ? List.of("squares", "rectangles", "korf24") : List.of(args);
        FastSolver solver = new FastSolver();
        warmUp(solver);
        if (parts.contains("squares")) {
            squares(solver);
        }
        if (parts.contains("rectangles")) {
            rectangles(solver);
        }
        if (parts.contains("korf24")) {
            korf24(solver, Duration.ofMillis(Long.getLong("budgetMs", 2000)));
        }
        Timing.exitOnWrong();
    }

    private static void squares(FastSolver solver) {
        System.out.println("Random uniform n x n boards (seeded), constructive reduction only");
        System.out.printf("%5s %6s %14s %10s %10s %10s%n", "n", "boards", "mean slides", "/ n^3", "mean ms", "max ms");
        int[] sizes = {5, 10, 20, 50, 100};
        int[] counts = {200, 100, 30, 10, 5};
        for (int s = 0; s < sizes.length; s++) {
            int n = sizes[s];
            squareFigures(solver, n, counts[s]);
        }
    }

    private static void rectangles(FastSolver solver) {
        System.out.println();
        System.out.println("Rectangles");
        int[][] shapes = {{5, 10}, {10, 5}, {3, 50}, {50, 3}, {2, 100}, {100, 2}};
        for (int[] shape : shapes) {
            rectangleFigures(solver, shape[0], shape[1], 20);
        }
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
            check(board, goal, solution);
            Timing.verify(solution.length() >= optimum && solution.lowerBound() <= optimum,
                    "Korf 24 #" + instance.number() + ": length " + solution.length() + ", bound "
                            + solution.lowerBound() + ", optimum " + optimum);
            double ratio = (double) solution.length() / optimum;
            System.out.printf("%3s %8d %8d %8d %8d %8.3f %9.1f%n", instance.number(), optimum, solution.lowerBound(),
                    solution.constructiveLength(), solution.length(), ratio, millis);
            ratioSum += ratio;
            worstRatio = Math.max(worstRatio, ratio);
            millisSum += millis;
            lengthSum += solution.length();
            optimumSum += optimum;
            count++;
        }
        System.out.printf("%d boards: mean ratio to the optimum %.3f (total %d / %d = %.3f), worst %.3f, mean %.0f ms%n",
                count, ratioSum / count, lengthSum, optimumSum, (double) lengthSum / optimumSum, worstRatio,
                millisSum / count);
    }

    private static void warmUp(FastSolver solver) {
        SplittableRandom random = new SplittableRandom(7);
        for (int i = 0; i < 30; i++) {
            Board goal = Board.standardGoal(30, 30);
            solver.solve(RandomBoards.solvableToward(goal, random), goal);
        }
    }

    private static void squareFigures(FastSolver solver, int n, int count) {
        Figures figures = measure(solver, n, n, count, new SplittableRandom(1000 + n));
        System.out.printf("%5d %6d %14.1f %10.3f %10.2f %10.2f%n", n, count, figures.meanSlides(),
                figures.meanSlides() / ((double) n * n * n), figures.meanMillis(), figures.maxMillis());
    }

    private static void rectangleFigures(FastSolver solver, int rows, int columns, int count) {
        Figures figures = measure(solver, rows, columns, count, new SplittableRandom(rows * 1000L + columns));
        System.out.printf("%3d x %-3d  %3d boards, all valid: mean %.1f slides, mean %.2f ms, max %.2f ms%n", rows,
                columns, count, figures.meanSlides(), figures.meanMillis(), figures.maxMillis());
    }

    private record Figures(double meanSlides, double meanMillis, double maxMillis) {
    }

    /** Solves {@code count} random boards of a shape toward the standard goal, checking every answer. */
    private static Figures measure(FastSolver solver, int rows, int columns, int count, SplittableRandom random) {
        Board goal = Board.standardGoal(rows, columns);
        long totalSlides = 0;
        double totalMillis = 0;
        double maxMillis = 0;
        for (int i = 0; i < count; i++) {
            Board board = RandomBoards.solvableToward(goal, random);
            long t0 = System.nanoTime();
            FastSolution solution = solver.solve(board, goal);
            double millis = (System.nanoTime() - t0) / 1e6;
            check(board, goal, solution);
            totalSlides += solution.length();
            totalMillis += millis;
            maxMillis = Math.max(maxMillis, millis);
        }
        return new Figures((double) totalSlides / count, totalMillis / count, maxMillis);
    }

    /** The slides, replayed on the test side, lead to the goal. */
    private static void check(Board board, Board goal, FastSolution solution) {
        boolean reaches;
        try {
            reaches = Arrays.equals(Slides.play(board, solution.directions()), goal.cells());
        } catch (AssertionError e) {
            reaches = false;
        }
        Timing.verify(reaches, "the solution of " + board.rows() + " x " + board.columns() + " " + board.toText()
                + " does not reach the goal");
    }
}
