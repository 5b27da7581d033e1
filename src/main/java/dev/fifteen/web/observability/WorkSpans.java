package dev.fifteen.web.observability;

import io.micrometer.tracing.Span;
import io.micrometer.tracing.Tracer;

import java.util.function.Function;

/**
 * Spans for the work inside a request (a solve, a board of a batch, a grid count, a table build), through
 * Micrometer Tracing, which the OpenTelemetry SDK implements. A span started here is a child of the current one,
 * normally the request's server span, and carries its attributes as tags. With tracing off every span is a no-op.
 */
public final class WorkSpans {

    private final Tracer tracer;

    public WorkSpans(Tracer tracer) {
        this.tracer = tracer;
    }

    /** A started span, a child of the current span when there is one; the caller ends it ({@link #end}). */
    public Span start(String name) {
        return tracer.nextSpan().name(name).start();
    }

    /** The current span (the request's, on a request's thread), or {@code null}. */
    public Span current() {
        return tracer.currentSpan();
    }

    /** Makes the span current on this thread until the scope closes, so that spans started meanwhile are its. */
    public Tracer.SpanInScope inScope(Span span) {
        return tracer.withSpan(span);
    }

    /** Ends a span, marked as failed when {@code failure} is not {@code null}. */
    public static void end(Span span, Throwable failure) {
        if (failure != null) {
            span.error(failure);
        }
        span.end();
    }

    /** Runs {@code work} within a span of its own, current on this thread while it runs. */
    public <T> T within(String name, Function<Span, T> work) {
        Span span = start(name);
        Throwable failure = null;
        try (Tracer.SpanInScope ignored = tracer.withSpan(span)) {
            return work.apply(span);
        } catch (RuntimeException | Error e) {
            failure = e;
            throw e;
        } finally {
            end(span, failure);
        }
    }
}
