package dev.fifteen.testing.infra;

import org.awaitility.core.ConditionTimeoutException;
import org.awaitility.core.TerminalFailureException;

import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.awaitility.Awaitility.await;

/**
 * A real Prometheus server (the Debian package) for a test: on a free loopback port, with its own scrape
 * configuration and a storage directory of its own, stopped by its process id. {@link #PROMTOOL} is the package's
 * rule checker.
 */
public final class PrometheusServer implements AutoCloseable {

    /** Where the Debian package installs the server and its rule checker. */
    public static final Path BINARY = Path.of("/usr/bin/prometheus");

    public static final Path PROMTOOL = Path.of("/usr/bin/promtool");

    /** How to get both. */
    public static final String INSTALL = "apt-get install -y prometheus";

    private final HttpClient http =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final Process process;
    private final int port;
    private final Path directory;

    private PrometheusServer(Process process, int port, Path directory) {
        this.process = process;
        this.port = port;
        this.directory = directory;
    }

    /**
     * Starts Prometheus scraping {@code path} on {@code target} ({@code host:port}) every second, with the given rule
     * files loaded, and waits until it answers. Skips the caller (or fails it in strict mode) when it is not
     * installed.
     */
    public static PrometheusServer scraping(String target, String path, Path... ruleFiles)
            throws IOException, InterruptedException {
        Components.require("prometheus", BINARY, INSTALL);
        int port = LoopbackPorts.free();
        Path directory = Files.createTempDirectory("fifteen-prometheus");
        StringBuilder config = new StringBuilder("global:\n  scrape_interval: 1s\n  evaluation_interval: 1s\n");
        if (ruleFiles.length > 0) {
            config.append("rule_files:\n");
            for (Path rules : ruleFiles) {
                config.append("  - ").append(rules.toAbsolutePath()).append('\n');
            }
        }
        config.append("scrape_configs:\n  - job_name: fifteen\n    metrics_path: ")
                .append(path)
                .append("\n    static_configs:\n      - targets: ['")
                .append(target)
                .append("']\n");
        Files.writeString(directory.resolve("prometheus.yml"), config);
        Process process = new ProcessBuilder(
                        BINARY.toString(),
                        "--config.file=" + directory.resolve("prometheus.yml"),
                        "--storage.tsdb.path=" + directory.resolve("data"),
                        "--web.listen-address=127.0.0.1:" + port,
                        "--log.level=warn")
                .redirectErrorStream(true)
                .redirectOutput(directory.resolve("prometheus.log").toFile())
                .start();
        PrometheusServer server = new PrometheusServer(process, port, directory);
        try {
            await().atMost(Duration.ofSeconds(30))
                    .pollInterval(Duration.ofMillis(100))
                    .failFast("prometheus exited", () -> !process.isAlive())
                    .until(() -> server.answers("/-/ready"));
        } catch (ConditionTimeoutException | TerminalFailureException notStarted) {
            String log = Files.readString(directory.resolve("prometheus.log"));
            server.close();
            throw new IllegalStateException("prometheus did not start on port " + port + ": " + log, notStarted);
        }
        return server;
    }

    /** The JSON answer of an instant query ({@code /api/v1/query}). */
    public String query(String promql) {
        return get("/api/v1/query?query=" + URLEncoder.encode(promql, StandardCharsets.UTF_8));
    }

    /** The JSON answer of a GET on the HTTP API, e.g. {@code /api/v1/rules}. */
    public String get(String pathAndQuery) {
        try {
            return http.send(
                            HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + pathAndQuery))
                                    .timeout(Duration.ofSeconds(10))
                                    .build(),
                            HttpResponse.BodyHandlers.ofString())
                    .body();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private boolean answers(String path) {
        try {
            return http.send(
                                    HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
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

    /** Stops Prometheus by its process id and removes its files. */
    @Override
    public void close() throws InterruptedException {
        ProcessHandle handle = process.toHandle();
        handle.destroy();
        if (!process.waitFor(10, TimeUnit.SECONDS)) {
            handle.destroyForcibly();
            process.waitFor(5, TimeUnit.SECONDS);
        }
        try (Stream<Path> files = Files.walk(directory)) {
            for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(file);
            }
        } catch (IOException leftInTemp) {
            // a temporary directory is all that stays behind
        }
    }
}
