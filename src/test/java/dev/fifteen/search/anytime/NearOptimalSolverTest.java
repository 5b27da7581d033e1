package dev.fifteen.search.anytime;

import dev.fifteen.puzzle.Board;
import dev.fifteen.puzzle.Direction;
import dev.fifteen.puzzle.Move;
import dev.fifteen.search.Cancellation;
import dev.fifteen.search.Deadline;
import dev.fifteen.search.SearchCancelledException;
import dev.fifteen.search.SearchProgress;
import dev.fifteen.search.SearchThreads;
import dev.fifteen.search.Solution;
import dev.fifteen.search.Solver;
import dev.fifteen.search.Strategy;
import dev.fifteen.search.TableStore;
import dev.fifteen.search.fast.FastSolver;
import dev.fifteen.search.fast.ReductionSolver;
import dev.fifteen.search.pdb.PatternDatabaseCatalog;
import dev.fifteen.search.pdb.PatternPartition;
import dev.fifteen.search.twentyfour.TilePartition;
import dev.fifteen.search.twentyfour.TwentyFourTableStore;
import dev.fifteen.testing.infra.BenchmarkFiles;
import dev.fifteen.testing.oracle.BreadthFirstDistances;
import dev.fifteen.testing.oracle.Goals;
import dev.fifteen.testing.oracle.RandomBoards;
import dev.fifteen.testing.oracle.Slides;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The fast answer with the tables, checked against a test-side replay and a breadth-first search on small shapes,
 * and its anytime behaviour on 15-puzzles: strictly shorter reports, the shortest returned, the deadline kept, a
 * cancellation obeyed.
 */
class NearOptimalSolverTest {

    private static final Solver REDUCTION = new ReductionSolver(new FastSolver(), Duration.ofMillis(200));
    private static final PatternDatabaseCatalog FIFTEEN = new PatternDatabaseCatalog();

    @BeforeAll
    static void fifteenPuzzleTables() {
        FIFTEEN.prepare(4, 4, 0, Runnable::run).join();
    }

    @ParameterizedTest(name = "{0} x {1}, the goal''s blank on cell {2}, {3} thread(s)")
    @CsvSource({"3, 3, 8, 1", "3, 3, 4, 2", "3, 3, 1, 1", "2, 4, 7, 2", "2, 4, 2, 1", "4, 2, 5, 2"})
    void onSmallBoardsEveryAnswerReplaysAndIsOptimalExactlyWhereTheBreadthFirstSearchSays(
            int rows, int columns, int goalBlank, int threads) {
        Board goal = goal(rows, columns, goalBlank);
        PatternDatabaseCatalog catalog = new PatternDatabaseCatalog();
        catalog.prepare(rows, columns, goalBlank, Runnable::run).join();
        NearOptimalSolver solver = solver(ReadyTables.of(catalog), SearchThreads.of(threads));
        BreadthFirstDistances distances = BreadthFirstDistances.to(goal);
        RandomGenerator random = RandomBoards.seeded(33 + goalBlank);
        for (int round = 0; round < 40; round++) {
            Board board = RandomBoards.solvableToward(goal, random);
            Solution solution = solver.solve(board, goal, Deadline.after(Duration.ofSeconds(20)));
            int optimum = distances.distance(board);
            assertThat(Slides.play(board, solution.tileDirections()))
                    .as("replayed")
                    .isEqualTo(goal.cells());
            assertThat(solution.length()).isGreaterThanOrEqualTo(optimum);
            assertThat(solution.lowerBound()).isLessThanOrEqualTo(optimum);
            // with time to spare the search at weight 1 ends, so every answer is shortest and says so
            assertThat(solution.optimal()).as("%s", solution.heuristic()).isTrue();
            assertThat(solution.length()).isEqualTo(optimum);
            assertThat(solution.lowerBound()).isEqualTo(optimum);
        }
    }

    @ParameterizedTest(name = "{0} x {1}, the goal''s blank on cell {2}, with the tables of {1} x {0}")
    @CsvSource({"4, 2, 7", "4, 2, 2", "2, 4, 5", "5, 2, 4"})
    void aShapeServedByTheTablesOfItsTransposeIsSearchedTurnedAndAnsweredOnItsOwnCells(
            int rows, int columns, int goalBlank) {
        Board goal = goal(rows, columns, goalBlank);
        // only the turned shape's tables, for the cell the reflection in the main diagonal takes the blank to
        int turnedBlank = (goalBlank % columns) * rows + goalBlank / columns;
        PatternDatabaseCatalog turned = new PatternDatabaseCatalog();
        PatternDatabaseCatalog catalog = new PatternDatabaseCatalog();
        catalog.register(
                columns,
                rows,
                turnedBlank,
                turned.prepare(columns, rows, turnedBlank, Runnable::run).join());
        PatternDatabaseCatalog.Choice choice = catalog.choose(rows, columns, goalBlank, Deadline.none());
        assertThat(choice.transposed()).isTrue();
        // a first answer two slides too long, so that every optimal answer is the turned search's
        NearOptimalSolver solver = new NearOptimalSolver(
                PADDED, ReadyTables.of(catalog), 25, List.of(PADDED), Duration.ofDays(1), SearchThreads.none());
        BreadthFirstDistances distances = BreadthFirstDistances.to(goal);
        RandomGenerator random = RandomBoards.seeded(71 + goalBlank);
        for (int round = 0; round < 20; round++) {
            Board board = RandomBoards.solvableToward(goal, random);
            Solution solution = solver.solve(board, goal, Deadline.after(Duration.ofSeconds(20)));
            int optimum = distances.distance(board);
            assertThat(Slides.play(board, solution.tileDirections()))
                    .as("replayed")
                    .isEqualTo(goal.cells());
            assertThat(solution.heuristic())
                    .contains("with " + choice.heuristic().name())
                    .doesNotContain("not improved");
            assertThat(solution.optimal()).as("%s", solution.heuristic()).isTrue();
            assertThat(solution.length()).isEqualTo(optimum);
        }
    }

    /**
     * On 3 x 7 (small tables of three tiles a pattern, built here) a first answer far from the shortest (the
     * reduction's, eighty slides longer still) is shortened by the beam's, reported next, before the weighted
     * searches; every report replays.
     */
    @Test
    void onThreeBySevenTheBeamShortensTheFirstAnswer() {
        Board goal = goal(3, 7, 0);
        PatternDatabaseCatalog catalog = new PatternDatabaseCatalog();
        catalog.register(3, 7, 0, PatternPartition.chunked(3, 7, 0, 3).build());
        NearOptimalSolver solver = new NearOptimalSolver(
                padded(40),
                ReadyTables.of(catalog),
                25,
                List.of(REDUCTION),
                Duration.ofSeconds(4),
                SearchThreads.none());
        Board board = RandomBoards.solvableToward(goal, RandomBoards.seeded(21));
        Recorder recorder = new Recorder();
        Solution solution =
                solver.solve(board, goal, Deadline.after(Duration.ofSeconds(20)).reportingTo(recorder));
        assertThat(recorder.solutions.get(1).heuristic()).startsWith("beam search of 10,000 boards a depth");
        assertThat(recorder.lengths.get(1)).isLessThan(recorder.lengths.get(0));
        for (Solution reported : recorder.solutions) {
            assertThat(Slides.play(board, reported.tileDirections())).isEqualTo(goal.cells());
        }
        assertThat(solution.length()).isEqualTo(recorder.lengths.get(recorder.lengths.size() - 1));
    }

    /**
     * The beam's memory, counted where it runs: its boards of one depth and one int a board for each depth of the
     * longest first answer, on a shape and its transpose alike; nothing on 20 cells or 25.
     */
    @Test
    void theBeamsMemoryIsCountedOnTheShapesItRunsOn() {
        assertThat(NearOptimalSolver.beamBytes(4, 5)).isZero();
        assertThat(NearOptimalSolver.beamBytes(5, 5)).isZero();
        long slides = FastSolver.maxSlides(3, 7);
        assertThat(NearOptimalSolver.beamBytes(3, 7))
                .isEqualTo(NearOptimalSolver.beamBytes(7, 3))
                .isGreaterThan(4L * NearOptimalSolver.BEAM_WIDTH * (21 + slides));
        assertThat(NearOptimalSolver.beamBytes(2, 12)).isGreaterThan(NearOptimalSolver.beamBytes(4, 6));
    }

    @ParameterizedTest(name = "{0} thread(s)")
    @ValueSource(ints = {1, 2})
    void theReportedAnswersGetStrictlyShorterAndTheLastIsTheAnswer(int threads) {
        SearchThreads helpers = SearchThreads.of(threads);
        NearOptimalSolver solver = solver(ReadyTables.of(FIFTEEN), helpers);
        Board goal = Goals.blankFirst(4, 4);
        int improved = 0;
        for (BenchmarkFiles.Instance instance : BenchmarkFiles.korf100().subList(80, 90)) {
            Recorder recorder = new Recorder();
            Deadline deadline = Deadline.after(Duration.ofMillis(300)).reportingTo(recorder);
            Solution solution = solver.solve(instance.board(), goal, deadline);
            assertThat(deadline.elapsed())
                    .as("the deadline, with a generous margin")
                    .isLessThan(Duration.ofSeconds(5));
            assertThat(recorder.lengths).isNotEmpty();
            for (int k = 1; k < recorder.lengths.size(); k++) {
                assertThat(recorder.lengths.get(k)).isLessThan(recorder.lengths.get(k - 1));
            }
            assertThat(solution.length()).isEqualTo(recorder.lengths.get(recorder.lengths.size() - 1));
            for (Solution reported : recorder.solutions) {
                assertThat(Slides.play(instance.board(), reported.tileDirections()))
                        .isEqualTo(goal.cells());
            }
            assertThat(solution.length()).isGreaterThanOrEqualTo(instance.optimum());
            assertThat(solution.lowerBound()).isLessThanOrEqualTo(instance.optimum());
            assertThat(!solution.optimal() || solution.length() == instance.optimum())
                    .isTrue();
            improved += recorder.lengths.size() > 1 ? 1 : 0;
            assertThat(helpers.busy())
                    .as("the helper is back once the answer is")
                    .isZero();
        }
        assertThat(improved).as("boards whose first answer was improved").isPositive();
        assertThat(helpers.lent() > 0).as("a helper lent").isEqualTo(threads > 1);
    }

    @ParameterizedTest(name = "{0} thread(s)")
    @ValueSource(ints = {1, 2})
    void aCancelledDeadlineStopsTheSearch(int threads) {
        SearchThreads helpers = SearchThreads.of(threads);
        NearOptimalSolver solver = solver(ReadyTables.of(FIFTEEN), helpers);
        BenchmarkFiles.Instance hardest = BenchmarkFiles.hard80().get(0);
        Cancellation cancellation = new Cancellation();
        Deadline deadline = Deadline.after(Duration.ofMinutes(10))
                .cancelledBy(cancellation)
                .reportingTo(new SearchProgress() {
                    @Override
                    public void solution(Solution solution) {
                        cancellation.cancel();
                    }
                });
        assertThatThrownBy(() -> solver.solve(hardest.board(), Goals.blankFirst(4, 4), deadline))
                .isInstanceOf(SearchCancelledException.class);
        assertThat(deadline.elapsed()).as("stopped long before the deadline").isLessThan(Duration.ofMinutes(1));
        assertThat(helpers.busy()).as("the helper is back").isZero();
    }

    @Test
    void withoutReadyTablesTheFirstSolverAnswersAlone() {
        NearOptimalSolver solver = new NearOptimalSolver(REDUCTION, ReadyTables.NONE, 25);
        Board goal = Goals.blankFirst(4, 4);
        Board board = BenchmarkFiles.korf100().get(0).board();
        Solution solution = solver.solve(board, goal, Deadline.after(Duration.ofSeconds(2)));
        assertThat(solution.heuristic()).doesNotContain("IDA*");
        assertThat(Slides.play(board, solution.tileDirections())).isEqualTo(goal.cells());
    }

    @Test
    void aFiveByFiveAnswerGivenBeforeItsTablesAreReadySaysWhereTheyStand() {
        List<Runnable> asked = new ArrayList<>();
        TwentyFourTableStore store = new TwentyFourTableStore(
                new TableStore(null, Long.MAX_VALUE, line -> {}), TilePartition.KORF_FELNER, null, true, 1, asked::add);
        ReadyTables tables = ReadyTables.of(store).orElse(ReadyTables.of(FIFTEEN));
        NearOptimalSolver solver = new NearOptimalSolver(REDUCTION, tables, 25);
        Board goal = goal(5, 5, 24);
        Board board = RandomBoards.walk(goal, 200, new java.util.Random(7));
        Solution solution = solver.solve(board, goal, Deadline.after(Duration.ofSeconds(2)));

        assertThat(Slides.play(board, solution.tileDirections())).isEqualTo(goal.cells());
        assertThat(solution.heuristic())
                .endsWith("; the 5 x 5 pattern tables are not asked for yet (a strategy=optimal request asks for"
                        + " them); once they are in use, a 5 x 5 answer is improved with them: ask again then");
        assertThat(asked).as("a fast answer asks for no build").isEmpty();
        assertThat(tables.whereTheyStand(5, 5, 12))
                .as("the centre: no tables planned")
                .isNull();
        assertThat(tables.whereTheyStand(4, 4, 15)).as("ready 4 x 4 tables").isNull();
    }

    @Test
    void theCatalogServesNoManhattanDistanceAsTables() {
        assertThat(ReadyTables.of(new PatternDatabaseCatalog()).choose(4, 5, 19, Deadline.after(Duration.ofSeconds(1))))
                .isNull();
        assertThat(new NearOptimalSolver(REDUCTION, ReadyTables.NONE, 25).supports(6, 6))
                .isFalse();
    }

    /** The reduction's answer with a tile slid into the goal's blank and back at its end: two slides too many. */
    private static final Solver PADDED = padded(1);

    /** The reduction's answer with the tile beside the goal's blank slid there and back {@code pairs} times. */
    private static Solver padded(int pairs) {
        return new Solver() {
            @Override
            public boolean supports(int rows, int columns) {
                return REDUCTION.supports(rows, columns);
            }

            @Override
            public Solution solve(Board board, Board goal, Deadline deadline) {
                Solution answer = REDUCTION.solve(board, goal, deadline);
                int columns = goal.columns();
                int blank = goal.blankIndex();
                int next = blank % columns + 1 < columns ? blank + 1 : blank - 1;
                int tile = goal.cells()[next];
                List<Move> moves = new ArrayList<>(answer.moves());
                for (int k = 0; k < pairs; k++) {
                    moves.add(new Move(tile, next < blank ? Direction.RIGHT : Direction.LEFT));
                    moves.add(new Move(tile, next < blank ? Direction.LEFT : Direction.RIGHT));
                }
                return new Solution(
                        moves,
                        false,
                        Strategy.FAST,
                        answer.heuristic(),
                        answer.lowerBound(),
                        answer.nodesExpanded(),
                        answer.elapsedNanos());
            }
        };
    }

    private static NearOptimalSolver solver(ReadyTables tables, SearchThreads helpers) {
        return new NearOptimalSolver(REDUCTION, tables, 25, List.of(REDUCTION), Duration.ofDays(1), helpers);
    }

    /** A goal of the shape with the blank on {@code blank} and the tiles 1, 2, ... in reading order around it. */
    static Board goal(int rows, int columns, int blank) {
        int[] cells = new int[rows * columns];
        int tile = 1;
        for (int cell = 0; cell < cells.length; cell++) {
            cells[cell] = cell == blank ? 0 : tile++;
        }
        return Board.of(rows, columns, cells);
    }

    private static final class Recorder implements SearchProgress {
        final List<Integer> lengths = new ArrayList<>();
        final List<Solution> solutions = new ArrayList<>();

        @Override
        public void solution(Solution solution) {
            lengths.add(solution.length());
            solutions.add(solution);
        }
    }
}
