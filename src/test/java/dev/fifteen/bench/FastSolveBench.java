package dev.fifteen.bench;

import dev.fifteen.puzzle.Board;
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
        System.out.printf("%5s %6s %14s %10s   %s%n", "n", "boards", "mean slides", "/ n^3", "median per board");
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

    private static void squareFigures(FastSolver solver, int n, int count) {
        Figures figures = measure(solver, n, n, count, new SplittableRandom(1000 + n));
        System.out.printf(
                "%5d %6d %14.1f %10.3f   %s%n",
                n, count, figures.meanSlides(), figures.meanSlides() / ((double) n * n * n), figures.medians());
    }

    private static void rectangleFigures(FastSolver solver, int rows, int columns, int count) {
        Figures figures = measure(solver, rows, columns, count, new SplittableRandom(rows * 1000L + columns));
        System.out.printf(
                "%3d x %-3d  %3d boards, all checked: mean %.1f slides, median %s%n",
                rows, columns, count, figures.meanSlides(), figures.medians());
    }

    private record Figures(double meanSlides, Timing.Medians medians) {}

    private record Answer(Board board, FastSolution solution) {}

    /** Solves {@code count} random boards of a shape toward the standard goal, checking every answer. */
    private static Figures measure(FastSolver solver, int rows, int columns, int count, SplittableRandom random) {
        Board goal = Board.standardGoal(rows, columns);
        Board[] boards = new Board[count];
        for (int i = 0; i < count; i++) {
            boards[i] = RandomBoards.solvableToward(goal, random);
        }
        long[] slides = new long[1];
        Timing.Medians medians = Timing.measure(
                rows + " x " + columns,
                0,
                count,
                false,
                i -> {
                    FastSolution solution = solver.solve(boards[i], goal);
                    slides[0] += solution.length();
                    return new Answer(boards[i], solution);
                },
                answer -> reaches(answer.board(), goal, answer.solution()));
        return new Figures((double) slides[0] / count, medians);
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
