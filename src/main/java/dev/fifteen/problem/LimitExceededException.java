package dev.fifteen.problem;

import java.util.Map;

/**
 * A request over a configured limit: the answer names the limit's property, its value and what was asked.
 */
public class LimitExceededException extends ProblemException {

    /**
     * @param type     the stable slug, such as {@code board-too-large}
     * @param property the configuration property that sets the limit, such as {@code fifteen.limits.max-tiles}
     * @param limit    the limit in force
     * @param actual   what the request asked for
     * @param detail   the human explanation, which should name the limit
     */
    public LimitExceededException(String type, String property, Object limit, Object actual, String detail) {
        super(Category.LIMIT_EXCEEDED, type, "Limit exceeded", detail, properties(property, limit, actual));
    }

    /**
     * @param type            the stable slug, such as {@code board-too-large}
     * @param property        the configuration property that sets the limit
     * @param limit           the limit in force
     * @param actual          what the request asked for
     * @param detail          the human explanation in English, which should name the limit
     * @param detailKey       the stable code of the detail's sentence (see {@link ProblemException#detailKey()})
     * @param detailArguments the values the sentence names, in the order of its placeholders
     */
    public LimitExceededException(
            String type,
            String property,
            Object limit,
            Object actual,
            String detail,
            String detailKey,
            Object... detailArguments) {
        super(
                Category.LIMIT_EXCEEDED,
                type,
                "Limit exceeded",
                detail,
                properties(property, limit, actual),
                detailKey,
                detailArguments);
    }

    private static Map<String, Object> properties(String property, Object limit, Object actual) {
        return members("limitProperty", property, "limit", limit, "actual", actual);
    }
}
