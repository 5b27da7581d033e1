package dev.fifteen.web.edge;

import dev.fifteen.web.ProblemJson;
import jakarta.servlet.AsyncContext;
import jakarta.servlet.AsyncEvent;
import jakarta.servlet.AsyncListener;
import jakarta.servlet.DispatcherType;
import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.http.HttpHeaders;

import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Receives a request body without holding a worker thread, then hands the request on. A client that trickles
 * its upload (one byte every few seconds) would otherwise keep a thread blocked in a read for as long as it
 * likes; here the body arrives through non-blocking reads (Servlet 3.1), within a total deadline, and only a
 * complete body is dispatched to the controllers. Three limits guard it:
 * <ul>
 *   <li>a {@code Content-Length} over {@code fifteen.http.max-request-size} is refused at once with 413, a
 *       chunked body as soon as it grows past it;</li>
 *   <li>a body not complete within {@code fifteen.http.request-read-timeout} of the headers gets 408, and the
 *       connection is closed;</li>
 *   <li>the bytes held at once by all arriving bodies stay within {@code fifteen.http.body-buffer-budget}; a body
 *       that would overdraw it gets 503 with Retry-After.</li>
 * </ul>
 * Registered on the servlet container itself ({@link EdgeConfiguration}), after every other filter; the
 * mock servlet environment of the tests never sees it.
 */
final class RequestBodyFilter implements Filter {

    private static final String BODY = RequestBodyFilter.class.getName() + ".body";
    /**
     * Endpoints that read their body as a stream, on threads of their own and within their own limits (a batch of
     * boards: as many at once as {@code fifteen.solve.batch.max-concurrent}, each line within
     * {@code fifteen.solve.batch.max-line-length}, the whole within {@code fifteen.solve.batch.max-time}), so that a
     * client can send more than one body's worth without the service holding it.
     */
    static final Set<String> STREAMED_BODIES = Set.of("/solve/batch");
    /** The first allocation for a body; it doubles as bytes arrive, so a trickle holds little memory. */
    private static final int INITIAL = 2048;

    private final long maxBytes;
    private final long timeoutMillis;
    private final long budgetBytes;
    private final int retryAfterSeconds;
    private final AtomicLong held = new AtomicLong();

    RequestBodyFilter(HttpEdgeProperties properties) {
        this.maxBytes = properties.maxRequestSize().toBytes();
        this.timeoutMillis = properties.requestReadTimeout().toMillis();
        this.budgetBytes = properties.bodyBufferBudget().toBytes();
        this.retryAfterSeconds = properties.retryAfterSeconds();
    }

    /** Bytes of request bodies held now. */
    long held() {
        return held.get();
    }

    @Override
    public void doFilter(ServletRequest servletRequest, ServletResponse servletResponse, FilterChain chain)
            throws IOException, ServletException {
        HttpServletRequest request = (HttpServletRequest) servletRequest;
        HttpServletResponse response = (HttpServletResponse) servletResponse;
        if (request.getDispatcherType() == DispatcherType.ASYNC && request.getAttribute(BODY) instanceof Arrived body) {
            request.removeAttribute(BODY);
            try {
                chain.doFilter(new ArrivedBodyRequest(request, body.bytes(), body.length()), response);
            } finally {
                release(body.reserved());
            }
            return;
        }
        long declared = request.getContentLengthLong();
        boolean chunked = request.getHeader(HttpHeaders.TRANSFER_ENCODING) != null;
        if (request.getDispatcherType() != DispatcherType.REQUEST
                || declared <= 0 && !chunked
                || STREAMED_BODIES.contains(request.getRequestURI())) {
            chain.doFilter(request, response);
            return;
        }
        if (declared > maxBytes) {
            tooLarge(request, response, declared + " bytes");
            return;
        }
        long cap = declared > 0 ? declared : maxBytes + 1;
        int reservation = (int) Math.min(cap, INITIAL);
        if (!reserve(reservation)) {
            busy(request, response);
            return;
        }
        AsyncContext async = request.startAsync(request, response);
        async.setTimeout(timeoutMillis);
        BodyReader reader = new BodyReader(async, reservation, cap);
        async.addListener(reader);
        reader.input.setReadListener(reader);
    }

    private boolean reserve(long bytes) {
        long now;
        do {
            now = held.get();
            if (now + bytes > budgetBytes) {
                return false;
            }
        } while (!held.compareAndSet(now, now + bytes));
        return true;
    }

    private void release(long bytes) {
        held.addAndGet(-bytes);
    }

    private void tooLarge(HttpServletRequest request, HttpServletResponse response, String size) throws IOException {
        response.setHeader(HttpHeaders.CONNECTION, "close");
        ProblemJson.write(
                response,
                413,
                "request-too-large",
                "Request too large",
                "The request body (" + size + ") is larger than the limit of " + maxBytes
                        + " bytes (fifteen.http.max-request-size)",
                request.getRequestURI(),
                RequestIdFilter.current(request));
    }

    private void busy(HttpServletRequest request, HttpServletResponse response) throws IOException {
        response.setHeader(HttpHeaders.RETRY_AFTER, Integer.toString(retryAfterSeconds));
        response.setHeader(HttpHeaders.CONNECTION, "close");
        ProblemJson.write(
                response,
                503,
                "busy",
                "Service busy",
                "The service is receiving too many request bodies"
                        + " at once (fifteen.http.body-buffer-budget); retry after " + retryAfterSeconds + " s",
                request.getRequestURI(),
                RequestIdFilter.current(request));
    }

    private record Arrived(byte[] bytes, int length, long reserved) {}

    /** Collects one body as it arrives, on the container's threads; exactly one outcome ends it. */
    private final class BodyReader implements ReadListener, AsyncListener {

        private final HttpServletRequest request;
        private final HttpServletResponse response;
        private final AsyncContext async;
        private final ServletInputStream input;
        private final AtomicBoolean ended = new AtomicBoolean();
        private byte[] buffer;
        private int length;
        private final long cap;
        private long reserved;

        /** Reads the body of the request {@code async} was started with, {@code reserved} bytes taken. */
        BodyReader(AsyncContext async, int reserved, long cap) throws IOException {
            this.async = async;
            this.request = (HttpServletRequest) async.getRequest();
            this.response = (HttpServletResponse) async.getResponse();
            this.input = request.getInputStream();
            this.reserved = reserved;
            this.cap = cap;
            this.buffer = new byte[reserved];
        }

        @Override
        public void onDataAvailable() throws IOException {
            try {
                while (!ended.get() && input.isReady()) {
                    if (length == buffer.length && (input.isFinished() || !grow())) {
                        return;
                    }
                    int read = input.read(buffer, length, buffer.length - length);
                    if (read < 0) {
                        return;
                    }
                    length += read;
                }
            } catch (IOException e) {
                unreadable();
            }
        }

        /** A broken chunked encoding or a body cut short: a 400 if the client is still there to read it. */
        private void unreadable() throws IOException {
            end(() -> {
                response.setHeader(HttpHeaders.CONNECTION, "close");
                ProblemJson.write(
                        response,
                        400,
                        "malformed-request",
                        "Malformed request body",
                        "The request body" + " could not be read: it ended early or its chunked encoding is malformed",
                        request.getRequestURI(),
                        RequestIdFilter.current(request));
            });
        }

        /** Makes room for more bytes, within the size limit and the budget; false when the body was refused. */
        private boolean grow() throws IOException {
            long wanted = Math.min((long) buffer.length * 2, cap);
            if (buffer.length >= cap) {
                end(() -> tooLarge(request, response, "more than " + maxBytes + " bytes"));
                return false;
            }
            if (!reserve(wanted - reserved)) {
                end(() -> busy(request, response));
                return false;
            }
            reserved = wanted;
            buffer = Arrays.copyOf(buffer, (int) wanted);
            return true;
        }

        @Override
        public void onAllDataRead() {
            if (ended.compareAndSet(false, true)) {
                request.setAttribute(BODY, new Arrived(buffer, length, reserved));
                async.dispatch();
            }
        }

        @Override
        public void onError(Throwable failure) {
            try {
                unreadable();
            } catch (IOException | RuntimeException e) {
                // the client went away: nobody is left to answer
            }
        }

        @Override
        public void onTimeout(AsyncEvent event) throws IOException {
            end(() -> {
                response.setHeader(HttpHeaders.CONNECTION, "close");
                ProblemJson.write(
                        response,
                        408,
                        "request-timeout",
                        "Request timeout",
                        "The request body did not"
                                + " arrive within " + timeoutMillis
                                + " ms (fifteen.http.request-read-timeout): received "
                                + length + " bytes",
                        request.getRequestURI(),
                        RequestIdFilter.current(request));
            });
        }

        private void end(Answer answer) throws IOException {
            if (ended.compareAndSet(false, true)) {
                release(reserved);
                try {
                    answer.write();
                } finally {
                    async.complete();
                }
            }
        }

        @Override
        public void onError(AsyncEvent event) {
            onError(event.getThrowable());
        }

        @Override
        public void onComplete(AsyncEvent event) {}

        @Override
        public void onStartAsync(AsyncEvent event) {}
    }

    @FunctionalInterface
    private interface Answer {
        void write() throws IOException;
    }

    /** The request as the controllers see it: the body already here, read from memory. */
    private static final class ArrivedBodyRequest extends HttpServletRequestWrapper {

        private final byte[] bytes;
        private final int length;

        ArrivedBodyRequest(HttpServletRequest request, byte[] bytes, int length) {
            super(request);
            this.bytes = bytes;
            this.length = length;
        }

        @Override
        public int getContentLength() {
            return length;
        }

        @Override
        public long getContentLengthLong() {
            return length;
        }

        @Override
        public ServletInputStream getInputStream() {
            ByteArrayInputStream in = new ByteArrayInputStream(bytes, 0, length);
            return new ServletInputStream() {
                @Override
                public boolean isFinished() {
                    return in.available() == 0;
                }

                @Override
                public boolean isReady() {
                    return true;
                }

                @Override
                public void setReadListener(ReadListener listener) {
                    try {
                        listener.onAllDataRead();
                    } catch (IOException e) {
                        listener.onError(e);
                    }
                }

                @Override
                public int read() {
                    return in.read();
                }

                @Override
                public int read(byte[] target, int offset, int count) {
                    return in.read(target, offset, count);
                }
            };
        }

        @Override
        public BufferedReader getReader() {
            String encoding = getCharacterEncoding();
            Charset charset = encoding == null ? StandardCharsets.UTF_8 : Charset.forName(encoding);
            return new BufferedReader(new InputStreamReader(new ByteArrayInputStream(bytes, 0, length), charset));
        }
    }
}
