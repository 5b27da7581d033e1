package dev.fifteen.search.pdb;

import dev.fifteen.search.GoalLabels;
import dev.fifteen.search.Grid;
import dev.fifteen.search.Heuristic;

import java.nio.ByteBuffer;
import java.util.function.IntFunction;

/**
 * A heuristic and the dual lookups of the sets drawn for each blank cell's orbit, by maximum (Zahavi, Felner, Holte
 * &amp; Schaeffer, "Duality in permutation state spaces and the dual search algorithm", AIJ 172, 2008). Relabel the
 * tiles so that the board becomes the ordered goal with the blank in the board's blank cell {@code a}: the goal
 * becomes the dual board, on which the tile named {@code x} sits in the goal cell of the tile now in cell {@code x}.
 * A relabelling keeps every move legal, so the dual board is as far from that goal as the board is from its own, and
 * the set of {@code a}'s orbit bounds it, turned by the symmetry that takes {@code a} to the cell the set was built
 * for. The tables hold the fewest moves of their pattern's tiles over every blank cell ({@link RegionTableBuilder}),
 * so the dual board's blank needs no digit. That set changes with every move of the blank, so each dual lookup ranks
 * every pattern afresh: per pattern tile, the tile in the cell the symmetry maps onto its home, and that tile's home
 * cell turned. Read only where the wrapped heuristic does not already exceed the search's limit; the estimates are
 * not consistent (a dual lookup may drop by more than one a move), which IDA* does not need.
 *
 * <p>On the strips of two rows the dual lookups cut the nodes several times over at about a third of the nodes a
 * second, which pays; on 4 x 5 and 3 x 7 they cost more time than they save (see {@code docs/benchmarks.md}, "3 x 7
 * from either end with seven tiles first; the dual read near the limit"). {@link MidSizeTables} wraps the sets of
 * the shapes it is asked to once every orbit's set is in use; the benches read it too ({@code TwoWayBench -Ddual},
 * {@code MidSizeBench -Ddual=3}).
 */
public final class OrbitDual implements Heuristic {

    private final Heuristic regular;
    private final int goalBlank;
    private final int cells;
    /** {@code turn[a]}: the symmetry taking blank cell {@code a} to its set's cell (each is its own inverse). */
    private final int[][] turn;
    /** {@code readCells[a][s][k][i]}: the cell read for tile {@code i} of pattern {@code k} of split {@code s}. */
    private final int[][][][] readCells;

    private final int[][][][] weights;
    private final ByteBuffer[][][] tables;
    /** The value bits of each table's entries ({@link AdditivePatternDatabase#valueMask}), read without codes. */
    private final int[][][] valueMasks;
    /** The dual is read only where the regular estimate is within this many slides of the search's limit. */
    private final int gap;

    /**
     * @param regular   the heuristic toward the goal, read first
     * @param rows      the board's rows
     * @param columns   the board's columns
     * @param goalBlank the goal's blank cell
     * @param setOf     the splits drawn for a canonical blank cell ({@link MidSizeTables#canonical})
     * @param gap       the dual is read only where the regular estimate is fewer than this many slides below the
     *                  search's limit ({@code Integer.MAX_VALUE}: everywhere it does not prune)
     */
    public OrbitDual(
            Heuristic regular,
            int rows,
            int columns,
            int goalBlank,
            IntFunction<AdditivePatternDatabase[]> setOf,
            int gap) {
        this.regular = regular;
        this.gap = gap;
        this.goalBlank = goalBlank;
        Grid grid = new Grid(rows, columns);
        this.cells = grid.size;
        int[][] symmetries = grid.symmetries();
        this.turn = new int[cells][];
        this.readCells = new int[cells][][][];
        this.weights = new int[cells][][][];
        this.tables = new ByteBuffer[cells][][];
        this.valueMasks = new int[cells][][];
        for (int a = 0; a < cells; a++) {
            int canonical = MidSizeTables.canonical(rows, columns, a);
            for (int[] map : symmetries) {
                if (map[a] == canonical) {
                    turn[a] = map;
                    break;
                }
            }
            AdditivePatternDatabase[] splits = setOf.apply(canonical);
            for (AdditivePatternDatabase split : splits) {
                for (int k = 0; k < split.patternTiles().length; k++) {
                    if (split.table(k) == null || split.blankAware()) {
                        throw new IllegalArgumentException(
                                "the dual lookups read tables of a byte a placement over every blank cell, not "
                                        + split.name());
                    }
                }
            }
            readCells[a] = new int[splits.length][][];
            weights[a] = new int[splits.length][][];
            tables[a] = new ByteBuffer[splits.length][];
            valueMasks[a] = new int[splits.length][];
            for (int s = 0; s < splits.length; s++) {
                int[][] patterns = splits[s].patternTiles();
                readCells[a][s] = new int[patterns.length][];
                weights[a][s] = new int[patterns.length][];
                tables[a][s] = new ByteBuffer[patterns.length];
                valueMasks[a][s] = new int[patterns.length];
                for (int k = 0; k < patterns.length; k++) {
                    int size = patterns[k].length;
                    readCells[a][s][k] = new int[size];
                    weights[a][s][k] = new int[size];
                    long weight = 1;
                    for (int i = size - 1; i >= 0; i--) {
                        readCells[a][s][k][i] = turn[a][patterns[k][i]];
                        weights[a][s][k][i] = (int) weight;
                        weight *= cells - i;
                    }
                    tables[a][s][k] = splits[s].table(k);
                    valueMasks[a][s][k] = splits[s].valueMask(k);
                }
            }
        }
    }

    @Override
    public String name() {
        return regular.name() + " with orbit duals";
    }

    /** The regular estimate's reads: the dual's are the same on either end, so the ends compare as before. */
    @Override
    public int readsPerMove() {
        return regular.readsPerMove();
    }

    @Override
    public boolean consistent() {
        return false;
    }

    @Override
    public int estimate(int[] state) {
        return evaluator().reset(GoalLabels.positions(state));
    }

    /** The dual estimate of the board {@code tileAt} with its blank in cell {@code a}, or more once past limit. */
    private int dual(int[] tileAt, int a, int limit) {
        int[] map = turn[a];
        int[][][] read = readCells[a];
        int[][][] weight = weights[a];
        ByteBuffer[][] table = tables[a];
        int[][] masks = valueMasks[a];
        int best = 0;
        for (int s = 0; s < read.length; s++) {
            int sum = 0;
            for (int k = 0; k < read[s].length; k++) {
                int[] cellsRead = read[s][k];
                int[] w = weight[s][k];
                int index = 0;
                int taken = 0;
                for (int i = 0; i < cellsRead.length; i++) {
                    int cell = map[tileAt[cellsRead[i]]];
                    index += (cell - Integer.bitCount(taken & ((1 << cell) - 1))) * w[i];
                    taken |= 1 << cell;
                }
                sum += table[s][k].get(index) & masks[s][k];
            }
            if (sum > best) {
                best = sum;
                if (best > limit) {
                    return best;
                }
            }
        }
        return best;
    }

    @Override
    public Evaluator evaluator() {
        Evaluator inner = regular.evaluator();
        int[] tileAt = new int[cells];
        return new Evaluator() {
            @Override
            public int reset(int[] positionOf) {
                for (int label = 0; label < cells; label++) {
                    tileAt[positionOf[label]] = label;
                }
                return Math.max(inner.reset(positionOf), dual(tileAt, positionOf[goalBlank], Integer.MAX_VALUE));
            }

            @Override
            public int moved(int label, int from, int to) {
                return moved(label, from, to, Integer.MAX_VALUE);
            }

            @Override
            public int moved(int label, int from, int to, int limit) {
                tileAt[to] = label;
                tileAt[from] = goalBlank;
                int h = inner.moved(label, from, to, limit);
                if (h > limit || limit - h >= gap) {
                    return h;
                }
                return Math.max(h, dual(tileAt, from, limit));
            }

            @Override
            public void undo(int label, int from, int to) {
                inner.undo(label, from, to);
                tileAt[from] = label;
                tileAt[to] = goalBlank;
            }
        };
    }
}
