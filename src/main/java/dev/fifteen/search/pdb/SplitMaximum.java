package dev.fifteen.search.pdb;

import dev.fifteen.search.Heuristic;

import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The largest of additive pattern-database heuristics over different splits of the same board and goal (the tables
 * of one cut along the longer side and of others with their borders elsewhere, for instance): each is admissible,
 * so their maximum is. Per move the splits' evaluators are followed in order, each only while none before it
 * already exceeds the search's limit, as the mirrored lookup inside one split is: a move pruned by the first split
 * costs one split's lookup. The evaluators are read as their own class, not through the {@link Heuristic.Evaluator}
 * interface.
 */
public final class SplitMaximum implements Heuristic {

    private final AdditivePatternDatabase[] splits;

    /**
     * @param first  the split read on every move
     * @param others the splits read in turn where none before prunes; of the same shape and goal blank
     */
    public SplitMaximum(AdditivePatternDatabase first, AdditivePatternDatabase... others) {
        if (others.length == 0) {
            throw new IllegalArgumentException("a maximum of at least two splits");
        }
        splits = new AdditivePatternDatabase[1 + others.length];
        splits[0] = first;
        System.arraycopy(others, 0, splits, 1, others.length);
        for (AdditivePatternDatabase split : others) {
            if (split.goalBlank() != first.goalBlank()) {
                throw new IllegalArgumentException(
                        "splits of one goal, not of blanks " + first.goalBlank() + " and " + split.goalBlank());
            }
        }
    }

    /** As {@link #SplitMaximum(AdditivePatternDatabase, AdditivePatternDatabase...)}, the splits as a list. */
    public static SplitMaximum of(List<AdditivePatternDatabase> splits) {
        return new SplitMaximum(
                splits.get(0), splits.subList(1, splits.size()).toArray(AdditivePatternDatabase[]::new));
    }

    /** Every split's reads: the later ones are read wherever the first does not prune, which is most moves kept. */
    @Override
    public int readsPerMove() {
        int reads = 0;
        for (AdditivePatternDatabase split : splits) {
            reads += split.readsPerMove();
        }
        return reads;
    }

    @Override
    public String name() {
        return Arrays.stream(splits).map(AdditivePatternDatabase::name).collect(Collectors.joining(" max "));
    }

    @Override
    public boolean consistent() {
        return Arrays.stream(splits).allMatch(AdditivePatternDatabase::consistent);
    }

    @Override
    public int estimate(int[] state) {
        int estimate = 0;
        for (AdditivePatternDatabase split : splits) {
            estimate = Math.max(estimate, split.estimate(state));
        }
        return estimate;
    }

    @Override
    public Evaluator evaluator() {
        AdditivePatternDatabase.PatternEvaluator[] evaluators =
                new AdditivePatternDatabase.PatternEvaluator[splits.length];
        for (int i = 0; i < splits.length; i++) {
            evaluators[i] = splits[i].patternEvaluator();
        }
        return new MaximumEvaluator(evaluators);
    }

    @Override
    public String toString() {
        return name();
    }

    private static final class MaximumEvaluator implements Evaluator {

        private final AdditivePatternDatabase.PatternEvaluator[] splits;
        /** Per move on the path: how many splits followed it (the later ones skipped it once one pruned it). */
        private byte[] followed = new byte[256];

        private int top;

        MaximumEvaluator(AdditivePatternDatabase.PatternEvaluator[] splits) {
            this.splits = splits;
        }

        @Override
        public int reset(int[] positionOf) {
            top = 0;
            int estimate = 0;
            for (AdditivePatternDatabase.PatternEvaluator split : splits) {
                estimate = Math.max(estimate, split.reset(positionOf));
            }
            return estimate;
        }

        @Override
        public int moved(int label, int from, int to) {
            return moved(label, from, to, Integer.MAX_VALUE);
        }

        @Override
        public int moved(int label, int from, int to, int limit) {
            if (top == followed.length) {
                followed = Arrays.copyOf(followed, top * 2);
            }
            int estimate = splits[0].moved(label, from, to, limit);
            int count = 1;
            while (estimate <= limit && count < splits.length) {
                estimate = Math.max(estimate, splits[count++].moved(label, from, to, limit));
            }
            followed[top++] = (byte) count;
            return estimate;
        }

        @Override
        public void undo(int label, int from, int to) {
            for (int i = followed[--top] - 1; i >= 0; i--) {
                splits[i].undo(label, from, to);
            }
        }
    }
}
