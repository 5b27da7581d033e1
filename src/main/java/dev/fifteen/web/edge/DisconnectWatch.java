package dev.fifteen.web.edge;

import jakarta.servlet.http.HttpServletRequest;
import org.springframework.scheduling.concurrent.ThreadPoolTaskScheduler;

import java.io.IOException;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Notices, within about a {@link #PERIOD}, that the client of a solve closed its connection while the service had
 * nothing to write, so that the search is cancelled and its slot freed instead of running on to its deadline. The
 * container would learn of it only on its next read or write (why reading is no way out: docs/architecture.md).
 *
 * <p>Every {@link #PERIOD} it reads Linux's table of TCP sockets ({@code /proc/net/tcp} and {@code tcp6}, one read
 * for all watched requests) and looks up each watched request's socket by its four addresses and ports. A socket in
 * {@code CLOSE_WAIT}, or one seen established that has left the table, belongs to a client that has gone; one never
 * found (an address rewritten by a proxy valve, another network namespace) stops being watched after a few periods.
 * Nothing is read from the connection, so keep-alive and pipelined requests are unaffected. Where the table cannot
 * be read (not Linux), {@link #watch} returns a watch that does nothing.
 */
public final class DisconnectWatch implements AutoCloseable {

    /** How often the watched connections are looked up. */
    public static final Duration PERIOD = Duration.ofMillis(50);

    /** A watch of one connection, stopped once its answer is due or its client gone. */
    public interface Watch {
        /** Stops watching; later calls do nothing. */
        void stop();
    }

    public static final Watch NONE = () -> {};

    private static final List<Path> TABLES = List.of(Path.of("/proc/net/tcp"), Path.of("/proc/net/tcp6"));
    private static final int ESTABLISHED = 0x01;
    private static final int CLOSE_WAIT = 0x08;
    /** Periods a socket may stay unfound before its watch gives up (a proxy valve rewrote its address). */
    private static final int MOST_UNFOUND = 10;

    private final Set<Connection> watched = ConcurrentHashMap.newKeySet();
    /** One daemon thread of its own: a probe must not wait behind other scheduled work, nor hold up a shutdown. */
    private final ThreadPoolTaskScheduler probes = new ThreadPoolTaskScheduler();

    private final boolean available;

    DisconnectWatch() {
        this.available = Files.isReadable(TABLES.get(0));
        probes.setPoolSize(1);
        probes.setThreadNamePrefix("solve-disconnect-watch-");
        probes.setDaemon(true);
        probes.initialize();
        if (available) {
            probes.scheduleWithFixedDelay(this::probe, Instant.now().plus(PERIOD), PERIOD);
        }
    }

    /**
     * Watches the connection of {@code request} (read here, on the request's thread; the request is not touched
     * afterwards) until the watch is stopped; {@code gone} runs once, on the watch's thread, when the client has gone.
     */
    public Watch watch(HttpServletRequest request, Runnable gone) {
        if (!available) {
            return NONE;
        }
        byte[] local;
        byte[] remote;
        try {
            local = ipv6(InetAddress.getByName(request.getLocalAddr()).getAddress());
            remote = ipv6(InetAddress.getByName(request.getRemoteAddr()).getAddress());
        } catch (UnknownHostException | RuntimeException notAnAddress) {
            return NONE;
        }
        Connection connection =
                new Connection(new Key(local, request.getLocalPort(), remote, request.getRemotePort()), gone);
        watched.add(connection);
        return connection;
    }

    /** One look at the socket table for every watched connection. */
    private void probe() {
        if (watched.isEmpty()) {
            return;
        }
        Map<Key, Integer> states = new HashMap<>();
        try {
            for (Path table : TABLES) {
                if (Files.isReadable(table)) {
                    read(table, states);
                }
            }
        } catch (IOException | RuntimeException unreadable) {
            return; // try again next period
        }
        for (Connection connection : watched) {
            connection.observe(states.get(connection.key));
        }
    }

    private void read(Path table, Map<Key, Integer> states) throws IOException {
        for (String line : Files.readAllLines(table)) {
            String[] fields = line.trim().split("\\s+");
            if (fields.length < 4 || !fields[0].endsWith(":")) {
                continue; // the heading
            }
            int localColon = fields[1].indexOf(':');
            int remoteColon = fields[2].indexOf(':');
            Key key = new Key(
                    address(fields[1].substring(0, localColon)),
                    Integer.parseInt(fields[1].substring(localColon + 1), 16),
                    address(fields[2].substring(0, remoteColon)),
                    Integer.parseInt(fields[2].substring(remoteColon + 1), 16));
            states.put(key, Integer.parseInt(fields[3], 16));
        }
    }

    /** An address of the table: 32-bit words in hexadecimal, each in the machine's byte order; as 16 bytes. */
    private static byte[] address(String hex) {
        byte[] bytes = new byte[hex.length() / 2];
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = (byte) Integer.parseInt(hex.substring(2 * i, 2 * i + 2), 16);
        }
        if (ByteOrder.nativeOrder() == ByteOrder.LITTLE_ENDIAN) {
            for (int word = 0; word < bytes.length; word += 4) {
                for (int i = 0; i < 2; i++) {
                    byte swap = bytes[word + i];
                    bytes[word + i] = bytes[word + 3 - i];
                    bytes[word + 3 - i] = swap;
                }
            }
        }
        return ipv6(bytes);
    }

    /** An IPv4 address as IPv4-mapped IPv6 ({@code ::ffff:a.b.c.d}), as sockets of both kinds may list it. */
    private static byte[] ipv6(byte[] address) {
        if (address.length == 16) {
            return address;
        }
        byte[] mapped = new byte[16];
        mapped[10] = (byte) 0xff;
        mapped[11] = (byte) 0xff;
        System.arraycopy(address, 0, mapped, 12, 4);
        return mapped;
    }

    @Override
    public void close() {
        probes.shutdown();
    }

    private record Key(byte[] localAddress, int localPort, byte[] remoteAddress, int remotePort) {

        @Override
        public boolean equals(Object other) {
            return other instanceof Key key
                    && localPort == key.localPort
                    && remotePort == key.remotePort
                    && Arrays.equals(localAddress, key.localAddress)
                    && Arrays.equals(remoteAddress, key.remoteAddress);
        }

        @Override
        public int hashCode() {
            return 31 * (31 * localPort + remotePort) + Arrays.hashCode(remoteAddress);
        }
    }

    private final class Connection implements Watch {

        private final Key key;
        private final Runnable gone;
        private final AtomicBoolean stopped = new AtomicBoolean();
        private boolean seen;
        private int unfound;

        Connection(Key key, Runnable gone) {
            this.key = key;
            this.gone = gone;
        }

        /** Called on the watch's thread only, with the socket's state or {@code null} when it is not in the table. */
        void observe(Integer state) {
            if (state != null && state == ESTABLISHED) {
                seen = true;
                return;
            }
            if (state != null && state != CLOSE_WAIT) {
                return; // closing from the service's side: the answer is being completed
            }
            if (state == null && !seen) {
                if (++unfound >= MOST_UNFOUND) {
                    stop();
                }
                return;
            }
            if (stopped.compareAndSet(false, true)) {
                watched.remove(this);
                gone.run();
            }
        }

        @Override
        public void stop() {
            stopped.set(true);
            watched.remove(this);
        }
    }
}
