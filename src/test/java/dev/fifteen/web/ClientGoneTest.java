package dev.fifteen.web;

import org.junit.jupiter.api.Test;
import org.springframework.web.context.request.async.AsyncRequestNotUsableException;

import java.io.IOException;
import java.io.UncheckedIOException;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A client that hangs up in the middle of a streamed answer (NDJSON scrambles) is not an internal error: the failed
 * write, wrapped by the stream, is answered with nothing and not logged as a failure, while a real bug still is.
 */
class ClientGoneTest {

    private final ProblemDetailsAdvice advice = new ProblemDetailsAdvice();

    @Test
    void aWriteToAClientThatHungUpIsAnsweredWithNothing() {
        Exception hungUp = new UncheckedIOException(
                new AsyncRequestNotUsableException("ServletOutputStream failed to write: Broken pipe"));
        assertThat(advice.handleUnexpected(hungUp)).isNull();
    }

    @Test
    void anyOtherFailureIsStillA500() {
        assertThat(advice.handleUnexpected(new UncheckedIOException(new IOException("disk full")))
                        .getStatusCode()
                        .value())
                .isEqualTo(500);
    }
}
