package dev.fifteen.web.locks;

import com.github.benmanes.caffeine.cache.Caffeine;
import com.github.benmanes.caffeine.cache.LoadingCache;
import org.springframework.integration.support.locks.LockRegistry;

import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReentrantLock;

/**
 * One lock per key within this process, so that concurrent requests for the same expensive result (a grid count,
 * a hard board) compute it once while requests for other keys never wait on it. Unlike a striped registry no two
 * keys share a lock. A lock lives while someone holds or waits on it (weakly referenced otherwise), so the map
 * stays as small as the number of keys in use.
 *
 * <p>This is the registry features get when Fifteen runs alone; a cluster puts a registry in front of it that
 * also takes the key's lock across replicas.
 */
public final class KeyedLocks implements LockRegistry<Lock> {

    private final LoadingCache<Object, Lock> locks =
            Caffeine.newBuilder().weakValues().build(key -> new ReentrantLock());

    @Override
    public Lock obtain(Object lockKey) {
        return locks.get(lockKey);
    }
}
