package dev.fifteen.web;

import org.slf4j.MDC;
import org.springframework.core.MethodParameter;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpStatus;
import org.springframework.http.InvalidMediaTypeException;
import org.springframework.http.MediaType;
import org.springframework.http.ProblemDetail;
import org.springframework.http.converter.HttpMessageConverter;
import org.springframework.http.server.ServerHttpRequest;
import org.springframework.http.server.ServerHttpResponse;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.servlet.mvc.method.annotation.ResponseBodyAdvice;

import java.net.URI;

/**
 * The last word on every answer body of Spring MVC, in two steps.
 *
 * <p>First, for the service's own controllers ({@code dev.fifteen.web}), it keeps {@code application/problem+json}
 * for Problem Details. The JSON converter writes any body as any
 * {@code application/*+json} type, so a client that accepts Problem Details beside a type the operation cannot give
 * (say {@code Accept: application/x-ndjson, application/problem+json} for one scramble) would get its successful
 * answer labelled as a problem. Such an answer goes out as {@code application/json} when the request accepts that
 * too (Spring prefers the more specific {@code application/problem+json} to {@code *}/{@code *}), and is otherwise
 * answered 406 {@code not-acceptable}, as a request that accepts only the missing type is.
 *
 * <p>Then, for every controller, it adds the request's id ({@code requestId}, also sent as {@code X-Request-Id}) and
 * its trace id ({@code traceId}, also in the {@code traceparent} answered) to every Problem Details answer, the one
 * the first step made included, so that a client can quote them and the log lines and spans of the request can be
 * found. First among the body advices.
 */
@ControllerAdvice
@Order(Ordered.HIGHEST_PRECEDENCE)
class AnswerBodyAdvice implements ResponseBodyAdvice<Object> {

    private static final String OWN_CONTROLLERS = "dev.fifteen.web";

    @Override
    public boolean supports(MethodParameter returnType, Class<? extends HttpMessageConverter<?>> converterType) {
        return true;
    }

    @Override
    public Object beforeBodyWrite(
            Object body,
            MethodParameter returnType,
            MediaType selectedContentType,
            Class<? extends HttpMessageConverter<?>> selectedConverterType,
            ServerHttpRequest request,
            ServerHttpResponse response) {
        Object answered = returnType.getContainingClass().getPackageName().startsWith(OWN_CONTROLLERS)
                ? labelled(body, selectedContentType, request, response)
                : body;
        if (answered instanceof ProblemDetail problem) {
            stamp(problem, "requestId", MDC.get(ProblemJson.REQUEST_ID));
            stamp(problem, ProblemJson.TRACE_ID, MDC.get(ProblemJson.TRACE_ID));
        }
        return answered;
    }

    /** A successful answer labelled as JSON, or refused as 406 when the request does not accept JSON. */
    private static Object labelled(
            Object body, MediaType selectedContentType, ServerHttpRequest request, ServerHttpResponse response) {
        if (body instanceof ProblemDetail
                || body == null
                || !MediaType.APPLICATION_PROBLEM_JSON.isCompatibleWith(selectedContentType)) {
            return body;
        }
        if (acceptsJson(request)) {
            response.getHeaders().setContentType(MediaType.APPLICATION_JSON);
            return body;
        }
        response.setStatusCode(HttpStatus.NOT_ACCEPTABLE);
        ProblemDetail problem = ProblemDetail.forStatusAndDetail(
                HttpStatus.NOT_ACCEPTABLE,
                "This answer is application/json, which the request's Accept header does not name;"
                        + " application/problem+json is for errors only");
        problem.setType(URI.create(ProblemDetailsAdvice.TYPE_PREFIX + "not-acceptable"));
        problem.setTitle("Not Acceptable");
        problem.setInstance(URI.create(request.getURI().getRawPath()));
        return problem;
    }

    /** Adds a member the problem does not have yet, when the request has a value for it. */
    private static void stamp(ProblemDetail problem, String member, String value) {
        if (value != null
                && (problem.getProperties() == null || !problem.getProperties().containsKey(member))) {
            problem.setProperty(member, value);
        }
    }

    /** Whether the request's Accept header names a range that covers plain JSON (not only Problem Details). */
    private static boolean acceptsJson(ServerHttpRequest request) {
        try {
            return request.getHeaders().getAccept().stream()
                    .filter(range -> !MediaType.APPLICATION_PROBLEM_JSON.equalsTypeAndSubtype(range))
                    .anyMatch(range -> range.includes(MediaType.APPLICATION_JSON) && range.getQualityValue() > 0);
        } catch (InvalidMediaTypeException malformed) {
            return false;
        }
    }
}
