package dev.fifteen.web.slidinggame;

import com.github.benmanes.caffeine.cache.Caffeine;
import dev.fifteen.numbertheory.LucyHedgehogPrimeSummation;
import dev.fifteen.numbertheory.PrimeSummation;
import dev.fifteen.numbertheory.PrimeSums;
import dev.fifteen.problem.ProblemException;
import dev.fifteen.slidinggame.PrimeSquareGrids;
import dev.fifteen.web.locks.KeyedLocks;
import dev.fifteen.web.memory.MemoryBudget;
import dev.fifteen.web.memory.RequestMemory;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.cache.caffeine.CaffeineCacheManager;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.web.context.request.RequestContextHolder;
import org.springframework.web.context.request.ServletRequestAttributes;

import java.math.BigInteger;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;

/**
 * The cache and the permits in front of the grid count, without Spring: the computation is held at a gate so
 * that the tests decide what runs at the same time.
 */
class SlidingGameCountsTest {

    private final ExecutorService pool = Executors.newCachedThreadPool();

    @AfterEach
    void stopThreads() {
        pool.shutdownNow();
    }

    /** Counts its calls and holds those for bounds of 500 and more until the gate opens. */
    private static final class GatedSummation implements PrimeSummation {
        private final PrimeSummation exact = new LucyHedgehogPrimeSummation();
        private final CountDownLatch gate = new CountDownLatch(1);
        private final AtomicInteger calls = new AtomicInteger();
        private final AtomicInteger waiting = new AtomicInteger();

        @Override
        public PrimeSums sumUpTo(long bound) {
            calls.incrementAndGet();
            if (bound >= 500) {
                waiting.incrementAndGet();
                try {
                    gate.await(1, TimeUnit.MINUTES);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            return exact.sumUpTo(bound);
        }

        @Override
        public long maxBound() {
            return exact.maxBound();
        }

        @Override
        public long workingBytes(long bound) {
            return exact.workingBytes(bound);
        }
    }

    private static SlidingGameProperties properties(int maxConcurrentLargeCounts) {
        return new SlidingGameProperties(
                10_000_000_000_000L, 1_000_000_000_000L, 100_000, 100, 1, 1000, maxConcurrentLargeCounts);
    }

    private static SlidingGameCounts counts(PrimeSummation summation, int maxConcurrentLargeCounts) {
        SlidingGameProperties properties = properties(maxConcurrentLargeCounts);
        CaffeineCacheManager cacheManager = new CaffeineCacheManager();
        cacheManager.registerCustomCache(
                SlidingGameProperties.COUNT_CACHE,
                Caffeine.newBuilder().maximumSize(100).recordStats().build());
        return new SlidingGameCounts(
                new PrimeSquareGrids(summation),
                properties,
                cacheManager,
                new KeyedLocks(),
                new SimpleMeterRegistry(),
                new RequestMemory(new MemoryBudget(1L << 40, Duration.ZERO, 1), 0));
    }

    @Test
    void sixteenConcurrentRequestsForOneLimitComputeItOnce() throws Exception {
        GatedSummation summation = new GatedSummation();
        SlidingGameCounts counts = counts(summation, 2);
        List<Thread> threads = new ArrayList<>();
        List<SlidingGameCounts.Answer> answers = java.util.Collections.synchronizedList(new ArrayList<>());
        for (int k = 0; k < 16; k++) {
            Thread thread = new Thread(() -> answers.add(asRequest(() -> counts.count(1000))));
            threads.add(thread);
            thread.start();
        }
        // Every thread is inside count(): one held at the gate, the others waiting for its result.
        await("one count at the gate, every thread parked")
                .atMost(Duration.ofSeconds(30))
                .pollInterval(Duration.ofMillis(10))
                .until(() -> summation.waiting.get() == 1 && threads.stream().allMatch(SlidingGameCountsTest::parked));
        summation.gate.countDown();
        for (Thread thread : threads) {
            thread.join(TimeUnit.MINUTES.toMillis(1));
        }
        assertThat(summation.calls).hasValue(1);
        assertThat(answers)
                .hasSize(16)
                .allSatisfy(answer -> assertThat(answer.count().grids()).isEqualTo(BigInteger.valueOf(4_112_102)));
        assertThat(answers).filteredOn(answer -> !answer.cached()).hasSize(1);
    }

    @Test
    void largeCountsBeyondThePermitsAreRefusedWithARetryAfter() throws Exception {
        GatedSummation summation = new GatedSummation();
        SlidingGameCounts counts = counts(summation, 2);
        Future<SlidingGameCounts.Answer> first = pool.submit(() -> asRequest(() -> counts.count(10_000)));
        Future<SlidingGameCounts.Answer> second = pool.submit(() -> asRequest(() -> counts.count(20_000)));
        await("two counts at the gate")
                .atMost(Duration.ofSeconds(30))
                .pollInterval(Duration.ofMillis(10))
                .until(() -> summation.waiting.get() == 2);

        assertThatThrownBy(() -> asRequest(() -> counts.count(30_000)))
                .isInstanceOfSatisfying(ProblemException.class, problem -> {
                    assertThat(problem.category()).isEqualTo(ProblemException.Category.UNAVAILABLE);
                    assertThat(problem.type()).isEqualTo("too-many-large-counts");
                    assertThat(problem.properties())
                            .containsEntry("retryAfterSeconds", SlidingGameCounts.RETRY_AFTER_SECONDS)
                            .containsEntry("limitProperty", "fifteen.sliding-game.max-concurrent-large-counts");
                });
        // Small counts need no permit.
        assertThat(asRequest(() -> counts.count(100)).count().grids()).isEqualTo(BigInteger.valueOf(5482));

        summation.gate.countDown();
        assertThat(first.get(1, TimeUnit.MINUTES).cached()).isFalse();
        assertThat(second.get(1, TimeUnit.MINUTES).cached()).isFalse();
        // The permits are back, and the refused limit was not cached as a failure.
        SlidingGameCounts.Answer retried = asRequest(() -> counts.count(30_000));
        assertThat(retried.cached()).isFalse();
        assertThat(retried.count().primeLimit()).isEqualTo(30_000);
    }

    @Test
    void aLimitOverTheMaximumIsALimitProblem() {
        SlidingGameLimits limits =
                new SlidingGameLimits(properties(2), new PrimeSquareGrids(new LucyHedgehogPrimeSummation()));
        assertThatThrownBy(() -> limits.requirePrimeLimit(10_000_000_000_001L))
                .isInstanceOfSatisfying(
                        ProblemException.class,
                        problem -> assertThat(problem.category()).isEqualTo(ProblemException.Category.LIMIT_EXCEEDED));
    }

    /** Whether a thread waits or is blocked (started, not ended, not running). */
    private static boolean parked(Thread thread) {
        Thread.State state = thread.getState();
        return state == Thread.State.WAITING || state == Thread.State.BLOCKED || state == Thread.State.TIMED_WAITING;
    }

    /**
     * Calls as a request's thread does (one the memory admission filter does not see: what a count admits is the
     * memory tests' subject, not this class's).
     */
    private static <T> T asRequest(Supplier<T> call) {
        RequestContextHolder.setRequestAttributes(new ServletRequestAttributes(new MockHttpServletRequest()));
        try {
            return call.get();
        } finally {
            RequestContextHolder.resetRequestAttributes();
        }
    }
}
