package dev.fifteen.web.solve.jobs;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;

import static org.assertj.core.api.Assertions.assertThat;

/** The in-memory records of jobs, on a clock of the test's own: final records are kept for their time and count. */
class LocalSolveJobStoreTest {

    private static final Duration LEASE = Duration.ofSeconds(15);
    private static final Duration LIVE = Duration.ofHours(2);
    private static final Duration KEEP = Duration.ofMinutes(10);

    private final AtomicLong nanos = new AtomicLong(1_000);
    private final LocalSolveJobStore store = new LocalSolveJobStore(nanos::get);

    @Test
    void aFinalRecordIsNeverOverwritten() {
        assertThat(store.publish("a", "queued", LEASE, LIVE)).isTrue();
        assertThat(store.publish("a", "running", LEASE, LIVE)).isTrue();
        assertThat(store.find("a")).isEqualTo("running");
        assertThat(store.finish("a", "done", KEEP, 10)).isTrue();

        assertThat(store.publish("a", "running again", LEASE, LIVE)).isFalse();
        assertThat(store.finish("a", "failed", KEEP, 10)).isFalse();
        assertThat(store.find("a")).isEqualTo("done");
    }

    @Test
    void onlyTheNewestFinalRecordsAreKept() {
        for (String id : new String[] {"a", "b", "c", "d"}) {
            store.publish(id, id + " running", LEASE, LIVE);
            store.finish(id, id + " done", KEEP, 3);
        }
        assertThat(store.find("a")).isNull();
        assertThat(store.find("b")).isEqualTo("b done");
        assertThat(store.find("d")).isEqualTo("d done");
        assertThat(store.size()).isEqualTo(3);
    }

    @Test
    void aFinalRecordIsKeptForItsTimeThenGone() {
        store.publish("a", "running", LEASE, LIVE);
        store.finish("a", "done", KEEP, 10);
        nanos.addAndGet(KEEP.toNanos() - 1);
        assertThat(store.find("a")).isEqualTo("done");
        nanos.addAndGet(1);
        assertThat(store.find("a")).isNull();
        assertThat(store.size()).isZero();
    }

    @Test
    void aLiveRecordsLeaseHoldsWhileThisProcessRunsTheJob() {
        store.publish("a", "running", LEASE, LIVE);
        assertThat(store.leaseHeld("a")).isTrue();
        assertThat(store.abandon("a", "failed", KEEP, 10)).isFalse();
        assertThat(store.find("a")).isEqualTo("running");
    }

    @Test
    void aCancelRequestIsSeenUntilTheJobEnds() {
        store.requestCancel("unknown", LIVE);
        assertThat(store.cancelRequested("unknown")).isFalse();
        store.publish("a", "running", LEASE, LIVE);
        assertThat(store.cancelRequested("a")).isFalse();
        store.requestCancel("a", LIVE);
        assertThat(store.cancelRequested("a")).isTrue();
        store.finish("a", "cancelled", KEEP, 10);
        assertThat(store.cancelRequested("a")).isFalse();
    }
}
