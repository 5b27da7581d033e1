package dev.fifteen.scramble;

import dev.fifteen.parity.SolvabilityCheck;
import dev.fifteen.puzzle.Board;
import dev.fifteen.testing.oracle.BreadthFirstDistances;
import dev.fifteen.testing.oracle.RandomBoards;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.HashSet;
import java.util.Set;
import java.util.random.RandomGenerator;
import java.util.random.RandomGeneratorFactory;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class RandomWalkTest {

    private static final SolvabilityCheck SOLVABILITY = new SolvabilityCheck();

    @Test
    void aFixedSeedGivesAFixedBoard() {
        Scramble walk = RandomWalk.walk(Board.standardGoal(4, 4), 20, 42, true);
        assertThat(walk.board().toText()).isEqualTo("1,2,4,12/5,6,3,14/9,11,0,8/13,10,15,7");
        assertThat(walk.slides())
                .containsExactly(15, 11, 7, 8, 12, 7, 11, 14, 10, 11, 14, 15, 7, 14, 8, 3, 4, 12, 14, 8);
        assertThat(RandomWalk.walk(Board.standardGoal(4, 4), 200, 42, false)
                        .board()
                        .toText())
                .isEqualTo("0,5,12,13/3,6,14,1/9,8,7,10/4,2,11,15");
    }

    @Test
    void differentSeedsGiveDifferentBoards() {
        Board goal = Board.standardGoal(4, 4);
        Set<Board> boards = new HashSet<>();
        for (long seed = 0; seed < 200; seed++) {
            boards.add(RandomWalk.walk(goal, 200, seed, false).board());
        }
        assertThat(boards).hasSize(200);
    }

    @Test
    void theSameSeedGivesTheSameBoardWhetherSlidesAreRecordedOrNot() {
        Board goal = Board.standardGoal(5, 3);
        assertThat(RandomWalk.walk(goal, 500, 7, true).board())
                .isEqualTo(RandomWalk.walk(goal, 500, 7, false).board());
    }

    static Stream<Arguments> walks() {
        RandomGenerator random =
                RandomGeneratorFactory.<RandomGenerator>of("L64X128MixRandom").create(3);
        int[][] shapes = {
            {1, 2}, {2, 1}, {1, 5}, {4, 1}, {2, 2}, {2, 3}, {3, 2}, {3, 3}, {4, 4}, {5, 7}, {10, 3}, {1, 30}, {100, 1},
            {31, 29}
        };
        return Stream.of(shapes)
                .flatMap(shape -> Stream.generate(() -> {
                            boolean standard = random.nextBoolean();
                            Board goal = standard
                                    ? Board.standardGoal(shape[0], shape[1])
                                    : RandomBoards.any(shape[0], shape[1], random);
                            long seed = random.nextLong();
                            int moves = random.nextInt(400);
                            return Arguments.of(
                                    shape[0] + " x " + shape[1] + (standard ? ", standard goal" : ", goal " + goal)
                                            + ", " + moves + " slides, seed " + seed,
                                    goal,
                                    moves,
                                    seed);
                        })
                        .limit(6));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("walks")
    void everyWalkIsSolvableNeverUndoesASlideAndReplaysFromTheGoal(String name, Board goal, int moves, long seed) {
        Scramble walk = RandomWalk.walk(goal, moves, seed, true);

        assertThat(walk.goal()).isEqualTo(goal);
        assertThat(walk.moves()).isEqualTo(moves);
        assertThat(walk.slides()).hasSize(moves);
        assertThat(SOLVABILITY.check(walk.board(), goal).solvable()).isTrue();
        if (goal.size() <= 9) {
            assertThat(BreadthFirstDistances.to(goal).reaches(walk.board()))
                    .as("breadth-first search from the goal")
                    .isTrue();
        }

        boolean singleLine = goal.rows() == 1 || goal.columns() == 1;
        Board board = goal;
        for (int i = 0; i < moves; i++) {
            int tile = walk.slides()[i];
            if (i > 0 && tile == walk.slides()[i - 1]) {
                assertThat(singleLine && atAnEnd(board))
                        .as("slide %d moves tile %d back, which only the end of a single line allows", i, tile)
                        .isTrue();
            }
            board = board.slideTile(tile);
        }
        assertThat(board).isEqualTo(walk.board());
    }

    private static boolean atAnEnd(Board board) {
        int blank = board.blankIndex();
        return blank == 0 || blank == board.size() - 1;
    }

    @Test
    void onASingleLineTheBlankSweepsFromEndToEnd() {
        Board goal = Board.parse("1,2,3,0");
        Scramble there = RandomWalk.walk(goal, 3, 11, true);
        assertThat(there.board().toText()).isEqualTo("0,1,2,3");
        assertThat(there.slides()).containsExactly(3, 2, 1);
        Scramble back = RandomWalk.walk(goal, 5, 11, true);
        assertThat(back.board().toText()).isEqualTo("1,2,0,3");
        assertThat(back.slides()).containsExactly(3, 2, 1, 1, 2);
    }

    @Test
    void noSlidesLeaveTheGoal() {
        Board goal = Board.parse("8,7,6/5,4,3/2,1,0");
        Scramble walk = RandomWalk.walk(goal, 0, 5, true);
        assertThat(walk.board()).isEqualTo(goal);
        assertThat(walk.slides()).isEmpty();
    }

    @Test
    void slidesAreOnlyRecordedWhenAsked() {
        assertThat(RandomWalk.walk(Board.standardGoal(3, 3), 10, 1, false).slides())
                .isNull();
    }

    @Test
    void aNegativeNumberOfSlidesIsRefused() {
        assertThatThrownBy(() -> RandomWalk.walk(Board.standardGoal(3, 3), -1, 1, false))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
