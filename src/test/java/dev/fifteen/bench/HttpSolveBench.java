package dev.fifteen.bench;

import dev.fifteen.testing.infra.BenchmarkFiles;
import dev.fifteen.testing.infra.BenchmarkFiles.Instance;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
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
 * makes the bench exit non-zero. Twenty untimed requests for another board come first, so that the client's
 * connection and warm-up are not counted. The total is the round trips'; the server time is the sum of the
 * answers' {@code elapsedMs} (whole milliseconds each). A third argument, {@code passes}, runs the set that many
 * times and counts the last (the earlier ones warm the server's JIT up; start the service with
 * {@code --fifteen.solve.cache-size=0} then, or the later passes are answered from the cache). Start the service
 * first (on the loopback address), and let it report the 7-8 tables in use:
 * <pre>
 * java -jar target/fifteen-0.1.0-SNAPSHOT.jar --server.address=127.0.0.1 &amp;
 * ./mvnw -q -o test-compile exec:java -Dexec.mainClass=dev.fifteen.bench.HttpSolveBench \
 *     -Dexec.args="http://127.0.0.1:8080 korf100"
 * </pre>
 */
public final class HttpSolveBench {

    private static final int[] GOAL = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};
    private static final Pattern LENGTH = Pattern.compile("\"length\":(\\d+)");
    private static final Pattern BLANK_MOVES = Pattern.compile("\"blankMoves\":\"([UDLR]*)\"");
    private static final Pattern HEURISTIC = Pattern.compile("\"heuristic\":\"([^\"]*)\"");
    private static final Pattern CACHED = Pattern.compile("\"cached\":(true|false)");
    private static final Pattern ELAPSED = Pattern.compile("\"elapsedMs\":(\\d+)");

    private HttpSolveBench() {}

    public static void main(String[] args) throws IOException, InterruptedException {
        String base = args.length > 0 ? args[0] : "http://127.0.0.1:8080";
        String set = args.length > 1 ? args[1] : "korf100";
        int passes = args.length > 2 ? Integer.parseInt(args[2]) : 1;
        HttpClient client = HttpClient.newHttpClient();
        String goal = text(GOAL);
        int wrong = 0;
        long total = 0;
        long serverMs = 0;
        List<String> heuristics = new ArrayList<>();
        // the client's own first requests (connection, JIT) are not the service's time: a few untimed ones first
        URI warmUp =
                URI.create(base + "/solve?strategy=optimal&board=1,5,2,3/4,0,6,7/8,9,10,11/12,13,14,15&goal=" + goal);
        for (int i = 0; i < 20; i++) {
            client.send(HttpRequest.newBuilder(warmUp).GET().build(), HttpResponse.BodyHandlers.discarding());
        }
        System.out.printf(
                Locale.ROOT,
                "load average at start: %.2f%n",
                java.lang.management.ManagementFactory.getOperatingSystemMXBean()
                        .getSystemLoadAverage());
        for (int pass = 1; pass < passes; pass++) {
            for (Instance instance : BenchmarkFiles.named(set)) {
                URI uri = URI.create(base + "/solve?strategy=optimal&timeoutMs=60000&board="
                        + text(instance.board().cells()) + "&goal=" + goal);
                client.send(HttpRequest.newBuilder(uri).GET().build(), HttpResponse.BodyHandlers.discarding());
            }
        }
        for (Instance instance : BenchmarkFiles.named(set)) {
            int[] tiles = instance.board().cells();
            int optimum = instance.optimum();
            URI uri =
                    URI.create(base + "/solve?strategy=optimal&timeoutMs=60000&board=" + text(tiles) + "&goal=" + goal);
            long start = System.nanoTime();
            HttpResponse<String> response =
                    client.send(HttpRequest.newBuilder(uri).GET().build(), HttpResponse.BodyHandlers.ofString());
            long nanos = System.nanoTime() - start;
            total += nanos;
            String body = response.body();
            String moves = find(BLANK_MOVES, body);
            String heuristic = find(HEURISTIC, body);
            String elapsed = find(ELAPSED, body);
            serverMs += elapsed == null ? 0 : Long.parseLong(elapsed);
            boolean right = response.statusCode() == 200
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
            System.out.printf(
                    Locale.ROOT,
                    "%4d %4d %8.1f ms %s%s%n",
                    instance.number(),
                    optimum,
                    nanos / 1e6,
                    heuristic,
                    right ? "" : "  WRONG: " + response.statusCode() + " " + body);
        }
        System.out.printf(
                Locale.ROOT,
                "%s over HTTP, one at a time: %.2f s in all, server time %.2f s (the sum of elapsedMs), %d wrong;"
                        + " heuristics %s%n",
                set,
                total / 1e9,
                serverMs / 1e3,
                wrong,
                heuristics);
        System.out.printf(
                Locale.ROOT,
                "load average at the end: %.2f%n",
                java.lang.management.ManagementFactory.getOperatingSystemMXBean()
                        .getSystemLoadAverage());
        if (wrong > 0) {
            System.exit(1);
        }
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
