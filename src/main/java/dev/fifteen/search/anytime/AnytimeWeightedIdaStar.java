package dev.fifteen.search.anytime;

import dev.fifteen.search.Deadline;
import dev.fifteen.search.DuplicatePruning;
import dev.fifteen.search.Grid;
import dev.fifteen.search.Heuristic;
import dev.fifteen.search.SearchProgress;

import java.util.Arrays;
import java.util.function.IntSupplier;

/**
 * Weighted IDA* as an anytime search (after Korf's IDA*, Artificial Intelligence 27, 1985, with Pohl's weight on the
 * estimate, and Hansen and Zhou's "Anytime heuristic search", JAIR 28, 2007, for the pruning by the best solution
 * known): for one weight {@code w}, iterations of depth-first search bounded by {@code g + w h}, each threshold the
 * smallest value past the last (at least one move more), and every path pruned whose {@code g + h} reaches the best
 * known length, so that each solution found is strictly shorter than the one before. {@link #run} is called with
 * decreasing weights; at weight 1 the search is IDA* itself, and a completed iteration proves its threshold a lower
 * bound. A run whose paths are all pruned by the best length proves that length optimal.
 *
 * <p>Children are tried in the order of their estimate, smallest first, so that the last iteration reaches a
 * solution early; duplicate paths are pruned by {@link DuplicatePruning}. No allocation in the loop but the copy of
 * each improved path. Time: the iterations of a weight grow as IDA*'s do, exponentially in the solution's length
 * minus the weighted estimate; memory: {@code O(L)} for an incumbent of {@code L} moves (four ints a move for the
 * ordering, one for the path), a few kilobytes on the 24-puzzle, and nothing per node.
 *
 * <p>Preconditions: the board is relabelled (see {@link dev.fifteen.search.GoalLabels}) for the heuristic's goal, its
 * blank named {@code blankLabel}, and can reach that goal. Not thread-safe; one search per solve.
 */
final class AnytimeWeightedIdaStar {

    /** Weights are in sixteenths: {@code f = 16 g + weight h}. */
    static final int SCALE = 16;

    /** What {@link #run} ended with. */
    enum Outcome {
        /** A shorter solution was found. */
        IMPROVED,
        /** No shorter solution exists: the best known is optimal. */
        EXHAUSTED,
        /** The deadline or a cancellation stopped the search. */
        STOPPED
    }

    /** Hears each strictly shorter solution, as the blank's cells after the start, and the weight that found it. */
    interface Improvement {
        void found(int[] blankCells, int length, int weight);
    }

    private static final int POLL_MASK = (1 << 12) - 1;

    private final int[] neighbours;
    private final int[] neighbourCount;
    private final int[] directions;
    private final int[] tileAt;
    private final int[] positionOf;
    private final int blankLabel;
    private final int rootBlank;
    private final int rootEstimate;
    private final Heuristic.Evaluator evaluator;
    private final DuplicatePruning pruning = DuplicatePruning.standard();
    private final Deadline deadline;
    private final SearchProgress progress;
    private final Improvement improvement;

    private final int[] path;
    /** Per depth, up to four children in the order they are tried: cell, estimate, pruning state. */
    private final int[] childCell;

    private final int[] childEstimate;
    private final int[] childState;

    private int best;
    private int provenBound;
    private long nodes;
    private boolean stopped;
    private boolean improved;
    private int weight;
    private long threshold;
    private long nextThreshold;
    private long nodeLimit = Long.MAX_VALUE;
    private IntSupplier sharedBest = () -> Integer.MAX_VALUE;
    private IntSupplier sharedBound = () -> 0;

    /**
     * @param grid        the board's shape
     * @param state       the relabelled board: {@code state[cell]} is the label of the tile there
     * @param heuristic   the estimate toward the goal of the labels
     * @param blankLabel  the blank's label
     * @param incumbent   the length of a known solution: only shorter ones are looked for
     * @param deadline    when to stop
     * @param improvement hears each shorter solution
     */
    AnytimeWeightedIdaStar(
            Grid grid,
            int[] state,
            Heuristic heuristic,
            int blankLabel,
            int incumbent,
            Deadline deadline,
            Improvement improvement) {
        if (state.length != grid.size) {
            throw new IllegalArgumentException("a board of " + grid.size + " cells, not " + state.length);
        }
        if (incumbent < 0) {
            throw new IllegalArgumentException("a known solution has 0 moves or more, not " + incumbent);
        }
        int size = grid.size;
        neighbours = new int[size * 4];
        neighbourCount = new int[size];
        directions = new int[size * 4];
        for (int cell = 0; cell < size; cell++) {
            neighbourCount[cell] = grid.neighbours[cell].length;
            System.arraycopy(grid.neighbours[cell], 0, neighbours, cell * 4, neighbourCount[cell]);
            System.arraycopy(grid.directions[cell], 0, directions, cell * 4, neighbourCount[cell]);
        }
        tileAt = state.clone();
        positionOf = new int[size];
        for (int cell = 0; cell < size; cell++) {
            positionOf[tileAt[cell]] = cell;
        }
        this.blankLabel = blankLabel;
        this.rootBlank = positionOf[blankLabel];
        this.evaluator = heuristic.evaluator();
        this.rootEstimate = evaluator.reset(positionOf);
        this.deadline = deadline;
        this.progress = deadline.progress();
        this.improvement = improvement;
        this.best = incumbent;
        this.provenBound = rootEstimate;
        path = new int[incumbent + 1];
        childCell = new int[(incumbent + 1) * 4];
        childEstimate = new int[(incumbent + 1) * 4];
        childState = new int[(incumbent + 1) * 4];
    }

    /** The heuristic's estimate of the start. */
    int estimate() {
        return rootEstimate;
    }

    /** The length of the best solution known (the incumbent until a shorter one is found). */
    int best() {
        return best;
    }

    /** The largest lower bound proven: the start's estimate, raised by the completed iterations at weight 1. */
    int provenBound() {
        return Math.min(provenBound, best);
    }

    long nodes() {
        return nodes;
    }

    /** Stops the search, as the deadline would, once it has expanded about {@code limit} nodes. */
    void limitNodes(long limit) {
        this.nodeLimit = limit;
    }

    /**
     * Prunes also by the length of a solution found elsewhere (another thread's search of the same board) and stops
     * once a lower bound proven elsewhere meets the best length, both read at each iteration and every few thousand
     * nodes: the search then looks only for solutions shorter than the other's, and ends as the deadline would end it
     * once none is left.
     */
    void share(IntSupplier best, IntSupplier lowerBound) {
        this.sharedBest = best;
        this.sharedBound = lowerBound;
    }

    /**
     * Searches with {@code f = g + (weight / 16) h} until a shorter solution is found (the iteration that finds it
     * is finished, so it may find several), none can exist, or the deadline stops it.
     *
     * @param weight the estimate's weight in sixteenths, at least 16
     */
    Outcome run(int weight) {
        if (weight < SCALE) {
            throw new IllegalArgumentException("a weight below 1 would not bound the search: " + weight + "/16");
        }
        this.weight = weight;
        improved = false;
        threshold = (long) weight * rootEstimate;
        while (true) {
            best = Math.min(best, sharedBest.getAsInt());
            if (weight == SCALE && threshold / SCALE > provenBound) {
                // every iteration below this threshold completed: no solution is shorter
                provenBound = (int) (threshold / SCALE);
                progress.lowerBound(provenBound(), nodes);
            }
            if (provenBound >= best) {
                return Outcome.EXHAUSTED;
            }
            nextThreshold = Long.MAX_VALUE;
            search(rootBlank, DuplicatePruning.START, 0, rootEstimate);
            if (stopped) {
                return Outcome.STOPPED;
            }
            if (improved) {
                return Outcome.IMPROVED;
            }
            if (nextThreshold == Long.MAX_VALUE) {
                provenBound = best;
                return Outcome.EXHAUSTED;
            }
            threshold = Math.max(nextThreshold, threshold + SCALE);
        }
    }

    private void search(int blank, int state, int g, int h) {
        if (h == 0) {
            if (g < best) {
                best = g;
                improved = true;
                improvement.found(Arrays.copyOf(path, g), g, weight);
            }
            return;
        }
        if ((++nodes & POLL_MASK) == 0) {
            progress.nodes(nodes);
            best = Math.min(best, sharedBest.getAsInt());
            if (deadline.expired() || nodes >= nodeLimit || sharedBound.getAsInt() >= best) {
                stopped = true;
                return;
            }
        }
        int base = blank * 4;
        int slot = g * 4;
        int children = 0;
        for (int i = 0; i < neighbourCount[blank]; i++) {
            int next = pruning.next(state, directions[base + i]);
            if (next == DuplicatePruning.PRUNED) {
                continue;
            }
            int cell = neighbours[base + i];
            int label = tileAt[cell];
            slide(label, cell, blank);
            int estimate = evaluator.moved(label, cell, blank);
            evaluator.undo(label, cell, blank);
            slide(label, blank, cell);
            if (g + 1 + estimate >= best) {
                continue;
            }
            long f = (long) (g + 1) * SCALE + (long) weight * estimate;
            if (f > threshold) {
                if (f < nextThreshold) {
                    nextThreshold = f;
                }
                continue;
            }
            int at = slot + children++;
            while (at > slot && childEstimate[at - 1] > estimate) {
                childCell[at] = childCell[at - 1];
                childEstimate[at] = childEstimate[at - 1];
                childState[at] = childState[at - 1];
                at--;
            }
            childCell[at] = cell;
            childEstimate[at] = estimate;
            childState[at] = next;
        }
        for (int k = slot; k < slot + children; k++) {
            int estimate = childEstimate[k];
            if (g + 1 + estimate >= best) {
                continue;
            }
            int cell = childCell[k];
            int label = tileAt[cell];
            slide(label, cell, blank);
            evaluator.moved(label, cell, blank);
            path[g] = cell;
            search(cell, childState[k], g + 1, estimate);
            evaluator.undo(label, cell, blank);
            slide(label, blank, cell);
            if (stopped) {
                return;
            }
        }
    }

    /** Slides tile {@code label} from {@code cell} into the blank at {@code into}. */
    private void slide(int label, int cell, int into) {
        tileAt[into] = label;
        positionOf[label] = into;
        tileAt[cell] = blankLabel;
        positionOf[blankLabel] = cell;
    }
}
