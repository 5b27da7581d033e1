package dev.fifteen.puzzle;

import dev.fifteen.problem.ProblemException;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A board (or goal) that is not a valid arrangement: the {@link BoardViolation} says which rule it breaks,
 * the message says where.
 */
public class InvalidBoardException extends ProblemException {

    private final BoardViolation violation;
    private final String field;

    public InvalidBoardException(BoardViolation violation, String detail) {
        this(violation, detail, null, null);
    }

    /**
     * @param violation       the rule the board breaks
     * @param detail          where, in English
     * @param detailKey       the stable code of the detail's sentence (see {@link ProblemException#detailKey()})
     * @param detailArguments the values the sentence names, in the order of its placeholders
     */
    public InvalidBoardException(BoardViolation violation, String detail, String detailKey, Object... detailArguments) {
        this(violation, detail, null, detailKey, detailArguments);
    }

    private InvalidBoardException(
            BoardViolation violation, String detail, String field, String detailKey, Object... detailArguments) {
        super(
                Category.INVALID_INPUT,
                violation.slug(),
                violation.title(),
                detail,
                properties(field),
                detailKey,
                detailArguments);
        this.violation = violation;
        this.field = field;
    }

    /**
     * The same violation, attributed to a request field such as {@code board} or {@code goal}: the detail starts
     * with the field's name.
     */
    public InvalidBoardException inField(String field) {
        return new InvalidBoardException(violation, field + ": " + getMessage(), field, detailKey(), detailArguments());
    }

    public BoardViolation violation() {
        return violation;
    }

    /** The request field at fault, or {@code null} when not attributed. */
    public String field() {
        return field;
    }

    private static Map<String, Object> properties(String field) {
        Map<String, Object> properties = new LinkedHashMap<>();
        if (field != null) {
            properties.put("field", field);
        }
        return properties;
    }
}
