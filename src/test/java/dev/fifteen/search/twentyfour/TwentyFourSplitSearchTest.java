package dev.fifteen.search.twentyfour;

import dev.fifteen.puzzle.Board;
import dev.fifteen.search.Deadline;
import dev.fifteen.search.GoalLabels;
import dev.fifteen.search.SearchThreads;
import dev.fifteen.testing.oracle.RandomBoards;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The 5 x 5 search shared by two threads, against the single-threaded search on the same boards (the small test
 * tables): every complete iteration expands exactly the nodes the single thread expands and ends with the same next
 * bound, the iteration that finds the goal finds it at the same depth, and the path found leads to the goal (checked
 * here by sliding the blank along it). No helper is left at work afterwards.
 */
class TwentyFourSplitSearchTest {

    private static final Board BLANK_FIRST = Board.of(5, 5, TwentyFourSolverTest.range(0));
    private static final SearchThreads HELPERS = SearchThreads.of(2);

    @AfterAll
    static void closeHelpers() {
        HELPERS.close();
    }

    @Test
    void sharedIterationsWalkTheTreeOfTheSingleThread() {
        sharedIterationsWalkTheTreeOfTheSingleThread(TestTables.threes(), 31);
    }

    @Test
    void withTwoSplitsToo() {
        sharedIterationsWalkTheTreeOfTheSingleThread(TestTables.twoSplits(), 32);
    }

    private static void sharedIterationsWalkTheTreeOfTheSingleThread(TwentyFourTables tables, long seed) {
        Random random = new Random(seed);
        int sharedIterations = 0;
        for (int sample = 0; sample < 8; sample++) {
            Board board = RandomBoards.walk(BLANK_FIRST, 24 + random.nextInt(12), random);
            int[] state = GoalLabels.relabel(board, BLANK_FIRST);
            TwentyFourSearch alone = new TwentyFourSearch(tables, state, Deadline.none());
            TwentyFourSplitSearch split = new TwentyFourSplitSearch(tables, state, Deadline.none(), HELPERS, 0, 16);
            int bound = alone.estimate();
            assertThat(split.estimate()).isEqualTo(bound);
            while (true) {
                long aloneBefore = alone.nodes();
                long splitBefore = split.nodes();
                int expected = alone.iterate(bound);
                int result = split.iterate(bound);
                if (expected == TwentyFourSearch.FOUND) {
                    assertThat(result).isEqualTo(TwentyFourSearch.FOUND);
                    assertThat(split.solution()).hasSameSizeAs(alone.solution());
                    assertLeadsToGoal(state, split.solution());
                    break;
                }
                assertThat(result).as("the next bound after %d", bound).isEqualTo(expected);
                assertThat(split.nodes() - splitBefore)
                        .as("nodes within bound %d", bound)
                        .isEqualTo(alone.nodes() - aloneBefore);
                if (alone.nodes() - aloneBefore > 16 * 4) {
                    sharedIterations++;
                }
                bound = expected;
            }
            assertThat(HELPERS.busy()).isZero();
        }
        assertThat(sharedIterations).isPositive();
    }

    @Test
    void aBoardAtTheGoalOrNextToItIsFoundInTheFrontier() {
        for (int moves = 0; moves <= 3; moves++) {
            Board board = RandomBoards.walk(BLANK_FIRST, moves, new Random(moves));
            int[] state = GoalLabels.relabel(board, BLANK_FIRST);
            TwentyFourSplitSearch split =
                    new TwentyFourSplitSearch(TestTables.threes(), state, Deadline.none(), HELPERS, 0, 1 << 20);
            int bound = split.estimate();
            int result;
            while ((result = split.iterate(bound)) != TwentyFourSearch.FOUND) {
                bound = result;
            }
            assertThat(split.solution()).hasSize(moves);
            assertLeadsToGoal(state, split.solution());
        }
    }

    /** Slides the blank along {@code blankCells}, one neighbouring cell at a time, and checks the goal is reached. */
    private static void assertLeadsToGoal(int[] state, int[] blankCells) {
        int[] cells = state.clone();
        int blank = 0;
        while (cells[blank] != 0) {
            blank++;
        }
        for (int cell : blankCells) {
            int distance = Math.abs(cell / 5 - blank / 5) + Math.abs(cell % 5 - blank % 5);
            assertThat(distance).as("a slide from %d to %d", blank, cell).isEqualTo(1);
            cells[blank] = cells[cell];
            cells[cell] = 0;
            blank = cell;
        }
        for (int cell = 0; cell < 25; cell++) {
            assertThat(cells[cell]).isEqualTo(cell);
        }
    }
}
