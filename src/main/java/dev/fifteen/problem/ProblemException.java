package dev.fifteen.problem;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * A failure the client can understand and act on: bad input, a limit exceeded, a board that cannot
 * reach its goal, a deadline or a full pool. The domain throws subclasses of this; the web layer turns
 * every one of them into an RFC 9457 Problem Details answer, using {@link #category()} for the status,
 * {@link #type()} for the stable {@code urn:problem-type:...} identifier and {@link #properties()} for
 * the extension members that help a client (the offending field, the limit, the proof).
 *
 * <p>Plain Java on purpose: the domain packages know nothing of HTTP.
 */
public class ProblemException extends RuntimeException {

    /** What kind of failure this is; the web layer maps each to one HTTP status. */
    public enum Category {
        /** The request is malformed or names an impossible board (400). */
        INVALID_INPUT,
        /** The request is well formed but exceeds a configured limit (400). */
        LIMIT_EXCEEDED,
        /** The request is valid but cannot be carried out, for example an unsolvable board (422). */
        UNPROCESSABLE,
        /** The work did not finish within its deadline (504 is wrong for a client's own deadline: 422). */
        DEADLINE_EXCEEDED,
        /** The service is busy; the client should retry later (503). */
        UNAVAILABLE,
        /** The request names something the service does not hold, such as an unknown or expired job (404). */
        NOT_FOUND
    }

    private final Category category;
    private final String type;
    private final String title;
    private final Map<String, Object> properties;
    private final String detailKey;
    private final Object[] detailArguments;

    /**
     * @param category   how the failure maps to a status
     * @param type       the stable slug, such as {@code duplicate-tile}; published as {@code urn:problem-type:<slug>}
     * @param title      a short human summary that does not change between occurrences
     * @param detail     the human explanation of this occurrence
     * @param properties extension members (insertion order kept), may be empty
     */
    public ProblemException(Category category, String type, String title, String detail, Map<String, ?> properties) {
        this(category, type, title, detail, properties, null);
    }

    /**
     * @param category        how the failure maps to a status
     * @param type            the stable slug, such as {@code duplicate-tile}
     * @param title           a short human summary that does not change between occurrences
     * @param detail          the human explanation of this occurrence, in English
     * @param properties      extension members (insertion order kept), may be empty
     * @param detailKey       the stable code of the detail's sentence, such as {@code duplicate-tile}, under which a
     *                        translation of it can be found; {@code null} when there is none
     * @param detailArguments the values the sentence names, in the order of its placeholders
     */
    protected ProblemException(
            Category category,
            String type,
            String title,
            String detail,
            Map<String, ?> properties,
            String detailKey,
            Object... detailArguments) {
        super(detail);
        this.category = Objects.requireNonNull(category, "category");
        this.type = Objects.requireNonNull(type, "type");
        this.title = Objects.requireNonNull(title, "title");
        this.properties = Collections.unmodifiableMap(new LinkedHashMap<>(properties));
        this.detailKey = detailKey;
        this.detailArguments = detailArguments == null ? new Object[0] : detailArguments.clone();
    }

    public ProblemException(Category category, String type, String title, String detail) {
        this(category, type, title, detail, Map.of());
    }

    /**
     * Extension members in the order given: {@code members("lowerBound", 41, "nodesExpanded", 1200L)}.
     *
     * @param namesAndValues each member's name followed by its value
     */
    public static Map<String, Object> members(Object... namesAndValues) {
        if (namesAndValues.length % 2 != 0) {
            throw new IllegalArgumentException("a value for every name");
        }
        Map<String, Object> members = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            members.put((String) namesAndValues[i], namesAndValues[i + 1]);
        }
        return members;
    }

    public Category category() {
        return category;
    }

    /** The stable slug of the problem type, without the {@code urn:problem-type:} prefix. */
    public String type() {
        return type;
    }

    public String title() {
        return title;
    }

    public String detail() {
        return getMessage();
    }

    /**
     * The stable code of the detail's sentence, or {@code null} when the detail has no code; the web layer looks up
     * {@code problem.detail.<code>} in its message bundles and falls back to {@link #detail()}.
     */
    public String detailKey() {
        return detailKey;
    }

    /** The values the detail's sentence names, in the order of its placeholders. */
    public Object[] detailArguments() {
        return detailArguments.clone();
    }

    public Map<String, Object> properties() {
        return properties;
    }
}
