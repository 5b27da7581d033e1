package dev.fifteen.search.pdb;

import dev.fifteen.search.Grid;
import dev.fifteen.search.Heuristic;
import dev.fifteen.search.TableReadiness;
import dev.fifteen.search.TableStore;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;

/**
 * The pattern tables of boards of 17 to 25 cells (4 x 5, 3 x 7, 2 x 12, ...), one set per shape and goal blank cell,
 * made when first asked for and kept in the {@link TableStore}: a {@link #request} queues the set on the background
 * executor (in the service the warm-up's thread, one build at a time), where the store maps its file when an intact
 * one is there, else builds the tables with {@link RegionTableBuilder} and writes the file. Until a set is ready,
 * {@link #ready} is {@code null} and {@link #readiness} says why; the search meanwhile has the Manhattan distance.
 *
 * <p>A set serves its goal blank cell and every cell a symmetry of the board maps onto it: it is built for the
 * smallest such cell ({@link #canonical}), and the {@link PatternDatabaseCatalog} turns the board with the symmetry.
 * A shape taller than wide (5 x 4) has no sets of its own: its boards are the boards of the shape turned (4 x 5)
 * with the same moves, and its requests ask for that shape's sets, which the catalog reads with the board turned
 * ({@link Grid#transposes}), so one set of files serves both shapes.
 * A set takes one byte per placement of each pattern ({@link #bytes}), within the store's memory budget. With the
 * second split each shape and goal blank has two sets, the second asked for after the first and read with it by
 * maximum ({@link SplitMaximum}) once both are in use. Thread-safe.
 */
public final class MidSizeTables implements PatternTableSource {

    /** The fewest cells of a board served here; smaller ones have the 4 x 4 builders' tables. */
    public static final int MIN_CELLS = 17;

    /**
     * The most cells of a shape whose first split may start with seven tiles: 21, whose table has 586 million
     * placements (a byte each in use, about 2.3 GB of heap while it is built).
     */
    public static final int SEVEN_TILE_MOST_CELLS = 21;

    private final TableStore store;
    private final int largest;
    private final int threads;
    private final int priority;
    private final boolean mayBuild;
    private final Executor background;
    private final boolean secondSplit;
    /** The shapes ({@code rows << 8 | columns}) whose first split starts with a pattern of seven tiles. */
    private final Set<Integer> sevenTileShapes;
    /** The shapes ({@code rows << 8 | columns}) whose first split starts with two patterns of seven tiles. */
    private final Set<Integer> sevenTilePairShapes;
    /** The shapes ({@code rows << 8 | columns}) whose second split starts with a pattern of seven tiles. */
    private final Set<Integer> sevenTileAcrossShapes;
    /** The shapes ({@code rows << 8 | columns}) whose searches read the dual lookups of every orbit's set. */
    private final Set<Integer> dualShapes;

    private final Map<Integer, PatternRecipe> recipes = new ConcurrentHashMap<>();
    private final Map<Integer, PatternRecipe> acrossRecipes = new ConcurrentHashMap<>();

    /**
     * The shapes ({@code RxC}; a shape listed gives its transpose, whose sets it shares, the same) whose tables differ
     * from the defaults.
     *
     * @param sevenTile shapes of 17 to {@value #SEVEN_TILE_MOST_CELLS} cells whose first split starts with a pattern
     *                  of seven tiles and goes on with patterns of at most {@code largest}
     *                  ({@link PatternPartition#midSize(int, int, int, int, int)}: 7-6-6 on 4 x 5)
     * @param sevenTilePair shapes of 17 to {@value #SEVEN_TILE_MOST_CELLS} cells whose first split starts with two
     *                  patterns of seven tiles (7-7-6 on 3 x 7), whichever list also names them
     * @param dual      shapes whose searches read the dual lookups of every blank cell's orbit's set
     *                  ({@link OrbitDual}) by maximum once all those sets are in use, the set of the goal's blank
     *                  alone until then; the first search with the goal's set asks for the others when all of them
     *                  fit the store's budget ({@link #orbitBytes})
     * @param sevenTileAcross shapes of 17 to {@value #SEVEN_TILE_MOST_CELLS} cells whose second split, the cut across,
     *                  starts with a pattern of seven tiles ({@link PatternPartition#midSizeAcross}: 7-6-6-across on
     *                  4 x 5)
     */
    public record Shapes(
            List<String> sevenTile, List<String> sevenTilePair, List<String> dual, List<String> sevenTileAcross) {

        public Shapes {
            sevenTile = List.copyOf(sevenTile);
            sevenTilePair = List.copyOf(sevenTilePair);
            dual = List.copyOf(dual);
            sevenTileAcross = List.copyOf(sevenTileAcross);
        }

        /** The shapes, the second split of six tiles at most everywhere. */
        public Shapes(List<String> sevenTile, List<String> sevenTilePair, List<String> dual) {
            this(sevenTile, sevenTilePair, dual, List.of());
        }
    }

    /**
     * @param store      where the sets are kept
     * @param largest    the most tiles of a pattern (6 by default; fewer builds smaller, weaker tables faster)
     * @param threads    the threads one build uses
     * @param priority   their priority
     * @param mayBuild   whether a set whose file is missing or damaged is built (else it is not available)
     * @param background where the sets are mapped or built
     */
    public MidSizeTables(
            TableStore store, int largest, int threads, int priority, boolean mayBuild, Executor background) {
        this(
                store,
                largest,
                threads,
                priority,
                mayBuild,
                background,
                false,
                new Shapes(List.of(), List.of(), List.of()));
    }

    /**
     * As the six-argument constructor; with {@code secondSplit}, each shape and goal blank also has the same cut
     * across the short side ({@link PatternPartition#chunkedAcross}), asked for after the first and read with it by
     * maximum ({@link SplitMaximum}) once both are in use; the {@code shapes} whose tables differ from the defaults
     * (seven tiles first, the dual lookups) as {@link Shapes} says.
     *
     * @throws IllegalArgumentException for a shape not served here, or one of more than
     *                                  {@value #SEVEN_TILE_MOST_CELLS} cells among the seven-tile shapes
     */
    public MidSizeTables(
            TableStore store,
            int largest,
            int threads,
            int priority,
            boolean mayBuild,
            Executor background,
            boolean secondSplit,
            Shapes shapes) {
        if (largest < 1 || threads < 1) {
            throw new IllegalArgumentException(
                    "patterns of " + largest + " tiles and " + threads + " threads do not make tables");
        }
        this.store = store;
        this.largest = largest;
        this.threads = threads;
        this.priority = priority;
        this.mayBuild = mayBuild;
        this.background = background;
        this.secondSplit = secondSplit;
        this.sevenTileShapes = keys(shapes.sevenTile(), SEVEN_TILE_MOST_CELLS, "a first pattern of seven tiles is");
        this.sevenTilePairShapes =
                keys(shapes.sevenTilePair(), SEVEN_TILE_MOST_CELLS, "two first patterns of seven tiles are");
        this.dualShapes = keys(shapes.dual(), PatternDatabase.MAX_CELLS, "the dual lookups are");
        this.sevenTileAcrossShapes =
                keys(shapes.sevenTileAcross(), SEVEN_TILE_MOST_CELLS, "a first pattern of seven tiles across is");
    }

    /** The keys ({@code rows << 8 | columns} of the wider of a shape and its transpose, which name their sets). */
    private static Set<Integer> keys(List<String> shapes, int mostCells, String what) {
        Set<Integer> keys = new HashSet<>();
        for (String shape : shapes) {
            int[] sides = sides(shape);
            if (!isMidSize(sides[0], sides[1]) || sides[0] * sides[1] > mostCells) {
                throw new IllegalArgumentException(
                        what + " for shapes RxC of " + MIN_CELLS + " to " + mostCells + " cells, not " + shape);
            }
            keys.add(key(sides[0], sides[1]));
        }
        return keys;
    }

    /** The key of a shape in the lists of shapes: that of the wider of it and its transpose, which name their sets. */
    private static int key(int rows, int columns) {
        return Math.min(rows, columns) << 8 | Math.max(rows, columns);
    }

    /** The rows and columns of {@code RxC}, zeros where it is not of that form. */
    private static int[] sides(String shape) {
        String[] sides = shape.split("x");
        boolean valid = sides.length == 2 && sides[0].matches("\\d{1,2}") && sides[1].matches("\\d{1,2}");
        return valid ? new int[] {Integer.parseInt(sides[0]), Integer.parseInt(sides[1])} : new int[2];
    }

    /** Whether boards of this shape are served here: 17 to 25 cells, both sides at least 2. */
    public static boolean isMidSize(int rows, int columns) {
        int cells = rows * columns;
        return rows >= 2 && columns >= 2 && cells >= MIN_CELLS && cells <= PatternDatabase.MAX_CELLS;
    }

    @Override
    public boolean serves(int rows, int columns) {
        return isMidSize(rows, columns);
    }

    /**
     * The split of this shape and goal blank cell: compact groups of at most {@code largest} tiles along the longer
     * side ({@link PatternPartition#midSize}); the 5 x 5 board (whose corner goals have the 6-6-6-6 tables of their
     * own) at most five, so that another goal's set takes 32 MB and seconds rather than 510 MB and minutes; on the
     * shapes asked for, the first pattern or the first two of seven tiles.
     */
    public PatternPartition partition(int rows, int columns, int goalBlank) {
        int most = most(rows, columns);
        int key = key(rows, columns);
        int[] leading = sevenTilePairShapes.contains(key)
                ? new int[] {7, 7}
                : sevenTileShapes.contains(key) ? new int[] {7} : new int[] {most};
        return PatternPartition.midSize(rows, columns, goalBlank, leading, most);
    }

    /**
     * The second split of this shape and goal blank cell: the cut across the short side with the pattern sizes of the
     * default first split ({@link PatternPartition#midSizeAcross}), on the shapes asked for starting with seven tiles.
     */
    public PatternPartition acrossPartition(int rows, int columns, int goalBlank) {
        int most = most(rows, columns);
        int key = key(rows, columns);
        int[] leading = sevenTileAcrossShapes.contains(key) ? new int[] {7} : new int[] {most};
        return PatternPartition.midSizeAcross(rows, columns, goalBlank, leading, most);
    }

    /** The most tiles of a pattern on this shape: {@code largest}, at most five on the 5 x 5 board. */
    private int most(int rows, int columns) {
        return rows * columns == PatternDatabase.MAX_CELLS ? Math.min(largest, 5) : largest;
    }

    /** The bytes a set's tables take: one per placement of each pattern. */
    public static long bytes(PatternPartition partition) {
        return PatternRecipe.heldBytes(partition.rows() * partition.columns(), List.of(partition.patterns()), false);
    }

    /**
     * The set for exactly this goal blank cell when it is ready, marked as just used; else {@code null}, always for a
     * shape taller than wide (whose boards the catalog turns onto the wider shape's sets). On a shape whose searches
     * read the dual lookups, with them once every orbit's set is in use (each marked as just used); until then the
     * sets missing are asked for, where all of them fit the store's budget.
     */
    @Override
    public Heuristic ready(int rows, int columns, int goalBlank) {
        if (!isMidSize(rows, columns) || tall(rows, columns)) {
            return null;
        }
        AdditivePatternDatabase[] splits = splits(rows, columns, goalBlank);
        if (splits == null) {
            return null;
        }
        Heuristic regular = splits.length == 1 ? splits[0] : new SplitMaximum(splits[0], splits[1]);
        if (!dualShapes.contains(key(rows, columns))) {
            return regular;
        }
        Map<Integer, AdditivePatternDatabase[]> sets = new HashMap<>();
        for (int canonical : orbitCells(rows, columns)) {
            AdditivePatternDatabase[] orbit = splits(rows, columns, canonical);
            if (orbit == null) {
                askForEveryOrbit(rows, columns);
                return regular;
            }
            sets.put(canonical, orbit);
        }
        return new OrbitDual(regular, rows, columns, goalBlank, sets::get, Integer.MAX_VALUE);
    }

    /**
     * Asks for the sets of every blank cell's orbit of a shape read with the dual lookups, when they fit the store's
     * budget together (else they would evict one another in turn, and the goal's set alone is read).
     */
    private void askForEveryOrbit(int rows, int columns) {
        if (orbitBytes(rows, columns) > store.budgetBytes()) {
            return;
        }
        for (int canonical : orbitCells(rows, columns)) {
            request(rows, columns, canonical);
        }
    }

    /**
     * The bytes of the sets of every blank cell's orbit of a shape (of the wider of it and its transpose, which holds
     * them), each with its second split where that is read: what a shape read with the dual lookups holds.
     */
    public long orbitBytes(int rows, int columns) {
        if (tall(rows, columns)) {
            return orbitBytes(columns, rows);
        }
        long bytes = 0;
        for (int canonical : orbitCells(rows, columns)) {
            bytes += bytes(partition(rows, columns, canonical));
            if (acrossPays(rows, columns, canonical)) {
                bytes += bytes(acrossPartition(rows, columns, canonical));
            }
        }
        return bytes;
    }

    /** The cell each set of the shape is built for, one per orbit of the blank's cell, the smallest first. */
    private static List<Integer> orbitCells(int rows, int columns) {
        List<Integer> cells = new ArrayList<>();
        for (int cell = 0; cell < rows * columns; cell++) {
            if (canonical(rows, columns, cell) == cell) {
                cells.add(cell);
            }
        }
        return cells;
    }

    /** The splits in use for exactly this goal blank cell (the first, and the cut across once in use), or null. */
    private AdditivePatternDatabase[] splits(int rows, int columns, int goalBlank) {
        PatternTables tables = store.ready(recipe(rows, columns, goalBlank).set());
        if (tables == null) {
            return null;
        }
        PatternTables across = acrossPays(rows, columns, goalBlank)
                ? store.ready(acrossRecipe(rows, columns, goalBlank).set())
                : null;
        return across == null
                ? new AdditivePatternDatabase[] {tables.heuristic()}
                : new AdditivePatternDatabase[] {tables.heuristic(), across.heuristic()};
    }

    /**
     * Asks for the set serving this shape and goal blank cell: queued unless it is there, on its way, refused or
     * failed. An evicted set is asked for again. Never waits.
     */
    @Override
    public void request(int rows, int columns, int goalBlank) {
        if (!isMidSize(rows, columns)) {
            return;
        }
        if (tall(rows, columns)) {
            request(columns, rows, turned(rows, columns, goalBlank));
            return;
        }
        int canonical = canonical(rows, columns, goalBlank);
        request(recipe(rows, columns, canonical));
        if (acrossPays(rows, columns, canonical)) {
            request(acrossRecipe(rows, columns, canonical));
        }
    }

    private void request(PatternRecipe recipe) {
        Path file = recipe.file(store.directory());
        // with nothing to map and no leave to build, the answer is known at once: no turn in the warm-up
        boolean work = mayBuild || file != null && Files.exists(file);
        store.request(recipe, work ? background : Runnable::run);
    }

    /**
     * Maps the set serving this shape and goal blank cell when its file is there and intact and the budget can hold
     * it; builds nothing (see {@link TableStore#loadIfIntact}).
     *
     * @return whether the set is in use now
     */
    public boolean loadIfIntact(int rows, int columns, int goalBlank) {
        if (!isMidSize(rows, columns)) {
            return false;
        }
        if (tall(rows, columns)) {
            return loadIfIntact(columns, rows, turned(rows, columns, goalBlank));
        }
        int canonical = canonical(rows, columns, goalBlank);
        boolean loaded = store.loadIfIntact(recipe(rows, columns, canonical));
        if (loaded && acrossPays(rows, columns, canonical)) {
            store.loadIfIntact(acrossRecipe(rows, columns, canonical));
        }
        return loaded;
    }

    @Override
    public TableReadiness readiness(int rows, int columns, int goalBlank) {
        if (tall(rows, columns)) {
            return readiness(columns, rows, turned(rows, columns, goalBlank));
        }
        return store.readiness(
                recipe(rows, columns, canonical(rows, columns, goalBlank)).set());
    }

    /** The smallest cell a symmetry of the board maps the goal blank onto: the cell its set is built for. */
    public static int canonical(int rows, int columns, int goalBlank) {
        int canonical = goalBlank;
        for (int[] map : new Grid(rows, columns).symmetries()) {
            canonical = Math.min(canonical, map[goalBlank]);
        }
        return canonical;
    }

    /**
     * Whether boards of this shape are served by the sets of the shape turned: those taller than wide, so that a
     * shape and its transpose share one set of files.
     */
    private static boolean tall(int rows, int columns) {
        return rows > columns;
    }

    /** The cell of the turned shape that the goal blank cell takes, the board reflected in its main diagonal. */
    private static int turned(int rows, int columns, int goalBlank) {
        return new Grid(rows, columns).transposes()[0][goalBlank];
    }

    /**
     * The file that would hold the set serving this shape and goal blank cell (for a shape taller than wide, the
     * set of the shape turned), or {@code null} when the tables are built in memory only.
     */
    public Path file(int rows, int columns, int goalBlank) {
        if (tall(rows, columns)) {
            return file(columns, rows, turned(rows, columns, goalBlank));
        }
        return recipe(rows, columns, canonical(rows, columns, goalBlank)).file(store.directory());
    }

    private PatternRecipe recipe(int rows, int columns, int goalBlank) {
        return recipes.computeIfAbsent(
                (rows << 16) | (columns << 8) | goalBlank, key -> recipe(partition(rows, columns, goalBlank)));
    }

    /**
     * Whether the second split is read for this goal blank cell: when it is on, except on a square board whose goal
     * blank lies on the main diagonal, where the mirrored lookup already reads the first split across the diagonal
     * (the second split's bound exactly).
     */
    private boolean acrossPays(int rows, int columns, int goalBlank) {
        return secondSplit && !(rows == columns && goalBlank / columns == goalBlank % columns);
    }

    /** The recipe of the second split: the first's cut across the short side. */
    private PatternRecipe acrossRecipe(int rows, int columns, int goalBlank) {
        return acrossRecipes.computeIfAbsent(
                (rows << 16) | (columns << 8) | goalBlank, key -> recipe(acrossPartition(rows, columns, goalBlank)));
    }

    private PatternRecipe recipe(PatternPartition partition) {
        int key = key(partition.rows(), partition.columns());
        boolean seven = partition.patterns()[0].length == 7;
        String list = partition.name().endsWith("-across")
                ? sevenTileAcrossShapes.contains(key) ? "seven-tile-across-shapes" : null
                : sevenTilePairShapes.contains(key)
                        ? "seven-tile-pair-shapes"
                        : sevenTileShapes.contains(key) ? "seven-tile-shapes" : null;
        String instead = seven && list != null
                ? "give the service more heap, or take the shape out of fifteen.solve.mid-size." + list
                : "give the service more heap, or smaller patterns (fifteen.solve.mid-size.largest-pattern)";
        return new PatternRecipe(
                partition,
                threads,
                priority,
                false,
                bytes(partition),
                mayBuild,
                instead,
                () -> partition.buildRegionTables(threads, priority),
                tables -> {});
    }
}
