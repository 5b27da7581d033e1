package dev.fifteen.bench;

import dev.fifteen.FifteenApplication;
import dev.fifteen.contract.ContractFuzzer;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;

import java.util.Locale;

/**
 * The contract fuzz test's long run, for use before a release: starts the service on a loopback port, sends it
 * {@code requests} requests generated from {@code openapi.yaml} with {@code seed} (the same generator and judge as
 * {@code ContractFuzzTest}) over {@code connections} connections at once (1 by default; each request is the same
 * on any number), and prints the statuses overall and per operation, the time, and every distinct
 * violation with the first requests that showed it. Exits with status 1 when there is any violation. Run from the
 * project's root (it reads {@code openapi.yaml} there):
 * <pre>
 * nice -n 10 ./mvnw -q test-compile exec:java -Dexec.mainClass=dev.fifteen.bench.ContractFuzzBench \
 *     -Dexec.args="100000 20261201 4"
 * </pre>
 */
public final class ContractFuzzBench {

    private ContractFuzzBench() {}

    public static void main(String[] args) throws Exception {
        int requests = args.length > 0 ? Integer.parseInt(args[0]) : 100_000;
        long seed = args.length > 1 ? Long.parseLong(args[1]) : 20261201L;
        int connections = args.length > 2 ? Integer.parseInt(args[2]) : 1;
        System.out.println("load average at the start: " + Timing.loadAverage());
        ConfigurableApplicationContext context = SpringApplication.run(
                FifteenApplication.class,
                "--server.port=0",
                "--server.address=127.0.0.1",
                "--management.server.port=-1",
                "--fifteen.solve.build-7-8=false",
                "--logging.level.root=WARN");
        int violations;
        try {
            int port = ((WebServerApplicationContext) context).getWebServer().getPort();
            ContractFuzzer fuzzer = ContractFuzzer.ofContract(ContractFuzzer.CONTRACT);
            long wallStart = System.nanoTime();
            ContractFuzzer.Report report = fuzzer.run(port, seed, requests, connections, 10_000);
            double wallSeconds = (System.nanoTime() - wallStart) / 1e9;
            System.out.print(report.summary());
            System.out.printf(
                    Locale.ROOT,
                    "%d requests in %.1f s wall, %.1f s of processor time (client and service in one process),"
                            + " %.0f requests a second%n",
                    requests,
                    wallSeconds,
                    report.processorSeconds(),
                    requests / wallSeconds);
            System.out.println("load average at the end: " + Timing.loadAverage());
            violations = report.findings().size();
        } finally {
            context.close();
        }
        System.exit(violations == 0 ? 0 : 1);
    }
}
