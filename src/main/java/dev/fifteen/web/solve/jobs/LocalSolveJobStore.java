package dev.fifteen.web.solve.jobs;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.function.LongSupplier;

/**
 * The jobs of one process, in memory: every job is run here, so a lease never lapses. Final records are kept for
 * their time and within their count, the oldest dropped first; expired records are dropped as the store is used.
 */
final class LocalSolveJobStore implements SolveJobStore {

    private record Entry(String record, boolean finished, long expiresAt) {}

    private final Map<String, Entry> records = new HashMap<>();
    private final Deque<String> finishedOrder = new ArrayDeque<>();
    private final Set<String> cancelRequests = new HashSet<>();
    private final LongSupplier clock;

    LocalSolveJobStore() {
        this(System::nanoTime);
    }

    /** @param clock nanoseconds on a monotonic clock (a test's own) */
    LocalSolveJobStore(LongSupplier clock) {
        this.clock = clock;
    }

    @Override
    public synchronized boolean publish(String id, String record, Duration lease, Duration live) {
        Entry entry = current(id);
        if (entry != null && entry.finished()) {
            return false;
        }
        records.put(id, new Entry(record, false, clock.getAsLong() + live.toNanos()));
        return true;
    }

    @Override
    public synchronized boolean finish(String id, String record, Duration keep, int keepCount) {
        Entry entry = current(id);
        if (entry != null && entry.finished()) {
            return false;
        }
        records.put(id, new Entry(record, true, clock.getAsLong() + keep.toNanos()));
        cancelRequests.remove(id);
        finishedOrder.addLast(id);
        while (finishedOrder.size() > keepCount) {
            String oldest = finishedOrder.removeFirst();
            records.remove(oldest);
        }
        dropExpired();
        return true;
    }

    @Override
    public boolean abandon(String id, String record, Duration keep, int keepCount) {
        return false; // the process that runs every job is this one: while it answers, its jobs are alive
    }

    @Override
    public synchronized String find(String id) {
        Entry entry = current(id);
        return entry == null ? null : entry.record();
    }

    @Override
    public boolean leaseHeld(String id) {
        return true;
    }

    @Override
    public synchronized void requestCancel(String id, Duration live) {
        if (records.containsKey(id)) {
            cancelRequests.add(id);
        }
    }

    @Override
    public synchronized boolean cancelRequested(String id) {
        return cancelRequests.contains(id);
    }

    /** The number of records held, expired ones dropped first. */
    synchronized int size() {
        dropExpired();
        return records.size();
    }

    private Entry current(String id) {
        Entry entry = records.get(id);
        if (entry != null && clock.getAsLong() - entry.expiresAt() >= 0) {
            records.remove(id);
            cancelRequests.remove(id);
            return null;
        }
        return entry;
    }

    /** Final records expire in the order they were finished, so the oldest are looked at first. */
    private void dropExpired() {
        while (!finishedOrder.isEmpty()) {
            String oldest = finishedOrder.peekFirst();
            Entry entry = records.get(oldest);
            if (entry != null && entry.finished() && clock.getAsLong() - entry.expiresAt() < 0) {
                return;
            }
            finishedOrder.removeFirst();
            if (entry != null && entry.finished()) {
                records.remove(oldest);
            }
        }
    }
}
