package dev.fifteen.web.solve.stream;

import dev.fifteen.puzzle.Board;
import dev.fifteen.scramble.UniformScramble;
import dev.fifteen.search.planning.SolvePool;
import dev.fifteen.testing.infra.LoadBalancer;
import dev.fifteen.testing.infra.NdjsonLines;
import dev.fifteen.web.edge.DisconnectWatch;
import dev.fifteen.web.memory.MemoryBudget;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * The streamed answers over a real connection: the event stream of a hard board, a batch larger than the pool beside
 * single requests, and clients that disconnect mid-stream and mid-batch (their slots come back). Its own
 * context: a real port, and a pool of two slots (one kept from batches) whatever the machine.
 */
@SpringBootTest(
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {
            "fifteen.solve.pool-size=2",
            "fifteen.solve.batch.reserved-slots=1",
            "fifteen.solve.admission-wait=2s"
        })
class SolveStreamingTest {

    /** Korf's instance 22, optimum 59 toward the blank-first goal (the published figure). */
    private static final String KORF_22 = "14,3,9,1/15,8,4,5/11,7,10,13/0,2,12,6";

    private static final int KORF_22_OPTIMUM = 59;
    /** One of the positions that need 80 moves: the default tables search it far longer than these tests wait. */
    private static final String HARD = "15,11,8,12/14,10,9,13/2,6,5,1/3,7,4,0";

    private static final String BLANK_FIRST = "0,1,2,3/4,5,6,7/8,9,10,11/12,13,14,15";
    private static final JsonMapper MAPPER = JsonMapper.builder().build();

    @LocalServerPort
    private int port;

    @Autowired
    private SolvePool pool;

    @Autowired
    private MeterRegistry registry;

    @Autowired
    private MemoryBudget memoryBudget;

    private final HttpClient client = HttpClient.newHttpClient();

    @Test
    void theEventStreamOfAHardBoardShowsRisingBoundsEndingAtTheOptimum() throws Exception {
        HttpResponse<Stream<String>> response = client.send(
                HttpRequest.newBuilder(uri("/solve?board=" + KORF_22 + "&goal=" + BLANK_FIRST
                                + "&strategy=optimal&timeoutMs=60000"))
                        .header("Accept", "text/event-stream")
                        .build(),
                HttpResponse.BodyHandlers.ofLines());
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.headers().firstValue("Content-Type").orElse("")).startsWith("text/event-stream");
        List<String[]> events = events(response.body());
        List<Integer> bounds = new ArrayList<>();
        long lastNodes = -1;
        for (String[] event : events.subList(0, events.size() - 1)) {
            JsonNode data = MAPPER.readTree(event[1]);
            assertThat(event[0]).isIn("bound", "progress");
            if (data.has("lowerBound")) {
                bounds.add(data.get("lowerBound").asInt());
            }
            if (event[0].equals("progress")) {
                assertThat(data.get("nodesExpanded").asLong()).isGreaterThanOrEqualTo(lastNodes);
                lastNodes = data.get("nodesExpanded").asLong();
            }
        }
        String[] last = events.get(events.size() - 1);
        assertThat(last[0]).isEqualTo("answer");
        JsonNode answer = MAPPER.readTree(last[1]);
        assertThat(answer.get("length").asInt()).isEqualTo(KORF_22_OPTIMUM);
        assertThat(answer.get("optimal").asBoolean()).isTrue();
        assertThat(NdjsonLines.replay(
                        NdjsonLines.cells(KORF_22), 4, answer.get("moves").asString()))
                .containsExactly(NdjsonLines.cells(BLANK_FIRST));
        assertThat(bounds).isNotEmpty().isSorted();
        assertThat(bounds.get(bounds.size() - 1)).isEqualTo(KORF_22_OPTIMUM);
    }

    @Test
    void anOptimalStreamOnABoardWithoutTablesEndsWithTheFastAnswerAndANote() throws Exception {
        String board =
                UniformScramble.draw(Board.standardGoal(4, 5), 49).board().toText();
        HttpResponse<Stream<String>> response = client.send(
                HttpRequest.newBuilder(uri("/solve?board=" + board + "&strategy=optimal&timeoutMs=500"))
                        .header("Accept", "text/event-stream")
                        .build(),
                HttpResponse.BodyHandlers.ofLines());
        List<String[]> events = events(response.body());
        assertThat(events).extracting(event -> event[0]).contains("solution");
        String[] last = events.get(events.size() - 1);
        assertThat(last[0]).isEqualTo("answer");
        JsonNode answer = MAPPER.readTree(last[1]);
        assertThat(answer.get("optimal").asBoolean()).as(last[1]).isFalse();
        assertThat(answer.get("heuristic").asString()).contains("only strategy=fast serves such boards in full");
    }

    @Test
    void aRefusalIsAProblemEvent() throws Exception {
        HttpResponse<Stream<String>> response = client.send(
                HttpRequest.newBuilder(uri("/solve?board=1,2,3,4/5,6,7,8/9,10,11,12/13,15,14,0"))
                        .header("Accept", "text/event-stream")
                        .build(),
                HttpResponse.BodyHandlers.ofLines());
        List<String[]> events = events(response.body());
        assertThat(events).hasSize(1);
        assertThat(events.get(0)[0]).isEqualTo("problem");
        JsonNode problem = MAPPER.readTree(events.get(0)[1]);
        assertThat(problem.get("type").asString()).isEqualTo("urn:problem-type:not-solvable");
        assertThat(problem.get("status").asInt()).isEqualTo(422);
    }

    @Test
    void aClientThatDisconnectsMidStreamStopsItsSearch() throws Exception {
        awaitIdle();
        long cancelled = cancelledSolves();
        try (Socket socket = connect()) {
            send(
                    socket,
                    "GET /solve?board=" + HARD + "&goal=" + BLANK_FIRST
                            + "&strategy=optimal&timeoutMs=60000 HTTP/1.1\r\nHost: localhost\r\nAccept:"
                            + " text/event-stream\r\n\r\n");
            BufferedReader reader = reader(socket);
            String line;
            while ((line = reader.readLine()) != null && !line.startsWith("event:progress")) {
                // headers, then bound events, until the first progress event
            }
            assertThat(line).isNotNull();
            assertThat(pool.busy()).isEqualTo(1);
        }
        awaitIdle();
        awaitCancelled(cancelled);
    }

    @Test
    void aClientThatClosesAPlainGetSolveStopsItsSearch() throws Exception {
        closesMidSearch("GET /solve?board=" + HARD + "&goal=" + BLANK_FIRST
                + "&strategy=optimal&timeoutMs=60000 HTTP/1.1\r\nHost: localhost\r\nAccept: application/json\r\n\r\n");
    }

    @Test
    void aClientThatClosesAPlainPostSolveStopsItsSearch() throws Exception {
        String body = "{\"board\": " + rows(HARD) + ", \"goal\": " + rows(BLANK_FIRST)
                + ", \"strategy\": \"optimal\", \"timeoutMs\": 60000}";
        closesMidSearch("POST /solve HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                + "Content-Length: " + body.length() + "\r\n\r\n" + body);
    }

    /**
     * Through a real HAProxy with the shipped defaults: an ordinary solve is answered, and a client that hangs up
     * mid-search makes HAProxy close the replica's connection ({@code option abortonclose}), which cancels it.
     */
    @Test
    void aClientThatHangsUpBehindTheLoadBalancerStopsItsSearch() throws Exception {
        try (LoadBalancer balancer = LoadBalancer.inFrontOf(port)) {
            try (Socket socket = connect(balancer.port())) {
                send(
                        socket,
                        "GET /solve?board=" + KORF_22 + "&goal=" + BLANK_FIRST
                                + "&strategy=optimal HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
                String answer = new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
                assertThat(answer).startsWith("HTTP/1.1 200").contains("\"length\":" + KORF_22_OPTIMUM);
            }
            closesMidSearch(
                    "GET /solve?board=" + HARD + "&goal=" + BLANK_FIRST
                            + "&strategy=optimal&timeoutMs=60000 HTTP/1.1\r\nHost: localhost\r\n\r\n",
                    balancer.port());
        }
    }

    private void closesMidSearch(String request) throws Exception {
        closesMidSearch(request, port);
    }

    /**
     * Sends a request whose search would run a minute, waits until it holds a slot, closes the connection without
     * reading anything: the search is cancelled (the cancelled solves' timer counts it) and the slot comes back.
     */
    private void closesMidSearch(String request, int to) throws Exception {
        awaitIdle();
        long cancelled = cancelledSolves();
        try (Socket socket = connect(to)) {
            send(socket, request);
            awaitBusy(1);
            // probes that find the connection open go by, and the search keeps its slot
            Duration probes = DisconnectWatch.PERIOD.multipliedBy(3);
            await().during(probes)
                    .atMost(probes.plusSeconds(1))
                    .pollInterval(DisconnectWatch.PERIOD)
                    .untilAsserted(() -> assertThat(pool.busy()).isEqualTo(1));
        }
        awaitIdle();
        awaitCancelled(cancelled);
    }

    /** Waits (at most 20 s) until one more solve was recorded as cancelled than {@code before}. */
    private void awaitCancelled(long before) {
        await("a solve recorded as cancelled")
                .atMost(Duration.ofSeconds(20))
                .pollInterval(Duration.ofMillis(2))
                .until(() -> cancelledSolves() != before);
        assertThat(cancelledSolves()).isEqualTo(before + 1);
    }

    /**
     * Two solves after each other on one kept-alive connection, then two sent at once (pipelined): the watch reads
     * while each search runs, and every request is still answered, in order, with its own answer (a search of the
     * hard board stopped by its 600 ms deadline, 422), none of them taken for a hang-up.
     */
    @Test
    void keptAliveAndPipelinedRequestsAreAllAnswered() throws Exception {
        awaitIdle();
        long cancelled = cancelledSolves();
        String get = "GET /solve?board=" + HARD + "&goal=" + BLANK_FIRST
                + "&strategy=optimal&timeoutMs=600 HTTP/1.1\r\nHost: localhost\r\n\r\n";
        String body = "{\"board\": " + rows(HARD) + ", \"goal\": " + rows(BLANK_FIRST)
                + ", \"strategy\": \"optimal\", \"timeoutMs\": 700}";
        String post = "POST /solve HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                + "Content-Length: " + body.length() + "\r\n\r\n" + body;
        try (Socket socket = connect()) {
            InputStream in = socket.getInputStream();
            send(socket, get);
            assertTimedOut(readResponse(in), 600);
            send(socket, post);
            assertTimedOut(readResponse(in), 700);
            send(socket, post + get);
            assertTimedOut(readResponse(in), 700);
            assertTimedOut(readResponse(in), 600);
        }
        assertThat(cancelledSolves()).isEqualTo(cancelled);
    }

    /** A board's text form as JSON rows. */
    private static String rows(String text) {
        return "[[" + text.replace("/", "],[") + "]]";
    }

    private static void assertTimedOut(String[] response, int timeoutMs) {
        assertThat(response[0]).as(response[1]).contains(" 422 ");
        JsonNode problem = MAPPER.readTree(response[1]);
        assertThat(problem.get("type").asString()).isEqualTo("urn:problem-type:solve-timeout");
        assertThat(problem.get("detail").asString()).contains(timeoutMs + " ms");
    }

    private long cancelledSolves() {
        return registry.find("fifteen.solve.time").tag("outcome", "cancelled").timers().stream()
                .mapToLong(Timer::count)
                .sum();
    }

    /** One HTTP/1.1 response: its status line and its body (by Content-Length, or chunked). */
    private static String[] readResponse(InputStream in) throws IOException {
        String status = line(in);
        long length = -1;
        boolean chunked = false;
        for (String header = line(in); !header.isEmpty(); header = line(in)) {
            String name = header.substring(0, header.indexOf(':')).strip().toLowerCase(java.util.Locale.ROOT);
            String value = header.substring(header.indexOf(':') + 1).strip();
            if (name.equals("content-length")) {
                length = Long.parseLong(value);
            } else if (name.equals("transfer-encoding") && value.equalsIgnoreCase("chunked")) {
                chunked = true;
            }
        }
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        if (chunked) {
            for (int size = Integer.parseInt(line(in), 16); size > 0; size = Integer.parseInt(line(in), 16)) {
                body.write(in.readNBytes(size));
                line(in);
            }
            line(in);
        } else if (length >= 0) {
            body.write(in.readNBytes((int) length));
        }
        return new String[] {status, body.toString(StandardCharsets.UTF_8)};
    }

    private static String line(InputStream in) throws IOException {
        StringBuilder line = new StringBuilder();
        for (int b = in.read(); b != '\n'; b = in.read()) {
            if (b < 0) {
                throw new IOException("the connection ended within a response");
            }
            if (b != '\r') {
                line.append((char) b);
            }
        }
        return line.toString();
    }

    @Test
    void aClientThatDisconnectsMidBatchFreesItsSlots() throws Exception {
        awaitIdle();
        StringBuilder body = new StringBuilder("{\"id\": \"easy\", \"board\": \"1,2,3/4,5,6/0,7,8\"}\n");
        for (int i = 0; i < 6; i++) {
            body.append("{\"board\": \"")
                    .append(HARD)
                    .append("\", \"goal\": \"")
                    .append(BLANK_FIRST)
                    .append("\"}\n");
        }
        byte[] content = body.toString().getBytes(StandardCharsets.UTF_8);
        try (Socket socket = connect()) {
            send(
                    socket,
                    "POST /solve/batch?strategy=optimal&timeoutMs=60000 HTTP/1.1\r\nHost: localhost\r\n"
                            + "Content-Type: application/x-ndjson\r\nContent-Length: " + content.length + "\r\n\r\n");
            socket.getOutputStream().write(content);
            socket.getOutputStream().flush();
            BufferedReader reader = reader(socket);
            String line;
            while ((line = reader.readLine()) != null && !line.contains("\"easy\"")) {
                // headers and chunk sizes, until the easy board's line
            }
            assertThat(line).isNotNull();
            awaitBusy(1);
        }
        awaitIdle();
    }

    /**
     * A batch's boards take their memory from the budget: while the budget is spent, no board starts (no slot is
     * taken, no line but keep-alives is written, nothing is refused), and once the bytes come back the batch
     * completes; every board's bytes are given back at its end.
     */
    @Test
    void batchBoardsWaitForTheMemoryBudgetAndGiveItBack() throws Exception {
        awaitIdle();
        long refused = memoryBudget.refusedBusy();
        long before = memoryBudget.used();
        MemoryBudget.Reservation spent = memoryBudget.reserve(memoryBudget.capacity() - before, "the test's hold");
        StringBuilder body = new StringBuilder();
        Board goal = Board.standardGoal(3, 3);
        int boards = 6;
        for (int i = 0; i < boards; i++) {
            body.append("{\"id\": ")
                    .append(i)
                    .append(", \"board\": \"")
                    .append(UniformScramble.draw(goal, 7000 + i).board().toText())
                    .append("\"}\n");
        }
        byte[] content = body.toString().getBytes(StandardCharsets.UTF_8);
        List<JsonNode> lines = new ArrayList<>();
        try (Socket socket = connect()) {
            send(
                    socket,
                    "POST /solve/batch?strategy=optimal HTTP/1.1\r\nHost: localhost\r\n"
                            + "Content-Type: application/x-ndjson\r\nContent-Length: " + content.length + "\r\n"
                            + "Connection: close\r\n\r\n");
            socket.getOutputStream().write(content);
            socket.getOutputStream().flush();
            BufferedReader reader = reader(socket);
            String line;
            while ((line = reader.readLine()) != null && !line.isEmpty()) {
                // headers
            }
            int keepAlives = 0;
            while (keepAlives < 5 && (line = reader.readLine()) != null) {
                if (line.startsWith("{")) {
                    lines.add(MAPPER.readTree(line));
                } else if (line.isEmpty()) {
                    keepAlives++;
                }
            }
            assertThat(lines).as("no board starts while the budget is spent").isEmpty();
            assertThat(pool.busy()).isZero();
            spent.close();
            while ((line = reader.readLine()) != null) {
                if (line.startsWith("{")) {
                    lines.add(MAPPER.readTree(line));
                }
            }
        } finally {
            spent.close();
        }
        assertThat(lines).hasSize(boards + 1);
        for (JsonNode answer : lines.subList(0, boards)) {
            assertThat(answer.has("status")).as("no problem line: %s", answer).isFalse();
            String board = UniformScramble.draw(goal, 7000 + answer.get("id").asInt())
                    .board()
                    .toText();
            assertThat(NdjsonLines.replay(
                            NdjsonLines.cells(board), 3, answer.get("moves").asString()))
                    .containsExactly(goal.cells());
        }
        assertThat(lines.get(boards).get("summary").get("solved").asInt()).isEqualTo(boards);
        assertThat(memoryBudget.refusedBusy()).isEqualTo(refused);
        assertThat(memoryBudget.used()).isEqualTo(before);
    }

    @Test
    void aBatchLargerThanThePoolCompletesWhileSingleRequestsStillGetASlot() throws Exception {
        awaitIdle();
        Board goal = Board.parse(BLANK_FIRST);
        StringBuilder body = new StringBuilder();
        int boards = 24;
        for (int i = 0; i < boards; i++) {
            body.append("{\"id\": ")
                    .append(i)
                    .append(", \"board\": \"")
                    .append(UniformScramble.draw(goal, 5000 + i).board().toText())
                    .append("\", \"goal\": \"")
                    .append(BLANK_FIRST)
                    .append("\"}\n");
        }
        CompletableFuture<HttpResponse<String>> batch = client.sendAsync(
                HttpRequest.newBuilder(uri("/solve/batch?strategy=optimal&timeoutMs=60000"))
                        .header("Content-Type", "application/x-ndjson")
                        .POST(HttpRequest.BodyPublishers.ofString(body.toString()))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        awaitBusy(1);
        List<Integer> singles = new ArrayList<>();
        for (int seed = 0; seed < 5 && !batch.isDone(); seed++) {
            String single = UniformScramble.draw(Board.standardGoal(3, 3), 9000 + seed)
                    .board()
                    .toText();
            singles.add(client.send(
                            HttpRequest.newBuilder(uri("/solve?board=" + single))
                                    .build(),
                            HttpResponse.BodyHandlers.ofString())
                    .statusCode());
        }
        HttpResponse<String> answer = batch.get();
        assertThat(answer.statusCode()).isEqualTo(200);
        List<JsonNode> lines = NdjsonLines.parse(answer.body());
        assertThat(lines).hasSize(boards + 1);
        for (JsonNode line : lines.subList(0, boards)) {
            assertThat(line.has("status")).as("no problem line: %s", line).isFalse();
            String board = UniformScramble.draw(goal, 5000 + line.get("id").asInt())
                    .board()
                    .toText();
            assertThat(NdjsonLines.replay(
                            NdjsonLines.cells(board), 4, line.get("moves").asString()))
                    .containsExactly(goal.cells());
        }
        JsonNode summary = lines.get(boards).get("summary");
        assertThat(summary.get("solved").asInt()).isEqualTo(boards);
        assertThat(summary.get("failed").asInt()).isZero();
        assertThat(singles).isNotEmpty().containsOnly(200);
        assertThat(pool.rejected()).isZero();
    }

    private URI uri(String pathAndQuery) {
        return URI.create("http://127.0.0.1:" + port + pathAndQuery);
    }

    private Socket connect() throws IOException {
        return connect(port);
    }

    private static Socket connect(int port) throws IOException {
        Socket socket = new Socket(InetAddress.getLoopbackAddress(), port);
        socket.setSoTimeout(120_000);
        return socket;
    }

    private static void send(Socket socket, String text) throws IOException {
        OutputStream out = socket.getOutputStream();
        out.write(text.getBytes(StandardCharsets.US_ASCII));
        out.flush();
    }

    private static BufferedReader reader(Socket socket) throws IOException {
        return new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
    }

    private void awaitBusy(int busy) {
        await().atMost(Duration.ofSeconds(120))
                .pollInterval(Duration.ofMillis(2))
                .untilAsserted(() -> assertThat(pool.busy()).as("slots taken").isGreaterThanOrEqualTo(busy));
    }

    /** Waits (at most 20 s, well below the searches' 60 s deadlines) for every slot to be free. */
    private void awaitIdle() {
        await().atMost(Duration.ofSeconds(20))
                .pollInterval(Duration.ofMillis(2))
                .untilAsserted(() -> assertThat(pool.busy()).as("slots taken").isZero());
    }

    /** The events of a stream as (name, data) pairs. */
    private static List<String[]> events(Stream<String> lines) {
        List<String[]> events = new ArrayList<>();
        String[] current = new String[2];
        for (String line : (Iterable<String>) lines::iterator) {
            if (line.startsWith("event:")) {
                current[0] = line.substring("event:".length()).strip();
            } else if (line.startsWith("data:")) {
                current[1] = line.substring("data:".length()).strip();
            } else if (line.isEmpty() && current[0] != null) {
                events.add(current);
                current = new String[2];
            }
        }
        return events;
    }
}
