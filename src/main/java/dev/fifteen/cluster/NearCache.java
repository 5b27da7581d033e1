package dev.fifteen.cluster;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import org.springframework.cache.Cache;
import org.springframework.cache.support.SimpleValueWrapper;

import java.util.concurrent.Callable;

/**
 * A cache in two levels: the replica's own Caffeine cache in front (the near cache: a hit costs nanoseconds) and
 * the cache all replicas share on Redis behind it. A lookup that misses in front asks Redis, and copies a hit
 * into the front; a put goes to both. Every call to Redis goes through the {@link RedisBreaker}: when Redis is
 * slow or away, the shared level is simply missing (a miss, a put not shared), never an error. The shared
 * lookups are counted in {@code fifteen.cluster.cache.shared} by cache and result ({@code hit}, {@code miss},
 * {@code skipped} when the breaker kept the call from Redis or it failed).
 */
final class NearCache implements Cache {

    private final Cache near;
    private final Cache shared;
    private final RedisBreaker breaker;
    private final Counter sharedHits;
    private final Counter sharedMisses;
    private final Counter sharedSkipped;

    NearCache(Cache near, Cache shared, RedisBreaker breaker, MeterRegistry registry) {
        this.near = near;
        this.shared = shared;
        this.breaker = breaker;
        this.sharedHits = lookups(registry, "hit");
        this.sharedMisses = lookups(registry, "miss");
        this.sharedSkipped = lookups(registry, "skipped");
    }

    private Counter lookups(MeterRegistry registry, String result) {
        return Counter.builder("fifteen.cluster.cache.shared")
                .description("Lookups in the shared cache on Redis after a miss in the local cache")
                .tag("cache", near.getName())
                .tag("result", result)
                .register(registry);
    }

    /** The local cache in front, for its metrics. */
    Cache near() {
        return near;
    }

    @Override
    public String getName() {
        return near.getName();
    }

    @Override
    public Object getNativeCache() {
        return near.getNativeCache();
    }

    @Override
    public ValueWrapper get(Object key) {
        ValueWrapper local = near.get(key);
        if (local != null) {
            return local;
        }
        // A wrapper around null (a miss) cannot be told from a failure, so failures come back as this marker.
        ValueWrapper skipped = new SimpleValueWrapper(null);
        ValueWrapper remote = breaker.call(() -> shared.get(key), skipped);
        if (remote == skipped) {
            sharedSkipped.increment();
            return null;
        }
        if (remote == null || remote.get() == null) {
            sharedMisses.increment();
            return null;
        }
        sharedHits.increment();
        near.put(key, remote.get());
        return remote;
    }

    @Override
    @SuppressWarnings("unchecked")
    public <T> T get(Object key, Class<T> type) {
        ValueWrapper wrapper = get(key);
        Object value = wrapper == null ? null : wrapper.get();
        if (value != null && type != null && !type.isInstance(value)) {
            throw new IllegalStateException("Cached value is not of required type [" + type.getName() + "]: " + value);
        }
        return (T) value;
    }

    @Override
    @SuppressWarnings("unchecked")
    public <T> T get(Object key, Callable<T> valueLoader) {
        ValueWrapper wrapper = get(key);
        if (wrapper != null) {
            return (T) wrapper.get();
        }
        T value;
        try {
            value = valueLoader.call();
        } catch (Exception failure) {
            throw new ValueRetrievalException(key, valueLoader, failure);
        }
        put(key, value);
        return value;
    }

    @Override
    public void put(Object key, Object value) {
        near.put(key, value);
        if (value != null) {
            breaker.run(() -> shared.put(key, value));
        }
    }

    @Override
    public void evict(Object key) {
        near.evict(key);
        breaker.run(() -> shared.evict(key));
    }

    @Override
    public void clear() {
        near.clear();
        breaker.run(shared::clear);
    }
}
