package dev.fifteen.search;

import dev.fifteen.puzzle.Board;
import dev.fifteen.puzzle.Direction;
import dev.fifteen.puzzle.Move;
import dev.fifteen.testing.oracle.Slides;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A solution's views (letters, tiles, boards, replay) on a two-slide example worked out by hand, the same for a
 * list of moves and for the compact form.
 *
 * <pre>
 *   1 2 3        1 2 3        1 2 3
 *   4 _ 5  5 L   4 5 _  6 U   4 5 6
 *   7 8 6  -->   7 8 6  -->   7 8 _
 * </pre>
 * Tile 5 slides left, then tile 6 slides up; the blank goes right, then down.
 */
class SolutionTest {

    private static final Board START = Board.parse("1,2,3/4,0,5/7,8,6");
    private static final Board MIDDLE = Board.parse("1,2,3/4,5,0/7,8,6");
    private static final Board GOAL = Board.standardGoal(3, 3);

    static Stream<Arguments> bothForms() {
        List<Move> list = List.of(new Move(5, Direction.LEFT), new Move(6, Direction.UP));
        return Stream.of(
                Arguments.of("list", solution(list)),
                Arguments.of("compact", solution(new CompactMoves(new int[] {5, 6}, "LU"))));
    }

    private static Solution solution(List<Move> moves) {
        return new Solution(moves, true, Strategy.OPTIMAL, "test", 2, 3, 4);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("bothForms")
    void theViewsOfTheHandExample(String form, Solution solution) {
        assertThat(solution.length()).isEqualTo(2);
        assertThat(solution.tileDirections()).isEqualTo("LU");
        assertThat(solution.blankDirections()).isEqualTo("RD");
        assertThat(solution.tiles()).containsExactly(5, 6);
        List<Integer> seen = new ArrayList<>();
        solution.forEachTile(seen::add);
        assertThat(seen).containsExactly(5, 6);
        assertThat(solution.boards(START)).containsExactly(START, MIDDLE, GOAL);
        assertThat(solution.replay(START)).isEqualTo(GOAL);
        assertThat(solution.moves()).containsExactly(new Move(5, Direction.LEFT), new Move(6, Direction.UP));
        Slides.assertSolves(solution, START, GOAL);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("bothForms")
    void theTilesAreACopy(String form, Solution solution) {
        solution.tiles()[0] = 99;
        assertThat(solution.tiles()).containsExactly(5, 6);
    }

    @Test
    void theMovesAreCopiedAndCannotChangeLater() {
        List<Move> moves = new ArrayList<>(List.of(new Move(5, Direction.LEFT)));
        Solution solution = solution(moves);
        moves.add(new Move(6, Direction.UP));
        assertThat(solution.length()).isEqualTo(1);
        assertThatThrownBy(() -> solution.moves().add(new Move(6, Direction.UP)))
                .isInstanceOf(UnsupportedOperationException.class);
        CompactMoves compact = new CompactMoves(new int[] {5}, "L");
        assertThat(solution(compact).moves()).isSameAs(compact);
    }

    @Test
    void anEmptySolutionStaysOnItsBoard() {
        Solution none = solution(List.of());
        assertThat(none.length()).isZero();
        assertThat(none.boards(GOAL)).containsExactly(GOAL);
        assertThat(none.replay(GOAL)).isEqualTo(GOAL);
        assertThat(none.tileDirections()).isEmpty();
    }

    @Test
    void aReplayNamingTheWrongTileIsRefused() {
        // with the blank in the middle, the tile that slides right is 4, not 5
        Solution wrongTile = solution(List.of(new Move(5, Direction.RIGHT)));
        assertThatThrownBy(() -> wrongTile.replay(START))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("names tile 5 but tile 4 would move");
    }

    @Test
    void aReplaySlidingPastTheEdgeIsRefused() {
        // the blank is in the bottom-right corner: no tile lies below it to slide up
        Solution pastTheEdge = solution(List.of(new Move(8, Direction.UP)));
        assertThatThrownBy(() -> pastTheEdge.replay(GOAL))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("no tile can slide");
    }

    @Test
    void theStrategyAndHeuristicAreRequired() {
        assertThatThrownBy(() -> new Solution(List.of(), true, null, "h", 0, 0, 0))
                .isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> new Solution(List.of(), true, Strategy.FAST, null, 0, 0, 0))
                .isInstanceOf(NullPointerException.class);
    }

    @Test
    void compactMovesNeedOneLetterPerTile() {
        assertThatThrownBy(() -> new CompactMoves(new int[] {1, 2}, "L"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("2 tiles but 1 directions");
        CompactMoves moves = new CompactMoves(new int[] {7, 3, 9}, "UDR");
        assertThat(moves.get(2)).isEqualTo(new Move(9, Direction.RIGHT));
        assertThat(moves.tile(1)).isEqualTo(3);
        assertThat(moves.blankDirections()).isEqualTo("DUL");
    }

    @Test
    void aFastAnswerMarkedShortestOrNotProven() {
        Solution early =
                new Solution(new CompactMoves(new int[] {5, 6}, "LU"), false, Strategy.FAST, "fast", 2, 30, 1_000);
        Solution shortest = early.provenByItsBound();
        assertThat(shortest.optimal()).isTrue();
        assertThat(shortest.moves()).isEqualTo(early.moves());
        assertThat(shortest.heuristic()).isEqualTo("fast; shortest, its length being the lower bound");
        assertThat(shortest.lowerBound()).isEqualTo(2);
        assertThat(shortest.nodesExpanded()).isEqualTo(30);
        assertThat(shortest.elapsedNanos()).isEqualTo(1_000);

        Solution unproven = early.notProven("the search ran out of time", 1, 70, 5_000);
        assertThat(unproven.optimal()).isFalse();
        assertThat(unproven.strategy()).isEqualTo(Strategy.FAST);
        assertThat(unproven.heuristic()).isEqualTo("fast; not proven shortest: the search ran out of time");
        assertThat(unproven.lowerBound()).as("the larger bound").isEqualTo(2);
        assertThat(early.notProven("later", 4, 0, 0).lowerBound()).isEqualTo(4);
        assertThat(unproven.nodesExpanded())
                .as("the fast answer's nodes and the search's")
                .isEqualTo(100);
        assertThat(unproven.elapsedNanos()).isEqualTo(5_000);
    }
}
