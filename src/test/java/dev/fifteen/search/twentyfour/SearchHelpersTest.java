package dev.fifteen.search.twentyfour;

import org.junit.jupiter.api.Test;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The helpers of the 5 x 5 searches: at most {@code parallelism - 1} at work, none while no core is free or once
 * closed, and each one free again (and its caller told) when its task ends.
 */
class SearchHelpersTest {

    @Test
    void oneThreadMeansNoHelpers() {
        assertThat(SearchHelpers.of(1)).isSameAs(SearchHelpers.none());
        assertThat(SearchHelpers.none().parallelism()).isEqualTo(1);
        assertThat(SearchHelpers.none().tryRun(() -> {}, () -> {})).isFalse();
        assertThatThrownBy(() -> SearchHelpers.of(0, () -> true)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aHelperWorksUntilItsTaskEndsAndIsThenFreeAgain() throws InterruptedException {
        try (SearchHelpers helpers = SearchHelpers.of(2)) {
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
        SearchHelpers busyCores = SearchHelpers.of(2, () -> false);
        assertThat(busyCores.tryRun(ran::incrementAndGet, () -> {})).isFalse();
        busyCores.close();
        SearchHelpers closed = SearchHelpers.of(2);
        closed.close();
        assertThat(closed.tryRun(ran::incrementAndGet, () -> {})).isFalse();
        assertThat(closed.busy()).isZero();
        assertThat(ran).hasValue(0);
    }
}
