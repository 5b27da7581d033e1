package dev.fifteen.web;

import jakarta.servlet.DispatcherType;
import jakarta.servlet.FilterChain;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.boot.actuate.autoconfigure.web.ManagementContextConfiguration;
import org.springframework.boot.actuate.autoconfigure.web.ManagementContextType;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.core.Ordered;

import java.io.IOException;

/**
 * The management port's container errors (a path it does not know, a failure outside an endpoint) as the same
 * Problem Details the service port answers, in place of Boot's default error body. That port runs in its own
 * child context with its own error endpoint, so the answer is written on the error dispatch, before it.
 */
@ManagementContextConfiguration(value = ManagementContextType.CHILD, proxyBeanMethods = false)
class ManagementErrorConfiguration {

    @Bean
    FilterRegistrationBean<HttpFilter> managementProblemErrors(HttpEdgeProperties properties) {
        ProblemErrorController errors = new ProblemErrorController(properties);
        HttpFilter filter = new HttpFilter() {
            @Override
            protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
                    throws IOException {
                errors.error(request, response);
            }
        };
        FilterRegistrationBean<HttpFilter> registration = new FilterRegistrationBean<>(filter);
        registration.setDispatcherTypes(DispatcherType.ERROR);
        registration.setOrder(Ordered.HIGHEST_PRECEDENCE);
        return registration;
    }
}
