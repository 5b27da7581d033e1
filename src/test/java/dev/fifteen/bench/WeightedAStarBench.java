package dev.fifteen.bench;

import dev.fifteen.puzzle.Board;
import dev.fifteen.puzzle.Direction;
import dev.fifteen.search.fast.FastSolver;
import dev.fifteen.testing.oracle.RandomBoards;
import dev.fifteen.testing.oracle.Slides;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.function.BooleanSupplier;

/**
 * Prints the CPU time of the fast solver's weighted A* run to completion (every weight down to plain A*, or
 * until a solution meets the lower bound) on fixed seeded 3x4, 4x4 and 5x5 boards, bounded like the solver bounds
 * it (one slide under the constructive answer), with the lengths found. Every answer is replayed on a plain array
 * to the goal; a wrong one ends the bench with status 1. The search is package-private, so it is reached by
 * reflection. Run:
 * {@code nice -n 10 ./mvnw -q -o test-compile exec:java -Dexec.mainClass=dev.fifteen.bench.WeightedAStarBench},
 * optionally with {@code -Druns=15} (the short boards) and {@code -DheavyRuns=3} (the uniform 4x4, seconds a run).
 */
public final class WeightedAStarBench {

    private static final Direction[] DIRECTIONS = Direction.values();

    /** A board with its goal, and how many untimed and timed runs it gets. */
    private record Case(String name, Board board, Board goal, int warmUps, int runs) {

        Case(String name, Board board, Board goal) {
            // several warm-ups: the first short board would otherwise also pay for the compilation of the search
            this(name, board, goal, 3, Integer.getInteger("runs", 15));
        }
    }

    public static void main(String[] args) throws ReflectiveOperationException {
        Class<?> type = Class.forName("dev.fifteen.search.fast.WeightedAStar");
        Constructor<?> constructor = type.getDeclaredConstructor(int.class, int.class, int[].class, int[].class);
        constructor.setAccessible(true);
        Method search = type.getDeclaredMethod("search", int.class, long.class, BooleanSupplier.class);
        search.setAccessible(true);
        Board goal34 = Board.standardGoal(3, 4);
        Board goal44 = Board.standardGoal(4, 4);
        Board goal55 = Board.standardGoal(5, 5);
        Case[] cases = {
            new Case("3x4 uniform, seed 11", RandomBoards.solvableToward(goal34, RandomBoards.seeded(11)), goal34),
            new Case("3x4 uniform, seed 12", RandomBoards.solvableToward(goal34, RandomBoards.seeded(12)), goal34),
            new Case("4x4 walk of 60, seed 21", RandomBoards.walk(goal44, 60, RandomBoards.seeded(21)), goal44),
            new Case("4x4 walk of 120, seed 22", RandomBoards.walk(goal44, 120, RandomBoards.seeded(22)), goal44),
            new Case("5x5 walk of 60, seed 31", RandomBoards.walk(goal55, 60, RandomBoards.seeded(31)), goal55),
            // seconds a run: fewer runs
            new Case(
                    "4x4 uniform, seed 22",
                    RandomBoards.solvableToward(goal44, RandomBoards.seeded(22)),
                    goal44,
                    1,
                    Integer.getInteger("heavyRuns", 3)),
        };
        FastSolver constructive = new FastSolver();
        System.out.println("Weighted A* to completion, median CPU of the timed runs after the warm-ups");
        System.out.printf("%-26s %7s %7s %5s   %s%n", "board", "bound", "found", "runs", "median");
        for (Case c : cases) {
            int bound = constructive.solve(c.board(), c.goal()).length() - 1;
            int[] goalCellOfTile = new int[c.goal().size()];
            for (int cell = 0; cell < c.goal().size(); cell++) {
                goalCellOfTile[c.goal().tileAt(cell)] = cell;
            }
            int[] found = new int[1];
            Timing.Medians medians = Timing.measure(
                    c.name(),
                    c.warmUps(),
                    c.runs(),
                    false,
                    i -> {
                        try {
                            Object solver = constructor.newInstance(
                                    c.board().rows(),
                                    c.board().columns(),
                                    c.board().cells(),
                                    goalCellOfTile);
                            return (byte[]) search.invoke(solver, bound, Long.MAX_VALUE, (BooleanSupplier) () -> false);
                        } catch (InstantiationException | IllegalAccessException | InvocationTargetException e) {
                            throw new IllegalStateException(e);
                        }
                    },
                    moves -> {
                        found[0] = moves == null ? -1 : moves.length;
                        return moves != null && reaches(c.board(), c.goal(), moves);
                    });
            System.out.printf("%-26s %7d %7d %5d   %s%n", c.name(), bound, found[0], c.runs(), medians);
        }
        Timing.exitOnWrong();
    }

    /** Replays the tile-direction codes on a plain array, independently of the solver's own bookkeeping. */
    private static boolean reaches(Board start, Board goal, byte[] moves) {
        StringBuilder letters = new StringBuilder(moves.length);
        for (byte code : moves) {
            if (code < 0 || code >= DIRECTIONS.length) {
                return false;
            }
            letters.append(DIRECTIONS[code].letter());
        }
        try {
            return Arrays.equals(Slides.play(start, letters), goal.cells());
        } catch (AssertionError illegal) {
            return false;
        }
    }
}
