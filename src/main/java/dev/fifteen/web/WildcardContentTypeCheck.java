package dev.fifteen.web;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.InvalidMediaTypeException;
import org.springframework.http.MediaType;
import org.springframework.web.HttpMediaTypeNotSupportedException;
import org.springframework.web.servlet.HandlerInterceptor;
import org.springframework.web.servlet.config.annotation.InterceptorRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

/**
 * Refuses a request body whose Content-Type is a wildcard ({@code *}/{@code *}, {@code application/*}) with 415
 * {@code unsupported-media-type}: such a type names no format, and Spring's reading of the body would otherwise fail
 * with an assertion, answered as a 500. A malformed Content-Type is left to Spring, which refuses it with 415 too.
 */
@Configuration(proxyBeanMethods = false)
class WildcardContentTypeCheck implements WebMvcConfigurer, HandlerInterceptor {

    @Override
    public void addInterceptors(InterceptorRegistry registry) {
        registry.addInterceptor(this);
    }

    @Override
    public boolean preHandle(HttpServletRequest request, HttpServletResponse response, Object handler)
            throws HttpMediaTypeNotSupportedException {
        String contentType = request.getContentType();
        if (contentType == null) {
            return true;
        }
        try {
            MediaType type = MediaType.parseMediaType(contentType);
            if (type.isWildcardType() || type.isWildcardSubtype()) {
                throw new HttpMediaTypeNotSupportedException(
                        "Content-Type '" + contentType + "' is a wildcard: name the body's media type");
            }
        } catch (InvalidMediaTypeException malformed) {
            return true;
        }
        return true;
    }
}
