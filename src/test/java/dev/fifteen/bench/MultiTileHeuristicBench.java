package dev.fifteen.bench;

import dev.fifteen.puzzle.Board;
import dev.fifteen.search.GoalLabels;
import dev.fifteen.search.multi.MultiTilePatternTables;
import dev.fifteen.search.multi.MultiTileWalkingDistance;
import dev.fifteen.testing.infra.BenchmarkFiles;
import dev.fifteen.testing.oracle.RandomBoards;

import java.lang.management.ManagementFactory;
import java.util.random.RandomGenerator;

/**
 * The multi-tile heuristics compared on uniformly random 15-puzzles from a fixed seed: the mean starting bound of
 * the walking distance alone, with the axis pattern tables and with the tile tables too, and the tables' build time
 * and size; then the same for the hardest positions of {@link MultiTileBench}.
 *
 * <pre>
 * ./mvnw -q -o test-compile exec:java -Dexec.mainClass=dev.fifteen.bench.MultiTileHeuristicBench -Dexec.args=10000
 * </pre>
 */
public final class MultiTileHeuristicBench {

    private MultiTileHeuristicBench() {}

    public static void main(String[] args) {
        int count = args.length > 0 ? Integer.parseInt(args[0]) : 10_000;
        Board goal = Board.standardGoal(4, 4);
        long start = System.nanoTime();
        MultiTilePatternTables tables = MultiTilePatternTables.build(4, 4, goal.blankIndex());
        System.out.printf(
                "tables built in %.1f s (one thread), %s; load average %.2f%n",
                (System.nanoTime() - start) / 1e9,
                tables.describe(),
                ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        MultiTileWalkingDistance walking = MultiTileWalkingDistance.of(4, 4, goal.blankIndex());
        RandomGenerator random = RandomBoards.seeded(20261201L);
        long sumWalking = 0;
        long sumTables = 0;
        long sumAxes = 0;
        int higher = 0;
        for (int i = 0; i < count; i++) {
            int[] state = GoalLabels.relabel(RandomBoards.solvableToward(goal, random), goal);
            int w = walking.estimate(state, goal.blankIndex());
            int t = tables.estimate(state, walking);
            sumAxes += tables.axesEstimate(state, walking);
            sumWalking += w;
            sumTables += t;
            if (t > w) {
                higher++;
            }
        }
        System.out.printf(
                "%d random boards: mean bound %.3f (walking distance), %.3f (with the axis tables), %.3f (with the axis"
                        + " and tile tables); higher than the walking distance on %d%n",
                count, (double) sumWalking / count, (double) sumAxes / count, (double) sumTables / count, higher);
        for (BenchmarkFiles.Instance antipode : BenchmarkFiles.antipodes43()) {
            String position = antipode.board().toString();
            int[] state = GoalLabels.relabel(antipode.board(), goal);
            System.out.printf(
                    "%s: %d (walking distance), %d (axis tables), %d (axis and tile tables)%n",
                    position,
                    walking.estimate(state, goal.blankIndex()),
                    tables.axesEstimate(state, walking),
                    tables.estimate(state, walking));
        }
    }
}
