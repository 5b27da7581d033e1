package dev.fifteen.parity;

import dev.fifteen.puzzle.Board;
import dev.fifteen.puzzle.Direction;
import dev.fifteen.testing.oracle.BreadthFirstDistances;
import dev.fifteen.testing.oracle.Goals;
import dev.fifteen.testing.oracle.RandomBoards;
import dev.fifteen.testing.oracle.Slides;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

class SolvabilityCheckTest {

    private final SolvabilityCheck check = new SolvabilityCheck();

    static Stream<Arguments> smallShapes() {
        return Stream.concat(shapesUpToSixCells(), Stream.of(Arguments.of(3, 3)));
    }

    static Stream<Arguments> shapesUpToSixCells() {
        List<Arguments> shapes = new ArrayList<>();
        for (int[] shape : new int[][] {{2, 2}, {2, 3}, {3, 2}}) {
            shapes.add(Arguments.of(shape[0], shape[1]));
        }
        for (int n = 2; n <= 6; n++) {
            shapes.add(Arguments.of(1, n));
            shapes.add(Arguments.of(n, 1));
        }
        return shapes.stream();
    }

    /** A million verdicts with their proofs: in the build, not in the mutation run. */
    @Test
    @Tag("slow")
    void verdictEqualsBreadthFirstReachabilityForEveryEightPuzzleArrangement() {
        verdictEqualsBreadthFirstReachabilityForEveryArrangement(3, 3);
    }

    @ParameterizedTest(name = "{0} x {1}, standard, blank-first and random goal")
    @MethodSource("shapesUpToSixCells")
    void verdictEqualsBreadthFirstReachabilityForEveryArrangement(int rows, int columns) {
        List<Board> goals = List.of(
                Board.standardGoal(rows, columns),
                Goals.blankFirst(rows, columns),
                RandomBoards.any(rows, columns, RandomBoards.seeded(rows * 31L + columns)));
        List<Board> arrangements = RandomBoards.all(rows, columns);
        for (Board goal : goals) {
            Map<Board, Integer> reachable = BreadthFirstDistances.distancesTo(goal);
            for (Board board : arrangements) {
                Verdict verdict = check.check(board, goal);
                assertThat(verdict.solvable())
                        .as("%s -> %s: %s", board, goal, verdict.explanation())
                        .isEqualTo(reachable.containsKey(board));
                if (!verdict.solvable() && verdict.swap() != null) {
                    Board swapped = board.swapTiles(
                            verdict.swap().first(), verdict.swap().second());
                    assertThat(reachable)
                            .as("after swapping %s", verdict.swap())
                            .containsKey(swapped);
                }
            }
        }
    }

    @ParameterizedTest(name = "{0} x {1}")
    @MethodSource("smallShapes")
    void theAnswerWithoutProofEqualsBreadthFirstReachability(int rows, int columns) {
        Board goal = RandomBoards.any(rows, columns, RandomBoards.seeded(rows * 17L + columns));
        Map<Board, Integer> reachable = BreadthFirstDistances.distancesTo(goal);
        for (Board board : RandomBoards.all(rows, columns)) {
            assertThat(SolvabilityCheck.reachable(board, goal))
                    .as("%s -> %s", board, goal)
                    .isEqualTo(reachable.containsKey(board));
        }
    }

    @Test
    void everyUnsolvableBoardWithTwoSidesOfAtLeastTwoNamesASwap() {
        Board goal = Board.standardGoal(3, 3);
        for (Board board : RandomBoards.all(3, 3)) {
            Verdict verdict = check.check(board, goal);
            assertThat(verdict.swap() != null).as("%s", board).isEqualTo(!verdict.solvable());
        }
    }

    @Test
    void samLoydsFourteenFifteenSwapIsUnsolvable() {
        Verdict verdict = check.check(Board.parse("1,2,3,4/5,6,7,8/9,10,11,12/13,15,14,0"));
        assertThat(verdict.solvable()).isFalse();
        assertThat(verdict.rule()).isEqualTo(Rule.EVEN_WIDTH);
        assertThat(verdict.board().inversions()).isEqualTo(1);
        assertThat(verdict.board().blankRowFromBottom()).isZero();
        assertThat(verdict.explanation()).contains("N = 1 inversion", "r = 0", "N + r = 1 is odd", "cannot reach");
        assertThat(verdict.swap()).isEqualTo(new TileSwap(15, 14));
    }

    @Test
    void blankTwoRowsUpWithThreeInversionsIsSolvable() {
        Verdict verdict = check.check(Board.parse("1,2,3,4/5,6,7,8/9,10,11,0/13,14,15,12"));
        assertThat(verdict.solvable()).isTrue();
        assertThat(verdict.board().inversions()).isEqualTo(3);
        assertThat(verdict.board().blankRowFromBottom()).isEqualTo(1);
        assertThat(verdict.explanation()).contains("N = 3 inversions", "can reach");
    }

    @Test
    void blankTwoRowsUpAndSixInversionsIsSolvable() {
        // blank two rows above the bottom (r = 2), N = 6: N + r = 8 is even; the blank comes down twice to the goal
        Board board = Board.parse("1,2,3,4/5,6,7,0/9,10,11,8/13,14,15,12");
        Verdict verdict = check.check(board);
        assertThat(verdict.solvable()).isTrue();
        assertThat(verdict.board().inversions()).isEqualTo(6);
        assertThat(verdict.board().blankRowFromBottom()).isEqualTo(2);
        assertThat(verdict.board().parity()).isZero();
        assertThat(Slides.play(board, "UU"))
                .containsExactly(Board.standardGoal(4, 4).cells());
        assertThat(verdict.explanation())
                .isEqualTo("N = 6 inversions, blank 2 rows up from the bottom (r = 2):"
                        + " N + r = 8 is even, and the goal's N + r = 0 + 0 = 0 is even, so this board can"
                        + " reach the goal");
        assertThat(check.check(Board.parse("1,2,3,4/5,6,7,8/9,10,11,0/13,14,15,12"))
                        .explanation())
                .contains("blank 1 row up from the bottom (r = 1): N + r = 4 is even");
    }

    @Test
    void aSingleLineNamesTheFirstTileOutOfOrder() {
        Verdict verdict = check.check(Board.parse("2,0,1,3"), Board.parse("1,2,3,0"));
        assertThat(verdict.solvable()).isFalse();
        assertThat(verdict.rule()).isEqualTo(Rule.SINGLE_LINE);
        assertThat(verdict.explanation()).contains("(tile 1 in order is 2 on the board but 1 in the goal)");
        assertThat(verdict.swap()).isEqualTo(new TileSwap(1, 2));
    }

    @Test
    void eightPuzzleExampleReachesTheStandardGoal() {
        Verdict verdict = check.check(Board.parse("1,3,2/6,0,5/4,7,8"), Board.parse("1,2,3/4,5,6/7,8,0"));
        assertThat(verdict.rule()).isEqualTo(Rule.ODD_WIDTH);
        assertThat(verdict.board().inversions() % 2).isZero();
        assertThat(verdict.solvable()).isTrue();
    }

    @Test
    void fiveInversionsWithTheBlankTwoRowsUpIsUnsolvable() {
        // 4 x 4, blank two rows up (r = 2), N = 5: N + r = 7 is odd
        Board board = Board.parse("1,2,3,4/5,0,6,7/9,10,8,11/13,14,15,12");
        Verdict verdict = check.check(board);
        assertThat(verdict.board().inversions()).isEqualTo(5);
        assertThat(verdict.board().blankRowFromBottom()).isEqualTo(2);
        assertThat(verdict.solvable()).isFalse();
        assertThat(verdict.explanation()).contains("N + r = 7 is odd");
    }

    @Test
    void singleLineDecidesByTileOrder() {
        assertThat(check.check(Board.parse("1,0,2,3")).solvable()).isTrue();
        Verdict reversed = check.check(Board.parse("2,1,0"));
        assertThat(reversed.solvable()).isFalse();
        assertThat(reversed.rule()).isEqualTo(Rule.SINGLE_LINE);
        assertThat(reversed.swap()).isEqualTo(new TileSwap(1, 2));
        assertThat(check.check(Board.parse("3/1/0/2")).swap()).isNull();
        assertThat(check.check(Board.parse("0,1")).solvable()).isTrue();
    }

    @Test
    void aMillionTilesAreCheckedExactly() {
        int side = 1000;
        int[] cells = new int[side * side];
        for (int i = 0; i < cells.length - 1; i++) {
            cells[i] = cells.length - 1 - i;
        }
        Verdict verdict = check.check(Board.of(side, side, cells));
        long tiles = cells.length - 1L;
        assertThat(verdict.board().inversions()).isEqualTo(tiles * (tiles - 1) / 2);
        // even width, blank on the bottom row: the parity of N alone
        assertThat(verdict.solvable()).isEqualTo((tiles * (tiles - 1) / 2) % 2 == 0);
    }

    static Stream<Arguments> randomBoards() {
        RandomGenerator shapes = RandomBoards.seeded(2024);
        List<Arguments> cases = new ArrayList<>();
        for (int i = 0; i < 60; i++) {
            long seed = shapes.nextLong();
            int rows = 2 + shapes.nextInt(9);
            int columns = 2 + shapes.nextInt(9);
            cases.add(Arguments.of(rows, columns, seed));
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "{0} x {1}, seed {2}")
    @MethodSource("randomBoards")
    void slidesKeepTheVerdictAndSwapsFlipIt(int rows, int columns, long seed) {
        RandomGenerator random = RandomBoards.seeded(seed);
        Board goal = RandomBoards.any(rows, columns, random);
        Board board = RandomBoards.any(rows, columns, random);
        boolean solvable = check.check(board, goal).solvable();
        for (int step = 0; step < 50; step++) {
            Direction direction = Direction.values()[random.nextInt(4)];
            if (board.move(direction).isPresent()) {
                board = board.slide(direction);
                assertThat(check.check(board, goal).solvable())
                        .as("after sliding %s", direction)
                        .isEqualTo(solvable);
            }
        }
        int first = 1 + random.nextInt(rows * columns - 1);
        int second = first % (rows * columns - 1) + 1;
        assertThat(check.check(board.swapTiles(first, second), goal).solvable()).isEqualTo(!solvable);
    }

    @ParameterizedTest(name = "{0} x {1}, seed {2}")
    @MethodSource("randomBoards")
    void verdictAgreesWithTheGeneralFormOfTheInvariant(int rows, int columns, long seed) {
        RandomGenerator random = RandomBoards.seeded(seed);
        Board goal = RandomBoards.any(rows, columns, random);
        Board board = RandomBoards.any(rows, columns, random);
        // the whole arrangement as a permutation (blank counted as a tile) plus the blank's row and column
        int expected = (permutationParity(board, goal)
                        + Math.abs(board.blankRow() - goal.blankRow())
                        + Math.abs(board.blankColumn() - goal.blankColumn()))
                % 2;
        assertThat(check.check(board, goal).solvable()).isEqualTo(expected == 0);
    }

    /** Parity of the permutation taking the goal's cells to the board's, by counting cycles. */
    private static int permutationParity(Board board, Board goal) {
        int n = board.size();
        int[] goalPosition = new int[n];
        for (int i = 0; i < n; i++) {
            goalPosition[goal.tileAt(i)] = i;
        }
        boolean[] seen = new boolean[n];
        int transpositions = 0;
        for (int i = 0; i < n; i++) {
            int length = 0;
            for (int j = i; !seen[j]; j = goalPosition[board.tileAt(j)]) {
                seen[j] = true;
                length++;
            }
            transpositions += Math.max(0, length - 1);
        }
        return transpositions % 2;
    }
}
