package dev.fifteen.testing.infra;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The launcher of the real components, on a small JVM of the test's own that listens on a loopback port. */
class LoopbackProcessTest {

    @Test
    void aProcessIsWaitedForAndStoppedByItsPidWithItsFilesRemoved() throws Exception {
        int port = LoopbackPorts.free();
        Path files = Files.createTempDirectory("fifteen-loopback");
        Files.writeString(files.resolve("config"), "kept until the process stops");
        LoopbackProcess process = LoopbackProcess.command("the listener", port, listener("listen", port))
                .log(files.resolve("listener.log"))
                .files(files)
                .patience(Duration.ofSeconds(60), Duration.ofMillis(50))
                .startWhen(() -> LoopbackProcess.accepts(port));
        assertThat(LoopbackProcess.accepts(port)).isTrue();
        assertThat(ProcessHandle.of(process.pid()))
                .hasValueSatisfying(handle -> assertThat(handle.isAlive()).isTrue());

        process.close();
        assertThat(process.alive()).isFalse();
        assertThat(ProcessHandle.of(process.pid()).filter(ProcessHandle::isAlive))
                .isEmpty();
        assertThat(files).doesNotExist();
        assertThat(LoopbackProcess.accepts(port)).isFalse();
    }

    @Test
    void aKilledProcessIsGoneAtOnce() throws Exception {
        int port = LoopbackPorts.free();
        try (LoopbackProcess process = LoopbackProcess.command("the listener", port, listener("listen", port))
                .patience(Duration.ofSeconds(60), Duration.ofMillis(50))
                .startWhen(() -> LoopbackProcess.accepts(port))) {
            process.kill();
            assertThat(process.alive()).isFalse();
        }
    }

    @Test
    void aProcessThatExitsIsReportedWithTheEndOfItsLog() throws IOException {
        int port = LoopbackPorts.free();
        Path files = Files.createTempDirectory("fifteen-loopback");
        assertThatThrownBy(() -> LoopbackProcess.command("the listener", port, listener("exit", port))
                        .log(files.resolve("listener.log"))
                        .files(files)
                        .patience(Duration.ofSeconds(60), Duration.ofMillis(50))
                        .startWhen(() -> LoopbackProcess.accepts(port)))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("the listener did not start on port " + port)
                .hasMessageContaining("no port for me");
        assertThat(files).doesNotExist();
    }

    @Test
    void aProcessThatNeverAnswersIsStoppedAfterItsPatience() throws IOException {
        int port = LoopbackPorts.free();
        assertThatThrownBy(() -> LoopbackProcess.command("the listener", port, listener("listen", port))
                        .patience(Duration.ofMillis(500), Duration.ofMillis(50))
                        .startWhen(() -> false))
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("the listener did not start on port " + port);
    }

    private static List<String> listener(String mode, int port) {
        return List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx32m",
                "-XX:TieredStopAtLevel=1",
                "-cp",
                ReplicaProcess.classpath(),
                Listener.class.getName(),
                mode,
                Integer.toString(port));
    }

    /** Listens on the loopback port until it is stopped, or says it will not and exits. */
    static final class Listener {

        private Listener() {}

        public static void main(String[] args) throws IOException {
            if (args[0].equals("exit")) {
                System.out.println("no port for me");
                System.exit(3);
            }
            try (ServerSocket socket =
                    new ServerSocket(Integer.parseInt(args[1]), 8, InetAddress.getLoopbackAddress())) {
                while (true) {
                    socket.accept().close();
                }
            }
        }
    }
}
