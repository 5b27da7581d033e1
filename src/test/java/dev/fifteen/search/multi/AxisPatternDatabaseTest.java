package dev.fifteen.search.multi;

import dev.fifteen.testing.oracle.RandomBoards;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The axis pattern tables against the test side's own 0-1 breadth-first search of the abstract space (cells holding
 * a tile of group A, of group B, another tile or the blank, as a string; moves along the table's axis cost 1):
 * every entry of every table of small shapes equals the searched distance, so the tables are admissible and
 * consistent; on the 4 x 4 board, placements reached by random walks from the goal are never above the walk's
 * number of moves along the axis.
 */
class AxisPatternDatabaseTest {

    private static final char OTHER = '.';
    private static final char BLANK = '_';

    /** The goal's picture: 'A' on group A's goal cells, 'B' on B's, the blank on its cell. */
    private static String goalPicture(AxisPatternDatabase table) {
        char[] cells = new char[table.size];
        for (int cell = 0; cell < table.size; cell++) {
            int line = table.axis == AxisPatternDatabase.VERTICAL ? cell / table.columns : cell % table.columns;
            cells[cell] =
                    cell == table.goalBlank ? BLANK : line == table.lineA ? 'A' : line == table.lineB ? 'B' : OTHER;
        }
        return new String(cells);
    }

    /** Every picture reachable from the goal with its distance, moves along the table's axis costing 1. */
    private static Map<String, Integer> search(AxisPatternDatabase table) {
        Map<String, Integer> distance = new HashMap<>();
        ArrayDeque<String> deque = new ArrayDeque<>();
        String goal = goalPicture(table);
        distance.put(goal, 0);
        deque.add(goal);
        while (!deque.isEmpty()) {
            String picture = deque.pollFirst();
            int d = distance.get(picture);
            int blank = picture.indexOf(BLANK);
            int row = blank / table.columns;
            int column = blank % table.columns;
            int[][] directions = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
            for (int[] direction : directions) {
                int cost = (direction[0] != 0) == (table.axis == AxisPatternDatabase.VERTICAL) ? 1 : 0;
                char[] cells = picture.toCharArray();
                int r = row;
                int c = column;
                while (true) {
                    int nr = r + direction[0];
                    int nc = c + direction[1];
                    if (nr < 0 || nr >= table.rows || nc < 0 || nc >= table.columns) {
                        break;
                    }
                    cells[r * table.columns + c] = cells[nr * table.columns + nc];
                    cells[nr * table.columns + nc] = BLANK;
                    r = nr;
                    c = nc;
                    String next = new String(cells);
                    Integer known = distance.get(next);
                    if (known == null || known > d + cost) {
                        distance.put(next, d + cost);
                        if (cost == 0) {
                            deque.addFirst(next);
                        } else {
                            deque.addLast(next);
                        }
                    }
                }
            }
        }
        return distance;
    }

    private static int value(AxisPatternDatabase table, String picture) {
        int maskA = 0;
        int maskB = 0;
        for (int cell = 0; cell < picture.length(); cell++) {
            if (picture.charAt(cell) == 'A') {
                maskA |= 1 << cell;
            } else if (picture.charAt(cell) == 'B') {
                maskB |= 1 << cell;
            }
        }
        return table.value(maskA, maskB, picture.indexOf(BLANK));
    }

    @ParameterizedTest(name = "{0} x {1}, goal blank {2}")
    @CsvSource({"3, 5, 7", "4, 3, 0", "1, 5, 2"})
    void theTablesBuiltAtOnceAreThoseBuiltOneByOneInTheOrderOfTheLinePairs(int rows, int columns, int goalBlank) {
        MultiTilePatternTables tables = MultiTilePatternTables.build(rows, columns, goalBlank);
        assertAxisTables(tables.vertical, rows, columns, goalBlank, AxisPatternDatabase.VERTICAL, rows);
        assertAxisTables(tables.horizontal, rows, columns, goalBlank, AxisPatternDatabase.HORIZONTAL, columns);
    }

    private static void assertAxisTables(
            AxisPatternDatabase[] tables, int rows, int columns, int goalBlank, int axis, int lines) {
        // the pairs 0-1, 2-3, ... and, with an odd number of lines, the last two; one line alone on a single line
        List<int[]> pairs = new ArrayList<>();
        for (int line = 0; line + 1 < lines; line += 2) {
            pairs.add(new int[] {line, line + 1});
        }
        if (lines == 1) {
            pairs.add(new int[] {0, -1});
        } else if (lines % 2 == 1) {
            pairs.add(new int[] {lines - 2, lines - 1});
        }
        assertThat(tables).hasSize(pairs.size());
        for (int i = 0; i < tables.length; i++) {
            int[] pair = pairs.get(i);
            AxisPatternDatabase alone = AxisPatternDatabase.build(rows, columns, goalBlank, axis, pair[0], pair[1]);
            assertThat(tables[i].axis).isEqualTo(axis);
            assertThat(new int[] {tables[i].lineA, tables[i].lineB}).isEqualTo(pair);
            assertThat(tables[i].packed).isEqualTo(alone.packed);
        }
    }

    @ParameterizedTest(name = "{0} x {1}, goal blank {2}")
    @CsvSource({"3, 4, 11", "3, 4, 5", "4, 3, 0", "2, 6, 2", "3, 3, 4", "1, 5, 2", "5, 1, 0", "2, 2, 3"})
    void everyEntryIsTheDistanceOfTheAbstractSearch(int rows, int columns, int goalBlank) {
        MultiTilePatternTables tables = MultiTilePatternTables.build(rows, columns, goalBlank);
        for (AxisPatternDatabase table : tables.all()) {
            Map<String, Integer> distances = search(table);
            assertThat(distances).isNotEmpty();
            distances.forEach((picture, distance) -> assertThat(value(table, picture))
                    .as("%s in the table of %s %d-%d", picture, table.axis, table.lineA, table.lineB)
                    .isEqualTo(Math.min(distance, AxisPatternDatabase.MAX_VALUE)));
        }
    }

    @Test
    void fourByFourWalksAreNeverShorterThanTheirTables() {
        RandomGenerator random = RandomBoards.seeded(23);
        for (int goalBlank : new int[] {15}) {
            MultiTilePatternTables tables = MultiTileTableSource.onDemand().tables(4, 4, goalBlank);
            for (AxisPatternDatabase table : tables.all()) {
                for (int walk = 0; walk < 300; walk++) {
                    char[] cells = goalPicture(table).toCharArray();
                    int blank = goalBlank;
                    int axisMoves = 0;
                    int length = 1 + random.nextInt(40);
                    for (int move = 0; move < length; move++) {
                        boolean vertical = random.nextBoolean();
                        int line = vertical ? blank % 4 : blank / 4;
                        int target = vertical ? line + 4 * random.nextInt(4) : 4 * line + random.nextInt(4);
                        if (target == blank) {
                            continue;
                        }
                        int step = vertical ? (target > blank ? 4 : -4) : (target > blank ? 1 : -1);
                        while (blank != target) {
                            cells[blank] = cells[blank + step];
                            cells[blank + step] = BLANK;
                            blank += step;
                        }
                        if (vertical == (table.axis == AxisPatternDatabase.VERTICAL)) {
                            axisMoves++;
                        }
                        assertThat(value(table, new String(cells)))
                                .as("after %d moves along the axis", axisMoves)
                                .isLessThanOrEqualTo(axisMoves);
                    }
                }
            }
        }
    }
}
