package dev.fifteen.search;

import org.junit.jupiter.api.Test;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The helpers of the optimal searches: at most {@code parallelism - 1} at work, none while no core is free or once
 * closed, and each one free again (and its caller told) when its task ends.
 */
class SearchThreadsTest {

    @Test
    void oneThreadMeansNoHelpers() {
        assertThat(SearchThreads.of(1)).isSameAs(SearchThreads.none());
        assertThat(SearchThreads.none().parallelism()).isEqualTo(1);
        assertThat(SearchThreads.none().tryRun(() -> {}, () -> {})).isFalse();
        assertThatThrownBy(() -> SearchThreads.of(0, () -> true)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aHelperWorksUntilItsTaskEndsAndIsThenFreeAgain() throws InterruptedException {
        try (SearchThreads helpers = SearchThreads.of(2)) {
            CountDownLatch release = new CountDownLatch(1);
            CountDownLatch done = new CountDownLatch(1);
            assertThat(helpers.tryRun(
                            () -> {
                                try {
                                    release.await();
                                } catch (InterruptedException e) {
                                    Thread.currentThread().interrupt();
                                }
                            },
                            done::countDown))
                    .isTrue();
            assertThat(helpers.busy()).isEqualTo(1);
            assertThat(helpers.tryRun(() -> {}, () -> {}))
                    .as("the only helper is at work")
                    .isFalse();
            release.countDown();
            assertThat(done.await(10, TimeUnit.SECONDS)).isTrue();
            assertThat(helpers.busy()).isZero();
        }
    }

    @Test
    void noHelperJoinsWhileNoCoreIsFreeOrOnceClosed() {
        AtomicInteger ran = new AtomicInteger();
        SearchThreads busyCores = SearchThreads.of(2, () -> false);
        assertThat(busyCores.tryRun(ran::incrementAndGet, () -> {})).isFalse();
        busyCores.close();
        SearchThreads closed = SearchThreads.of(2);
        closed.close();
        assertThat(closed.tryRun(ran::incrementAndGet, () -> {})).isFalse();
        assertThat(closed.busy()).isZero();
        assertThat(ran).hasValue(0);
    }
}
