package dev.fifteen.web.observability;

import dev.fifteen.search.pdb.PatternDatabaseCatalog;
import dev.fifteen.search.planning.SolvePool;
import dev.fifteen.web.edge.FilterOrder;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.binder.MeterBinder;
import io.micrometer.observation.ObservationPredicate;
import io.micrometer.observation.ObservationRegistry;
import io.micrometer.tracing.Tracer;
import io.prometheus.metrics.tracer.common.SpanContext;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.health.actuate.endpoint.HealthDescriptor;
import org.springframework.boot.health.actuate.endpoint.HealthEndpoint;
import org.springframework.boot.health.contributor.Status;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.server.observation.ServerRequestObservationContext;

/**
 * The spans of the work inside requests, the {@code traceparent} answered to callers, and the gauges the dashboard
 * needs beside the features' own: readiness, callers waiting for a search slot, the pattern-table builds. The
 * request spans, the W3C propagation, the Redis command spans, sampling and the OTLP export are Spring Boot's
 * ({@code management.tracing.*}, {@code management.opentelemetry.tracing.export.otlp.endpoint}).
 */
@Configuration(proxyBeanMethods = false)
class ObservabilityConfiguration {

    /** The 4 x 4 tables of the standard goal (blank in cell 15), the ones readiness waits for. */
    private static final int STANDARD_GOAL_BLANK = 15;

    @Bean
    WorkSpans workSpans(Tracer tracer, ObservationRegistry observations) {
        return new WorkSpans(tracer, observations);
    }

    /**
     * No exemplars (trace ids beside samples) in {@code /actuator/prometheus}: Prometheus 2.42 (Debian 12's) refuses a
     * whole scrape whose OpenMetrics text carries an exemplar on a histogram's {@code _count} ("does not support
     * exemplars"), which Boot's default, with tracing on, writes. A request's trace is found through the trace id in
     * its logs and Problem Details instead.
     */
    @Bean
    SpanContext noPrometheusExemplars() {
        return new SpanContext() {
            @Override
            public String getCurrentTraceId() {
                return null;
            }

            @Override
            public String getCurrentSpanId() {
                return null;
            }

            @Override
            public boolean isCurrentSpanSampled() {
                return false;
            }

            @Override
            public void markCurrentSpanAsExemplar() {}
        };
    }

    /**
     * The Actuator's requests (probes every few seconds, Prometheus' scrapes) are neither traced nor counted in
     * {@code http.server.requests}: with every request recorded they would outnumber the API's traces.
     */
    @Bean
    ObservationPredicate noActuatorObservations() {
        return (name, context) -> !(context instanceof ServerRequestObservationContext request
                && request.getCarrier() != null
                && request.getCarrier().getRequestURI().startsWith("/actuator"));
    }

    @Bean
    TableBuildSpans tableBuildSpans(WorkSpans spans) {
        return new TableBuildSpans(spans);
    }

    @Bean
    FilterRegistrationBean<TraceparentResponseFilter> traceparentResponseFilter(Tracer tracer) {
        FilterRegistrationBean<TraceparentResponseFilter> registration =
                new FilterRegistrationBean<>(new TraceparentResponseFilter(tracer));
        registration.setOrder(FilterOrder.TRACEPARENT.order());
        return registration;
    }

    /**
     * {@code fifteen.health.readiness}: 1 while the readiness group is up (what the load balancer and Kubernetes
     * ask), else 0, so that an alert can say how long a replica has been out of rotation.
     */
    @Bean
    MeterBinder readinessGauge(ObjectProvider<HealthEndpoint> health) {
        return registry -> Gauge.builder("fifteen.health.readiness", health, ObservabilityConfiguration::ready)
                .description("1 while /actuator/health/readiness is up, else 0")
                .register(registry);
    }

    private static double ready(ObjectProvider<HealthEndpoint> health) {
        HealthEndpoint endpoint = health.getIfAvailable();
        HealthDescriptor readiness = endpoint == null ? null : endpoint.healthForPath("readiness");
        return readiness != null && Status.UP.equals(readiness.getStatus()) ? 1 : 0;
    }

    @Bean
    MeterBinder solveStateGauges(SolvePool pool, PatternDatabaseCatalog catalog, TableBuildSpans builds) {
        return registry -> register(registry, pool, catalog, builds);
    }

    private static void register(
            MeterRegistry registry, SolvePool pool, PatternDatabaseCatalog catalog, TableBuildSpans builds) {
        Gauge.builder("fifteen.solve.pool.waiting", pool, SolvePool::waiting)
                .description("Callers waiting for a search slot")
                .register(registry);
        Gauge.builder("fifteen.solve.tables.ready", catalog, c -> c.ready(4, 4, STANDARD_GOAL_BLANK) ? 1 : 0)
                .description("1 once the 4 x 4 pattern databases of the standard goal are ready, else 0")
                .tag("shape", "4x4")
                .register(registry);
        Gauge.builder("fifteen.solve.tables.building", builds, TableBuildSpans::inProgress)
                .description("Pattern-table builds in progress")
                .register(registry);
    }
}
