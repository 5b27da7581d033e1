package dev.fifteen.search.multi;

import org.junit.jupiter.api.Test;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicIntegerArray;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The build's threads: every task once, on as many threads as asked at most, a failure rethrown to the caller. */
class BuildThreadsTest {

    @Test
    void everyTaskRunsOnce() {
        AtomicIntegerArray runs = new AtomicIntegerArray(7);
        BuildThreads.inParallel(7, 3, runs::incrementAndGet);
        for (int i = 0; i < 7; i++) {
            assertThat(runs.get(i)).as("task %d", i).isEqualTo(1);
        }
    }

    @Test
    void tasksRunAtOnceOnTheThreadsAsked() {
        // each of the two tasks waits for the other: they end only if they run at once
        CountDownLatch both = new CountDownLatch(2);
        Set<Thread> threads = ConcurrentHashMap.newKeySet();
        BuildThreads.inParallel(2, 2, i -> {
            threads.add(Thread.currentThread());
            both.countDown();
            try {
                assertThat(both.await(10, TimeUnit.SECONDS))
                        .as("the other task started")
                        .isTrue();
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
        assertThat(threads).hasSize(2).contains(Thread.currentThread());
    }

    @Test
    void oneThreadRunsEveryTaskOnTheCaller() {
        Set<Thread> threads = ConcurrentHashMap.newKeySet();
        BuildThreads.inParallel(5, 1, i -> threads.add(Thread.currentThread()));
        assertThat(threads).containsExactly(Thread.currentThread());
    }

    @Test
    void aFailureIsRethrownToTheCaller() {
        assertThatThrownBy(() -> BuildThreads.inParallel(5, 2, i -> {
                    if (i == 3) {
                        throw new IllegalArgumentException("task 3");
                    }
                }))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("task 3");
        assertThatThrownBy(() -> BuildThreads.inParallel(2, 2, i -> {
                    throw new OutOfMemoryError("task " + i);
                }))
                .isInstanceOf(OutOfMemoryError.class);
    }
}
