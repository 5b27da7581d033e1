package dev.fifteen.cluster;

import org.springframework.integration.support.locks.LockRegistry;

import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.Lock;

/**
 * Computation locks across the replicas: the key's lock in this process first (so threads of one replica queue
 * locally and only one of them talks to Redis), then the key's lock in Redis (Spring Integration's
 * {@code RedisLockRegistry}, whose entries expire after the lease, so a crashed holder blocks the key for one
 * lease at most). The Redis half is best effort by design: when the breaker is open, Redis fails, or another
 * replica holds the key for longer than the caller may wait (at most one lease), the caller goes on holding only
 * its local lock and computes for itself. A lock that excludes too little costs a duplicate computation; one that
 * waited on a missing Redis would cost failed requests.
 */
final class SharedLocks implements LockRegistry<Lock> {

    private final LockRegistry<? extends Lock> local;
    private final LockRegistry<? extends Lock> redis;
    private final RedisBreaker breaker;
    private final long leaseNanos;

    SharedLocks(
            LockRegistry<? extends Lock> local,
            LockRegistry<? extends Lock> redis,
            RedisBreaker breaker,
            Duration lease) {
        this.local = local;
        this.redis = redis;
        this.breaker = breaker;
        this.leaseNanos = lease.toNanos();
    }

    @Override
    public Lock obtain(Object lockKey) {
        return new SharedLock(local.obtain(lockKey), redis.obtain(lockKey));
    }

    /** One caller's hold on one key; used by one thread from lock to unlock, like the locks it joins. */
    private final class SharedLock implements Lock {

        private final Lock local;
        private final Lock shared;
        private boolean sharedHeld;

        SharedLock(Lock local, Lock shared) {
            this.local = local;
            this.shared = shared;
        }

        @Override
        public void lock() {
            local.lock();
            try {
                acquireShared(leaseNanos);
            } catch (InterruptedException interrupted) {
                Thread.currentThread().interrupt(); // lock() cannot throw it: go on with the local lock
            }
        }

        @Override
        public void lockInterruptibly() throws InterruptedException {
            local.lockInterruptibly();
            try {
                acquireShared(leaseNanos);
            } catch (InterruptedException interrupted) {
                local.unlock();
                throw interrupted;
            }
        }

        @Override
        public boolean tryLock() {
            if (!local.tryLock()) {
                return false;
            }
            try {
                acquireShared(0);
            } catch (InterruptedException interrupted) {
                Thread.currentThread().interrupt();
            }
            return true;
        }

        @Override
        public boolean tryLock(long time, TimeUnit unit) throws InterruptedException {
            long start = System.nanoTime();
            long wait = unit.toNanos(time);
            if (!local.tryLock(wait, TimeUnit.NANOSECONDS)) {
                return false;
            }
            try {
                acquireShared(Math.min(leaseNanos, Math.max(0, wait - (System.nanoTime() - start))));
            } catch (InterruptedException interrupted) {
                local.unlock();
                throw interrupted;
            }
            return true;
        }

        private void acquireShared(long waitNanos) throws InterruptedException {
            if (!breaker.permits()) {
                return;
            }
            try {
                sharedHeld = shared.tryLock(waitNanos, TimeUnit.NANOSECONDS);
                breaker.settled(null);
            } catch (InterruptedException interrupted) {
                breaker.released();
                throw interrupted;
            } catch (RuntimeException failure) {
                breaker.settled(failure);
            }
        }

        @Override
        public void unlock() {
            try {
                if (sharedHeld) {
                    sharedHeld = false;
                    // Always called, even with the breaker open: it also frees the registry's in-process half.
                    shared.unlock();
                }
            } catch (RuntimeException redisAwayOrLeaseOver) {
                // The entry in Redis expires by itself.
            } finally {
                local.unlock();
            }
        }

        @Override
        public Condition newCondition() {
            throw new UnsupportedOperationException("a computation lock has no conditions");
        }
    }
}
