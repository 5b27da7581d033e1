package dev.fifteen.search;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The builds' threads: the tables of a split made at once, each on a thread of its own (the caller's first), their
 * results in the split's order, a helper's failure rethrown to the caller; a level's work summed over its threads;
 * the free-cell regions.
 */
class PatternBuildTest {

    @Test
    void theTablesOfASplitAreMadeAtOnceAndComeBackInOrder() {
        int count = 3;
        CountDownLatch allStarted = new CountDownLatch(count);
        Set<String> threads = ConcurrentHashMap.newKeySet();
        List<Supplier<Integer>> builds = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            int table = i;
            builds.add(() -> {
                threads.add(Thread.currentThread().getName());
                allStarted.countDown();
                try {
                    // every build waits for the others: they can only all end if they run at once
                    assertThat(allStarted.await(10, TimeUnit.SECONDS)).isTrue();
                } catch (InterruptedException e) {
                    throw new IllegalStateException(e);
                }
                return table * 10;
            });
        }

        assertThat(PatternBuild.buildEach(builds, "test-table")).containsExactly(0, 10, 20);
        assertThat(threads)
                .hasSize(count)
                .contains(Thread.currentThread().getName())
                .contains("test-table-1", "test-table-2");
    }

    @Test
    void aHelpersFailureReachesTheCaller() {
        List<Supplier<Integer>> builds = List.of(() -> 1, () -> {
            throw new IllegalStateException("no room for this table");
        });
        assertThatThrownBy(() -> PatternBuild.buildEach(builds, "test-table"))
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("no room for this table");
    }

    @Test
    void aLevelsWorkIsSummedOverItsThreads() {
        assertThat(PatternBuild.runLevel(3, Thread.NORM_PRIORITY, "test-level", () -> 7))
                .isEqualTo(21);
        assertThat(PatternBuild.runLevel(1, Thread.NORM_PRIORITY, "test-level", () -> 7))
                .isEqualTo(7);
    }

    @Test
    void aRegionGrowsThroughFreeCellsOnly() {
        // a 3 x 3 board: cells 0..8, the middle column (1, 4, 7) occupied
        int free = 0b111111111 & ~((1 << 1) | (1 << 4) | (1 << 7));
        int notFirstColumn = 0b110110110;
        int notLastColumn = 0b011011011;
        assertThat(PatternBuild.region(1, free, 3, notFirstColumn, notLastColumn))
                .as("the left column alone")
                .isEqualTo((1 << 0) | (1 << 3) | (1 << 6));
        assertThat(PatternBuild.region(1 << 2, free, 3, notFirstColumn, notLastColumn))
                .as("the right column alone")
                .isEqualTo((1 << 2) | (1 << 5) | (1 << 8));
    }
}
