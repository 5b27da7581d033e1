package dev.fifteen.web.ratelimit;

import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotEmpty;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.validation.annotation.Validated;

import java.time.Duration;
import java.util.List;

/**
 * Per-client rate limits ({@code fifteen.rate-limit.*}): each client may make {@code capacity} requests at once,
 * refilled evenly over {@code period}; past that it is answered 429 with a Retry-After.
 *
 * @param enabled        whether requests are limited at all (off by default)
 * @param capacity       the requests a client may make in one period (and in a burst)
 * @param period         the time in which a client's whole capacity is refilled
 * @param apiKeyHeader   the request header that names a client by its API key; empty: clients are told apart by
 *                       address only
 * @param trustedProxies addresses of the load balancers and proxies whose {@code X-Forwarded-For} is believed;
 *                       from any other address the header is ignored (anyone can write it)
 * @param paths          the path prefixes that are limited (the Actuator, the contract and the pages are not)
 */
@Validated
@ConfigurationProperties("fifteen.rate-limit")
public record RateLimitProperties(
        @DefaultValue("false") boolean enabled,
        @DefaultValue("120") @Min(1) long capacity,
        @DefaultValue("1m") Duration period,
        @DefaultValue("") String apiKeyHeader,
        @DefaultValue List<String> trustedProxies,

        @DefaultValue({"/solvability", "/scramble", "/solve", "/sliding-game"}) @NotEmpty
        List<String> paths) {}
