package dev.fifteen.testing.infra;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * HTTP/1.1 over a plain socket on loopback, for requests an HTTP client library would refuse to send (bad
 * encodings, duplicate headers, unknown versions) and for reading exactly what the server wrote back.
 */
public final class RawHttp {

    /** A response as read from the wire; status -1 when the server closed without answering. */
    public record Response(int status, Map<String, String> headers, String body) {

        public String header(String name) {
            return headers.get(name.toLowerCase(Locale.ROOT));
        }
    }

    private RawHttp() {}

    public static Response exchange(int port, byte[] request) throws IOException {
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
            socket.setSoTimeout(20_000);
            try {
                socket.getOutputStream().write(request);
                socket.getOutputStream().flush();
            } catch (SocketException e) {
                // the server may answer and close before the whole request is written (a body too large)
            }
            return read(socket.getInputStream());
        }
    }

    public static Response exchange(int port, String request) throws IOException {
        return exchange(port, request.getBytes(StandardCharsets.ISO_8859_1));
    }

    /** Reads one response: status line, headers, and a body by Content-Length, chunks or end of stream. */
    public static Response read(InputStream in) throws IOException {
        String statusLine;
        try {
            statusLine = line(in);
        } catch (SocketException | SocketTimeoutException e) {
            return new Response(-1, Map.of(), "");
        }
        if (statusLine == null || !statusLine.startsWith("HTTP/")) {
            return new Response(-1, Map.of(), statusLine == null ? "" : statusLine);
        }
        int status = Integer.parseInt(statusLine.split(" ")[1]);
        Map<String, String> headers = new LinkedHashMap<>();
        for (String header = line(in); header != null && !header.isEmpty(); header = line(in)) {
            if (status == 100 && header.startsWith("HTTP/")) {
                // the interim answer ended; this is the real one
                status = Integer.parseInt(header.split(" ")[1]);
                continue;
            }
            int colon = header.indexOf(':');
            headers.merge(
                    header.substring(0, colon).trim().toLowerCase(Locale.ROOT),
                    header.substring(colon + 1).trim(),
                    (a, b) -> a + ", " + b);
        }
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        if (status == 204 || status == 304 || status < 200) {
            return new Response(status, headers, "");
        }
        try {
            if ("chunked".equalsIgnoreCase(headers.get("transfer-encoding"))) {
                for (int size = Integer.parseInt(line(in).trim(), 16);
                        size > 0;
                        size = Integer.parseInt(line(in).trim(), 16)) {
                    body.write(in.readNBytes(size));
                    line(in);
                }
            } else if (headers.containsKey("content-length")) {
                body.write(in.readNBytes(Integer.parseInt(headers.get("content-length"))));
            } else if ("close".equalsIgnoreCase(headers.get("connection"))) {
                in.transferTo(body);
            }
        } catch (SocketException e) {
            // a connection reset after the answer: what arrived is the answer
        }
        return new Response(status, headers, body.toString(StandardCharsets.UTF_8));
    }

    private static String line(InputStream in) throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        for (int b = in.read(); b != '\n'; b = in.read()) {
            if (b < 0) {
                return line.size() == 0 ? null : line.toString(StandardCharsets.ISO_8859_1);
            }
            if (b != '\r') {
                line.write(b);
            }
        }
        return line.toString(StandardCharsets.ISO_8859_1);
    }
}
