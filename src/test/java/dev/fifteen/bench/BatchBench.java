package dev.fifteen.bench;

import dev.fifteen.FifteenApplication;
import dev.fifteen.puzzle.Board;
import dev.fifteen.scramble.UniformScramble;
import dev.fifteen.search.pdb.PatternDatabaseCatalog;
import dev.fifteen.search.planning.SolvePool;
import org.awaitility.core.ConditionTimeoutException;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.cache.CacheManager;
import org.springframework.context.ConfigurableApplicationContext;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.net.InetAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

import static org.awaitility.Awaitility.await;

/**
 * Many boards over HTTP: {@code N} uniformly random 15-puzzles (default 1,000) solved optimally through one
 * {@code POST /solve/batch} against the same boards sent as single {@code GET /solve} requests by 2 concurrent
 * clients (the cache emptied in between), with total time, errors, time to the first line and heap; then the time
 * from a client's disconnect to its search slot being free, for searches that would run 30 s (plain {@code /solve}
 * by GET and POST, event stream, batch). The comparison is fair: a pool of 2 slots, and the batch may take as many
 * of them as the 2 clients of singles hold (2 by default: {@code fifteen.solve.batch.reserved-slots=0}).
 *
 * <pre>
 * nice -n 10 ./mvnw -q -o test-compile exec:java -Dexec.mainClass=dev.fifteen.bench.BatchBench -Dexec.args="1000 2"
 * </pre>
 * Arguments: the number of boards (0: only the cancel figures) and the slots of the pool batches may take (at most
 * 2). The load averages of the machine are printed at the start and the end.
 */
public final class BatchBench {

    /** One of the positions that need 80 moves: the default tables search it far longer than 30 s. */
    private static final String HARD = "15,11,8,12/14,10,9,13/2,6,5,1/3,7,4,0";

    private static final String BLANK_FIRST = "0,1,2,3/4,5,6,7/8,9,10,11/12,13,14,15";
    /** The slots of the pool: as many as the 2 clients of single requests can hold. */
    private static final int POOL = 2;

    private BatchBench() {}

    public static void main(String[] args) throws Exception {
        int boards = args.length > 0 ? Integer.parseInt(args[0]) : 1000;
        int batchSlots = args.length > 1 ? Integer.parseInt(args[1]) : POOL;
        System.out.println("load average at the start: " + Timing.loadAverage());
        ConfigurableApplicationContext context = SpringApplication.run(
                FifteenApplication.class,
                "--server.port=0",
                "--server.address=127.0.0.1",
                "--fifteen.solve.pool-size=" + POOL,
                "--fifteen.solve.batch.reserved-slots=" + (POOL - batchSlots),
                "--management.server.port=-1",
                "--logging.level.root=WARN");
        try {
            int port = ((WebServerApplicationContext) context).getWebServer().getPort();
            SolvePool pool = context.getBean(SolvePool.class);
            CacheManager caches = context.getBean(CacheManager.class);
            HttpClient client = HttpClient.newHttpClient();
            awaitReady(context.getBean(PatternDatabaseCatalog.class));
            System.out.printf(
                    "pool: %d slots, batches take at most %d, 2 clients of singles take at most 2%n",
                    pool.size(), pool.batchSlots());

            Board goal = Board.standardGoal(4, 4);
            List<String> texts = new ArrayList<>();
            for (int i = 0; i < boards; i++) {
                texts.add(UniformScramble.draw(goal, 20_000 + i).board().toText());
            }
            if (boards > 0) {
                warmUp(client, port);
                caches.getCache("solutions").clear();
                batch(client, port, texts);
                caches.getCache("solutions").clear();
                singles(client, port, texts);
            }

            String postBody = "{\"board\":[[" + HARD.replace("/", "],[") + "]],\"goal\":[["
                    + BLANK_FIRST.replace("/", "],[") + "]],\"strategy\":\"optimal\",\"timeoutMs\":30000}";
            for (int round = 0; round < ROUNDS; round++) {
                System.out.printf(
                        "cancel, plain GET /solve, round %d: %s%n",
                        round + 1,
                        disconnectToFree(
                                port,
                                pool,
                                "GET /solve?board=" + HARD + "&goal=" + BLANK_FIRST
                                        + "&strategy=optimal&timeoutMs=30000 HTTP/1.1\r\nHost: x\r\n\r\n",
                                null,
                                35_000));
            }
            for (int round = 0; round < ROUNDS; round++) {
                System.out.printf(
                        "cancel, plain POST /solve, round %d: %s%n",
                        round + 1,
                        disconnectToFree(
                                port,
                                pool,
                                "POST /solve HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: "
                                        + postBody.length() + "\r\n\r\n" + postBody,
                                null,
                                35_000));
            }
            for (int round = 0; round < ROUNDS; round++) {
                System.out.printf(
                        "cancel, event stream, round %d: %s%n",
                        round + 1,
                        disconnectToFree(
                                port,
                                pool,
                                "GET /solve?board=" + HARD + "&goal=" + BLANK_FIRST
                                        + "&strategy=optimal&timeoutMs=30000 HTTP/1.1\r\nHost: x\r\nAccept:"
                                        + " text/event-stream\r\n\r\n",
                                "event:progress",
                                35_000));
            }
            for (int round = 0; round < ROUNDS; round++) {
                String body = "{\"id\":\"easy\",\"board\":\"1,2,3/4,5,6/0,7,8\"}\n{\"board\":\"" + HARD
                        + "\",\"goal\":\"" + BLANK_FIRST + "\"}\n";
                System.out.printf(
                        "cancel, batch, round %d: %s%n",
                        round + 1,
                        disconnectToFree(
                                port,
                                pool,
                                "POST /solve/batch?strategy=optimal&timeoutMs=30000 HTTP/1.1\r\nHost: x\r\n"
                                        + "Content-Type: application/x-ndjson\r\nContent-Length: "
                                        + body.getBytes(StandardCharsets.UTF_8).length + "\r\n\r\n" + body,
                                "\"easy\"",
                                35_000));
            }
            System.out.println("load average at the end: " + Timing.loadAverage());
        } finally {
            context.close();
        }
    }

    private static final int ROUNDS = 5;

    /** Waits for the 4 x 4 tables (the readiness check is on the management port, which this bench does not open). */
    private static void awaitReady(PatternDatabaseCatalog catalog) {
        long start = System.nanoTime();
        await().forever()
                .pollDelay(Duration.ZERO)
                .pollInterval(Duration.ofMillis(200))
                .until(() -> catalog.ready(4, 4, 15));
        System.out.printf("ready (4 x 4 tables built) after %d ms%n", (System.nanoTime() - start) / 1_000_000);
    }

    /** Both paths once, with boards not in the measured set, so that neither pays for the first use of its code. */
    private static void warmUp(HttpClient client, int port) throws Exception {
        Board goal = Board.standardGoal(4, 4);
        StringBuilder batch = new StringBuilder();
        for (int i = 0; i < 30; i++) {
            String board = UniformScramble.draw(goal, 90_000 + i).board().toText();
            client.send(
                    HttpRequest.newBuilder(
                                    URI.create("http://127.0.0.1:" + port + "/solve?strategy=optimal&board=" + board))
                            .build(),
                    HttpResponse.BodyHandlers.discarding());
            batch.append("{\"board\":\"")
                    .append(UniformScramble.draw(goal, 95_000 + i).board().toText())
                    .append("\"}\n");
        }
        client.send(
                HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/solve/batch?strategy=optimal"))
                        .header("Content-Type", "application/x-ndjson")
                        .POST(HttpRequest.BodyPublishers.ofString(batch.toString()))
                        .build(),
                HttpResponse.BodyHandlers.discarding());
    }

    private static void batch(HttpClient client, int port, List<String> texts) throws Exception {
        StringBuilder body = new StringBuilder();
        for (int i = 0; i < texts.size(); i++) {
            body.append("{\"id\":")
                    .append(i)
                    .append(",\"board\":\"")
                    .append(texts.get(i))
                    .append("\"}\n");
        }
        long heapBefore = usedHeapAfterGc();
        HeapSampler sampler = new HeapSampler();
        sampler.start();
        long start = System.nanoTime();
        HttpResponse<InputStream> response = client.send(
                HttpRequest.newBuilder(URI.create(
                                "http://127.0.0.1:" + port + "/solve/batch?strategy=optimal&timeoutMs=30000"))
                        .header("Content-Type", "application/x-ndjson")
                        .POST(HttpRequest.BodyPublishers.ofString(body.toString()))
                        .build(),
                HttpResponse.BodyHandlers.ofInputStream());
        long firstLine = -1;
        int solved = 0;
        int problems = 0;
        long totalLength = 0;
        String summary = null;
        try (BufferedReader reader =
                new BufferedReader(new InputStreamReader(response.body(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = reader.readLine()) != null) {
                if (line.isEmpty()) {
                    continue;
                }
                if (firstLine < 0) {
                    firstLine = System.nanoTime() - start;
                }
                if (line.startsWith("{\"summary\"")) {
                    summary = line;
                } else if (line.contains("\"type\"")) {
                    problems++;
                } else {
                    solved++;
                    int at = line.indexOf("\"length\":") + 9;
                    totalLength += Integer.parseInt(line.substring(at, line.indexOf(',', at)));
                }
            }
        }
        long total = System.nanoTime() - start;
        sampler.halt();
        System.out.printf(
                "batch:   %d boards, status %d, %d solved, %d problem lines, total %.1f s, first line after"
                        + " %d ms, mean length %.2f; heap used %d MB before, peak %d MB during, %d MB after%n",
                texts.size(),
                response.statusCode(),
                solved,
                problems,
                total / 1e9,
                firstLine / 1_000_000,
                (double) totalLength / Math.max(1, solved),
                heapBefore >> 20,
                sampler.peak.get() >> 20,
                usedHeapAfterGc() >> 20);
        System.out.println("         " + summary);
    }

    private static void singles(HttpClient client, int port, List<String> texts) throws Exception {
        long heapBefore = usedHeapAfterGc();
        HeapSampler sampler = new HeapSampler();
        sampler.start();
        AtomicInteger next = new AtomicInteger();
        AtomicInteger ok = new AtomicInteger();
        List<Integer> failures = Collections.synchronizedList(new ArrayList<>());
        AtomicLong firstAnswer = new AtomicLong(-1);
        long start = System.nanoTime();
        Runnable worker = () -> {
            int i;
            while ((i = next.getAndIncrement()) < texts.size()) {
                try {
                    int status = client.send(
                                    HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port
                                                    + "/solve?strategy=optimal&timeoutMs=30000&board=" + texts.get(i)))
                                            .build(),
                                    HttpResponse.BodyHandlers.discarding())
                            .statusCode();
                    firstAnswer.compareAndSet(-1, System.nanoTime() - start);
                    if (status == 200) {
                        ok.incrementAndGet();
                    } else {
                        failures.add(status);
                    }
                } catch (Exception e) {
                    failures.add(-1);
                }
            }
        };
        Thread first = new Thread(worker);
        Thread second = new Thread(worker);
        first.start();
        second.start();
        first.join();
        second.join();
        long total = System.nanoTime() - start;
        sampler.halt();
        System.out.printf(
                "singles: %d boards by 2 clients, %d answered 200, %d errors %s, total %.1f s, first answer"
                        + " after %d ms; heap used %d MB before, peak %d MB during, %d MB after%n",
                texts.size(),
                ok.get(),
                failures.size(),
                failures.stream().distinct().toList(),
                total / 1e9,
                firstAnswer.get() / 1_000_000,
                heapBefore >> 20,
                sampler.peak.get() >> 20,
                usedHeapAfterGc() >> 20);
    }

    /**
     * Sends a raw request, reads until {@code marker} (or until the search holds a slot), closes the connection and
     * measures the time until every slot is free again.
     */
    private static String disconnectToFree(int port, SolvePool pool, String request, String marker, long giveUpMs)
            throws IOException, InterruptedException {
        await().forever()
                .pollDelay(Duration.ZERO)
                .pollInterval(Duration.ofMillis(5))
                .until(() -> pool.busy() == 0);
        long closed;
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
            OutputStream out = socket.getOutputStream();
            out.write(request.getBytes(StandardCharsets.UTF_8));
            out.flush();
            if (marker != null) {
                BufferedReader reader =
                        new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
                String line;
                while ((line = reader.readLine()) != null && !line.contains(marker)) {
                    // until the marker
                }
            }
            await().forever()
                    .pollDelay(Duration.ZERO)
                    .pollInterval(Duration.ofMillis(1))
                    .until(() -> pool.busy() > 0);
            Thread.sleep(300); // the search runs a while before its client goes away
            closed = System.nanoTime();
        }
        try {
            await().atMost(Duration.ofMillis(giveUpMs))
                    .pollDelay(Duration.ZERO)
                    .pollInterval(Duration.ofMillis(1))
                    .until(() -> pool.busy() == 0);
        } catch (ConditionTimeoutException stillBusy) {
            return "slot still busy after " + giveUpMs + " ms";
        }
        long freed = System.nanoTime() - closed;
        return String.format("slot free %.0f ms after the disconnect", freed / 1e6);
    }

    private static long usedHeapAfterGc() {
        MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
        System.gc();
        return memory.getHeapMemoryUsage().getUsed();
    }

    /** Samples the used heap every 50 ms and keeps the largest value. */
    private static final class HeapSampler extends Thread {
        final AtomicLong peak = new AtomicLong();
        private volatile boolean running = true;

        HeapSampler() {
            setDaemon(true);
        }

        @Override
        public void run() {
            MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
            while (running) {
                peak.accumulateAndGet(memory.getHeapMemoryUsage().getUsed(), Math::max);
                try {
                    Thread.sleep(50);
                } catch (InterruptedException e) {
                    return;
                }
            }
        }

        void halt() {
            running = false;
        }
    }
}
