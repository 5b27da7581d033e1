package dev.fifteen.bench;

import dev.fifteen.puzzle.Board;
import dev.fifteen.search.fast.FastSolution;
import dev.fifteen.search.fast.FastSolver;
import dev.fifteen.search.fast.RandomBoards;

import java.time.Duration;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * Prints the fast solver's figures: slides / n^3 and time on random n x n boards, rectangles.
 * Run: {@code ./mvnw -q test-compile exec:java -Dexec.mainClass=dev.fifteen.bench.FastSolveBench}
 */
public final class FastSolveBench {

    public static void main(String[] args) {
        FastSolver solver = new FastSolver();
        warmUp(solver);
        System.out.println("Random uniform n x n boards (seeded), constructive reduction only");
        System.out.printf("%5s %6s %14s %10s %10s %10s%n", "n", "boards", "mean slides", "/ n^3", "mean ms", "max ms");
        int[] sizes = {5, 10, 20, 50, 100};
        int[] counts = {200, 100, 30, 10, 5};
        for (int s = 0; s < sizes.length; s++) {
            int n = sizes[s];
            squareFigures(solver, n, counts[s]);
        }
        System.out.println();
        System.out.println("Rectangles");
        int[][] shapes = {{5, 10}, {10, 5}, {3, 50}, {50, 3}, {2, 100}, {100, 2}};
        for (int[] shape : shapes) {
            rectangleFigures(solver, shape[0], shape[1], 20);
        }
    }

    private static void warmUp(FastSolver solver) {
        SplittableRandom random = new SplittableRandom(7);
        for (int i = 0; i < 30; i++) {
            Board goal = Board.standardGoal(30, 30);
            solver.solve(RandomBoards.solvableToward(goal, random), goal);
        }
    }

    private static void squareFigures(FastSolver solver, int n, int count) {
        SplittableRandom random = new SplittableRandom(1000 + n);
        Board goal = Board.standardGoal(n, n);
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
        double mean = (double) totalSlides / count;
        System.out.printf("%5d %6d %14.1f %10.3f %10.2f %10.2f%n", n, count, mean, mean / ((double) n * n * n),
                totalMillis / count, maxMillis);
    }

    private static void rectangleFigures(FastSolver solver, int rows, int columns, int count) {
        SplittableRandom random = new SplittableRandom(rows * 1000L + columns);
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
        System.out.printf("%3d x %-3d  %3d boards, all valid: mean %.1f slides, mean %.2f ms, max %.2f ms%n", rows,
                columns, count, (double) totalSlides / count, totalMillis / count, maxMillis);
    }

    private static void check(Board board, Board goal, FastSolution solution) {
        int[] end = RandomBoards.replay(board, solution.directions());
        if (end == null || !Arrays.equals(end, goal.cells())) {
            throw new IllegalStateException("invalid solution for " + board);
        }
    }
}
