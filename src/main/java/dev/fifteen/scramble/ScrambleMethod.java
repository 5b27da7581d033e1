package dev.fifteen.scramble;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * How a scramble is drawn.
 */
public enum ScrambleMethod {
    /** Random slides from the goal, never undoing the slide just made. */
    WALK,
    /** Every board that can reach the goal equally likely. */
    UNIFORM,
    /** Every board at exactly a given optimal distance from the goal equally likely. */
    DISTANCE;

    /** The name on the wire: {@code walk}, {@code uniform} or {@code distance}. */
    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * The method of a wire name (any case, surrounding spaces ignored).
     *
     * @throws ScrambleException ({@code unknown-scramble-method}) naming the methods there are
     */
    public static ScrambleMethod ofWireName(String name) {
        String wanted = name == null ? "" : name.trim();
        for (ScrambleMethod method : values()) {
            if (method.wireName().equalsIgnoreCase(wanted)) {
                return method;
            }
        }
        throw ScrambleException.unknownMethod(
                name, Arrays.stream(values()).map(ScrambleMethod::wireName).collect(Collectors.joining(", ")));
    }
}
