package dev.fifteen.testing.infra;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;

/** Ports for the real processes that tests and benches start, which bind only to the loopback address. */
public final class LoopbackPorts {

    private LoopbackPorts() {}

    /** A port free on 127.0.0.1 a moment ago: the system picks it, the socket is closed again at once. */
    public static int free() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }
}
