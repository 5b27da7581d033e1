package dev.fifteen.testing.infra;

import org.awaitility.core.ConditionTimeoutException;
import org.awaitility.core.TerminalFailureException;

import java.io.IOException;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.stream.Stream;

import static org.awaitility.Awaitility.await;

/**
 * A real process that a test starts on a loopback port (Prometheus, HAProxy, {@code redis-server}, a replica in a JVM
 * of its own): started with its output in a log file or discarded, waited for until it answers on its port, and
 * stopped by its process id, its working files removed. One that exits or does not answer in time is stopped and
 * reported with the end of its log. Whether the component is installed is asked before, through {@link Components}.
 *
 * <pre>
 * LoopbackProcess.command("prometheus", port, List.of(...))
 *         .log(directory.resolve("prometheus.log"))
 *         .files(directory)
 *         .patience(Duration.ofSeconds(30), Duration.ofMillis(100))
 *         .startWhen(() -> http.answers(port, "/-/ready"));
 * </pre>
 */
public final class LoopbackProcess implements AutoCloseable {

    /** The lines of the log that a failure to start quotes. */
    private static final int LOG_LINES = 40;

    private final Launch launch;
    private final Process process;

    private LoopbackProcess(Launch launch, Process process) {
        this.launch = launch;
        this.process = process;
    }

    /** A process to start: its name in messages, the loopback port it is to answer on, and its command line. */
    public static Launch command(String name, int port, List<String> command) {
        return new Launch(name, port, List.copyOf(command));
    }

    /** Whether something accepts a connection on the loopback port. */
    public static boolean accepts(int port) {
        try (Socket ignored = new Socket(InetAddress.getLoopbackAddress(), port)) {
            return true;
        } catch (IOException notYet) {
            return false;
        }
    }

    public long pid() {
        return process.pid();
    }

    public boolean alive() {
        return process.isAlive();
    }

    public int port() {
        return launch.port;
    }

    /** Stops the process by its pid (SIGTERM, SIGKILL after its grace) and removes its working files. */
    public void stop() throws InterruptedException {
        try {
            if (process.isAlive()) {
                ProcessHandle handle = process.toHandle();
                handle.destroy();
                if (!process.waitFor(launch.grace.toMillis(), TimeUnit.MILLISECONDS)) {
                    handle.destroyForcibly();
                    process.waitFor(5, TimeUnit.SECONDS);
                }
            }
        } finally {
            removeFiles();
        }
    }

    /** Kills the process at once (SIGKILL) by its pid, as a crashed machine would go, and waits until it is gone. */
    public void kill() {
        ProcessHandle.of(process.pid()).ifPresent(ProcessHandle::destroyForcibly);
        try {
            process.waitFor(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** {@link #stop}. */
    @Override
    public void close() throws InterruptedException {
        stop();
    }

    private void removeFiles() {
        if (launch.files == null) {
            return;
        }
        try (Stream<Path> files = Files.walk(launch.files)) {
            for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(file);
            }
        } catch (IOException leftInTemp) {
            // a temporary directory is all that stays behind
        }
    }

    private String logTail() {
        if (launch.log == null) {
            return "";
        }
        try {
            List<String> lines = Files.readAllLines(launch.log);
            return ": " + String.join("\n", lines.subList(Math.max(0, lines.size() - LOG_LINES), lines.size()));
        } catch (IOException unreadable) {
            return " (see " + launch.log + ")";
        }
    }

    /** How one process is started, waited for and stopped. */
    public static final class Launch {

        private final String name;
        private final int port;
        private final List<String> command;
        private Path log;
        private Path files;
        private Duration patience = Duration.ofSeconds(10);
        private Duration poll = Duration.ofMillis(20);
        private Duration grace = Duration.ofSeconds(5);

        private Launch(String name, int port, List<String> command) {
            this.name = name;
            this.port = port;
            this.command = command;
        }

        /** Where its output and errors go (the directories made); without one they are discarded. */
        public Launch log(Path file) {
            this.log = file;
            return this;
        }

        /** A directory of the process's own, removed when it stops. */
        public Launch files(Path directory) {
            this.files = directory;
            return this;
        }

        /** How long it may take to answer (10 s unless given), and how often it is asked (20 ms). */
        public Launch patience(Duration patience, Duration poll) {
            this.patience = patience;
            this.poll = poll;
            return this;
        }

        /** How long it is given to stop after SIGTERM before it is killed (5 s unless given). */
        public Launch grace(Duration grace) {
            this.grace = grace;
            return this;
        }

        /**
         * Starts the process and returns once {@code answers} holds. When the process exits first or does not
         * answer within the patience, it is stopped and an {@link IllegalStateException} quotes its log.
         */
        public LoopbackProcess startWhen(BooleanSupplier answers) throws IOException, InterruptedException {
            ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
            if (log == null) {
                builder.redirectOutput(ProcessBuilder.Redirect.DISCARD);
            } else {
                Files.createDirectories(log.toAbsolutePath().getParent());
                builder.redirectOutput(log.toFile());
            }
            LoopbackProcess started = new LoopbackProcess(this, builder.start());
            try {
                await(name + " on port " + port)
                        .atMost(patience)
                        .pollInterval(poll)
                        .failFast(name + " exited", () -> !started.alive())
                        .until(answers::getAsBoolean);
            } catch (ConditionTimeoutException | TerminalFailureException notStarted) {
                String quoted = started.logTail(); // read before its files are removed
                started.stop();
                throw new IllegalStateException(name + " did not start on port " + port + quoted, notStarted);
            } catch (RuntimeException | Error failed) {
                started.stop();
                throw failed;
            }
            return started;
        }
    }
}
