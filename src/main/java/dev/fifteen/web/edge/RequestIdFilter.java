package dev.fifteen.web.edge;

import dev.fifteen.web.ProblemJson;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.slf4j.MDC;
import org.springframework.web.filter.OncePerRequestFilter;

import java.io.IOException;
import java.util.UUID;
import java.util.regex.Pattern;

/**
 * Gives every request an id, sent back in {@code X-Request-Id}, put in the logging context ({@code requestId})
 * and carried by every Problem Details answer, so that a client's report of a failure finds its one log line.
 * A well-formed id sent by a proxy is kept; anything else is replaced, so that no client text reaches the log.
 */
public class RequestIdFilter extends OncePerRequestFilter {

    public static final String HEADER = "X-Request-Id";
    public static final String ATTRIBUTE = RequestIdFilter.class.getName() + ".id";
    public static final String MDC_KEY = ProblemJson.REQUEST_ID;

    private static final Pattern WELL_FORMED = Pattern.compile("[A-Za-z0-9._-]{8,64}");

    /** The id of the request being served, or null outside one. */
    public static String current(HttpServletRequest request) {
        return request.getAttribute(ATTRIBUTE) instanceof String id ? id : MDC.get(MDC_KEY);
    }

    @Override
    protected boolean shouldNotFilterAsyncDispatch() {
        return false; // the logging context is per thread: an async dispatch needs it again
    }

    @Override
    protected boolean shouldNotFilterErrorDispatch() {
        return false;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        String id = request.getAttribute(ATTRIBUTE) instanceof String known ? known : newId(request);
        request.setAttribute(ATTRIBUTE, id);
        if (!response.containsHeader(HEADER)) {
            response.setHeader(HEADER, id);
        }
        String outer = MDC.get(MDC_KEY);
        MDC.put(MDC_KEY, id);
        try {
            chain.doFilter(request, response);
        } finally {
            if (outer == null) {
                MDC.remove(MDC_KEY);
            } else {
                MDC.put(MDC_KEY, outer);
            }
        }
    }

    private static String newId(HttpServletRequest request) {
        String given = request.getHeader(HEADER);
        return given != null && WELL_FORMED.matcher(given).matches()
                ? given
                : UUID.randomUUID().toString();
    }
}
