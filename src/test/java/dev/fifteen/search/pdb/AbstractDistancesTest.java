package dev.fifteen.search.pdb;

import dev.fifteen.puzzle.Board;
import dev.fifteen.search.GoalLabels;
import dev.fifteen.search.Heuristic;
import dev.fifteen.testing.oracle.RandomBoards;
import dev.fifteen.testing.oracle.Slides;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.ByteBuffer;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.random.RandomGenerator;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The additive pattern databases against the test side's own definition of their entries: for each pattern, the
 * fewest moves of the pattern tiles that bring them home, the blank moving freely through the other cells (a 0-1
 * breadth-first search over the pattern tiles' cells and the blank's, written here on coordinates); summed over
 * the patterns, and where the goal's blank lies on the main diagonal of a square, the larger of that sum and the
 * sum on the board mirrored in the diagonal. Checked from scratch and through the incremental evaluator, with and
 * without an early-stop limit (a slide whose answer passed the limit is taken back at once, as the search does).
 */
class AbstractDistancesTest {

    static Stream<Arguments> splits() {
        return Stream.of(
                Arguments.of(3, 3, 0, new int[][] {{3, 6, 1}, {4, 7, 2}, {5, 8}}),
                Arguments.of(3, 3, 8, new int[][] {{0, 1, 2}, {3, 4, 5}, {6, 7}}),
                Arguments.of(3, 3, 2, new int[][] {{0, 1}, {3, 4, 5}, {6, 7, 8}}),
                Arguments.of(2, 4, 7, new int[][] {{0, 4, 1}, {5, 2, 6}, {3}}),
                Arguments.of(4, 4, 0, new int[][] {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}, {10, 11, 12}, {13, 14, 15}}),
                Arguments.of(4, 4, 5, new int[][] {{0, 1, 2}, {3, 4, 6}, {7, 8, 9}, {10, 11, 12}, {13, 14, 15}}));
    }

    @ParameterizedTest(name = "{0} x {1}, blank at {2}, patterns {3}")
    @MethodSource("splits")
    void everyEstimateIsTheTestSideSumOfAbstractDistances(int rows, int columns, int goalBlank, int[][] patterns) {
        checkAgainstAbstractDistances(rows, columns, goalBlank, patterns, false);
    }

    /** The same with every table in half a byte per entry: the entries must read back exactly. */
    @ParameterizedTest(name = "{0} x {1}, blank at {2}, patterns {3}, packed")
    @MethodSource("splits")
    void packedTablesGiveTheSameEstimates(int rows, int columns, int goalBlank, int[][] patterns) {
        checkAgainstAbstractDistances(rows, columns, goalBlank, patterns, true);
    }

    private static void checkAgainstAbstractDistances(
            int rows, int columns, int goalBlank, int[][] patterns, boolean packed) {
        List<PatternDatabase> tables = new ArrayList<>();
        List<AbstractSpace> spaces = new ArrayList<>();
        for (int[] pattern : patterns) {
            PatternDatabase table = PatternDatabaseBuilder.build(rows, columns, goalBlank, pattern);
            assertThat(table.blankAware()).isTrue();
            assertThat(table.pattern()).containsExactly(pattern);
            if (packed) {
                PatternDatabase halves = table.packed(columns);
                assertThat(halves.halves()).as("packed").isNotNull();
                assertThat(halves.halves()).hasSize((int) (table.bytes() + 1) / 2);
                assertThat(halves.packed(columns)).isSameAs(halves);
                table = halves;
            }
            tables.add(table);
            spaces.add(new AbstractSpace(rows, columns, goalBlank, pattern));
        }
        AdditivePatternDatabase heuristic = new AdditivePatternDatabase(rows, columns, goalBlank, tables, true, "test");
        boolean mirrored = rows == columns && goalBlank % columns == goalBlank / columns;
        assertThat(heuristic.mirrored()).isEqualTo(mirrored);
        assertThat(heuristic.consistent()).isTrue();
        assertThat(heuristic.goalBlank()).isEqualTo(goalBlank);
        assertThat(heuristic.name()).isEqualTo("test").isEqualTo(heuristic.toString());

        RandomGenerator random = RandomBoards.seeded(rows * 1000L + columns * 100L + goalBlank);
        Board goal = goalOf(rows, columns);
        Board start = RandomBoards.solvableToward(goal, random);
        int[] state = GoalLabels.relabel(start, goal);
        // the tile labelled as the goal blank cell is the blank: relabel against a goal whose blank is there
        state = moveBlankLabel(state, rows * columns - 1, goalBlank);
        int[] positionOf = GoalLabels.positions(state);
        Heuristic.Evaluator evaluator = heuristic.evaluator();
        assertThat(evaluator.reset(positionOf)).isEqualTo(expected(spaces, state, mirrored, columns));
        int limited = 0;
        for (int step = 0; step < 1500; step++) {
            int blank = positionOf[goalBlank];
            int[] around = Slides.neighbours(blank, rows, columns);
            int from = around[random.nextInt(around.length)];
            int label = state[from];
            state[blank] = label;
            state[from] = goalBlank;
            positionOf[label] = blank;
            positionOf[goalBlank] = from;
            int exact = expected(spaces, state, mirrored, columns);
            assertThat(heuristic.estimate(state)).as("step %d", step).isEqualTo(exact);
            int limit = random.nextInt(Math.max(1, exact + 3));
            int answer = evaluator.moved(label, from, blank, limit);
            if (answer <= limit) {
                assertThat(answer)
                        .as("under the limit %d the answer is exact", limit)
                        .isEqualTo(exact);
            } else {
                // above the limit the answer may be unfinished, so the search takes the slide back at once
                limited++;
                assertThat(exact > limit || answer == exact)
                        .as("above the limit only when the estimate is")
                        .isTrue();
                evaluator.undo(label, from, blank);
                assertThat(evaluator.moved(label, from, blank)).isEqualTo(exact);
            }
            if (step % 4 == 1) {
                // take it back and make it again without a limit: the evaluator must have restored its sums
                evaluator.undo(label, from, blank);
                assertThat(evaluator.moved(label, from, blank)).isEqualTo(exact);
            }
        }
        assertThat(limited).isPositive();
    }

    /**
     * Compact tables (the minimum over the blank's cells, as the 7-8 file holds) packed: every placement's entry
     * read back through the heuristic equals the bytes' on random boards, on the board and mirrored, and the
     * evaluator agrees along a random walk.
     */
    @Test
    void packedCompactTablesReadBackTheirBytes() {
        int rows = 3;
        int columns = 3;
        int goalBlank = 0;
        List<PatternDatabase> bytes = new ArrayList<>();
        List<PatternDatabase> halves = new ArrayList<>();
        for (int[] pattern : new int[][] {{3, 6, 1, 4}, {7, 2, 5, 8}}) {
            PatternDatabase blankAware = PatternDatabaseBuilder.build(rows, columns, goalBlank, pattern);
            byte[] minimum = new byte[(int) PatternDatabase.entries(9, pattern.length)];
            int blanks = 9 - pattern.length;
            for (int placement = 0; placement < minimum.length; placement++) {
                int least = PatternDatabase.UNREACHABLE;
                for (int b = 0; b < blanks; b++) {
                    least = Math.min(least, blankAware.distances().get(placement * blanks + b) & 0xFF);
                }
                minimum[placement] = (byte) least;
            }
            PatternDatabase compact = new PatternDatabase(9, pattern, ByteBuffer.wrap(minimum));
            PatternDatabase packed = compact.packed(columns);
            assertThat(packed.halves()).isNotNull().hasSize((minimum.length + 1) / 2);
            bytes.add(compact);
            halves.add(packed);
        }
        AdditivePatternDatabase fromBytes = new AdditivePatternDatabase(rows, columns, goalBlank, bytes, true, "b");
        AdditivePatternDatabase fromHalves = new AdditivePatternDatabase(rows, columns, goalBlank, halves, true, "h");
        assertThat(fromHalves.mirrored()).isTrue();
        RandomGenerator random = RandomBoards.seeded(99);
        Board goal = goalOf(rows, columns);
        int[] state = moveBlankLabel(
                GoalLabels.relabel(RandomBoards.solvableToward(goal, random), goal), rows * columns - 1, goalBlank);
        int[] positionOf = GoalLabels.positions(state);
        Heuristic.Evaluator byteEvaluator = fromBytes.evaluator();
        Heuristic.Evaluator halfEvaluator = fromHalves.evaluator();
        assertThat(halfEvaluator.reset(positionOf)).isEqualTo(byteEvaluator.reset(positionOf));
        for (int step = 0; step < 3000; step++) {
            int blank = positionOf[goalBlank];
            int[] around = Slides.neighbours(blank, rows, columns);
            int from = around[random.nextInt(around.length)];
            int label = state[from];
            state[blank] = label;
            state[from] = goalBlank;
            positionOf[label] = blank;
            positionOf[goalBlank] = from;
            int expected = fromBytes.estimate(state);
            assertThat(fromHalves.estimate(state)).as("step %d", step).isEqualTo(expected);
            assertThat(byteEvaluator.moved(label, from, blank)).isEqualTo(expected);
            assertThat(halfEvaluator.moved(label, from, blank))
                    .as("step %d", step)
                    .isEqualTo(expected);
            if (step % 3 == 0) {
                // a pruned slide with a low limit, taken back: the distances kept must be restored
                halfEvaluator.undo(label, from, blank);
                halfEvaluator.moved(label, from, blank, -1);
                halfEvaluator.undo(label, from, blank);
                assertThat(halfEvaluator.moved(label, from, blank)).isEqualTo(expected);
            }
        }
    }

    /** An entry whose excess over the Manhattan distance is odd, negative or over 30 leaves the table unpacked. */
    @Test
    void aTableWhoseEntriesDoNotFitStaysInBytes() {
        // tile 0 on a 2 x 2 board: Manhattan distances 0, 1, 1, 2 in cells 0 to 3
        PatternDatabase fits = new PatternDatabase(4, new int[] {0}, false, new byte[] {0, 3, 1, 32});
        assertThat(fits.packed(2).halves()).containsExactly((byte) 0x10, (byte) 0xF0);
        for (byte[] entries : new byte[][] {{0, 2, 1, 2}, {0, 1, 1, 0}, {0, 1, 1, 34}, {0, 1, 1, (byte) 255}}) {
            PatternDatabase table = new PatternDatabase(4, new int[] {0}, false, entries);
            assertThat(table.packed(2)).isSameAs(table);
        }
        assertThatThrownBy(() -> fits.packed(3)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theIndexIsAPerfectHashOfThePlacements() {
        // every placement of 3 tiles on 5 cells gets its own index below 5 * 4 * 3
        Set<Integer> indices = new HashSet<>();
        for (int a = 0; a < 5; a++) {
            for (int b = 0; b < 5; b++) {
                for (int c = 0; c < 5; c++) {
                    if (a != b && b != c && a != c) {
                        int index = PatternDatabase.rankCells(5, new int[] {a, b, c});
                        assertThat(index).isBetween(0, 59);
                        indices.add(index);
                    }
                }
            }
        }
        assertThat(indices).hasSize(60);
        assertThat(PatternDatabase.entries(5, 3)).isEqualTo(60);
        assertThat(PatternDatabase.entries(16, 8)).isEqualTo(518_918_400L);
        // first digit: cell 2 of 5 -> 2; second: cell 0 of the 4 left -> 0: 2 * 4 + 0
        assertThat(PatternDatabase.rankCells(5, new int[] {2, 0})).isEqualTo(8);
        // second digit: cell 4 counted among 0, 1, 3, 4 -> 3: 2 * 4 + 3
        assertThat(PatternDatabase.rankCells(5, new int[] {2, 4})).isEqualTo(11);
    }

    @Test
    void aTableOfTheWrongSizeOrPatternIsRefused() {
        assertThatThrownBy(() -> new PatternDatabase(1, new int[] {0}, false, new byte[1]))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new PatternDatabase(26, new int[] {0}, false, new byte[26]))
                .isInstanceOf(IllegalArgumentException.class);
        // blank-aware tables stop at 16 cells; compact ones go on to 25
        assertThatThrownBy(() -> new PatternDatabase(17, new int[] {0}, true, new byte[17 * 16]))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new PatternDatabase(4, new int[0], false, new byte[1]))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new PatternDatabase(4, new int[] {0, 1, 2, 3}, false, new byte[24]))
                .isInstanceOf(IllegalArgumentException.class);
        // 2 tiles on 4 cells: 12 placements, times the 2 free cells when blank-aware
        assertThatThrownBy(() -> new PatternDatabase(4, new int[] {0, 1}, true, new byte[12]))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("needs 24 entries");
        assertThat(new PatternDatabase(4, new int[] {0, 1}, true, new byte[24]).cells())
                .isEqualTo(4);
        assertThat(new PatternDatabase(4, new int[] {0, 1, 2}, ByteBuffer.allocate(24)).blankAware())
                .isFalse();
        assertThat(new PatternDatabase(2, new int[] {1}, false, new byte[2]).toString())
                .contains("[1]")
                .contains("2 cells");
        int[] pattern = {0, 1};
        PatternDatabase table = new PatternDatabase(4, pattern, true, new byte[24]);
        pattern[0] = 3;
        assertThat(table.pattern()).containsExactly(0, 1);
    }

    @Test
    void patternsMustCoverEveryTileButTheBlankOnceAndAgreeInForm() {
        PatternDatabase left = PatternDatabaseBuilder.build(2, 2, 3, new int[] {0, 2});
        PatternDatabase right = PatternDatabaseBuilder.build(2, 2, 3, new int[] {1});
        assertThat(new AdditivePatternDatabase(2, 2, 3, List.of(left, right), false, "ok").mirrored())
                .isFalse();
        assertThatThrownBy(() -> new AdditivePatternDatabase(2, 2, 3, List.of(left), false, "missing"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("goal cell 1");
        assertThatThrownBy(() -> new AdditivePatternDatabase(2, 2, 3, List.of(left, left, right), false, "twice"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("disjoint");
        PatternDatabase withBlank = new PatternDatabase(4, new int[] {3}, true, new byte[12]);
        assertThatThrownBy(() -> new AdditivePatternDatabase(2, 2, 3, List.of(left, right, withBlank), false, "blank"))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new AdditivePatternDatabase(2, 3, 3, List.of(left, right), false, "shape"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("6 cells");
        PatternDatabase compact = new PatternDatabase(4, new int[] {1}, false, new byte[4]);
        assertThatThrownBy(() -> new AdditivePatternDatabase(2, 2, 3, List.of(left, compact), false, "mixed"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("blank-aware");
        // compact tables are consistent only as one table of every tile
        PatternDatabase all = new PatternDatabase(4, new int[] {0, 1, 2}, false, new byte[24]);
        assertThat(new AdditivePatternDatabase(2, 2, 3, List.of(all), false, "all").consistent())
                .isTrue();
        PatternDatabase compactLeft = new PatternDatabase(4, new int[] {0, 2}, false, new byte[12]);
        assertThat(new AdditivePatternDatabase(2, 2, 3, List.of(compactLeft, compact), false, "two").consistent())
                .isFalse();
    }

    private static Board goalOf(int rows, int columns) {
        int[] cells = new int[rows * columns];
        for (int i = 0; i < cells.length - 1; i++) {
            cells[i] = i + 1;
        }
        return Board.of(rows, columns, cells);
    }

    /** Relabels so that the blank carries label {@code to} and the tile labelled {@code to} takes {@code from}. */
    private static int[] moveBlankLabel(int[] state, int from, int to) {
        int[] relabelled = state.clone();
        for (int cell = 0; cell < state.length; cell++) {
            if (state[cell] == from) {
                relabelled[cell] = to;
            } else if (state[cell] == to) {
                relabelled[cell] = from;
            }
        }
        return relabelled;
    }

    private static int expected(List<AbstractSpace> spaces, int[] state, boolean mirrored, int columns) {
        int direct = 0;
        for (AbstractSpace space : spaces) {
            direct += space.distance(state);
        }
        if (!mirrored) {
            return direct;
        }
        // the board mirrored in the diagonal: the tile labelled t on cell c becomes label t' on cell c'
        int[] reflected = new int[state.length];
        for (int cell = 0; cell < state.length; cell++) {
            reflected[transpose(cell, columns)] = transpose(state[cell], columns);
        }
        int mirror = 0;
        for (AbstractSpace space : spaces) {
            mirror += space.distance(reflected);
        }
        return Math.max(direct, mirror);
    }

    private static int transpose(int cell, int columns) {
        return cell % columns * columns + cell / columns;
    }

    /**
     * The pattern tiles' and the blank's cells as one number in base {@code cells}; distances from the goal by a
     * 0-1 breadth-first search: the blank stepping onto a pattern tile moves it (cost 1), onto any other cell costs
     * nothing.
     */
    private static final class AbstractSpace {

        private final int rows;
        private final int columns;
        private final int cells;
        private final int goalBlank;
        private final int[] pattern;
        private final int[] distance;

        AbstractSpace(int rows, int columns, int goalBlank, int[] pattern) {
            this.rows = rows;
            this.columns = columns;
            this.cells = rows * columns;
            this.goalBlank = goalBlank;
            this.pattern = pattern.clone();
            int states = 1;
            for (int i = 0; i <= pattern.length; i++) {
                states *= cells;
            }
            distance = new int[states];
            Arrays.fill(distance, Integer.MAX_VALUE);
            int[] home = new int[pattern.length + 1];
            System.arraycopy(pattern, 0, home, 0, pattern.length);
            home[pattern.length] = goalBlank;
            Deque<Integer> deque = new ArrayDeque<>();
            int start = encode(home);
            distance[start] = 0;
            deque.add(start);
            int[] places = new int[pattern.length + 1];
            while (!deque.isEmpty()) {
                int current = deque.pollFirst();
                decode(current, places);
                int blank = places[pattern.length];
                for (int next : Slides.neighbours(blank, rows, columns)) {
                    int moved = -1;
                    for (int i = 0; i < pattern.length; i++) {
                        if (places[i] == next) {
                            moved = i;
                        }
                    }
                    int cost = moved >= 0 ? 1 : 0;
                    if (moved >= 0) {
                        places[moved] = blank;
                    }
                    places[pattern.length] = next;
                    int code = encode(places);
                    if (distance[current] + cost < distance[code]) {
                        distance[code] = distance[current] + cost;
                        if (cost == 0) {
                            deque.addFirst(code);
                        } else {
                            deque.addLast(code);
                        }
                    }
                    places[pattern.length] = blank;
                    if (moved >= 0) {
                        places[moved] = next;
                    }
                }
            }
        }

        int distance(int[] state) {
            int[] places = new int[pattern.length + 1];
            for (int cell = 0; cell < state.length; cell++) {
                for (int i = 0; i < pattern.length; i++) {
                    if (state[cell] == pattern[i]) {
                        places[i] = cell;
                    }
                }
                if (state[cell] == goalBlank) {
                    places[pattern.length] = cell;
                }
            }
            return distance[encode(places)];
        }

        private int encode(int[] places) {
            int code = 0;
            for (int place : places) {
                code = code * cells + place;
            }
            return code;
        }

        private void decode(int code, int[] places) {
            for (int i = places.length - 1; i >= 0; i--) {
                places[i] = code % cells;
                code /= cells;
            }
        }
    }
}
