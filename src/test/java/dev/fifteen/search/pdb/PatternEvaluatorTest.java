package dev.fifteen.search.pdb;

import dev.fifteen.puzzle.Board;
import dev.fifteen.puzzle.Direction;
import dev.fifteen.search.GoalLabels;
import dev.fifteen.search.Heuristic;
import dev.fifteen.testing.oracle.RandomBoards;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The incremental evaluator as the search drives it: at each node every child is tried with a limit (small ones
 * make it skip the mirrored lookup) and taken back, then one child is kept. Whatever it answers must agree with
 * the estimate computed from scratch ({@link AdditivePatternDatabase#estimate}, which ranks placements its own way):
 * equal when within the limit, and then above it. Run on blank-aware tables built in memory, on compact tables
 * mapped from a file, on the same compact tables copied onto the heap, and on them packed in half a byte per entry
 * (whose estimates must equal the bytes' on random boards).
 */
class PatternEvaluatorTest {

    private static final Board GOAL = Board.parse("0,1,2/3,4,5/6,7,8");

    @Test
    void blankAwareTablesBuiltInMemory() {
        walk(PatternPartition.fromTemplate(3, 3, 0, ".AA/AAB/BBB").build(), 1);
    }

    @Test
    void compactTablesMappedAndCopiedOntoTheHeap(@TempDir Path directory) throws IOException {
        PatternPartition partition = PatternPartition.chunked(3, 3, 0, 4);
        Path file = directory.resolve("split.pdb");
        PatternDatabaseFile.write(file, partition, new PrintStream(OutputStream.nullOutputStream()));
        List<PatternDatabase> mapped = PatternDatabaseFile.loadTables(file, partition);
        List<PatternDatabase> heap = new ArrayList<>();
        for (PatternDatabase table : mapped) {
            PatternDatabase copy = table.onHeap();
            assertThat(copy.heap()).isNotNull();
            assertThat(copy.onHeap()).isSameAs(copy);
            assertThat(copy.bytes()).isEqualTo(table.bytes());
            for (int i = 0; i < table.bytes(); i++) {
                assertThat(copy.heap()[i]).isEqualTo(table.distances().get(i));
            }
            heap.add(copy);
        }
        walk(partition.heuristic(mapped), 2);
        walk(partition.heuristic(heap), 3);
        // as the service keeps them where the heap has room: half a byte per entry, the file still mapped
        List<PatternDatabase> packed = StoredTables.onHeapIfRoom(mapped, 3);
        for (PatternDatabase table : packed) {
            assertThat(table.halves()).isNotNull();
            assertThat(table.heap()).isNull();
            assertThat(table.distances())
                    .isSameAs(mapped.get(packed.indexOf(table)).distances());
        }
        AdditivePatternDatabase fromHalves = partition.heuristic(packed);
        walk(fromHalves, 4);
        AdditivePatternDatabase fromBytes = partition.heuristic(mapped);
        SplittableRandom random = new SplittableRandom(5);
        for (int i = 0; i < 3000; i++) {
            int[] state = GoalLabels.relabel(RandomBoards.solvableToward(GOAL, random), GOAL);
            assertThat(fromHalves.estimate(state)).isEqualTo(fromBytes.estimate(state));
        }
    }

    private static void walk(AdditivePatternDatabase heuristic, long seed) {
        assertThat(heuristic.mirrored()).isTrue();
        SplittableRandom random = new SplittableRandom(seed);
        Board board = GOAL;
        int[] positionOf = GoalLabels.positions(GoalLabels.relabel(board, GOAL));
        Heuristic.Evaluator evaluator = heuristic.evaluator();
        int value = evaluator.reset(positionOf);
        assertThat(value).isEqualTo(heuristic.estimate(GoalLabels.relabel(board, GOAL)));
        int skipped = 0;
        for (int step = 0; step < 4000; step++) {
            for (Direction direction : Direction.values()) {
                if (board.move(direction).isEmpty()) {
                    continue;
                }
                int limit = value - 2 + random.nextInt(4);
                Board child = board.slide(direction);
                int label = move(board, direction, positionOf);
                int estimate = evaluator.moved(label, positionOf[GOAL.blankIndex()], positionOf[label], limit);
                int truth = heuristic.estimate(GoalLabels.relabel(child, GOAL));
                if (truth <= limit) {
                    assertThat(estimate).isEqualTo(truth);
                } else {
                    assertThat(estimate).isGreaterThan(limit);
                    skipped += estimate == truth ? 0 : 1;
                }
                evaluator.undo(label, positionOf[GOAL.blankIndex()], positionOf[label]);
                takeBack(board, direction, positionOf);
            }
            Direction direction;
            do {
                direction = Direction.values()[random.nextInt(4)];
            } while (board.move(direction).isEmpty());
            int label = move(board, direction, positionOf);
            value = evaluator.moved(label, positionOf[GOAL.blankIndex()], positionOf[label]);
            board = board.slide(direction);
            assertThat(value).isEqualTo(heuristic.estimate(GoalLabels.relabel(board, GOAL)));
        }
        // the walk did make the evaluator stop early (an answer above the limit that is not the estimate)
        assertThat(skipped).isPositive();
    }

    /** Makes the slide in {@code positionOf}; returns the label of the tile that moved. */
    private static int move(Board board, Direction direction, int[] positionOf) {
        int blankLabel = GOAL.blankIndex();
        int from = board.blankIndex();
        int to = board.slide(direction).blankIndex();
        int label = labelAt(board, to);
        positionOf[label] = from;
        positionOf[blankLabel] = to;
        return label;
    }

    private static void takeBack(Board board, Direction direction, int[] positionOf) {
        int from = board.blankIndex();
        int to = board.slide(direction).blankIndex();
        positionOf[labelAt(board, to)] = to;
        positionOf[GOAL.blankIndex()] = from;
    }

    /** The goal cell (the label) of the tile at {@code cell}. */
    private static int labelAt(Board board, int cell) {
        int tile = board.tileAt(cell);
        for (int goalCell = 0; goalCell < GOAL.size(); goalCell++) {
            if (GOAL.tileAt(goalCell) == tile) {
                return goalCell;
            }
        }
        throw new IllegalArgumentException("no tile " + tile);
    }
}
