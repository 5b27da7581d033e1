package dev.fifteen.cluster;

import dev.fifteen.testing.infra.Replica;
import dev.fifteen.testing.oracle.RandomBoards;
import org.awaitility.Awaitility;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import tools.jackson.databind.JsonNode;

import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.TimeUnit;
import java.util.random.RandomGenerator;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Two replicas of Fifteen sharing one real Redis: what a cluster must do, whatever runs Redis (a process of the
 * system's package, or a container where a Docker engine exists). Every request carries its own API key, so that
 * the rate limit (5 requests a minute per client, shared by both replicas) only limits where a test means it to.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class SharedRedisContract {

    /** 8-puzzle boards searched optimally in milliseconds, each one new to the caches. */
    private final RandomGenerator boards = RandomGenerator.of("L64X128MixRandom");

    private Replica first;
    private Replica second;

    /** Starts Redis and returns its loopback address as {@code host:port}. */
    abstract String startRedis() throws Exception;

    /** Makes Redis unreachable (stopped, or frozen) until {@link #resumeRedis()}. */
    abstract void interruptRedis() throws Exception;

    abstract void resumeRedis() throws Exception;

    abstract void stopRedis() throws Exception;

    @BeforeAll
    void startReplicas() throws Exception {
        String[] redis = startRedis().split(":");
        Map<String, String> properties = new HashMap<>();
        properties.put("fifteen.cluster.redis.enabled", "true");
        properties.put("spring.data.redis.host", redis[0]);
        properties.put("spring.data.redis.port", redis[1]);
        properties.put("fifteen.cluster.redis.open-for", "1s");
        properties.put("fifteen.rate-limit.enabled", "true");
        properties.put("fifteen.rate-limit.capacity", "5");
        properties.put("fifteen.rate-limit.api-key-header", "X-API-Key");
        first = Replica.start(properties);
        second = Replica.start(properties);
    }

    @AfterAll
    void stopAll() throws Exception {
        try {
            if (first != null) {
                first.close();
            }
            if (second != null) {
                second.close();
            }
        } finally {
            stopRedis();
        }
    }

    @Test
    void aBoardSolvedOnOneReplicaIsACachedAnswerOnTheOther() {
        String board = newBoard();
        double searchesBefore = second.meter("fifteen.solve.time");

        JsonNode solved = Replica.json(solve(first, board));
        JsonNode fromTheOther = Replica.json(solve(second, board));

        assertThat(solved.get("cached").asBoolean()).isFalse();
        assertThat(fromTheOther.get("cached").asBoolean()).isTrue();
        assertThat(fromTheOther.get("moves").asString())
                .isEqualTo(solved.get("moves").asString());
        assertThat(fromTheOther.get("length").asInt())
                .isEqualTo(solved.get("moves").asString().length());
        assertThat(second.meter("fifteen.solve.time"))
                .as("searches on the second replica")
                .isEqualTo(searchesBefore);
        assertThat(second.meter("fifteen.cluster.cache.shared", "cache", "solutions", "result", "hit"))
                .isPositive();
    }

    @Test
    void aLargeCountAskedOfBothReplicasAtOnceIsComputedOnce() throws Exception {
        long primeLimit = 10_000_000_000_000L; // the largest count, about a second of work, so the two requests overlap
        double computationsBefore =
                first.meter("fifteen.sliding-game.computations") + second.meter("fifteen.sliding-game.computations");
        CyclicBarrier start = new CyclicBarrier(2);
        List<CompletableFuture<HttpResponse<String>>> answers = new ArrayList<>();
        for (Replica replica : List.of(first, second)) {
            answers.add(CompletableFuture.supplyAsync(() -> {
                await(start);
                return replica.get("/sliding-game/count?primeLimit=" + primeLimit, "X-API-Key", newKey());
            }));
        }
        JsonNode one = Replica.json(answers.get(0).get(2, TimeUnit.MINUTES));
        JsonNode other = Replica.json(answers.get(1).get(2, TimeUnit.MINUTES));

        double computations =
                first.meter("fifteen.sliding-game.computations") + second.meter("fifteen.sliding-game.computations");
        assertThat(computations - computationsBefore).isEqualTo(1);
        assertThat(List.of(one.get("cached").asBoolean(), other.get("cached").asBoolean()))
                .containsExactlyInAnyOrder(true, false);
        assertThat(one.get("grids").asString()).isEqualTo(other.get("grids").asString());
        // Both requests left together and the count took longer than any skew between them: they overlapped, so
        // it was the lock, not the cache alone, that made the second one wait.
        assertThat(one.get("computeMillis").asDouble())
                .as("milliseconds of the count")
                .isGreaterThan(300);
    }

    @Test
    void withRedisAwayEveryRequestSucceedsAndSharingResumesWhenItIsBack() throws Exception {
        interruptRedis();
        try {
            List<Integer> statuses = new ArrayList<>();
            for (int k = 0; k < 6; k++) {
                Replica replica = k % 2 == 0 ? first : second;
                statuses.add(solve(replica, newBoard()).statusCode());
                statuses.add(replica.get("/sliding-game/count?primeLimit=" + (1_000_000 + k), "X-API-Key", newKey())
                        .statusCode());
                statuses.add(replica.get("/solvability?board=1,2,3/4,5,6/8,7,0", "X-API-Key", newKey())
                        .statusCode());
            }
            assertThat(statuses).allMatch(status -> status == 200);

            HttpResponse<String> health = first.management("/actuator/health");
            assertThat(health.statusCode()).isEqualTo(200);
            assertThat(Replica.json(health).at("/components/sharedCache/status").asString())
                    .isEqualTo("DEGRADED");
            assertThat(first.management("/actuator/health/readiness").statusCode())
                    .isEqualTo(200);
        } finally {
            resumeRedis();
        }
        Awaitility.await("a board solved on one replica is a cache hit on the other again")
                .atMost(Duration.ofSeconds(30))
                .pollInterval(Duration.ofMillis(200))
                .until(() -> {
                    String board = newBoard();
                    solve(first, board);
                    return Replica.json(solve(second, board)).get("cached").asBoolean();
                });
        assertThat(Replica.json(first.management("/actuator/health"))
                        .at("/components/sharedCache/status")
                        .asString())
                .isEqualTo("UP");
    }

    @Test
    void aClientsLimitIsSharedByTheReplicas() {
        String key = newKey();
        List<HttpResponse<String>> allowed = IntStream.range(0, 5)
                .mapToObj(k -> (k % 2 == 0 ? first : second).get("/solvability?board=1,2/3,0", "X-API-Key", key))
                .toList();
        assertThat(allowed).extracting(HttpResponse::statusCode).containsOnly(200);
        assertThat(allowed)
                .extracting(response ->
                        response.headers().firstValue("RateLimit-Remaining").orElseThrow())
                .containsExactly("4", "3", "2", "1", "0");
        assertThat(allowed.get(0).headers().firstValue("RateLimit-Limit")).hasValue("5");
        assertThat(allowed.get(0).headers().firstValue("RateLimit-Policy")).hasValue("5;w=60");

        HttpResponse<String> refused = second.get("/solvability?board=1,2/3,0", "X-API-Key", key);
        assertThat(refused.statusCode()).isEqualTo(429);
        assertThat(refused.headers().firstValue("Content-Type"))
                .hasValueSatisfying(type -> assertThat(type).startsWith("application/problem+json"));
        long retryAfter =
                Long.parseLong(refused.headers().firstValue("Retry-After").orElseThrow());
        // One token comes back every 60 s / 5 = 12 s.
        assertThat(retryAfter).isBetween(1L, 12L);
        JsonNode problem = Replica.json(refused);
        assertThat(problem.get("type").asString()).isEqualTo("urn:problem-type:rate-limited");
        assertThat(problem.get("status").asInt()).isEqualTo(429);
        assertThat(problem.get("retryAfterSeconds").asLong()).isEqualTo(retryAfter);
        assertThat(refused.headers().firstValue("RateLimit-Remaining")).hasValue("0");

        assertThat(first.get("/solvability?board=1,2/3,0", "X-API-Key", newKey())
                        .statusCode())
                .as("another client")
                .isEqualTo(200);
        assertThat(first.management("/actuator/health").statusCode())
                .as("the Actuator is not limited")
                .isEqualTo(200);
    }

    private HttpResponse<String> solve(Replica replica, String board) {
        HttpResponse<String> response = replica.get("/solve?strategy=optimal&board=" + board, "X-API-Key", newKey());
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        return response;
    }

    /** A random solvable 3 x 3 board with the blank last, as text. */
    private String newBoard() {
        return RandomBoards.solvableBlankLast(3, 3, boards).toText();
    }

    private static String newKey() {
        return UUID.randomUUID().toString();
    }

    private static void await(CyclicBarrier barrier) {
        try {
            barrier.await(1, TimeUnit.MINUTES);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
