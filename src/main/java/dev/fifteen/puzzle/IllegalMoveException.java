package dev.fifteen.puzzle;

import dev.fifteen.problem.ProblemException;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A move that no tile can make: the blank is at the edge on the side the tile would come from. The answer names the
 * slide's index in the sequence (counted from 0, one letter per slide), its direction and where the blank was.
 */
public class IllegalMoveException extends ProblemException {

    public IllegalMoveException(int index, Direction direction, Board before) {
        super(
                Category.UNPROCESSABLE,
                "illegal-move",
                "Illegal move",
                "slide " + index + " (" + direction.letter() + ") is impossible: the blank is at row "
                        + before.blankRow() + ", column " + before.blankColumn() + " of a " + before.rows() + " x "
                        + before.columns() + " board, so no tile can slide "
                        + direction.name().toLowerCase()
                        + " into it",
                properties(index, direction, before));
    }

    private static Map<String, Object> properties(int index, Direction direction, Board before) {
        Map<String, Object> properties = new LinkedHashMap<>();
        properties.put("index", index);
        properties.put("move", String.valueOf(direction.letter()));
        properties.put("blankRow", before.blankRow());
        properties.put("blankColumn", before.blankColumn());
        properties.put("board", before.size() <= 400 ? before.toText() : before.toString());
        return properties;
    }
}
