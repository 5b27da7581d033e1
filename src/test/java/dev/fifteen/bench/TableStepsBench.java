package dev.fifteen.bench;

import dev.fifteen.search.pdb.PatternDatabase;
import dev.fifteen.search.pdb.PatternDatabaseFile;
import dev.fifteen.search.pdb.PatternPartition;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import java.util.stream.IntStream;

/**
 * How much one move changes the entries of the 4 x 4 7-8 tables: for every placement of a pattern and every move of
 * one of its tiles into a neighbouring cell no other pattern tile holds, the difference between the two entries,
 * counted once per pair of placements. The tables hold the minimum over the blank's cells, so a move can change an
 * entry by 3 or more (it may shut the blank into another region); the difference is always odd, since every entry
 * has the parity of its tiles' Manhattan distance. An encoding of fewer bits per entry, decoded from the entry
 * before the move, is exact only if the differences stay within its range (see {@code docs/benchmarks.md}).
 * <pre>
 * ./mvnw -q -o test-compile
 * java -Xmx1g -cp target/classes:target/test-classes dev.fifteen.bench.TableStepsBench \
 *     ~/.cache/fifteen/fifteen-4x4-7-8.pdb
 * </pre>
 * Both cores, about a minute and a half for the two tables.
 */
public final class TableStepsBench {

    private static final int CELLS = 16;

    private static final int COLUMNS = 4;

    /** The header before the first table of a 4 x 4 file ({@code PatternDatabaseFile}). */
    private static final int HEADER = 4096;

    /** {@code NEIGHBOURS[cell]}: the cells above, below, left and right of it, -1 where the board ends. */
    private static final int[][] NEIGHBOURS = new int[CELLS][];

    static {
        for (int cell = 0; cell < CELLS; cell++) {
            int row = cell / COLUMNS;
            int column = cell % COLUMNS;
            NEIGHBOURS[cell] = new int[] {
                row > 0 ? cell - COLUMNS : -1,
                row < CELLS / COLUMNS - 1 ? cell + COLUMNS : -1,
                column > 0 ? cell - 1 : -1,
                column < COLUMNS - 1 ? cell + 1 : -1
            };
        }
    }

    private TableStepsBench() {}

    public static void main(String[] args) throws IOException {
        Path file = Path.of(args.length > 0 ? args[0] : "data/fifteen-7-8.pdb");
        PatternPartition partition = PatternPartition.sevenEight(0);
        // loading checks the file whole (its checksums) and its split before the bytes are read directly
        PatternDatabaseFile.loadTables(file, partition);
        long offset = HEADER;
        try (FileChannel channel = FileChannel.open(file)) {
            for (int[] pattern : partition.patterns()) {
                int entries = (int) PatternDatabase.entries(CELLS, pattern.length);
                byte[] table = new byte[entries];
                channel.map(FileChannel.MapMode.READ_ONLY, offset, entries).get(table);
                offset += entries;
                long start = System.nanoTime();
                long[] steps = steps(table, pattern.length);
                long moves = Arrays.stream(steps).sum();
                StringBuilder line = new StringBuilder();
                for (int step = 0; step < steps.length; step++) {
                    if (steps[step] > 0) {
                        line.append(String.format(
                                Locale.ROOT, "  %d: %,d (%.4f %%)", step, steps[step], 100.0 * steps[step] / moves));
                    }
                }
                System.out.printf(
                        Locale.ROOT,
                        "%s: %,d placements, %,d moves, in %.1f s; moves by the change of the entry:%s%n",
                        Arrays.toString(pattern),
                        entries,
                        moves,
                        (System.nanoTime() - start) / 1e9,
                        line);
            }
        }
    }

    /** {@code steps[d]}: the pairs of placements one move apart whose entries differ by {@code d}. */
    static long[] steps(byte[] table, int tiles) {
        int[] weight = new int[tiles];
        long place = 1;
        for (int i = tiles - 1; i >= 0; i--) {
            weight[i] = (int) place;
            place *= CELLS - i;
        }
        long[][] perFirstCell = new long[CELLS][];
        IntStream.range(0, CELLS).parallel().forEach(first -> {
            long[] steps = new long[256];
            int[] cells = new int[tiles];
            cells[0] = first;
            walk(table, weight, cells, 1, 1 << first, first * weight[0], steps);
            perFirstCell[first] = steps;
        });
        long[] steps = new long[256];
        for (long[] part : perFirstCell) {
            for (int d = 0; d < steps.length; d++) {
                steps[d] += part[d];
            }
        }
        return steps;
    }

    /** Places tile {@code i} and the ones after it in every free cell; counts the moves of each full placement. */
    private static void walk(byte[] table, int[] weight, int[] cells, int i, int taken, int index, long[] steps) {
        if (i == cells.length) {
            int entry = table[index] & 0xFF;
            for (int tile = 0; tile < cells.length; tile++) {
                int from = cells[tile];
                for (int to : NEIGHBOURS[from]) {
                    if (to < 0 || (taken & (1 << to)) != 0) {
                        continue;
                    }
                    cells[tile] = to;
                    int other = rank(cells, weight);
                    cells[tile] = from;
                    if (other > index) {
                        steps[Math.abs((table[other] & 0xFF) - entry)]++;
                    }
                }
            }
            return;
        }
        for (int cell = 0; cell < CELLS; cell++) {
            if ((taken & (1 << cell)) == 0) {
                cells[i] = cell;
                int digit = cell - Integer.bitCount(taken & ((1 << cell) - 1));
                walk(table, weight, cells, i + 1, taken | 1 << cell, index + digit * weight[i], steps);
            }
        }
    }

    private static int rank(int[] cells, int[] weight) {
        int index = 0;
        int taken = 0;
        for (int i = 0; i < cells.length; i++) {
            int cell = cells[i];
            index += (cell - Integer.bitCount(taken & ((1 << cell) - 1))) * weight[i];
            taken |= 1 << cell;
        }
        return index;
    }
}
