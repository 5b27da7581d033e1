package dev.fifteen.search;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;

/** The deadline's arithmetic on the monotonic clock, its cancellation and its listener. */
class DeadlineTest {

    @Test
    void aZeroTimeoutHasExpiredAtOnceWithNothingLeft() {
        Deadline deadline = Deadline.after(Duration.ZERO);
        assertThat(deadline.expired()).isTrue();
        assertThat(deadline.cancelled()).isFalse();
        assertThat(deadline.remaining()).isEqualTo(Duration.ZERO);
        assertThat(deadline.timeout()).isEqualTo(Duration.ZERO);
    }

    @Test
    void anHourAheadHasNotExpiredAndKeepsItsAllowance() {
        Deadline deadline = Deadline.after(Duration.ofHours(1));
        assertThat(deadline.expired()).isFalse();
        assertThat(deadline.timeout()).isEqualTo(Duration.ofHours(1));
        assertThat(deadline.remaining())
                .isLessThanOrEqualTo(Duration.ofHours(1))
                .isGreaterThan(Duration.ofMinutes(59));
        assertThat(deadline.elapsed()).isGreaterThanOrEqualTo(Duration.ZERO).isLessThan(Duration.ofMinutes(1));
    }

    @Test
    void theElapsedTimeGrowsWithTheClock() {
        Deadline deadline = Deadline.after(Duration.ofMillis(20));
        await().atMost(Duration.ofSeconds(5)).pollInterval(Duration.ofMillis(5)).until(deadline::expired);
        assertThat(deadline.elapsed()).isGreaterThanOrEqualTo(Duration.ofMillis(20));
        assertThat(deadline.remaining()).isEqualTo(Duration.ZERO);
    }

    @Test
    void aNegativeTimeoutIsRefused() {
        assertThatThrownBy(() -> Deadline.after(Duration.ofNanos(-1)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("negative");
    }

    @Test
    void aYearIsKeptExactlyAndLongerTimeoutsDoNotOverflow() {
        assertThat(Deadline.after(Duration.ofDays(365)).timeout()).isEqualTo(Duration.ofDays(365));
        // Duration.toNanos throws beyond about 292 years; the deadline must not
        Deadline forever = Deadline.after(Duration.ofSeconds(Long.MAX_VALUE));
        assertThat(forever.expired()).isFalse();
        assertThat(forever.remaining()).isGreaterThan(Duration.ofDays(365 * 10));
        assertThat(Deadline.after(Duration.ofDays(366)).remaining()).isGreaterThan(Duration.ofDays(365 * 10));
        Deadline none = Deadline.none();
        assertThat(none.expired()).isFalse();
        assertThat(none.remaining()).isGreaterThan(Duration.ofDays(365 * 10));
    }

    @Test
    void aCancelledTokenStopsEveryDeadlineWatchingIt() {
        Cancellation token = new Cancellation();
        Deadline first = Deadline.after(Duration.ofHours(1)).cancelledBy(token);
        Deadline second = Deadline.none().cancelledBy(token);
        assertThat(first.expired()).isFalse();
        assertThat(first.cancelled()).isFalse();
        token.cancel();
        assertThat(first.expired()).isTrue();
        assertThat(first.cancelled()).isTrue();
        assertThat(second.expired()).isTrue();
        // the allowance is the same one, only stopped early
        assertThat(first.timeout()).isEqualTo(Duration.ofHours(1));
        token.cancel();
        assertThat(token.cancelled()).isTrue();
    }

    @Test
    void theListenerTravelsWithTheDeadlineAndItsPortions() {
        SearchProgress listener = new SearchProgress() {};
        Cancellation token = new Cancellation();
        Deadline deadline =
                Deadline.after(Duration.ofHours(1)).cancelledBy(token).reportingTo(listener);
        assertThat(Deadline.none().progress()).isSameAs(SearchProgress.NONE);
        assertThat(deadline.progress()).isSameAs(listener);
        Deadline half = deadline.portion(0.5);
        assertThat(half.progress()).isSameAs(listener);
        assertThat(half.timeout()).isEqualTo(Duration.ofMinutes(30));
        assertThat(half.remaining()).isLessThanOrEqualTo(Duration.ofMinutes(30));
        token.cancel();
        assertThat(half.cancelled()).isTrue();
        assertThat(deadline.reportingTo(listener).cancelled()).isTrue();
    }

    @Test
    void thePortionsAtTheEndsAreAllowed() {
        Deadline deadline = Deadline.after(Duration.ofHours(1));
        assertThat(deadline.portion(0).expired()).isTrue();
        assertThat(deadline.portion(1).timeout()).isEqualTo(Duration.ofHours(1));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(doubles = {-0.01, 1.01, Double.NaN})
    void aPortionOutsideZeroToOneIsRefused(double fraction) {
        assertThatThrownBy(() -> Deadline.none().portion(fraction)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theListenerDefaultsReportNothingAndAskForNoEarlySolution() {
        SearchProgress.NONE.lowerBound(3, 10);
        SearchProgress.NONE.nodes(10);
        SearchProgress.NONE.solution(null);
        assertThat(SearchProgress.NONE.wantsEarlySolutions()).isFalse();
    }
}
