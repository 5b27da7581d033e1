package dev.fifteen.testing.oracle;

import dev.fifteen.parity.SolvabilityCheck;
import dev.fifteen.puzzle.Board;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.random.RandomGenerator;
import java.util.random.RandomGeneratorFactory;
import java.util.stream.IntStream;

/** Boards for tests: every arrangement of a small shape, or seeded random ones of any shape. */
public final class RandomBoards {

    private RandomBoards() {}

    /** A generator for a seed; the algorithm is named so that a seed means the same boards on every JDK. */
    public static RandomGenerator seeded(long seed) {
        return RandomGeneratorFactory.<RandomGenerator>of("L64X128MixRandom").create(seed);
    }

    /** Fisher-Yates: every order of the values equally likely. */
    public static void shuffle(int[] values, RandomGenerator random) {
        for (int i = values.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int swap = values[i];
            values[i] = values[j];
            values[j] = swap;
        }
    }

    /** A uniformly random arrangement of the shape, solvable or not. */
    public static Board any(int rows, int columns, RandomGenerator random) {
        int[] cells = Goals.blankFirst(rows, columns).cells();
        shuffle(cells, random);
        return Board.of(rows, columns, cells);
    }

    /** A uniformly random arrangement that can reach the goal (both sides at least 2). */
    public static Board solvableToward(Board goal, RandomGenerator random) {
        int[] cells = goal.cells();
        shuffle(cells, random);
        if (!new SolvabilityCheck()
                .check(Board.of(goal.rows(), goal.columns(), cells), goal)
                .solvable()) {
            // one exchange of two tiles flips the parity class
            int first = cells[0] != 0 ? 0 : 2;
            int second = cells[1] != 0 ? 1 : 2;
            int swap = cells[first];
            cells[first] = cells[second];
            cells[second] = swap;
        }
        return Board.of(goal.rows(), goal.columns(), cells);
    }

    /**
     * A uniformly random solvable arrangement with the blank in the last cell: the tiles shuffled, then the first
     * two exchanged when the permutation is odd (with the blank in place, exactly the even ones are solvable).
     */
    public static Board solvableBlankLast(int rows, int columns, RandomGenerator random) {
        int[] tiles = IntStream.range(1, rows * columns).toArray();
        shuffle(tiles, random);
        int inversions = 0;
        for (int i = 0; i < tiles.length; i++) {
            for (int j = i + 1; j < tiles.length; j++) {
                inversions += tiles[i] > tiles[j] ? 1 : 0;
            }
        }
        if (inversions % 2 == 1) {
            int swap = tiles[0];
            tiles[0] = tiles[1];
            tiles[1] = swap;
        }
        return Board.of(rows, columns, Arrays.copyOf(tiles, rows * columns));
    }

    /** A random walk of exactly {@code slides} slides from the goal that never undoes its last slide. */
    public static Board walk(Board goal, int slides, RandomGenerator random) {
        String letters = "UDLR";
        String undo = "DURL";
        StringBuilder directions = new StringBuilder();
        int[] cells = goal.cells();
        int blank = Slides.indexOf(cells, 0);
        while (directions.length() < slides) {
            int d = random.nextInt(4);
            int tile = Slides.tileCell(goal.rows(), goal.columns(), blank, letters.charAt(d));
            if (tile < 0 || (!directions.isEmpty() && directions.charAt(directions.length() - 1) == undo.charAt(d))) {
                continue;
            }
            cells[blank] = cells[tile];
            cells[tile] = 0;
            blank = tile;
            directions.append(letters.charAt(d));
        }
        return Board.of(goal.rows(), goal.columns(), cells);
    }

    /** Every one of the (rows*columns)! arrangements of a shape. */
    public static List<Board> all(int rows, int columns) {
        int[] cells = Goals.blankFirst(rows, columns).cells();
        List<Board> boards = new ArrayList<>();
        permute(cells, 0, rows, columns, boards);
        return boards;
    }

    private static void permute(int[] cells, int k, int rows, int columns, List<Board> boards) {
        if (k == cells.length) {
            boards.add(Board.of(rows, columns, cells));
            return;
        }
        for (int i = k; i < cells.length; i++) {
            int swap = cells[k];
            cells[k] = cells[i];
            cells[i] = swap;
            permute(cells, k + 1, rows, columns, boards);
            cells[i] = cells[k];
            cells[k] = swap;
        }
    }
}
