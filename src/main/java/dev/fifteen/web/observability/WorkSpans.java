package dev.fifteen.web.observability;

import io.micrometer.common.KeyValues;
import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationRegistry;
import io.micrometer.tracing.Span;
import io.micrometer.tracing.Tracer;

import java.util.function.Function;

/**
 * Spans for the work inside a request (a grid count, a table build), through
 * Micrometer Tracing, which the OpenTelemetry SDK implements. A span started here is a child of the current one,
 * normally the request's server span, and carries its attributes as tags. With tracing off every span is a no-op.
 *
 * <p>{@link #within} and {@link #observed} are Micrometer {@link Observation}s: one call gives the span and a timer
 * of the same name (with an {@code error} tag, and its low-cardinality tags). A solve's observations are
 * {@code web.solve}'s own ({@code SolveSpans}, {@code SolveMetrics}).
 */
public final class WorkSpans {

    private final Tracer tracer;
    private final ObservationRegistry observations;

    public WorkSpans(Tracer tracer, ObservationRegistry observations) {
        this.tracer = tracer;
        this.observations = observations;
    }

    /**
     * Runs {@code work} within an observation of its own (a span, current on this thread while it runs, and its
     * timer); {@code work} tags the span.
     */
    public <T> T within(String name, Function<Span, T> work) {
        return Observation.createNotStarted(name, observations).observe(() -> {
            Span span = tracer.currentSpan();
            return work.apply(span == null ? Span.NOOP : span);
        });
    }

    /**
     * A started observation with low-cardinality {@code tags} (on the span and the timer alike), a child of the
     * current one when there is one; the caller stops it, after {@link Observation#error} on a failure.
     */
    public Observation observed(String name, KeyValues tags) {
        return Observation.createNotStarted(name, observations)
                .lowCardinalityKeyValues(tags)
                .start();
    }
}
