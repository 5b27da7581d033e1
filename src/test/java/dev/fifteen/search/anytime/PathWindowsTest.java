package dev.fifteen.search.anytime;

import dev.fifteen.puzzle.Board;
import dev.fifteen.search.Deadline;
import dev.fifteen.search.Grid;
import dev.fifteen.search.pdb.PatternDatabaseCatalog;
import dev.fifteen.testing.oracle.BreadthFirstDistances;
import dev.fifteen.testing.oracle.RandomBoards;
import dev.fifteen.testing.oracle.Slides;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.random.RandomGenerator;

import static org.assertj.core.api.Assertions.assertThat;

/** The windows shorten a solution padded with a detour, and what they give back still reaches the goal. */
class PathWindowsTest {

    @Test
    void aDetourInTheMiddleIsTakenOut() {
        PatternDatabaseCatalog catalog = new PatternDatabaseCatalog();
        catalog.prepare(3, 3, 8, Runnable::run).join();
        Board goal = Board.of(3, 3, new int[] {1, 2, 3, 4, 5, 6, 7, 8, 0});
        BreadthFirstDistances distances = BreadthFirstDistances.to(goal);
        RandomGenerator random = RandomBoards.seeded(33);
        Grid grid = new Grid(3, 3);
        int padded = 0;
        int shortened = 0;
        int optimal = 0;
        for (int round = 0; round < 20; round++) {
            // eight random slides, then a shortest way: the windows must take the detour out
            Board board = RandomBoards.solvableToward(goal, random);
            int[] walk = wander(board, goal, distances, random);
            PathWindows windows = new PathWindows(
                    grid, board.cells(), ReadyTables.of(catalog), Deadline.after(Duration.ofSeconds(10)));
            int[] shorter = walk;
            for (int width : new int[] {8, 16, 32}) {
                shorter = windows.improve(shorter, width, 1_000_000);
            }
            assertThat(end(board, shorter)).isEqualTo(goal.cells());
            assertThat(shorter.length)
                    .isLessThanOrEqualTo(walk.length)
                    .isGreaterThanOrEqualTo(distances.distance(board));
            padded += walk.length;
            shortened += shorter.length;
            optimal += distances.distance(board);
        }
        assertThat(shortened).isLessThan(padded).isEqualTo(optimal);
    }

    /** A path of the blank to the goal: eight random slides, then down the breadth-first distances. */
    static int[] wander(Board board, Board goal, BreadthFirstDistances distances, RandomGenerator random) {
        int columns = board.columns();
        java.util.List<Integer> cells = new java.util.ArrayList<>();
        int[] tiles = board.cells();
        int blank = Slides.indexOf(tiles, 0);
        for (int step = 0; !java.util.Arrays.equals(tiles, goal.cells()); step++) {
            int best = -1;
            int bestDistance = Integer.MAX_VALUE;
            for (int next : Slides.neighbours(blank, board.rows(), columns)) {
                int[] moved = tiles.clone();
                moved[blank] = moved[next];
                moved[next] = 0;
                int distance =
                        step < 8 ? random.nextInt(100) : distances.distance(Board.of(board.rows(), columns, moved));
                if (distance < bestDistance) {
                    bestDistance = distance;
                    best = next;
                }
            }
            tiles[blank] = tiles[best];
            tiles[best] = 0;
            blank = best;
            cells.add(best);
        }
        return cells.stream().mapToInt(Integer::intValue).toArray();
    }

    static int[] end(Board board, int[] blankCells) {
        int[] tiles = board.cells();
        int blank = Slides.indexOf(tiles, 0);
        for (int cell : blankCells) {
            assertThat(Math.abs(cell / board.columns() - blank / board.columns())
                            + Math.abs(cell % board.columns() - blank % board.columns()))
                    .as("a slide to a neighbour")
                    .isEqualTo(1);
            tiles[blank] = tiles[cell];
            tiles[cell] = 0;
            blank = cell;
        }
        return tiles;
    }
}
