package dev.fifteen.testing.infra;

import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * A real {@code redis-server} (the Debian package) for a test class: started on a free loopback port with nothing
 * written to disk, stopped and restarted by its process id, on the same port, so that the replicas find it again.
 * {@link Installed} skips a test class when the binary is missing, or fails it when
 * {@code -Dfifteen.strict-components=true} (CI) demands every real component.
 */
public final class RedisServer implements AutoCloseable {

    private static final List<Path> BINARIES =
            List.of(Path.of("/usr/bin/redis-server"), Path.of("/usr/local/bin/redis-server"));

    private final Path binary;
    private final int port;
    private LoopbackProcess process;

    private RedisServer(Path binary, int port) {
        this.binary = binary;
        this.port = port;
    }

    /** Starts a server on a free loopback port. */
    public static RedisServer start() throws IOException, InterruptedException {
        Path binary = BINARIES.stream()
                .filter(Files::isExecutable)
                .findFirst()
                .orElseThrow(() -> new IllegalStateException("redis-server is not installed"));
        RedisServer server = new RedisServer(binary, LoopbackPorts.free());
        server.restart();
        return server;
    }

    public int port() {
        return port;
    }

    long pid() {
        return process.pid();
    }

    /** Starts the server again on its port (empty: it keeps nothing on disk) and waits until it answers. */
    public void restart() throws IOException, InterruptedException {
        process = LoopbackProcess.command(
                        "redis-server",
                        port,
                        List.of(
                                binary.toString(),
                                "--port",
                                Integer.toString(port),
                                "--bind",
                                "127.0.0.1",
                                "--save",
                                "",
                                "--appendonly",
                                "no"))
                .startWhen(this::answersPing);
    }

    /** Stops the server by its process id and waits until it is gone. */
    public void stop() throws InterruptedException {
        if (process != null) {
            process.stop();
        }
    }

    @Override
    public void close() throws InterruptedException {
        stop();
    }

    private boolean answersPing() {
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
            socket.setSoTimeout(500);
            OutputStream out = socket.getOutputStream();
            out.write("PING\r\n".getBytes(StandardCharsets.US_ASCII));
            out.flush();
            InputStream in = socket.getInputStream();
            byte[] reply = new byte[7];
            int read = in.readNBytes(reply, 0, reply.length);
            return new String(reply, 0, read, StandardCharsets.US_ASCII).startsWith("+PONG");
        } catch (IOException notYet) {
            return false;
        }
    }

    /**
     * Skips the class before any other extension or its context starts (or fails it, with
     * {@code fifteen.strict-components=true}) when redis-server is missing.
     */
    public static final class Installed implements ExecutionCondition {
        @Override
        public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
            return Components.condition(
                    "redis-server",
                    BINARIES.stream().anyMatch(Files::isExecutable),
                    "apt-get install -y redis-server (looked for " + BINARIES + ")");
        }
    }
}
