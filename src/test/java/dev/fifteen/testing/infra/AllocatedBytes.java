package dev.fifteen.testing.infra;

import org.junit.jupiter.api.Assumptions;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * The bytes the JVM counts as allocated by the calling thread, for checking memory estimates against what a call
 * really allocates. A test on a JVM that cannot count them is skipped with that reason.
 */
public final class AllocatedBytes {

    private AllocatedBytes() {}

    /** The counter of the calling thread's allocations; skips the test where there is none. */
    public static com.sun.management.ThreadMXBean counter() {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        Assumptions.assumeTrue(
                threads instanceof com.sun.management.ThreadMXBean,
                "the JVM does not count allocated bytes per thread");
        com.sun.management.ThreadMXBean counting = (com.sun.management.ThreadMXBean) threads;
        Assumptions.assumeTrue(counting.isThreadAllocatedMemoryEnabled(), "per-thread allocation counting is off");
        return counting;
    }
}
