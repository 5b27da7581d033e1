package dev.fifteen.web.memory;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.web.filter.OncePerRequestFilter;

import java.io.IOException;
import java.io.InputStream;

/**
 * Opens a ledger of {@link RequestMemory} for each request and gives back everything it took once the request
 * leaves the application, whatever the outcome: answer written, exception, client gone. A request that goes
 * asynchronous (its body read without holding a thread) keeps its ledger until the dispatch that completes it.
 *
 * <p>A request refused for memory (503) before its body was read still has its upload under way; the body is
 * then read and thrown away (a few kilobytes of buffer, whatever its size, up to {@link #MOST_DRAINED}), so that
 * the client receives its 503 instead of a connection reset in the middle of its upload.
 */
public final class MemoryAdmissionFilter extends OncePerRequestFilter {

    /** Beyond this the container closes the connection rather than read on. */
    static final long MOST_DRAINED = 64L << 20;

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        RequestMemory.Ledger ledger = RequestMemory.ledgerOf(request);
        if (ledger == null) {
            ledger = new RequestMemory.Ledger();
            request.setAttribute(RequestMemory.LEDGER, ledger);
        }
        try {
            chain.doFilter(request, response);
        } finally {
            // a request whose body is read asynchronously comes back on an async dispatch: the ledger waits for it
            if (!request.isAsyncStarted()) {
                ledger.close();
                request.removeAttribute(RequestMemory.LEDGER);
            }
        }
        if (!request.isAsyncStarted() && response.getStatus() == HttpServletResponse.SC_SERVICE_UNAVAILABLE) {
            drainBody(request);
        }
    }

    @Override
    protected boolean shouldNotFilterAsyncDispatch() {
        return false;
    }

    private static void drainBody(HttpServletRequest request) {
        long length = request.getContentLengthLong();
        if (length == 0 || length > MOST_DRAINED) {
            return;
        }
        try {
            InputStream body = request.getInputStream();
            byte[] buffer = new byte[8192];
            long read = 0;
            int n;
            while (read < MOST_DRAINED && (n = body.read(buffer)) >= 0) {
                read += n;
            }
        } catch (IOException | IllegalStateException alreadyReadOrGone) {
            // the body was read as text, or the client has gone: nothing left to drain
        }
    }
}
