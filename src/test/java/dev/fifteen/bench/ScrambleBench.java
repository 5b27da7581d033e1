package dev.fifteen.bench;

import dev.fifteen.puzzle.Board;
import dev.fifteen.scramble.DistanceTable;
import dev.fifteen.scramble.RandomWalk;
import dev.fifteen.scramble.Scramble;
import dev.fifteen.scramble.UniformScramble;
import dev.fifteen.testing.oracle.PermutationParity;

import java.util.function.LongFunction;

/**
 * Measures the scrambles in the domain (no HTTP, no JSON): a 1000 x 1000 walk of 10^6 slides, a uniform
 * 1000 x 1000 scramble, and the build of complete distance tables for 3 x 3 and the 10-cell shapes. Prints
 * median wall and CPU times after a warm-up; every scramble is checked to reach its goal (permutation parity on
 * the test side) and every table to hold all reachable boards, and a wrong answer ends the bench with status 1. Run
 * with
 * {@code ./mvnw -q test-compile exec:java -Dexec.mainClass=dev.fifteen.bench.ScrambleBench}.
 */
public final class ScrambleBench {

    private static long blackhole;

    public static void main(String[] args) {
        Board large = Board.standardGoal(1000, 1000);
        System.out.printf("%-44s %36s%n", "scramble", "median");
        report("walk 1000 x 1000, 10^6 slides", 15, seed -> RandomWalk.walk(large, 1_000_000, seed, false));
        report("walk 1000 x 1000, 10^6 slides, recorded", 15, seed -> RandomWalk.walk(large, 1_000_000, seed, true));
        report("walk 1000 x 1000, 10^7 slides", 5, seed -> RandomWalk.walk(large, 10_000_000, seed, false));
        report("uniform 1000 x 1000", 15, seed -> UniformScramble.draw(large, seed));
        int[][] tableShapes = {{3, 3}, {2, 5}, {5, 2}, {1, 10}};
        for (int[] shape : tableShapes) {
            Board goal = Board.standardGoal(shape[0], shape[1]);
            int cells = shape[0] * shape[1];
            // half of the n! arrangements can reach the goal; on a single line only the blank's n positions
            long reachable = shape[0] == 1 || shape[1] == 1 ? cells : factorial(cells) / 2;
            String what = "distance table " + shape[0] + " x " + shape[1] + " (build)";
            Timing.Medians medians = Timing.measure(
                    what,
                    3,
                    cells >= 10 ? 5 : 15,
                    false,
                    seed -> DistanceTable.build(goal),
                    table -> table.reachableBoards() == reachable
                            && table.draw(0, 1).board().equals(goal)
                            && table.boardsAt(0) == 1);
            DistanceTable table = DistanceTable.build(goal);
            System.out.printf("%-44s %36s%n", what, medians);
            System.out.printf(
                    "    %d reachable boards, farthest %d slides away (%d of them)%n",
                    table.reachableBoards(), table.maxDistance(), table.boardsAt(table.maxDistance()));
        }
        System.out.println("checksum " + blackhole);
        Timing.exitOnWrong();
    }

    private static void report(String name, int runs, LongFunction<Scramble> scramble) {
        Timing.Medians medians = Timing.measure(
                name,
                3,
                runs,
                false,
                seed -> {
                    Scramble drawn = scramble.apply(seed);
                    blackhole += drawn.board().blankIndex();
                    return drawn;
                },
                drawn -> drawn.board().hasSameShape(drawn.goal())
                        && PermutationParity.solvable(drawn.board(), drawn.goal()));
        System.out.printf("%-44s %36s%n", name, medians);
    }

    private static long factorial(int n) {
        long f = 1;
        for (int k = 2; k <= n; k++) {
            f *= k;
        }
        return f;
    }
}
