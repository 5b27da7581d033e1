package dev.fifteen.web;

import jakarta.servlet.http.HttpServletResponse;
import org.slf4j.MDC;
import org.springframework.http.ProblemDetail;
import org.springframework.http.converter.json.ProblemDetailJacksonMixin;
import tools.jackson.core.SerializableString;
import tools.jackson.core.io.CharacterEscapes;
import tools.jackson.core.io.SerializedString;
import tools.jackson.core.json.JsonFactory;
import tools.jackson.databind.MapperFeature;
import tools.jackson.databind.json.JsonMapper;

import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;

/**
 * Writes a Problem Details body, a {@link ProblemDetail} through Jackson, for the places that answer before (or
 * outside) Spring MVC: the servlet filters at the edge, the error page of the servlet container and the
 * {@code /error} path. The body has the members of {@link ProblemDetailsAdvice}'s answers in their order
 * ({@code type}, {@code title}, {@code status}, {@code detail}, {@code instance}, {@code requestId},
 * {@code traceId}), so a client sees one format whoever answered.
 *
 * <p>Beyond JSON's own escapes, {@code <}, {@code >}, {@code &} and the line separators U+2028 and U+2029 are
 * written as Unicode escapes in lower-case hexadecimal, as every control character is: these bodies carry text the
 * client chose (the path, a preflight's method), and so they can neither close a {@code <script>} nor end a
 * JavaScript string if something treats them as markup or script. The bytes are those the hand-written writer
 * before this one produced ({@code ProblemJsonTest} holds the two side by side).
 */
public final class ProblemJson {

    public static final String MEDIA_TYPE = "application/problem+json";

    /** The member that names the request, also the key of the request's id in the logging context. */
    public static final String REQUEST_ID = "requestId";

    /**
     * The member that names the request's trace, also the key of its trace id in the logging context (put there by
     * Micrometer Tracing while the request's span is current).
     */
    public static final String TRACE_ID = "traceId";

    /** Jackson's Problem Details mapping, with the escapes above. */
    private static final JsonMapper JSON = JsonMapper.builder(JsonFactory.builder()
                    .characterEscapes(new MarkupSafeEscapes())
                    .build())
            .addMixIn(ProblemDetail.class, ProblemDetailJacksonMixin.class)
            .disable(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY) // the members in ProblemDetail's order
            .build();

    private ProblemJson() {}

    /**
     * The body, as text; {@code requestId} and {@code instance} are left out when null, {@code traceId} is the
     * logging context's (left out outside a trace).
     */
    public static String body(int status, String slug, String title, String detail, String instance, String requestId) {
        ProblemDetail problem = ProblemDetail.forStatus(status);
        problem.setType(URI.create(ProblemDetailsAdvice.TYPE_PREFIX + slug));
        problem.setTitle(title);
        problem.setDetail(detail);
        if (instance != null) {
            instance(problem, instance);
        }
        if (requestId != null) {
            problem.setProperty(REQUEST_ID, requestId);
        }
        String traceId = MDC.get(TRACE_ID);
        if (traceId != null) {
            problem.setProperty(TRACE_ID, traceId);
        }
        return JSON.writeValueAsString(problem);
    }

    /**
     * The request's path as the {@code instance} member; a raw path that is no {@link URI} (a filter answers before
     * anything checks it) is written as it came, in the same place.
     */
    private static void instance(ProblemDetail problem, String path) {
        try {
            problem.setInstance(URI.create(path));
        } catch (IllegalArgumentException notAUri) {
            problem.setProperty("instance", path);
        }
    }

    /** Writes the body with its content type and {@code Content-Language: en}, unless the response is committed. */
    public static void write(
            HttpServletResponse response,
            int status,
            String slug,
            String title,
            String detail,
            String instance,
            String requestId)
            throws IOException {
        if (response.isCommitted()) {
            return;
        }
        byte[] bytes = body(status, slug, title, detail, instance, requestId).getBytes(StandardCharsets.UTF_8);
        response.resetBuffer();
        response.setStatus(status);
        response.setContentType(MEDIA_TYPE);
        response.setCharacterEncoding(StandardCharsets.UTF_8.name());
        // these sentences are written before Spring MVC chooses a language: always English
        response.setHeader("Content-Language", "en");
        response.setContentLength(bytes.length);
        response.getOutputStream().write(bytes);
        response.flushBuffer();
    }

    /** JSON's standard escapes, and every other character named in the class comment as a lower-case escape. */
    private static final class MarkupSafeEscapes extends CharacterEscapes {

        private static final int[] ASCII = standardAsciiEscapesForJSON();

        static {
            for (int c = 0; c < 0x20; c++) {
                if (c != '\n' && c != '\r' && c != '\t') {
                    ASCII[c] = ESCAPE_CUSTOM;
                }
            }
            ASCII['<'] = ESCAPE_CUSTOM;
            ASCII['>'] = ESCAPE_CUSTOM;
            ASCII['&'] = ESCAPE_CUSTOM;
        }

        @Override
        public int[] getEscapeCodesForAscii() {
            return ASCII;
        }

        @Override
        public SerializableString getEscapeSequence(int c) {
            if (c < 0x80 ? ASCII[c] == ESCAPE_CUSTOM : c == 0x2028 || c == 0x2029) {
                return new SerializedString(String.format("\\u%04x", c));
            }
            return null;
        }
    }
}
