package dev.fifteen.web.edge;

import dev.fifteen.web.ProblemJson;
import io.swagger.v3.oas.annotations.Hidden;
import jakarta.servlet.RequestDispatcher;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.webmvc.error.ErrorController;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

import java.io.IOException;

/**
 * The {@code /error} path as Problem Details, in place of Boot's plain JSON: where the servlet container sends
 * a request that failed outside Spring MVC (a path it rejects, an exception out of a filter). A direct request to
 * {@code /error} is a 404 like any other path without a resource; a body that could not be read is the client's
 * 400. An unexpected failure is logged once, with its stack trace and the request id the answer carries.
 */
@Hidden
@RestController
class ProblemErrorController implements ErrorController {

    private static final Logger log = LoggerFactory.getLogger(ProblemErrorController.class);

    private final HttpEdgeProperties properties;

    ProblemErrorController(HttpEdgeProperties properties) {
        this.properties = properties;
    }

    @RequestMapping("${server.error.path:/error}")
    void error(HttpServletRequest request, HttpServletResponse response) throws IOException {
        int status = request.getAttribute(RequestDispatcher.ERROR_STATUS_CODE) instanceof Integer code ? code : 404;
        String id = RequestIdFilter.current(request);
        Object failure = request.getAttribute(RequestDispatcher.ERROR_EXCEPTION);
        ContainerProblem problem;
        if (failure instanceof IOException) {
            // the request's own bytes failed: a broken chunked encoding, a client that left mid-body
            problem = new ContainerProblem(
                    400,
                    "malformed-request",
                    "Malformed request body",
                    "The request body" + " could not be read: it ended early or its chunked encoding is malformed");
        } else {
            if (status >= 500 && failure instanceof Throwable unexpected) {
                log.error("Unexpected failure (request {})", id, unexpected);
            }
            problem = ContainerProblem.of(status);
        }
        Object path = request.getAttribute(RequestDispatcher.ERROR_REQUEST_URI);
        SecurityHeadersFilter.apply(response, properties.contentSecurityPolicy());
        ProblemJson.write(
                response,
                problem.status(),
                problem.slug(),
                problem.title(),
                problem.detail(),
                path instanceof String uri ? uri : request.getRequestURI(),
                id);
    }
}
