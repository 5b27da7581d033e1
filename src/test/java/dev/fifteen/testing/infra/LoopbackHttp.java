package dev.fifteen.testing.infra;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/** A small HTTP client for the loopback ports of the processes and replicas that tests start. */
public final class LoopbackHttp {

    private final HttpClient http =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    /** A GET, with the given request headers (name, value, name, value...). */
    public HttpResponse<String> get(int port, String pathAndQuery, String... headers) {
        return send(port, "GET", pathAndQuery, null, headers);
    }

    /** A request of any method, with a JSON body when {@code json} is not {@code null}. */
    public HttpResponse<String> send(int port, String method, String pathAndQuery, String json, String... headers) {
        HttpRequest.Builder request = HttpRequest.newBuilder(uri(port, pathAndQuery))
                .timeout(Duration.ofSeconds(90))
                .method(
                        method,
                        json == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(json));
        if (json != null) {
            request.header("Content-Type", "application/json");
        }
        if (headers.length > 0) {
            request.headers(headers);
        }
        try {
            return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** Whether a GET of the path answers 200 within 2 s: the readiness probe of a starting process. */
    public boolean answers(int port, String path) {
        try {
            return http.send(
                                    HttpRequest.newBuilder(uri(port, path))
                                            .timeout(Duration.ofSeconds(2))
                                            .build(),
                                    HttpResponse.BodyHandlers.discarding())
                            .statusCode()
                    == 200;
        } catch (IOException notYet) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    private static URI uri(int port, String pathAndQuery) {
        return URI.create("http://127.0.0.1:" + port + pathAndQuery);
    }
}
