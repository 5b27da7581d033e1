package dev.fifteen.testing.infra;

import org.awaitility.core.ConditionTimeoutException;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.awaitility.Awaitility.await;

/**
 * One replica of Fifteen in a JVM of its own (the test's classpath, loopback ports), so that a test can kill it by
 * its process id, as a crashed machine would go: no shutdown hook, no last write. Its output goes to
 * {@code target/replica-<port>.log}.
 */
public final class ReplicaProcess implements AutoCloseable {

    private final Process process;
    private final int port;
    private final HttpClient http =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    private ReplicaProcess(Process process, int port) {
        this.process = process;
        this.port = port;
    }

    /** Starts a replica with the given properties and waits until it answers on its API port. */
    public static ReplicaProcess start(Map<String, String> properties) throws IOException {
        int port = LoopbackPorts.free();
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx512m",
                "-XX:TieredStopAtLevel=1",
                "-cp",
                classpath(),
                "dev.fifteen.FifteenApplication",
                "--server.port=" + port,
                "--server.address=127.0.0.1",
                "--management.server.port=" + LoopbackPorts.free(),
                "--management.server.address=127.0.0.1",
                "--spring.main.banner-mode=off",
                "--fifteen.solve.preload-tables=false"));
        properties.forEach((name, value) -> command.add("--" + name + "=" + value));
        Path log = Path.of("target", "replica-" + port + ".log");
        Files.createDirectories(log.getParent());
        Process process = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
        ReplicaProcess replica = new ReplicaProcess(process, port);
        try {
            await("the replica process on port " + port)
                    .atMost(Duration.ofSeconds(90))
                    .pollInterval(Duration.ofMillis(250))
                    .failFast("the replica process exited (see " + log + ")", () -> !process.isAlive())
                    .until(replica::answers);
        } catch (RuntimeException | Error notStarted) {
            replica.kill();
            throw notStarted;
        }
        return replica;
    }

    /** The process id, to kill it by. */
    public long pid() {
        return process.pid();
    }

    /** Kills the process at once (SIGKILL) by its pid and waits until it is gone. */
    public void kill() {
        ProcessHandle.of(process.pid()).ifPresent(ProcessHandle::destroyForcibly);
        try {
            process.waitFor(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    public boolean alive() {
        return process.isAlive();
    }

    /** A request of any method on the API port, with a JSON body when {@code json} is not {@code null}. */
    public HttpResponse<String> send(String method, String pathAndQuery, String json, String... headers) {
        return send(http, port, method, pathAndQuery, json, headers);
    }

    public int port() {
        return port;
    }

    @Override
    public void close() {
        if (process.isAlive()) {
            kill();
        }
    }

    private boolean answers() {
        try {
            return http.send(
                                    HttpRequest.newBuilder(URI.create(
                                                    "http://127.0.0.1:" + port + "/solvability?board=1,2/3,0"))
                                            .timeout(Duration.ofSeconds(2))
                                            .build(),
                                    HttpResponse.BodyHandlers.discarding())
                            .statusCode()
                    == 200;
        } catch (IOException notYet) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ConditionTimeoutException("interrupted");
        }
    }

    /** The test's classpath: Surefire puts the real one in {@code java.class.path} of the forked JVM. */
    private static String classpath() {
        String surefire = System.getProperty("surefire.test.class.path");
        return surefire != null && !surefire.isBlank() ? surefire : System.getProperty("java.class.path");
    }

    static HttpResponse<String> send(
            HttpClient http, int port, String method, String pathAndQuery, String json, String... headers) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + pathAndQuery))
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
}
