package dev.fifteen.search.multi;

import dev.fifteen.testing.oracle.RandomBoards;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;
import java.util.random.RandomGenerator;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The tile tables against the test side's own breadth-first search of the abstract space (each cell holding one of
 * the group's tiles, another tile or the blank, as a string; every multi-tile move costing 1): every entry of every
 * group of small shapes equals the searched distance, so the tables are admissible and consistent, and where the next
 * move's axis is given, the distance through the best move along it (capped one above); the transposed
 * read equals the table's value on the board transposed here; on the 4 x 4 board, placements reached by random walks
 * from the goal are never above the walk's number of moves, read straight or transposed.
 */
class TilePatternDatabaseTest {

    private static final char OTHER = '.';
    private static final char BLANK = '_';

    /** The goal's picture: the letter {@code 'a' + i} on the goal cell of the group's {@code i}-th tile. */
    private static String goalPicture(TilePatternDatabase table) {
        char[] cells = new char[table.size];
        java.util.Arrays.fill(cells, OTHER);
        for (int i = 0; i < table.tiles.length; i++) {
            cells[table.tiles[i]] = (char) ('a' + i);
        }
        cells[table.goalBlank] = BLANK;
        return new String(cells);
    }

    /** Every picture reachable from the goal with its distance, every move costing 1. */
    private static Map<String, Integer> search(TilePatternDatabase table) {
        Map<String, Integer> distance = new HashMap<>();
        ArrayDeque<String> queue = new ArrayDeque<>();
        String goal = goalPicture(table);
        distance.put(goal, 0);
        queue.add(goal);
        while (!queue.isEmpty()) {
            String picture = queue.poll();
            int d = distance.get(picture);
            for (String next : moves(picture, table.rows, table.columns)) {
                if (distance.putIfAbsent(next, d + 1) == null) {
                    queue.add(next);
                }
            }
        }
        return distance;
    }

    /** The pictures one multi-tile move away. */
    private static java.util.List<String> moves(String picture, int rows, int columns) {
        java.util.List<String> moves = moves(picture, rows, columns, true);
        moves.addAll(moves(picture, rows, columns, false));
        return moves;
    }

    /** The pictures one vertical (or horizontal) multi-tile move away. */
    private static java.util.List<String> moves(String picture, int rows, int columns, boolean vertical) {
        java.util.List<String> moves = new java.util.ArrayList<>();
        int blank = picture.indexOf(BLANK);
        int[][] directions = vertical ? new int[][] {{-1, 0}, {1, 0}} : new int[][] {{0, -1}, {0, 1}};
        for (int[] direction : directions) {
            char[] cells = picture.toCharArray();
            int r = blank / columns;
            int c = blank % columns;
            while (true) {
                int nr = r + direction[0];
                int nc = c + direction[1];
                if (nr < 0 || nr >= rows || nc < 0 || nc >= columns) {
                    break;
                }
                cells[r * columns + c] = cells[nr * columns + nc];
                cells[nr * columns + nc] = BLANK;
                r = nr;
                c = nc;
                moves.add(new String(cells));
            }
        }
        return moves;
    }

    /** The table's value of a picture, through the production lookup. */
    private static int value(TilePatternDatabase table, String picture) {
        return value(table, picture, TilePatternDatabase.EITHER_FIRST);
    }

    /** The table's value of a picture when the next move must go along one axis. */
    private static int value(TilePatternDatabase table, String picture, int first) {
        int[] cellOf = new int[table.size];
        for (int cell = 0; cell < picture.length(); cell++) {
            char at = picture.charAt(cell);
            if (at != OTHER && at != BLANK) {
                cellOf[table.tiles[at - 'a']] = cell;
            }
        }
        return table.value(cellOf, picture.indexOf(BLANK), first);
    }

    @ParameterizedTest(name = "{0} x {1}, goal blank {2}")
    @CsvSource({"2, 3, 5", "2, 3, 0", "3, 3, 8", "3, 3, 4", "3, 3, 1", "1, 5, 2", "3, 4, 11", "4, 3, 5"})
    void everyEntryIsTheDistanceOfTheAbstractSearch(int rows, int columns, int goalBlank) {
        for (int[] group : MultiTilePatternTables.tileGroups(rows, columns, goalBlank)) {
            TilePatternDatabase table = TilePatternDatabase.build(rows, columns, goalBlank, group);
            Map<String, Integer> distances = search(table);
            assertThat(distances).isNotEmpty();
            distances.forEach((picture, distance) -> assertThat(value(table, picture))
                    .as("%s in the table of %s", picture, java.util.Arrays.toString(group))
                    .isEqualTo(distance));
        }
    }

    @Test
    void theSearchOnSeveralThreadsMakesTheSameTableAsOnOne() {
        // the 3 x 4 groups' tables span hundreds of the build's blocks, shared out among the threads
        for (int[] group : MultiTilePatternTables.tileGroups(3, 4, 11)) {
            TilePatternDatabase one = TilePatternDatabase.build(3, 4, 11, group, 1);
            assertThat(one.entries).as("blocks to share").isGreaterThan(1 << 14);
            for (int threads : new int[] {2, 3}) {
                assertThat(TilePatternDatabase.build(3, 4, 11, group, threads).distance)
                        .as("%s on %d threads", java.util.Arrays.toString(group), threads)
                        .isEqualTo(one.distance);
            }
        }
    }

    /**
     * Where the next move must go along one axis, the entry is the abstract search's distance through the best such
     * move, or one more than the distance, whichever is less (the table knows only whether a shortest path starts
     * that way); the goal stays 0.
     */
    @ParameterizedTest(name = "{0} x {1}, goal blank {2}")
    @CsvSource({"2, 3, 5", "3, 3, 8", "3, 3, 1", "1, 5, 2", "3, 4, 11", "4, 3, 5"})
    void everyEntryKnowsWhetherAShortestPathStartsAlongAnAxis(int rows, int columns, int goalBlank) {
        int checked = 0;
        int higher = 0;
        for (int[] group : MultiTilePatternTables.tileGroups(rows, columns, goalBlank)) {
            TilePatternDatabase table = TilePatternDatabase.build(rows, columns, goalBlank, group);
            Map<String, Integer> distances = search(table);
            for (Map.Entry<String, Integer> entry : distances.entrySet()) {
                String picture = entry.getKey();
                int distance = entry.getValue();
                for (boolean vertical : new boolean[] {true, false}) {
                    int through = Integer.MAX_VALUE;
                    for (String next : moves(picture, rows, columns, vertical)) {
                        through = Math.min(through, 1 + distances.get(next));
                    }
                    int expected = distance == 0 ? 0 : Math.min(through, distance + 1);
                    int first = vertical
                            ? TilePatternDatabase.NOT_VERTICAL_FIRST
                            : TilePatternDatabase.NOT_HORIZONTAL_FIRST;
                    assertThat(value(table, picture, first))
                            .as(
                                    "%s, next move %s, in the table of %s",
                                    picture, vertical ? "vertical" : "horizontal", java.util.Arrays.toString(group))
                            .isEqualTo(expected);
                    checked++;
                    higher += expected > distance ? 1 : 0;
                }
            }
        }
        assertThat(checked).isPositive();
        assertThat(higher).as("placements one move further along an axis").isPositive();
    }

    @Test
    void aGroupOfEveryTileKnowsTheParity() {
        // with no don't-care left, half the placements are never reached: they read 0, and the others their distance
        TilePatternDatabase table = TilePatternDatabase.build(2, 2, 3, new int[] {0, 1, 2});
        Map<String, Integer> distances = search(table);
        assertThat(distances).hasSize(table.entries / 2);
        distances.forEach(
                (picture, distance) -> assertThat(value(table, picture)).isEqualTo(distance));
    }

    /** The transposed board, relabelled: the tile of goal cell {@code t} goes to goal cell {@code t} transposed. */
    private static int[] transposedCellOf(int[] cellOf, int side) {
        int[] transposed = new int[cellOf.length];
        for (int label = 0; label < cellOf.length; label++) {
            int cell = cellOf[label];
            transposed[(label % side) * side + label / side] = (cell % side) * side + cell / side;
        }
        return transposed;
    }

    @ParameterizedTest(name = "goal blank {0}")
    @CsvSource({"8", "4", "0"})
    void theTransposedReadIsTheValueOfTheTransposedBoard(int goalBlank) {
        RandomGenerator random = RandomBoards.seeded(29 + goalBlank);
        for (int[] group : MultiTilePatternTables.tileGroups(3, 3, goalBlank)) {
            TilePatternDatabase table = TilePatternDatabase.build(3, 3, goalBlank, group);
            for (int board = 0; board < 500; board++) {
                int[] cellOf = new int[9];
                int[] order = random.ints(0, 1 << 20).limit(9).toArray();
                Integer[] cells = {0, 1, 2, 3, 4, 5, 6, 7, 8};
                java.util.Arrays.sort(cells, (a, b) -> Integer.compare(order[a], order[b]));
                for (int label = 0; label < 9; label++) {
                    cellOf[label] = cells[label];
                }
                int[] transposed = transposedCellOf(cellOf, 3);
                assertThat(table.transposedValue(cellOf, cellOf[goalBlank], TilePatternDatabase.EITHER_FIRST))
                        .isEqualTo(table.value(transposed, transposed[goalBlank]));
                // a vertical move here is a horizontal one on the transposed board
                assertThat(table.transposedValue(cellOf, cellOf[goalBlank], TilePatternDatabase.NOT_VERTICAL_FIRST))
                        .isEqualTo(table.value(
                                transposed, transposed[goalBlank], TilePatternDatabase.NOT_HORIZONTAL_FIRST));
                assertThat(table.transposedValue(cellOf, cellOf[goalBlank], TilePatternDatabase.NOT_HORIZONTAL_FIRST))
                        .isEqualTo(
                                table.value(transposed, transposed[goalBlank], TilePatternDatabase.NOT_VERTICAL_FIRST));
            }
        }
    }

    @Test
    void fourByFourWalksAreNeverShorterThanTheirTables() {
        RandomGenerator random = RandomBoards.seeded(31);
        int goalBlank = 15;
        MultiTilePatternTables tables = MultiTileTableSource.onDemand().tables(4, 4, goalBlank);
        assertThat(tables.tileTables).hasSize(3);
        assertThat(tables.transposable).isTrue();
        for (int walk = 0; walk < 2_000; walk++) {
            int[] cellOf = new int[16];
            for (int label = 0; label < 16; label++) {
                cellOf[label] = label;
            }
            int[] labelAt = cellOf.clone();
            int blank = goalBlank;
            int moves = 0;
            int length = 1 + random.nextInt(45);
            for (int move = 0; move < length; move++) {
                boolean vertical = random.nextBoolean();
                int target = vertical ? blank % 4 + 4 * random.nextInt(4) : 4 * (blank / 4) + random.nextInt(4);
                if (target == blank) {
                    continue;
                }
                int step = vertical ? (target > blank ? 4 : -4) : (target > blank ? 1 : -1);
                while (blank != target) {
                    int label = labelAt[blank + step];
                    labelAt[blank] = label;
                    cellOf[label] = blank;
                    blank += step;
                    labelAt[blank] = goalBlank;
                    cellOf[goalBlank] = blank;
                }
                moves++;
                // walked back, the path starts with this move's reverse, along the same axis
                int first =
                        vertical ? TilePatternDatabase.NOT_VERTICAL_FIRST : TilePatternDatabase.NOT_HORIZONTAL_FIRST;
                for (TilePatternDatabase table : tables.tileTables) {
                    assertThat(table.value(cellOf, blank, first))
                            .as("the next move along the last one's axis, after %d moves", moves)
                            .isLessThanOrEqualTo(moves);
                    assertThat(table.transposedValue(cellOf, blank, first))
                            .as("transposed, the next move along the last one's axis, after %d moves", moves)
                            .isLessThanOrEqualTo(moves);
                    assertThat(table.value(cellOf, blank))
                            .as("after %d moves", moves)
                            .isLessThanOrEqualTo(moves);
                    assertThat(table.transposedValue(cellOf, blank, TilePatternDatabase.EITHER_FIRST))
                            .as("transposed, after %d moves", moves)
                            .isLessThanOrEqualTo(moves);
                }
                assertThat(tables.tiles(cellOf, blank, Integer.MAX_VALUE)).isLessThanOrEqualTo(moves);
            }
        }
    }
}
