package dev.fifteen.cluster;

import io.micrometer.core.instrument.MeterRegistry;
import org.springframework.cache.Cache;
import org.springframework.cache.CacheManager;

import java.util.Collection;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The application's cache manager in a cluster: each cache of the local manager (Boot's Caffeine manager, with
 * the sizes the features gave it) becomes a {@link NearCache} in front of the cache of the same name on Redis.
 */
final class SharedCacheManager implements CacheManager {

    private final CacheManager local;
    private final CacheManager redis;
    private final RedisBreaker breaker;
    private final MeterRegistry registry;
    private final Map<String, NearCache> caches = new ConcurrentHashMap<>();

    SharedCacheManager(CacheManager local, CacheManager redis, RedisBreaker breaker, MeterRegistry registry) {
        this.local = local;
        this.redis = redis;
        this.breaker = breaker;
        this.registry = registry;
    }

    @Override
    public Cache getCache(String name) {
        NearCache cache = caches.get(name);
        if (cache != null) {
            return cache;
        }
        Cache near = local.getCache(name);
        if (near == null) {
            return null;
        }
        return caches.computeIfAbsent(name, ignored -> new NearCache(near, redis.getCache(name), breaker, registry));
    }

    @Override
    public Collection<String> getCacheNames() {
        return local.getCacheNames();
    }
}
