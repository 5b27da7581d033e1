package dev.fifteen.contract;

import dev.fifteen.contract.AnswerJudge.Violation;
import dev.fifteen.contract.OpenApiContract.Operation;
import dev.fifteen.testing.infra.RawHttp;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.net.InetAddress;
import java.net.Socket;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Sends generated requests to a service and judges every answer against the contract. Request {@code i} of a run
 * with seed {@code s} is drawn from its own generator, seeded from {@code s} and {@code i}, for the operation
 * {@code i mod n} (the operations in the contract's order), so that any request of a run can be sent again alone.
 * The requests go one at a time over a kept-alive connection (a fresh one after the server closes it), so that a
 * long run does not exhaust the loopback ports; a long run may use a few such connections at once.
 */
public final class ContractFuzzer {

    /** The contract of the service, as committed at the top of the project. */
    public static final Path CONTRACT = Path.of("openapi.yaml");

    /** A broken rule, how often it was broken, and the first requests that broke it. */
    public record Finding(String rule, String operation, int count, List<String> examples) {}

    /** What a run saw: the answers' statuses overall and per operation, and every distinct violation. */
    public record Report(
            long seed,
            int requests,
            Map<Integer, Integer> statuses,
            Map<String, Map<Integer, Integer>> statusesByOperation,
            Map<String, Long> nanosByOperation,
            double processorSeconds,
            List<Finding> findings) {

        /** The figures and the findings, for a log or a report. */
        public String summary() {
            StringBuilder text = new StringBuilder();
            text.append(String.format(
                    Locale.ROOT,
                    "contract fuzz: seed %d, %d requests, statuses %s, %.1f s of processor time in this process%n",
                    seed,
                    requests,
                    statuses,
                    processorSeconds));
            statusesByOperation.forEach((operation, counts) -> {
                int answered =
                        counts.values().stream().mapToInt(Integer::intValue).sum();
                double millis = nanosByOperation.getOrDefault(operation, 0L) / 1e6 / Math.max(1, answered);
                text.append(String.format(Locale.ROOT, "  %s: %s, %.1f ms a request%n", operation, counts, millis));
            });
            text.append(findings.size()).append(" distinct violations").append(findings.isEmpty() ? "" : ":");
            text.append('\n');
            for (Finding finding : findings) {
                text.append("- ")
                        .append(finding.operation())
                        .append(": ")
                        .append(finding.rule())
                        .append(" (")
                        .append(finding.count())
                        .append(" times)\n");
                finding.examples().forEach(example -> text.append(example).append('\n'));
            }
            return text.toString();
        }
    }

    private static final int EXAMPLES = 3;

    private final OpenApiContract contract;
    private final RequestFactory requests;
    private final AnswerJudge judge;

    private ContractFuzzer(OpenApiContract contract) {
        this.contract = contract;
        this.requests = new RequestFactory(contract);
        this.judge = new AnswerJudge(contract);
    }

    /** A fuzzer of the committed contract. */
    public static ContractFuzzer ofContract(Path contract) throws IOException {
        return new ContractFuzzer(OpenApiContract.read(contract));
    }

    /** The request {@code index} of a run with {@code seed}. */
    FuzzRequest request(long seed, long index) {
        SplittableRandom random = new SplittableRandom(seed ^ (0x9E3779B97F4A7C15L * (index + 1)));
        List<Operation> operations = contract.operations();
        Operation operation = operations.get((int) (index % operations.size()));
        return requests.next(operation, random);
    }

    List<Operation> operations() {
        return contract.operations();
    }

    /** Sends {@code count} requests of the run {@code seed} to the service on the loopback {@code port}. */
    public Report run(int port, long seed, int count) throws IOException {
        return run(port, seed, count, 1, 0);
    }

    /**
     * As {@link #run(int, long, int)}, over {@code connections} connections at once (connection {@code k} sends
     * the requests {@code i} with {@code i mod connections = k}, so every request is the same as on one), printing
     * the statuses every {@code progress} requests and each distinct violation when it is first seen.
     */
    public Report run(int port, long seed, int count, int connections, int progress) throws IOException {
        Map<Integer, Integer> statuses = new TreeMap<>();
        Map<String, Map<Integer, Integer>> byOperation = new LinkedHashMap<>();
        contract.operations().forEach(operation -> byOperation.put(operation.toString(), new TreeMap<>()));
        Map<String, Finding> findings = new TreeMap<>();
        Map<String, Long> nanos = new LinkedHashMap<>();
        AtomicInteger sent = new AtomicInteger();
        long processorStart = processorNanos();
        ExecutorService clients = Executors.newFixedThreadPool(connections);
        try {
            List<Future<?>> workers = new ArrayList<>();
            for (int k = 0; k < connections; k++) {
                int first = k;
                workers.add(clients.submit(() -> {
                    try (Connection connection = new Connection(port)) {
                        for (int i = first; i < count; i += connections) {
                            FuzzRequest request = request(seed, i);
                            long start = System.nanoTime();
                            RawHttp.Response response = connection.exchange(request.bytes(port));
                            long nanosTaken = System.nanoTime() - start;
                            List<Violation> violations = judge.judge(request, response);
                            synchronized (findings) {
                                String operation = request.operation().toString();
                                nanos.merge(operation, nanosTaken, Long::sum);
                                statuses.merge(response.status(), 1, Integer::sum);
                                byOperation.get(operation).merge(response.status(), 1, Integer::sum);
                                for (Violation violation : violations) {
                                    record(findings, seed, i, request, response, violation, progress > 0);
                                }
                                int done = sent.incrementAndGet();
                                if (progress > 0 && done % progress == 0) {
                                    System.out.printf(
                                            Locale.ROOT,
                                            "%d requests: statuses %s, %d distinct violations%n",
                                            done,
                                            statuses,
                                            findings.size());
                                }
                            }
                        }
                    }
                    return null;
                }));
            }
            for (Future<?> worker : workers) {
                worker.get();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        } catch (ExecutionException e) {
            throw new IOException("a client failed", e.getCause());
        } finally {
            clients.shutdownNow();
        }
        double processorSeconds = (processorNanos() - processorStart) / 1e9;
        return new Report(seed, count, statuses, byOperation, nanos, processorSeconds, List.copyOf(findings.values()));
    }

    private static void record(
            Map<String, Finding> findings,
            long seed,
            int index,
            FuzzRequest request,
            RawHttp.Response response,
            Violation violation,
            boolean print) {
        String key = request.operation() + " " + violation.rule();
        Finding seen = findings.get(key);
        List<String> examples = seen == null ? new ArrayList<>() : new ArrayList<>(seen.examples());
        String example = "  request " + index + " of seed " + seed + ", answered " + response.status() + ": "
                + violation.detail() + "\n" + request.describe();
        if (examples.size() < EXAMPLES) {
            examples.add(example);
        }
        if (seen == null && print) {
            System.out.println("violation: " + key + "\n" + example);
        }
        findings.put(
                key,
                new Finding(
                        violation.rule(),
                        request.operation().toString(),
                        seen == null ? 1 : seen.count() + 1,
                        List.copyOf(examples)));
    }

    /** The processor time of this process so far: the client's and, where it runs here, the service's. */
    private static long processorNanos() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime();
    }

    /** One kept-alive HTTP/1.1 connection, opened again whenever the server closes it. */
    private static final class Connection implements AutoCloseable {

        private final int port;
        private Socket socket;
        private InputStream in;

        Connection(int port) {
            this.port = port;
        }

        RawHttp.Response exchange(byte[] request) throws IOException {
            boolean reused = socket != null;
            RawHttp.Response response = attempt(request);
            if (response.status() < 0 && reused) {
                close(); // a kept-alive connection the server had closed: once more on a fresh one
                response = attempt(request);
            }
            String connection = response.header("Connection");
            if (response.status() < 0
                    || (connection != null
                            && connection.toLowerCase(Locale.ROOT).contains("close"))) {
                close();
            }
            return response;
        }

        private RawHttp.Response attempt(byte[] request) throws IOException {
            if (socket == null) {
                socket = new Socket(InetAddress.getLoopbackAddress(), port);
                socket.setSoTimeout(30_000);
                socket.setTcpNoDelay(true);
                in = new BufferedInputStream(socket.getInputStream(), 64 * 1024);
            }
            try {
                OutputStream out = socket.getOutputStream();
                out.write(request);
                out.flush();
            } catch (SocketException closed) {
                // the server may answer (and close) before the whole request is written
            }
            try {
                skipLineEnds();
                return RawHttp.read(in);
            } catch (SocketTimeoutException | SocketException gone) {
                return new RawHttp.Response(-1, Map.of(), "");
            }
        }

        /** The line end that closes a chunked answer, which {@link RawHttp#read} leaves unread. */
        private void skipLineEnds() throws IOException {
            in.mark(1);
            for (int b = in.read(); b == '\r' || b == '\n'; b = in.read()) {
                in.mark(1);
            }
            in.reset();
        }

        @Override
        public void close() {
            if (socket != null) {
                try {
                    socket.close();
                } catch (IOException ignored) {
                    // closing a socket the server already closed
                }
                socket = null;
            }
        }
    }
}
