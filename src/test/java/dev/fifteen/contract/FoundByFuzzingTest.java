package dev.fifteen.contract;

import dev.fifteen.testing.infra.FifteenIntegrationTest;
import dev.fifteen.testing.infra.RawHttp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.boot.test.web.server.LocalServerPort;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The requests the contract fuzz test found answered wrongly, each kept here by name, over a real socket: they were
 * 500s or answers the contract does not declare.
 */
@FifteenIntegrationTest
class FoundByFuzzingTest {

    @LocalServerPort
    private int port;

    @ParameterizedTest(name = "POST {0} with Content-Type: */* is a 415, not a 500")
    @ValueSource(strings = {"/solvability", "/solve", "/scramble"})
    void aWildcardContentTypeIsA415(String path) throws Exception {
        String body = "{\"board\":[[1,2],[3,0]]}";
        RawHttp.Response response = RawHttp.exchange(
                port,
                "POST " + path + " HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Type: */*\r\n"
                        + "Content-Length: " + body.length() + "\r\n\r\n" + body);
        assertThat(response.status()).isEqualTo(415);
        assertThat(response.header("Content-Type")).startsWith("application/problem+json");
        assertThat(response.body()).contains("\"type\":\"urn:problem-type:unsupported-media-type\"");
    }

    @Test
    void anEventStreamWithTheLargestDeadlineIsRefusedInTheStreamNotA500() throws Exception {
        RawHttp.Response response = RawHttp.exchange(
                port,
                "GET /solve?board=8,6,7/2,5,4/3,0,1&timeoutMs=9223372036854775807 HTTP/1.1\r\nHost: localhost\r\n"
                        + "Connection: close\r\nAccept: text/event-stream\r\n\r\n");
        assertThat(response.status()).isEqualTo(200);
        assertThat(response.body()).contains("event:problem").contains("timeout-too-long");
    }

    @Test
    void oneScrambleForAClientOfNdjsonOrProblemDetailsIsA406NotAProblemLabelled200() throws Exception {
        RawHttp.Response response = RawHttp.exchange(
                port,
                "GET /scramble?rows=1&cols=7&method=uniform&seed=81 HTTP/1.1\r\nHost: localhost\r\n"
                        + "Connection: close\r\nAccept: application/x-ndjson, application/problem+json\r\n\r\n");
        assertThat(response.status()).isEqualTo(406);
        assertThat(response.body()).contains("\"type\":\"urn:problem-type:not-acceptable\"");
    }
}
