package dev.fifteen.web.memory;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.http.InvalidMediaTypeException;
import org.springframework.http.MediaType;
import org.springframework.web.servlet.HandlerInterceptor;

/**
 * Admits the memory of reading a JSON body before it is read: {@link Footprint#jsonBody(long)} of its
 * {@code Content-Length}, or of {@code fifteen.memory.unannounced-body} when the length is not announced (chunked
 * uploads). Runs as a handler interceptor, so that a refusal is an ordinary Problem
 * Details answer.
 */
final class RequestBodyAdmission implements HandlerInterceptor {

    private final RequestMemory memory;
    private final long unannouncedBody;

    RequestBodyAdmission(RequestMemory memory, long unannouncedBody) {
        this.memory = memory;
        this.unannouncedBody = unannouncedBody;
    }

    @Override
    public boolean preHandle(HttpServletRequest request, HttpServletResponse response, Object handler) {
        if (!isJson(request.getContentType())) {
            return true;
        }
        long length = request.getContentLengthLong();
        if (length < 0) {
            // the length is not announced (chunked), or a wrapper in front of this one did not pass it on
            length = declaredLength(request);
        }
        memory.admit(Footprint.jsonBody(Math.max(0, length)), "reading a JSON body of " + length + " bytes");
        return true;
    }

    private long declaredLength(HttpServletRequest request) {
        try {
            return Long.parseLong(request.getHeader("Content-Length").trim());
        } catch (RuntimeException missingOrMalformed) {
            return unannouncedBody;
        }
    }

    private static boolean isJson(String contentType) {
        try {
            return contentType != null
                    && MediaType.APPLICATION_JSON.isCompatibleWith(MediaType.parseMediaType(contentType));
        } catch (InvalidMediaTypeException malformed) {
            return false; // the message converters answer it with 415
        }
    }
}
