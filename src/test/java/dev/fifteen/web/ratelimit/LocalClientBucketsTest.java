package dev.fifteen.web.ratelimit;

import io.github.bucket4j.Bandwidth;
import io.github.bucket4j.BucketConfiguration;
import io.github.bucket4j.ConsumptionProbe;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

/** The in-memory buckets used without Redis: one per client, each with the whole capacity. */
class LocalClientBucketsTest {

    @Test
    void eachClientHasItsOwnCapacity() {
        Duration period = Duration.ofMinutes(1);
        LocalClientBuckets buckets = new LocalClientBuckets(
                BucketConfiguration.builder()
                        .addLimit(Bandwidth.builder()
                                .capacity(3)
                                .refillGreedy(3, period)
                                .build())
                        .build(),
                period);

        assertThat(IntStream.range(0, 3).mapToObj(k -> buckets.tryConsume("a")))
                .extracting(ConsumptionProbe::getRemainingTokens)
                .containsExactly(2L, 1L, 0L);
        ConsumptionProbe refused = buckets.tryConsume("a");
        assertThat(refused.isConsumed()).isFalse();
        // A token comes back every 20 s.
        assertThat(refused.getNanosToWaitForRefill())
                .isBetween(
                        Duration.ofSeconds(19).toNanos(), Duration.ofSeconds(20).toNanos());
        assertThat(buckets.tryConsume("b").isConsumed()).as("another client").isTrue();
    }
}
