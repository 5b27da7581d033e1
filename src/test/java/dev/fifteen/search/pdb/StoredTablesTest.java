package dev.fifteen.search.pdb;

import dev.fifteen.puzzle.Board;
import dev.fifteen.search.Deadline;
import dev.fifteen.search.Solution;
import dev.fifteen.search.TableReadiness;
import dev.fifteen.search.TableStore;
import dev.fifteen.search.ida.IdaStarSolver;
import dev.fifteen.testing.oracle.BreadthFirstDistances;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Stored tables on a stand-in small enough for a test: the 8-puzzle with a 4-4 split drawn like the 7-8 one (the
 * same mechanism as the 4 x 4 7-8 tables, whose build takes minutes). Optimal lengths are checked against
 * breadth-first search over every position.
 */
class StoredTablesTest {

    private static final String SPLIT = ".AA/AAB/BBB";
    private static final Board BLANK_FIRST = Board.parse("0,1,2/3,4,5/6,7,8");
    private static final Board BLANK_SECOND = Board.parse("1,0,2/3,4,5/6,7,8");

    private final List<String> log = new CopyOnWriteArrayList<>();

    @Test
    void aSolveDuringTheBuildUsesTheFirstTablesAndOneAfterItTheNewOnesBothOptimal(@TempDir Path directory) {
        PatternDatabaseCatalog catalog = new PatternDatabaseCatalog();
        List<Runnable> background = new ArrayList<>();
        StoredTables stored = stored(catalog, 3, 3, SPLIT, directory, 2);
        CompletableFuture<AdditivePatternDatabase> ready = stored.start(background::add);
        IdaStarSolver solver = IdaStarSolver.optimal(catalog, 16);
        BreadthFirstDistances distances = new BreadthFirstDistances(BLANK_FIRST);
        List<Board> boards = farthest(distances, 12);

        for (Board board : boards) {
            Solution during = solver.solve(board, BLANK_FIRST, Deadline.none());
            assertThat(during.heuristic()).isEqualTo("exact distance table");
            assertOptimal(during, board, BLANK_FIRST, distances);
        }
        assertThat(ready).isNotDone();
        assertThat(stored.ready()).isFalse();

        background.remove(0).run();
        assertThat(ready).isCompleted();
        assertThat(stored.ready()).isTrue();
        assertThat(stored.file()).exists();
        for (Board board : boards) {
            Solution after = solver.solve(board, BLANK_FIRST, Deadline.none());
            assertThat(after.heuristic()).isEqualTo("pattern database 4-4 + mirror");
            assertOptimal(after, board, BLANK_FIRST, distances);
        }
        assertThat(log).anyMatch(line -> line.startsWith("Built the 3 x 3 4-4 tables (goal blank in cell 0) into"));
    }

    @Test
    void anIntactFileIsMappedAheadOfAnyBuildAndNothingIsBuiltWithoutOne(@TempDir Path directory) {
        PatternDatabaseCatalog before = new PatternDatabaseCatalog();
        StoredTables none = stored(before, 3, 3, SPLIT, directory, 1);
        assertThat(none.mapIfIntact()).as("no file yet").isFalse();
        assertThat(none.ready()).isFalse();
        assertThat(none.file()).doesNotExist();
        stored(before, 3, 3, SPLIT, directory, 1).start(Runnable::run).join();

        PatternDatabaseCatalog catalog = new PatternDatabaseCatalog();
        List<Runnable> background = new ArrayList<>();
        StoredTables restarted = stored(catalog, 3, 3, SPLIT, directory, 1);
        assertThat(restarted.mapIfIntact()).isTrue();
        assertThat(restarted.ready()).isTrue();
        assertThat(catalog.served(3, 3, 0)).isTrue();
        assertThat(restarted.start(background::add)).isCompleted();
        assertThat(background).as("nothing left to map or build").isEmpty();
        BreadthFirstDistances distances = new BreadthFirstDistances(BLANK_FIRST);
        for (Board board : farthest(distances, 4)) {
            Solution solution = IdaStarSolver.optimal(catalog, 16).solve(board, BLANK_FIRST, Deadline.none());
            assertThat(solution.heuristic()).isEqualTo("pattern database 4-4 + mirror");
            assertOptimal(solution, board, BLANK_FIRST, distances);
        }
    }

    @Test
    void anotherGoalBlankCellGetsItsTablesOnDemandInTheBackground(@TempDir Path directory) {
        PatternDatabaseCatalog catalog = new PatternDatabaseCatalog();
        List<Runnable> background = new ArrayList<>();
        StoredTables stored = stored(catalog, 3, 3, SPLIT, directory, 1);
        stored.start(background::add);
        background.remove(0).run();
        IdaStarSolver solver = IdaStarSolver.optimal(catalog, 16);
        BreadthFirstDistances distances = new BreadthFirstDistances(BLANK_SECOND);
        List<Board> boards = farthest(distances, 8);

        Solution first = solver.solve(boards.get(0), BLANK_SECOND, Deadline.none());
        assertThat(first.heuristic()).isEqualTo("exact distance table");
        assertOptimal(first, boards.get(0), BLANK_SECOND, distances);
        assertThat(background)
                .as("the edge cell's build, queued by the request")
                .hasSize(1);
        assertThat(catalog.served(3, 3, 1)).isFalse();

        background.remove(0).run();
        assertThat(catalog.served(3, 3, 1)).isTrue();
        assertThat(catalog.served(3, 3, 7)).as("a symmetric edge cell").isTrue();
        assertThat(catalog.served(3, 3, 4)).as("the centre: not asked for yet").isFalse();
        for (Board board : boards) {
            Solution after = solver.solve(board, BLANK_SECOND, Deadline.none());
            assertThat(after.heuristic()).startsWith("pattern database 4-4");
            assertOptimal(after, board, BLANK_SECOND, distances);
        }
    }

    @Test
    void aTableIsReusedForAnotherBlankCellOnlyWhereItIsTheSameTable() {
        StoredTables stored = stored(new PatternDatabaseCatalog(), 3, 3, SPLIT, null, 1);
        int[] bottom = {5, 6, 7, 8};
        assertThat(stored.sameTable(bottom, 0, bottom, 1)).isTrue();
        assertThat(PackedPatternDatabaseBuilder.distances(3, 3, 1, bottom, 1))
                .isEqualTo(PackedPatternDatabaseBuilder.distances(3, 3, 0, bottom, 1));
        // with the corner shut in by its pattern, the blank starts elsewhere: another table
        int[] shutting = {1, 3, 5, 6};
        assertThat(stored.sameTable(shutting, 0, shutting, 2)).isFalse();
        assertThat(Arrays.equals(
                        PackedPatternDatabaseBuilder.distances(3, 3, 2, shutting, 1),
                        PackedPatternDatabaseBuilder.distances(3, 3, 0, shutting, 1)))
                .isFalse();
    }

    @Test
    void aLaterStartMapsTheFileAndADamagedOneIsBuiltAgain(@TempDir Path directory) throws IOException {
        stored(new PatternDatabaseCatalog(), 3, 3, SPLIT, directory, 2)
                .start(Runnable::run)
                .join();
        StoredTables again = stored(new PatternDatabaseCatalog(), 3, 3, SPLIT, directory, 2);
        again.start(Runnable::run).join();
        // the heap has room for them: packed in half a byte per entry, as the service keeps the 7-8 tables
        assertThat(log)
                .anyMatch(line -> line.startsWith("Mapped the 3 x 3 4-4 tables (goal blank in cell 0) from")
                        && line.endsWith(", packed onto the heap in half a byte per entry"));

        Path file = again.file();
        byte[] intact = Files.readAllBytes(file);
        byte[] flipped = intact.clone();
        flipped[5000] ^= 1;
        Files.write(file, flipped);
        log.clear();
        PatternDatabaseCatalog catalog = new PatternDatabaseCatalog();
        stored(catalog, 3, 3, SPLIT, directory, 2).start(Runnable::run).join();
        assertThat(log).anyMatch(line -> line.contains("again") && line.contains("checksum"));
        assertThat(catalog.served(3, 3, 0)).isTrue();
        assertThat(Files.readAllBytes(file)).isEqualTo(intact);

        Files.write(file, Arrays.copyOf(intact, intact.length / 2));
        log.clear();
        stored(new PatternDatabaseCatalog(), 3, 3, SPLIT, directory, 2)
                .start(Runnable::run)
                .join();
        assertThat(log).anyMatch(line -> line.contains("again") && line.contains("truncated"));
        assertThat(Files.readAllBytes(file)).isEqualTo(intact);
    }

    @Test
    void anUnwritableDirectoryGetsNothingAndTheTablesLiveInMemory(@TempDir Path directory) throws IOException {
        Path notAFolder = Files.writeString(directory.resolve("taken"), "a file, not a folder");
        PatternDatabaseCatalog catalog = new PatternDatabaseCatalog();
        stored(catalog, 3, 3, SPLIT, notAFolder.resolve("tables"), 2)
                .start(Runnable::run)
                .join();
        assertThat(log).filteredOn(line -> line.contains("in memory only")).hasSize(1);
        assertThat(catalog.served(3, 3, 0)).isTrue();
        assertThat(Files.readString(notAFolder)).isEqualTo("a file, not a folder");
    }

    @Test
    void aBuildLargerThanTheHeapCanHoldIsRefusedAndTheStandardTablesStay(@TempDir Path directory) {
        // one pattern of all 15 tiles: 16! placements, far beyond any heap
        PatternDatabaseCatalog catalog = new PatternDatabaseCatalog();
        StoredTables stored = stored(catalog, 4, 4, ".AAA/AAAA/AAAA/AAAA", directory, 1);
        CompletableFuture<AdditivePatternDatabase> ready = stored.start(Runnable::run);
        assertThat(ready).isCompletedExceptionally();
        assertThat(log).singleElement().asString().contains("needs a heap of").contains("MiB");
        assertThat(catalog.served(4, 4, 0)).isFalse();
        assertThat(stored.file()).doesNotExist();
    }

    @Test
    void evictedTablesLeaveTheCatalogAndComeBackFromTheirFileWhenNextAsked(@TempDir Path directory) {
        TableStore measure = new TableStore(directory, Long.MAX_VALUE, log::add);
        new StoredTables(measure, 3, 3, SPLIT, 1, Thread.MIN_PRIORITY)
                .start(Runnable::run)
                .join();
        long corner = measure.heldBytes();
        assertThat(corner).isPositive();

        // room for the corner's tables and not one more byte: the edge cell's set evicts them
        TableStore store = new TableStore(directory, corner, log::add);
        PatternDatabaseCatalog catalog = new PatternDatabaseCatalog();
        StoredTables stored = new StoredTables(store, 3, 3, SPLIT, 1, Thread.MIN_PRIORITY);
        catalog.serve(stored);
        List<Runnable> background = new ArrayList<>();
        stored.start(background::add);
        background.remove(0).run();
        assertThat(catalog.served(3, 3, 0)).isTrue();
        IdaStarSolver solver = IdaStarSolver.optimal(catalog, 16);
        BreadthFirstDistances edge = new BreadthFirstDistances(BLANK_SECOND);
        Board board = farthest(edge, 1).get(0);
        solver.solve(board, BLANK_SECOND, Deadline.none());
        background.remove(0).run();
        assertThat(catalog.served(3, 3, 1)).isTrue();
        assertThat(catalog.served(3, 3, 0)).as("evicted").isFalse();
        assertThat(stored.readiness(3, 3, 0).stage()).isEqualTo(TableReadiness.Stage.EVICTED);
        assertThat(store.heldBytes()).isLessThanOrEqualTo(store.budgetBytes());
        assertThat(log).anyMatch(line -> line.startsWith("Evicted the 3 x 3 4-4 tables (goal blank in cell 0)"));

        BreadthFirstDistances corners = new BreadthFirstDistances(BLANK_FIRST);
        Board cornerBoard = farthest(corners, 1).get(0);
        Solution meanwhile = solver.solve(cornerBoard, BLANK_FIRST, Deadline.none());
        assertOptimal(meanwhile, cornerBoard, BLANK_FIRST, corners);
        assertThat(background).as("asked for again").hasSize(1);
        log.clear();
        background.remove(0).run();
        assertThat(log).anyMatch(line -> line.startsWith("Mapped the 3 x 3 4-4 tables (goal blank in cell 0)"));
        assertThat(catalog.served(3, 3, 0)).isTrue();
        Solution after = solver.solve(cornerBoard, BLANK_FIRST, Deadline.none());
        assertThat(after.heuristic()).startsWith("pattern database 4-4");
        assertOptimal(after, cornerBoard, BLANK_FIRST, corners);
    }

    /** The tables of {@code split} kept in a store of their own in {@code directory}, served by {@code catalog}. */
    private StoredTables stored(
            PatternDatabaseCatalog catalog, int rows, int columns, String split, Path directory, int threads) {
        StoredTables stored = new StoredTables(
                new TableStore(directory, Long.MAX_VALUE, log::add),
                rows,
                columns,
                split,
                threads,
                Thread.MIN_PRIORITY);
        catalog.serve(stored);
        return stored;
    }

    private static List<Board> farthest(BreadthFirstDistances distances, int count) {
        List<Board> boards = new ArrayList<>();
        int far = distances.maximum() - 2;
        for (int index = 0; index < distances.states() && boards.size() < count; index++) {
            Board board = distances.boardAt(index);
            if (board != null && distances.distance(board) >= far) {
                boards.add(board);
            }
        }
        return boards;
    }

    private static void assertOptimal(Solution solution, Board board, Board goal, BreadthFirstDistances distances) {
        assertThat(solution.replay(board)).isEqualTo(goal);
        assertThat(solution.length()).isEqualTo(distances.distance(board));
    }
}
