package dev.fifteen.search.pdb;

import dev.fifteen.search.Heuristic;

import java.util.Arrays;

/**
 * The larger of two additive pattern-database heuristics over different splits of the same board and goal (the
 * tables of one cut along the longer side and of one across it, for instance): each is admissible, so their maximum
 * is. Per move the first split's evaluator is followed, and the second's only where the first alone does not already
 * exceed the search's limit, as the mirrored lookup inside one split is: a pruned move costs one split's lookup. The
 * evaluators are read as their own class, not through the {@link Heuristic.Evaluator} interface.
 */
public final class SplitMaximum implements Heuristic {

    private final AdditivePatternDatabase first;
    private final AdditivePatternDatabase second;

    /**
     * @param first  the split read on every move
     * @param second the split read where the first does not prune; of the same shape and goal blank
     */
    public SplitMaximum(AdditivePatternDatabase first, AdditivePatternDatabase second) {
        if (first.goalBlank() != second.goalBlank()) {
            throw new IllegalArgumentException(
                    "two splits of one goal, not of blanks " + first.goalBlank() + " and " + second.goalBlank());
        }
        this.first = first;
        this.second = second;
    }

    /** Both splits' reads: the second is read wherever the first does not prune, which is most moves kept. */
    @Override
    public int readsPerMove() {
        return first.readsPerMove() + second.readsPerMove();
    }

    @Override
    public String name() {
        return first.name() + " max " + second.name();
    }

    @Override
    public boolean consistent() {
        return first.consistent() && second.consistent();
    }

    @Override
    public int estimate(int[] state) {
        return Math.max(first.estimate(state), second.estimate(state));
    }

    @Override
    public Evaluator evaluator() {
        return new MaximumEvaluator(first.patternEvaluator(), second.patternEvaluator());
    }

    @Override
    public String toString() {
        return name();
    }

    private static final class MaximumEvaluator implements Evaluator {

        private final AdditivePatternDatabase.PatternEvaluator first;
        private final AdditivePatternDatabase.PatternEvaluator second;
        /** Per move on the path: whether the second split skipped it (the move was pruned by the first). */
        private boolean[] skipped = new boolean[256];

        private int top;

        MaximumEvaluator(
                AdditivePatternDatabase.PatternEvaluator first, AdditivePatternDatabase.PatternEvaluator second) {
            this.first = first;
            this.second = second;
        }

        @Override
        public int reset(int[] positionOf) {
            top = 0;
            return Math.max(first.reset(positionOf), second.reset(positionOf));
        }

        @Override
        public int moved(int label, int from, int to) {
            return moved(label, from, to, Integer.MAX_VALUE);
        }

        @Override
        public int moved(int label, int from, int to, int limit) {
            if (top == skipped.length) {
                skipped = Arrays.copyOf(skipped, top * 2);
            }
            int estimate = first.moved(label, from, to, limit);
            if (estimate > limit) {
                skipped[top++] = true;
                return estimate;
            }
            skipped[top++] = false;
            return Math.max(estimate, second.moved(label, from, to, limit));
        }

        @Override
        public void undo(int label, int from, int to) {
            if (!skipped[--top]) {
                second.undo(label, from, to);
            }
            first.undo(label, from, to);
        }
    }
}
