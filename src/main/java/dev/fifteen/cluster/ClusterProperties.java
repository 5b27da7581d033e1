package dev.fifteen.cluster;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.validation.annotation.Validated;

import java.time.Duration;

/**
 * Running as one replica of many ({@code fifteen.cluster.*}). Where Redis is, and its password, are Spring Boot's
 * {@code spring.data.redis.*} properties.
 *
 * @param redis the shared cache, locks and rate-limit buckets on Redis
 */
@Validated
@ConfigurationProperties("fifteen.cluster")
public record ClusterProperties(@DefaultValue @Valid Redis redis) {

    /**
     * @param enabled        whether the replicas share caches, locks and rate limits through Redis; off, Fifteen is
     *                       one self-contained process
     * @param timeToLive     how long a shared cache entry lives in Redis (the local caches keep their own sizes)
     * @param timeout        the longest a Redis command or connection attempt may take before the replica goes on
     *                       alone: the bound on the extra latency Redis can add to a request
     * @param lockLease      how long a computation lock outlives a replica that crashed holding it; a replica waits
     *                       at most this long for another one's result before it computes on its own
     * @param failureRate    the percentage of failed or slow Redis calls (among the last {@code window}) that opens
     *                       the circuit breaker, so that no request waits for Redis any more
     * @param window         how many recent Redis calls the breaker judges by
     * @param slowCall       a Redis call slower than this counts against Redis like a failure
     * @param openFor        how long the breaker stays open before it lets a few calls find out whether Redis is
     *                       back (sharing resumes by itself when they succeed)
     */
    public record Redis(
            @DefaultValue("false") boolean enabled,
            @DefaultValue("7d") Duration timeToLive,
            @DefaultValue("250ms") Duration timeout,
            @DefaultValue("60s") Duration lockLease,
            @DefaultValue("50") @Min(1) @Max(100) int failureRate,
            @DefaultValue("20") @Min(2) int window,
            @DefaultValue("100ms") Duration slowCall,
            @DefaultValue("5s") Duration openFor) {}
}
