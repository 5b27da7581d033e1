package dev.fifteen.bench;

import dev.fifteen.parity.SolvabilityCheck;
import dev.fifteen.parity.Verdict;
import dev.fifteen.puzzle.Board;
import dev.fifteen.testing.RandomBoards;

import java.util.Arrays;
import java.util.random.RandomGenerator;
import java.util.random.RandomGeneratorFactory;

/**
 * Measures the solvability check (inversion count included) on random square-ish boards of 10^3 to 10^6
 * cells and prints the median time and tiles per second. Run with
 * {@code ./mvnw -q test-compile exec:java -Dexec.mainClass=dev.fifteen.bench.SolvabilityBench}.
 */
public final class SolvabilityBench {

    public static void main(String[] args) {
        SolvabilityCheck check = new SolvabilityCheck();
        RandomGenerator random = RandomGeneratorFactory.<RandomGenerator>of("L64X128MixRandom").create(15);
        int[][] shapes = {{25, 40}, {100, 100}, {250, 400}, {1000, 1000}};
        System.out.printf("%-12s %10s %12s %14s%n", "shape", "cells", "median ms", "tiles/s");
        for (int[] shape : shapes) {
            Board board = RandomBoards.any(shape[0], shape[1], random);
            Board goal = Board.standardGoal(shape[0], shape[1]);
            int runs = shape[0] * shape[1] >= 1_000_000 ? 15 : 50;
            for (int i = 0; i < 10; i++) {
                sink(check.check(board, goal));
            }
            long[] nanos = new long[runs];
            for (int i = 0; i < runs; i++) {
                long start = System.nanoTime();
                sink(check.check(board, goal));
                nanos[i] = System.nanoTime() - start;
            }
            Arrays.sort(nanos);
            double medianMs = nanos[runs / 2] / 1e6;
            double tilesPerSecond = board.size() / (nanos[runs / 2] / 1e9);
            System.out.printf("%-12s %10d %12.3f %14.3e%n", shape[0] + " x " + shape[1], board.size(), medianMs,
                    tilesPerSecond);
        }
        System.out.println("checksum " + blackhole);
    }

    private static long blackhole;

    private static void sink(Verdict verdict) {
        blackhole += verdict.board().inversions();
    }
}
