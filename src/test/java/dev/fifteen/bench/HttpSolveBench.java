package dev.fifteen.bench;

import dev.fifteen.testing.infra.BenchmarkFiles;
import dev.fifteen.testing.infra.BenchmarkFiles.Instance;
import dev.fifteen.testing.infra.RawHttp;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Sends a benchmark set to a running service over HTTP, one request at a time, and prints each answer's length,
 * heuristic and round-trip time, then the total. Every answer is checked: its blank moves replayed from the board
 * must reach the goal in the published optimal number of moves, and it must not come from the cache; a wrong one
 * makes the bench exit non-zero. The total is the round trips'; the server time is the sum of the answers'
 * {@code elapsedMs} (whole milliseconds each, so about half a millisecond per request is lost to rounding down);
 * what lies between the two is the request path (and the client). A third argument, {@code passes}, runs the set
 * that many times and counts the last (the earlier ones warm the server's JIT up, and the client's: about 20 passes
 * bring both to their compiled steady state, where 2 or 3 leave a millisecond more a request; start the service with
 * {@code --fifteen.solve.cache-size=0} then, or the later passes are answered from the cache). A fourth, the
 * management base URL (e.g. {@code http://127.0.0.1:8081}), adds the service's processor time over the timed pass
 * ({@code process.cpu.time}, at the operating system's 10 ms resolution).
 *
 * <p>The client is a plain HTTP/1.1 connection kept alive on the calling thread ({@code TCP_NODELAY}, each request
 * in one write), warmed up with a few hundred untimed requests, so that what it measures is the service: the JDK's
 * {@code HttpClient} ({@code -Dbench.client=jdk}) hands every exchange to its selector thread and back and runs
 * cold in a fresh JVM, which added about 4 to 5 ms to each round trip on the 2-core machine (see
 * {@code docs/benchmarks.md}). Start the service first (on the loopback address), and let it report the 7-8 tables
 * in use:
 * <pre>
 * java -jar target/fifteen-*.jar --server.address=127.0.0.1 --fifteen.solve.cache-size=0 &amp;
 * java -cp target/test-classes:target/classes dev.fifteen.bench.HttpSolveBench http://127.0.0.1:8080 korf100 20 \
 *     http://127.0.0.1:8081
 * </pre>
 */
public final class HttpSolveBench {

    private static final int[] GOAL = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};
    private static final Pattern LENGTH = Pattern.compile("\"length\":(\\d+)");
    private static final Pattern BLANK_MOVES = Pattern.compile("\"blankMoves\":\"([UDLR]*)\"");
    private static final Pattern HEURISTIC = Pattern.compile("\"heuristic\":\"([^\"]*)\"");
    private static final Pattern CACHED = Pattern.compile("\"cached\":(true|false)");
    private static final Pattern ELAPSED = Pattern.compile("\"elapsedMs\":(\\d+)");
    private static final Pattern CPU_NANOS = Pattern.compile("\"value\":([0-9.Ee+]+)");

    /** Untimed requests for an easy board before the first pass: the client's own warm-up. */
    private static final int WARM_UP_REQUESTS = 300;

    /**
     * What the timed pass added up to.
     *
     * @param totalNanos  the round trips, end to end
     * @param serverMs    the sum of the answers' {@code elapsedMs}
     * @param serverCpuMs the service's processor time over the pass, or -1 without the management URL
     * @param wrong       answers that were not optimal, not replayable or from the cache
     */
    record Pass(String set, int requests, long totalNanos, long serverMs, long serverCpuMs, int wrong) {

        /** Per request, what the round trip took beyond the answer's own {@code elapsedMs}. */
        double outsideMsPerRequest() {
            return (totalNanos / 1e6 - serverMs) / requests;
        }
    }

    private HttpSolveBench() {}

    public static void main(String[] args) throws IOException, InterruptedException {
        String base = args.length > 0 ? args[0] : "http://127.0.0.1:8080";
        String set = args.length > 1 ? args[1] : "korf100";
        int passes = args.length > 2 ? Integer.parseInt(args[2]) : 1;
        String management = args.length > 3 ? args[3] : null;
        System.out.printf(Locale.ROOT, "load average at start: %.2f%n", loadAverage());
        Pass pass = run(base, set, passes, management, true);
        System.out.printf(
                Locale.ROOT,
                "%s over HTTP, one at a time (%s client): %.2f s in all, server time %.2f s (the sum of elapsedMs),"
                        + " %.2f ms per request outside it%s, %d wrong%n",
                set,
                System.getProperty("bench.client", "socket"),
                pass.totalNanos() / 1e9,
                pass.serverMs() / 1e3,
                pass.outsideMsPerRequest(),
                pass.serverCpuMs() < 0
                        ? ""
                        : String.format(Locale.ROOT, ", server cpu %.2f s", pass.serverCpuMs() / 1e3),
                pass.wrong());
        System.out.printf(Locale.ROOT, "load average at the end: %.2f%n", loadAverage());
        if (pass.wrong() > 0) {
            System.exit(1);
        }
    }

    static double loadAverage() {
        return java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
    }

    /**
     * Runs {@code passes} passes of a set against the service at {@code base} and returns the last one's figures;
     * {@code management} (or {@code null}) is the Actuator's base URL, for the service's processor time.
     */
    static Pass run(String base, String set, int passes, String management, boolean print)
            throws IOException, InterruptedException {
        URI root = URI.create(base);
        try (Exchange client = Exchange.of(root)) {
            String goal = text(GOAL);
            // the client's own first requests (connection, JIT) are not the service's time
            String warmUp = "/solve?strategy=optimal&board=1,5,2,3/4,0,6,7/8,9,10,11/12,13,14,15&goal=" + goal;
            for (int i = 0; i < WARM_UP_REQUESTS; i++) {
                client.get(warmUp);
            }
            for (int pass = 1; pass < passes; pass++) {
                for (Instance instance : BenchmarkFiles.named(set)) {
                    client.get(solvePath(instance.board().cells(), goal));
                }
            }
            List<String> heuristics = new ArrayList<>();
            int wrong = 0;
            long total = 0;
            long serverMs = 0;
            List<Instance> instances = BenchmarkFiles.named(set);
            long cpuBefore = management == null ? -1 : cpuNanos(management);
            for (Instance instance : instances) {
                int[] tiles = instance.board().cells();
                int optimum = instance.optimum();
                String path = solvePath(tiles, goal);
                long start = System.nanoTime();
                Answer response = client.get(path);
                long nanos = System.nanoTime() - start;
                total += nanos;
                String body = response.body();
                String moves = find(BLANK_MOVES, body);
                String heuristic = find(HEURISTIC, body);
                String elapsed = find(ELAPSED, body);
                serverMs += elapsed == null ? 0 : Long.parseLong(elapsed);
                boolean right = response.status() == 200
                        && moves != null
                        && moves.length() == optimum
                        && Integer.parseInt(Objects.requireNonNullElse(find(LENGTH, body), "-1")) == optimum
                        && Arrays.equals(replay(tiles, moves), GOAL)
                        && "false".equals(find(CACHED, body));
                if (!right) {
                    wrong++;
                }
                if (!heuristics.contains(heuristic)) {
                    heuristics.add(heuristic);
                }
                if (print) {
                    System.out.printf(
                            Locale.ROOT,
                            "%4d %4d %8.1f ms %4s ms %s%s%n",
                            instance.number(),
                            optimum,
                            nanos / 1e6,
                            elapsed,
                            heuristic,
                            right ? "" : "  WRONG: " + response.status() + " " + body);
                }
            }
            long cpuMs = management == null ? -1 : (cpuNanos(management) - cpuBefore) / 1_000_000;
            if (print) {
                System.out.println("heuristics: " + heuristics);
            }
            return new Pass(set, instances.size(), total, serverMs, cpuMs, wrong);
        }
    }

    private static String solvePath(int[] tiles, String goal) {
        return "/solve?strategy=optimal&timeoutMs=60000&board=" + text(tiles) + "&goal=" + goal;
    }

    /** The service's processor time so far, from the Actuator. */
    private static long cpuNanos(String management) throws IOException, InterruptedException {
        try (Exchange client = Exchange.of(URI.create(management))) {
            String value = find(
                    CPU_NANOS, client.get("/actuator/metrics/process.cpu.time").body());
            return value == null ? 0 : (long) Double.parseDouble(value);
        }
    }

    /** A status and a body. */
    record Answer(int status, String body) {}

    /** One client connection to the service: GET requests, one at a time. */
    private interface Exchange extends AutoCloseable {

        Answer get(String pathAndQuery) throws IOException, InterruptedException;

        @Override
        void close() throws IOException;

        static Exchange of(URI root) throws IOException {
            return "jdk".equals(System.getProperty("bench.client")) ? new JdkClient(root) : new KeptAlive(root);
        }
    }

    /**
     * HTTP/1.1 on a kept-alive socket, on the caller's thread: nothing between the bench and the wire. A new
     * connection when the service closes one (Tomcat does after 100 requests by default).
     */
    private static final class KeptAlive implements Exchange {

        private final URI root;
        private Socket socket;
        private OutputStream out;
        private InputStream in;

        KeptAlive(URI root) {
            this.root = root;
        }

        @Override
        public Answer get(String pathAndQuery) throws IOException {
            if (socket == null) {
                socket = new Socket(root.getHost(), root.getPort());
                socket.setTcpNoDelay(true);
                socket.setSoTimeout(120_000);
                out = socket.getOutputStream();
                in = new BufferedInputStream(socket.getInputStream(), 1 << 16);
            }
            out.write(("GET " + pathAndQuery + " HTTP/1.1\r\nHost: " + root.getHost() + ":" + root.getPort()
                            + "\r\nAccept: application/json\r\n\r\n")
                    .getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            RawHttp.Response response = RawHttp.read(in);
            if (response.status() < 0 || "close".equalsIgnoreCase(response.header("connection"))) {
                close();
            }
            return new Answer(response.status(), response.body());
        }

        @Override
        public void close() throws IOException {
            if (socket != null) {
                socket.close();
                socket = null;
            }
        }
    }

    /** The JDK's client, as the bench used before (for comparison). */
    private static final class JdkClient implements Exchange {

        private final URI root;
        private final HttpClient client = HttpClient.newHttpClient();

        JdkClient(URI root) {
            this.root = root;
        }

        @Override
        public Answer get(String pathAndQuery) throws IOException, InterruptedException {
            HttpResponse<String> response = client.send(
                    HttpRequest.newBuilder(root.resolve(pathAndQuery)).GET().build(),
                    HttpResponse.BodyHandlers.ofString());
            return new Answer(response.statusCode(), response.body());
        }

        @Override
        public void close() {}
    }

    /** Slides the blank along {@code moves} (U, D, L, R: the blank's direction) on the 4 x 4 board. */
    private static int[] replay(int[] tiles, String moves) {
        int[] cells = tiles.clone();
        int blank = 0;
        while (cells[blank] != 0) {
            blank++;
        }
        for (char move : moves.toCharArray()) {
            int target = switch (move) {
                case 'U' -> blank - 4;
                case 'D' -> blank + 4;
                case 'L' -> blank % 4 == 0 ? -1 : blank - 1;
                default -> blank % 4 == 3 ? -1 : blank + 1;
            };
            if (target < 0 || target >= 16) {
                return null;
            }
            cells[blank] = cells[target];
            cells[target] = 0;
            blank = target;
        }
        return cells;
    }

    private static String find(Pattern pattern, String body) {
        Matcher matcher = pattern.matcher(body);
        return matcher.find() ? matcher.group(1) : null;
    }

    private static String text(int[] tiles) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < tiles.length; i++) {
            text.append(i == 0 ? "" : i % 4 == 0 ? "/" : ",").append(tiles[i]);
        }
        return text.toString();
    }
}
