package dev.fifteen.web;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.slf4j.MDC;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The Problem Details bodies of the edge, written through Jackson, byte for byte against the hand-written writer
 * they replaced (kept here as the reference): the members in their order, the optional ones left out, and every
 * character JSON escapes, the markup characters and the line separators escaped alike.
 */
class ProblemJsonTest {

    @Test
    void theMembersComeInTheOrderOfTheAdvicesAnswers() {
        assertThat(ProblemJson.body(413, "request-too-large", "Request too large", "Too big", "/solve", "abcdefgh"))
                .isEqualTo("{\"type\":\"urn:problem-type:request-too-large\",\"title\":\"Request too large\","
                        + "\"status\":413,\"detail\":\"Too big\",\"instance\":\"/solve\",\"requestId\":\"abcdefgh\"}");
        assertThat(ProblemJson.body(404, "not-found", "Not found", "No resource at this path", null, null))
                .isEqualTo("{\"type\":\"urn:problem-type:not-found\",\"title\":\"Not found\",\"status\":404,"
                        + "\"detail\":\"No resource at this path\"}");
    }

    @Test
    void theTraceIdOfTheLoggingContextComesLast() {
        MDC.put(ProblemJson.TRACE_ID, "0af7651916cd43dd8448eb211c80319c");
        try {
            assertThat(ProblemJson.body(400, "bad-request", "Bad request", "x", "/a", "abcdefgh"))
                    .isEqualTo(reference(400, "bad-request", "Bad request", "x", "/a", "abcdefgh"))
                    .endsWith(",\"requestId\":\"abcdefgh\",\"traceId\":\"0af7651916cd43dd8448eb211c80319c\"}");
        } finally {
            MDC.remove(ProblemJson.TRACE_ID);
        }
    }

    static Stream<Arguments> texts() {
        List<Arguments> texts = new ArrayList<>();
        StringBuilder everyAscii = new StringBuilder();
        for (char c = 0; c < 0x80; c++) {
            everyAscii.append(c);
        }
        texts.add(Arguments.of("every ASCII character", everyAscii.toString()));
        texts.add(Arguments.of("a script", "</script><script>alert(1)</script>"));
        texts.add(Arguments.of("an entity", "&amp; &lt;"));
        texts.add(Arguments.of("the line separators", "a\u2028b\u2029c"));
        texts.add(Arguments.of("accents and a character beyond the BMP", "caf\u00e9 \u20ac \ud83e\udde9 \u00ff\u0100"));
        texts.add(Arguments.of("a lone surrogate", "a\ud800b\udc00c"));
        texts.add(Arguments.of("a path that is no URI", "/solv%zzability/a b|{}"));
        texts.add(Arguments.of("quotes and backslashes", "\"\\\"\\\\/"));
        texts.add(Arguments.of("the empty text", ""));
        return texts.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("texts")
    void everyCharacterIsWrittenAsTheHandWrittenWriterDid(String name, String text) {
        assertThat(ProblemJson.body(
                        403, "cross-origin-refused", "Refused " + text, "Detail " + text, "/p" + text, null))
                .isEqualTo(
                        reference(403, "cross-origin-refused", "Refused " + text, "Detail " + text, "/p" + text, null));
        assertThat(ProblemJson.body(400, "malformed-query", "t", "d", text.isEmpty() ? "/" : text, "abcdefgh"))
                .isEqualTo(reference(400, "malformed-query", "t", "d", text.isEmpty() ? "/" : text, "abcdefgh"));
    }

    /** The writer before Jackson's, as it was. */
    private static String reference(
            int status, String slug, String title, String detail, String instance, String requestId) {
        StringBuilder json = new StringBuilder(256).append('{');
        member(json, "type", ProblemDetailsAdvice.TYPE_PREFIX + slug).append(',');
        member(json, "title", title).append(',');
        json.append("\"status\":").append(status).append(',');
        member(json, "detail", detail);
        if (instance != null) {
            member(json.append(','), "instance", instance);
        }
        if (requestId != null) {
            member(json.append(','), ProblemJson.REQUEST_ID, requestId);
        }
        String traceId = MDC.get(ProblemJson.TRACE_ID);
        if (traceId != null) {
            member(json.append(','), ProblemJson.TRACE_ID, traceId);
        }
        return json.append('}').toString();
    }

    private static StringBuilder member(StringBuilder json, String name, String value) {
        json.append('"').append(name).append("\":\"");
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            switch (c) {
                case '"' -> json.append("\\\"");
                case '\\' -> json.append("\\\\");
                case '\n' -> json.append("\\n");
                case '\r' -> json.append("\\r");
                case '\t' -> json.append("\\t");
                default -> {
                    if (c < 0x20 || c == '<' || c == '>' || c == '&' || c == 0x2028 || c == 0x2029) {
                        json.append(String.format("\\u%04x", (int) c));
                    } else {
                        json.append(c);
                    }
                }
            }
        }
        return json.append('"');
    }
}
