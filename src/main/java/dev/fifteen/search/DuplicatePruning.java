package dev.fifteen.search;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPInputStream;

/**
 * Duplicate-path pruning for the depth-first searches: a finite automaton over the blank's moves that rejects
 * every path containing a forbidden string of moves (Taylor &amp; Korf, "Pruning duplicate nodes in depth-first
 * search", AAAI 1993). Plain IDA* only refuses to move the blank straight back; the automaton also refuses, for
 * instance, {@code LURDLU}, which does what {@code ULDRUL} does, and three laps round a square of four cells, which
 * leave every board as it was.
 *
 * <p>Strings are ordered by length, then move by move in the order up, down, left, right. A string is forbidden
 * when an earlier string has the same effect from any cell on any board (the same displacement of the blank and
 * every tile in the same cell afterwards) and visits no cell that the forbidden one does not visit, so that it is
 * possible wherever the forbidden one is. Replacing a forbidden string in a path by its earlier twin gives an
 * earlier path to the same board, so every board reachable in {@code n} moves keeps a path of at most {@code n}
 * moves that the automaton accepts: a search bounded by an admissible estimate still finds a shortest solution.
 * {@link DuplicateStrings} finds the strings (none containing another) and the project ships them with their twins;
 * the automaton (Aho and Corasick's, "Efficient string matching", 1975) then answers in one array read a move. See
 * {@code docs/algorithms.md}, "Duplicate paths".
 *
 * <p>Immutable and thread-safe. {@link #standard()} is the automaton the solvers share.
 */
public final class DuplicatePruning {

    /** The moves of the blank, numbered as {@link #next} takes them (and as {@link Grid#neighbours} lists them). */
    public static final int UP = 0;

    public static final int DOWN = 1;
    public static final int LEFT = 2;
    public static final int RIGHT = 3;

    /** The state at the root of a search, before any move. */
    public static final int START = 0;

    /** What {@link #next} answers for a move that completes a forbidden string. */
    public static final int PRUNED = -1;

    /** The forbidden strings the project ships, with their twins. */
    static final String RESOURCE = "duplicate-moves.txt.gz";

    private final int[] transitions;
    private final int maxLength;
    private final int forbiddenCount;

    private DuplicatePruning(int[] transitions, int maxLength, int forbiddenCount) {
        this.transitions = transitions;
        this.maxLength = maxLength;
        this.forbiddenCount = forbiddenCount;
    }

    /** The shared automaton of the forbidden strings the project ships (see {@link DuplicateStrings}). */
    public static DuplicatePruning standard() {
        return Standard.INSTANCE;
    }

    private static final class Standard {
        static final DuplicatePruning INSTANCE = of(readStrings(RESOURCE));
    }

    /** The automaton for the forbidden strings of at most {@code maxLength} moves, found now. */
    public static DuplicatePruning upTo(int maxLength) {
        if (maxLength < 2 || maxLength > 16) {
            throw new IllegalArgumentException("strings of 2 to 16 moves, not " + maxLength);
        }
        List<String> strings = new ArrayList<>();
        for (long[] pair : DuplicateStrings.find(maxLength)) {
            strings.add(DuplicateStrings.text(pair[0]));
        }
        return of(strings);
    }

    /**
     * The automaton rejecting every path that contains one of {@code forbidden} (strings over {@code "UDLR"});
     * every board keeps an accepted shortest path only if each string has an earlier twin, as
     * {@link DuplicateStrings} finds them.
     */
    static DuplicatePruning of(List<String> forbidden) {
        int maxLength = 0;
        for (String string : forbidden) {
            if (!string.matches("[UDLR]{2,}")) {
                throw new IllegalArgumentException("not a string of moves: " + string);
            }
            maxLength = Math.max(maxLength, string.length());
        }
        return new DuplicatePruning(automaton(forbidden), maxLength, forbidden.size());
    }

    /** The forbidden strings of a gzipped file as {@link DuplicateStrings} writes it: the first word of each line. */
    static List<String> readStrings(String resource) {
        InputStream in = DuplicatePruning.class.getResourceAsStream(resource);
        if (in == null) {
            throw new IllegalStateException("missing resource " + resource);
        }
        List<String> strings = new ArrayList<>();
        try (BufferedReader reader =
                new BufferedReader(new InputStreamReader(new GZIPInputStream(in), StandardCharsets.US_ASCII))) {
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    strings.add(line.substring(0, line.indexOf(' ')));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return strings;
    }

    /**
     * The state after a move of the blank in {@code direction} ({@link #UP} to {@link #RIGHT}) from
     * {@code state}, or {@link #PRUNED} when the path is a duplicate.
     */
    public int next(int state, int direction) {
        return transitions[state << 2 | direction];
    }

    /** The number of states. */
    public int states() {
        return transitions.length >> 2;
    }

    /** The number of forbidden strings (none containing another). */
    public int forbiddenCount() {
        return forbiddenCount;
    }

    /** The length of the longest forbidden string. */
    public int maxLength() {
        return maxLength;
    }

    /** The direction of the blank's move from cell {@code from} to the adjacent cell {@code to}. */
    public static int direction(int from, int to, int columns) {
        int step = to - from;
        if (step == -columns) {
            return UP;
        }
        if (step == columns) {
            return DOWN;
        }
        return step == -1 ? LEFT : RIGHT;
    }

    @Override
    public String toString() {
        return "duplicate pruning up to " + maxLength + " moves: " + forbiddenCount + " strings, " + states()
                + " states";
    }

    /**
     * The automaton of the forbidden strings: the trie of the strings with the moves from each state completed
     * by the failure links, a move into a state whose string ends in a forbidden one answering {@link #PRUNED}.
     */
    private static int[] automaton(List<String> forbidden) {
        List<int[]> children = new ArrayList<>();
        List<Boolean> terminal = new ArrayList<>();
        children.add(new int[] {-1, -1, -1, -1});
        terminal.add(false);
        for (String string : forbidden) {
            int node = START;
            for (int i = 0; i < string.length(); i++) {
                int direction = "UDLR".indexOf(string.charAt(i));
                if (children.get(node)[direction] < 0) {
                    children.get(node)[direction] = children.size();
                    children.add(new int[] {-1, -1, -1, -1});
                    terminal.add(false);
                }
                node = children.get(node)[direction];
            }
            terminal.set(node, true);
        }
        int states = children.size();
        int[] go = new int[states * 4];
        int[] failure = new int[states];
        boolean[] ends = new boolean[states];
        for (int node = 0; node < states; node++) {
            ends[node] = terminal.get(node);
        }
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        for (int direction = 0; direction < 4; direction++) {
            int child = children.get(START)[direction];
            if (child < 0) {
                go[direction] = START;
            } else {
                go[direction] = child;
                failure[child] = START;
                queue.add(child);
            }
        }
        while (!queue.isEmpty()) {
            int node = queue.poll();
            ends[node] |= ends[failure[node]];
            for (int direction = 0; direction < 4; direction++) {
                int child = children.get(node)[direction];
                if (child < 0) {
                    go[node * 4 + direction] = go[failure[node] * 4 + direction];
                } else {
                    go[node * 4 + direction] = child;
                    failure[child] = go[failure[node] * 4 + direction];
                    queue.add(child);
                }
            }
        }
        int[] transitions = new int[states * 4];
        for (int i = 0; i < transitions.length; i++) {
            transitions[i] = ends[go[i]] ? PRUNED : go[i];
        }
        return transitions;
    }
}
