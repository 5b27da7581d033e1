package dev.fifteen.search.pdb;

import dev.fifteen.search.Grid;
import dev.fifteen.search.PatternBuild;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Supplier;

/**
 * How the tiles of one shape are split into the disjoint patterns of an {@link AdditivePatternDatabase}, for a goal
 * with its blank in a given cell. Tiles are named by goal cell.
 *
 * <p>The choices, in the words of the literature: up to 9 tiles, one pattern holding all of them, which makes the
 * table the exact distance (the 8-puzzle's full table); the 4 x 4 board, the 6-6-3 split by default (a 2 x 3 block,
 * two columns of six and a row of three, drawn for the blank in the top-left corner and turned with the board for
 * other corners) or the 7-8 split (top two rows, bottom two rows); other shapes of at most 16 cells, compact
 * groups of consecutive cells along the longer side, at most 6 tiles each.
 *
 * @param rows      the board's rows
 * @param columns   the board's columns
 * @param goalBlank the goal's blank cell
 * @param patterns  the patterns, each a list of goal cells
 * @param name      how the split is named in answers, such as {@code 6-6-3}
 */
public record PatternPartition(int rows, int columns, int goalBlank, int[][] patterns, String name) {

    /**
     * The 4 x 4 6-6-3 split for the blank in cell 0: the left two columns, the right two, and the bottom row's
     * last three cells (Korf &amp; Felner's split). Of the splits tried on Korf's 100 it expanded the fewest nodes:
     * 22.0 million in all against 24.7 to 162 million for five others.
     */
    static final String SIX_SIX_THREE = ".ABB/AABB/AABB/ACCC";
    /** The 4 x 4 7-8 split for the blank in cell 0: the top two rows, the bottom two. */
    static final String SEVEN_EIGHT = ".AAA/AAAA/BBBB/BBBB";

    public PatternPartition {
        patterns = Arrays.stream(patterns).map(int[]::clone).toArray(int[][]::new);
    }

    /** The most tiles of a pattern in the default split of a board of 17 to 25 cells. */
    public static final int MID_SIZE_LARGEST = 6;

    /** The default split for a shape of at most 16 cells (larger ones: {@link #midSize}). */
    public static PatternPartition standard(int rows, int columns, int goalBlank) {
        int size = rows * columns;
        if (size > 16) {
            throw new IllegalArgumentException(
                    "pattern databases cover boards of at most 16 cells, not " + rows + " x " + columns);
        }
        if (size - 1 <= 9) {
            int[] all = new int[size - 1];
            for (int cell = 0, i = 0; cell < size; cell++) {
                if (cell != goalBlank) {
                    all[i++] = cell;
                }
            }
            return new PatternPartition(rows, columns, goalBlank, new int[][] {all}, "exact " + (size - 1));
        }
        if (rows == 4 && columns == 4) {
            return fromTemplate(4, 4, goalBlank, SIX_SIX_THREE);
        }
        return chunked(rows, columns, goalBlank, 6);
    }

    /** The 7-8 split of the 4 x 4 board, for the precomputed tables. */
    public static PatternPartition sevenEight(int goalBlank) {
        return fromTemplate(4, 4, goalBlank, SEVEN_EIGHT);
    }

    /** The 6-6-3 split of the 4 x 4 board. */
    public static PatternPartition sixSixThree(int goalBlank) {
        return fromTemplate(4, 4, goalBlank, SIX_SIX_THREE);
    }

    /**
     * A split drawn as text ({@code .} the blank, letters the patterns, rows separated by {@code /}) for the blank
     * in cell 0, moved onto another goal blank cell by a symmetry of the board if one maps cell 0 there, else by
     * swapping the roles of cell 0 and the goal blank cell.
     */
    public static PatternPartition fromTemplate(int rows, int columns, int goalBlank, String template) {
        char[] drawn = template.replace("/", "").toCharArray();
        int size = rows * columns;
        if (drawn.length != size || drawn[0] != '.') {
            throw new IllegalArgumentException("template " + template + " does not fit " + rows + " x " + columns);
        }
        char[] placed = new char[size];
        int[] symmetry = null;
        for (int[] map : new Grid(rows, columns).symmetries()) {
            if (map[0] == goalBlank) {
                symmetry = map;
                break;
            }
        }
        if (symmetry != null) {
            for (int cell = 0; cell < size; cell++) {
                placed[symmetry[cell]] = drawn[cell];
            }
        } else {
            placed = drawn.clone();
            placed[0] = drawn[goalBlank];
            placed[goalBlank] = '.';
        }
        List<int[]> patterns = new ArrayList<>();
        List<Integer> sizes = new ArrayList<>();
        for (char letter = 'A'; letter <= 'Z'; letter++) {
            List<Integer> cells = new ArrayList<>();
            for (int cell = 0; cell < size; cell++) {
                if (placed[cell] == letter) {
                    cells.add(cell);
                }
            }
            if (!cells.isEmpty()) {
                patterns.add(cells.stream().mapToInt(Integer::intValue).toArray());
                sizes.add(cells.size());
            }
        }
        return new PatternPartition(rows, columns, goalBlank, patterns.toArray(int[][]::new), name(sizes));
    }

    /**
     * The split of a board of 17 to 25 cells: {@link #chunked} groups of at most {@code largest} tiles along the longer
     * side, so that each pattern is a compact block of one to two lines across the short side. Of the splits measured
     * on 4 x 5 and 3 x 7 (see {@code docs/benchmarks.md}, "Boards of 17 to 25 cells"), it expanded the fewest nodes.
     */
    public static PatternPartition midSize(int rows, int columns, int goalBlank, int largest) {
        return midSize(rows, columns, goalBlank, largest, largest);
    }

    /**
     * As {@link #midSize(int, int, int, int)}, the first pattern of {@code first} tiles and the others of at most
     * {@code largest}: 7-6-6 on 4 x 5 with seven and six.
     */
    public static PatternPartition midSize(int rows, int columns, int goalBlank, int first, int largest) {
        return midSize(rows, columns, goalBlank, new int[] {first}, largest);
    }

    /**
     * As {@link #midSize(int, int, int, int)}, the first patterns of the {@code leading} sizes and the others of at
     * most {@code largest}: 7-7-6 on 3 x 7 with seven, seven and six.
     */
    public static PatternPartition midSize(int rows, int columns, int goalBlank, int[] leading, int largest) {
        int tiles = rows * columns - 1;
        if (tiles < 16 || tiles >= PatternDatabase.MAX_CELLS) {
            throw new IllegalArgumentException("the mid-size split is for boards of 17 to " + PatternDatabase.MAX_CELLS
                    + " cells, not " + rows + " x " + columns);
        }
        int lead = 0;
        for (int size : leading) {
            if (size < 1) {
                throw new IllegalArgumentException("patterns of " + Arrays.toString(leading) + " tiles");
            }
            lead += size;
        }
        if (largest < 1 || lead > tiles) {
            throw new IllegalArgumentException(
                    "patterns of " + Arrays.toString(leading) + " and " + largest + " tiles on " + tiles + " tiles");
        }
        int[] sizes = Arrays.copyOf(leading, leading.length + (tiles - lead + largest - 1) / largest);
        for (int i = leading.length; i < sizes.length; i++) {
            sizes[i] = Math.min(largest, tiles - lead - (i - leading.length) * largest);
        }
        return chunked(rows, columns, goalBlank, sizes);
    }

    /**
     * The cut across the short side ({@link #chunkedAcross(int, int, int, int[])}) with the pattern sizes of
     * {@link #midSize(int, int, int, int[], int)}: 7-6-6-across on 4 x 5 with seven and six.
     */
    public static PatternPartition midSizeAcross(int rows, int columns, int goalBlank, int[] leading, int largest) {
        PatternPartition along = midSize(rows, columns, goalBlank, leading, largest);
        int[] sizes = Arrays.stream(along.patterns())
                .mapToInt(pattern -> pattern.length)
                .toArray();
        return chunkedAcross(rows, columns, goalBlank, sizes);
    }

    /** Consecutive cells along the longer side, at most {@code largest} tiles per pattern. */
    public static PatternPartition chunked(int rows, int columns, int goalBlank, int largest) {
        int tiles = rows * columns - 1;
        int[] sizes = new int[(tiles + largest - 1) / largest];
        for (int i = 0; i < sizes.length; i++) {
            sizes[i] = Math.min(largest, tiles - i * largest);
        }
        return chunked(rows, columns, goalBlank, sizes);
    }

    /**
     * Consecutive cells along the longer side (across the short side first, then one line of it after another), the
     * patterns of the given sizes in turn; they must add up to the tiles.
     */
    public static PatternPartition chunked(int rows, int columns, int goalBlank, int[] sizes) {
        return chunked(rows, columns, goalBlank, sizes, columns >= rows);
    }

    /**
     * As {@link #chunked(int, int, int, int)}, the cells taken along the short side instead (one line of the longer
     * side after another): the second split of a board of 17 to 25 cells, whose conflicts the first split misses;
     * named as the first with {@code -across} after it ({@code 6-6-6-1-across}).
     */
    public static PatternPartition chunkedAcross(int rows, int columns, int goalBlank, int largest) {
        int tiles = rows * columns - 1;
        int[] sizes = new int[(tiles + largest - 1) / largest];
        for (int i = 0; i < sizes.length; i++) {
            sizes[i] = Math.min(largest, tiles - i * largest);
        }
        return chunkedAcross(rows, columns, goalBlank, sizes);
    }

    /** As {@link #chunkedAcross(int, int, int, int)}, the patterns of the given sizes in turn (7-6-6-across). */
    public static PatternPartition chunkedAcross(int rows, int columns, int goalBlank, int[] sizes) {
        PatternPartition along = chunked(rows, columns, goalBlank, sizes, columns < rows);
        return new PatternPartition(rows, columns, goalBlank, along.patterns(), along.name() + "-across");
    }

    private static PatternPartition chunked(int rows, int columns, int goalBlank, int[] sizes, boolean byColumns) {
        int size = rows * columns;
        if (Arrays.stream(sizes).sum() != size - 1 || Arrays.stream(sizes).anyMatch(s -> s < 1)) {
            throw new IllegalArgumentException(
                    "patterns of " + Arrays.toString(sizes) + " tiles do not cover the " + (size - 1) + " tiles");
        }
        List<Integer> order = new ArrayList<>();
        if (byColumns) {
            for (int c = 0; c < columns; c++) {
                for (int r = 0; r < rows; r++) {
                    order.add(r * columns + c);
                }
            }
        } else {
            for (int cell = 0; cell < size; cell++) {
                order.add(cell);
            }
        }
        order.remove(Integer.valueOf(goalBlank));
        List<int[]> patterns = new ArrayList<>();
        List<Integer> names = new ArrayList<>();
        int from = 0;
        for (int chunkSize : sizes) {
            List<Integer> chunk = order.subList(from, from + chunkSize);
            patterns.add(chunk.stream().mapToInt(Integer::intValue).toArray());
            names.add(chunkSize);
            from += chunkSize;
        }
        return new PatternPartition(rows, columns, goalBlank, patterns.toArray(int[][]::new), name(names));
    }

    private static String name(List<Integer> sizes) {
        StringBuilder name = new StringBuilder();
        for (int s : sizes) {
            name.append(name.length() == 0 ? "" : "-").append(s);
        }
        return name.toString();
    }

    /**
     * Builds every table of the split, blank-aware, the tables in parallel (the 4 x 4 6-6-3 split keeps 115 MB;
     * its build time is in {@code docs/benchmarks.md}).
     */
    public AdditivePatternDatabase build() {
        if (rows * columns > 16) {
            return heuristic(buildRegionTables(Runtime.getRuntime().availableProcessors(), Thread.NORM_PRIORITY));
        }
        List<Supplier<PatternDatabase>> builds = new ArrayList<>();
        for (int[] pattern : patterns) {
            builds.add(() -> PatternDatabaseBuilder.build(rows, columns, goalBlank, pattern));
        }
        return heuristic(PatternBuild.buildEach(builds, "pattern-table"));
    }

    /**
     * The compact tables of every pattern, region-coded, one after another, each built by
     * {@link RegionTableBuilder} on {@code threads} threads (the calling one among them): the builder of boards over
     * 16 cells, whose free-cell sets are too many for the region tables of the 4 x 4 builders.
     */
    public List<PatternDatabase> buildRegionTables(int threads, int priority) {
        List<PatternDatabase> tables = new ArrayList<>();
        for (int[] pattern : patterns) {
            tables.add(PatternDatabase.regionCoded(
                    rows * columns,
                    pattern,
                    RegionTableBuilder.regionCoded(rows, columns, goalBlank, pattern, threads, priority)));
        }
        return tables;
    }

    /** The heuristic over tables already built for this split, with the mirror lookup where it applies. */
    public AdditivePatternDatabase heuristic(List<PatternDatabase> tables) {
        boolean mirror = AdditivePatternDatabase.mirrors(new Grid(rows, columns), goalBlank);
        String label = patterns.length == 1 && name.startsWith("exact")
                ? "exact distance table"
                : "pattern database " + name + (mirror ? " + mirror" : "");
        return new AdditivePatternDatabase(rows, columns, goalBlank, tables, true, label);
    }
}
