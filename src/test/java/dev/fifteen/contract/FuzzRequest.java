package dev.fifteen.contract;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;

/**
 * One generated request, as it goes on the wire: method, request target (path and the query, already
 * percent-encoded, or deliberately not), headers, body, and what it attacks, in words, for the failure report.
 *
 * @param operation   the contract's operation it was generated for
 * @param attack      what is unusual about it ("valid", "count: blank", "body: field board null", ...)
 * @param method      the method sent, which is the operation's own except for the undeclared-method attack
 * @param target      the request target: the path and the encoded query
 * @param headers     header lines ({@code Name: value}) beside Host, Content-Length and Connection
 * @param body        the body, or null for none
 * @param contentType the Content-Type sent, or null for none
 * @param accept      the Accept sent, or null for none
 */
record FuzzRequest(
        OpenApiContract.Operation operation,
        String attack,
        String method,
        String target,
        List<String> headers,
        byte[] body,
        String contentType,
        String accept) {

    /** The request's bytes for a server on {@code port}. */
    byte[] bytes(int port) {
        StringBuilder head = new StringBuilder();
        head.append(method).append(' ').append(target).append(" HTTP/1.1\r\n");
        head.append("Host: 127.0.0.1:").append(port).append("\r\n");
        for (String header : headers) {
            head.append(header).append("\r\n");
        }
        if (body != null) {
            head.append("Content-Length: ").append(body.length).append("\r\n");
        }
        head.append("\r\n");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(head.toString().getBytes(StandardCharsets.UTF_8));
        if (body != null) {
            out.writeBytes(body);
        }
        return out.toByteArray();
    }

    /** The request in a form to paste into a report: the request line, the headers, and the body cut at 2,000. */
    String describe() {
        StringBuilder text = new StringBuilder();
        text.append("  [").append(attack).append("] ").append(method).append(' ');
        text.append(target.length() > 2_000 ? target.substring(0, 2_000) + "...(" + target.length() + ")" : target);
        for (String header : headers) {
            text.append("\n    ").append(printable(header));
        }
        if (body != null) {
            String shown = new String(body, StandardCharsets.UTF_8);
            text.append("\n    body (")
                    .append(body.length)
                    .append(" bytes): ")
                    .append(printable(shown.length() > 2_000 ? shown.substring(0, 2_000) + "..." : shown));
        }
        return text.toString();
    }

    private static String printable(String text) {
        StringBuilder shown = new StringBuilder();
        text.codePoints().forEach(c -> {
            if (c < 0x20 || c == 0x7f) {
                shown.append(String.format(Locale.ROOT, "\\u%04x", c));
            } else {
                shown.appendCodePoint(c);
            }
        });
        return shown.toString();
    }
}
