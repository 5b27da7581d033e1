package dev.fifteen.web.edge;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.mock.web.MockHttpServletRequest;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The socket watch against real loopback connections, without a container: the server side of each connection is
 * described to the watch as a request would describe it. A client that closes (FIN) or resets (RST) its side is
 * reported; an open connection, and one that is only written to, is not.
 */
class DisconnectWatchTest {

    /** Long enough for a few probes of the watch. */
    private static final Duration PROBES = DisconnectWatch.PERIOD.multipliedBy(4);

    @ParameterizedTest
    @ValueSource(strings = {"127.0.0.1", "::1"})
    void aClosedConnectionIsReportedAndAnOpenOneIsNot(String loopback) throws Exception {
        assumeTable();
        try (DisconnectWatch watch = new DisconnectWatch();
                ServerSocket server = new ServerSocket(0, 10, InetAddress.getByName(loopback));
                Socket kept = new Socket(server.getInetAddress(), server.getLocalPort());
                Socket keptServerSide = server.accept();
                Socket closed = new Socket(server.getInetAddress(), server.getLocalPort());
                Socket closedServerSide = server.accept()) {
            CountDownLatch keptGone = new CountDownLatch(1);
            CountDownLatch closedGone = new CountDownLatch(1);
            watch.watch(requestOf(keptServerSide), keptGone::countDown);
            watch.watch(requestOf(closedServerSide), closedGone::countDown);
            // probes that see both open go by, and report neither
            await("open connections unreported")
                    .during(PROBES)
                    .atMost(PROBES.plusSeconds(1))
                    .pollInterval(DisconnectWatch.PERIOD)
                    .until(() -> keptGone.getCount() == 1 && closedGone.getCount() == 1);
            kept.getOutputStream().write("GET / HTTP/1.1\r\n".getBytes()); // bytes of a next request: still there
            closed.close();
            assertThat(closedGone.await(30, TimeUnit.SECONDS)).isTrue();
            assertThat(keptGone.getCount()).isEqualTo(1);
        }
    }

    @Test
    void aResetConnectionIsReported() throws Exception {
        assumeTable();
        try (DisconnectWatch watch = new DisconnectWatch();
                Loopback connection = Loopback.open()) {
            CountDownLatch gone = new CountDownLatch(1);
            watch.watch(requestOf(connection.serverSide()), gone::countDown);
            // probes that see it established go by, and do not report it
            await("an open connection unreported")
                    .during(PROBES)
                    .atMost(PROBES.plusSeconds(1))
                    .pollInterval(DisconnectWatch.PERIOD)
                    .until(() -> gone.getCount() == 1);
            connection.client().setSoLinger(true, 0);
            connection.client().close();
            assertThat(gone.await(30, TimeUnit.SECONDS)).isTrue();
        }
    }

    @Test
    void aStoppedWatchReportsNothing() throws Exception {
        assumeTable();
        try (DisconnectWatch watch = new DisconnectWatch();
                Loopback stopped = Loopback.open();
                Loopback witnessed = Loopback.open()) {
            CountDownLatch gone = new CountDownLatch(1);
            CountDownLatch witness = new CountDownLatch(1);
            watch.watch(requestOf(stopped.serverSide()), gone::countDown).stop();
            watch.watch(requestOf(witnessed.serverSide()), witness::countDown);
            stopped.client().close();
            witnessed.client().close();
            assertThat(witness.await(30, TimeUnit.SECONDS)).isTrue(); // a probe has seen both closed
            assertThat(gone.getCount()).isEqualTo(1);
        }
    }

    /** A loopback connection: its listening socket, its client side and its server side. */
    private record Loopback(ServerSocket server, Socket client, Socket serverSide) implements AutoCloseable {

        static Loopback open() throws IOException {
            ServerSocket server = new ServerSocket(0, 10, InetAddress.getLoopbackAddress());
            Socket client = new Socket(server.getInetAddress(), server.getLocalPort());
            return new Loopback(server, client, server.accept());
        }

        @Override
        public void close() throws IOException {
            try (server;
                    client;
                    serverSide) {
                // all three closed, whatever fails
            }
        }
    }

    private static MockHttpServletRequest requestOf(Socket serverSide) throws IOException {
        MockHttpServletRequest request = new MockHttpServletRequest();
        InetSocketAddress local = (InetSocketAddress) serverSide.getLocalSocketAddress();
        InetSocketAddress remote = (InetSocketAddress) serverSide.getRemoteSocketAddress();
        request.setLocalAddr(local.getAddress().getHostAddress());
        request.setLocalPort(local.getPort());
        request.setRemoteAddr(remote.getAddress().getHostAddress());
        request.setRemotePort(remote.getPort());
        return request;
    }

    private static void assumeTable() {
        boolean strict = Boolean.getBoolean("fifteen.strict-components");
        boolean readable = Files.isReadable(Path.of("/proc/net/tcp"));
        if (strict) {
            assertThat(readable)
                    .as("the socket table /proc/net/tcp (Linux) is required")
                    .isTrue();
        }
        assumeTrue(readable, "no socket table at /proc/net/tcp (not Linux): the watch does nothing here");
    }
}
