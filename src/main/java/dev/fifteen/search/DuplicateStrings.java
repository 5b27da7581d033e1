package dev.fifteen.search;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.zip.GZIPOutputStream;

/**
 * Finds the forbidden move strings of {@link DuplicatePruning} and writes them with their twins, gzipped: the file
 * the service reads ({@code src/main/resources/dev/fifteen/search/duplicate-moves.txt.gz}). A build tool, run
 * when the length changes (the same length gives the same file):
 * <pre>
 * java -Xmx10g -cp target/classes dev.fifteen.search.DuplicateStrings 16 \
 *     src/main/resources/dev/fifteen/search/duplicate-moves.txt.gz
 * </pre>
 *
 * <p>Breadth-first by length: only strings whose every proper substring is allowed are looked at (an allowed
 * string extended by one move, none of whose suffixes is forbidden), each played from the centre of a grid large
 * enough that no string leaves it, and compared with the earlier allowed strings of the same effect (found by a
 * hash of the cells the string changes, then compared cell by cell). A string is forbidden when such an earlier
 * string visits no cell it does not. Time and memory grow about three times a move (figures in
 * {@code docs/benchmarks.md}, "Duplicate paths pruned").
 */
public final class DuplicateStrings {

    private static final int[] ROW_STEP = {-1, 1, 0, 0};
    private static final int[] COLUMN_STEP = {0, 0, -1, 1};

    private final int maxLength;
    private final int width;
    private final int centre;
    private final int[] board;
    private final int[] other;
    private final int[] visited;
    private final int[] otherVisited;
    /** The cells already hashed, a visit counting once. */
    private final boolean[] seen;

    private DuplicateStrings(int maxLength) {
        this.maxLength = maxLength;
        this.width = 2 * maxLength + 1;
        this.centre = maxLength * width + maxLength;
        this.board = identity(width * width);
        this.other = identity(width * width);
        this.visited = new int[maxLength + 1];
        this.otherVisited = new int[maxLength + 1];
        this.seen = new boolean[width * width];
    }

    public static void main(String[] args) throws IOException {
        int maxLength = Integer.parseInt(args[0]);
        Path file = Path.of(args[1]);
        long start = System.nanoTime();
        long[][] pairs = find(maxLength);
        try (Writer out = new OutputStreamWriter(
                new GZIPOutputStream(new BufferedOutputStream(Files.newOutputStream(file))),
                StandardCharsets.US_ASCII)) {
            out.write("# The forbidden move strings of duplicate pruning (dev.fifteen.search.DuplicatePruning) up to "
                    + maxLength + " moves,\n# each with its earlier twin (\"-\": no move): written by "
                    + "dev.fifteen.search.DuplicateStrings.\n");
            for (long[] pair : pairs) {
                out.write(text(pair[0]) + " " + (pair[1] == 1 ? "-" : text(pair[1])) + "\n");
            }
        }
        System.out.printf(
                "%d forbidden strings of at most %d moves in %.1f s%n",
                pairs.length, maxLength, (System.nanoTime() - start) / 1e9);
    }

    /**
     * The forbidden strings of at most {@code maxLength} moves in order, each with its twin, as codes: a string of
     * {@code n} moves is {@code 1 << 2n} plus its moves (up 0, down 1, left 2, right 3), the first the highest.
     */
    static long[][] find(int maxLength) {
        return new DuplicateStrings(maxLength).run();
    }

    /** The string of a code, over {@code "UDLR"}. */
    static String text(long code) {
        int length = (63 - Long.numberOfLeadingZeros(code)) / 2;
        StringBuilder text = new StringBuilder(length);
        for (int i = length - 1; i >= 0; i--) {
            text.append("UDLR".charAt((int) (code >>> (2 * i)) & 3));
        }
        return text.toString();
    }

    private long[][] run() {
        LongSet forbidden = new LongSet();
        long[][] pairs = new long[16][];
        int pairCount = 0;
        // effect hash -> the allowed strings with that hash, most often one
        EffectIndex index = new EffectIndex();
        index.add(0, 1L);
        long[] allowed = {1L};
        int allowedCount = 1;
        for (int length = 1; length <= maxLength; length++) {
            long[] longer = new long[Math.max(16, allowedCount * 3)];
            int longerCount = 0;
            for (int p = 0; p < allowedCount; p++) {
                for (int direction = 0; direction < 4; direction++) {
                    long code = allowed[p] << 2 | direction;
                    if (endsForbidden(code, length, forbidden)) {
                        continue;
                    }
                    long effect = effect(code, length);
                    long twin = index.twinOf(effect, code, length, this);
                    if (twin != 0) {
                        forbidden.add(code);
                        if (pairCount == pairs.length) {
                            pairs = Arrays.copyOf(pairs, pairCount * 2);
                        }
                        pairs[pairCount++] = new long[] {code, twin};
                    } else {
                        index.add(effect, code);
                        if (longerCount == longer.length) {
                            longer = Arrays.copyOf(longer, longerCount * 2);
                        }
                        longer[longerCount++] = code;
                    }
                }
            }
            allowed = longer;
            allowedCount = longerCount;
        }
        return Arrays.copyOf(pairs, pairCount);
    }

    /** Whether a suffix of the string shorter than it, and of at least 2 moves, is forbidden. */
    private static boolean endsForbidden(long code, int length, LongSet forbidden) {
        for (int suffix = 2; suffix < length; suffix++) {
            long bits = code & ((1L << (2 * suffix)) - 1);
            if (forbidden.contains(bits | 1L << (2 * suffix))) {
                return true;
            }
        }
        return false;
    }

    private static int[] identity(int size) {
        int[] labels = new int[size];
        for (int cell = 0; cell < size; cell++) {
            labels[cell] = cell;
        }
        return labels;
    }

    /** A hash of the cells the string changes and what it leaves in them: equal for strings of equal effect. */
    private long effect(long code, int length) {
        play(code, length, board, visited);
        long hash = 0;
        for (int i = 0; i <= length; i++) {
            int cell = visited[i];
            if (board[cell] != cell && !seen[cell]) {
                seen[cell] = true;
                long z = (long) cell * 1_000_003L + board[cell];
                z = (z ^ (z >>> 33)) * 0xff51afd7ed558ccdL;
                z = (z ^ (z >>> 33)) * 0xc4ceb9fe1a85ec53L;
                hash ^= z ^ (z >>> 33);
            }
        }
        for (int i = 0; i <= length; i++) {
            seen[visited[i]] = false;
        }
        reset(length, board, visited);
        return hash;
    }

    /**
     * Whether the earlier string may stand for the later one: the same effect, and no cell visited that the
     * later one does not visit.
     */
    boolean replaces(long earlier, int earlierLength, long later, int laterLength) {
        play(earlier, earlierLength, board, visited);
        play(later, laterLength, other, otherVisited);
        boolean same = true;
        for (int i = 0; same && i <= earlierLength; i++) {
            boolean inside = false;
            for (int j = 0; j <= laterLength && !inside; j++) {
                inside = otherVisited[j] == visited[i];
            }
            same = inside;
        }
        for (int j = 0; same && j <= laterLength; j++) {
            same = board[otherVisited[j]] == other[otherVisited[j]];
        }
        reset(earlierLength, board, visited);
        reset(laterLength, other, otherVisited);
        return same;
    }

    /** Plays the string on {@code labels}; {@code cells} receives the blank's cells, the centre first. */
    private void play(long code, int length, int[] labels, int[] cells) {
        int blank = centre;
        cells[0] = blank;
        for (int i = length - 1, k = 1; i >= 0; i--, k++) {
            int direction = (int) (code >>> (2 * i)) & 3;
            int next = blank + ROW_STEP[direction] * width + COLUMN_STEP[direction];
            labels[blank] = labels[next];
            labels[next] = centre;
            blank = next;
            cells[k] = blank;
        }
    }

    private static void reset(int length, int[] labels, int[] cells) {
        for (int i = 0; i <= length; i++) {
            labels[cells[i]] = cells[i];
        }
    }

    /** The length of a string from its code. */
    static int length(long code) {
        return (63 - Long.numberOfLeadingZeros(code)) / 2;
    }

    /** Allowed strings by effect hash: open addressing, the rare second string of a hash in a side map. */
    private static final class EffectIndex {

        private long[] keys = new long[1 << 16];
        private long[] codes = new long[1 << 16];
        private int size;
        private final Map<Long, long[]> more = new HashMap<>();

        void add(long effect, long code) {
            if (2 * (size + 1) > keys.length) {
                grow();
            }
            int slot = slot(effect, keys.length);
            while (codes[slot] != 0) {
                if (keys[slot] == effect) {
                    long[] list = more.getOrDefault(effect, new long[0]);
                    list = Arrays.copyOf(list, list.length + 1);
                    list[list.length - 1] = code;
                    more.put(effect, list);
                    return;
                }
                slot = (slot + 1) & (keys.length - 1);
            }
            keys[slot] = effect;
            codes[slot] = code;
            size++;
        }

        /** An earlier allowed string that may stand for {@code code}, or 0. */
        long twinOf(long effect, long code, int length, DuplicateStrings strings) {
            int slot = slot(effect, keys.length);
            while (codes[slot] != 0) {
                if (keys[slot] == effect) {
                    long first = codes[slot];
                    if (strings.replaces(first, length(first), code, length)) {
                        return first;
                    }
                    for (long other : more.getOrDefault(effect, new long[0])) {
                        if (strings.replaces(other, length(other), code, length)) {
                            return other;
                        }
                    }
                    return 0;
                }
                slot = (slot + 1) & (keys.length - 1);
            }
            return 0;
        }

        /** A slot of a table of {@code capacity} (a power of two) from the key's bits, well mixed. */
        private static int slot(long key, int capacity) {
            long z = key * 0x9E3779B97F4A7C15L;
            return (int) (z >>> (64 - Integer.numberOfTrailingZeros(capacity)));
        }

        private void grow() {
            long[] oldKeys = keys;
            long[] oldCodes = codes;
            keys = new long[oldKeys.length * 2];
            codes = new long[oldKeys.length * 2];
            for (int i = 0; i < oldKeys.length; i++) {
                if (oldCodes[i] != 0) {
                    int slot = slot(oldKeys[i], keys.length);
                    while (codes[slot] != 0) {
                        slot = (slot + 1) & (keys.length - 1);
                    }
                    keys[slot] = oldKeys[i];
                    codes[slot] = oldCodes[i];
                }
            }
        }
    }

    /** A set of nonzero longs, open addressing. */
    private static final class LongSet {

        private long[] keys = new long[1 << 10];
        private int size;

        void add(long key) {
            if (2 * (size + 1) > keys.length) {
                long[] old = keys;
                keys = new long[old.length * 2];
                for (long k : old) {
                    if (k != 0) {
                        insert(k);
                    }
                }
            }
            insert(key);
            size++;
        }

        private void insert(long key) {
            int slot = EffectIndex.slot(key, keys.length);
            while (keys[slot] != 0 && keys[slot] != key) {
                slot = (slot + 1) & (keys.length - 1);
            }
            keys[slot] = key;
        }

        boolean contains(long key) {
            int slot = EffectIndex.slot(key, keys.length);
            while (keys[slot] != 0) {
                if (keys[slot] == key) {
                    return true;
                }
                slot = (slot + 1) & (keys.length - 1);
            }
            return false;
        }
    }
}
