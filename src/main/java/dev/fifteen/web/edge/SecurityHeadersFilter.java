package dev.fifteen.web.edge;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.http.HttpHeaders;
import org.springframework.web.filter.OncePerRequestFilter;

import java.io.IOException;

/**
 * Puts the security headers on every answer of the service's port: no content sniffing, a Content-Security-Policy
 * the playground satisfies (its own scripts and styles only), no framing by other sites, no referrer beyond the
 * origin, and {@code Cache-Control: no-store} unless the handler says otherwise (static files do, through
 * {@code spring.web.resources.cache.*}). The container's own error page adds the same headers
 * ({@link ProblemErrorReportValve}).
 */
class SecurityHeadersFilter extends OncePerRequestFilter {

    private final String contentSecurityPolicy;

    SecurityHeadersFilter(HttpEdgeProperties properties) {
        this.contentSecurityPolicy = properties.contentSecurityPolicy();
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        apply(response, contentSecurityPolicy);
        chain.doFilter(request, response);
    }

    /** The headers of every answer; exposed for the container's error page. */
    static void apply(HttpServletResponse response, String contentSecurityPolicy) {
        response.setHeader("X-Content-Type-Options", "nosniff");
        response.setHeader("X-Frame-Options", "DENY");
        response.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
        if (contentSecurityPolicy != null && !contentSecurityPolicy.isBlank()) {
            response.setHeader("Content-Security-Policy", contentSecurityPolicy);
        }
        if (!response.containsHeader(HttpHeaders.CACHE_CONTROL)) {
            response.setHeader(HttpHeaders.CACHE_CONTROL, "no-store");
        }
    }
}
