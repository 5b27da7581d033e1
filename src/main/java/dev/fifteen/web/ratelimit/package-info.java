/**
 * Per-client rate limits (Bucket4j token buckets), off unless {@code fifteen.rate-limit.enabled=true}: who the
 * client is, its bucket, and the 429 answer. Knows no feature; the buckets live in memory here, in Redis when a
 * cluster declares a shared {@link dev.fifteen.web.ratelimit.ClientBuckets}.
 */
package dev.fifteen.web.ratelimit;
