package dev.fifteen.search;

import dev.fifteen.testing.oracle.Slides;
import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.zip.GZIPInputStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The duplicate pruning checked from outside: every shipped string against its twin on a board played here
 * (same effect, the twin earlier and never leaving the cells the string visits), the automaton against a plain
 * substring search, and the paths it accepts against breadth-first search: from a start, every board within
 * {@code d} moves is still reached, and first at its true distance.
 */
class DuplicatePruningTest {

    private static final String MOVES = "UDLR";

    @Test
    void everyShippedStringHasAnEarlierTwinThatCanStandForItAnywhere() throws IOException {
        List<String[]> pairs = shipped();
        assertThat(pairs).hasSizeGreaterThan(1000);
        Set<String> strings = new HashSet<>();
        for (String[] pair : pairs) {
            String forbidden = pair[0];
            String twin = pair[1].equals("-") ? "" : pair[1];
            assertThat(earlier(twin, forbidden))
                    .as(forbidden + " after " + twin)
                    .isTrue();
            Map<Long, Long> played = play(forbidden);
            Map<Long, Long> twinPlayed = play(twin);
            assertThat(twinPlayed).as("effect of " + twin + " and " + forbidden).isEqualTo(played);
            assertThat(visited(forbidden)).as(forbidden).containsAll(visited(twin));
            strings.add(forbidden);
        }
        // none contains another, and the moves straight back are among them
        assertThat(strings).contains("UD", "DU", "LR", "RL");
        List<String> containing = new ArrayList<>();
        for (String string : strings) {
            for (int start = 0; start < string.length(); start++) {
                for (int end = start + 2; end <= string.length(); end++) {
                    if (end - start < string.length() && strings.contains(string.substring(start, end))) {
                        containing.add(string);
                    }
                }
            }
        }
        assertThat(containing).isEmpty();
    }

    @Test
    void theAutomatonRejectsExactlyThePathsContainingAForbiddenString() throws IOException {
        List<String> forbidden = new ArrayList<>();
        for (String[] pair : shipped()) {
            forbidden.add(pair[0]);
        }
        Set<String> set = new HashSet<>(forbidden);
        DuplicatePruning pruning = DuplicatePruning.standard();
        assertThat(pruning.forbiddenCount()).isEqualTo(forbidden.size());
        SplittableRandom random = new SplittableRandom(7);
        int rejected = 0;
        for (int trial = 0; trial < 2000; trial++) {
            StringBuilder path = new StringBuilder();
            while (path.length() < 24) {
                if (random.nextInt(8) == 0) {
                    path.append(forbidden.get(random.nextInt(forbidden.size())));
                } else {
                    path.append(MOVES.charAt(random.nextInt(4)));
                }
            }
            int state = DuplicatePruning.START;
            for (int i = 0; i < path.length(); i++) {
                String prefix = path.substring(0, i + 1);
                boolean contains = false;
                for (int start = 0; start < prefix.length() - 1 && !contains; start++) {
                    contains = set.contains(prefix.substring(start));
                }
                state = pruning.next(state, MOVES.indexOf(path.charAt(i)));
                assertThat(state == DuplicatePruning.PRUNED).as(prefix).isEqualTo(contains);
                if (contains) {
                    rejected++;
                    break;
                }
            }
        }
        assertThat(rejected).isGreaterThan(500);
    }

    @Test
    void everyBoardWithinSixteenMovesOfAFifteenPuzzleIsReachedAtItsDistance() {
        reachesEveryBoardAtItsDistance(4, 4, 5, 16);
        reachesEveryBoardAtItsDistance(4, 4, 0, 15);
    }

    @Test
    void everyBoardWithinTwentyMovesOnSmallerShapesIsReachedAtItsDistance() {
        reachesEveryBoardAtItsDistance(3, 3, 4, 20);
        reachesEveryBoardAtItsDistance(3, 4, 0, 19);
        reachesEveryBoardAtItsDistance(2, 5, 7, 20);
    }

    @Test
    void theGeneratorFindsTheShippedStringsUpToTwelveMoves() throws IOException {
        List<String> found = new ArrayList<>();
        for (long[] pair : DuplicateStrings.find(12)) {
            found.add(DuplicateStrings.text(pair[0]));
        }
        List<String> shipped = new ArrayList<>();
        for (String[] pair : shipped()) {
            if (pair[0].length() <= 12) {
                shipped.add(pair[0]);
            }
        }
        assertThat(found).isEqualTo(shipped);
    }

    /**
     * Depth-first search from a start with the automaton, each board's smallest depth recorded, against
     * breadth-first search over whole boards.
     */
    private static void reachesEveryBoardAtItsDistance(int rows, int columns, int blank, int depth) {
        int cells = rows * columns;
        int[] start = new int[cells];
        for (int cell = 0; cell < cells; cell++) {
            start[cell] = cell;
        }
        start[0] = blank;
        start[blank] = 0;
        Map<String, Integer> distances = new HashMap<>();
        distances.put(Arrays.toString(start), 0);
        ArrayDeque<int[]> queue = new ArrayDeque<>();
        queue.add(start);
        while (!queue.isEmpty()) {
            int[] board = queue.poll();
            int d = distances.get(Arrays.toString(board));
            if (d == depth) {
                continue;
            }
            int at = Slides.indexOf(board, 0);
            for (int[] step : new int[][] {{-1, 0}, {1, 0}, {0, -1}, {0, 1}}) {
                int row = at / columns + step[0];
                int column = at % columns + step[1];
                if (row < 0 || row >= rows || column < 0 || column >= columns) {
                    continue;
                }
                int[] child = board.clone();
                child[at] = child[row * columns + column];
                child[row * columns + column] = 0;
                if (distances.putIfAbsent(Arrays.toString(child), d + 1) == null) {
                    queue.add(child);
                }
            }
        }
        Map<String, Integer> reached = new HashMap<>();
        walk(start.clone(), rows, columns, DuplicatePruning.START, 0, depth, reached);
        assertThat(reached).as(rows + " x " + columns).isEqualTo(distances);
    }

    private static void walk(
            int[] board, int rows, int columns, int state, int g, int depth, Map<String, Integer> reached) {
        reached.merge(Arrays.toString(board), g, Math::min);
        if (g == depth) {
            return;
        }
        int at = Slides.indexOf(board, 0);
        int[][] steps = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
        for (int direction = 0; direction < 4; direction++) {
            int row = at / columns + steps[direction][0];
            int column = at % columns + steps[direction][1];
            if (row < 0 || row >= rows || column < 0 || column >= columns) {
                continue;
            }
            int next = DuplicatePruning.standard().next(state, direction);
            if (next == DuplicatePruning.PRUNED) {
                continue;
            }
            int to = row * columns + column;
            board[at] = board[to];
            board[to] = 0;
            walk(board, rows, columns, next, g + 1, depth, reached);
            board[to] = board[at];
            board[at] = 0;
        }
    }

    /** Shorter first, then letter by letter in the order U, D, L, R. */
    private static boolean earlier(String a, String b) {
        if (a.length() != b.length()) {
            return a.length() < b.length();
        }
        for (int i = 0; i < a.length(); i++) {
            int difference = MOVES.indexOf(a.charAt(i)) - MOVES.indexOf(b.charAt(i));
            if (difference != 0) {
                return difference < 0;
            }
        }
        return false;
    }

    /**
     * Plays the moves of the blank from (0, 0) on an unbounded board whose tiles carry their starting
     * coordinates; returns the cells whose tile changed, with the tile now there (the blank as tile (0, 0)).
     */
    private static Map<Long, Long> play(String moves) {
        Map<Long, Long> board = new HashMap<>();
        long row = 0;
        long column = 0;
        for (char move : moves.toCharArray()) {
            long nextRow = row + (move == 'U' ? -1 : move == 'D' ? 1 : 0);
            long nextColumn = column + (move == 'L' ? -1 : move == 'R' ? 1 : 0);
            long here = key(row, column);
            long there = key(nextRow, nextColumn);
            long tile = board.getOrDefault(there, there);
            long blank = board.getOrDefault(here, here);
            board.put(here, tile);
            board.put(there, blank);
            row = nextRow;
            column = nextColumn;
        }
        board.entrySet().removeIf(entry -> entry.getKey().equals(entry.getValue()));
        return board;
    }

    private static Set<Long> visited(String moves) {
        Set<Long> cells = new LinkedHashSet<>();
        long row = 0;
        long column = 0;
        cells.add(key(row, column));
        for (char move : moves.toCharArray()) {
            row += move == 'U' ? -1 : move == 'D' ? 1 : 0;
            column += move == 'L' ? -1 : move == 'R' ? 1 : 0;
            cells.add(key(row, column));
        }
        return cells;
    }

    private static long key(long row, long column) {
        return (row + 1000) * 10_000 + column + 1000;
    }

    private static List<String[]> shipped() throws IOException {
        List<String[]> pairs = new ArrayList<>();
        try (InputStream in = DuplicatePruning.class.getResourceAsStream(DuplicatePruning.RESOURCE);
                BufferedReader reader =
                        new BufferedReader(new InputStreamReader(new GZIPInputStream(in), StandardCharsets.US_ASCII))) {
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                if (!line.startsWith("#") && !line.isBlank()) {
                    pairs.add(line.split(" "));
                }
            }
        }
        return pairs;
    }
}
