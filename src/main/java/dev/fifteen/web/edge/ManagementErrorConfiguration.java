package dev.fifteen.web.edge;

import jakarta.servlet.DispatcherType;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletOutputStream;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpServletResponseWrapper;
import org.apache.catalina.Lifecycle;
import org.apache.catalina.core.StandardHost;
import org.springframework.boot.actuate.autoconfigure.web.ManagementContextConfiguration;
import org.springframework.boot.actuate.autoconfigure.web.ManagementContextType;
import org.springframework.boot.tomcat.servlet.TomcatServletWebServerFactory;
import org.springframework.boot.web.server.WebServerFactoryCustomizer;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;

import java.io.IOException;
import java.io.PrintWriter;

/**
 * The management port's own error answers as the same Problem Details the service port gives, in place of
 * Tomcat's HTML page (a request the container rejects) and Boot's default error body (its {@code /error} path).
 * That port runs its own server in a child context, which the service port's customizers do not reach.
 */
@ManagementContextConfiguration(value = ManagementContextType.CHILD, proxyBeanMethods = false)
class ManagementErrorConfiguration {

    @Bean
    WebServerFactoryCustomizer<TomcatServletWebServerFactory> managementErrorReport(HttpEdgeProperties properties) {
        return factory -> factory.addContextCustomizers(context -> context.addLifecycleListener(event -> {
            if (Lifecycle.BEFORE_START_EVENT.equals(event.getType())
                    && context.getParent() instanceof StandardHost host) {
                EdgeConfiguration.replaceErrorReport(host, properties.contentSecurityPolicy());
            }
        }));
    }

    /**
     * Turns an error status that an endpoint sets without writing a body (Actuator's 404 for an unknown health group
     * or meter) into the container's error dispatch, so that it is answered as Problem Details like every other
     * error on this port. A body the endpoint wrote itself is left as it is.
     */
    @Bean
    FilterRegistrationBean<HttpFilter> managementEmptyErrors() {
        HttpFilter filter = new HttpFilter() {
            @Override
            protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
                    throws IOException, ServletException {
                BodyWatch watched = new BodyWatch(response);
                chain.doFilter(request, watched);
                if (response.getStatus() >= 400
                        && !watched.bodyStarted
                        && !response.isCommitted()
                        && !request.isAsyncStarted()) {
                    response.sendError(response.getStatus());
                }
            }
        };
        FilterRegistrationBean<HttpFilter> registration = new FilterRegistrationBean<>(filter);
        registration.setDispatcherTypes(DispatcherType.REQUEST);
        registration.addUrlPatterns("/*");
        registration.setOrder(FilterOrder.MANAGEMENT_EMPTY_ERRORS.order());
        return registration;
    }

    /** Notes whether anything asked for the response's body. */
    private static final class BodyWatch extends HttpServletResponseWrapper {

        private boolean bodyStarted;

        BodyWatch(HttpServletResponse response) {
            super(response);
        }

        @Override
        public ServletOutputStream getOutputStream() throws IOException {
            bodyStarted = true;
            return super.getOutputStream();
        }

        @Override
        public PrintWriter getWriter() throws IOException {
            bodyStarted = true;
            return super.getWriter();
        }
    }

    /** Answers the error path, reached by the container's error dispatch or asked for directly, before Boot's. */
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
        registration.setDispatcherTypes(DispatcherType.REQUEST, DispatcherType.ERROR);
        registration.addUrlPatterns("/error");
        registration.setOrder(FilterOrder.MANAGEMENT_ERROR_PAGE.order());
        return registration;
    }
}
