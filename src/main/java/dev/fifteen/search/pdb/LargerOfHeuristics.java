package dev.fifteen.search.pdb;

import dev.fifteen.search.Heuristic;

import java.util.List;

/**
 * The larger of several admissible heuristics of one shape and goal: admissible, as each is. Used for the boards of
 * 17 to 25 cells, where two splits of the tiles (along the longer side and across it) each see conflicts the other
 * misses. Consistent when every part is.
 *
 * <p>Per move the {@link Evaluator} moves every part's evaluator and takes the largest, no allocation.
 */
public final class LargerOfHeuristics implements Heuristic {

    private final Heuristic[] parts;
    private final String name;

    /**
     * @param parts admissible heuristics of one shape and goal
     * @param name  the name to report
     */
    public LargerOfHeuristics(List<? extends Heuristic> parts, String name) {
        if (parts.isEmpty()) {
            throw new IllegalArgumentException("the larger of no heuristics");
        }
        this.parts = parts.toArray(Heuristic[]::new);
        this.name = name;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public boolean consistent() {
        for (Heuristic part : parts) {
            if (!part.consistent()) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int estimate(int[] state) {
        int best = 0;
        for (Heuristic part : parts) {
            best = Math.max(best, part.estimate(state));
        }
        return best;
    }

    @Override
    public Evaluator evaluator() {
        Evaluator[] evaluators = new Evaluator[parts.length];
        for (int i = 0; i < parts.length; i++) {
            evaluators[i] = parts[i].evaluator();
        }
        return new Evaluator() {
            @Override
            public int reset(int[] positionOf) {
                int best = 0;
                for (Evaluator evaluator : evaluators) {
                    best = Math.max(best, evaluator.reset(positionOf));
                }
                return best;
            }

            @Override
            public int moved(int label, int from, int to) {
                int best = 0;
                for (Evaluator evaluator : evaluators) {
                    best = Math.max(best, evaluator.moved(label, from, to));
                }
                return best;
            }

            @Override
            public void undo(int label, int from, int to) {
                for (Evaluator evaluator : evaluators) {
                    evaluator.undo(label, from, to);
                }
            }
        };
    }
}
