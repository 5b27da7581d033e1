package dev.fifteen.search.ida;

import dev.fifteen.puzzle.Board;
import dev.fifteen.search.BreadthFirstDistances;
import dev.fifteen.search.Deadline;
import dev.fifteen.search.GoalLabels;
import dev.fifteen.search.ManhattanDistance;
import dev.fifteen.search.SearchTimeoutException;
import dev.fifteen.search.Solution;
import dev.fifteen.search.Strategy;
import dev.fifteen.search.pdb.PatternDatabaseCatalog;
import dev.fifteen.search.pdb.PatternPartition;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.random.RandomGenerator;
import java.util.random.RandomGeneratorFactory;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class IdaStarSolverTest {

    /** Standard tables: exact for these shapes. */
    private static final IdaStarSolver STANDARD = IdaStarSolver.optimal(new PatternDatabaseCatalog(), 16);
    private static final Map<Board, BreadthFirstDistances> BFS = new ConcurrentHashMap<>();

    static Stream<Arguments> seededBoards() {
        List<Arguments> cases = new ArrayList<>();
        int[][] shapes = {{2, 3}, {3, 3}, {2, 4}, {2, 5}};
        for (int[] shape : shapes) {
            Board standardGoal = Board.standardGoal(shape[0], shape[1]);
            Board shuffledGoal = randomBoard(shape[0], shape[1], 99);
            for (Board goal : List.of(standardGoal, shuffledGoal)) {
                for (long seed = 1; seed <= 4; seed++) {
                    cases.add(Arguments.of(shape[0] + " x " + shape[1] + ", goal " + goal.toText() + ", seed " + seed,
                            goal, seed));
                }
            }
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("seededBoards")
    void optimalLengthsEqualBreadthFirstDistances(String name, Board goal, long seed) {
        BreadthFirstDistances bfs = BFS.computeIfAbsent(goal, BreadthFirstDistances::new);
        // a weaker additive split (patterns of 3 tiles, mirrored where possible) exercises the pattern sums
        PatternDatabaseCatalog splitCatalog = new PatternDatabaseCatalog();
        splitCatalog.register(goal.rows(), goal.columns(),
                PatternPartition.chunked(goal.rows(), goal.columns(), goal.blankIndex(), 3).build());
        IdaStarSolver split = IdaStarSolver.optimal(splitCatalog, 16);
        for (int i = 0; i < 15; i++) {
            Board board = reachable(randomBoard(goal.rows(), goal.columns(), seed * 1000 + i), bfs);
            int expected = bfs.distance(board);
            for (IdaStarSolver solver : List.of(STANDARD, split)) {
                Solution solution = solver.solve(board, goal, Deadline.none());
                assertThat(solution.length()).as("%s from %s", solution.heuristic(), board.toText()).isEqualTo(expected);
                assertThat(solution.replay(board)).isEqualTo(goal);
                assertThat(solution.optimal()).isTrue();
                assertThat(solution.lowerBound()).isLessThanOrEqualTo(expected);
            }
        }
    }

    @ParameterizedTest(name = "{0} solves in 31")
    @MethodSource("hardestEightPuzzles")
    void theTwoHardestEightPuzzlesNeed31(String text) {
        Board board = Board.parse(text);
        Board goal = Board.standardGoal(3, 3);
        PatternDatabaseCatalog splitCatalog = new PatternDatabaseCatalog();
        splitCatalog.register(3, 3, PatternPartition.chunked(3, 3, 8, 4).build());
        for (IdaStarSolver solver : List.of(STANDARD, IdaStarSolver.optimal(splitCatalog, 16))) {
            Solution solution = solver.solve(board, goal, Deadline.none());
            assertThat(solution.length()).isEqualTo(31);
            assertThat(solution.replay(board)).isEqualTo(goal);
        }
    }

    static Stream<String> hardestEightPuzzles() {
        return Stream.of("6,4,7/8,5,0/3,2,1", "8,6,7/2,5,4/3,0,1");
    }

    @Test
    void aSolvedBoardNeedsNoMoves() {
        Board goal = Board.standardGoal(4, 4);
        Solution solution = STANDARD.solve(goal, goal, Deadline.none());
        assertThat(solution.length()).isZero();
        assertThat(solution.tileDirections()).isEmpty();
    }

    @Test
    void directionStringsNameTheTileAndTheBlank() {
        Board board = Board.parse("1,2,3/4,5,6/7,0,8");
        Solution solution = STANDARD.solve(board, Board.standardGoal(3, 3), Deadline.none());
        assertThat(solution.tileDirections()).isEqualTo("L");
        assertThat(solution.blankDirections()).isEqualTo("R");
        assertThat(solution.tiles()).containsExactly(8);
        assertThat(solution.boards(board)).extracting(Board::toText)
                .containsExactly("1,2,3/4,5,6/7,0,8", "1,2,3/4,5,6/7,8,0");
    }

    @Test
    void aWeightedSearchFindsAValidSolutionNoShorterThanTheOptimum() {
        Board goal = Board.standardGoal(3, 3);
        BreadthFirstDistances bfs = BFS.computeIfAbsent(goal, BreadthFirstDistances::new);
        PatternDatabaseCatalog splitCatalog = new PatternDatabaseCatalog();
        splitCatalog.register(3, 3, PatternPartition.chunked(3, 3, 8, 2).build());
        IdaStarSolver weighted = new IdaStarSolver(splitCatalog, 2, 16);
        for (int i = 0; i < 30; i++) {
            Board board = reachable(randomBoard(3, 3, 500 + i), bfs);
            Solution solution = weighted.solve(board, goal, Deadline.none());
            assertThat(solution.replay(board)).isEqualTo(goal);
            assertThat(solution.length()).isGreaterThanOrEqualTo(bfs.distance(board));
            assertThat(solution.optimal()).isFalse();
            assertThat(solution.strategy()).isEqualTo(Strategy.FAST);
        }
    }

    @Test
    void aTinyDeadlineStopsWithTheBoundProven() {
        PatternDatabaseCatalog manhattanOnly = new PatternDatabaseCatalog();
        Board board = Board.of(4, 4, new int[] {15, 11, 8, 12, 14, 10, 9, 13, 2, 6, 5, 1, 3, 7, 4, 0});
        Board goal = Board.of(4, 4, new int[] {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15});
        manhattanOnly.register(4, 4, PatternPartition.chunked(4, 4, 0, 1).build());
        IdaStarSolver solver = IdaStarSolver.optimal(manhattanOnly, 16);
        assertThatThrownBy(() -> solver.solve(board, goal, Deadline.after(Duration.ofMillis(20))))
                .isInstanceOfSatisfying(SearchTimeoutException.class, e -> {
                    assertThat(e.lowerBound()).isBetween(new ManhattanDistance(4, 4, 0)
                            .estimate(GoalLabels.relabel(board, goal)), 80);
                    assertThat(e.category()).isEqualTo(dev.fifteen.problem.ProblemException.Category.DEADLINE_EXCEEDED);
                    assertThat(e.type()).isEqualTo("solve-timeout");
                    assertThat(e.properties()).containsKeys("lowerBound", "nodesExpanded", "timeoutMs");
                });
    }

    /** A board with a seeded random arrangement (possibly of the other parity class). */
    static Board randomBoard(int rows, int columns, long seed) {
        RandomGenerator random = RandomGeneratorFactory.<RandomGenerator>of("L64X128MixRandom").create(seed);
        int[] cells = new int[rows * columns];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = i;
        }
        for (int i = cells.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int swap = cells[i];
            cells[i] = cells[j];
            cells[j] = swap;
        }
        return Board.of(rows, columns, cells);
    }

    /** The board itself if it can reach the goal, else the board with its first two tiles exchanged. */
    static Board reachable(Board board, BreadthFirstDistances bfs) {
        if (bfs.distance(board) != BreadthFirstDistances.UNREACHED) {
            return board;
        }
        int[] cells = board.cells();
        int first = cells[0] != 0 ? cells[0] : cells[2];
        int second = cells[1] != 0 ? cells[1] : cells[2];
        return board.swapTiles(first, second);
    }
}
