package dev.fifteen.web;

import org.slf4j.MDC;
import org.springframework.core.MethodParameter;
import org.springframework.http.MediaType;
import org.springframework.http.ProblemDetail;
import org.springframework.http.converter.HttpMessageConverter;
import org.springframework.http.server.ServerHttpRequest;
import org.springframework.http.server.ServerHttpResponse;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.servlet.mvc.method.annotation.ResponseBodyAdvice;

/**
 * Adds the request's id ({@code requestId}, also sent as {@code X-Request-Id}) and its trace id ({@code traceId},
 * also in the {@code traceparent} answered) to every Problem Details answer of Spring MVC, so that a client can
 * quote them and the log lines and spans of the request can be found.
 */
@RestControllerAdvice
class RequestIdProblemAdvice implements ResponseBodyAdvice<Object> {

    @Override
    public boolean supports(MethodParameter returnType, Class<? extends HttpMessageConverter<?>> converterType) {
        return true;
    }

    @Override
    public Object beforeBodyWrite(
            Object body,
            MethodParameter returnType,
            MediaType contentType,
            Class<? extends HttpMessageConverter<?>> converterType,
            ServerHttpRequest request,
            ServerHttpResponse response) {
        if (body instanceof ProblemDetail problem
                && MDC.get(ProblemJson.REQUEST_ID) != null
                && (problem.getProperties() == null || !problem.getProperties().containsKey("requestId"))) {
            problem.setProperty("requestId", MDC.get(ProblemJson.REQUEST_ID));
        }
        if (body instanceof ProblemDetail problem
                && MDC.get(ProblemJson.TRACE_ID) != null
                && (problem.getProperties() == null || !problem.getProperties().containsKey(ProblemJson.TRACE_ID))) {
            problem.setProperty(ProblemJson.TRACE_ID, MDC.get(ProblemJson.TRACE_ID));
        }
        return body;
    }
}
