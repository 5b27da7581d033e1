package dev.fifteen.problem;

import java.util.function.Supplier;

/**
 * A configured limit on what a request may ask for: the stable slug of its refusal, the property that sets it and
 * the largest value it allows.
 *
 * @param type     the stable slug, such as {@code board-too-large}
 * @param property the configuration property that sets the limit, such as {@code fifteen.limits.max-tiles}
 * @param max      the largest value allowed
 */
public record Limit(String type, String property, long max) {

    /**
     * Refuses a request that asks for more than the limit allows.
     *
     * @param detail the human explanation, which should name the limit; made only for a refusal
     * @throws LimitExceededException when {@code actual} is over {@link #max}
     */
    public void require(long actual, Supplier<String> detail) {
        if (actual > max) {
            throw new LimitExceededException(type, property, max, actual, detail.get());
        }
    }
}
