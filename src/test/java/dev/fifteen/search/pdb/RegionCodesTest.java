package dev.fifteen.search.pdb;

import dev.fifteen.puzzle.Board;
import dev.fifteen.scramble.RandomWalk;
import dev.fifteen.search.GoalLabels;
import dev.fifteen.search.Heuristic;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The region-coded tables ({@link RegionTableBuilder#regionCoded}) against the test's own breadth-first search of
 * each pattern's abstract space with the blank's cell ({@link RectangleAbstractSpace}) and its own flood of the free
 * cells: every entry's value is the fewest moves over every blank cell, its code says which side of the free cells
 * costs two moves more exactly when the search says so, and the heuristic that reads them stays a lower bound, at
 * least the compact tables' and above them on some boards.
 */
class RegionCodesTest {

    @ParameterizedTest(name = "{0} x {1}, goal blank {2}, patterns of {3}")
    @CsvSource({"3, 6, 17, 3", "6, 3, 7, 3", "2, 9, 4, 3", "4, 5, 7, 3", "3, 7, 10, 3", "3, 3, 8, 7", "2, 5, 0, 5"})
    void everyEntryIsTheFewestMovesWithTheCodeOfTheDearerSide(int rows, int columns, int goalBlank, int size) {
        PatternPartition partition = PatternPartition.chunked(rows, columns, goalBlank, size);
        int coded = 0;
        for (int[] pattern : partition.patterns()) {
            byte[] table = RegionTableBuilder.regionCoded(rows, columns, goalBlank, pattern, 2, Thread.NORM_PRIORITY);
            RectangleAbstractSpace space = new RectangleAbstractSpace(rows, columns, goalBlank, pattern);
            int[] cellOf = new int[pattern.length];
            for (int index = 0; index < table.length; index++) {
                Placements.unrank(rows * columns, index, cellOf);
                int wanted = expectedEntry(rows, columns, space, cellOf);
                coded += wanted >>> 6 == 1 || wanted >>> 6 == 2 ? 1 : 0;
                if ((table[index] & 0xFF) != wanted) {
                    assertThat(table[index] & 0xFF)
                            .as("entry %d of %s", index, java.util.Arrays.toString(cellOf))
                            .isEqualTo(wanted);
                }
            }
        }
        if (rows > 2 && size > 3) {
            assertThat(coded).as("entries with a code").isPositive();
        }
    }

    @Test
    void theHeuristicReadsTheCodesAsALowerBoundAboveTheCompactTables() {
        int rows = 3;
        int columns = 6;
        int goalBlank = 0;
        PatternPartition partition = PatternPartition.chunked(rows, columns, goalBlank, 4);
        List<PatternDatabase> coded = new ArrayList<>();
        List<PatternDatabase> compact = new ArrayList<>();
        List<RectangleAbstractSpace> spaces = new ArrayList<>();
        for (int[] pattern : partition.patterns()) {
            coded.add(PatternDatabase.regionCoded(
                    rows * columns,
                    pattern,
                    RegionTableBuilder.regionCoded(rows, columns, goalBlank, pattern, 2, Thread.NORM_PRIORITY)));
            compact.add(new PatternDatabase(
                    rows * columns,
                    pattern,
                    false,
                    RegionTableBuilder.distances(rows, columns, goalBlank, pattern, 2, Thread.NORM_PRIORITY)));
            spaces.add(new RectangleAbstractSpace(rows, columns, goalBlank, pattern));
        }
        AdditivePatternDatabase withCodes = partition.heuristic(coded);
        AdditivePatternDatabase without = partition.heuristic(compact);
        Board goal = goal(rows, columns, goalBlank);
        int above = 0;
        for (int seed = 0; seed < 40; seed++) {
            Board board = RandomWalk.walk(goal, 200, seed, false).board();
            int[] state = GoalLabels.relabel(board, goal);
            int[] positionOf = GoalLabels.positions(state);
            int exact = 0;
            for (int g = 0; g < spaces.size(); g++) {
                int[] pattern = partition.patterns()[g];
                int[] cellOf = new int[pattern.length];
                for (int i = 0; i < pattern.length; i++) {
                    cellOf[i] = positionOf[pattern[i]];
                }
                exact += spaces.get(g).distance(cellOf, positionOf[goalBlank]);
            }
            int estimate = withCodes.estimate(state);
            assertThat(estimate).isBetween(without.estimate(state), exact);
            above += estimate > without.estimate(state) ? 1 : 0;
            assertIncrementalIsFromScratch(withCodes, state, positionOf, goalBlank, columns, seed);
            assertALimitPrunesAsTheEstimate(withCodes, state, positionOf, goalBlank, columns, seed);
        }
        assertThat(above).as("boards the codes raise").isPositive();
    }

    /** Along a random walk the evaluator gives the estimate from scratch after each slide; all undone, the start's. */
    private static void assertIncrementalIsFromScratch(
            Heuristic heuristic, int[] state, int[] positionOf, int blankLabel, int columns, long seed) {
        int[] tileAt = state.clone();
        int[] position = positionOf.clone();
        Heuristic.Evaluator evaluator = heuristic.evaluator();
        assertThat(evaluator.reset(position)).isEqualTo(heuristic.estimate(tileAt));
        Random random = new Random(seed);
        ArrayDeque<int[]> made = new ArrayDeque<>();
        for (int step = 0; step < 60; step++) {
            int[] move = randomSlide(tileAt, position, blankLabel, columns, random);
            assertThat(evaluator.moved(move[0], move[1], move[2])).isEqualTo(heuristic.estimate(tileAt));
            made.push(move);
        }
        while (!made.isEmpty()) {
            int[] move = made.pop();
            evaluator.undo(move[0], move[1], move[2]);
            tileAt[move[1]] = move[0];
            tileAt[move[2]] = blankLabel;
            position[move[0]] = move[1];
            position[blankLabel] = move[2];
        }
        assertThat(evaluator.reset(position)).isEqualTo(heuristic.estimate(tileAt));
    }

    /**
     * Along a random walk with a limit near the estimate at each slide, as the search gives one: the evaluator's value
     * is at most the estimate from scratch, and above the limit exactly when the estimate is; taken back and made
     * again without a limit, each slide gives the estimate.
     */
    private static void assertALimitPrunesAsTheEstimate(
            Heuristic heuristic, int[] state, int[] positionOf, int blankLabel, int columns, long seed) {
        int[] tileAt = state.clone();
        int[] position = positionOf.clone();
        Heuristic.Evaluator evaluator = heuristic.evaluator();
        evaluator.reset(position);
        Random random = new Random(seed + 1000);
        ArrayDeque<int[]> made = new ArrayDeque<>();
        for (int step = 0; step < 200; step++) {
            int[] move = randomSlide(tileAt, position, blankLabel, columns, random);
            int estimate = heuristic.estimate(tileAt);
            int limit = Math.max(0, estimate + random.nextInt(7) - 4);
            int value = evaluator.moved(move[0], move[1], move[2], limit);
            assertThat(value).isLessThanOrEqualTo(estimate);
            assertThat(value > limit).as("pruned at limit %d", limit).isEqualTo(estimate > limit);
            made.push(move);
        }
        while (!made.isEmpty()) {
            // each slide taken back, then made again reading every code: the estimate after it
            int[] move = made.pop();
            evaluator.undo(move[0], move[1], move[2]);
            assertThat(evaluator.moved(move[0], move[1], move[2])).isEqualTo(heuristic.estimate(tileAt));
            evaluator.undo(move[0], move[1], move[2]);
            tileAt[move[1]] = move[0];
            tileAt[move[2]] = blankLabel;
            position[move[0]] = move[1];
            position[blankLabel] = move[2];
        }
    }

    /** Slides a random neighbour of the blank into it; returns the slide as the evaluator hears it: tile, from, to. */
    private static int[] randomSlide(int[] tileAt, int[] position, int blankLabel, int columns, Random random) {
        int blank = position[blankLabel];
        int[] around = neighbours(blank, tileAt.length, columns);
        int cell = around[random.nextInt(around.length)];
        int label = tileAt[cell];
        tileAt[blank] = label;
        tileAt[cell] = blankLabel;
        position[label] = blank;
        position[blankLabel] = cell;
        return new int[] {label, cell, blank};
    }

    private static int[] neighbours(int cell, int cells, int columns) {
        List<Integer> around = new ArrayList<>();
        if (cell >= columns) {
            around.add(cell - columns);
        }
        if (cell + columns < cells) {
            around.add(cell + columns);
        }
        if (cell % columns > 0) {
            around.add(cell - 1);
        }
        if (cell % columns < columns - 1) {
            around.add(cell + 1);
        }
        return around.stream().mapToInt(Integer::intValue).toArray();
    }

    /**
     * The entry the test's search wants: the fewest moves over every blank cell, and the code of the side (the
     * free region of the lowest free cell, or the other regions) where every blank cell needs two moves more.
     */
    private static int expectedEntry(int rows, int columns, RectangleAbstractSpace space, int[] cellOf) {
        int cells = rows * columns;
        boolean[] taken = new boolean[cells];
        for (int cell : cellOf) {
            taken[cell] = true;
        }
        int lowest = 0;
        while (taken[lowest]) {
            lowest++;
        }
        boolean[] zero = flood(rows, columns, taken, lowest);
        int inZero = -1;
        int outside = -1;
        boolean others = false;
        for (int blank = 0; blank < cells; blank++) {
            if (taken[blank]) {
                continue;
            }
            int d = space.distance(cellOf, blank);
            others |= !zero[blank];
            if (d < 0) {
                continue;
            }
            if (zero[blank]) {
                inZero = inZero < 0 ? d : Math.min(inZero, d);
            } else {
                outside = outside < 0 ? d : Math.min(outside, d);
            }
        }
        if (inZero < 0 && outside < 0) {
            return RegionTableBuilder.UNREACHABLE;
        }
        int fewest = inZero < 0 ? outside : outside < 0 ? inZero : Math.min(inZero, outside);
        int code = 0;
        if (others && inZero >= 0 && outside >= 0) {
            code = inZero >= fewest + 2 ? 1 : outside >= fewest + 2 ? 2 : 0;
        }
        return fewest > 63 ? 63 : fewest | code << 6;
    }

    /** The free cells connected to {@code seed}, by the test's own breadth-first search of the grid. */
    private static boolean[] flood(int rows, int columns, boolean[] taken, int seed) {
        boolean[] reached = new boolean[rows * columns];
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        reached[seed] = true;
        queue.add(seed);
        while (!queue.isEmpty()) {
            for (int next : neighbours(queue.poll(), rows * columns, columns)) {
                if (!taken[next] && !reached[next]) {
                    reached[next] = true;
                    queue.add(next);
                }
            }
        }
        return reached;
    }

    private static Board goal(int rows, int columns, int goalBlank) {
        int cells = rows * columns;
        int[] tiles = new int[cells];
        int next = 1;
        for (int cell = 0; cell < cells; cell++) {
            tiles[cell] = cell == goalBlank ? 0 : next++;
        }
        return Board.of(rows, columns, tiles);
    }
}
