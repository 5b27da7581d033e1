package dev.fifteen.web.edge;

/**
 * The Problem Details of an error the servlet container (or the edge filters) answers by status alone: a
 * malformed request line, a path that maps to nothing, a body too large or too slow, an HTTP version it does not
 * speak. One table, so that the container's error page and the {@code /error} path say the same.
 */
record ContainerProblem(int status, String slug, String title, String detail) {

    static final String POST_ADVICE = "the request line or its headers exceed the limit"
            + " (server.max-http-request-header-size); send large boards in the body of a POST instead";

    static ContainerProblem of(int status) {
        return switch (status) {
            case 400 ->
                new ContainerProblem(
                        status,
                        "bad-request",
                        "Bad request",
                        "The request is not valid HTTP: its request line, a header or the encoding of its path or"
                                + " query is malformed");
            case 401 -> new ContainerProblem(status, "unauthorized", "Unauthorized", "This resource needs credentials");
            case 403 -> new ContainerProblem(status, "forbidden", "Forbidden", "This resource is not served to you");
            case 404 -> new ContainerProblem(status, "not-found", "Not found", "No resource at this path");
            case 405 ->
                new ContainerProblem(
                        status, "method-not-allowed", "Method not allowed", "This path does not take that method");
            case 408 ->
                new ContainerProblem(
                        status,
                        "request-timeout",
                        "Request timeout",
                        "The request did not arrive in time (fifteen.http.request-read-timeout)");
            case 411 ->
                new ContainerProblem(
                        status,
                        "length-required",
                        "Length required",
                        "A request body needs a Content-Length or chunked transfer encoding");
            case 413 ->
                new ContainerProblem(
                        status,
                        "request-too-large",
                        "Request too large",
                        "The request body is larger than the limit (fifteen.http.max-request-size)");
            case 414 ->
                new ContainerProblem(
                        status,
                        "uri-too-long",
                        "Request line too long",
                        "The request line is too long: " + POST_ADVICE);
            case 415 ->
                new ContainerProblem(
                        status,
                        "unsupported-media-type",
                        "Unsupported media type",
                        "This path does not take a body of that type");
            case 431 ->
                new ContainerProblem(
                        status,
                        "headers-too-large",
                        "Request headers too large",
                        "The request headers are too large: " + POST_ADVICE);
            case 501 ->
                new ContainerProblem(
                        status, "not-implemented", "Not implemented", "The service does not implement that method");
            case 503 ->
                new ContainerProblem(
                        status,
                        "unavailable",
                        "Service unavailable",
                        "The service cannot take this request now; try again later");
            case 505 ->
                new ContainerProblem(
                        status,
                        "http-version-not-supported",
                        "HTTP version not supported",
                        "The service speaks HTTP/1.0 and HTTP/1.1");
            default ->
                status >= 500
                        ? new ContainerProblem(
                                status,
                                "internal-error",
                                "Internal error",
                                "The service failed unexpectedly; the failure has been logged")
                        : new ContainerProblem(status, "bad-request", "Bad request", "The request cannot be served");
        };
    }
}
