package dev.fifteen.web.edge;

import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.util.unit.DataSize;
import org.springframework.validation.annotation.Validated;

import java.time.Duration;
import java.util.List;

/**
 * How the service meets the network: how much a request may send, how long it may take to send it, which
 * browser origins may call the API and which security headers every answer carries.
 *
 * @param maxRequestSize          the largest request body; a larger {@code Content-Length} is refused at once with
 *                                413, a chunked body as soon as it grows past it (the 10^6-cell board in JSON is
 *                                about 8 MB)
 * @param requestReadTimeout      the longest a request body may take to arrive, counted from the end of its headers;
 *                                a body still incomplete then is answered with 408 and the connection is closed
 * @param bodyBufferBudget        the bytes of request bodies held at once while they arrive; a body that would
 *                                overdraw it is refused with 503 and Retry-After
 * @param retryAfterSeconds       the Retry-After advice of the 503 when the body buffer budget is spent
 * @param corsAllowedOrigins      the browser origins (such as {@code https://app.example.org}) allowed to call the
 *                                API across origins; none by default
 * @param contentSecurityPolicy   the {@code Content-Security-Policy} of every answer
 */
@Validated
@ConfigurationProperties("fifteen.http")
public record HttpEdgeProperties(
        @DefaultValue("16MB") @NotNull DataSize maxRequestSize,
        @DefaultValue("20s") @NotNull Duration requestReadTimeout,
        @DefaultValue("64MB") @NotNull DataSize bodyBufferBudget,
        @DefaultValue("1") @Min(1) int retryAfterSeconds,
        @DefaultValue List<String> corsAllowedOrigins,

        @DefaultValue("default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:;"
                + " connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'")
        String contentSecurityPolicy) {}
