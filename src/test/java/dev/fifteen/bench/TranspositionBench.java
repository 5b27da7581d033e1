package dev.fifteen.bench;

import dev.fifteen.puzzle.Board;
import dev.fifteen.scramble.UniformScramble;
import dev.fifteen.search.DuplicatePruning;
import dev.fifteen.search.GoalLabels;
import dev.fifteen.search.Heuristic;
import dev.fifteen.search.pdb.AdditivePatternDatabase;
import dev.fifteen.search.pdb.PatternPartition;
import dev.fifteen.search.pdb.SplitMaximum;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * How many of an IDA* iteration's nodes are boards met before in the same iteration, on boards of 17 to 25 cells:
 * what a transposition table could spare at most. Each board (a {@code UniformScramble} draw toward the goal with the
 * blank in cell 0, seeds 7 on) is searched one iteration after another, one thread, with the service's estimate (the
 * first split of the given sizes and the cut across, by maximum; read from, or written to, the folder as
 * {@link MidSizeBench} does) and the duplicate-path automaton; per iteration the nodes and the distinct boards among
 * them (64-bit Zobrist keys in a table of 2^27), until an iteration passes the node limit or reaches the goal. With
 * {@code -Dprune=true} the table prunes: a board met again no shallower than it was first expanded in the iteration
 * is not expanded again (its subtree, with no more slides left, holds no solution the first did not), so the nodes
 * and times are those a transposition table of that size would give. With {@code -Dprune=strict} a board met again
 * at the same depth is skipped only when the duplicate-path automaton is in the same state as at the first meeting
 * (the rule under which the search provably stays optimal, {@code docs/benchmarks.md}, "Boards met twice");
 * {@code -Dautomaton=N} prunes with the automaton of the strings up to N moves instead of the shipped one.
 *
 * <pre>
 * java -Xmx6g -cp target/test-classes:target/classes dev.fifteen.bench.TranspositionBench 3x7 1 60000000 7-6-6-1 /tmp/midtables
 * </pre>
 * Arguments: the shape, the boards, the node limit, the first split's sizes, the tables' folder. The load average is
 * printed at the start and the end.
 */
public final class TranspositionBench {

    private static final int[] ROW_STEP = {-1, 1, 0, 0};
    private static final int[] COLUMN_STEP = {0, 0, -1, 1};

    private final int rows;
    private final int columns;
    private final int[] tileAt;
    private final int[] positionOf;
    private final Heuristic.Evaluator evaluator;
    private static final int AUTOMATON = Integer.getInteger("automaton", 0);
    private final DuplicatePruning pruning =
            AUTOMATON == 0 ? DuplicatePruning.standard() : DuplicatePruning.upTo(AUTOMATON);
    private final long[] zobrist;
    private final long[] seen = new long[1 << 27];
    private final int[] automata = new int[1 << 27];
    private final String rule = System.getProperty("prune", "false");
    private final boolean prune = !rule.equals("false");
    private final boolean strict = rule.equals("strict");
    private long skipped;
    private long key;
    private long nodes;
    private long distinct;

    private TranspositionBench(int rows, int columns, int[] state, Heuristic heuristic) {
        this.rows = rows;
        this.columns = columns;
        int cells = rows * columns;
        tileAt = state.clone();
        positionOf = GoalLabels.positions(tileAt);
        evaluator = heuristic.evaluator();
        zobrist = new long[cells * cells];
        SplittableRandom random = new SplittableRandom(1);
        for (int i = 0; i < zobrist.length; i++) {
            zobrist[i] = random.nextLong();
        }
        for (int cell = 0; cell < cells; cell++) {
            key ^= zobrist[tileAt[cell] * cells + cell];
        }
    }

    public static void main(String[] args) throws IOException {
        String[] sides = args[0].split("x");
        int rows = Integer.parseInt(sides[0]);
        int columns = Integer.parseInt(sides[1]);
        int boards = Integer.parseInt(args[1]);
        long nodeLimit = Long.parseLong(args[2]);
        int[] sizes = MidSizeBench.sizes(args[3]);
        Path folder = Path.of(args[4]);
        System.out.printf(Locale.ROOT, "load average at the start: %.2f%n", HttpSolveBench.loadAverage());
        long[] disk = new long[1];
        AdditivePatternDatabase first = MidSizeBench.tables(
                PatternPartition.chunked(rows, columns, 0, sizes), rows, columns, 0, folder, disk, false);
        AdditivePatternDatabase across = MidSizeBench.tables(
                PatternPartition.chunkedAcross(rows, columns, 0, 6), rows, columns, 0, folder, disk, false);
        Heuristic heuristic = new SplitMaximum(first, across);
        Board goal = MidSizeBench.goalWithBlank(rows, columns, 0);
        for (int i = 0; i < boards; i++) {
            Board board = UniformScramble.draw(goal, 7 + i).board();
            System.out.printf(Locale.ROOT, "board %d (seed %d), %s%n", i, 7 + i, heuristic.name());
            new TranspositionBench(rows, columns, GoalLabels.relabel(board, goal), heuristic).run(nodeLimit);
        }
        System.out.printf(Locale.ROOT, "load average at the end: %.2f%n", HttpSolveBench.loadAverage());
    }

    private void run(long nodeLimit) {
        int start = evaluator.reset(positionOf);
        for (int limit = start; ; limit += 2) {
            nodes = 0;
            distinct = 0;
            skipped = 0;
            Arrays.fill(seen, 0);
            long began = System.nanoTime();
            boolean solved = search(positionOf[0], 0, start, limit, DuplicatePruning.START);
            boolean full = distinct >= seen.length * 7L / 10;
            System.out.printf(
                    Locale.ROOT,
                    "  threshold %3d  nodes %,15d  distinct %,15d  skipped %,13d  share %s  %.2f s%s%n",
                    limit,
                    nodes,
                    distinct,
                    skipped,
                    full ? "(table full)" : String.format(Locale.ROOT, "%.3f", distinct / (double) nodes),
                    (System.nanoTime() - began) / 1e9,
                    solved ? "  solved" : "");
            if (solved || nodes > nodeLimit || full) {
                return;
            }
        }
    }

    private boolean search(int blank, int depth, int estimate, int limit, int automaton) {
        nodes++;
        if (!remember(key, depth, automaton) && prune) {
            skipped++;
            return false;
        }
        if (estimate == 0) {
            return true;
        }
        int cells = rows * columns;
        int row = blank / columns;
        int column = blank % columns;
        for (int direction = 0; direction < 4; direction++) {
            int nextRow = row + ROW_STEP[direction];
            int nextColumn = column + COLUMN_STEP[direction];
            int next = pruning.next(automaton, direction);
            if (nextRow < 0
                    || nextRow >= rows
                    || nextColumn < 0
                    || nextColumn >= columns
                    || next == DuplicatePruning.PRUNED) {
                continue;
            }
            int from = nextRow * columns + nextColumn;
            int label = tileAt[from];
            long change =
                    zobrist[label * cells + from] ^ zobrist[label * cells + blank] ^ zobrist[from] ^ zobrist[blank];
            tileAt[blank] = label;
            tileAt[from] = 0;
            positionOf[label] = blank;
            positionOf[0] = from;
            key ^= change;
            int moved = evaluator.moved(label, from, blank, limit - depth - 1);
            boolean solved = depth + 1 + moved <= limit && search(from, depth + 1, moved, limit, next);
            evaluator.undo(label, from, blank);
            key ^= change;
            tileAt[from] = label;
            tileAt[blank] = 0;
            positionOf[label] = from;
            positionOf[0] = blank;
            if (solved) {
                return true;
            }
        }
        return false;
    }

    /**
     * Counts the board when it is new, while the table is less than 70 % full, with the depth it is met at (the key's
     * lowest eight bits) and the automaton's state; a board met before keeps the smaller depth.
     *
     * @return whether the board is new or met shallower than before (false: met before, no deeper; with the strict
     *     rule, met as deep only in the same state)
     */
    private boolean remember(long board, int depth, int automaton) {
        long keyBits = board & ~0xFFL | 0x100L;
        int mask = seen.length - 1;
        int slot = (int) (keyBits ^ keyBits >>> 29) & mask;
        while (seen[slot] != 0) {
            if ((seen[slot] & ~0xFFL) == keyBits) {
                int first = (int) (seen[slot] & 0xFF);
                if (first < depth || first == depth && (!strict || automata[slot] == automaton)) {
                    return false;
                }
                if (first > depth) {
                    seen[slot] = keyBits | depth;
                    automata[slot] = automaton;
                }
                return true;
            }
            slot = (slot + 1) & mask;
        }
        if (distinct < seen.length * 7L / 10) {
            seen[slot] = keyBits | depth;
            automata[slot] = automaton;
            distinct++;
        }
        return true;
    }
}
