package dev.fifteen.web;

import dev.fifteen.problem.ProblemException;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The members of an RFC 9457 Problem Details body ({@code type}, {@code title}, {@code status}, {@code detail},
 * {@code instance} and the problem's own extension members) as a map, for answers that carry a problem inside a
 * stream (a line of an NDJSON batch, a Server-Sent Event) rather than as the whole response. The members and the
 * status are the ones {@link ProblemDetailsAdvice} sends for the same failure.
 */
public final class ProblemMembers {

    private ProblemMembers() {}

    /** The members of a domain failure, as the single endpoint would send them. */
    public static Map<String, Object> of(ProblemException problem, String instance) {
        return of(
                problem.type(),
                problem.title(),
                ProblemDetailsAdvice.statusOf(problem.category()).value(),
                problem.detail(),
                instance,
                problem.properties());
    }

    /** The members of a problem not raised as a {@link ProblemException}. */
    public static Map<String, Object> of(
            String slug, String title, int status, String detail, String instance, Map<String, ?> properties) {
        Map<String, Object> members = new LinkedHashMap<>();
        members.put("type", ProblemDetailsAdvice.TYPE_PREFIX + slug);
        members.put("title", title);
        members.put("status", status);
        members.put("detail", detail);
        if (instance != null) {
            members.put("instance", instance);
        }
        members.putAll(properties);
        return members;
    }
}
