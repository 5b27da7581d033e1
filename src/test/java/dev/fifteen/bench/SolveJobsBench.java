package dev.fifteen.bench;

import dev.fifteen.search.planning.SolvePool;
import dev.fifteen.testing.infra.RedisServer;
import dev.fifteen.testing.infra.Replica;
import dev.fifteen.testing.oracle.RandomBoards;
import tools.jackson.databind.JsonNode;

import java.lang.management.ManagementFactory;
import java.net.http.HttpResponse;
import java.util.Arrays;
import java.util.Map;
import java.util.random.RandomGenerator;
import java.util.random.RandomGeneratorFactory;
import java.util.stream.Collectors;

/**
 * Measures jobs across two replicas sharing a real Redis (both in this JVM, loopback ports, default job settings):
 * the time from {@code DELETE} to the search's slot being free, when the replica that runs the job is asked and
 * when the other one is (it learns of it at its next heartbeat); and the time from {@code POST} on one replica to
 * {@code done} as read from the other, for easy 8-puzzle jobs polled every 5 ms. Prints medians and maxima with the
 * load average. Run with
 * <pre>
 * nice -n 10 ./mvnw -q -o test-compile exec:java -Dexec.mainClass=dev.fifteen.bench.SolveJobsBench -Dexec.args="10 100"
 * </pre>
 * (arguments: cancels of each kind, default 10; easy jobs, default 100).
 */
public final class SolveJobsBench {

    private static final String HARD_JOB = "{\"board\":[[15,11,8,12],[14,10,9,13],[2,6,5,1],[3,7,4,0]],"
            + "\"goal\":[[0,1,2,3],[4,5,6,7],[8,9,10,11],[12,13,14,15]],\"strategy\":\"optimal\",\"timeoutMs\":600000}";

    private SolveJobsBench() {}

    public static void main(String[] args) throws Exception {
        int cancels = args.length > 0 ? Integer.parseInt(args[0]) : 10;
        int easy = args.length > 1 ? Integer.parseInt(args[1]) : 100;
        try (RedisServer redis = RedisServer.start()) {
            Map<String, String> properties = Map.of(
                    "fifteen.cluster.redis.enabled", "true",
                    "spring.data.redis.host", "127.0.0.1",
                    "spring.data.redis.port", Integer.toString(redis.port()),
                    "logging.level.root", "warn");
            try (Replica owner = Replica.start(properties);
                    Replica other = Replica.start(properties)) {
                SolvePool pool = owner.bean(SolvePool.class);
                long[] local = new long[cancels];
                long[] remote = new long[cancels];
                for (int k = 0; k < cancels; k++) {
                    local[k] = cancelToFreeSlot(owner, owner, pool);
                    remote[k] = cancelToFreeSlot(owner, other, pool);
                }
                print("DELETE on the replica running the job -> slot free", local);
                print("DELETE on the other replica -> slot free", remote);

                RandomGenerator random = RandomGeneratorFactory.<RandomGenerator>of("L64X128MixRandom")
                        .create(24);
                long[] visible = new long[easy];
                for (int k = 0; k < easy; k++) {
                    String board = Arrays.stream(RandomBoards.solvableBlankLast(3, 3, random)
                                    .toText()
                                    .split("/"))
                            .map(row -> "[" + row + "]")
                            .collect(Collectors.joining(",", "[", "]"));
                    long start = System.nanoTime();
                    String job = location(owner.send("POST", "/solve/jobs", "{\"board\":" + board + "}"));
                    while (!state(other, job).equals("done")) {
                        Thread.sleep(5);
                    }
                    visible[k] = System.nanoTime() - start;
                }
                print("easy job: POST on one replica -> done read on the other", visible);
            }
        }
        System.out.printf(
                "load average %.2f, %d processors%n",
                ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage(),
                Runtime.getRuntime().availableProcessors());
    }

    /** Starts a hard job on {@code owner}, waits until it searches, cancels it through {@code asked}. */
    private static long cancelToFreeSlot(Replica owner, Replica asked, SolvePool pool) throws InterruptedException {
        String job = location(owner.send("POST", "/solve/jobs", HARD_JOB));
        while (true) {
            HttpResponse<String> response = owner.send("GET", job, null);
            JsonNode seen = Replica.json(response);
            if (seen.get("state").asString().equals("running")
                    && seen.at("/progress/nodesExpanded").asLong() > 0) {
                break;
            }
            Thread.sleep(20);
        }
        long start = System.nanoTime();
        HttpResponse<String> cancelled = asked.send("DELETE", job, null);
        if (cancelled.statusCode() != 200 && cancelled.statusCode() != 202) {
            throw new IllegalStateException("DELETE answered " + cancelled.statusCode() + ": " + cancelled.body());
        }
        while (pool.busy() > 0) {
            Thread.sleep(1);
        }
        long elapsed = System.nanoTime() - start;
        while (!state(owner, job).equals("cancelled")) {
            Thread.sleep(5);
        }
        return elapsed;
    }

    private static String state(Replica replica, String job) {
        HttpResponse<String> response = replica.send("GET", job, null);
        return response.statusCode() == 200
                ? Replica.json(response).get("state").asString()
                : "unanswered";
    }

    private static String location(HttpResponse<String> accepted) {
        if (accepted.statusCode() != 202) {
            throw new IllegalStateException("POST answered " + accepted.statusCode() + ": " + accepted.body());
        }
        return accepted.headers().firstValue("Location").orElseThrow();
    }

    private static void print(String what, long[] nanos) {
        long[] sorted = nanos.clone();
        Arrays.sort(sorted);
        System.out.printf(
                "%-58s n=%d median %.1f ms, max %.1f ms%n",
                what, sorted.length, sorted[sorted.length / 2] / 1e6, sorted[sorted.length - 1] / 1e6);
    }
}
