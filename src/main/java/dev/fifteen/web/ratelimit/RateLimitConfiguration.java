package dev.fifteen.web.ratelimit;

import io.github.bucket4j.Bandwidth;
import io.github.bucket4j.BucketConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.Ordered;
import tools.jackson.databind.json.JsonMapper;

/**
 * Rate limits when {@code fifteen.rate-limit.enabled=true}: the bucket shape, the buckets in memory (a cluster
 * declares shared ones as the primary {@link ClientBuckets}) and the filter, first in the chain so that a refused
 * request costs nothing else.
 */
@Configuration(proxyBeanMethods = false)
@ConditionalOnBooleanProperty("fifteen.rate-limit.enabled")
class RateLimitConfiguration {

    @Bean
    BucketConfiguration rateLimitBucket(RateLimitProperties properties) {
        return BucketConfiguration.builder()
                .addLimit(Bandwidth.builder().capacity(properties.capacity())
                        .refillGreedy(properties.capacity(), properties.period()).build())
                .build();
    }

    @Bean
    LocalClientBuckets localClientBuckets(BucketConfiguration rateLimitBucket, RateLimitProperties properties) {
        return new LocalClientBuckets(rateLimitBucket, properties.period());
    }

    @Bean
    FilterRegistrationBean<RateLimitFilter> rateLimitFilter(ClientBuckets buckets, RateLimitProperties properties,
            JsonMapper mapper) {
        FilterRegistrationBean<RateLimitFilter> registration = new FilterRegistrationBean<>(
                new RateLimitFilter(buckets, properties, mapper));
        registration.setOrder(Ordered.HIGHEST_PRECEDENCE + 10);
        return registration;
    }
}
