package dev.fifteen.contract;

import dev.fifteen.testing.infra.FifteenIntegrationTest;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Requests generated from {@code openapi.yaml} alone ({@link RequestFactory}), sent over a real socket to the shared
 * context, each answer judged against the same contract ({@link AnswerJudge}): no 5xx but 503 with Retry-After, no
 * undeclared status, Problem Details with a stable type on every error, every JSON answer true to its schema. Every
 * operation of the contract is fuzzed, new ones included, without a line here. The seed is fixed, so a run
 * replays; {@code -Dcontract.seed=N -Dcontract.requests=M} runs another. A failure prints the seed and each
 * failing request whole. {@code ContractFuzzBench} runs the same for as long as wanted.
 */
@FifteenIntegrationTest
class ContractFuzzTest {

    private static final long SEED = Long.getLong("contract.seed", 20261201L);
    private static final int REQUESTS = Integer.getInteger("contract.requests", 3_000);
    /** Two at a time, one a core of the build machine; each request is the same on any number. */
    private static final int CONNECTIONS = 2;

    @LocalServerPort
    private int port;

    @Test
    void everyAnswerToGeneratedRequestsIsOneTheContractDeclares() throws Exception {
        ContractFuzzer fuzzer = ContractFuzzer.ofContract(ContractFuzzer.CONTRACT);
        ContractFuzzer.Report report = fuzzer.run(port, SEED, REQUESTS, CONNECTIONS, 0);
        System.out.print(report.summary());
        assertThat(report.findings())
                .as("violations of the contract (seed %d):%n%s", SEED, report.summary())
                .isEmpty();
    }

    @Test
    void everyOperationWithoutPathParametersIsAnsweredSuccessfullyAtLeastOnce() throws Exception {
        ContractFuzzer fuzzer = ContractFuzzer.ofContract(ContractFuzzer.CONTRACT);
        int requests = 40 * fuzzer.operations().size();
        ContractFuzzer.Report report = fuzzer.run(port, SEED + 1, requests);
        fuzzer.operations().stream()
                .filter(operation -> !operation.hasPathParameters())
                .forEach(operation -> {
                    Map<Integer, Integer> statuses =
                            report.statusesByOperation().get(operation.toString());
                    assertThat(statuses.keySet())
                            .as("the statuses of %s (seed %d): the generator reaches its success", operation, SEED + 1)
                            .anyMatch(status -> status >= 200 && status < 300);
                });
    }
}
