package dev.fifteen.search.pdb;

import dev.fifteen.puzzle.Board;
import dev.fifteen.search.Deadline;
import dev.fifteen.search.GoalLabels;
import dev.fifteen.search.Heuristic;
import dev.fifteen.search.Solution;
import dev.fifteen.search.TableReadiness.Stage;
import dev.fifteen.search.TableStore;
import dev.fifteen.search.ida.IdaStarSolver;
import dev.fifteen.testing.oracle.BidirectionalSearch;
import dev.fifteen.testing.oracle.Goals;
import dev.fifteen.testing.oracle.RandomBoards;
import dev.fifteen.testing.oracle.Slides;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Executor;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The store of the tables of boards of 17 to 25 cells: built on first demand on the background executor, served to
 * the catalog when ready (the Manhattan distance until then), kept in the data directory and mapped from it again,
 * a damaged file built again, and the memory budget: the least recently used set evicted, a set larger than the
 * budget refused before any build. Patterns of 3 tiles keep the tables small.
 */
class MidSizeTablesTest {

    private final List<String> log = new ArrayList<>();
    private final List<Runnable> queued = new ArrayList<>();
    private final Executor later = queued::add;

    private TableStore store;

    @TempDir
    Path directory;

    @Test
    void buildsOnDemandInTheBackgroundAndServesTheCatalogOnceReady() {
        MidSizeTables tables = tables(Long.MAX_VALUE);
        PatternDatabaseCatalog catalog = new PatternDatabaseCatalog();
        catalog.serve(tables);
        assertThat(catalog.choose(4, 5, 19, Deadline.none()).heuristic().name()).contains("manhattan");
        assertThat(tables.readiness(4, 5, 19).stage()).isEqualTo(Stage.QUEUED);
        assertThat(catalog.readiness(4, 5, 19).words()).isEqualTo("queued for building");
        assertThat(queued).hasSize(1);
        catalog.choose(4, 5, 19, Deadline.none());
        assertThat(queued).as("asked twice, queued once").hasSize(1);
        runQueued();
        assertThat(tables.readiness(4, 5, 19).ready()).isTrue();
        assertThat(catalog.choose(4, 5, 19, Deadline.none()).heuristic().name()).contains("pattern database 3-3-3");
        // the half turn takes cell 19 to cell 0: the same set serves both goals
        assertThat(tables.readiness(4, 5, 0).ready()).isTrue();
        assertThat(catalog.choose(4, 5, 0, Deadline.none()).heuristic().name()).contains("pattern database");
        assertThat(queued).isEmpty();
    }

    @Test
    void aGoalServedThroughASymmetryIsSolvedOptimally() {
        MidSizeTables tables = tables(Long.MAX_VALUE);
        PatternDatabaseCatalog catalog = new PatternDatabaseCatalog();
        catalog.serve(tables);
        tables.request(3, 6, 17);
        runQueued();
        Board goal = Board.standardGoal(3, 6);
        Board board = RandomBoards.walk(goal, 22, RandomBoards.seeded(36));
        Solution solution =
                IdaStarSolver.optimal(catalog, 25).solve(board, goal, Deadline.after(Duration.ofMinutes(1)));
        assertThat(solution.heuristic()).contains("pattern database");
        assertThat(solution.length()).isEqualTo(BidirectionalSearch.anyShape(board, goal));
    }

    @Test
    void aShapeTallerThanWideIsServedByTheSetsOfTheShapeTurned() throws IOException {
        MidSizeTables tables = tables(Long.MAX_VALUE);
        PatternDatabaseCatalog catalog = new PatternDatabaseCatalog();
        catalog.serve(tables);
        // 5 x 4, the blank of the goal in cell 7 (row 1, column 3): reflected, 4 x 5 cell 16 (row 3, column 1)
        assertThat(catalog.choose(5, 4, 7, Deadline.none()).heuristic().name()).contains("manhattan");
        assertThat(tables.file(5, 4, 7)).isEqualTo(tables.file(4, 5, 16));
        assertThat(tables.file(5, 4, 7).getFileName().toString()).startsWith("fifteen-4x5-b");
        assertThat(catalog.readiness(5, 4, 7).stage()).isEqualTo(Stage.QUEUED);
        assertThat(tables.readiness(4, 5, 16).stage()).isEqualTo(Stage.QUEUED);
        runQueued();
        assertThat(catalog.readiness(5, 4, 7).ready()).isTrue();
        assertThat(tables.ready(5, 4, 7)).as("no set of its own").isNull();
        assertThat(tables.ready(4, 5, MidSizeTables.canonical(4, 5, 16))).isNotNull();
        PatternDatabaseCatalog.Choice choice = catalog.choose(5, 4, 7, Deadline.none());
        assertThat(choice.transposed()).isTrue();
        assertThat(choice.grid(5, 4).rows).isEqualTo(4);
        assertThat(choice.heuristic().name()).contains("pattern database");
        tables.request(4, 5, 16);
        tables.loadIfIntact(5, 4, 7);
        assertThat(queued).as("one set for both shapes").isEmpty();
        try (var files = Files.list(directory)) {
            assertThat(files.map(file -> file.getFileName().toString()))
                    .isNotEmpty()
                    .allMatch(name -> name.startsWith("fifteen-4x5-"));
        }

        Board goal = Goals.blankAt(5, 4, 7);
        IdaStarSolver solver = IdaStarSolver.optimal(catalog, 25);
        for (int length = 24; length <= 28; length += 2) {
            Board board = RandomBoards.walk(goal, length, RandomBoards.seeded(length));
            Solution solution = solver.solve(board, goal, Deadline.after(Duration.ofMinutes(1)));
            assertThat(solution.heuristic()).contains("pattern database");
            assertThat(solution.length()).as("%s", board).isEqualTo(BidirectionalSearch.anyShape(board, goal));
            Slides.assertSolves(solution, board, goal);
        }
    }

    @Test
    void aShapeListedForTheDualLookupsReadsEveryOrbitsSetOnceAllAreInUse() {
        store = new TableStore(directory, Long.MAX_VALUE, log::add);
        MidSizeTables tables = shaped(store, 3, List.of(), List.of("9x2"));
        MidSizeTables plain = shaped(store, 3, List.of(), List.of());
        PatternDatabaseCatalog catalog = new PatternDatabaseCatalog();
        catalog.serve(tables);
        tables.request(2, 9, 17);
        runQueued();
        assertThat(catalog.choose(2, 9, 17, Deadline.none()).heuristic().name())
                .as("the goal's set alone until every orbit's is in use")
                .contains("pattern database")
                .doesNotContain("dual");
        // the five orbits of 2 x 9 (the columns 0 to 4 up to the flips): the other four asked for, both splits each
        assertThat(queued)
                .as("the other orbits' sets, asked for by the search with the goal's set")
                .hasSize(8);
        runQueued();
        assertThat(catalog.choose(2, 9, 17, Deadline.none()).heuristic().name()).endsWith("with orbit duals");
        assertThat(queued).isEmpty();
        PatternDatabaseCatalog.Choice turned = catalog.choose(9, 2, 0, Deadline.none());
        assertThat(turned.transposed()).isTrue();
        assertThat(turned.heuristic().name()).as("the transpose listed with it").endsWith("with orbit duals");
        assertThat(plain.ready(2, 9, 0).name()).as("a shape not listed").doesNotContain("dual");

        // the estimate never exceeds the distance, and the dual raises it on some boards
        IdaStarSolver solver = IdaStarSolver.optimal(catalog, 25);
        int raised = 0;
        for (int[] shape : new int[][] {{2, 9}, {9, 2}}) {
            for (int blank : new int[] {0, 4, 13, 17}) {
                Board goal = Goals.blankAt(shape[0], shape[1], blank);
                for (int length = 24; length <= 30; length += 2) {
                    Board board = RandomBoards.walk(goal, length, RandomBoards.seeded(31L * blank + length));
                    int distance = BidirectionalSearch.anyShape(board, goal);
                    if (shape[0] == 2 && MidSizeTables.canonical(2, 9, blank) == blank) {
                        // the sets of exactly this goal blank (the others are read through a symmetry)
                        int[] state = GoalLabels.relabel(board, goal);
                        int withDual = tables.ready(2, 9, blank).estimate(state);
                        int regular = plain.ready(2, 9, blank).estimate(state);
                        assertThat(withDual).as("%s", board).isBetween(regular, distance);
                        raised += withDual > regular ? 1 : 0;
                    }
                    Solution solution = solver.solve(board, goal, Deadline.after(Duration.ofMinutes(1)));
                    assertThat(solution.heuristic()).contains("with orbit duals");
                    assertThat(solution.length()).as("%s", board).isEqualTo(distance);
                    Slides.assertSolves(solution, board, goal);
                }
            }
        }
        assertThat(raised)
                .as("boards whose dual estimate is above the regular one")
                .isPositive();
    }

    @Test
    void aShapeListedForTheDualLookupsAsksForNoOrbitsSetsBeyondTheBudget() {
        MidSizeTables measure =
                shaped(new TableStore(directory, Long.MAX_VALUE, log::add), 3, List.of(), List.of("2x9"));
        long every = measure.orbitBytes(2, 9);
        assertThat(measure.orbitBytes(9, 2)).isEqualTo(every);
        // five orbits, each its two splits: 3-3-3-3-3-2 and its cut across, 5 x 18 x 17 x 16 + 18 x 17 bytes each
        assertThat(every).isEqualTo(5 * 2 * (5L * 18 * 17 * 16 + 18 * 17));
        for (long budget : new long[] {every - 1, every}) {
            store = new TableStore(directory, budget, log::add);
            MidSizeTables tables = shaped(store, 3, List.of(), List.of("2x9"));
            tables.request(2, 9, 0);
            runQueued();
            assertThat(tables.ready(2, 9, 0).name()).doesNotContain("dual");
            assertThat(queued).as("budget %d", budget).hasSize(budget < every ? 0 : 8);
            runQueued();
            assertThat(tables.ready(2, 9, 0).name()).endsWith(budget < every ? "-across" : "with orbit duals");
        }
    }

    @Test
    void dualLookupsAreForShapesOfSeventeenToTwentyFiveCells() {
        TableStore anyStore = new TableStore(directory, Long.MAX_VALUE, log::add);
        for (String shape : List.of("4x4", "2x13", "1x20", "2x10x1", "x5", "123456789012x1")) {
            MidSizeTables.Shapes shapes = new MidSizeTables.Shapes(List.of(), List.of(), List.of(shape));
            assertThatThrownBy(() -> new MidSizeTables(anyStore, 6, 1, Thread.NORM_PRIORITY, true, later, true, shapes))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("17 to 25 cells, not " + shape);
        }
    }

    @Test
    void keepsTheFileAndMapsItAgainAndBuildsADamagedOneAgain() throws IOException {
        MidSizeTables first = tables(Long.MAX_VALUE);
        first.request(3, 6, 17);
        runQueued();
        Path file = first.file(3, 6, 17);
        assertThat(file.getFileName().toString()).matches("fifteen-3x6-b0-3(-[1-3])+\\.pdb");
        assertThat(file).exists();
        assertThat(log).anyMatch(line -> line.startsWith("Built the 3 x 6"));

        log.clear();
        MidSizeTables second = tables(Long.MAX_VALUE);
        second.request(3, 6, 17);
        runQueued();
        assertThat(second.readiness(3, 6, 17).ready()).isTrue();
        assertThat(log).anyMatch(line -> line.startsWith("Mapped the 3 x 6"));
        assertThat(log).noneMatch(line -> line.startsWith("Built"));

        MidSizeTables restarted = tables(Long.MAX_VALUE);
        assertThat(restarted.loadIfIntact(3, 6, 0))
                .as("the same set, by the half turn")
                .isTrue();
        assertThat(restarted.readiness(3, 6, 17).ready()).isTrue();
        assertThat(queued).as("loaded, nothing queued").isEmpty();
        assertThat(tables(1).loadIfIntact(3, 6, 17)).as("beyond the budget").isFalse();
        assertThat(tables(Long.MAX_VALUE).loadIfIntact(4, 5, 19)).as("no file").isFalse();

        try (RandomAccessFile damage = new RandomAccessFile(file.toFile(), "rw")) {
            damage.seek(Files.size(file) - 10);
            int value = damage.read();
            damage.seek(Files.size(file) - 10);
            damage.write(value ^ 0x5A);
        }
        MidSizeTables damaged = tables(Long.MAX_VALUE);
        assertThat(damaged.loadIfIntact(3, 6, 17))
                .as("damaged: left to a build")
                .isFalse();
        assertThat(damaged.readiness(3, 6, 17).stage()).isEqualTo(Stage.NOT_ASKED);
        assertThat(queued).isEmpty();
        log.clear();
        MidSizeTables third = tables(Long.MAX_VALUE);
        third.request(3, 6, 17);
        runQueued();
        assertThat(third.readiness(3, 6, 17).ready()).isTrue();
        assertThat(log).anyMatch(line -> line.contains("damaged"));
        assertThat(log).anyMatch(line -> line.startsWith("Built the 3 x 6"));
    }

    @Test
    void theLeastRecentlyUsedSetMakesRoomWithinTheBudget() {
        long threeBySix = MidSizeTables.bytes(PatternPartition.midSize(3, 6, 0, 3));
        long fourByFive = MidSizeTables.bytes(PatternPartition.midSize(4, 5, 0, 3));
        long twoByNine = MidSizeTables.bytes(PatternPartition.midSize(2, 9, 0, 3));
        MidSizeTables tables = tables(threeBySix + fourByFive);
        tables.request(3, 6, 17);
        runQueued();
        tables.request(4, 5, 19);
        runQueued();
        assertThat(store.heldBytes()).isEqualTo(threeBySix + fourByFive);
        // the 3 x 6 set is used again, so the 4 x 5 one is the least recently used when the 2 x 9 set arrives
        assertThat(tables.ready(3, 6, 0)).isNotNull();
        tables.request(2, 9, 17);
        runQueued();
        assertThat(tables.readiness(2, 9, 17).ready()).isTrue();
        assertThat(tables.readiness(4, 5, 19).stage()).isEqualTo(Stage.EVICTED);
        assertThat(tables.ready(4, 5, 0)).isNull();
        assertThat(tables.readiness(3, 6, 17).ready()).isTrue();
        assertThat(store.heldBytes()).isEqualTo(threeBySix + twoByNine).isLessThanOrEqualTo(store.budgetBytes());
        assertThat(log).anyMatch(line -> line.startsWith("Evicted the 4 x 5"));
        // asked for again, it comes back from its file, and the least recently used goes instead
        tables.request(4, 5, 19);
        runQueued();
        assertThat(tables.readiness(4, 5, 19).ready()).isTrue();
        assertThat(store.heldBytes()).isLessThanOrEqualTo(store.budgetBytes());
    }

    @Test
    void aSetLargerThanTheBudgetIsRefusedWithoutABuild() {
        MidSizeTables tables = tables(10_000);
        PatternDatabaseCatalog catalog = new PatternDatabaseCatalog();
        catalog.serve(tables);
        assertThat(catalog.choose(5, 5, 12, Deadline.none()).heuristic().name()).contains("manhattan");
        assertThat(queued).isEmpty();
        assertThat(tables.readiness(5, 5, 12).stage()).isEqualTo(Stage.REFUSED);
        assertThat(tables.readiness(5, 5, 12).words())
                .startsWith("refused: they take")
                .contains("more than the memory budget of");
        assertThat(store.heldBytes()).isZero();
        assertThat(directory).isEmptyDirectory();
    }

    @Test
    void aFailedBuildSaysWhyAndServesTheManhattanDistance() {
        MidSizeTables tables = new MidSizeTables(
                new TableStore(directory, Long.MAX_VALUE, log::add), 3, 1, Thread.NORM_PRIORITY, true, task -> {
                    throw new java.util.concurrent.RejectedExecutionException("shutting down");
                });
        tables.request(3, 6, 17);
        assertThat(tables.readiness(3, 6, 17).stage()).isEqualTo(Stage.NOT_ASKED);
        assertThat(tables.ready(3, 6, 17)).isNull();
    }

    @Test
    void withoutLeaveToBuildASetWithoutAFileIsNotAvailableAtOnce() {
        MidSizeTables tables = new MidSizeTables(
                new TableStore(directory, Long.MAX_VALUE, log::add), 3, 1, Thread.NORM_PRIORITY, false, later);
        tables.request(3, 6, 17);
        assertThat(queued)
                .as("nothing to map, nothing to build: no turn in the warm-up")
                .isEmpty();
        assertThat(tables.readiness(3, 6, 17).stage()).isEqualTo(Stage.FAILED);
        assertThat(tables.readiness(3, 6, 17).words())
                .startsWith("not available")
                .contains("building is off");
        assertThat(directory).isEmptyDirectory();
    }

    @Test
    void aSecondSplitIsAskedForAfterTheFirstAndReadWithItByMaximum() throws IOException {
        store = new TableStore(directory, Long.MAX_VALUE, log::add);
        MidSizeTables tables = shaped(store, 3, List.of(), List.of());
        tables.request(3, 6, 17);
        assertThat(queued).as("the first split, then the cut across").hasSize(2);
        queued.remove(0).run();
        // the set is built for cell 0, which a half turn maps onto cell 17
        Heuristic first = tables.ready(3, 6, 0);
        assertThat(first).isInstanceOf(AdditivePatternDatabase.class);
        runQueued();
        Heuristic both = tables.ready(3, 6, 0);
        assertThat(both).isInstanceOf(SplitMaximum.class);
        assertThat(both.name()).startsWith(first.name() + " max ").contains("-across");
        try (var files = Files.list(directory)) {
            assertThat(files.map(file -> file.getFileName().toString()))
                    .anyMatch(name -> name.matches("fifteen-3x6-b0-3(-[1-3])+\\.pdb"))
                    .anyMatch(name -> name.matches("fifteen-3x6-b0-3(-[1-3])+-across\\.pdb"));
        }
        // the maximum is at least the first split everywhere, and above it somewhere
        java.util.SplittableRandom random = new java.util.SplittableRandom(3);
        Board goal = Goals.blankFirst(3, 6);
        int above = 0;
        for (int i = 0; i < 200; i++) {
            int[] state = GoalLabels.relabel(RandomBoards.solvableToward(goal, random), goal);
            assertThat(both.estimate(state)).isGreaterThanOrEqualTo(first.estimate(state));
            above += both.estimate(state) > first.estimate(state) ? 1 : 0;
        }
        assertThat(above).isPositive();
    }

    @Test
    void aSquareGoalOnTheDiagonalHasNoSecondSplitItsMirrorAlreadyReads() {
        store = new TableStore(directory, Long.MAX_VALUE, log::add);
        MidSizeTables tables = shaped(store, 3, List.of(), List.of());
        tables.request(5, 5, 6);
        assertThat(queued)
                .as("one set: the mirrored lookup reads it across the diagonal")
                .hasSize(1);
        tables.request(5, 5, 7);
        assertThat(queued).as("off the diagonal, both splits").hasSize(3);
    }

    @Test
    void servesOnlyBoardsOfSeventeenToTwentyFiveCells() {
        assertThat(MidSizeTables.isMidSize(4, 4)).isFalse();
        assertThat(MidSizeTables.isMidSize(1, 20)).isFalse();
        assertThat(MidSizeTables.isMidSize(3, 6)).isTrue();
        assertThat(MidSizeTables.isMidSize(5, 5)).isTrue();
        assertThat(MidSizeTables.isMidSize(2, 13)).isFalse();
        MidSizeTables tables = tables(Long.MAX_VALUE);
        tables.request(4, 4, 15);
        tables.request(2, 13, 25);
        assertThat(queued).isEmpty();
    }

    @Test
    void theShapesAskedForStartTheirFirstSplitWithSevenTiles() {
        store = new TableStore(directory, Long.MAX_VALUE, log::add);
        MidSizeTables tables = shaped(store, 6, List.of("4x5", "3x7"), List.of());
        MidSizeTables plain = shaped(store, 6, List.of(), List.of());
        assertThat(tables.partition(4, 5, 19).name()).isEqualTo("7-6-6");
        assertThat(tables.partition(4, 5, 7).name()).isEqualTo("7-6-6");
        assertThat(tables.partition(3, 7, 0).name()).isEqualTo("7-6-6-1");
        assertThat(tables.partition(5, 4, 0).name())
                .as("the transpose shares the sets of 4 x 5")
                .isEqualTo("7-6-6");
        assertThat(tables.partition(6, 3, 17).name())
                .as("a shape not asked for")
                .isEqualTo("6-6-5");
        assertThat(plain.partition(4, 5, 19).name()).isEqualTo("6-6-6-1");
        assertThat(tables.file(4, 5, 19)).isNotEqualTo(plain.file(4, 5, 19));
        assertThat(tables.file(5, 4, 19)).isEqualTo(tables.file(4, 5, 19));
        tables.request(4, 5, 19);
        assertThat(queued)
                .as("the seven-tile split and the cut across, as before")
                .hasSize(2);
    }

    @Test
    void aShapeWithSevenTilesFirstMustHaveSeventeenToTwentyOneCells() {
        TableStore anyStore = new TableStore(directory, Long.MAX_VALUE, log::add);
        for (String shape : List.of("4x4", "5x5", "4x6", "2x13", "1x20", "4x5x1", "x5", "4-5", "123456789012x1")) {
            assertThatThrownBy(() -> shaped(anyStore, 6, List.of(shape), List.of()))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("17 to 21 cells, not " + shape);
        }
    }

    @Test
    void theShapesAskedForStartTheirFirstSplitWithTwoPatternsOfSevenTiles() {
        store = new TableStore(directory, Long.MAX_VALUE, log::add);
        MidSizeTables pairs = shaped(store, 6, List.of("3x7"), List.of("3x7", "4x5"), List.of());
        MidSizeTables seven = shaped(store, 6, List.of("3x7"), List.of());
        assertThat(pairs.partition(3, 7, 20).name()).isEqualTo("7-7-6");
        assertThat(pairs.partition(7, 3, 0).name())
                .as("the transpose shares the sets of 3 x 7")
                .isEqualTo("7-7-6");
        assertThat(pairs.partition(4, 5, 19).name())
                .as("without seven-tile-shapes")
                .isEqualTo("7-7-5");
        assertThat(pairs.partition(2, 10, 19).name())
                .as("a shape not asked for")
                .isEqualTo("6-6-6-1");
        assertThat(seven.partition(3, 7, 20).name()).isEqualTo("7-6-6-1");
        int[][] patterns = pairs.partition(3, 7, 20).patterns();
        assertThat(patterns[0]).hasSize(7);
        assertThat(patterns[1]).hasSize(7);
        assertThat(Arrays.stream(patterns).flatMapToInt(Arrays::stream).toArray())
                .as("every tile once")
                .hasSize(20)
                .doesNotHaveDuplicates()
                .doesNotContain(20);
        assertThat(pairs.file(3, 7, 20)).isNotEqualTo(seven.file(3, 7, 20));
        for (String shape : List.of("4x6", "5x5", "3x8", "4x4", "3x7x1")) {
            assertThatThrownBy(() -> shaped(store, 6, List.of(), List.of(shape), List.of()))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining(
                            "two first patterns of seven tiles are for shapes RxC of 17 to 21 cells, not " + shape);
        }
    }

    @Test
    void theShapesAskedForStartTheirSecondSplitWithSevenTiles() {
        store = new TableStore(directory, Long.MAX_VALUE, log::add);
        MidSizeTables across = acrossShaped(store, List.of("4x5"), List.of("5x4", "3x7"));
        MidSizeTables plain = shaped(store, 6, List.of("4x5"), List.of());
        assertThat(across.acrossPartition(4, 5, 19).name()).isEqualTo("7-6-6-across");
        assertThat(across.acrossPartition(3, 7, 20).name()).isEqualTo("7-6-6-1-across");
        assertThat(across.acrossPartition(3, 6, 17).name())
                .as("a shape not asked for")
                .isEqualTo("6-6-5-across");
        assertThat(across.partition(4, 5, 19).name())
                .as("the first split as seven-tile-shapes says")
                .isEqualTo("7-6-6");
        assertThat(plain.acrossPartition(4, 5, 19).name())
                .as("as before: the default cut across")
                .isEqualTo(PatternPartition.chunkedAcross(4, 5, 19, 6).name())
                .isEqualTo("6-6-6-1-across");
        assertThat(plain.acrossPartition(4, 5, 19).patterns())
                .isDeepEqualTo(PatternPartition.chunkedAcross(4, 5, 19, 6).patterns());
        // the seven tiles lie along the long side: on 4 x 5, the first row and two of the second
        PatternPartition seven = across.acrossPartition(4, 5, 19);
        int[][] patterns = seven.patterns();
        assertThat(patterns[0]).hasSize(7);
        assertThat(Arrays.stream(patterns[0]).map(cell -> cell / 5).max().orElseThrow())
                .as("within the first two rows")
                .isLessThanOrEqualTo(1);
        assertThat(Arrays.stream(patterns).flatMapToInt(Arrays::stream).toArray())
                .as("every tile once")
                .hasSize(19)
                .doesNotHaveDuplicates()
                .doesNotContain(19);
        assertThat(across.orbitBytes(4, 5))
                .as("the second split's seven-tile table counted in the orbits' sets")
                .isGreaterThan(plain.orbitBytes(4, 5));
        across.request(4, 5, 19);
        assertThat(queued).as("the seven-tile split and its cut across").hasSize(2);
        for (String shape : List.of("4x6", "5x5", "4x4")) {
            assertThatThrownBy(() -> acrossShaped(store, List.of(), List.of(shape)))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("across is for shapes RxC of 17 to 21 cells, not " + shape);
        }
    }

    private MidSizeTables tables(long budget) {
        store = new TableStore(directory, budget, log::add);
        return new MidSizeTables(store, 3, 1, Thread.NORM_PRIORITY, true, later);
    }

    /** Tables of patterns of at most {@code largest} tiles with the second split, built one at a time when run. */
    private MidSizeTables shaped(TableStore store, int largest, List<String> sevenTile, List<String> dual) {
        return shaped(store, largest, sevenTile, List.of(), dual);
    }

    /** As above, with the shapes whose first split starts with two patterns of seven tiles. */
    private MidSizeTables shaped(
            TableStore store, int largest, List<String> sevenTile, List<String> sevenTilePair, List<String> dual) {
        return new MidSizeTables(
                store,
                largest,
                1,
                Thread.NORM_PRIORITY,
                true,
                later,
                true,
                new MidSizeTables.Shapes(sevenTile, sevenTilePair, dual));
    }

    /** As {@link #shaped}, with the shapes whose second split starts with seven tiles. */
    private MidSizeTables acrossShaped(TableStore store, List<String> sevenTile, List<String> sevenTileAcross) {
        return new MidSizeTables(
                store,
                6,
                1,
                Thread.NORM_PRIORITY,
                true,
                later,
                true,
                new MidSizeTables.Shapes(sevenTile, List.of(), List.of(), sevenTileAcross));
    }

    private void runQueued() {
        while (!queued.isEmpty()) {
            queued.remove(0).run();
        }
    }
}
