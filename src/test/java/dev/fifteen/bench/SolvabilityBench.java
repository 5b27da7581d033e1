package dev.fifteen.bench;

import dev.fifteen.parity.SolvabilityCheck;
import dev.fifteen.parity.Verdict;
import dev.fifteen.puzzle.Board;
import dev.fifteen.testing.oracle.PermutationParity;
import dev.fifteen.testing.oracle.RandomBoards;

import java.util.random.RandomGenerator;

/**
 * Measures the solvability check (inversion count included) on random square-ish boards of 10^3 to 10^6
 * cells and prints the median wall and CPU times after a warm-up and the tiles per CPU second; every verdict is
 * checked against the permutation parity computed on the test side, and a wrong one ends the bench with status 1.
 * Run with
 * {@code ./mvnw -q test-compile exec:java -Dexec.mainClass=dev.fifteen.bench.SolvabilityBench}.
 */
public final class SolvabilityBench {

    public static void main(String[] args) {
        SolvabilityCheck check = new SolvabilityCheck();
        RandomGenerator random = RandomBoards.seeded(15);
        int[][] shapes = {{25, 40}, {100, 100}, {250, 400}, {1000, 1000}};
        System.out.printf("%-12s %10s %36s %14s%n", "shape", "cells", "median", "tiles/s");
        for (int[] shape : shapes) {
            Board board = RandomBoards.any(shape[0], shape[1], random);
            Board goal = Board.standardGoal(shape[0], shape[1]);
            boolean expected = PermutationParity.solvable(board, goal);
            int runs = shape[0] * shape[1] >= 1_000_000 ? 15 : 50;
            Timing.Medians medians = Timing.measure(
                    shape[0] + " x " + shape[1],
                    10,
                    runs,
                    false,
                    i -> {
                        Verdict verdict = check.check(board, goal);
                        sink(verdict);
                        return verdict;
                    },
                    verdict -> verdict.solvable() == expected);
            double tilesPerSecond = board.size() / (medians.cpuMillis() / 1e3);
            System.out.printf(
                    "%-12s %10d %36s %14.3e%n", shape[0] + " x " + shape[1], board.size(), medians, tilesPerSecond);
        }
        System.out.println("checksum " + blackhole);
        Timing.exitOnWrong();
    }

    private static long blackhole;

    private static void sink(Verdict verdict) {
        blackhole += verdict.board().inversions();
    }
}
