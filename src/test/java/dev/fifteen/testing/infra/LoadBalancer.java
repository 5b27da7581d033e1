package dev.fifteen.testing.infra;

import org.awaitility.core.ConditionTimeoutException;
import org.awaitility.core.TerminalFailureException;

import java.io.IOException;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import static org.awaitility.Awaitility.await;

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

    private final Process process;
    private final int port;
    private final Path directory;

    private LoadBalancer(Process process, int port, Path directory) {
        this.process = process;
        this.port = port;
        this.directory = directory;
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
        Process process = new ProcessBuilder(BINARY.toString(), "-db", "-f", config.toString())
                .redirectErrorStream(true)
                .redirectOutput(directory.resolve("haproxy.log").toFile())
                .start();
        LoadBalancer balancer = new LoadBalancer(process, port, directory);
        try {
            await().atMost(Duration.ofSeconds(10))
                    .pollInterval(Duration.ofMillis(20))
                    .failFast("haproxy exited", () -> !process.isAlive())
                    .until(balancer::accepts);
        } catch (ConditionTimeoutException | TerminalFailureException notStarted) {
            String log = Files.readString(directory.resolve("haproxy.log"));
            balancer.close();
            throw new IllegalStateException("haproxy did not start on port " + port + ": " + log, notStarted);
        }
        return balancer;
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
        return port;
    }

    private boolean accepts() {
        try (Socket ignored = new Socket(InetAddress.getLoopbackAddress(), port)) {
            return true;
        } catch (IOException notYet) {
            return false;
        }
    }

    /** Stops HAProxy by its process id and removes its files. */
    @Override
    public void close() throws InterruptedException {
        ProcessHandle handle = process.toHandle();
        handle.destroy();
        if (!process.waitFor(5, TimeUnit.SECONDS)) {
            handle.destroyForcibly();
            process.waitFor(5, TimeUnit.SECONDS);
        }
        try (var files = Files.list(directory)) {
            for (Path file : files.toList()) {
                Files.deleteIfExists(file);
            }
            Files.deleteIfExists(directory);
        } catch (IOException leftInTemp) {
            // a temporary directory is all that stays behind
        }
    }
}
