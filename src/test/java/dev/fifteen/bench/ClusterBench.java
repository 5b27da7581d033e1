package dev.fifteen.bench;

import dev.fifteen.testing.oracle.RandomBoards;
import org.awaitility.core.ConditionTimeoutException;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.random.RandomGenerator;
import java.util.random.RandomGeneratorFactory;
import java.util.stream.IntStream;

import static org.awaitility.Awaitility.await;

/**
 * Measures a real cluster on this machine, started with {@code scripts/local-cluster} (Redis, replicas of the
 * packaged jar, HAProxy, all on loopback) and prints: the throughput of {@code /solvability} and of a mix with
 * solves through the load balancer for 1, 2 and 3 replicas (and per replica); the cross-replica cache-hit ratio of
 * a repeated workload; the extra latency of a Redis hit over a Caffeine hit (p50, p99); the failed requests while
 * one replica is killed during a 30 s load; and the 5xx answers while Redis is stopped for 10 s, with the time
 * until sharing resumes. Run with
 * <pre>
 * ./mvnw -q package -DskipTests && nice ./mvnw -q test-compile exec:java -Dexec.mainClass=dev.fifteen.bench.ClusterBench
 * </pre>
 * (optional arguments: seconds per throughput run, default 10; load threads, default 8).
 */
public final class ClusterBench {

    private static final int LB_PORT = 18080;
    private static final int API_BASE = 18100;
    private static final HttpClient HTTP = HttpClient.newBuilder()
            .connectTimeout(Duration.ofSeconds(2))
            .version(HttpClient.Version.HTTP_1_1)
            .build();

    private final RandomGenerator random =
            RandomGeneratorFactory.<RandomGenerator>of("L64X128MixRandom").create(15);
    private final int seconds;
    private final int threads;

    private ClusterBench(int seconds, int threads) {
        this.seconds = seconds;
        this.threads = threads;
    }

    public static void main(String[] args) throws Exception {
        int seconds = args.length > 0 ? Integer.parseInt(args[0]) : 10;
        int threads = args.length > 1 ? Integer.parseInt(args[1]) : 8;
        new ClusterBench(seconds, threads).run();
    }

    private void run() throws Exception {
        System.out.printf(
                "Cluster bench: %d s per throughput run, %d client threads, %d processors%n",
                seconds, threads, Runtime.getRuntime().availableProcessors());
        System.out.printf("%-9s %-12s %12s %14s %8s%n", "replicas", "workload", "requests/s", "per replica", "errors");
        System.out.println("(errors exclude 503 refusals of a full solve pool, which are counted apart)");
        for (int replicas = 1; replicas <= 3; replicas++) {
            cluster("start", Integer.toString(replicas));
            try {
                throughput(replicas, "solvability", 0);
                throughput(replicas, "mix 20% solve", 0.2);
                if (replicas == 3) {
                    cacheHits();
                    redisHitLatency();
                    replicaKilled();
                    redisStopped();
                }
            } finally {
                cluster("stop");
            }
        }
    }

    private void throughput(int replicas, String name, double solveShare) throws Exception {
        java.util.function.Supplier<String> paths = () -> random.nextDouble() < solveShare
                ? "/solve?strategy=optimal&board=" + newBoard()
                : "/solvability?board=" + newBoard();
        load(3, paths); // warm-up, not counted
        Load load = load(seconds, paths);
        double perSecond = load.ok.get() / (double) seconds;
        String detail = "(503 refusals " + load.refused.get()
                + (load.failed() == 0
                        ? ")"
                        : "; " + load.serverErrors.get() + " other 5xx, " + load.otherStatuses.get() + " other, "
                                + load.ioErrors.get() + " I/O)");
        System.out.printf(
                "%-9d %-12s %12.0f %14.0f %8d %s%n",
                replicas, name, perSecond, perSecond / replicas, load.failed(), detail);
    }

    /** A repeated workload through the load balancer: every board asked three times, the first time unseen. */
    private void cacheHits() throws Exception {
        List<String> boards = IntStream.range(0, 200).mapToObj(k -> newBoard()).toList();
        int repeats = 0;
        int hits = 0;
        for (int round = 0; round < 3; round++) {
            for (String board : boards) {
                HttpResponse<String> answer = get(LB_PORT, "/solve?strategy=optimal&board=" + board);
                if (round > 0) {
                    repeats++;
                    hits += answer.body().contains("\"cached\":true") ? 1 : 0;
                }
            }
        }
        // The same across replicas on purpose: solved on replica 1, asked of replicas 2 and 3.
        int crossRepeats = 0;
        int crossHits = 0;
        for (int k = 0; k < 200; k++) {
            String board = newBoard();
            get(API_BASE + 1, "/solve?strategy=optimal&board=" + board);
            for (int replica = 2; replica <= 3; replica++) {
                crossRepeats++;
                crossHits += get(API_BASE + replica, "/solve?strategy=optimal&board=" + board)
                                .body()
                                .contains("\"cached\":true")
                        ? 1
                        : 0;
            }
        }
        System.out.printf(
                "cache hits of repeats through the load balancer: %d / %d (%.1f %%)%n",
                hits, repeats, 100.0 * hits / repeats);
        System.out.printf(
                "cache hits on replicas 2 and 3 of boards solved on replica 1: %d / %d (%.1f %%)%n",
                crossHits, crossRepeats, 100.0 * crossHits / crossRepeats);
    }

    /** Solved on replica 1; then replica 2's first answer comes from Redis and its second from Caffeine. */
    private void redisHitLatency() throws Exception {
        int boards = 500;
        long[] redis = new long[boards];
        long[] caffeine = new long[boards];
        for (int k = 0; k < 40; k++) { // warm-up of both paths
            String board = newBoard();
            get(API_BASE + 1, "/solve?strategy=optimal&board=" + board);
            get(API_BASE + 2, "/solve?strategy=optimal&board=" + board);
            get(API_BASE + 2, "/solve?strategy=optimal&board=" + board);
        }
        for (int k = 0; k < boards; k++) {
            String path = "/solve?strategy=optimal&board=" + newBoard();
            get(API_BASE + 1, path);
            long start = System.nanoTime();
            String fromRedis = get(API_BASE + 2, path).body();
            redis[k] = System.nanoTime() - start;
            start = System.nanoTime();
            String fromCaffeine = get(API_BASE + 2, path).body();
            caffeine[k] = System.nanoTime() - start;
            if (!fromRedis.contains("\"cached\":true") || !fromCaffeine.contains("\"cached\":true")) {
                System.out.println("  (a lookup missed: " + path + ")");
            }
        }
        Arrays.sort(redis);
        Arrays.sort(caffeine);
        System.out.printf(
                "cache-hit latency over HTTP, ms: Caffeine p50 %.2f p99 %.2f; Redis p50 %.2f p99 %.2f;"
                        + " extra p50 %.2f p99 %.2f%n",
                ms(caffeine, 0.5),
                ms(caffeine, 0.99),
                ms(redis, 0.5),
                ms(redis, 0.99),
                ms(redis, 0.5) - ms(caffeine, 0.5),
                ms(redis, 0.99) - ms(caffeine, 0.99));
    }

    private void replicaKilled() throws Exception {
        ExecutorService killer = Executors.newSingleThreadExecutor();
        killer.submit(() -> {
            sleep(10_000);
            cluster("kill-replica", "2");
            return null;
        });
        Load load = load(
                30,
                () -> random.nextDouble() < 0.2
                        ? "/solve?strategy=optimal&board=" + newBoard()
                        : "/solvability?board=" + newBoard());
        killer.shutdown();
        System.out.printf(
                "replica 2 killed (SIGKILL) 10 s into a 30 s load: %d answered, %d failed (%d 5xx other"
                        + " than 503, %d other statuses, %d I/O errors), %d 503 refusals of a full pool%n",
                load.ok.get(),
                load.failed(),
                load.serverErrors.get(),
                load.otherStatuses.get(),
                load.ioErrors.get(),
                load.refused.get());
    }

    private void redisStopped() throws Exception {
        ExecutorService operator = Executors.newSingleThreadExecutor();
        long[] resumedAfterMillis = {-1};
        operator.submit(() -> {
            sleep(5_000);
            cluster("stop-redis");
            sleep(10_000);
            cluster("start-redis");
            long back = System.nanoTime();
            try {
                await().atMost(Duration.ofSeconds(30))
                        .pollDelay(Duration.ZERO)
                        .pollInterval(Duration.ofMillis(100))
                        .until(() -> {
                            String path = "/solve?strategy=optimal&board=" + newBoard();
                            get(API_BASE + 1, path);
                            return get(API_BASE + 3, path).body().contains("\"cached\":true");
                        });
                resumedAfterMillis[0] = (System.nanoTime() - back) / 1_000_000;
            } catch (ConditionTimeoutException notShared) {
                // reported as -1
            }
            return null;
        });
        Load load = load(
                25,
                () -> random.nextDouble() < 0.2
                        ? "/solve?strategy=optimal&board=" + newBoard()
                        : "/solvability?board=" + newBoard());
        operator.shutdown();
        operator.awaitTermination(1, TimeUnit.MINUTES);
        System.out.printf(
                "Redis stopped for 10 s during a 25 s load: %d answered, %d 5xx (+ %d 503 refusals of a"
                        + " full pool), %d failed in all; a board solved on replica 1 was a hit on replica 3 again"
                        + " %d ms"
                        + " after Redis returned%n",
                load.ok.get(), load.serverErrors.get(), load.refused.get(), load.failed(), resumedAfterMillis[0]);
    }

    private static final class Load {
        final AtomicLong ok = new AtomicLong();
        final AtomicLong refused = new AtomicLong();
        final AtomicLong serverErrors = new AtomicLong();
        final AtomicLong otherStatuses = new AtomicLong();
        final AtomicLong ioErrors = new AtomicLong();

        long failed() {
            return serverErrors.get() + otherStatuses.get() + ioErrors.get();
        }
    }

    private Load load(int durationSeconds, java.util.function.Supplier<String> paths) throws InterruptedException {
        Load load = new Load();
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(durationSeconds);
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        for (int t = 0; t < threads; t++) {
            pool.submit(() -> {
                while (System.nanoTime() < end) {
                    String path;
                    synchronized (random) {
                        path = paths.get();
                    }
                    try {
                        int status = get(LB_PORT, path).statusCode();
                        if (status == 200) {
                            load.ok.incrementAndGet();
                        } else if (status == 503) { // the solve pool full: a refusal with Retry-After
                            load.refused.incrementAndGet();
                        } else if (status >= 500) {
                            load.serverErrors.incrementAndGet();
                        } else {
                            load.otherStatuses.incrementAndGet();
                        }
                    } catch (IOException | RuntimeException e) {
                        load.ioErrors.incrementAndGet();
                    }
                }
                return null;
            });
        }
        pool.shutdown();
        pool.awaitTermination(durationSeconds + 120L, TimeUnit.SECONDS);
        return load;
    }

    private static HttpResponse<String> get(int port, String path) throws IOException {
        HttpRequest request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                .timeout(Duration.ofSeconds(60))
                .GET()
                .build();
        try {
            return HTTP.send(request, HttpResponse.BodyHandlers.ofString());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException(e);
        }
    }

    /** A random solvable 3 x 3 board with the blank last, as text. */
    private String newBoard() {
        synchronized (random) {
            return RandomBoards.solvableBlankLast(3, 3, random).toText();
        }
    }

    private static void cluster(String... command) throws IOException, InterruptedException {
        List<String> line = new ArrayList<>(List.of("scripts/local-cluster"));
        line.addAll(List.of(command));
        ProcessBuilder builder = new ProcessBuilder(line).inheritIO();
        builder.environment().putIfAbsent("APP_ARGS", "--fifteen.solve.preload-tables=false");
        int exit = builder.start().waitFor();
        if (exit != 0) {
            throw new IllegalStateException("scripts/local-cluster " + String.join(" ", command) + " exited " + exit);
        }
    }

    private static double ms(long[] sortedNanos, double quantile) {
        return sortedNanos[Math.min(sortedNanos.length - 1, (int) Math.ceil(quantile * sortedNanos.length) - 1)] / 1e6;
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
