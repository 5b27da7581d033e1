package dev.fifteen.bench;

import dev.fifteen.testing.infra.LoopbackPorts;
import dev.fifteen.testing.oracle.RandomBoards;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpResponse.BodySubscribers;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.awaitility.Awaitility.await;

/**
 * A storm of the largest legal requests against the packaged service on a small heap: starts the jar with
 * {@code -Xmx512m} on a free loopback port, then at 4, 8, 16 and 32 concurrent clients fires every endpoint's
 * largest request (a 1000 x 1000 walk of 10^7 slides with the slides listed, a 1000 x 1000 uniform scramble,
 * distance scrambles toward fresh goals so that tables are built, a 1000 x 1000 board by POST to
 * {@code /solvability}, a 100 x 100 fast solve with tiles (and with boards, which is a documented 400), an 8 x 8
 * fast solve (the largest board of the bounded search), a 12 x 12 fast solve with tiles and boards, the grid count
 * at the largest prime limit, the longest sliding-game
 * sequence) mixed with small bystander requests, and prints per level and per request the count of each
 * status. A 503 counts as "503+RA" only when it carries {@code Retry-After}; {@code IO} is a connection that
 * failed without an answer. The target: no 500, no IO, no 503 without Retry-After, and every bystander 200.
 *
 * <p>Run (the jar first: {@code ./mvnw -q -o package -DskipTests}):
 * {@code nice -n 10 ./mvnw -q -o test-compile exec:java -Dexec.mainClass=dev.fifteen.bench.MemoryStormBench
 * -Dexec.args="target/fifteen-1.1.0-SNAPSHOT.jar 4,8,16,32"} (the packaged jar by default). A third argument adds
 * JVM options for the service (for example {@code -XX:+ExitOnOutOfMemoryError}).
 */
public final class MemoryStormBench {

    private static final Duration REQUEST_TIMEOUT = Duration.ofMinutes(3);

    private record Shot(String name, HttpRequest request) {}

    public static void main(String[] args) throws Exception {
        Path jar = args.length > 0 ? Path.of(args[0]) : packagedJar();
        int[] levels = Arrays.stream((args.length > 1 ? args[1] : "4,8,16,32").split(","))
                .mapToInt(Integer::parseInt)
                .toArray();
        String extraJvmOptions = args.length > 2 ? args[2] : "";
        int port = LoopbackPorts.free();
        Path log = Files.createTempFile("fifteen-storm-", ".log");
        List<String> command = new ArrayList<>(
                List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx512m"));
        if (!extraJvmOptions.isBlank()) {
            command.addAll(Arrays.asList(extraJvmOptions.trim().split("\\s+")));
        }
        command.addAll(List.of("-jar", jar.toString(), "--server.address=127.0.0.1", "--server.port=" + port));
        Process service = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
        System.out.printf(
                "service pid %d on 127.0.0.1:%d, -Xmx512m %s, log %s%n", service.pid(), port, extraJvmOptions, log);
        HttpClient client = HttpClient.newBuilder()
                .version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(10))
                .build();
        String base = "http://127.0.0.1:" + port;
        try {
            awaitReady(client, base, service);
            Random random = new Random(20261201);
            String largeBoard = largeBoardJson(random, 1000, 1000);
            AtomicLong serial = new AtomicLong();
            for (int level : levels) {
                runLevel(client, base, level, largeBoard, random, serial);
                if (!service.isAlive()) {
                    System.out.println("the service has exited (code " + service.exitValue() + ")");
                    break;
                }
            }
        } finally {
            service.destroy();
            if (!service.waitFor(30, TimeUnit.SECONDS)) {
                service.destroyForcibly();
            }
            long errors = Files.readAllLines(log).stream()
                    .filter(line -> line.contains("OutOfMemoryError"))
                    .count();
            System.out.println("service log lines naming OutOfMemoryError: " + errors);
        }
    }

    private static void runLevel(
            HttpClient client, String base, int level, String largeBoard, Random random, AtomicLong serial)
            throws Exception {
        List<Shot> shots = new ArrayList<>();
        for (int i = 0; i < level; i++) {
            shots.addAll(largest(base, largeBoard, random, serial));
        }
        // every client fires its share in turn, so that all kinds of request overlap
        Collections.shuffle(shots, random);
        Map<String, Map<String, Integer>> counts = new ConcurrentHashMap<>();
        ExecutorService clients = Executors.newFixedThreadPool(level);
        long start = System.nanoTime();
        List<Future<?>> done = new ArrayList<>();
        for (Shot shot : shots) {
            done.add(clients.submit(() -> {
                String outcome = fire(client, shot.request());
                counts.computeIfAbsent(shot.name(), k -> new ConcurrentHashMap<>())
                        .merge(outcome, 1, Integer::sum);
            }));
        }
        for (Future<?> future : done) {
            future.get();
        }
        clients.shutdown();
        double seconds = (System.nanoTime() - start) / 1e9;
        Map<String, Integer> total = new TreeMap<>();
        counts.values().forEach(byOutcome -> byOutcome.forEach((k, v) -> total.merge(k, v, Integer::sum)));
        System.out.printf("%n== %d concurrent: %d requests in %.1f s; all: %s%n", level, shots.size(), seconds, total);
        new TreeMap<>(counts)
                .forEach((name, byOutcome) -> System.out.printf("   %-44s %s%n", name, new TreeMap<>(byOutcome)));
    }

    /** The largest legal request of each endpoint, and two small bystanders. */
    private static List<Shot> largest(String base, String largeBoard, Random random, AtomicLong serial) {
        long n = serial.incrementAndGet();
        List<Shot> shots = new ArrayList<>();
        shots.add(get(
                "scramble walk 1000x1000 10^7 slides listed",
                base + "/scramble?rows=1000&cols=1000&moves=10000000&includeSlides=true&seed=" + n));
        shots.add(get("scramble uniform 1000x1000", base + "/scramble?rows=1000&cols=1000&method=uniform&seed=" + n));
        shots.add(get(
                "scramble distance 2x5, fresh goal",
                base + "/scramble?method=distance&distance=20&seed=" + n + "&goal=" + shuffledText(random, 2, 5)));
        shots.add(post("solvability POST 1000x1000", base + "/solvability", "{\"board\":" + largeBoard + "}"));
        shots.add(post(
                "solve fast 100x100 tiles",
                base + "/solve",
                "{\"board\":" + solvableBoardJson(random, 100, 100) + ",\"strategy\":\"fast\",\"includeTiles\":true}"));
        shots.add(post(
                "solve fast 100x100 tiles+boards (400 by design)",
                base + "/solve",
                "{\"board\":"
                        + solvableBoardJson(random, 100, 100)
                        + ",\"strategy\":\"fast\",\"includeTiles\":true,\"includeBoards\":true}"));
        shots.add(post(
                "solve fast 8x8 (bounded search)",
                base + "/solve",
                "{\"board\":" + solvableBoardJson(random, 8, 8) + ",\"strategy\":\"fast\",\"includeTiles\":true}"));
        shots.add(post(
                "solve fast 12x12 tiles+boards",
                base + "/solve",
                "{\"board\":"
                        + solvableBoardJson(random, 12, 12) + ",\"strategy\":\"fast\",\"includeTiles\":true,"
                        + "\"includeBoards\":true}"));
        shots.add(get(
                "sliding-game count 10^13 - k", base + "/sliding-game/count?primeLimit=" + (10_000_000_000_000L - n)));
        shots.add(get(
                "sliding-game moves 12500x12500 sequence",
                base + "/sliding-game/moves?rows=12500&cols=12500&sequence=true"));
        shots.add(get("bystander solvability 3x3", base + "/solvability?board=1,2,3/4,5,6/8,7,0"));
        shots.add(get("bystander solve 3x3", base + "/solve?board=8,6,7/2,5,4/3,0,1"));
        return shots;
    }

    private static Shot get(String name, String uri) {
        return new Shot(
                name,
                HttpRequest.newBuilder(URI.create(uri))
                        .timeout(REQUEST_TIMEOUT)
                        .GET()
                        .build());
    }

    private static Shot post(String name, String uri, String json) {
        return new Shot(
                name,
                HttpRequest.newBuilder(URI.create(uri))
                        .timeout(REQUEST_TIMEOUT)
                        .header("Content-Type", "application/json")
                        .POST(HttpRequest.BodyPublishers.ofString(json))
                        .build());
    }

    /** The status, "503+RA" for a 503 with Retry-After, "IO" for no answer at all. */
    private static String fire(HttpClient client, HttpRequest request) {
        try {
            HttpResponse<String> response = client.send(
                    request,
                    info -> info.statusCode() == 200
                            ? BodySubscribers.mapping(BodySubscribers.discarding(), nothing -> "")
                            : BodySubscribers.ofString(StandardCharsets.UTF_8));
            int status = response.statusCode();
            if (status == 503) {
                return response.headers().firstValue("Retry-After").isPresent() ? "503+RA" : "503-noRA";
            }
            if (status >= 400) {
                Matcher type = Pattern.compile("urn:problem-type:([a-z-]+)").matcher(response.body());
                return status + (type.find() ? " " + type.group(1) : "");
            }
            return Integer.toString(status);
        } catch (IOException e) {
            return "IO";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "interrupted";
        }
    }

    private static void awaitReady(HttpClient client, String base, Process service) {
        AtomicInteger status = new AtomicInteger();
        await("the service's readiness")
                .atMost(Duration.ofMinutes(3))
                .pollInterval(Duration.ofMillis(500))
                .failFast("the service exited", () -> !service.isAlive())
                .until(() -> {
                    status.set(readiness(client, base));
                    return status.get() == 200 || status.get() == 404;
                });
        System.out.println("ready: " + status.get());
    }

    /** The status of the readiness probe, or -1 while the service is not listening yet. */
    private static int readiness(HttpClient client, String base) throws InterruptedException {
        try {
            return client.send(
                            HttpRequest.newBuilder(URI.create(base + "/actuator/health/readiness"))
                                    .GET()
                                    .build(),
                            HttpResponse.BodyHandlers.discarding())
                    .statusCode();
        } catch (IOException notYet) {
            return -1;
        }
    }

    private static int[] shuffled(Random random, int cells) {
        int[] tiles = new int[cells];
        for (int i = 0; i < cells; i++) {
            tiles[i] = i;
        }
        RandomBoards.shuffle(tiles, random);
        return tiles;
    }

    /** A random arrangement: a goal, or a board for /solvability (solvable or not, either is an answer). */
    private static String largeBoardJson(Random random, int rows, int cols) {
        return json(shuffled(random, rows * cols), cols);
    }

    /** A random board that reaches the standard goal: two tiles exchanged when the parity is wrong. */
    private static String solvableBoardJson(Random random, int rows, int cols) {
        int[] cells = shuffled(random, rows * cols);
        if (!reachesStandardGoal(cells, rows, cols)) {
            int first = cells[0] != 0 ? 0 : 1;
            int second = cells[first + 1] != 0 ? first + 1 : first + 2;
            int t = cells[first];
            cells[first] = cells[second];
            cells[second] = t;
        }
        return json(cells, cols);
    }

    /**
     * The parity rule written out for the bench alone: inversions, plus the blank's row from the bottom on even
     * widths.
     */
    private static boolean reachesStandardGoal(int[] cells, int rows, int cols) {
        long inversions = 0;
        for (int i = 0; i < cells.length; i++) {
            for (int j = i + 1; j < cells.length; j++) {
                if (cells[i] != 0 && cells[j] != 0 && cells[i] > cells[j]) {
                    inversions++;
                }
            }
        }
        int blank = 0;
        while (cells[blank] != 0) {
            blank++;
        }
        long parity = cols % 2 == 1 ? inversions : inversions + (rows - 1 - blank / cols);
        return parity % 2 == 0;
    }

    private static String shuffledText(Random random, int rows, int cols) {
        int[] cells = shuffled(random, rows * cols);
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < cells.length; i++) {
            text.append(i == 0 ? "" : i % cols == 0 ? "/" : ",").append(cells[i]);
        }
        return text.toString();
    }

    private static String json(int[] cells, int cols) {
        StringBuilder json = new StringBuilder(cells.length * 8).append('[');
        for (int i = 0; i < cells.length; i++) {
            json.append(i == 0 ? "[" : i % cols == 0 ? "],[" : ",").append(cells[i]);
        }
        return json.append("]]").toString();
    }

    /** The jar {@code ./mvnw package} left in {@code target}, whatever the project's version. */
    private static Path packagedJar() throws IOException {
        try (var files = Files.list(Path.of("target"))) {
            return files.filter(file -> file.getFileName().toString().matches("fifteen-.*\\.jar"))
                    .findFirst()
                    .orElseThrow(() -> new IllegalStateException("no target/fifteen-*.jar: ./mvnw package first"));
        }
    }
}
