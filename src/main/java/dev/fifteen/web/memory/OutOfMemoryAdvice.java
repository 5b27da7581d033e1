package dev.fifteen.web.memory;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;

import java.net.URI;

/**
 * The last line behind the budget: should a request still run the heap out, it is answered 503
 * {@code memory-exhausted} with Retry-After rather than a generic 500, and its memory is garbage by the time this
 * runs. Ahead of the general advice, which would otherwise take the wrapping exception for a bug. In the container
 * image the JVM runs with {@code -XX:+ExitOnOutOfMemoryError} instead, so that a replica whose heap is truly
 * broken is restarted by its orchestrator.
 */
@RestControllerAdvice
@Order(Ordered.HIGHEST_PRECEDENCE)
class OutOfMemoryAdvice {

    private static final Logger log = LoggerFactory.getLogger(OutOfMemoryAdvice.class);

    private final MemoryProperties properties;

    OutOfMemoryAdvice(MemoryProperties properties) {
        this.properties = properties;
    }

    @ExceptionHandler(OutOfMemoryError.class)
    ResponseEntity<ProblemDetail> handleOutOfMemory(OutOfMemoryError error) {
        log.warn("A request ran out of memory despite the memory budget: {}", error.getMessage());
        ProblemDetail body = ProblemDetail.forStatusAndDetail(
                HttpStatus.SERVICE_UNAVAILABLE,
                "The service ran short of memory for this request; try again in " + properties.retryAfterSeconds()
                        + " seconds");
        body.setType(URI.create("urn:problem-type:memory-exhausted"));
        body.setTitle("Memory exhausted");
        body.setProperty("retryAfterSeconds", properties.retryAfterSeconds());
        return ResponseEntity.status(HttpStatus.SERVICE_UNAVAILABLE)
                .header(HttpHeaders.RETRY_AFTER, Integer.toString(properties.retryAfterSeconds()))
                .body(body);
    }
}
