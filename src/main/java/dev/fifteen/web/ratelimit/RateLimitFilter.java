package dev.fifteen.web.ratelimit;

import io.github.bucket4j.ConsumptionProbe;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ProblemDetail;
import org.springframework.web.filter.OncePerRequestFilter;
import tools.jackson.databind.json.JsonMapper;

import java.io.IOException;
import java.net.URI;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Takes a token from the client's bucket before a limited request goes on. Every limited answer carries the
 * rate-limit headers of the IETF draft ({@code RateLimit-Limit}, {@code RateLimit-Remaining},
 * {@code RateLimit-Reset} in seconds, and {@code RateLimit-Policy} as {@code capacity;w=period-seconds}); a client
 * whose bucket is empty gets 429 Problem Details ({@code urn:problem-type:rate-limited}) with {@code Retry-After}.
 * It runs before the dispatcher, so it writes its own Problem Details body.
 */
public final class RateLimitFilter extends OncePerRequestFilter {

    private final ClientBuckets buckets;
    private final ClientIdentity identity;
    private final RateLimitProperties properties;
    private final JsonMapper mapper;
    private final String policy;

    RateLimitFilter(ClientBuckets buckets, RateLimitProperties properties, JsonMapper mapper) {
        this.buckets = buckets;
        this.identity = new ClientIdentity(properties.apiKeyHeader(), properties.trustedProxies());
        this.properties = properties;
        this.mapper = mapper;
        this.policy = properties.capacity() + ";w=" + properties.period().toSeconds();
    }

    @Override
    protected boolean shouldNotFilter(HttpServletRequest request) {
        String path = request.getRequestURI().substring(request.getContextPath().length());
        List<String> limited = properties.paths();
        return limited.stream().noneMatch(prefix -> path.equals(prefix) || path.startsWith(prefix + "/"));
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        ConsumptionProbe probe = buckets.tryConsume(identity.of(request));
        response.setHeader("RateLimit-Policy", policy);
        response.setHeader("RateLimit-Limit", Long.toString(properties.capacity()));
        response.setHeader("RateLimit-Remaining", Long.toString(probe.getRemainingTokens()));
        response.setHeader("RateLimit-Reset", Long.toString(seconds(probe.getNanosToWaitForReset())));
        if (probe.isConsumed()) {
            chain.doFilter(request, response);
            return;
        }
        long retryAfter = Math.max(1, seconds(probe.getNanosToWaitForRefill()));
        ProblemDetail problem = ProblemDetail.forStatusAndDetail(
                HttpStatus.TOO_MANY_REQUESTS,
                "This client made more than " + properties.capacity() + " requests in "
                        + properties.period().toSeconds() + " s (fifteen.rate-limit.capacity); try again in "
                        + retryAfter + " s");
        problem.setType(URI.create("urn:problem-type:rate-limited"));
        problem.setTitle("Too many requests");
        problem.setInstance(URI.create(request.getRequestURI()));
        problem.setProperty("retryAfterSeconds", retryAfter);
        problem.setProperty("limitProperty", "fifteen.rate-limit.capacity");
        response.setStatus(HttpStatus.TOO_MANY_REQUESTS.value());
        response.setHeader(HttpHeaders.RETRY_AFTER, Long.toString(retryAfter));
        response.setContentType(MediaType.APPLICATION_PROBLEM_JSON_VALUE);
        mapper.writeValue(response.getOutputStream(), problem);
    }

    private static long seconds(long nanos) {
        return (nanos + TimeUnit.SECONDS.toNanos(1) - 1) / TimeUnit.SECONDS.toNanos(1);
    }
}
