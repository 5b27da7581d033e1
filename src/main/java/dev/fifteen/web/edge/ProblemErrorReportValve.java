package dev.fifteen.web.edge;

import dev.fifteen.web.ProblemJson;
import org.apache.catalina.connector.Request;
import org.apache.catalina.connector.Response;
import org.apache.catalina.valves.ErrorReportValve;
import org.apache.coyote.ActionCode;

import java.io.IOException;
import java.io.Writer;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The servlet container's error page as Problem Details. Tomcat answers some requests itself, before any
 * servlet sees them (a malformed request line or header, {@code /%2e%2e/} paths, an unsupported HTTP version,
 * a request line or headers over the size limit); its stock valve writes an HTML page. This one writes the same
 * {@code application/problem+json} body as the rest of the service, with the same security headers, and never
 * a stack trace or the server's version.
 */
class ProblemErrorReportValve extends ErrorReportValve {

    private final String contentSecurityPolicy;

    ProblemErrorReportValve(String contentSecurityPolicy) {
        this.contentSecurityPolicy = contentSecurityPolicy;
        setShowReport(false);
        setShowServerInfo(false);
    }

    @Override
    protected void report(Request request, Response response, Throwable throwable) {
        int status = response.getStatus();
        if (status < 400 || response.getContentWritten() > 0 || !response.setErrorReported()) {
            return;
        }
        AtomicBoolean ioAllowed = new AtomicBoolean(true);
        response.getCoyoteResponse().action(ActionCode.IS_IO_ALLOWED, ioAllowed);
        if (!ioAllowed.get()) {
            return;
        }
        if (status == 400
                && throwable != null
                && throwable.getMessage() != null
                && throwable.getMessage().contains("too large")) {
            // Tomcat says 400 for both; the request line is unparsed when it was the one too long
            status = request.getCoyoteRequest().requestURI().isNull() ? 414 : 431;
            response.setStatus(status);
        }
        ContainerProblem problem = ContainerProblem.of(status);
        Object id = request.getAttribute(RequestIdFilter.ATTRIBUTE);
        String body = ProblemJson.body(
                status,
                problem.slug(),
                problem.title(),
                problem.detail(),
                null,
                id instanceof String text ? text : null);
        try {
            response.setContentType(ProblemJson.MEDIA_TYPE);
            response.setCharacterEncoding("UTF-8");
            response.setHeader("Content-Language", "en");
            SecurityHeadersFilter.apply(response, contentSecurityPolicy);
            Writer writer = response.getReporter();
            if (writer != null) {
                writer.write(body);
                response.finishResponse();
            }
        } catch (IOException | IllegalStateException e) {
            // the connection is gone; nothing can be answered
        }
    }
}
