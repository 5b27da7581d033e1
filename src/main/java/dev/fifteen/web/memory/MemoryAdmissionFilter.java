package dev.fifteen.web.memory;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.web.filter.OncePerRequestFilter;

import java.io.IOException;

/**
 * Opens a ledger of {@link RequestMemory} for each request and gives back everything it took once the request
 * leaves the application, whatever the outcome: answer written, exception, client gone.
 */
final class MemoryAdmissionFilter extends OncePerRequestFilter {

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        try (RequestMemory.Ledger ledger = new RequestMemory.Ledger()) {
            request.setAttribute(RequestMemory.LEDGER, ledger);
            chain.doFilter(request, response);
        } finally {
            request.removeAttribute(RequestMemory.LEDGER);
        }
    }
}
