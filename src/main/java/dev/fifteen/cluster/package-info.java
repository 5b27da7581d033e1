/**
 * Fifteen as one replica of many, off unless {@code fifteen.cluster.redis.enabled=true}: the caches shared through
 * Redis behind the local Caffeine caches, the computation locks taken across replicas, the client buckets of the
 * rate limits kept in Redis, and the circuit breaker that makes every one of them fall back to local work while
 * Redis is slow or away. Features see only Spring's {@code Cache} and {@code LockRegistry}: nothing outside this
 * package knows Redis.
 */
package dev.fifteen.cluster;
