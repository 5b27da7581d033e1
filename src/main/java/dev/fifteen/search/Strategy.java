package dev.fifteen.search;

import java.util.Locale;

/** How a board is to be solved. */
public enum Strategy {
    /** Optimal where the shape allows it within the deadline, otherwise the best fast answer. */
    AUTO,
    /** A proven shortest solution, or a deadline problem with the bound proven so far. */
    OPTIMAL,
    /** A short solution quickly, without a proof of optimality. */
    FAST;

    /** The name on the wire: {@code auto}, {@code optimal}, {@code fast}. */
    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The strategy with the given wire name (either case). */
    public static Strategy ofWireName(String name) {
        for (Strategy strategy : values()) {
            if (strategy.wireName().equalsIgnoreCase(name.trim())) {
                return strategy;
            }
        }
        throw new IllegalArgumentException("unknown strategy '" + name + "': expected auto, optimal or fast");
    }
}
