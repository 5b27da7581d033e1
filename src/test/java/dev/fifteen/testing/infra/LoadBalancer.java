package dev.fifteen.testing.infra;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A real HAProxy (the Debian package) in front of one replica, both on loopback, for a test: its {@code defaults}
 * are those the project ships in {@code deploy/compose/haproxy.cfg} (timeouts, retries, redispatch, abort on
 * close), and so are its frontend's {@code http-request} rules (the trace context), so a test through it checks the
 * shipped settings; the frontend's address and the one server are the test's.
 * Started on a free port and stopped by its process id.
 */
public final class LoadBalancer implements AutoCloseable {

    /** Where the Debian package installs it. */
    public static final Path BINARY = Path.of("/usr/sbin/haproxy");

    /** The shipped configuration whose {@code defaults} section the test balancer uses. */
    public static final Path SHIPPED = Path.of("deploy/compose/haproxy.cfg");

    private final LoopbackProcess process;

    private LoadBalancer(LoopbackProcess process) {
        this.process = process;
    }

    /**
     * Starts HAProxy on a free loopback port in front of {@code replicaPort} and waits until it accepts
     * connections. Skips the caller (or fails it in strict mode) when HAProxy is not installed.
     */
    public static LoadBalancer inFrontOf(int replicaPort) throws IOException, InterruptedException {
        Components.require("haproxy", BINARY, "apt-get install -y haproxy");
        int port = LoopbackPorts.free();
        Path directory = Files.createTempDirectory("fifteen-haproxy");
        Path config = directory.resolve("haproxy.cfg");
        Files.writeString(
                config,
                "global\n    maxconn 256\n\n" + shippedDefaults() + "\n"
                        + "frontend api\n    bind 127.0.0.1:" + port + "\n" + shippedFrontendRules()
                        + "    default_backend fifteen\n\n"
                        + "backend fifteen\n    server replica 127.0.0.1:" + replicaPort + "\n");
        return new LoadBalancer(
                LoopbackProcess.command("haproxy", port, List.of(BINARY.toString(), "-db", "-f", config.toString()))
                        .log(directory.resolve("haproxy.log"))
                        .files(directory)
                        .startWhen(() -> LoopbackProcess.accepts(port)));
    }

    /** The shipped {@code defaults} section, without its logging lines (this balancer has no log target). */
    static String shippedDefaults() throws IOException {
        List<String> lines = Files.readAllLines(SHIPPED);
        int start = lines.indexOf("defaults");
        if (start < 0) {
            throw new IllegalStateException(SHIPPED + " has no defaults section");
        }
        return lines.stream()
                .skip(start)
                .takeWhile(line -> !line.isBlank())
                .filter(line -> !line.trim().startsWith("log ") && !line.contains("option httplog"))
                .collect(Collectors.joining("\n", "", "\n"));
    }

    /**
     * The {@code http-request} rules of the shipped frontend (the W3C {@code traceparent} kept, or made when a request
     * comes without one), so that a test through this balancer checks them too.
     */
    static String shippedFrontendRules() throws IOException {
        List<String> lines = Files.readAllLines(SHIPPED);
        int start = lines.indexOf("frontend api");
        if (start < 0) {
            throw new IllegalStateException(SHIPPED + " has no frontend api section");
        }
        return lines.stream()
                .skip(start + 1)
                .takeWhile(line -> !line.isBlank())
                .filter(line -> line.trim().startsWith("http-request "))
                .collect(Collectors.joining("\n", "", "\n"));
    }

    public int port() {
        return process.port();
    }

    /** Stops HAProxy by its process id and removes its files. */
    @Override
    public void close() throws InterruptedException {
        process.stop();
    }
}
