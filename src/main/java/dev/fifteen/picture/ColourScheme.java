package dev.fifteen.picture;

import java.util.Locale;

/**
 * How tiles are coloured. Every scheme reads the goal: where a tile belongs decides its colour.
 */
public enum ColourScheme {
    /** Every tile in one colour. */
    PLAIN,
    /** Tiles already on their goal cell in green, as on the playground, the others plain. */
    INPLACE,
    /**
     * The speedsolvers' fringe scheme: a tile takes the colour of its goal cell's fringe, the first row and column
     * of the goal being fringe 0, the second row and column (without the first) fringe 1, and so on; a fringe is
     * solved at a time, so the colours show how far a solve has come. The first row and column are those farthest
     * from the goal's blank (the top row and the left column for the standard goal).
     */
    FRINGE;

    /** The name on the wire: {@code plain}, {@code inplace} or {@code fringe}. */
    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * The scheme of a wire name, in any case.
     *
     * @throws IllegalArgumentException for any other name
     */
    public static ColourScheme ofWireName(String name) {
        for (ColourScheme scheme : values()) {
            if (scheme.wireName().equalsIgnoreCase(name)) {
                return scheme;
            }
        }
        throw new IllegalArgumentException("no colour scheme named '" + name + "'");
    }
}
