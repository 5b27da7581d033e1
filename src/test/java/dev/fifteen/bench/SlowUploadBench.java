package dev.fifteen.bench;

import dev.fifteen.FifteenApplication;
import dev.fifteen.testing.infra.LoopbackPorts;
import dev.fifteen.testing.infra.RawHttp;

import java.io.File;
import java.io.IOException;
import java.net.InetAddress;
import java.net.Socket;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import static org.awaitility.Awaitility.await;

/**
 * The slow-upload attack against a real instance with a 512 MB heap: the service is started in its own JVM
 * ({@code -Xmx512m}, API and management port on loopback), then 500 sockets each send the headers of
 * {@code POST /solvability} with {@code Content-Length: 100000} and one byte every 5 s, a socket cut by the server
 * being replaced at once. Meanwhile liveness on the management port is probed every 50 ms, and an ordinary GET and
 * POST go to the API every 500 ms. Prints the latency percentiles of liveness without and with the attack, and the
 * API requests that succeeded. Run with
 * {@code nice -n 10 ./mvnw -q -o test-compile exec:java -Dexec.mainClass=dev.fifteen.bench.SlowUploadBench}
 * (arguments: sockets, seconds of attack).
 */
public final class SlowUploadBench {

    private static final String SLOW_HEAD = "POST /solvability HTTP/1.1\r\nHost: localhost\r\n"
            + "Content-Type: application/json\r\nContent-Length: 100000\r\n\r\n{";
    private static final String LIVENESS =
            "GET /actuator/health/liveness HTTP/1.1\r\nHost: localhost\r\n" + "Connection: close\r\n\r\n";
    private static final String API_GET =
            "GET /solvability?board=1,2,3/4,5,6/8,7,0 HTTP/1.1\r\nHost: localhost\r\n" + "Connection: close\r\n\r\n";
    private static final String API_BODY = "{\"board\":[[1,2,3],[4,5,6],[8,7,0]]}";
    private static final String API_POST = "POST /solvability HTTP/1.1\r\nHost: localhost\r\n"
            + "Content-Type: application/json\r\nContent-Length: " + API_BODY.length() + "\r\nConnection: close\r\n\r\n"
            + API_BODY;

    public static void main(String[] args) throws Exception {
        int sockets = args.length > 0 ? Integer.parseInt(args[0]) : 500;
        int seconds = args.length > 1 ? Integer.parseInt(args[1]) : 40;
        int port = LoopbackPorts.free();
        int managementPort = LoopbackPorts.free();
        Process service = start(port, managementPort);
        try {
            awaitLiveness(managementPort);
            probe(managementPort, port, 5, null); // warm-up
            System.out.printf(
                    "%-28s %7s %9s %9s %9s %9s %11s%n",
                    "phase", "probes", "p50 ms", "p99 ms", "max ms", "failed", "API ok");
            report("quiet", probe(managementPort, port, 10, null));
            List<Socket> slow = new ArrayList<>();
            for (int i = 0; i < sockets; i++) {
                slow.add(openSlow(port));
            }
            Attack attack = new Attack(slow, port);
            attack.start();
            try {
                report(sockets + " slow uploads", probe(managementPort, port, seconds, attack));
            } finally {
                attack.interrupt();
                attack.join();
                for (Socket socket : slow) {
                    socket.close();
                }
            }
            System.out.printf("slow sockets cut by the server and replaced: %d%n", attack.replaced);
        } finally {
            service.destroy();
            if (!service.waitFor(90, TimeUnit.SECONDS)) {
                service.destroyForcibly();
            }
        }
    }

    private record Figures(long[] millis, int failed, int apiOk, int apiTotal) {}

    private static void report(String phase, Figures figures) {
        long[] sorted = figures.millis().clone();
        Arrays.sort(sorted);
        System.out.printf(
                "%-28s %7d %9d %9d %9d %9d %5d / %-4d%n",
                phase,
                sorted.length,
                sorted[sorted.length / 2],
                sorted[(int) Math.ceil(sorted.length * 0.99) - 1],
                sorted[sorted.length - 1],
                figures.failed(),
                figures.apiOk(),
                figures.apiTotal());
    }

    /** Liveness every 50 ms, an ordinary GET and POST every 500 ms, for the given seconds. */
    private static Figures probe(int managementPort, int port, int seconds, Attack attack) throws Exception {
        List<Long> millis = new ArrayList<>();
        int failed = 0;
        int apiOk = 0;
        int apiTotal = 0;
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        for (int round = 0; System.nanoTime() < end; round++) {
            long start = System.nanoTime();
            int status = status(managementPort, LIVENESS);
            long took = (System.nanoTime() - start) / 1_000_000;
            millis.add(took);
            if (status != 200) {
                failed++;
            }
            if (round % 10 == 0) {
                apiTotal += 2;
                apiOk += status(port, API_GET) == 200 ? 1 : 0;
                apiOk += status(port, API_POST) == 200 ? 1 : 0;
            }
            Thread.sleep(Math.max(0, 50 - took));
        }
        return new Figures(millis.stream().mapToLong(Long::longValue).toArray(), failed, apiOk, apiTotal);
    }

    private static int status(int port, String request) {
        try {
            return RawHttp.exchange(port, request).status();
        } catch (IOException e) {
            return -1;
        }
    }

    /** Sends one byte on each socket every 5 s, spread over the interval; replaces a socket the server cut. */
    private static final class Attack extends Thread {

        private final List<Socket> sockets;
        private final int port;
        private volatile int replaced;

        Attack(List<Socket> sockets, int port) {
            super("slow-uploads");
            this.sockets = sockets;
            this.port = port;
            setDaemon(true);
        }

        @Override
        public void run() {
            try {
                for (int tick = 0; !isInterrupted(); tick++) {
                    for (int i = tick % 50; i < sockets.size(); i += 50) {
                        Socket socket = sockets.get(i);
                        try {
                            if (socket.getInputStream().available() > 0) {
                                throw new IOException("answered");
                            }
                            socket.getOutputStream().write(' ');
                            socket.getOutputStream().flush();
                        } catch (IOException cut) {
                            socket.close();
                            sockets.set(i, openSlow(port));
                            replaced++;
                        }
                    }
                    Thread.sleep(100);
                }
            } catch (InterruptedException | IOException e) {
                // the bench is over
            }
        }
    }

    private static Socket openSlow(int port) throws IOException {
        Socket socket = new Socket(InetAddress.getLoopbackAddress(), port);
        socket.getOutputStream().write(SLOW_HEAD.getBytes(StandardCharsets.US_ASCII));
        socket.getOutputStream().flush();
        return socket;
    }

    private static Process start(int port, int managementPort) throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        File log = new File("target/slow-upload-bench.log");
        return new ProcessBuilder(
                        java,
                        "-Xmx512m",
                        "-cp",
                        classpath(),
                        FifteenApplication.class.getName(),
                        "--server.port=" + port,
                        "--server.address=127.0.0.1",
                        "--management.server.port=" + managementPort,
                        "--management.server.address=127.0.0.1",
                        "--fifteen.solve.preload-tables=false")
                .redirectErrorStream(true)
                .redirectOutput(log)
                .start();
    }

    /** The classpath this bench runs with (exec:java loads it in its own class loader). */
    private static String classpath() {
        if (SlowUploadBench.class.getClassLoader() instanceof URLClassLoader loader) {
            return Arrays.stream(loader.getURLs())
                    .map(SlowUploadBench::path)
                    .collect(Collectors.joining(File.pathSeparator));
        }
        return System.getProperty("java.class.path");
    }

    private static String path(URL url) {
        try {
            return Path.of(url.toURI()).toString();
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException(url.toString(), e);
        }
    }

    private static void awaitLiveness(int managementPort) {
        await("the service's liveness (see target/slow-upload-bench.log)")
                .atMost(Duration.ofSeconds(120))
                .pollInterval(Duration.ofMillis(250))
                .until(() -> status(managementPort, LIVENESS) == 200);
    }
}
