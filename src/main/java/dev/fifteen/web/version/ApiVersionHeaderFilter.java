package dev.fifteen.web.version;

import dev.fifteen.web.ApiVersion;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.web.filter.OncePerRequestFilter;

import java.io.IOException;

/**
 * Names the version that answers in the {@code API-Version} response header, before anything can answer, so that
 * refusals and streams carry it too. With one version, every answer is version 1; a request for another is refused
 * by Spring MVC's version check, by version 1.
 */
class ApiVersionHeaderFilter extends OncePerRequestFilter {

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        response.setHeader(ApiVersion.HEADER, ApiVersion.DEFAULT);
        chain.doFilter(request, response);
    }
}
