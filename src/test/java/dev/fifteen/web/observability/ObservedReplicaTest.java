package dev.fifteen.web.observability;

import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.util.ContextInitializer;
import dev.fifteen.testing.infra.LoadBalancer;
import dev.fifteen.testing.infra.OtlpReceiver;
import dev.fifteen.testing.infra.OtlpReceiver.ReceivedSpan;
import dev.fifteen.testing.infra.PrometheusServer;
import dev.fifteen.testing.infra.RedisServer;
import dev.fifteen.testing.infra.Replica;
import org.awaitility.core.ConditionTimeoutException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import org.slf4j.LoggerFactory;
import org.springframework.boot.logging.LoggingSystem;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.random.RandomGenerator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * One replica observed as operators would: its spans exported over OTLP/HTTP to a real receiver on a loopback port,
 * its console logs structured (ECS JSON), Redis on (a real {@code redis-server}), a real HAProxy in front of it and a
 * real Prometheus scraping its management port. A context of its own, because each of these needs properties the
 * shared test context cannot have (an export endpoint, structured logs, Redis, real ports); every test here shares
 * it.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@ExtendWith({RedisServer.Installed.class, OutputCaptureExtension.class})
class ObservedReplicaTest {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    /** A 3 x 3 board whose optimal solution has 31 slides, for the warm-up and the logs. */
    private static final String BOARD = "8,6,7/2,5,4/3,0,1";

    /** The same board turned upside down, 31 slides from its goal too: solved by the span test alone. */
    private static final String TRACED_BOARD = "3,0,1/2,5,4/8,6,7";

    private final RandomGenerator ids = RandomGenerator.of("L64X128MixRandom");
    private final HttpClient http =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    private OtlpReceiver receiver;
    private RedisServer redis;
    private Replica replica;

    @BeforeAll
    void start() throws Exception {
        receiver = OtlpReceiver.start();
        redis = RedisServer.start();
        // a context started earlier in this JVM (the shared one) has initialized the logging system, which Boot
        // then leaves alone: let the replica configure it, with its structured console
        LoggingSystem.get(getClass().getClassLoader()).cleanUp();
        replica = Replica.start(Map.of(
                "management.opentelemetry.tracing.export.otlp.endpoint", receiver.tracesEndpoint(),
                "management.opentelemetry.tracing.export.schedule-delay", "100ms",
                "fifteen.cluster.redis.enabled", "true",
                "spring.data.redis.host", "127.0.0.1",
                "spring.data.redis.port", Integer.toString(redis.port()),
                "logging.config", "classpath:logback-structured.xml",
                "logging.structured.format.console", "ecs",
                // a line for each request and its answer, written on the request's threads
                "logging.level.org.springframework.web.servlet.DispatcherServlet", "debug"));
    }

    @AfterAll
    void stop() throws Exception {
        try {
            if (replica != null) {
                replica.close();
            }
            if (redis != null) {
                redis.close();
            }
            if (receiver != null) {
                receiver.close();
            }
        } finally {
            // the other tests of this JVM log as logback-test.xml says, not in JSON
            LoggerContext logging = (LoggerContext) LoggerFactory.getILoggerFactory();
            logging.reset();
            new ContextInitializer(logging).autoConfig();
        }
    }

    @Test
    void aSolveIsASpanWithTheSearchsAttributesInTheCallersTrace() throws Exception {
        Trace caller = newTrace();
        HttpResponse<String> answer = get(
                "/solve?board=" + TRACED_BOARD + "&goal=7,8,0/4,5,6/1,2,3&strategy=optimal",
                "traceparent",
                caller.traceparent());
        assertThat(answer.statusCode()).as(answer.body()).isEqualTo(200);
        assertThat(answer.headers().firstValue("traceparent"))
                .hasValueSatisfying(header -> assertThat(header).startsWith("00-" + caller.traceId() + "-"));

        ReceivedSpan server =
                awaitSpan(caller.traceId(), span -> caller.spanId().equals(span.parentSpanId()));
        ReceivedSpan solve = awaitSpan(caller.traceId(), span -> span.name().equals("solve"));
        assertThat(solve.parentSpanId())
                .as("the solve is a child of the request's span")
                .isEqualTo(server.spanId());
        assertThat(solve.attributes())
                .containsEntry("fifteen.shape", "3x3")
                .containsEntry("fifteen.strategy", "optimal")
                .containsEntry("fifteen.heuristic", "exact distance table")
                .containsEntry("fifteen.length", "31")
                .containsEntry("fifteen.optimal", "true")
                .containsEntry("fifteen.cached", "false");
        assertThat(Long.parseLong(solve.attribute("fifteen.nodes"))).isPositive();

        // the cache lookup went to Redis: its command spans belong to the same trace
        ReceivedSpan redisCall = awaitSpan(
                caller.traceId(),
                span -> span.attributes().values().stream().anyMatch(value -> value.equalsIgnoreCase("redis")));
        assertThat(redisCall.spanId()).isNotEqualTo(solve.spanId());

        // the 3 x 3 table this replica built for the search is a trace of its own
        ReceivedSpan build = awaitSpan(
                null,
                span -> span.name().equals("pattern-table-build") && "3x3".equals(span.attribute("fifteen.shape")));
        assertThat(build.attribute("fifteen.goal-blank")).matches("[0-8]");

        Trace again = newTrace();
        assertThat(get(
                                "/solve?board=" + TRACED_BOARD + "&goal=7,8,0/4,5,6/1,2,3&strategy=optimal",
                                "traceparent",
                                again.traceparent())
                        .statusCode())
                .isEqualTo(200);
        ReceivedSpan cached = awaitSpan(again.traceId(), span -> span.name().equals("solve"));
        assertThat(cached.attributes()).containsEntry("fifteen.cached", "true").containsEntry("fifteen.length", "31");
    }

    @Test
    void eachBoardOfABatchAndAGridCountAreSpansOfTheirRequest() throws Exception {
        Trace batch = newTrace();
        HttpResponse<String> answer = http.send(
                HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + replica.port() + "/solve/batch"))
                        .header("Content-Type", "application/x-ndjson")
                        .header("traceparent", batch.traceparent())
                        .timeout(Duration.ofSeconds(60))
                        .POST(HttpRequest.BodyPublishers.ofString(
                                "{\"board\":\"1,2,3/4,5,6/7,0,8\"}\n{\"board\":\"1,2,3/4,5,6/0,7,8\"}\n"))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(answer.statusCode()).as(answer.body()).isEqualTo(200);
        ReceivedSpan server = awaitSpan(batch.traceId(), span -> batch.spanId().equals(span.parentSpanId()));
        for (String index : List.of("0", "1")) {
            ReceivedSpan board = awaitSpan(
                    batch.traceId(),
                    span -> span.name().equals("solve-batch-board")
                            && index.equals(span.attribute("fifteen.batch.index")));
            assertThat(board.parentSpanId()).isEqualTo(server.spanId());
            assertThat(board.attributes()).containsEntry("fifteen.shape", "3x3").containsKey("fifteen.length");
        }

        Trace count = newTrace();
        assertThat(get("/sliding-game/count?primeLimit=1000", "traceparent", count.traceparent())
                        .statusCode())
                .isEqualTo(200);
        ReceivedSpan grids = awaitSpan(count.traceId(), span -> span.name().equals("grid-count"));
        assertThat(grids.attributes())
                .containsEntry("fifteen.prime-limit", "1000")
                .containsKey("fifteen.cached");
    }

    /**
     * Through a real HAProxy with the shipped frontend rules: a caller's {@code traceparent} reaches the replica
     * unchanged, and a request without one gets one from the balancer, so that the replica's server span has a
     * parent (a trace the service started itself would have none).
     */
    @Test
    void theLoadBalancerPassesATraceOnAndStartsOneWhenMissing() throws Exception {
        try (LoadBalancer balancer = LoadBalancer.inFrontOf(replica.port())) {
            Trace caller = newTrace();
            HttpResponse<String> passed = through(balancer, "traceparent", caller.traceparent());
            assertThat(passed.statusCode()).isEqualTo(200);
            assertThat(passed.headers().firstValue("traceparent"))
                    .hasValueSatisfying(header -> assertThat(header).startsWith("00-" + caller.traceId() + "-"));
            ReceivedSpan continued =
                    awaitSpan(caller.traceId(), span -> caller.spanId().equals(span.parentSpanId()));
            assertThat(continued.name()).startsWith("http get");

            HttpResponse<String> started = through(balancer);
            assertThat(started.statusCode()).isEqualTo(200);
            String traceId =
                    started.headers().firstValue("traceparent").orElseThrow().substring(3, 35);
            ReceivedSpan server = awaitSpan(traceId, span -> span.name().startsWith("http get"));
            assertThat(server.parentSpanId())
                    .as("the span HAProxy named in the traceparent it made")
                    .matches("[0-9a-f]{16}");
        }
    }

    private HttpResponse<String> through(LoadBalancer balancer, String... headers) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(
                        URI.create("http://127.0.0.1:" + balancer.port() + "/solvability?board=1,2,3/4,5,6/7,8,0"))
                .timeout(Duration.ofSeconds(30));
        if (headers.length > 0) {
            request.headers(headers);
        }
        return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void everyLineWrittenDuringARequestIsJsonWithItsTraceId(CapturedOutput output) throws Exception {
        Trace caller = newTrace();
        int mark = output.getOut().length();
        assertThat(get("/solve?board=" + BOARD, "traceparent", caller.traceparent())
                        .statusCode())
                .isEqualTo(200);
        assertThat(get("/solvability?board=1,2,3/4,5,6/7,8,8", "traceparent", caller.traceparent())
                        .statusCode())
                .isEqualTo(400);
        List<String> lines = await().atMost(Duration.ofSeconds(10))
                .until(
                        () -> Arrays.stream(output.getOut().substring(mark).split("\n"))
                                .filter(line -> !line.isBlank())
                                .toList(),
                        written -> written.stream().anyMatch(line -> line.contains("Completed 400")));
        List<JsonNode> requestLines = lines.stream()
                .map(line -> {
                    try {
                        return JSON.readTree(line);
                    } catch (RuntimeException notJson) {
                        throw new AssertionError("not a JSON line: " + line, notJson);
                    }
                })
                .filter(json -> json.path("process")
                        .path("thread")
                        .path("name")
                        .asString("")
                        .startsWith("http-nio"))
                .toList();
        assertThat(requestLines).as("the lines of the two requests").hasSizeGreaterThanOrEqualTo(4);
        assertThat(requestLines)
                .allSatisfy(json -> assertThat(json.path("traceId").asString(""))
                        .as(json.toString())
                        .isEqualTo(caller.traceId()))
                .allSatisfy(json -> assertThat(json.path("spanId").asString("")).matches("[0-9a-f]{16}"));
    }

    @Test
    void everyMetricTheDashboardAndTheRulesUseIsExported() throws Exception {
        warmUp();
        Set<String> exported = exportedMetricNames();
        assertThat(exported).containsAll(ObservabilityFiles.metricNamesUsed());
    }

    @Test
    void aRealPrometheusScrapesTheManagementPortAndLoadsTheRules() throws Exception {
        warmUp();
        try (PrometheusServer prometheus = PrometheusServer.scraping(
                "127.0.0.1:" + replica.managementPort(), "/actuator/prometheus", ObservabilityFiles.RULES)) {
            JsonNode size;
            try {
                size = await().atMost(Duration.ofSeconds(30))
                        .pollInterval(Duration.ofMillis(500))
                        .until(
                                () -> JSON.readTree(prometheus.query("fifteen_solve_pool_size{job=\"fifteen\"}"))
                                        .path("data")
                                        .path("result"),
                                result -> result.size() == 1);
            } catch (ConditionTimeoutException notScraped) {
                throw new AssertionError(
                        "Prometheus has no sample; its targets: " + prometheus.get("/api/v1/targets"), notScraped);
            }
            assertThat(size.get(0).path("value").get(1).asString()).matches("[1-9][0-9]*");
            JsonNode groups =
                    JSON.readTree(prometheus.get("/api/v1/rules")).path("data").path("groups");
            assertThat(groups.size()).isEqualTo(1);
            assertThat(groups.get(0).path("rules").size()).isEqualTo(5);
            await().atMost(Duration.ofSeconds(30))
                    .pollInterval(Duration.ofMillis(500))
                    .untilAsserted(() -> assertThat(JSON.readTree(prometheus.get("/api/v1/rules"))
                                    .path("data")
                                    .path("groups")
                                    .get(0)
                                    .path("rules"))
                            .allSatisfy(rule ->
                                    assertThat(rule.path("health").asString()).isEqualTo("ok")));
        }
    }

    /** Requests that make every meter the dashboard and the rules read appear. */
    private void warmUp() throws Exception {
        assertThat(get("/solve?board=" + BOARD).statusCode()).isEqualTo(200);
        assertThat(get("/solve?board=" + BOARD).statusCode()).isEqualTo(200); // a cache hit
        assertThat(get("/solvability?board=1,2,3/4,5,6/7,8,8").statusCode()).isEqualTo(400);
        assertThat(get("/sliding-game/count?primeLimit=1000").statusCode()).isEqualTo(200);
        assertThat(get("/scramble?rows=3&cols=3&seed=1").statusCode()).isEqualTo(200);
    }

    private Set<String> exportedMetricNames() {
        HttpResponse<String> scrape = replica.management("/actuator/prometheus");
        assertThat(scrape.statusCode()).isEqualTo(200);
        Set<String> names = new TreeSet<>();
        for (String line : scrape.body().split("\n")) {
            if (!line.isBlank() && !line.startsWith("#")) {
                int end = line.indexOf('{');
                names.add(line.substring(0, end >= 0 ? end : line.indexOf(' ')));
            }
        }
        return names;
    }

    private HttpResponse<String> get(String pathAndQuery, String... headers) {
        return replica.get(pathAndQuery, headers);
    }

    private ReceivedSpan awaitSpan(String traceId, java.util.function.Predicate<ReceivedSpan> wanted) {
        return await().atMost(Duration.ofSeconds(30))
                .pollInterval(Duration.ofMillis(50))
                .until(
                        () -> (traceId == null ? receiver.spans() : receiver.trace(traceId))
                                .stream().filter(wanted).findFirst(),
                        Optional::isPresent)
                .orElseThrow();
    }

    /** A caller's trace context: new random ids, sampled. */
    private Trace newTrace() {
        HexFormat hex = HexFormat.of();
        byte[] trace = new byte[16];
        byte[] span = new byte[8];
        ids.nextBytes(trace);
        ids.nextBytes(span);
        return new Trace(hex.formatHex(trace), hex.formatHex(span));
    }

    private record Trace(String traceId, String spanId) {
        String traceparent() {
            return "00-" + traceId + "-" + spanId + "-01";
        }
    }
}
