package dev.fifteen.web.language;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.http.HttpHeaders;
import org.springframework.web.filter.OncePerRequestFilter;

import java.io.IOException;

/**
 * Names the language of the answer's sentences in {@code Content-Language}, before anything can answer, so that
 * refusals carry it too. The language is the one Spring MVC will resolve for the request.
 */
class ContentLanguageFilter extends OncePerRequestFilter {

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        response.setHeader(
                HttpHeaders.CONTENT_LANGUAGE,
                ServiceLocaleResolver.choose(request.getHeader(HttpHeaders.ACCEPT_LANGUAGE))
                        .toLanguageTag());
        chain.doFilter(request, response);
    }
}
