package dev.fifteen.web.edge;

import dev.fifteen.web.OpenApiConfiguration;
import dev.fifteen.web.memory.MemoryAdmissionFilter;
import dev.fifteen.web.ratelimit.RateLimitFilter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.swagger.v3.oas.models.Operation;
import io.swagger.v3.oas.models.responses.ApiResponse;
import jakarta.servlet.DispatcherType;
import jakarta.servlet.Filter;
import org.apache.catalina.Context;
import org.apache.catalina.Lifecycle;
import org.apache.catalina.Valve;
import org.apache.catalina.core.StandardHost;
import org.apache.catalina.valves.ErrorReportValve;
import org.apache.tomcat.util.descriptor.web.FilterDef;
import org.apache.tomcat.util.descriptor.web.FilterMap;
import org.springdoc.core.customizers.OpenApiCustomizer;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.tomcat.servlet.TomcatServletWebServerFactory;
import org.springframework.boot.web.server.WebServerFactoryCustomizer;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.HttpHeaders;
import org.springframework.web.servlet.HandlerMapping;
import org.springframework.web.servlet.config.annotation.CorsRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

/**
 * The service's edge. Registers every servlet filter of the service port in the order {@link FilterOrder} names;
 * the servlet container's part ({@link RequestBodyFilter} on the container, the Problem Details error page in
 * place of Tomcat's HTML one, 100 Continue only when a body is wanted); and Spring MVC's part (cross-origin calls
 * from the configured browser origins to the API paths only).
 */
@Configuration(proxyBeanMethods = false)
class EdgeConfiguration implements WebMvcConfigurer {

    /** The API paths a browser app on another origin may call, when origins are configured. */
    static final String[] API_PATHS = {
        "/solvability/**", "/solve/**", "/scramble/**", "/sliding-game/**", "/replay/**", "/render/**"
    };

    private final HttpEdgeProperties properties;

    EdgeConfiguration(HttpEdgeProperties properties) {
        this.properties = properties;
    }

    @Bean
    FilterRegistrationBean<RequestIdFilter> requestIdFilter() {
        return register(new RequestIdFilter(), FilterOrder.REQUEST_ID);
    }

    @Bean
    FilterRegistrationBean<MemoryAdmissionFilter> memoryAdmissionFilterRegistration(MemoryAdmissionFilter filter) {
        return register(filter, FilterOrder.MEMORY_ADMISSION);
    }

    @Bean
    FilterRegistrationBean<SecurityHeadersFilter> securityHeadersFilter() {
        return register(new SecurityHeadersFilter(properties), FilterOrder.SECURITY_HEADERS);
    }

    @Bean
    FilterRegistrationBean<QueryEncodingFilter> queryEncodingFilter() {
        return register(new QueryEncodingFilter(), FilterOrder.QUERY_ENCODING);
    }

    @Bean
    FilterRegistrationBean<PreflightFilter> preflightFilter(
            @Qualifier("requestMappingHandlerMapping") ObjectProvider<HandlerMapping> controllers) {
        return register(new PreflightFilter(controllers), FilterOrder.PREFLIGHT);
    }

    @Bean
    @ConditionalOnBooleanProperty("fifteen.rate-limit.enabled")
    FilterRegistrationBean<RateLimitFilter> rateLimitFilterRegistration(RateLimitFilter filter) {
        return register(filter, FilterOrder.RATE_LIMIT);
    }

    private static <F extends Filter> FilterRegistrationBean<F> register(F filter, FilterOrder position) {
        FilterRegistrationBean<F> registration = new FilterRegistrationBean<>(filter);
        registration.setOrder(position.order());
        return registration;
    }

    /** Probes the connections of answers that have nothing to write yet, so that a client's hang-up stops the work. */
    @Bean(destroyMethod = "close")
    DisconnectWatch disconnectWatch() {
        return new DisconnectWatch();
    }

    @Bean
    WebServerFactoryCustomizer<TomcatServletWebServerFactory> edgeOfTomcat(MeterRegistry registry) {
        RequestBodyFilter bodies = new RequestBodyFilter(properties);
        Gauge.builder("fifteen.http.bodies.held", bodies, RequestBodyFilter::held)
                .baseUnit("bytes")
                .description("Bytes of request bodies held while they arrive (fifteen.http.body-buffer-budget)")
                .register(registry);
        return factory -> {
            // 100 Continue only once a body is read, so that a refused Content-Length is refused before it is sent
            factory.addConnectorCustomizers(connector -> connector.setProperty("continueResponseTiming", "onRead"));
            factory.addContextCustomizers(context -> {
                addLast(context, "requestBody", bodies);
                context.addLifecycleListener(event -> {
                    if (Lifecycle.BEFORE_START_EVENT.equals(event.getType())
                            && context.getParent() instanceof StandardHost host) {
                        replaceErrorReport(host, properties.contentSecurityPolicy());
                    }
                });
            });
        };
    }

    /**
     * {@link FilterOrder#REQUEST_BODY}: on the context itself, which puts it after every registered filter. Not a
     * registration bean, so that the mock servlet environment of the tests, which cannot read asynchronously,
     * never sees it.
     */
    private static void addLast(Context context, String name, Filter filter) {
        FilterDef definition = new FilterDef();
        definition.setFilterName(name);
        definition.setFilter(filter);
        definition.setAsyncSupported("true");
        context.addFilterDef(definition);
        FilterMap mapping = new FilterMap();
        mapping.setFilterName(name);
        mapping.addURLPattern("/*");
        mapping.setDispatcher(DispatcherType.REQUEST.name());
        mapping.setDispatcher(DispatcherType.ASYNC.name());
        context.addFilterMap(mapping);
    }

    /** The host has installed its stock error valve by the time its contexts start; swap it before it starts. */
    static void replaceErrorReport(StandardHost host, String contentSecurityPolicy) {
        host.setErrorReportValveClass(ProblemErrorReportValve.class.getName());
        for (Valve valve : host.getPipeline().getValves()) {
            if (valve instanceof ProblemErrorReportValve) {
                return;
            }
            if (valve instanceof ErrorReportValve) {
                host.getPipeline().removeValve(valve);
            }
        }
        host.getPipeline().addValve(new ProblemErrorReportValve(contentSecurityPolicy));
    }

    /**
     * The edge's answers in the contract: every operation may get 400 (a request the container or the query-encoding
     * filter cannot read), 414 (a request line too long) and 431 (headers
     * too large) from the container; every operation that takes a body may get 408 (too slow), 413 (too large) and
     * 503 (too many bodies arriving at once), whoever handles it; not those that read their body as a stream, which
     * the body filter leaves alone.
     */
    @Bean
    OpenApiCustomizer edgeResponses() {
        return openApi -> {
            OpenApiConfiguration.eachOperation(openApi, operation -> {
                addResponse(
                        operation,
                        "400",
                        "The request is not valid HTTP, or its query string or path is not percent-encoded UTF-8");
                addResponse(
                        operation,
                        "414",
                        "The request line is longer than `server.max-http-request-header-size`;"
                                + " large boards go in the body of a POST");
                addResponse(
                        operation, "431", "The request headers are larger than `server.max-http-request-header-size`");
            });
            if (openApi.getPaths() == null) {
                return;
            }
            openApi.getPaths().entrySet().stream()
                    .filter(path -> !RequestBodyFilter.STREAMED_BODIES.contains(path.getKey()))
                    .forEach(path -> path.getValue().readOperations().stream()
                            .filter(operation -> operation.getRequestBody() != null)
                            .forEach(operation -> {
                                addResponse(
                                        operation,
                                        "408",
                                        "The request body did not arrive within"
                                                + " `fifteen.http.request-read-timeout`");
                                addResponse(
                                        operation,
                                        "413",
                                        "The request body is larger than `fifteen.http.max-request-size`");
                                addResponse(
                                        operation,
                                        "503",
                                        "Too many request bodies arriving at once"
                                                + " (`fifteen.http.body-buffer-budget`); retry after `Retry-After`"
                                                + " seconds");
                            }));
        };
    }

    private static void addResponse(Operation operation, String status, String description) {
        if (operation.getResponses() == null || operation.getResponses().containsKey(status)) {
            return;
        }
        operation
                .getResponses()
                .addApiResponse(
                        status,
                        new ApiResponse().description(description).content(OpenApiConfiguration.problemContent()));
    }

    @Override
    public void addCorsMappings(CorsRegistry registry) {
        if (properties.corsAllowedOrigins().isEmpty()) {
            return;
        }
        String[] origins = properties.corsAllowedOrigins().toArray(String[]::new);
        for (String path : API_PATHS) {
            registry.addMapping(path)
                    .allowedOrigins(origins)
                    // a preflight is granted only the method it asks for, and only where a handler takes it
                    .allowedMethods("*")
                    .allowedHeaders(HttpHeaders.CONTENT_TYPE, HttpHeaders.ACCEPT, RequestIdFilter.HEADER)
                    .exposedHeaders(RequestIdFilter.HEADER, HttpHeaders.RETRY_AFTER, HttpHeaders.LOCATION)
                    .maxAge(3600);
        }
    }
}
