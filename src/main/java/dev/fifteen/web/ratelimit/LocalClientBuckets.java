package dev.fifteen.web.ratelimit;

import com.github.benmanes.caffeine.cache.Caffeine;
import com.github.benmanes.caffeine.cache.LoadingCache;
import io.github.bucket4j.Bandwidth;
import io.github.bucket4j.Bucket;
import io.github.bucket4j.BucketConfiguration;
import io.github.bucket4j.ConsumptionProbe;
import io.github.bucket4j.local.LocalBucketBuilder;

import java.time.Duration;

/**
 * The clients' buckets in this process's memory: a bounded Caffeine map from client to Bucket4j bucket. A bucket
 * left alone for two periods is full again anyway, so it is dropped and recreated full when needed.
 */
public final class LocalClientBuckets implements ClientBuckets {

    private static final long MAX_CLIENTS = 100_000;

    private final LoadingCache<String, Bucket> buckets;

    public LocalClientBuckets(BucketConfiguration configuration, Duration period) {
        this.buckets = Caffeine.newBuilder()
                .maximumSize(MAX_CLIENTS)
                .expireAfterAccess(period.multipliedBy(2))
                .build(client -> newBucket(configuration));
    }

    private static Bucket newBucket(BucketConfiguration configuration) {
        LocalBucketBuilder builder = Bucket.builder();
        for (Bandwidth bandwidth : configuration.getBandwidths()) {
            builder.addLimit(bandwidth);
        }
        return builder.build();
    }

    @Override
    public ConsumptionProbe tryConsume(String client) {
        return buckets.get(client).tryConsumeAndReturnRemaining(1);
    }
}
