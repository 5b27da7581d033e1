package dev.fifteen.testing.infra;

import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * One replica of Fifteen in a JVM of its own (the test's classpath, loopback ports), so that a test can kill it by
 * its process id, as a crashed machine would go: no shutdown hook, no last write. Its output goes to
 * {@code target/replica-<port>.log}.
 */
public final class ReplicaProcess implements AutoCloseable {

    private final LoopbackHttp http;
    private final LoopbackProcess process;

    private ReplicaProcess(LoopbackHttp http, LoopbackProcess process) {
        this.http = http;
        this.process = process;
    }

    /** Starts a replica with the given properties and waits until it answers on its API port. */
    public static ReplicaProcess start(Map<String, String> properties) throws IOException, InterruptedException {
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
        LoopbackHttp http = new LoopbackHttp();
        return new ReplicaProcess(
                http,
                LoopbackProcess.command("the replica process", port, command)
                        .log(Path.of("target", "replica-" + port + ".log"))
                        .patience(Duration.ofSeconds(90), Duration.ofMillis(250))
                        .startWhen(() -> http.answers(port, "/solvability?board=1,2/3,0")));
    }

    /** The process id, to kill it by. */
    public long pid() {
        return process.pid();
    }

    /** Kills the process at once (SIGKILL) by its pid and waits until it is gone. */
    public void kill() {
        process.kill();
    }

    public boolean alive() {
        return process.alive();
    }

    /** A request of any method on the API port, with a JSON body when {@code json} is not {@code null}. */
    public HttpResponse<String> send(String method, String pathAndQuery, String json, String... headers) {
        return http.send(process.port(), method, pathAndQuery, json, headers);
    }

    public int port() {
        return process.port();
    }

    /** Kills the process when it is still alive: a replica process is never stopped gently. */
    @Override
    public void close() {
        if (process.alive()) {
            kill();
        }
    }

    /** The test's classpath: Surefire puts the real one in {@code java.class.path} of the forked JVM. */
    static String classpath() {
        String surefire = System.getProperty("surefire.test.class.path");
        return surefire != null && !surefire.isBlank() ? surefire : System.getProperty("java.class.path");
    }
}
