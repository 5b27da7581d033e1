package dev.fifteen.search;

import java.util.Locale;

/**
 * How the moves of a solution are counted. In the single-tile metric every slide of one tile is a move; in the
 * multi-tile metric sliding a segment of tiles of one row or column at once (the blank travelling several cells in
 * a straight line) is one move, so a run of slides in one direction counts once
 * ({@link dev.fifteen.puzzle.MoveNotation#multiTileLength}).
 */
public enum Metric {
    /** One tile, one move. */
    SINGLE,
    /** A straight run of the blank, one move. */
    MULTI;

    /** The name on the wire: {@code single}, {@code multi}. */
    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The metric with the given wire name (either case); {@link #SINGLE} for {@code null}. */
    public static Metric ofWireName(String name) {
        if (name == null) {
            return SINGLE;
        }
        for (Metric metric : values()) {
            if (metric.wireName().equalsIgnoreCase(name.trim())) {
                return metric;
            }
        }
        throw new IllegalArgumentException("unknown metric '" + name + "': expected single or multi");
    }
}
