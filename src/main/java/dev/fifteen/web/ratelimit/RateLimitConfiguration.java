package dev.fifteen.web.ratelimit;

import io.github.bucket4j.Bandwidth;
import io.github.bucket4j.BucketConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import tools.jackson.databind.json.JsonMapper;

/**
 * Rate limits when {@code fifteen.rate-limit.enabled=true}: the bucket shape, the buckets in memory (a cluster
 * declares shared ones as the primary {@link ClientBuckets}) and the filter.
 */
@Configuration(proxyBeanMethods = false)
@ConditionalOnBooleanProperty("fifteen.rate-limit.enabled")
class RateLimitConfiguration {

    @Bean
    BucketConfiguration rateLimitBucket(RateLimitProperties properties) {
        return BucketConfiguration.builder()
                .addLimit(Bandwidth.builder()
                        .capacity(properties.capacity())
                        .refillGreedy(properties.capacity(), properties.period())
                        .build())
                .build();
    }

    @Bean
    LocalClientBuckets localClientBuckets(BucketConfiguration rateLimitBucket, RateLimitProperties properties) {
        return new LocalClientBuckets(rateLimitBucket, properties.period());
    }

    /** Registered, in its place among the filters, by the edge's configuration. */
    @Bean
    RateLimitFilter rateLimitFilter(ClientBuckets buckets, RateLimitProperties properties, JsonMapper mapper) {
        return new RateLimitFilter(buckets, properties, mapper);
    }
}
