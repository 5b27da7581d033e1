package dev.fifteen.web.observability;

import dev.fifteen.search.pdb.PatternDatabaseCatalog;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.observation.DefaultMeterObservationHandler;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.micrometer.observation.ObservationRegistry;
import io.micrometer.tracing.Span;
import io.micrometer.tracing.Tracer;
import io.micrometer.tracing.handler.DefaultTracingObservationHandler;
import io.micrometer.tracing.otel.bridge.OtelCurrentTraceContext;
import io.micrometer.tracing.otel.bridge.OtelTracer;
import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.sdk.common.CompletableResultCode;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import io.opentelemetry.sdk.trace.data.SpanData;
import io.opentelemetry.sdk.trace.export.SimpleSpanProcessor;
import io.opentelemetry.sdk.trace.export.SpanExporter;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.Collection;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The observations of {@link WorkSpans} and {@link TableBuildSpans} through the OpenTelemetry bridge, as the
 * service wires them: one call gives the span (its name, parent, tags and failure as before) and a timer of the
 * same name with an {@code error} tag.
 */
class WorkSpansTest {

    private final List<SpanData> exported = new CopyOnWriteArrayList<>();
    private final SdkTracerProvider provider = SdkTracerProvider.builder()
            .addSpanProcessor(SimpleSpanProcessor.create(new SpanExporter() {
                @Override
                public CompletableResultCode export(Collection<SpanData> spans) {
                    exported.addAll(spans);
                    return CompletableResultCode.ofSuccess();
                }

                @Override
                public CompletableResultCode flush() {
                    return CompletableResultCode.ofSuccess();
                }

                @Override
                public CompletableResultCode shutdown() {
                    return CompletableResultCode.ofSuccess();
                }
            }))
            .build();
    private final Tracer tracer = new OtelTracer(provider.get("test"), new OtelCurrentTraceContext(), event -> {});
    private final SimpleMeterRegistry meters = new SimpleMeterRegistry();
    private final WorkSpans spans = new WorkSpans(tracer, observations(tracer, meters));

    private static ObservationRegistry observations(Tracer tracer, SimpleMeterRegistry meters) {
        ObservationRegistry registry = ObservationRegistry.create();
        registry.observationConfig()
                .observationHandler(new DefaultMeterObservationHandler(meters))
                .observationHandler(new DefaultTracingObservationHandler(tracer));
        return registry;
    }

    @AfterEach
    void close() {
        provider.close();
    }

    @Test
    void workWithinIsAChildSpanWithItsTagsAndATimer() {
        Span request = tracer.nextSpan().name("request").start();
        int answer;
        try (Tracer.SpanInScope ignored = tracer.withSpan(request)) {
            answer = spans.within("grid-count", span -> {
                span.tag("fifteen.prime-limit", 1_000_000L);
                span.tag("fifteen.cached", false);
                return 42;
            });
        } finally {
            request.end();
        }
        assertThat(answer).isEqualTo(42);
        SpanData count = span("grid-count");
        assertThat(count.getParentSpanId()).isEqualTo(request.context().spanId());
        assertThat(count.getAttributes().get(AttributeKey.longKey("fifteen.prime-limit")))
                .isEqualTo(1_000_000L);
        assertThat(count.getAttributes().get(AttributeKey.booleanKey("fifteen.cached")))
                .isFalse();
        assertThat(count.getStatus().getStatusCode()).isNotEqualTo(StatusCode.ERROR);
        assertThat(timer("grid-count", "none").count()).isEqualTo(1);
    }

    @Test
    void aFailureWithinMarksTheSpanAndTheTimer() {
        assertThatThrownBy(() -> spans.within("grid-count", span -> {
                    throw new IllegalStateException("refused");
                }))
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("refused");
        assertThat(span("grid-count").getStatus().getStatusCode()).isEqualTo(StatusCode.ERROR);
        assertThat(timer("grid-count", "IllegalStateException").count()).isEqualTo(1);
    }

    @Test
    void aTableBuildIsATraceOfItsOwnWithItsShapeAndGoalBlank() {
        TableBuildSpans builds = new TableBuildSpans(spans);
        PatternDatabaseCatalog.BuildWatch.Build build = builds.started(4, 4, 15);
        assertThat(builds.inProgress()).isEqualTo(1);
        build.ended(null);
        assertThat(builds.inProgress()).isZero();
        SpanData span = span("pattern-table-build");
        assertThat(span.getParentSpanContext().isValid()).isFalse();
        assertThat(span.getAttributes().get(AttributeKey.stringKey("fifteen.shape")))
                .isEqualTo("4x4");
        assertThat(span.getAttributes().get(AttributeKey.stringKey("fifteen.goal-blank")))
                .isEqualTo("15");
        assertThat(meters.get("pattern-table-build")
                        .tag("fifteen.shape", "4x4")
                        .tag("error", "none")
                        .timer()
                        .count())
                .isEqualTo(1);
        builds.started(3, 3, 8).ended(new OutOfMemoryError("heap"));
        assertThat(timer("pattern-table-build", "OutOfMemoryError").count()).isEqualTo(1);
    }

    private SpanData span(String name) {
        return exported.stream()
                .filter(span -> span.getName().equals(name))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no span " + name + " in " + exported));
    }

    private Timer timer(String name, String error) {
        return meters.get(name).tag("error", error).timer();
    }
}
