package dev.fifteen.web;

import org.springframework.core.MethodParameter;
import org.springframework.http.MediaType;
import org.springframework.http.converter.HttpMessageConverter;
import org.springframework.http.server.ServerHttpRequest;
import org.springframework.http.server.ServerHttpResponse;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.servlet.mvc.method.annotation.ResponseBodyAdvice;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Drops the OAuth2 redirect URL that springdoc writes into Swagger UI's configuration. springdoc builds it from
 * the request's Host header, so a forged Host would reach the page (and a cache in front of it); the service uses
 * no OAuth2, and Swagger UI falls back to its own origin, the one the browser really loaded.
 */
@RestControllerAdvice
class SwaggerConfigAdvice implements ResponseBodyAdvice<Object> {

    static final String REDIRECT = "oauth2RedirectUrl";

    @Override
    public boolean supports(MethodParameter returnType, Class<? extends HttpMessageConverter<?>> converterType) {
        return Map.class.isAssignableFrom(returnType.getParameterType());
    }

    @Override
    public Object beforeBodyWrite(
            Object body,
            MethodParameter returnType,
            MediaType contentType,
            Class<? extends HttpMessageConverter<?>> converterType,
            ServerHttpRequest request,
            ServerHttpResponse response) {
        if (body instanceof Map<?, ?> map && map.containsKey(REDIRECT)) {
            Map<Object, Object> copy = new LinkedHashMap<>(map);
            copy.remove(REDIRECT);
            return copy;
        }
        return body;
    }
}
