package dev.fifteen.web.observability;

import io.micrometer.tracing.Span;
import io.micrometer.tracing.TraceContext;
import io.micrometer.tracing.Tracer;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.web.filter.OncePerRequestFilter;

import java.io.IOException;

/**
 * Answers every request with the W3C {@code traceparent} of its server span, so that a caller (or the load
 * balancer's log) can name the trace that served it; the trace continues the caller's {@code traceparent} when one
 * was sent. Runs right after Boot's observation filter, which opens that span.
 */
class TraceparentResponseFilter extends OncePerRequestFilter {

    static final String HEADER = "traceparent";

    private final Tracer tracer;

    TraceparentResponseFilter(Tracer tracer) {
        this.tracer = tracer;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        Span span = tracer.currentSpan();
        if (span != null && !response.containsHeader(HEADER)) {
            response.setHeader(HEADER, traceparent(span.context()));
        }
        chain.doFilter(request, response);
    }

    /** The header's version 00 form: {@code 00-<trace id>-<span id>-<flags>}. */
    static String traceparent(TraceContext context) {
        return "00-" + context.traceId() + "-" + context.spanId() + "-"
                + (Boolean.TRUE.equals(context.sampled()) ? "01" : "00");
    }
}
