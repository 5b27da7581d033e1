package dev.fifteen.cluster;

import dev.fifteen.puzzle.Board;
import dev.fifteen.search.planning.SolvePool;
import dev.fifteen.testing.infra.RedisServer;
import dev.fifteen.testing.infra.Replica;
import dev.fifteen.testing.infra.ReplicaProcess;
import dev.fifteen.testing.oracle.BreadthFirstDistances;
import io.lettuce.core.RedisClient;
import io.lettuce.core.api.StatefulRedisConnection;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.ExtendWith;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.Set;
import java.util.concurrent.ConcurrentLinkedQueue;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * Jobs across replicas sharing one real Redis: one replica in this JVM, the other in a JVM of its own so that it can
 * be killed by its pid. A job run on one replica is seen, streamed and cancelled from the other; a job whose replica
 * is killed is marked failed by the other once its lease lapses; a replica that shuts down records its running job as
 * failed and leaves no search running.
 */
@ExtendWith(RedisServer.Installed.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class SolveJobsClusterTest {

    private static final Duration LEASE = Duration.ofSeconds(3);

    /** Finished jobs kept: the tests end four jobs, so the first is dropped. */
    private static final int KEEP_COUNT = 3;

    private static final Duration KEEP_FOR = Duration.ofMinutes(10);

    /** One of the 15-puzzle positions that need 80 moves: searched far longer than these tests wait. */
    private static final String HARD = "15,11,8,12/14,10,9,13/2,6,5,1/3,7,4,0";

    private static final String HARD_JOB = "{\"board\":[[15,11,8,12],[14,10,9,13],[2,6,5,1],[3,7,4,0]],"
            + "\"goal\":[[0,1,2,3],[4,5,6,7],[8,9,10,11],[12,13,14,15]],\"strategy\":\"optimal\",\"timeoutMs\":900000}";

    private static final JsonMapper MAPPER = JsonMapper.builder().build();

    private RedisServer redis;
    private ReplicaProcess other;
    private Replica here;
    private Set<Thread> threadsBefore;
    private final List<String> ended = new ArrayList<>();

    @BeforeAll
    void start() throws Exception {
        threadsBefore = Thread.getAllStackTraces().keySet();
        redis = RedisServer.start();
        Map<String, String> properties = new HashMap<>();
        properties.put("fifteen.cluster.redis.enabled", "true");
        properties.put("spring.data.redis.host", "127.0.0.1");
        properties.put("spring.data.redis.port", Integer.toString(redis.port()));
        properties.put("fifteen.solve.jobs.lease", LEASE.toMillis() + "ms");
        properties.put("fifteen.solve.jobs.heartbeat", "250ms");
        properties.put("fifteen.solve.jobs.keep-count", Integer.toString(KEEP_COUNT));
        properties.put("fifteen.solve.jobs.keep-for", KEEP_FOR.toMillis() + "ms");
        other = ReplicaProcess.start(properties);
        here = Replica.start(properties);
    }

    @AfterAll
    void stop() throws Exception {
        try {
            if (here != null) {
                here.close();
            }
            if (other != null) {
                other.close();
            }
        } finally {
            if (redis != null) {
                redis.stop();
            }
        }
    }

    @Test
    @Order(1)
    void aJobIsAnsweredStreamedAndCancelledByEitherReplica() throws Exception {
        HttpResponse<String> accepted =
                other.send("POST", "/solve/jobs", "{\"board\":[[8,6,7],[2,5,4],[3,0,1]],\"strategy\":\"optimal\"}");
        assertThat(accepted.statusCode()).as(accepted.body()).isEqualTo(202);
        String location = accepted.headers().firstValue("Location").orElseThrow();
        await("done, as seen from this replica")
                .atMost(Duration.ofSeconds(60))
                .until(() -> state(here, location).equals("done"));
        ended.add(location);
        JsonNode answer = job(here, location).get("answer");
        assertThat(answer.get("length").asInt())
                .isEqualTo(BreadthFirstDistances.to(Board.parse("1,2,3/4,5,6/7,8,0"))
                        .distance(Board.parse("8,6,7/2,5,4/3,0,1")));

        HttpResponse<String> hard = here.send("POST", "/solve/jobs", HARD_JOB);
        assertThat(hard.statusCode()).as(hard.body()).isEqualTo(202);
        String job = hard.headers().firstValue("Location").orElseThrow();
        await("running with nodes, as seen from the other replica")
                .atMost(Duration.ofSeconds(60))
                .until(() -> {
                    HttpResponse<String> response = get(other, job);
                    JsonNode seen = response.statusCode() == 200 ? MAPPER.readTree(response.body()) : null;
                    return seen != null
                            && seen.get("state").asString().equals("running")
                            && seen.at("/progress/nodesExpanded").asLong() > 0;
                });
        assertThat(job(other, job).get("board").asString()).isEqualTo(HARD);

        Queue<String> lines = new ConcurrentLinkedQueue<>();
        HttpClient.newHttpClient()
                .sendAsync(
                        HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + other.port() + job))
                                .header("Accept", "text/event-stream")
                                .build(),
                        HttpResponse.BodyHandlers.ofLines())
                .thenAccept(response -> response.body().forEach(lines::add));
        await("progress events from the other replica")
                .atMost(Duration.ofSeconds(30))
                .until(() -> lines.stream().anyMatch(line -> line.startsWith("event:progress")));

        HttpResponse<String> cancel = other.send("DELETE", job, null);
        assertThat(cancel.statusCode()).as(cancel.body()).isIn(200, 202);
        await("cancelled, as seen from both replicas")
                .atMost(Duration.ofSeconds(30))
                .until(() -> state(here, job).equals("cancelled")
                        && state(other, job).equals("cancelled"));
        ended.add(job);
        assertThat(job(other, job).at("/problem/type").asString()).isEqualTo("urn:problem-type:job-cancelled");
        await("the search's slot back")
                .atMost(Duration.ofSeconds(10))
                .until(() -> here.bean(SolvePool.class).busy() == 0);
        await("the stream's last event")
                .atMost(Duration.ofSeconds(10))
                .until(() -> lines.stream().anyMatch(line -> line.contains("urn:problem-type:job-cancelled")));
        assertThat(lines).anyMatch(line -> line.startsWith("event:bound"));
        assertThat(lines).filteredOn(line -> line.startsWith("event:")).last().isEqualTo("event:problem");
    }

    @Test
    @Order(2)
    void aJobWhoseReplicaIsKilledIsFailedWithinItsLease() {
        HttpResponse<String> accepted = other.send("POST", "/solve/jobs", HARD_JOB);
        assertThat(accepted.statusCode()).as(accepted.body()).isEqualTo(202);
        String job = accepted.headers().firstValue("Location").orElseThrow();
        await("running, as seen from this replica")
                .atMost(Duration.ofSeconds(60))
                .until(() -> state(here, job).equals("running"));

        other.kill();
        assertThat(other.alive()).isFalse();

        await("failed, as seen from this replica, within the lease")
                .atMost(LEASE.plusSeconds(5))
                .pollInterval(Duration.ofMillis(100))
                .until(() -> state(here, job).equals("failed"));
        ended.add(job);
        JsonNode failed = job(here, job);
        assertThat(failed.at("/problem/type").asString()).isEqualTo("urn:problem-type:job-owner-lost");
        assertThat(failed.get("finishedAt")).isNotNull();
        assertThat(state(here, job)).as("a final state stays").isEqualTo("failed");
    }

    @Test
    @Order(3)
    void aReplicaThatShutsDownRecordsItsJobFailedAndLeavesNothingRunning() {
        HttpResponse<String> accepted = here.send("POST", "/solve/jobs", HARD_JOB);
        assertThat(accepted.statusCode()).as(accepted.body()).isEqualTo(202);
        String job = accepted.headers().firstValue("Location").orElseThrow();
        await("running")
                .atMost(Duration.ofSeconds(60))
                .until(() -> state(here, job).equals("running"));
        SolvePool pool = here.bean(SolvePool.class);
        List<Thread> ours = Thread.getAllStackTraces().keySet().stream()
                .filter(thread -> !threadsBefore.contains(thread))
                .filter(thread -> thread.getName().startsWith("solve-"))
                .toList();
        assertThat(ours).extracting(Thread::getName).anyMatch(name -> name.startsWith("solve-job-"));

        here.close();
        here = null;
        ended.add(job);

        assertThat(pool.busy()).as("search slots taken after shutdown").isZero();
        await("no runner, search or heartbeat thread of the replica alive")
                .atMost(Duration.ofSeconds(10))
                .until(() -> ours.stream().noneMatch(Thread::isAlive));
        String id = job.substring(job.lastIndexOf('/') + 1);
        RedisClient client = RedisClient.create("redis://127.0.0.1:" + redis.port());
        try (StatefulRedisConnection<String, String> connection = client.connect()) {
            JsonNode record = MAPPER.readTree(connection.sync().hget("fifteen:v1:jobs:" + id, "record"));
            assertThat(record.get("state").asString()).isEqualTo("failed");
            assertThat(record.at("/problem/type").asString()).isEqualTo("urn:problem-type:job-interrupted");
            assertThat(connection.sync().exists("fifteen:v1:jobs:" + id + ":lease"))
                    .as("the lease")
                    .isZero();
        } finally {
            client.shutdown();
        }
    }

    @Test
    @Order(4)
    void onlyTheNewestFinishedJobsAreKeptAndForTheirTime() {
        assertThat(ended).hasSize(KEEP_COUNT + 1);
        RedisClient client = RedisClient.create("redis://127.0.0.1:" + redis.port());
        try (StatefulRedisConnection<String, String> connection = client.connect()) {
            List<String> keys = ended.stream()
                    .map(location -> "fifteen:v1:jobs:" + location.substring(location.lastIndexOf('/') + 1))
                    .toList();
            assertThat(connection.sync().exists(keys.get(0))).as("the oldest").isZero();
            for (String key : keys.subList(1, keys.size())) {
                assertThat(connection.sync().hget(key, "final")).as(key).isEqualTo("1");
                assertThat(connection.sync().pttl(key)).as(key).isBetween(1L, KEEP_FOR.toMillis());
            }
            assertThat(connection.sync().zcard("fifteen:v1:jobs:finished")).isEqualTo(KEEP_COUNT);
        } finally {
            client.shutdown();
        }
    }

    /** The job's state, or {@code "unanswered"} while the replica answers a 503 (its Redis call was too slow). */
    private static String state(Object replica, String location) {
        HttpResponse<String> response = get(replica, location);
        return response.statusCode() == 503
                ? "unanswered"
                : job(replica, location).get("state").asString();
    }

    private static HttpResponse<String> get(Object replica, String location) {
        return replica instanceof Replica inJvm
                ? inJvm.send("GET", location, null)
                : ((ReplicaProcess) replica).send("GET", location, null);
    }

    private static JsonNode job(Object replica, String location) {
        HttpResponse<String> response = get(replica, location);
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        return MAPPER.readTree(response.body());
    }
}
