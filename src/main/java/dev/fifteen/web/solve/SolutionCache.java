package dev.fifteen.web.solve;

import dev.fifteen.search.Deadline;
import dev.fifteen.search.Solution;
import org.springframework.cache.Cache;
import org.springframework.integration.support.locks.LockRegistry;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Lock;
import java.util.function.Supplier;

/**
 * The cache of optimal solutions by board, goal and metric ({@link SolveCommand#cacheKey()}), and the locks that
 * let the first of identical requests search while the others wait for its answer, within their own deadline. With
 * a cluster registry the locks hold across replicas.
 */
final class SolutionCache {

    private final Cache cache;
    private final LockRegistry<? extends Lock> locks;

    SolutionCache(Cache cache, LockRegistry<? extends Lock> locks) {
        this.cache = cache;
        this.locks = locks;
    }

    /** The answer cached for the command's board, goal and metric, or {@code null}. */
    SolveService.Outcome find(SolveCommand command) {
        Solution cached = cache.get(command.cacheKey(), Solution.class);
        return cached == null ? null : new SolveService.Outcome(cached, true, command.metric());
    }

    /** Keeps a solution for the command's board, goal and metric. */
    void keep(SolveCommand command, Solution solution) {
        cache.put(command.cacheKey(), solution);
    }

    /**
     * Runs {@code search} holding the key's lock, taken within the deadline, unless the cache holds the answer once
     * the lock is taken (another request found it meanwhile). When the deadline passes while another request
     * searches, the search runs without the lock and reports the timeout itself.
     */
    SolveService.Outcome searchOnce(SolveCommand command, Deadline deadline, Supplier<SolveService.Outcome> search) {
        Lock lock = locks.obtain(SolveConfiguration.SOLUTION_CACHE + ":" + command.cacheKey());
        boolean locked = false;
        try {
            locked = lock.tryLock(deadline.remaining().toNanos(), TimeUnit.NANOSECONDS);
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
        }
        try {
            SolveService.Outcome cached = locked ? find(command) : null;
            return cached != null ? cached : search.get();
        } finally {
            if (locked) {
                lock.unlock();
            }
        }
    }
}
