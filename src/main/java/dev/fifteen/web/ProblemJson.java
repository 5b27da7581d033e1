package dev.fifteen.web;

import jakarta.servlet.http.HttpServletResponse;
import org.slf4j.MDC;

import java.io.IOException;
import java.nio.charset.StandardCharsets;

/**
 * Writes a Problem Details body by hand, for the places that answer before (or outside) Spring MVC: the
 * servlet filters at the edge, the error page of the servlet container and the {@code /error} path. The body has
 * the members of {@link ProblemDetailsAdvice}'s answers, so a client sees one format whoever answered.
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

    private ProblemJson() {}

    /**
     * The body, as text; {@code requestId} and {@code instance} are left out when null, {@code traceId} is the
     * logging context's (left out outside a trace).
     */
    public static String body(int status, String slug, String title, String detail, String instance, String requestId) {
        StringBuilder json = new StringBuilder(256).append('{');
        member(json, "type", ProblemDetailsAdvice.TYPE_PREFIX + slug).append(',');
        member(json, "title", title).append(',');
        json.append("\"status\":").append(status).append(',');
        member(json, "detail", detail);
        if (instance != null) {
            member(json.append(','), "instance", instance);
        }
        if (requestId != null) {
            member(json.append(','), REQUEST_ID, requestId);
        }
        String traceId = MDC.get(TRACE_ID);
        if (traceId != null) {
            member(json.append(','), TRACE_ID, traceId);
        }
        return json.append('}').toString();
    }

    /** Writes the body with its content type, unless the response is already committed. */
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
        response.setContentLength(bytes.length);
        response.getOutputStream().write(bytes);
        response.flushBuffer();
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
