package dev.fifteen.testing.infra;

import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

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

    private final LoopbackHttp http;
    private final LoopbackProcess process;

    private PrometheusServer(LoopbackHttp http, LoopbackProcess process) {
        this.http = http;
        this.process = process;
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
        LoopbackHttp http = new LoopbackHttp();
        return new PrometheusServer(
                http,
                LoopbackProcess.command(
                                "prometheus",
                                port,
                                List.of(
                                        BINARY.toString(),
                                        "--config.file=" + directory.resolve("prometheus.yml"),
                                        "--storage.tsdb.path=" + directory.resolve("data"),
                                        "--web.listen-address=127.0.0.1:" + port,
                                        "--log.level=warn"))
                        .log(directory.resolve("prometheus.log"))
                        .files(directory)
                        .patience(Duration.ofSeconds(30), Duration.ofMillis(100))
                        .grace(Duration.ofSeconds(10))
                        .startWhen(() -> http.answers(port, "/-/ready")));
    }

    /** The JSON answer of an instant query ({@code /api/v1/query}). */
    public String query(String promql) {
        return get("/api/v1/query?query=" + URLEncoder.encode(promql, StandardCharsets.UTF_8));
    }

    /** The JSON answer of a GET on the HTTP API, e.g. {@code /api/v1/rules}. */
    public String get(String pathAndQuery) {
        return http.get(process.port(), pathAndQuery).body();
    }

    /** Stops Prometheus by its process id and removes its files. */
    @Override
    public void close() throws InterruptedException {
        process.stop();
    }
}
