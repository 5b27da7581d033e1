package dev.fifteen.web.edge;

import org.springframework.core.Ordered;

/**
 * The servlet filters of the service, in the order a request meets them; the one place that orders them.
 * {@link EdgeConfiguration} registers each with its {@link #order()} (the observability configuration the first),
 * after Boot's character-encoding and observation filters and before Spring MVC. The management port's two filters
 * run in its own server, the body filter on the container after every filter here.
 */
public enum FilterOrder {
    /** Right after Boot's observation filter, so that every answer, refusals included, names its trace. */
    TRACEPARENT,
    /** Next, so that every answer, refusals included, carries the request's id and its log lines name it. */
    REQUEST_ID,
    /** Right after, so that every answer, refusals included, names the API version that gave it. */
    API_VERSION,
    /** Likewise for the language of the answer's sentences. */
    CONTENT_LANGUAGE,
    /** Wraps all that follows, so that the memory a request took is given back after everything else is done. */
    MEMORY_ADMISSION,
    /** Before any filter can refuse, so that refusals carry the security headers too. */
    SECURITY_HEADERS,
    /** Before anything reads a parameter, which would fail on a malformed query deep in a controller. */
    QUERY_ENCODING,
    /** A cross-origin preflight for a method the path does not take is refused before the CORS handling. */
    PREFLIGHT,
    /** Last before Spring MVC, so that a refused request costs nothing more (only with rate limits on). */
    RATE_LIMIT,
    /** On the container itself, after every filter above: a body is received before a controller reads it. */
    REQUEST_BODY,
    /** Management port: its error path, answered as Problem Details before Boot's error controller. */
    MANAGEMENT_ERROR_PAGE,
    /** Management port: an error status set without a body becomes the container's error dispatch. */
    MANAGEMENT_EMPTY_ERRORS;

    /**
     * The order value of a filter registration: above Boot's filters at {@link Ordered#HIGHEST_PRECEDENCE} and
     * {@code + 1}, below its form-content and request-context filters.
     */
    public int order() {
        return Ordered.HIGHEST_PRECEDENCE + 10 + ordinal();
    }
}
