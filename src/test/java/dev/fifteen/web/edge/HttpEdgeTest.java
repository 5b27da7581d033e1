package dev.fifteen.web.edge;

import dev.fifteen.FifteenApplication;
import dev.fifteen.search.planning.SolvePool;
import dev.fifteen.testing.infra.RawHttp;
import dev.fifteen.web.solve.SolveProperties;
import org.awaitility.core.ConditionTimeoutException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.opentest4j.TestAbortedException;
import org.springframework.boot.availability.ApplicationAvailability;
import org.springframework.boot.availability.ReadinessState;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.core.env.Environment;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * The service's edge over a real socket, in one server context: malformed requests of every kind get Problem
 * Details (never HTML, never a class name), trickling uploads hold no worker thread while the management port and
 * ordinary requests answer, and a context closed during a long solve still gives its client a complete answer.
 * The server runs with 16 worker threads, far fewer than the slow sockets, so a held thread would show.
 * The application is started here rather than by the test framework's context cache, because the last test
 * closes it as SIGTERM would.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
@ExtendWith(OutputCaptureExtension.class)
class HttpEdgeTest {

    /** A Java class or package name, as a stack trace or a framework message would show it. */
    private static final Pattern JAVA_NAME =
            Pattern.compile("\\b(java|javax|jakarta|org|com|tools|dev)\\.[a-z]+\\.|Exception\\b|Feature\\.[A-Z_]+");

    private static final String JSON = "Content-Type: application/json\r\n";
    private static final String APP_ORIGIN = "https://app.example.org";

    private static ConfigurableApplicationContext context;
    private static int port;
    private static int managementPort;

    @BeforeAll
    static void start() {
        context = new SpringApplicationBuilder(FifteenApplication.class)
                .properties(
                        "server.port=0",
                        "server.address=127.0.0.1",
                        "management.server.port=0",
                        "management.server.address=127.0.0.1",
                        "server.tomcat.threads.max=16",
                        "fifteen.http.max-request-size=1MB",
                        "fifteen.http.request-read-timeout=3s",
                        "fifteen.http.cors-allowed-origins=" + APP_ORIGIN,
                        "fifteen.sliding-game.large-count-from=1000000",
                        "fifteen.sliding-game.max-concurrent-large-counts=1")
                .run();
        port = context.getEnvironment().getRequiredProperty("local.server.port", Integer.class);
        managementPort = context.getEnvironment().getRequiredProperty("local.management.port", Integer.class);
    }

    @AfterAll
    static void stop() {
        if (context != null) {
            context.close();
        }
    }

    static Stream<Arguments> malformedRequests() {
        String hugeQuery = "1,".repeat(40_000) + "0";
        String longHeader = "X-Filler: " + "a".repeat(70_000) + "\r\n";
        String oversizedJson = "{\"board\":[[" + "1,".repeat(600_000) + "0]]}";
        return Stream.of(
                // percent-encoding on every endpoint that reads a board from the query
                get("bad escape", "/solvability?board=1,2/3,%zz", 400),
                get("lone 0xFF", "/solvability?board=1,2/3,%FF", 400),
                get("overlong UTF-8", "/solvability?board=1,2/3,%C0%B0", 400),
                get("escape on /solve", "/solve?board=1,2/3,%zz", 400),
                get("0xFF on /solve", "/solve?board=%FF", 400),
                get("overlong on /solve", "/solve?board=%C0%B0", 400),
                get("escape on hint", "/solve/hint?board=1,2/3,%zz", 400),
                get("0xFF on hint", "/solve/hint?board=%FF,2/3,0", 400),
                get("overlong on hint", "/solve/hint?board=%C0%B0", 400),
                get("truncated escape", "/solvability?board=1,2/3,0%", 400),
                get("half escape", "/solvability?board=1,2/3,0%2", 400),
                get("truncated UTF-8", "/solvability?board=1,2/3,0&goal=%E2%82", 400),
                get("escape in goal", "/solvability?board=1,2/3,0&goal=%zz", 400),
                get("escape on scramble", "/scramble?rows=3&cols=%zz", 400),
                get("escape on count", "/sliding-game/count?primeLimit=%G1", 400),
                // numbers are ASCII digits, within their type's range
                get("Arabic-Indic digits", "/solvability?board=%D9%A1,%D9%A2/%D9%A3,%D9%A0", 400),
                get("fullwidth digits", "/sliding-game/count?primeLimit=%EF%BC%91%EF%BC%90", 400),
                get("hexadecimal", "/scramble?rows=0x10&cols=3", 400),
                get("exponent", "/scramble?rows=1e3&cols=3", 400),
                get("64-bit seed overflow", "/scramble?rows=3&cols=3&seed=99999999999999999999", 400),
                get("64-bit timeout overflow", "/solve?board=1,2/3,0&timeoutMs=99999999999999999999", 400),
                get("32-bit rows overflow", "/scramble?rows=99999999999&cols=3", 400),
                get("missing board", "/solvability", 400),
                get("empty board", "/solvability?board=", 400),
                get("fullwidth in moves", "/sliding-game/moves?rows=%EF%BC%95&cols=5", 400),
                // paths
                get("dot-dot escaped", "/%2e%2e/%2e%2e/etc/passwd", 400),
                get("dot-dot", "/../../etc/passwd", 400),
                get("encoded slash", "/solvability%2fx", 400),
                get("encoded backslash", "/%5c..%5cwindows", 400),
                get("encoded NUL", "/solvability%00", 400),
                get("bad escape in path", "/solv%zzability", 400),
                get("unknown path", "/no-such-thing", 404),
                get("the error path", "/error", 404),
                get("trailing slash", "/solvability/", 404),
                get("actuator on the API port", "/actuator/health", 404),
                get("missing static file", "/js/no-such-file.js", 404),
                raw("raw 0xFF in path", "GET /\u00ff HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n", 400),
                // methods
                raw("DELETE", "DELETE /solvability HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n", 405),
                raw(
                        "PUT",
                        "PUT /solve HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\nConnection: close\r\n\r\n",
                        405),
                raw(
                        "PATCH",
                        "PATCH /scramble HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\nConnection: close\r\n\r\n",
                        405),
                raw(
                        "POST on the page",
                        "POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\nConnection: close\r\n\r\n",
                        405),
                raw("TRACE", "TRACE / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n", 405),
                raw(
                        "unknown method",
                        "FROB /solvability?board=1,0 HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
                        405),
                raw(
                        "lower-case method",
                        "get /solvability?board=1,0 HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
                        405),
                raw("double space", "GET  /solvability HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n", 400),
                raw(
                        "space in target",
                        "GET /solvability?board=1 2 HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
                        400),
                // versions
                raw("HTTP/2.0 as text", "GET / HTTP/2.0\r\nHost: localhost\r\nConnection: close\r\n\r\n", 505),
                raw("HTTP/3.0", "GET / HTTP/3.0\r\nHost: localhost\r\nConnection: close\r\n\r\n", 505),
                raw("HTTP/1.2", "GET / HTTP/1.2\r\nHost: localhost\r\nConnection: close\r\n\r\n", 505),
                raw("not HTTP", "GET / FOO/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n", 400),
                raw("garbled version", "GET / HTTP/1.1x\r\nHost: localhost\r\nConnection: close\r\n\r\n", 400),
                // headers
                raw("two Host headers", "GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\nConnection: close\r\n\r\n", 400),
                raw("no Host header", "GET / HTTP/1.1\r\nConnection: close\r\n\r\n", 400),
                raw(
                        "header without colon",
                        "GET / HTTP/1.1\r\nHost: localhost\r\nNoColon\r\nConnection: close\r\n\r\n",
                        400),
                raw(
                        "space in header name",
                        "GET / HTTP/1.1\r\nHost: localhost\r\nBad Name: x\r\nConnection: close\r\n\r\n",
                        400),
                raw(
                        "NUL in header",
                        "GET / HTTP/1.1\r\nHost: localhost\r\nX-A: a\u0000b\r\nConnection: close\r\n\r\n",
                        400),
                raw(
                        "control character in header",
                        "GET / HTTP/1.1\r\nHost: localhost\r\nX-A: a\u0001b\r\nConnection: close\r\n\r\n",
                        400),
                raw(
                        "headers over the limit",
                        "GET / HTTP/1.1\r\nHost: localhost\r\n" + longHeader + "Connection: close\r\n\r\n",
                        431),
                raw(
                        "request line over the limit",
                        "GET /solvability?board=" + hugeQuery
                                + " HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
                        414),
                // bodies
                raw(
                        "Content-Length not a number",
                        "POST /solvability HTTP/1.1\r\nHost: localhost\r\n" + JSON
                                + "Content-Length: abc\r\nConnection: close\r\n\r\n",
                        400),
                raw(
                        "two Content-Lengths",
                        "POST /solvability HTTP/1.1\r\nHost: localhost\r\n" + JSON
                                + "Content-Length: 5\r\nContent-Length: 6\r\nConnection: close\r\n\r\n{}   ",
                        400),
                raw(
                        "Content-Length and chunked",
                        "POST /solvability HTTP/1.1\r\nHost: localhost\r\n" + JSON
                                + "Content-Length: 5\r\nTransfer-Encoding: chunked\r\nConnection:"
                                + " close\r\n\r\n0\r\n\r\n",
                        400),
                raw(
                        "unknown transfer coding",
                        "POST /solvability HTTP/1.1\r\nHost: localhost\r\n" + JSON
                                + "Transfer-Encoding: rot13\r\nConnection: close\r\n\r\n",
                        501),
                raw(
                        "bad chunk size",
                        "POST /solvability HTTP/1.1\r\nHost: localhost\r\n" + JSON
                                + "Transfer-Encoding: chunked\r\nConnection: close\r\n\r\nzz\r\n{}\r\n0\r\n\r\n",
                        400),
                raw(
                        "declared too large",
                        "POST /solvability HTTP/1.1\r\nHost: localhost\r\n" + JSON
                                + "Content-Length: 17000000\r\nConnection: close\r\n\r\n{",
                        413),
                raw(
                        "declared too large, expecting 100",
                        "POST /solvability HTTP/1.1\r\nHost: localhost\r\n" + JSON
                                + "Content-Length: 17000000\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n",
                        413),
                raw(
                        "chunked past the limit",
                        "POST /solvability HTTP/1.1\r\nHost: localhost\r\n" + JSON
                                + "Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
                                + Integer.toHexString(oversizedJson.length()) + "\r\n" + oversizedJson
                                + "\r\n0\r\n\r\n",
                        413),
                post("not JSON", "/solvability", "{board:", 400),
                post("leading zero", "/solvability", "{\"board\":[[01,2],[3,0]]}", 400),
                post("tile over 32 bits", "/solvability", "{\"board\":[[99999999999,2],[3,0]]}", 400),
                post("seed over 64 bits", "/scramble", "{\"rows\":3,\"cols\":3,\"seed\":99999999999999999999}", 400),
                post("wrong type", "/solvability", "{\"board\":\"1,2/3,0\"}", 400),
                raw(
                        "text body",
                        "POST /solvability HTTP/1.1\r\nHost: localhost\r\nContent-Type:"
                                + " text/plain\r\nContent-Length: 2\r\nConnection: close\r\n\r\nhi",
                        415),
                // content negotiation does not turn an error into HTML
                raw(
                        "HTML wanted, 404",
                        "GET /no-such-thing HTTP/1.1\r\nHost: localhost\r\nAccept: text/html\r\nConnection:"
                                + " close\r\n\r\n",
                        404),
                raw(
                        "HTML wanted, 400",
                        "GET /solvability?board=x HTTP/1.1\r\nHost: localhost\r\nAccept: text/html\r\nConnection:"
                                + " close\r\n\r\n",
                        400),
                raw(
                        "HTML wanted, error path",
                        "GET /error HTTP/1.1\r\nHost: localhost\r\nAccept: text/html\r\nConnection: close\r\n\r\n",
                        404));
    }

    private static Arguments get(String name, String target, int status) {
        return raw(name, "GET " + target + " HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n", status);
    }

    private static Arguments post(String name, String path, String body, int status) {
        return raw(
                name,
                "POST " + path + " HTTP/1.1\r\nHost: localhost\r\n" + JSON + "Content-Length: "
                        + body.getBytes(StandardCharsets.UTF_8).length + "\r\nConnection: close\r\n\r\n" + body,
                status);
    }

    private static Arguments raw(String name, String request, int status) {
        return Arguments.of(name, request, status);
    }

    @Order(1)
    @ParameterizedTest(name = "{0} -> {2}")
    @MethodSource("malformedRequests")
    void everyMalformedRequestGetsProblemDetails(String name, String request, int status, CapturedOutput output)
            throws IOException {
        int logStart = output.getAll().length();
        RawHttp.Response response = RawHttp.exchange(port, request.getBytes(StandardCharsets.UTF_8));

        assertThat(response.status()).as(name + ": " + response.body()).isEqualTo(status);
        assertThat(response.header("Content-Type")).as(name).startsWith("application/problem+json");
        assertThat(response.body())
                .as(name)
                .contains("\"type\":\"urn:problem-type:")
                .contains("\"status\":" + status)
                .doesNotContainIgnoringCase("<html");
        assertThat(JAVA_NAME.matcher(response.body()).find())
                .as(name + " names a Java class: " + response.body())
                .isFalse();
        assertThat(response.header("X-Content-Type-Options")).as(name).isEqualTo("nosniff");
        assertThat(output.getAll().substring(logStart))
                .as(name + ": an expected outcome logs no stack trace")
                .doesNotContain("\tat ")
                .doesNotContain("ERROR");
    }

    @Order(2)
    @Test
    void rangeErrorsSayTheRealRange() throws IOException {
        RawHttp.Response seed = RawHttp.exchange(
                port,
                "GET /scramble?rows=3&cols=3&seed=99999999999999999999"
                        + " HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
        assertThat(seed.body()).contains(Long.toString(Long.MAX_VALUE)).doesNotContain("32-bit");
        String body = "{\"rows\":3,\"cols\":3,\"seed\":99999999999999999999}";
        RawHttp.Response json = RawHttp.exchange(
                port,
                "POST /scramble HTTP/1.1\r\nHost: localhost\r\n" + JSON + "Content-Length: " + body.length()
                        + "\r\nConnection: close\r\n\r\n" + body);
        assertThat(json.body()).contains(Long.toString(Long.MAX_VALUE));
    }

    @Order(2)
    @Test
    void getBoardsWorkUpToTheDocumentedSizeThenPointToPost() throws IOException {
        RawHttp.Response fits = RawHttp.exchange(
                port,
                "GET /solvability?board=" + textBoard(100)
                        + " HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
        assertThat(fits.status()).as(fits.body()).isEqualTo(200);
        RawHttp.Response tooLong = RawHttp.exchange(
                port,
                "GET /solvability?board=" + textBoard(120)
                        + " HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
        assertThat(tooLong.status()).isEqualTo(414);
        assertThat(tooLong.body()).contains("POST").contains("urn:problem-type:uri-too-long");
    }

    /** The standard goal of a side x side board in the text form: the longest text of its shape but one. */
    private static String textBoard(int side) {
        StringBuilder text = new StringBuilder();
        for (int cell = 1; cell <= side * side; cell++) {
            text.append(cell == side * side ? 0 : cell).append(cell % side == 0 ? "/" : ",");
        }
        return text.substring(0, text.length() - 1);
    }

    @Order(3)
    @Test
    void unexpectedAndExpectedAnswersCarryTheRequestId() throws IOException {
        RawHttp.Response response = RawHttp.exchange(
                port, "GET /solvability?board=1,1/3,0 HTTP/1.1\r\n" + "Host: localhost\r\nConnection: close\r\n\r\n");
        assertThat(response.status()).isEqualTo(400);
        String id = response.header("X-Request-Id");
        assertThat(id).isNotBlank();
        assertThat(response.body()).contains("\"requestId\":\"" + id + "\"");
    }

    @Order(4)
    @Test
    void everyAnswerCarriesTheSecurityHeaders() throws IOException {
        RawHttp.Response page =
                RawHttp.exchange(port, "GET /index.html HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
        RawHttp.Response api = RawHttp.exchange(
                port, "GET /solvability?board=1,2/3,0 HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
        for (RawHttp.Response response : List.of(page, api)) {
            assertThat(response.status()).isEqualTo(200);
            assertThat(response.header("X-Content-Type-Options")).isEqualTo("nosniff");
            assertThat(response.header("X-Frame-Options")).isEqualTo("DENY");
            assertThat(response.header("Content-Security-Policy")).contains("frame-ancestors 'none'");
        }
        assertThat(page.header("Cache-Control")).contains("max-age=");
        assertThat(api.header("Cache-Control")).isEqualTo("no-store");
    }

    @Order(5)
    @Test
    void optionsAdvertiseOnlyTheEndpointsMethods() throws IOException {
        RawHttp.Response options =
                RawHttp.exchange(port, "OPTIONS /solvability HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
        assertThat(options.header("Allow"))
                .contains("GET")
                .contains("POST")
                .doesNotContain("PUT")
                .doesNotContain("DELETE")
                .doesNotContain("PATCH");
        RawHttp.Response count = RawHttp.exchange(
                port, "OPTIONS /sliding-game/count HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
        assertThat(count.header("Allow")).contains("GET").doesNotContain("POST").doesNotContain("PUT");
        RawHttp.Response page =
                RawHttp.exchange(port, "OPTIONS / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
        assertThat(page.header("Allow"))
                .doesNotContain("PUT")
                .doesNotContain("DELETE")
                .doesNotContain("PATCH");
    }

    @Order(5)
    @ParameterizedTest(name = "{0} {1} {2} -> allowed {3}")
    @MethodSource("preflights")
    void preflightsGrantOnlyTheConfiguredOriginsAndTheEndpointsMethods(
            String origin, String method, String path, boolean allowed) throws IOException {
        RawHttp.Response preflight = RawHttp.exchange(
                port,
                "OPTIONS " + path + " HTTP/1.1\r\nHost: localhost\r\n" + "Origin: " + origin
                        + "\r\nAccess-Control-Request-Method: " + method + "\r\nConnection: close\r\n\r\n");
        if (allowed) {
            assertThat(preflight.status()).isEqualTo(200);
            assertThat(preflight.header("Access-Control-Allow-Origin")).isEqualTo(origin);
            assertThat(preflight.header("Access-Control-Allow-Methods")).isEqualTo(method);
        } else {
            assertThat(preflight.header("Access-Control-Allow-Origin"))
                    .as(preflight.body())
                    .isNull();
            assertThat(preflight.header("Access-Control-Allow-Methods")).isNull();
            if (origin.equals(APP_ORIGIN) && !path.startsWith("/v3/")) {
                // refused as Problem Details that name the path and the method, where a per-path CORS
                // configuration would answer a plain-text 403 (method) or a bare 200 (a path no mapping covers,
                // as Spring does for the API description, a controller's path outside the CORS mappings)
                assertThat(preflight.status()).isEqualTo(403);
                assertThat(preflight.header("Content-Type")).startsWith("application/problem+json");
                assertThat(preflight.body())
                        .contains("\"type\":\"urn:problem-type:cross-origin-refused\"")
                        .contains("\"detail\":\"The path " + path + " does not take " + method
                                + " from another origin\"");
            }
        }
    }

    @Order(5)
    @Test
    void aCrossOriginAppMayReadTheRequestIdRetryAfterAndLocation() throws IOException {
        RawHttp.Response answer = RawHttp.exchange(
                port,
                "GET /solvability?board=1,2/3,0 HTTP/1.1\r\nHost: localhost\r\nOrigin: " + APP_ORIGIN
                        + "\r\nConnection: close\r\n\r\n");
        assertThat(answer.header("Access-Control-Allow-Origin")).isEqualTo(APP_ORIGIN);
        assertThat(answer.header("Access-Control-Expose-Headers"))
                .contains("X-Request-Id")
                .contains("Retry-After")
                .contains("Location");
    }

    static Stream<Arguments> preflights() {
        return Stream.of(
                Arguments.of(APP_ORIGIN, "POST", "/solvability", true),
                Arguments.of(APP_ORIGIN, "GET", "/sliding-game/count", true),
                Arguments.of(APP_ORIGIN, "POST", "/solve", true),
                Arguments.of(APP_ORIGIN, "POST", "/replay", true),
                Arguments.of(APP_ORIGIN, "GET", "/render", true),
                Arguments.of(APP_ORIGIN, "POST", "/render", false),
                Arguments.of(APP_ORIGIN, "PUT", "/solvability", false),
                Arguments.of(APP_ORIGIN, "DELETE", "/solve", false),
                Arguments.of(APP_ORIGIN, "DELETE", "/solve/jobs/AAAAAAAAAAAAAAAAAAAAAA", true),
                Arguments.of(APP_ORIGIN, "PUT", "/solve/jobs/AAAAAAAAAAAAAAAAAAAAAA", false),
                Arguments.of(APP_ORIGIN, "POST", "/sliding-game/count", false),
                Arguments.of("https://elsewhere.example", "POST", "/solvability", false),
                Arguments.of(APP_ORIGIN, "GET", "/index.html", false),
                Arguments.of(APP_ORIGIN, "GET", "/v3/api-docs", false));
    }

    @Order(6)
    @Test
    void busyAnswersLogNoStackTrace(CapturedOutput output) throws Exception {
        List<CompletableFuture<RawHttp.Response>> counts = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            long limit = 2_000_000_000_000L + i; // long enough (about half a second) for the six to overlap
            counts.add(CompletableFuture.supplyAsync(() -> {
                try {
                    return RawHttp.exchange(
                            port,
                            "GET /sliding-game/count?primeLimit=" + limit
                                    + " HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
                } catch (IOException e) {
                    throw new IllegalStateException(e);
                }
            }));
        }
        List<Integer> statuses = new ArrayList<>();
        for (CompletableFuture<RawHttp.Response> count : counts) {
            RawHttp.Response response = count.get(120, TimeUnit.SECONDS);
            statuses.add(response.status());
            if (response.status() == 503) {
                assertThat(response.header("Retry-After")).isNotBlank();
            }
        }
        assertThat(statuses).as("one large count at a time").contains(503).containsOnly(200, 503);
        assertThat(output.getAll()).doesNotContain("\tat ").doesNotContain("Exception");
    }

    @Order(6)
    @Test
    void healthDetailsAreOnTheManagementPortOnly() throws IOException {
        RawHttp.Response management = RawHttp.exchange(
                managementPort, "GET /actuator/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
        assertThat(management.status()).isIn(200, 503);
        assertThat(management.body()).contains("\"components\"");
        RawHttp.Response api =
                RawHttp.exchange(port, "GET /actuator/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
        assertThat(api.status()).isEqualTo(404);
    }

    @Order(6)
    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "GET /actuator/no-such-endpoint, 404, not-found",
        "GET /no-such-path, 404, not-found",
        "GET /error, 404, not-found",
        "GET /a%2fb, 400, bad-request",
        "GET /actuator/health/no-such-group, 404, not-found",
        "GET /actuator/metrics/no.such.meter, 404, not-found"
    })
    void theManagementPortsErrorsAreProblemDetails(String line, int status, String slug) throws IOException {
        RawHttp.Response response =
                RawHttp.exchange(managementPort, line + " HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
        assertThat(response.status()).as(response.body()).isEqualTo(status);
        assertThat(response.header("Content-Type")).as(response.body()).startsWith("application/problem+json");
        assertThat(response.body())
                .contains("\"type\":\"urn:problem-type:" + slug + "\"", "\"status\":" + status)
                .doesNotContain("\"timestamp\"", "<html");
        assertThat(JAVA_NAME.matcher(response.body()).find())
                .as("names a Java class: " + response.body())
                .isFalse();
    }

    /**
     * Four hundred uploads that declare 100,000 bytes and send one byte every half second, against 16 worker
     * threads: liveness on the management port answers, ordinary GET and POST requests succeed, and each slow
     * upload is cut with 408 at the read deadline.
     */
    @Order(7)
    @Test
    void tricklingUploadsStarveNobody(CapturedOutput output) throws Exception {
        int sockets = 400;
        List<Socket> slow = new ArrayList<>();
        ScheduledExecutorService trickle = Executors.newSingleThreadScheduledExecutor();
        try {
            for (int i = 0; i < sockets; i++) {
                Socket socket = new Socket(InetAddress.getLoopbackAddress(), port);
                socket.setSoTimeout(15_000);
                socket.getOutputStream()
                        .write(("POST /solvability HTTP/1.1\r\nHost: localhost\r\n" + JSON
                                        + "Content-Length: 100000\r\n\r\n{")
                                .getBytes(StandardCharsets.US_ASCII));
                slow.add(socket);
            }
            trickle.scheduleAtFixedRate(
                    () -> slow.forEach(socket -> {
                        try {
                            OutputStream out = socket.getOutputStream();
                            out.write(' ');
                            out.flush();
                        } catch (IOException e) {
                            // cut by the server: that is the point
                        }
                    }),
                    500,
                    500,
                    TimeUnit.MILLISECONDS);
            await().atMost(Duration.ofSeconds(10))
                    .pollInterval(Duration.ofMillis(50))
                    .untilAsserted(() -> assertThat(heldBodyBytes())
                            .as("the slow bodies' bytes are held, not a thread")
                            .isPositive());

            RawHttp.Response liveness = RawHttp.exchange(
                    managementPort,
                    "GET /actuator/health/liveness HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
            assertThat(liveness.status()).isEqualTo(200);
            assertThat(liveness.body()).contains("UP");
            RawHttp.Response get = RawHttp.exchange(
                    port, "GET /solvability?board=1,2/3,0 HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
            assertThat(get.status()).isEqualTo(200);
            String body = "{\"board\":[[1,2],[3,0]]}";
            RawHttp.Response post = RawHttp.exchange(
                    port,
                    "POST /solvability HTTP/1.1\r\nHost: localhost\r\n" + JSON + "Content-Length: " + body.length()
                            + "\r\nConnection: close\r\n\r\n" + body);
            assertThat(post.status()).isEqualTo(200);
            assertThat(post.body()).contains("\"solvable\":true");

            RawHttp.Response cut = RawHttp.read(slow.get(0).getInputStream());
            assertThat(cut.status()).isEqualTo(408);
            assertThat(cut.header("Content-Type")).startsWith("application/problem+json");
            assertThat(cut.body()).contains("urn:problem-type:request-timeout");
        } finally {
            trickle.shutdownNow();
            for (Socket socket : slow) {
                socket.close();
            }
        }
        // the server notices the closed sockets in its own time: no stack trace may appear meanwhile
        await().during(Duration.ofMillis(500))
                .atMost(Duration.ofSeconds(2))
                .pollInterval(Duration.ofMillis(50))
                .untilAsserted(() -> assertThat(output.getAll())
                        .as("cut and abandoned uploads are expected: no stack trace")
                        .doesNotContain("\tat "));
    }

    /**
     * SIGTERM's path without the signal: the context closes while a hard 4 x 4 board is being solved. Readiness
     * turns to refusing traffic at once, the solve's client still reads a complete answer (the solution or the
     * documented timeout answer), and the log shows no exception.
     */
    @Order(8)
    @Test
    void closingDuringALongSolveLosesNothing(CapturedOutput output) throws Exception {
        Environment environment = context.getEnvironment();
        Duration phase = environment.getProperty("spring.lifecycle.timeout-per-shutdown-phase", Duration.class);
        Duration maxTimeout = context.getBean(SolveProperties.class).maxTimeout();
        assertThat(phase).as("the shutdown phase outlasts the longest solve").isGreaterThan(maxTimeout);
        awaitReadiness();
        int logStart = output.getAll().length();
        ApplicationAvailability availability = context.getBean(ApplicationAvailability.class);
        SolvePool pool = context.getBean(SolvePool.class);

        // one of the hardest 15-puzzle positions (80 slides)
        String body = "{\"board\":[[0,12,9,13],[15,11,10,14],[3,7,2,5],[4,8,6,1]],\"strategy\":\"optimal\","
                + "\"timeoutMs\":6000}";
        CompletableFuture<RawHttp.Response> solve = CompletableFuture.supplyAsync(() -> {
            try {
                return RawHttp.exchange(
                        port,
                        "POST /solve HTTP/1.1\r\nHost: localhost\r\n" + JSON + "Content-Length: " + body.length()
                                + "\r\nConnection: close\r\n\r\n" + body);
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        });
        await().atMost(Duration.ofMillis(1500))
                .pollInterval(Duration.ofMillis(20))
                .untilAsserted(() -> assertThat(pool.busy())
                        .as("the solve holds a slot of the pool")
                        .isPositive());
        assertThat(solve)
                .as("the solve is still running when the context closes")
                .isNotDone();
        CompletableFuture<Void> closing = CompletableFuture.runAsync(context::close);
        await().atMost(Duration.ofSeconds(5))
                .pollInterval(Duration.ofMillis(20))
                .untilAsserted(
                        () -> assertThat(availability.getReadinessState()).isEqualTo(ReadinessState.REFUSING_TRAFFIC));

        RawHttp.Response answer = solve.get(30, TimeUnit.SECONDS);
        closing.get(30, TimeUnit.SECONDS);
        assertThat(answer.status()).as(answer.body()).isIn(200, 422);
        assertThat(answer.body()).startsWith("{").endsWith("}");
        if (answer.status() == 200) {
            assertThat(answer.body()).contains("\"length\":80");
        } else {
            assertThat(answer.body()).contains("urn:problem-type:");
        }
        assertThat(output.getAll().substring(logStart))
                .doesNotContain("Exception")
                .doesNotContain("\tat ");
    }

    /** The bytes of request bodies held now, as the management port's Prometheus page shows them (-1: absent). */
    private static double heldBodyBytes() throws IOException {
        RawHttp.Response metrics = RawHttp.exchange(
                managementPort, "GET /actuator/prometheus HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
        return metrics.body()
                .lines()
                .filter(line -> line.startsWith("fifteen_http_bodies_held_bytes"))
                .mapToDouble(line -> Double.parseDouble(line.substring(line.lastIndexOf(' ') + 1)))
                .findFirst()
                .orElse(-1);
    }

    /** Waits (at most two minutes) until readiness is up; skips the test when it is not. */
    private void awaitReadiness() {
        try {
            await("readiness up")
                    .atMost(Duration.ofSeconds(120))
                    .pollInterval(Duration.ofMillis(200))
                    .until(() -> RawHttp.exchange(
                                            managementPort,
                                            "GET /actuator/health/readiness HTTP/1.1\r\n"
                                                    + "Host: localhost\r\nConnection: close\r\n\r\n")
                                    .status()
                            == 200);
        } catch (ConditionTimeoutException notReady) {
            throw new TestAbortedException("the 4 x 4 tables were not built within two minutes", notReady);
        }
    }
}
