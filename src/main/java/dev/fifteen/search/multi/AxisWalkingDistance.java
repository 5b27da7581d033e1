package dev.fifteen.search.multi;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * One axis of the multi-tile walking distance: the board seen only as which class of tile sits in which line
 * (rows for the vertical table, columns for the horizontal one), a tile's class being the line it belongs to in
 * the goal. Moves along the other axis leave this picture unchanged; a move along this axis carries the blank
 * {@code k} lines and shifts one tile of each line it crosses by one line, for a cost of 1 whatever {@code k}. The
 * distance in that abstract graph (breadth-first, from the goal's picture) is a lower bound on the moves along this
 * axis that any solution makes. The idea of counting tiles per line is Takahashi's walking distance; here it is
 * computed in the multi-tile metric.
 *
 * <p>The states are found by breadth-first search over single-line steps, which are kept as a transition table
 * ({@link #step}): a search follows a move of {@code k} lines with {@code k} lookups and no allocation.
 * Where the picture has too many states, adjacent goal lines share a class (a coarser abstraction, still a lower
 * bound): see {@link #build}.
 *
 * <p>Memory: about {@code states * (2 * classes + 4) * 4} bytes; a 4 x 4 axis has 24,964 states.
 */
final class AxisWalkingDistance {

    /** A step that carries the blank to the line of lower index. */
    static final int TOWARD_LOWER = 0;
    /** A step that carries the blank to the line of higher index. */
    static final int TOWARD_HIGHER = 1;

    final int lines;
    final int lineLength;
    /** The number of tile classes; the blank is class {@code classes}. */
    final int classes;
    /** {@code classOfLine[line]}: the class of the tiles whose goal is in that line. */
    final int[] classOfLine;

    final int states;
    /** The multi-tile distance of each state to the goal's picture. */
    final byte[] distance;
    /** {@code step[(state * 2 + direction) * classes + class]}: the state after the blank swaps with such a tile. */
    final int[] step;

    /** The key of every state, sorted, and the state of each key: the board's first state is looked up here. */
    private final long[] sortedKeys;

    private final int[] stateOfSortedKey;
    private final int[] multisetOfCode;
    private final int codeBase;
    private final long multisets;

    private AxisWalkingDistance(
            int lines,
            int lineLength,
            int[] classOfLine,
            int classes,
            int[] multisetOfCode,
            int[][] countsOfMultiset,
            int blankLine,
            int maxStates) {
        this.lines = lines;
        this.lineLength = lineLength;
        this.classOfLine = classOfLine;
        this.classes = classes;
        this.multisetOfCode = multisetOfCode;
        this.codeBase = lineLength + 1;
        this.multisets = countsOfMultiset.length;

        int[] goalCounts = new int[lines * (classes + 1)];
        for (int line = 0; line < lines; line++) {
            goalCounts[line * (classes + 1) + classOfLine[line]] = lineLength;
        }
        goalCounts[blankLine * (classes + 1) + classOfLine[blankLine]]--;
        goalCounts[blankLine * (classes + 1) + classes] = 1;

        // discovery: every picture reachable by single-line steps, with the steps between them
        Map<Long, Integer> indexOfKey = new HashMap<>();
        List<int[]> lineSets = new ArrayList<>();
        int[] goalSets = linesOf(goalCounts);
        indexOfKey.put(key(goalSets), 0);
        lineSets.add(goalSets);
        int[] links = new int[64];
        int stride = 2 * classes;
        for (int s = 0; s < lineSets.size(); s++) {
            if (lineSets.size() > maxStates) {
                throw new TooLarge();
            }
            int[] sets = lineSets.get(s);
            int blank = -1;
            for (int line = 0; line < lines && blank < 0; line++) {
                if (countsOfMultiset[sets[line]][classes] > 0) {
                    blank = line;
                }
            }
            if ((long) (s + 1) * stride > links.length) {
                links = Arrays.copyOf(links, Math.max(links.length * 2, (s + 1) * stride));
            }
            for (int direction = 0; direction < 2; direction++) {
                int other = direction == TOWARD_LOWER ? blank - 1 : blank + 1;
                for (int c = 0; c < classes; c++) {
                    int slot = s * stride + direction * classes + c;
                    if (other < 0 || other >= lines || countsOfMultiset[sets[other]][c] == 0) {
                        links[slot] = -1;
                        continue;
                    }
                    int[] blankCounts = countsOfMultiset[sets[blank]].clone();
                    int[] otherCounts = countsOfMultiset[sets[other]].clone();
                    blankCounts[classes]--;
                    blankCounts[c]++;
                    otherCounts[c]--;
                    otherCounts[classes]++;
                    int[] next = sets.clone();
                    next[blank] = multisetOfCode[code(blankCounts)];
                    next[other] = multisetOfCode[code(otherCounts)];
                    long nextKey = key(next);
                    Integer index = indexOfKey.get(nextKey);
                    if (index == null) {
                        index = lineSets.size();
                        indexOfKey.put(nextKey, index);
                        lineSets.add(next);
                    }
                    links[slot] = index;
                }
            }
        }
        states = lineSets.size();
        step = Arrays.copyOf(links, states * stride);
        sortedKeys = new long[states];
        stateOfSortedKey = new int[states];
        long[] packed = new long[states];
        int at = 0;
        for (Map.Entry<Long, Integer> entry : indexOfKey.entrySet()) {
            packed[at++] = entry.getKey();
        }
        Arrays.sort(packed);
        for (int i = 0; i < states; i++) {
            sortedKeys[i] = packed[i];
            stateOfSortedKey[i] = indexOfKey.get(packed[i]);
        }

        // breadth-first search in the multi-tile metric: a move is a run of steps in one direction
        distance = new byte[states];
        Arrays.fill(distance, (byte) -1);
        distance[0] = 0;
        int[] queue = new int[states];
        int head = 0;
        int tail = 0;
        queue[tail++] = 0;
        int[] stamp = new int[states];
        int stampCount = 0;
        int[] current = new int[states];
        int[] following = new int[states];
        while (head < tail) {
            int state = queue[head++];
            int nextDistance = distance[state] + 1;
            for (int direction = 0; direction < 2; direction++) {
                int size = 1;
                current[0] = state;
                while (size > 0) {
                    stampCount++;
                    int nextSize = 0;
                    for (int i = 0; i < size; i++) {
                        int base = (current[i] * 2 + direction) * classes;
                        for (int c = 0; c < classes; c++) {
                            int reached = step[base + c];
                            if (reached < 0 || stamp[reached] == stampCount) {
                                continue;
                            }
                            stamp[reached] = stampCount;
                            following[nextSize++] = reached;
                            if (distance[reached] < 0) {
                                distance[reached] = (byte) nextDistance;
                                queue[tail++] = reached;
                            }
                        }
                    }
                    int[] swap = current;
                    current = following;
                    following = swap;
                    size = nextSize;
                }
            }
        }
    }

    /**
     * The table for one axis: {@code lines} lines of {@code lineLength} cells, the goal's blank in {@code blankLine}.
     * Each goal line is its own class unless that gives more than {@code maxStates} pictures; then lines are merged
     * into classes two, four, ... at a time until it does not.
     */
    static AxisWalkingDistance build(int lines, int lineLength, int blankLine, int maxStates) {
        for (int merge = 1; ; merge *= 2) {
            int[] classOfLine = new int[lines];
            for (int line = 0; line < lines; line++) {
                classOfLine[line] = line / merge;
            }
            int classes = (lines + merge - 1) / merge;
            try {
                return create(lines, lineLength, classOfLine, classes, blankLine, maxStates);
            } catch (TooLarge tooLarge) {
                if (classes == 1) {
                    throw new IllegalStateException("a single class cannot be too large");
                }
            }
        }
    }

    private static AxisWalkingDistance create(
            int lines, int lineLength, int[] classOfLine, int classes, int blankLine, int maxStates) {
        int base = lineLength + 1;
        int codes = 1;
        for (int c = 0; c <= classes; c++) {
            codes = Math.multiplyExact(codes, base);
        }
        int[] multisetOfCode = new int[codes];
        Arrays.fill(multisetOfCode, -1);
        List<int[]> counts = new ArrayList<>();
        int[] digits = new int[classes + 1];
        for (int code = 0; code < codes; code++) {
            int rest = code;
            int sum = 0;
            for (int c = 0; c <= classes; c++) {
                digits[c] = rest % base;
                rest /= base;
                sum += digits[c];
            }
            if (sum == lineLength && digits[classes] <= 1) {
                multisetOfCode[code] = counts.size();
                counts.add(digits.clone());
            }
        }
        double keySpace = Math.pow(counts.size(), lines);
        if (keySpace > Long.MAX_VALUE / 2) {
            throw new TooLarge();
        }
        return new AxisWalkingDistance(
                lines,
                lineLength,
                classOfLine,
                classes,
                multisetOfCode,
                counts.toArray(new int[0][]),
                blankLine,
                maxStates);
    }

    /**
     * The state of a board seen along this axis.
     *
     * @param lineOfCell  the line of each cell
     * @param labelAt     the label on each cell
     * @param goalLineOf  the goal line of each label
     * @param blankLabel  the blank's label
     */
    int stateOf(int[] lineOfCell, int[] labelAt, int[] goalLineOf, int blankLabel) {
        int[] counts = new int[lines * (classes + 1)];
        for (int cell = 0; cell < labelAt.length; cell++) {
            int label = labelAt[cell];
            int c = label == blankLabel ? classes : classOfLine[goalLineOf[label]];
            counts[lineOfCell[cell] * (classes + 1) + c]++;
        }
        int at = Arrays.binarySearch(sortedKeys, key(linesOf(counts)));
        if (at < 0) {
            throw new IllegalArgumentException("the board is not a picture of this axis's goal");
        }
        return stateOfSortedKey[at];
    }

    private int[] linesOf(int[] counts) {
        int[] sets = new int[lines];
        for (int line = 0; line < lines; line++) {
            sets[line] =
                    multisetOfCode[code(Arrays.copyOfRange(counts, line * (classes + 1), (line + 1) * (classes + 1)))];
        }
        return sets;
    }

    private int code(int[] counts) {
        int code = 0;
        for (int c = classes; c >= 0; c--) {
            code = code * codeBase + counts[c];
        }
        return code;
    }

    private long key(int[] sets) {
        long key = 0;
        for (int line = 0; line < lines; line++) {
            key = key * multisets + sets[line];
        }
        return key;
    }

    /** The largest distance in the table. */
    int maxDistance() {
        int max = 0;
        for (byte d : distance) {
            max = Math.max(max, d);
        }
        return max;
    }

    private static final class TooLarge extends RuntimeException {
        TooLarge() {
            super(null, null, false, false);
        }
    }
}
