package dev.fifteen.web.edge;

import dev.fifteen.web.ProblemJson;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.web.HttpRequestMethodNotSupportedException;
import org.springframework.web.cors.CorsUtils;
import org.springframework.web.filter.OncePerRequestFilter;
import org.springframework.web.servlet.HandlerMapping;
import org.springframework.web.util.ServletRequestPathUtils;

import java.io.IOException;
import java.util.Collections;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Refuses a CORS preflight for a method the endpoint does not take, with 403 Problem Details. Spring MVC answers
 * such a preflight from its generic OPTIONS handler, so the global CORS configuration would grant any method on
 * any API path; here the preflight's method is matched against the controllers first, as the real request will
 * be. A path no controller serves (the page, its files) is refused as well: cross-origin use is for the API.
 *
 * <p>Explicit methods per path in the {@code CorsRegistry} do not do the same, which is why this filter stays:
 * Spring's CORS processor refuses a method with a plain-text 403 ("Invalid CORS request") and answers a preflight
 * to a path no mapping covers with a bare 200, where this filter answers 403 Problem Details naming the path and
 * the method ({@code HttpEdgeTest.preflightsGrantOnlyTheConfiguredOriginsAndTheEndpointsMethods}); and the methods
 * would be listed twice, in the registry and on the controllers, where here the controllers alone decide.
 */
class PreflightFilter extends OncePerRequestFilter {

    private final ObjectProvider<HandlerMapping> controllers;

    PreflightFilter(@Qualifier("requestMappingHandlerMapping") ObjectProvider<HandlerMapping> controllers) {
        this.controllers = controllers;
    }

    @Override
    protected boolean shouldNotFilter(HttpServletRequest request) {
        return !CorsUtils.isPreFlightRequest(request);
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        String method = request.getHeader(HttpHeaders.ACCESS_CONTROL_REQUEST_METHOD);
        if (takes(request, method)) {
            chain.doFilter(request, response);
            return;
        }
        ProblemJson.write(
                response,
                403,
                "cross-origin-refused",
                "Cross-origin request refused",
                "The path " + request.getRequestURI() + " does not take " + method + " from another origin",
                request.getRequestURI(),
                RequestIdFilter.current(request));
    }

    private boolean takes(HttpServletRequest preflight, String method) {
        HttpServletRequest actual = new ActualRequest(preflight, method);
        try {
            ServletRequestPathUtils.parseAndCache(actual);
            return controllers.getObject().getHandler(actual) != null;
        } catch (HttpRequestMethodNotSupportedException e) {
            return false;
        } catch (Exception e) {
            return true; // the method matched; the actual request will say what else is wrong
        }
    }

    /**
     * The request the preflight announces: its method, a JSON body, no preflight headers. Attributes stay in
     * the wrapper, so that matching leaves nothing behind on the preflight itself.
     */
    private static final class ActualRequest extends HttpServletRequestWrapper {

        private final String method;
        private final Map<String, Object> attributes = new HashMap<>();

        ActualRequest(HttpServletRequest request, String method) {
            super(request);
            this.method = method;
        }

        @Override
        public String getMethod() {
            return method;
        }

        @Override
        public String getContentType() {
            return MediaType.APPLICATION_JSON_VALUE;
        }

        @Override
        public String getHeader(String name) {
            if (HttpHeaders.CONTENT_TYPE.equalsIgnoreCase(name)) {
                return getContentType();
            }
            return name.toLowerCase(Locale.ROOT).startsWith("access-control-request-") ? null : super.getHeader(name);
        }

        @Override
        public Enumeration<String> getHeaders(String name) {
            String value = getHeader(name);
            return value == null ? Collections.emptyEnumeration() : Collections.enumeration(List.of(value));
        }

        @Override
        public Object getAttribute(String name) {
            return attributes.containsKey(name) ? attributes.get(name) : super.getAttribute(name);
        }

        @Override
        public void setAttribute(String name, Object value) {
            attributes.put(name, value);
        }

        @Override
        public void removeAttribute(String name) {
            attributes.put(name, null);
        }
    }
}
