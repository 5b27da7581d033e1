package dev.fifteen.scramble;

import dev.fifteen.problem.ProblemException;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A scramble that cannot be made as asked: an unknown method, a missing or impossible distance, a shape too
 * large for a complete distance table. Always the client's to fix (invalid input).
 */
public final class ScrambleException extends ProblemException {

    private ScrambleException(String type, String title, String detail, Map<String, ?> properties) {
        super(Category.INVALID_INPUT, type, title, detail, properties);
    }

    static ScrambleException unknownMethod(String name, String known) {
        return new ScrambleException(
                "unknown-scramble-method",
                "Unknown scramble method",
                "method: '" + name + "' is not a scramble method; use one of " + known,
                Map.of("field", "method"));
    }

    /** The distance method was asked for without a distance. */
    public static ScrambleException distanceRequired() {
        return new ScrambleException(
                "distance-required",
                "Distance required",
                "distance: the distance method needs the optimal distance the board should have from the goal",
                Map.of("field", "distance"));
    }

    static ScrambleException shapeTooLargeForDistance(int rows, int columns) {
        Map<String, Object> properties = new LinkedHashMap<>();
        properties.put("field", "distance");
        properties.put("maxCells", DistanceTable.MAX_CELLS);
        return new ScrambleException(
                "distance-shape-too-large",
                "Shape too large for a distance scramble",
                "a distance scramble draws from a complete table of the distances of every board, which exists only"
                        + " for shapes of at most " + DistanceTable.MAX_CELLS + " cells (such as 3 x 3 or 2 x 5);"
                        + " a " + rows + " x " + columns + " board has " + (long) rows * columns
                        + " cells. Use the walk or uniform method for it",
                properties);
    }

    static ScrambleException distanceOutOfRange(int distance, int maxDistance, int rows, int columns) {
        Map<String, Object> properties = new LinkedHashMap<>();
        properties.put("field", "distance");
        properties.put("maxDistance", maxDistance);
        String detail = distance < 0
                ? "distance: " + distance + " is negative; an optimal distance is 0 or more"
                : "distance: no " + rows + " x " + columns + " board is " + distance + " slides from this goal; the"
                        + " farthest boards are " + maxDistance + " slides away";
        return new ScrambleException("distance-out-of-range", "Distance out of range", detail, properties);
    }
}
