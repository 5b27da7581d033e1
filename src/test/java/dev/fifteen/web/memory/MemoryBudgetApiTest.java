package dev.fifteen.web.memory;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.TestComponent;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.annotation.Import;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.databind.json.JsonMapper;

import java.io.InputStream;
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
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * The memory budget over a real socket, in its own context with a budget that admits one 1000 x 1000 walk at a
 * time (about 65 MB estimated of 100 MB): concurrent walks are answered 200 or 503 with Retry-After, never 500;
 * a small request alongside them succeeds; and the budget is whole again after answers, failures and a client
 * that hangs up mid-answer.
 */
@SpringBootTest(
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {
            "server.address=127.0.0.1",
            "fifteen.memory.fixed-budget=100MB",
            "fifteen.memory.admission-wait=100ms",
            "fifteen.memory.retry-after-seconds=4",
            "fifteen.solve.preload-tables=false"
        })
@Import(MemoryBudgetApiTest.Exhausting.class)
class MemoryBudgetApiTest {

    private static final String LARGE_WALK = "/scramble?rows=1000&cols=1000&moves=1000000&includeSlides=true&seed=";

    @LocalServerPort
    private int port;

    @Autowired
    private MemoryBudget budget;

    private final HttpClient client =
            HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

    @Test
    void concurrentLargeWalksGet200Or503WithRetryAfterAndASmallRequestStillSucceeds() throws Exception {
        List<CompletableFuture<HttpResponse<String>>> walks = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            walks.add(client.sendAsync(get(LARGE_WALK + i), HttpResponse.BodyHandlers.ofString()));
        }
        HttpResponse<String> small =
                client.send(get("/solvability?board=1,2,3/4,5,6/8,7,0"), HttpResponse.BodyHandlers.ofString());
        int ok = 0;
        int refused = 0;
        for (CompletableFuture<HttpResponse<String>> walk : walks) {
            HttpResponse<String> response = walk.get();
            assertThat(response.statusCode()).as(response.body()).isIn(200, 503);
            if (response.statusCode() == 503) {
                refused++;
                assertThat(response.headers().firstValue("Retry-After")).hasValue("4");
                assertThat(response.headers().firstValue("Content-Type"))
                        .hasValueSatisfying(type -> assertThat(type).startsWith("application/problem+json"));
                assertThat(response.body()).contains("urn:problem-type:memory-busy");
            } else {
                ok++;
            }
        }
        assertThat(small.statusCode()).isEqualTo(200);
        assertThat(small.body()).contains("\"solvable\":false");
        assertThat(ok).isPositive();
        assertThat(refused).as("six 65 MB walks at once in a 100 MB budget").isPositive();
        awaitBudgetWhole();
    }

    @Test
    void manyScramblesOfALargeBoardNeedTheMemoryOfOneAtATime() throws Exception {
        // each 1000 x 1000 scramble is estimated at about 65 MB of the 100 MB budget; they are drawn and written
        // one after another, so three of them fit
        HttpResponse<String> response = client.send(
                get("/scramble?rows=1000&cols=1000&moves=1000&count=3&seed=5"), HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        String[] lines = response.body().split("\n");
        assertThat(lines).hasSize(3);
        for (int i = 0; i < lines.length; i++) {
            assertThat(lines[i])
                    .as("line " + i)
                    .startsWith("{")
                    .contains("\"seed\":" + (5 + i))
                    .doesNotContain("urn:problem-type");
        }
        awaitBudgetWhole();
    }

    @Test
    void aRequestThatFailsAfterItsAdmissionGivesItsMemoryBack() throws Exception {
        // a 1000 x 1000 board of a JSON body whose goal has another shape: admitted, then refused with 400
        StringBuilder rows = new StringBuilder("[");
        for (int r = 0; r < 1000; r++) {
            rows.append(r == 0 ? "[" : ",[");
            for (int c = 0; c < 1000; c++) {
                int tile = (r * 1000 + c + 1) % 1_000_000;
                rows.append(c == 0 ? "" : ",").append(tile);
            }
            rows.append(']');
        }
        rows.append(']');
        HttpResponse<String> response = client.send(
                HttpRequest.newBuilder(uri("/solvability"))
                        .header("Content-Type", "application/json")
                        .POST(HttpRequest.BodyPublishers.ofString("{\"board\":" + rows + ",\"goal\":[[1,2],[3,0]]}"))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as(response.body()).isEqualTo(400);
        awaitBudgetWhole();
    }

    @Test
    void aLargeUploadRefusedBeforeItIsReadStillReceivesIts503() throws Exception {
        byte[] body = new byte[8_000_000];
        Arrays.fill(body, (byte) ' ');
        body[0] = '{';
        body[body.length - 1] = '}';
        HttpResponse<String> response;
        try (MemoryBudget.Reservation spent = budget.reserve(budget.capacity() - 1_000_000, "a test")) {
            response = client.send(
                    HttpRequest.newBuilder(uri("/solvability"))
                            .header("Content-Type", "application/json")
                            .POST(HttpRequest.BodyPublishers.ofByteArray(body))
                            .build(),
                    HttpResponse.BodyHandlers.ofString());
        }
        assertThat(response.statusCode()).as(response.body()).isEqualTo(503);
        assertThat(response.headers().firstValue("Retry-After")).hasValue("4");
        assertThat(response.body()).contains("urn:problem-type:memory-busy");
        awaitBudgetWhole();
    }

    @Test
    void aClientThatHangsUpMidAnswerGivesItsMemoryBack() throws Exception {
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
            OutputStream out = socket.getOutputStream();
            out.write(("GET " + LARGE_WALK.replace("1000000", "10000000") + "7 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
                    .getBytes(StandardCharsets.US_ASCII));
            out.flush();
            InputStream in = socket.getInputStream();
            byte[] start = in.readNBytes(1024);
            assertThat(new String(start, StandardCharsets.US_ASCII)).startsWith("HTTP/1.1 200");
        }
        awaitBudgetWhole();
    }

    /**
     * Reads the answer as a stream and replays its slides on a plain array, from the goal it reports: each listed
     * tile must sit next to the blank and is exchanged with it; the last arrangement must be the board reported.
     */
    @Test
    void aStreamedWalkOfTenMillionSlidesReplaysFromTheGoalToTheBoard() throws Exception {
        HttpResponse<InputStream> response = client.send(
                get(LARGE_WALK.replace("1000000", "10000000") + "2026"), HttpResponse.BodyHandlers.ofInputStream());
        assertThat(response.statusCode()).isEqualTo(200);
        int columns = 0;
        int[] board = null;
        int[] cells = null;
        int[] cellOfTile = null;
        int blank = -1;
        long slides = 0;
        try (JsonParser parser = JsonMapper.builder().build().createParser(response.body())) {
            assertThat(parser.nextToken()).isEqualTo(JsonToken.START_OBJECT);
            while (parser.nextToken() == JsonToken.PROPERTY_NAME) {
                String member = parser.currentName();
                parser.nextToken();
                switch (member) {
                    case "board" -> board = readRows(parser);
                    case "cols" -> columns = parser.getIntValue();
                    case "goal" -> {
                        cells = readRows(parser);
                        cellOfTile = new int[cells.length];
                        for (int i = 0; i < cells.length; i++) {
                            cellOfTile[cells[i]] = i;
                        }
                        blank = cellOfTile[0];
                    }
                    case "slides" -> {
                        assertThat(cells).as("the goal comes before the slides").isNotNull();
                        while (parser.nextToken() == JsonToken.VALUE_NUMBER_INT) {
                            int tile = parser.getIntValue();
                            int from = cellOfTile[tile];
                            int distance = Math.abs(from - blank);
                            boolean sideBySide = distance == 1 && from / columns == blank / columns;
                            assertThat(sideBySide || distance == columns)
                                    .as("slide %d: tile %d next to the blank", slides, tile)
                                    .isTrue();
                            cells[blank] = tile;
                            cellOfTile[tile] = blank;
                            cells[from] = 0;
                            blank = from;
                            slides++;
                        }
                    }
                    default -> parser.skipChildren();
                }
            }
        }
        assertThat(slides).isEqualTo(10_000_000);
        assertThat(cells).isEqualTo(board);
        awaitBudgetWhole();
    }

    private static int[] readRows(JsonParser parser) {
        List<Integer> tiles = new ArrayList<>();
        while (parser.nextToken() == JsonToken.START_ARRAY) {
            while (parser.nextToken() == JsonToken.VALUE_NUMBER_INT) {
                tiles.add(parser.getIntValue());
            }
        }
        return tiles.stream().mapToInt(Integer::intValue).toArray();
    }

    @Test
    void anOutOfMemoryErrorThatStillHappensIsA503WithRetryAfterNotA500() throws Exception {
        HttpResponse<String> response = client.send(get("/test/out-of-memory"), HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).isEqualTo(503);
        assertThat(response.headers().firstValue("Retry-After")).hasValue("4");
        assertThat(response.headers().firstValue("Content-Type"))
                .hasValueSatisfying(type -> assertThat(type).startsWith("application/problem+json"));
        assertThat(response.body())
                .contains("urn:problem-type:memory-exhausted")
                .doesNotContain("java.lang");
        awaitBudgetWhole();
    }

    /** An endpoint of this test only (kept out of component scanning), which admits memory, then runs out. */
    @TestComponent
    @RestController
    static class Exhausting {

        private final RequestMemory memory;

        Exhausting(RequestMemory memory) {
            this.memory = memory;
        }

        @GetMapping("/test/out-of-memory")
        String exhaust() {
            memory.admit(10_000_000, "a test");
            throw new OutOfMemoryError("Java heap space");
        }
    }

    private void awaitBudgetWhole() {
        await().atMost(Duration.ofSeconds(30))
                .pollInterval(Duration.ofMillis(20))
                .untilAsserted(() -> assertThat(budget.used())
                        .as("bytes of the budget taken")
                        .isZero());
    }

    private HttpRequest get(String path) {
        return HttpRequest.newBuilder(uri(path)).GET().build();
    }

    private URI uri(String path) {
        return URI.create("http://127.0.0.1:" + port + path);
    }
}
