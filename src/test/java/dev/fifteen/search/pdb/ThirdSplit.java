package dev.fifteen.search.pdb;

import dev.fifteen.search.Heuristic;

import java.util.Arrays;

/** A heuristic and one more split by maximum, read only where the heuristic does not prune (for the benches). */
public final class ThirdSplit implements Heuristic {

    private final Heuristic first;
    private final AdditivePatternDatabase third;

    public ThirdSplit(Heuristic first, AdditivePatternDatabase third) {
        this.first = first;
        this.third = third;
    }

    @Override
    public String name() {
        return first.name() + " max " + third.name();
    }

    @Override
    public boolean consistent() {
        return false;
    }

    @Override
    public int readsPerMove() {
        return first.readsPerMove() + 1;
    }

    @Override
    public int estimate(int[] state) {
        return Math.max(first.estimate(state), third.estimate(state));
    }

    @Override
    public Evaluator evaluator() {
        Evaluator head = first.evaluator();
        AdditivePatternDatabase.PatternEvaluator tail = third.patternEvaluator();
        return new Evaluator() {
            private boolean[] skipped = new boolean[256];
            private int top;

            @Override
            public int reset(int[] positionOf) {
                top = 0;
                return Math.max(head.reset(positionOf), tail.reset(positionOf));
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
                int estimate = head.moved(label, from, to, limit);
                if (estimate > limit) {
                    skipped[top++] = true;
                    return estimate;
                }
                skipped[top++] = false;
                return Math.max(estimate, tail.moved(label, from, to, limit));
            }

            @Override
            public void undo(int label, int from, int to) {
                if (!skipped[--top]) {
                    tail.undo(label, from, to);
                }
                head.undo(label, from, to);
            }
        };
    }
}
