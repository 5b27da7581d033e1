package dev.fifteen.scramble;

import dev.fifteen.puzzle.Board;
import dev.fifteen.testing.oracle.BreadthFirstDistances;
import dev.fifteen.testing.oracle.Slides;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The scrambler's three methods, checked against the test side's own replay of slides and breadth-first search,
 * and its fresh seeds.
 */
class ScramblerTest {

    private final Scrambler scrambler = new Scrambler(2);

    @Test
    void freshSeedsAreSpreadOverTheFirst2To53() {
        Set<Long> seeds = new HashSet<>();
        boolean highHalf = false;
        for (int i = 0; i < 200; i++) {
            long seed = Scrambler.freshSeed();
            assertThat(seed).isBetween(0L, (1L << 53) - 1);
            highHalf |= seed >= 1L << 52;
            seeds.add(seed);
        }
        // 200 draws from 2^53 values: a repeat has probability under 10^-11, none in the upper half 2^-200
        assertThat(seeds).hasSize(200);
        assertThat(highHalf).isTrue();
        assertThat(Scrambler.FRESH_SEED_BOUND).isEqualTo(9_007_199_254_740_992L);
    }

    @Test
    void aWalkEndsWhereItsSlidesLeadFromTheGoal() {
        Board goal = Board.standardGoal(3, 4);
        Scramble walk = scrambler.walk(goal, 60, 8, true);
        assertThat(walk.method()).isEqualTo(ScrambleMethod.WALK);
        assertThat(walk.goal()).isEqualTo(goal);
        assertThat(walk.seed()).isEqualTo(8);
        assertThat(walk.moves()).isEqualTo(60);
        assertThat(walk.slides()).hasSize(60);
        assertThat(replay(goal, walk.slides())).isEqualTo(walk.board().cells());
        assertThat(scrambler.walk(goal, 60, 8, false).board()).isEqualTo(walk.board());
    }

    @Test
    void replayedSlidesAreTheWalksSlides() {
        Board goal = Board.parse("1,2,3/4,0,5/6,7,8");
        List<Integer> replayed = new ArrayList<>();
        scrambler.replaySlides(goal, 45, 17, replayed::add);
        assertThat(replayed).hasSize(45);
        int[] tiles = replayed.stream().mapToInt(Integer::intValue).toArray();
        assertThat(tiles).isEqualTo(scrambler.walk(goal, 45, 17, true).slides());
        assertThat(replay(goal, tiles))
                .isEqualTo(scrambler.walk(goal, 45, 17, false).board().cells());
        assertThatThrownBy(() -> scrambler.replaySlides(goal, -1, 17, replayed::add))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aUniformScrambleCanReachItsGoal() {
        Board goal = Board.standardGoal(2, 4);
        BreadthFirstDistances distances = BreadthFirstDistances.to(goal);
        Set<Board> boards = new HashSet<>();
        for (long seed = 0; seed < 50; seed++) {
            Scramble scramble = scrambler.uniform(goal, seed);
            assertThat(scramble.method()).isEqualTo(ScrambleMethod.UNIFORM);
            assertThat(scramble.goal()).isEqualTo(goal);
            assertThat(scramble.seed()).isEqualTo(seed);
            assertThat(distances.reaches(scramble.board())).isTrue();
            boards.add(scramble.board());
        }
        // 50 draws among 20,160 boards: all distinct but for a chance of about 6%; 40 leaves no doubt
        assertThat(boards).hasSizeGreaterThan(40);
    }

    @Test
    void aBoardAtADistanceIsThatManySlidesAwayAndItsTableIsKept() {
        Board goal = Board.standardGoal(3, 3);
        Board other = Board.standardGoal(2, 3);
        BreadthFirstDistances distances = BreadthFirstDistances.to(goal);
        assertThat(scrambler.hasDistanceTable(goal)).isFalse();
        for (int distance : new int[] {0, 1, 12, 31}) {
            Scramble scramble = scrambler.atDistance(goal, distance, distance * 7L);
            assertThat(scramble.method()).isEqualTo(ScrambleMethod.DISTANCE);
            assertThat(scramble.distance()).isEqualTo(distance);
            assertThat(scramble.goal()).isEqualTo(goal);
            assertThat(distances.distance(scramble.board())).isEqualTo(distance);
        }
        assertThat(scrambler.hasDistanceTable(goal)).isTrue();
        assertThat(scrambler.hasDistanceTable(other)).isFalse();
        assertThatThrownBy(() -> scrambler.atDistance(goal, 32, 1)).isInstanceOf(ScrambleException.class);
        assertThatThrownBy(() -> scrambler.atDistance(Board.standardGoal(4, 4), 3, 1))
                .isInstanceOfSatisfying(
                        ScrambleException.class, e -> assertThat(e.type()).isEqualTo("distance-shape-too-large"));
        assertThat(scrambler.hasDistanceTable(Board.standardGoal(4, 4))).isFalse();
    }

    /**
     * The cells after sliding the given tiles in turn from {@code start}, each into the blank next to it: a plain
     * replay on an array, sharing no move code with production.
     */
    private static int[] replay(Board start, int[] tiles) {
        int columns = start.columns();
        int[] cells = start.cells();
        for (int i = 0; i < tiles.length; i++) {
            int blank = Slides.indexOf(cells, 0);
            int tile = Slides.indexOf(cells, tiles[i]);
            int rowGap = Math.abs(blank / columns - tile / columns);
            int columnGap = Math.abs(blank % columns - tile % columns);
            assertThat(rowGap + columnGap)
                    .as("slide %d: tile %d next to the blank", i, tiles[i])
                    .isEqualTo(1);
            cells[blank] = tiles[i];
            cells[tile] = 0;
        }
        return cells;
    }
}
