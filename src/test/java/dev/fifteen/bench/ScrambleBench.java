package dev.fifteen.bench;

import dev.fifteen.puzzle.Board;
import dev.fifteen.scramble.DistanceTable;
import dev.fifteen.scramble.RandomWalk;
import dev.fifteen.scramble.Scramble;
import dev.fifteen.scramble.UniformScramble;

import java.util.Arrays;
import java.util.function.LongFunction;

/**
 * Measures the scrambles in the domain (no HTTP, no JSON): a 1000 x 1000 walk of 10^6 slides, a uniform
 * 1000 x 1000 scramble, and the build of complete distance tables for 3 x 3 and the 10-cell shapes. Prints
 * median times. Run with
 * {@code ./mvnw -q test-compile exec:java -Dexec.mainClass=dev.fifteen.bench.ScrambleBench}.
 */
public final class ScrambleBench {

    private static long blackhole;

    public static void main(String[] args) {
        Board large = Board.standardGoal(1000, 1000);
        System.out.printf("%-44s %12s%n", "scramble", "median ms");
        report("walk 1000 x 1000, 10^6 slides", 15,
                seed -> RandomWalk.walk(large, 1_000_000, seed, false));
        report("walk 1000 x 1000, 10^6 slides, recorded", 15,
                seed -> RandomWalk.walk(large, 1_000_000, seed, true));
        report("walk 1000 x 1000, 10^7 slides", 5,
                seed -> RandomWalk.walk(large, 10_000_000, seed, false));
        report("uniform 1000 x 1000", 15, seed -> UniformScramble.draw(large, seed));
        int[][] tableShapes = {{3, 3}, {2, 5}, {5, 2}, {1, 10}};
        for (int[] shape : tableShapes) {
            Board goal = Board.standardGoal(shape[0], shape[1]);
            report("distance table " + shape[0] + " x " + shape[1] + " (build)", shape[0] * shape[1] >= 10 ? 5 : 15,
                    seed -> DistanceTable.build(goal).draw(0, seed));
            DistanceTable table = DistanceTable.build(goal);
            System.out.printf("    %d reachable boards, farthest %d slides away (%d of them)%n",
                    table.reachableBoards(), table.maxDistance(), table.boardsAt(table.maxDistance()));
        }
        System.out.println("checksum " + blackhole);
    }

    private static void report(String name, int runs, LongFunction<Scramble> scramble) {
        for (int i = 0; i < 3; i++) {
            sink(scramble.apply(i));
        }
        long[] nanos = new long[runs];
        for (int i = 0; i < runs; i++) {
            long start = System.nanoTime();
            sink(scramble.apply(100 + i));
            nanos[i] = System.nanoTime() - start;
        }
        Arrays.sort(nanos);
        System.out.printf("%-44s %12.1f%n", name, nanos[runs / 2] / 1e6);
    }

    private static void sink(Scramble scramble) {
        blackhole += scramble.board().blankIndex();
    }
}
