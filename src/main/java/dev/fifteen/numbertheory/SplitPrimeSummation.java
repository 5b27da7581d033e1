package dev.fifteen.numbertheory;

import java.util.Objects;

/**
 * One prime summation below a threshold and another from it on: each bound goes to the method measured
 * faster at its size ({@code PrimeSummationBench} prints both side by side).
 */
public final class SplitPrimeSummation implements PrimeSummation {

    private final PrimeSummation below;
    private final PrimeSummation from;
    private final long threshold;

    /**
     * @param below     answers the bounds below {@code threshold}
     * @param from      answers the bounds from {@code threshold} on; its range is this summation's range
     * @param threshold the first bound {@code from} answers, at most {@code below.maxBound() + 1}
     */
    public SplitPrimeSummation(PrimeSummation below, PrimeSummation from, long threshold) {
        this.below = Objects.requireNonNull(below, "below");
        this.from = Objects.requireNonNull(from, "from");
        if (threshold < 0 || threshold > below.maxBound() + 1) {
            throw new IllegalArgumentException("threshold must be between 0 and " + (below.maxBound() + 1)
                    + ", not " + threshold);
        }
        this.threshold = threshold;
    }

    @Override
    public PrimeSums sumUpTo(long bound) {
        requireBound(bound);
        return bound < threshold ? below.sumUpTo(bound) : from.sumUpTo(bound);
    }

    @Override
    public long maxBound() {
        return from.maxBound();
    }
}
