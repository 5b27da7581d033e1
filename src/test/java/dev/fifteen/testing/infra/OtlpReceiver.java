package dev.fifteen.testing.infra;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.opentelemetry.proto.collector.trace.v1.ExportTraceServiceRequest;
import io.opentelemetry.proto.common.v1.AnyValue;
import io.opentelemetry.proto.common.v1.KeyValue;
import io.opentelemetry.proto.trace.v1.ResourceSpans;
import io.opentelemetry.proto.trace.v1.ScopeSpans;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.zip.GZIPInputStream;

/**
 * A collector's OTLP/HTTP trace endpoint for a test: an HTTP server on a loopback port that accepts
 * {@code POST /v1/traces} with the protobuf export the OpenTelemetry SDK sends ({@code application/x-protobuf},
 * optionally gzipped), decodes each {@code ExportTraceServiceRequest} with the protocol's own generated classes and
 * keeps its spans. Anything else is answered 404 and counted, so that a test sees a wrong path or encoding.
 */
public final class OtlpReceiver implements AutoCloseable {

    /** One received span, its ids in lowercase hex as in {@code traceparent}, its attributes as text. */
    public record ReceivedSpan(
            String traceId, String spanId, String parentSpanId, String name, Map<String, String> attributes) {

        public String attribute(String key) {
            return attributes.get(key);
        }
    }

    private final HttpServer server;
    private final List<ReceivedSpan> spans = new CopyOnWriteArrayList<>();
    private final AtomicInteger exports = new AtomicInteger();
    private final AtomicInteger refused = new AtomicInteger();

    private OtlpReceiver(HttpServer server) {
        this.server = server;
    }

    /** Starts on a free loopback port. */
    public static OtlpReceiver start() throws IOException {
        return start(0);
    }

    /** Starts on the given loopback port (0: any free one). */
    public static OtlpReceiver start(int port) throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 16);
        OtlpReceiver receiver = new OtlpReceiver(server);
        server.createContext("/", receiver::handle);
        server.start();
        return receiver;
    }

    /** The address to configure as the exporter's endpoint. */
    public String tracesEndpoint() {
        return "http://127.0.0.1:" + server.getAddress().getPort() + "/v1/traces";
    }

    public int port() {
        return server.getAddress().getPort();
    }

    /** Every span received so far. */
    public List<ReceivedSpan> spans() {
        return List.copyOf(spans);
    }

    /** The spans received so far of one trace. */
    public List<ReceivedSpan> trace(String traceId) {
        return spans.stream().filter(span -> span.traceId().equals(traceId)).toList();
    }

    /** Requests of any kind that arrived: exports accepted and requests refused. */
    public int requests() {
        return exports.get() + refused.get();
    }

    private void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            String type = exchange.getRequestHeaders().getFirst("Content-Type");
            if (!"POST".equals(exchange.getRequestMethod())
                    || !"/v1/traces".equals(exchange.getRequestURI().getPath())
                    || type == null
                    || !type.startsWith("application/x-protobuf")) {
                refused.incrementAndGet();
                exchange.sendResponseHeaders(404, -1);
                return;
            }
            InputStream body = exchange.getRequestBody();
            if ("gzip".equalsIgnoreCase(exchange.getRequestHeaders().getFirst("Content-Encoding"))) {
                body = new GZIPInputStream(body);
            }
            ExportTraceServiceRequest export = ExportTraceServiceRequest.parseFrom(body.readAllBytes());
            for (ResourceSpans resource : export.getResourceSpansList()) {
                for (ScopeSpans scope : resource.getScopeSpansList()) {
                    for (io.opentelemetry.proto.trace.v1.Span span : scope.getSpansList()) {
                        spans.add(received(span));
                    }
                }
            }
            exports.incrementAndGet();
            // an empty ExportTraceServiceResponse (no bytes): everything accepted
            exchange.getResponseHeaders().set("Content-Type", "application/x-protobuf");
            exchange.sendResponseHeaders(200, -1);
        }
    }

    private static ReceivedSpan received(io.opentelemetry.proto.trace.v1.Span span) {
        HexFormat hex = HexFormat.of();
        Map<String, String> attributes = new LinkedHashMap<>();
        for (KeyValue attribute : span.getAttributesList()) {
            attributes.put(attribute.getKey(), text(attribute.getValue()));
        }
        return new ReceivedSpan(
                hex.formatHex(span.getTraceId().toByteArray()),
                hex.formatHex(span.getSpanId().toByteArray()),
                hex.formatHex(span.getParentSpanId().toByteArray()),
                span.getName(),
                attributes);
    }

    private static String text(AnyValue value) {
        return switch (value.getValueCase()) {
            case STRING_VALUE -> value.getStringValue();
            case BOOL_VALUE -> Boolean.toString(value.getBoolValue());
            case INT_VALUE -> Long.toString(value.getIntValue());
            case DOUBLE_VALUE -> Double.toString(value.getDoubleValue());
            default -> value.toString();
        };
    }

    /** Stops the server at once. */
    @Override
    public void close() {
        server.stop(0);
    }
}
