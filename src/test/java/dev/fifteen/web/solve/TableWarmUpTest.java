package dev.fifteen.web.solve;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.scheduling.concurrent.ThreadPoolTaskExecutor;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The warm-up runs the table builds one at a time, first those planned first, then those a request asked for, then
 * those planned for later and last; a request's need moves a planned set forward, and a failed build does not stop
 * the rest. Small fake table sets stand in for the real ones: each made once, as the stores make theirs.
 */
class TableWarmUpTest {

    private final List<String> log = new CopyOnWriteArrayList<>();
    private final List<String> built = new CopyOnWriteArrayList<>();
    private final AtomicInteger atOnce = new AtomicInteger();
    private final AtomicInteger mostAtOnce = new AtomicInteger();
    private final TableWarmUp warmUp = new TableWarmUp(executor(), log::add);

    @AfterEach
    void close() {
        warmUp.close();
    }

    /** A table set made once, on the executor handed to its request, as the stores do. */
    private final class FakeSet {
        private final String name;
        private final AtomicBoolean requested = new AtomicBoolean();
        private final CompletableFuture<String> ready = new CompletableFuture<>();
        private final CountDownLatch started = new CountDownLatch(1);
        private final CountDownLatch release;

        FakeSet(String name, CountDownLatch release) {
            this.name = name;
            this.release = release;
        }

        FakeSet(String name) {
            this(name, new CountDownLatch(0));
        }

        void request(Executor background) {
            if (requested.compareAndSet(false, true)) {
                background.execute(this::build);
            }
        }

        private void build() {
            mostAtOnce.accumulateAndGet(atOnce.incrementAndGet(), Math::max);
            started.countDown();
            try {
                release.await(10, TimeUnit.SECONDS);
                built.add(name);
                ready.complete(name);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } finally {
                atOnce.decrementAndGet();
            }
        }
    }

    @Test
    void theBuildsRunOneAtATimeInOrderOfNeed() throws Exception {
        CountDownLatch sevenEightReleased = new CountDownLatch(1);
        FakeSet sixSixThree = new FakeSet("6-6-3");
        FakeSet sevenEight = new FakeSet("7-8", sevenEightReleased);
        FakeSet walking = new FakeSet("walking distances");
        FakeSet multiTile = new FakeSet("multi-tile");
        FakeSet fiveByFive = new FakeSet("5 x 5");
        FakeSet otherBlank = new FakeSet("7-8 of another blank");
        warmUp.last("5 x 5", () -> fiveByFive.request(warmUp.onNeed("5 x 5")));
        warmUp.later("walking distances", () -> walking.request(warmUp.onNeed("walking distances")));
        warmUp.later("multi-tile", () -> multiTile.request(warmUp.onNeed("multi-tile")));
        warmUp.first("6-6-3", () -> sixSixThree.request(warmUp.onNeed("6-6-3")));
        warmUp.first("7-8", () -> sevenEight.request(warmUp.onNeed("7-8")));
        warmUp.start();

        // while the 7-8 tables build, a request asks for the 5 x 5 tables, then for another goal blank's
        assertThat(sevenEight.started.await(10, TimeUnit.SECONDS)).isTrue();
        fiveByFive.request(warmUp.onNeed("5 x 5"));
        otherBlank.request(warmUp.onNeed("7-8 of another blank"));
        assertThat(warmUp.waiting())
                .containsExactly("5 x 5", "7-8 of another blank", "walking distances", "multi-tile", "5 x 5");
        sevenEightReleased.countDown();

        fiveByFive.ready.get(10, TimeUnit.SECONDS);
        awaitEnded(7);
        assertThat(built)
                .containsExactly("6-6-3", "7-8", "5 x 5", "7-8 of another blank", "walking distances", "multi-tile");
        assertThat(mostAtOnce).hasValue(1);
        assertThat(log)
                .anyMatch(line -> line.equals("Table build: 5 x 5 (asked for by a request); then 7-8 of another blank,"
                        + " walking distances, multi-tile, 5 x 5"));
        assertThat(log).anyMatch(line -> line.matches("Table build: 5 x 5 ended in [0-9.]+ s"));
    }

    @Test
    void tablesWithFilesOnDiskAreLoadedAheadOfEveryBuildAndReadinessWaitsForThemOnly() throws Exception {
        CountDownLatch fileReleased = new CountDownLatch(1);
        FakeSet sixSixThree = new FakeSet("6-6-3");
        FakeSet sevenEight = new FakeSet("7-8 from its file", fileReleased);
        FakeSet fiveByFive = new FakeSet("5 x 5 from its file");
        warmUp.first("6-6-3", () -> sixSixThree.request(warmUp.onNeed("6-6-3")));
        warmUp.fromFile("7-8 from its file", () -> sevenEight.request(warmUp.onNeed("7-8 from its file")));
        warmUp.fromFile("5 x 5 from its file", () -> fiveByFive.request(warmUp.onNeed("5 x 5 from its file")));
        assertThat(warmUp.filesLoaded()).isFalse();
        warmUp.start();

        assertThat(sevenEight.started.await(10, TimeUnit.SECONDS)).isTrue();
        assertThat(warmUp.filesLoaded()).isFalse();
        assertThat(warmUp.waiting()).containsExactly("5 x 5 from its file", "6-6-3");
        fileReleased.countDown();

        sixSixThree.ready.get(10, TimeUnit.SECONDS);
        awaitEnded(3);
        assertThat(warmUp.filesLoaded()).isTrue();
        assertThat(built).containsExactly("7-8 from its file", "5 x 5 from its file", "6-6-3");
        assertThat(log).anyMatch(line -> line.startsWith("Table load: 7-8 from its file (from their file)"));
    }

    @Test
    void aFailedBuildIsLoggedAndTheNextOneStarts() throws Exception {
        FakeSet after = new FakeSet("after");
        warmUp.first("broken", () -> {
            throw new IllegalStateException("building them needs a heap of 2000 MiB");
        });
        warmUp.later("after", () -> after.request(warmUp.onNeed("after")));
        warmUp.start();

        assertThat(after.ready.get(10, TimeUnit.SECONDS)).isEqualTo("after");
        assertThat(log)
                .anyMatch(line -> line.startsWith("Table build: broken failed, the next one starts:")
                        && line.contains("needs a heap"));
    }

    @Test
    void nothingRunsBeforeTheStartNorAfterTheStop() throws Exception {
        FakeSet early = new FakeSet("early");
        early.request(warmUp.onNeed("early"));
        Thread.sleep(50);
        assertThat(built).isEmpty();
        assertThat(warmUp.isRunning()).isFalse();

        warmUp.start();
        assertThat(early.ready.get(10, TimeUnit.SECONDS)).isEqualTo("early");

        warmUp.stop();
        FakeSet late = new FakeSet("late");
        late.request(warmUp.onNeed("late"));
        Thread.sleep(50);
        assertThat(built).containsExactly("early");
    }

    private void awaitEnded(long builds) throws InterruptedException {
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (warmUp.ended() < builds && System.nanoTime() < until) {
            Thread.sleep(5);
        }
        assertThat(warmUp.ended()).isEqualTo(builds);
    }

    /** One build thread, as the service's warm-up has. */
    static ThreadPoolTaskExecutor executor() {
        ThreadPoolTaskExecutor executor = new ThreadPoolTaskExecutor();
        executor.setCorePoolSize(1);
        executor.setMaxPoolSize(1);
        executor.setDaemon(true);
        executor.setThreadNamePrefix("test-tables-");
        executor.initialize();
        return executor;
    }
}
