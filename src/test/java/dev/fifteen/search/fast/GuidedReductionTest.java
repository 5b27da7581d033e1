package dev.fifteen.search.fast;

import dev.fifteen.puzzle.Board;
import dev.fifteen.search.Cancellation;
import dev.fifteen.search.Deadline;
import dev.fifteen.search.SearchProgress;
import dev.fifteen.search.Solution;
import dev.fifteen.testing.oracle.RandomBoards;
import dev.fifteen.testing.oracle.Slides;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The guided reduction and the anytime loop around it: every answer replayed here toward goals with the blank
 * anywhere, never below the Manhattan distance computed here, successive answers strictly shorter, and a stop
 * request ending the work with the best answer so far.
 */
class GuidedReductionTest {

    private final FastSolver solver = new FastSolver();

    @ParameterizedTest(name = "{0} x {1}")
    @CsvSource({
        "2, 2",
        "2, 3",
        "3, 2",
        "3, 3",
        "2, 4",
        "4, 2",
        "2, 17",
        "17, 2",
        "3, 25",
        "25, 3",
        "4, 4",
        "4, 9",
        "7, 5",
        "5, 5",
        "10, 10",
        "10, 30",
        "30, 10",
        "5, 100",
        "100, 5",
        "2, 200",
        "200, 2",
        "50, 50",
        "100, 100"
    })
    void everyAnswerReplaysToAGoalWithTheBlankAnywhere(int rows, int columns) {
        SplittableRandom random = new SplittableRandom(rows * 1000L + columns);
        Board goal = RandomBoards.any(rows, columns, random);
        Board board = RandomBoards.solvableToward(goal, random);

        FastSolution solution = solver.solve(board, goal);

        assertThat(Slides.play(board, solution.directions())).containsExactly(goal.cells());
        assertThat(solution.length())
                .isGreaterThanOrEqualTo(Slides.manhattan(board, goal))
                .isLessThanOrEqualTo(solution.constructiveLength());
        assertThat(FastSolver.maxSlides(rows, columns)).isGreaterThanOrEqualTo(solution.constructiveLength());
    }

    @ParameterizedTest(name = "{0} x {1}, run {2}")
    @CsvSource({"4, 4, 1", "6, 3, 2", "3, 8, 3", "9, 9, 4", "12, 7, 5", "15, 15, 6", "20, 8, 7"})
    void everyRunsWeightsAndTiesGiveAValidAnswer(int rows, int columns, int run) {
        SplittableRandom random = new SplittableRandom(run);
        for (int sample = 0; sample < 3; sample++) {
            Board goal = RandomBoards.any(rows, columns, random);
            Board board = RandomBoards.solvableToward(goal, random);
            byte[] moves = FastSolver.guided(
                    rows,
                    columns,
                    board.cells(),
                    goal.cells(),
                    FastSolver.layerWeights(run, rows, columns),
                    run,
                    () -> false);
            assertThat(Slides.play(board, MoveBuffer.letters(moves))).containsExactly(goal.cells());
            assertThat(moves.length).isGreaterThanOrEqualTo(Slides.manhattan(board, goal));
        }
    }

    /**
     * A walk of the blank costs what the cheapest path costs by a plain Dijkstra here (an array scan, no queue), the
     * price of each slide worked out here from the documented rule: {@link GuidedReduction#SLIDE_COST} less the
     * displaced tile's weight times the cells it comes nearer its goal, never below zero, its weight by its layer
     * (on a square board at the start, the nearer of its goal's row and column), layers past the last weighing as the
     * last. A cheapest path is simple, so the walked path is priced on the board as it was. On a 5 x 5 board the walk's
     * box, four cells around its ends, is the whole board. Weights up to sixteen slides give free and dear slides,
     * many ties and many decreases of a cell's cost.
     */
    @ParameterizedTest(name = "weights {0}")
    @CsvSource({"'128,92,57,21,12'", "'256,256,0'", "'16,16,16'", "'400,7'", "'15,14,13,11,9,6,3'"})
    void aWalkCostsWhatTheCheapestPathCosts(String weightList) {
        int[] weights = java.util.Arrays.stream(weightList.split(","))
                .mapToInt(Integer::parseInt)
                .toArray();
        int rows = 5;
        int columns = 5;
        SplittableRandom random = new SplittableRandom(weightList.hashCode());
        for (int sample = 0; sample < 300; sample++) {
            int[] labels = RandomBoards.solvableToward(Board.standardGoal(rows, columns), random)
                    .cells();
            int blank = Slides.indexOf(labels, 0);
            int to = random.nextInt(rows * columns);
            if (to == blank) {
                continue;
            }
            GuidedReduction reduction = new GuidedReduction(rows, columns, labels, weights, sample, () -> false);

            reduction.routeBlank(to, -1);

            int walked = 0;
            int at = blank;
            for (char letter : MoveBuffer.letters(reduction.moves.toArray()).toCharArray()) {
                int next = switch (letter) {
                    case 'U' -> at + columns; // the tile below moves up: the blank goes down
                    case 'D' -> at - columns;
                    case 'L' -> at + 1;
                    default -> at - 1;
                };
                walked += price(labels[next], next, at, weights, columns);
                at = next;
            }
            assertThat(at).isEqualTo(to);
            assertThat(walked)
                    .as("sample %d, blank %d to %d", sample, blank, to)
                    .isEqualTo(cheapestWalk(labels, blank, to, weights, rows, columns));
        }
    }

    /** The price of the tile at {@code from} sliding into the blank at {@code to}, by the rule, on a square board. */
    private static int price(int tile, int from, int to, int[] weights, int columns) {
        int goalRow = (tile - 1) / columns;
        int goalColumn = (tile - 1) % columns;
        int weight = weights[Math.min(Math.min(goalRow, goalColumn), weights.length - 1)];
        int before = Math.abs(from / columns - goalRow) + Math.abs(from % columns - goalColumn);
        int after = Math.abs(to / columns - goalRow) + Math.abs(to % columns - goalColumn);
        return Math.max(0, GuidedReduction.SLIDE_COST - weight * (before - after));
    }

    /** Dijkstra's algorithm by scanning for the cheapest unsettled cell, each step priced on the board as it is. */
    private static int cheapestWalk(int[] labels, int blank, int to, int[] weights, int rows, int columns) {
        int n = rows * columns;
        long[] best = new long[n];
        boolean[] settled = new boolean[n];
        java.util.Arrays.fill(best, Long.MAX_VALUE);
        best[blank] = 0;
        while (true) {
            int cell = -1;
            for (int i = 0; i < n; i++) {
                if (!settled[i] && best[i] != Long.MAX_VALUE && (cell < 0 || best[i] < best[cell])) {
                    cell = i;
                }
            }
            if (cell == to) {
                return (int) best[cell];
            }
            settled[cell] = true;
            int row = cell / columns;
            int column = cell % columns;
            int[] around = {
                row > 0 ? cell - columns : -1,
                row + 1 < rows ? cell + columns : -1,
                column > 0 ? cell - 1 : -1,
                column + 1 < columns ? cell + 1 : -1
            };
            for (int next : around) {
                if (next >= 0 && !settled[next]) {
                    best[next] = Math.min(best[next], best[cell] + price(labels[next], next, cell, weights, columns));
                }
            }
        }
    }

    /**
     * With every weight at zero a slide is a slide, so a lone tile's way (the blank's walk to it, then around it at
     * each step) must be as short as a breadth-first search over the tile's and the blank's cells finds.
     */
    @ParameterizedTest(name = "{0} x {1}")
    @CsvSource({"4, 4", "5, 7", "7, 5", "8, 8", "3, 9"})
    void aLoneTileTakesTheFewestSlidesWhenNoOtherTileWeighs(int rows, int columns) {
        SplittableRandom random = new SplittableRandom(rows * 31L + columns);
        int n = rows * columns;
        for (int sample = 0; sample < 40; sample++) {
            int[] labels = RandomBoards.solvableToward(Board.standardGoal(rows, columns), random)
                    .cells();
            int tile = 1 + random.nextInt(n - 1);
            int target = random.nextInt(n);
            int tileCell = Slides.indexOf(labels, tile);
            if (target == tileCell) {
                continue;
            }
            GuidedReduction reduction = new GuidedReduction(rows, columns, labels, new int[0], sample, () -> false);

            reduction.moveTile(tile, target);

            assertThat(reduction.position[tile]).isEqualTo(target);
            assertThat(reduction.moves.size())
                    .as("tile %d from cell %d to %d, blank at %d", tile, tileCell, target, Slides.indexOf(labels, 0))
                    .isEqualTo(fewestSlides(rows, columns, tileCell, Slides.indexOf(labels, 0), target));
        }
    }

    /** Breadth-first search over (tile cell, blank cell) until the tile stands at the target. */
    private static int fewestSlides(int rows, int columns, int tileCell, int blankCell, int target) {
        int n = rows * columns;
        int[] distance = new int[n * n];
        java.util.Arrays.fill(distance, -1);
        int[] queue = new int[n * n];
        int head = 0;
        int tail = 0;
        distance[tileCell * n + blankCell] = 0;
        queue[tail++] = tileCell * n + blankCell;
        int[][] steps = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
        while (head < tail) {
            int state = queue[head++];
            int tileAt = state / n;
            int blankAt = state % n;
            if (tileAt == target) {
                return distance[state];
            }
            for (int[] step : steps) {
                int r = blankAt / columns + step[0];
                int c = blankAt % columns + step[1];
                if (r < 0 || r >= rows || c < 0 || c >= columns) {
                    continue;
                }
                int next = r * columns + c;
                int nextState = next == tileAt ? blankAt * n + next : tileAt * n + next;
                if (distance[nextState] < 0) {
                    distance[nextState] = distance[state] + 1;
                    queue[tail++] = nextState;
                }
            }
        }
        throw new AssertionError("the tile cannot reach its target");
    }

    /** The weights of the train tests: eight slides a cell for the first line's tiles, seven for the second's. */
    private static final String TRAIN_WEIGHTS = "'128,110,93,75,57,39,22,12'";

    /** The train tests' board: 10 x 6, the top row's tile (3, to be carried) and the second row's (9) of its column. */
    private static final int COLUMNS = 6;

    private static final int TOP = 3;
    private static final int SECOND = 9;

    /**
     * A 10 x 6 board solved but for its third column, which reads from the top: the blank, the tiles of rows 2 to 8,
     * the top row's tile, then the second row's tile right behind it. Bringing the top row's tile up its column
     * takes the second row's tile along (it weighs seven slides a cell and goes the same way) while its goal lies
     * four cells or more ahead: from row 9 to row 4. With no weights it is not carried at all.
     */
    @ParameterizedTest(name = "weights {0}")
    @CsvSource({TRAIN_WEIGHTS + ", 4", "'', 9"})
    void aTileGoingStraightTakesTheNextLinesTileBehindItAlong(String weightList, int followerRowAfter) {
        int[] labels = trainBoard(new int[] {0, 15, 21, 27, 33, 39, 45, 51, TOP, SECOND}, 2, 57);
        GuidedReduction reduction = new GuidedReduction(10, COLUMNS, labels, weights(weightList), 1, () -> false);

        reduction.moveTile(TOP, 2);

        int[] after = replay(labels, COLUMNS, reduction.moves, cell -> {});
        assertThat(Slides.indexOf(after, TOP)).isEqualTo(2);
        assertThat(Slides.indexOf(after, SECOND)).isEqualTo(followerRowAfter * COLUMNS + 2);
        assertThat(reduction.position[SECOND]).isEqualTo(followerRowAfter * COLUMNS + 2);
    }

    /**
     * The same board but for the third column, which reads from the top: the tiles of rows 2 to 8, the second row's
     * tile, the last row's, then the top row's tile, the blank to its right. On the way up the second row's tile, in
     * front, goes ahead of the top row's tile (the blank walks around both) while its goal lies four cells or more
     * ahead: from row 7 to row 4. With no weights the walks push it aside instead, and it never gets there.
     */
    @ParameterizedTest(name = "weights {0}")
    @CsvSource({TRAIN_WEIGHTS + ", true", "'', false"})
    void aTileGoingStraightIsLedByTheNextLinesTileBeforeIt(String weightList, boolean led) {
        int[] labels = trainBoard(new int[] {15, 21, 27, 33, 39, 45, 51, SECOND, 57, TOP}, 9 * COLUMNS + 3, 58);
        GuidedReduction reduction = new GuidedReduction(10, COLUMNS, labels, weights(weightList), 1, () -> false);

        reduction.moveTile(TOP, 2);

        boolean[] reachedRowFour = new boolean[1];
        int[] after = replay(labels, COLUMNS, reduction.moves, board -> {
            reachedRowFour[0] |= board[4 * COLUMNS + 2] == SECOND;
        });
        assertThat(Slides.indexOf(after, TOP)).isEqualTo(2);
        assertThat(reachedRowFour[0]).isEqualTo(led);
    }

    private static int[] weights(String list) {
        return list.isEmpty()
                ? new int[0]
                : java.util.Arrays.stream(list.split(","))
                        .mapToInt(Integer::parseInt)
                        .toArray();
    }

    /**
     * The 10 x 6 standard goal with its third column read from the top as given, the blank on {@code blankCell}
     * (the column's own when it holds the blank) and the tile it left out on the goal's blank cell.
     */
    private static int[] trainBoard(int[] column, int blankCell, int leftOut) {
        int[] labels = Board.standardGoal(10, 6).cells();
        for (int row = 0; row < column.length; row++) {
            labels[row * 6 + 2] = column[row];
        }
        labels[blankCell] = 0;
        labels[59] = leftOut;
        return labels;
    }

    /** Plays the slides here, telling {@code after} the board after each. */
    private static int[] replay(int[] labels, int columns, MoveBuffer moves, java.util.function.Consumer<int[]> after) {
        int[] board = labels.clone();
        int blank = Slides.indexOf(board, 0);
        for (char letter : MoveBuffer.letters(moves.toArray()).toCharArray()) {
            int next = switch (letter) {
                case 'U' -> blank + columns; // the tile below moves up: the blank goes down
                case 'D' -> blank - columns;
                case 'L' -> blank + 1;
                default -> blank - 1;
            };
            board[blank] = board[next];
            board[next] = 0;
            blank = next;
            after.accept(board);
        }
        return board;
    }

    @Test
    void aStopRequestEndsAGuidedRunWithoutAnAnswer() {
        Board goal = Board.standardGoal(12, 12);
        Board board = RandomBoards.solvableToward(goal, new SplittableRandom(3));
        int[] polls = new int[1];
        byte[] moves = FastSolver.guided(
                12, 12, board.cells(), goal.cells(), FastSolver.layerWeights(0, 12, 12), 0, () -> ++polls[0] > 5);
        assertThat(moves).isNull();
        assertThat(polls[0]).isEqualTo(6);
    }

    @Test
    void successiveAnswersAreStrictlyShorterAndTheLastIsReturned() {
        Board goal = RandomBoards.any(30, 30, new SplittableRandom(11));
        Board board = RandomBoards.solvableToward(goal, new SplittableRandom(12));
        List<FastSolution> reported = new ArrayList<>();
        long start = System.nanoTime();

        FastSolution best = solver.solve(board, goal, Duration.ofMillis(1500), () -> false, reported::add);

        // a generous margin, not a speed figure: the budget plus one run of a 30 x 30 board
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(15));
        assertThat(reported).isNotEmpty();
        assertThat(reported.get(0).method()).isEqualTo(FastSolution.Method.CONSTRUCTIVE);
        assertThat(reported.get(0).length()).isEqualTo(best.constructiveLength());
        for (int i = 1; i < reported.size(); i++) {
            assertThat(reported.get(i).length()).isLessThan(reported.get(i - 1).length());
        }
        assertThat(reported.get(reported.size() - 1)).isSameAs(best);
        for (FastSolution solution : reported) {
            assertThat(Slides.play(board, solution.directions())).containsExactly(goal.cells());
        }
        assertThat(best.length()).isLessThan(best.constructiveLength());
    }

    @Test
    void theSolverAdapterReportsEachShorterAnswerAndStopsWhenTheClientHangsUp() {
        Board goal = Board.standardGoal(40, 40);
        Board board = RandomBoards.solvableToward(goal, new SplittableRandom(5));
        Cancellation hangUp = new Cancellation();
        List<Solution> reported = new ArrayList<>();
        SearchProgress listener = new SearchProgress() {
            @Override
            public void solution(Solution solution) {
                reported.add(solution);
                if (reported.size() == 2) {
                    hangUp.cancel();
                }
            }

            @Override
            public boolean wantsEarlySolutions() {
                return true;
            }
        };
        Deadline deadline =
                Deadline.after(Duration.ofSeconds(60)).cancelledBy(hangUp).reportingTo(listener);

        Solution solution = new ReductionSolver(solver, Duration.ofSeconds(60)).solve(board, goal, deadline);

        // the guided run that answered second was the last: the one after it polls the cancellation and ends
        assertThat(reported).hasSize(2);
        assertThat(reported.get(1).length()).isLessThan(reported.get(0).length());
        assertThat(solution.length()).isEqualTo(reported.get(1).length());
        assertThat(solution.heuristic()).startsWith("guided line-by-line reduction");
        Slides.assertSolves(solution, board, goal);
        assertThat(deadline.elapsed()).isLessThan(Duration.ofSeconds(30));
    }

    @Test
    void fiveTwentyByTwentyBoardsAverageFarBelowTheReduction() {
        SplittableRandom random = new SplittableRandom(2020);
        Board goal = Board.standardGoal(20, 20);
        long guided = 0;
        long reduction = 0;
        for (int sample = 0; sample < 5; sample++) {
            Board board = RandomBoards.solvableToward(goal, random);
            FastSolution solution = solver.solve(board, goal);
            assertThat(Slides.play(board, solution.directions())).containsExactly(goal.cells());
            guided += solution.length();
            reduction += solution.constructiveLength();
        }
        double cube = 20.0 * 20 * 20;
        assertThat(guided / 5 / cube).isLessThan(1.8);
        assertThat((double) guided).isLessThan(0.8 * reduction);
    }
}
