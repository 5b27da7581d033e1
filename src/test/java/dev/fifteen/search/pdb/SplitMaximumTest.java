package dev.fifteen.search.pdb;

import dev.fifteen.puzzle.Board;
import dev.fifteen.puzzle.Direction;
import dev.fifteen.search.GoalLabels;
import dev.fifteen.search.Heuristic;
import dev.fifteen.testing.oracle.BreadthFirstDistances;
import dev.fifteen.testing.oracle.Goals;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SplitMaximumTest {

    /*
     * 2 x 4 boards: on a square board the mirrored lookup already reads each split across the diagonal, so the two
     * splits give one bound there.
     */
    private static Board goal(int blank) {
        return blank == 0 ? Goals.blankFirst(2, 4) : Board.standardGoal(2, 4);
    }

    private static SplitMaximum maximum(int blank) {
        return new SplitMaximum(
                PatternPartition.chunked(2, 4, blank, 3).build(),
                PatternPartition.chunkedAcross(2, 4, blank, 3).build());
    }

    /** The two splits above and a third with its borders one tile later along the first's order (2-3-2). */
    private static SplitMaximum threeSplits(int blank) {
        return new SplitMaximum(
                PatternPartition.chunked(2, 4, blank, 3).build(),
                PatternPartition.chunkedAcross(2, 4, blank, 3).build(),
                PatternPartition.chunked(2, 4, blank, new int[] {2, 3, 2}).build());
    }

    /** Against breadth-first search on all 20,160 boards: never above the distance, each split's maximum. */
    @ParameterizedTest(name = "goal blank {0}")
    @ValueSource(ints = {0, 7})
    void theMaximumOfTwoSplitsIsAdmissibleAndConsistentOnEveryTwoByFourBoard(int blank) {
        Board goal = goal(blank);
        AdditivePatternDatabase along = PatternPartition.chunked(2, 4, blank, 3).build();
        AdditivePatternDatabase across =
                PatternPartition.chunkedAcross(2, 4, blank, 3).build();
        SplitMaximum maximum = new SplitMaximum(along, across);
        assertThat(maximum.consistent()).isTrue();
        AdditivePatternDatabase shifted =
                PatternPartition.chunked(2, 4, blank, new int[] {2, 3, 2}).build();
        SplitMaximum three = new SplitMaximum(along, across, shifted);
        assertThat(three.name()).isEqualTo(maximum.name() + " max " + shifted.name());
        assertThat(three.readsPerMove())
                .isEqualTo(along.readsPerMove() + across.readsPerMove() + shifted.readsPerMove());
        int aboveTwo = 0;
        BreadthFirstDistances bfs = new BreadthFirstDistances(goal);
        int aboveAlong = 0;
        int aboveAcross = 0;
        int checked = 0;
        for (int index = 0; index < bfs.states(); index++) {
            Board board = bfs.boardAt(index);
            if (board == null) {
                continue;
            }
            checked++;
            int[] state = GoalLabels.relabel(board, goal);
            int estimate = maximum.estimate(state);
            assertThat(estimate).isEqualTo(Math.max(along.estimate(state), across.estimate(state)));
            assertThat(estimate).as("%s", board).isLessThanOrEqualTo(bfs.distance(board));
            assertThat(estimate == 0).isEqualTo(bfs.distance(board) == 0);
            for (Direction direction : Direction.values()) {
                if (board.move(direction).isPresent()) {
                    int next = maximum.estimate(GoalLabels.relabel(board.slide(direction), goal));
                    assertThat(Math.abs(next - estimate)).isLessThanOrEqualTo(1);
                }
            }
            aboveAlong += estimate > along.estimate(state) ? 1 : 0;
            aboveAcross += estimate > across.estimate(state) ? 1 : 0;
            int third = shifted.estimate(state);
            assertThat(three.estimate(state)).isEqualTo(Math.max(estimate, third));
            assertThat(three.estimate(state)).as("%s", board).isLessThanOrEqualTo(bfs.distance(board));
            aboveTwo += third > estimate ? 1 : 0;
        }
        assertThat(checked).isEqualTo(20_160);
        assertThat(aboveAlong)
                .as("boards where the second split raises the bound")
                .isPositive();
        assertThat(aboveAcross)
                .as("boards where the first split raises the bound")
                .isPositive();
        assertThat(aboveTwo)
                .as("boards where the third split raises the bound over the other two")
                .isPositive();
    }

    @Test
    void aMaximumNeedsTwoSplitsOfOneGoal() {
        AdditivePatternDatabase first = PatternPartition.chunked(2, 4, 0, 3).build();
        assertThatThrownBy(() -> new SplitMaximum(first))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("at least two splits");
        AdditivePatternDatabase otherGoal = PatternPartition.chunked(2, 4, 7, 3).build();
        assertThatThrownBy(() -> new SplitMaximum(
                        first, PatternPartition.chunked(2, 4, 0, 4).build(), otherGoal))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("blanks 0 and 7");
    }

    /**
     * The evaluator as IDA* drives it: moves made with a limit (a move whose estimate passes it is taken back at
     * once, the second split possibly skipped), others kept and later taken back; every estimate of a kept move is the
     * one from scratch, and one past the limit is reported past it.
     */
    @ParameterizedTest(name = "goal blank {0}, {1} splits")
    @CsvSource({"0, 2", "7, 2", "0, 3", "7, 3"})
    void theEvaluatorFollowsASearchWithLimits(int blank, int splits) {
        Board goal = goal(blank);
        SplitMaximum maximum = splits == 2 ? maximum(blank) : threeSplits(blank);
        SplittableRandom random = new SplittableRandom(blank + 1);
        Board board = goal;
        int[] positionOf = GoalLabels.positions(GoalLabels.relabel(board, goal));
        Heuristic.Evaluator evaluator = maximum.evaluator();
        assertThat(evaluator.reset(positionOf)).isZero();
        Deque<int[]> path = new ArrayDeque<>();
        Deque<Board> boards = new ArrayDeque<>();
        int checked = 0;
        for (int step = 0; step < 20_000; step++) {
            if (!path.isEmpty() && (path.size() > 25 || random.nextInt(3) == 0)) {
                int[] last = path.pop();
                positionOf[last[0]] = last[1];
                positionOf[goal.blankIndex()] = last[2];
                evaluator.undo(last[0], last[1], last[2]);
                board = boards.pop();
                continue;
            }
            Direction direction = Direction.values()[random.nextInt(4)];
            if (board.move(direction).isEmpty()) {
                continue;
            }
            Board next = board.slide(direction);
            int to = board.blankIndex();
            int from = next.blankIndex();
            int label = GoalLabels.relabel(board, goal)[from];
            positionOf[label] = to;
            positionOf[goal.blankIndex()] = from;
            int limit = random.nextInt(22);
            int estimate = evaluator.moved(label, from, to, limit);
            int fromScratch = maximum.estimate(GoalLabels.relabel(next, goal));
            if (fromScratch > limit) {
                assertThat(estimate).isGreaterThan(limit);
                positionOf[label] = from;
                positionOf[goal.blankIndex()] = to;
                evaluator.undo(label, from, to);
                continue;
            }
            assertThat(estimate).isEqualTo(fromScratch);
            checked++;
            path.push(new int[] {label, from, to});
            boards.push(board);
            board = next;
        }
        assertThat(checked).isGreaterThan(1000);
    }
}
