package dev.fifteen.web.slidinggame;

import com.jayway.jsonpath.JsonPath;
import dev.fifteen.testing.infra.FifteenIntegrationTest;
import dev.fifteen.testing.oracle.SlidingGamePosition;
import io.micrometer.core.instrument.MeterRegistry;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.test.web.servlet.MockMvc;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import static dev.fifteen.testing.infra.ProblemDetails.expectProblem;
import static dev.fifteen.testing.infra.ProblemDetails.problem;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

@FifteenIntegrationTest
class SlidingGameApiTest {

    @Autowired
    private MockMvc mockMvc;

    @Autowired
    private MeterRegistry meterRegistry;

    @ParameterizedTest(name = "{1} grids for primes below {0}")
    @CsvSource({
        "3, 0",
        "4, 2",
        "10, 8",
        "50, 872",
        "100, 5482",
        "1000, 4112102",
        "1000000, 2057774861813004",
        "100000000, 1536134062912339617736"
    })
    void countsAreExactJsonIntegersWithATextCopy(long primeLimit, String grids) throws Exception {
        mockMvc.perform(get("/sliding-game/count").param("primeLimit", Long.toString(primeLimit)))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.primeLimit").value(primeLimit))
                .andExpect(jsonPath("$.gridsText").value(grids))
                // Every digit, as a number: no quotes, no exponent.
                .andExpect(content().string(containsString("\"grids\":" + grids + ",")))
                .andExpect(jsonPath("$.computeMillis").isNumber());
    }

    @Test
    void reportsThePrimesUsed() throws Exception {
        mockMvc.perform(get("/sliding-game/count").param("primeLimit", "1000"))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.primes").value(168));
    }

    @Test
    void aSecondRequestIsServedFromTheCache() throws Exception {
        String limit = "123456789";
        String first = mockMvc.perform(get("/sliding-game/count").param("primeLimit", limit))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.cached").value(false))
                .andReturn()
                .getResponse()
                .getContentAsString(StandardCharsets.UTF_8);
        mockMvc.perform(get("/sliding-game/count").param("primeLimit", limit))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.cached").value(true))
                .andExpect(jsonPath("$.gridsText").value((String) JsonPath.read(first, "$.gridsText")))
                .andExpect(jsonPath("$.computeMillis").value((Double) JsonPath.read(first, "$.computeMillis")));
        mockMvc.perform(get("/actuator/prometheus"))
                .andExpect(status().isOk())
                .andExpect(content().string(containsString("cache_gets_total{cache=\"sliding-game-counts\"")))
                .andExpect(content().string(containsString("fifteen_sliding_game_computations_total")));
    }

    @Test
    void concurrentRequestsForOneNewLimitComputeOnce() throws Exception {
        String limit = "100000000000"; // 10^11: long enough for the requests to overlap
        double before = computations();
        int requests = 16;
        ExecutorService pool = Executors.newFixedThreadPool(requests);
        try {
            CountDownLatch start = new CountDownLatch(1);
            List<Future<String>> answers = new ArrayList<>();
            for (int k = 0; k < requests; k++) {
                answers.add(pool.submit(() -> {
                    start.await();
                    return mockMvc.perform(get("/sliding-game/count").param("primeLimit", limit))
                            .andExpect(status().isOk())
                            .andReturn()
                            .getResponse()
                            .getContentAsString(StandardCharsets.UTF_8);
                }));
            }
            start.countDown();
            int computedHere = 0;
            for (Future<String> answer : answers) {
                String body = answer.get(5, TimeUnit.MINUTES);
                assertThat((String) JsonPath.read(body, "$.gridsText")).isEqualTo("1111531720061055928931872721500");
                assertThat(((Number) JsonPath.read(body, "$.primes")).longValue())
                        .isEqualTo(4_118_054_813L);
                if (!(Boolean) JsonPath.read(body, "$.cached")) {
                    computedHere++;
                }
            }
            assertThat(computedHere).isEqualTo(1);
        } finally {
            pool.shutdownNow();
        }
        assertThat(computations() - before).isEqualTo(1.0);
    }

    private double computations() {
        return meterRegistry
                .get(SlidingGameCounts.COMPUTATIONS_METRIC)
                .counter()
                .count();
    }

    @ParameterizedTest(name = "primeLimit={0} is a 400 {1}")
    @CsvSource({
        "0, invalid-parameter, primeLimit: must be 1 or more",
        "-5, invalid-parameter, primeLimit: must be 1 or more",
        "abc, invalid-parameter, primeLimit' must be a whole number",
        "1.5, invalid-parameter, primeLimit' must be a whole number",
        "99999999999999999999, invalid-parameter, primeLimit' must be a whole number",
        "10000000000001, prime-limit-too-large, fifteen.sliding-game.max-prime-limit"
    })
    void invalidPrimeLimitsAreProblemDetails(String primeLimit, String type, String detailPart) throws Exception {
        expectProblem(mockMvc, get("/sliding-game/count").param("primeLimit", primeLimit), 400, type, detailPart);
    }

    @Test
    void aPrimeLimitOverTheMaximumNamesTheLimit() throws Exception {
        mockMvc.perform(get("/sliding-game/count").param("primeLimit", "20000000000000"))
                .andExpect(status().isBadRequest())
                .andExpect(jsonPath("$.limitProperty").value("fifteen.sliding-game.max-prime-limit"))
                .andExpect(jsonPath("$.limit").value(10_000_000_000_000L))
                .andExpect(jsonPath("$.actual").value(20_000_000_000_000L));
    }

    @Test
    void aMissingPrimeLimitIsNamed() throws Exception {
        mockMvc.perform(get("/sliding-game/count"))
                .andExpect(problem(400, "missing-parameter"))
                .andExpect(jsonPath("$.parameter").value("primeLimit"));
    }

    @Test
    void movesGiveTheFormulaAndAReplayableOptimalSequence() throws Exception {
        String body = mockMvc.perform(get("/sliding-game/moves")
                        .param("rows", "5")
                        .param("cols", "4")
                        .param("sequence", "true"))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.canFinish").value(true))
                .andExpect(jsonPath("$.leastSlides").value(25))
                .andExpect(jsonPath("$.rule").value("rectangle"))
                .andExpect(jsonPath("$.formula").value("S(m,n) = 6*max(m,n) + 2*min(m,n) - 13"))
                .andExpect(jsonPath("$.explanation").value("S(5,4) = 6*5 + 2*4 - 13 = 25"))
                .andReturn()
                .getResponse()
                .getContentAsString(StandardCharsets.UTF_8);
        String slides = JsonPath.read(body, "$.slides");
        assertThat(slides).hasSize(25);
        assertThat(SlidingGamePosition.start(5, 4).replay(slides).finished()).isTrue();
    }

    @Test
    void withoutSequenceOnlyTheNumberIsGiven() throws Exception {
        mockMvc.perform(get("/sliding-game/moves")
                        .param("rows", "1000000000000")
                        .param("cols", "1000000000000"))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.leastSlides").value(7_999_999_999_989L))
                .andExpect(jsonPath("$.rule").value("square"))
                .andExpect(jsonPath("$.slides").doesNotExist());
    }

    @ParameterizedTest(name = "{0} x {1}: {2}")
    @CsvSource({"1, 2, R", "2, 1, D", "2, 2, DRULD", "3, 2, RDDLURULD", "2, 3, DRRULDLUR"})
    void smallBoardsSpellTheirSlides(int rows, int cols, String slides) throws Exception {
        mockMvc.perform(get("/sliding-game/moves")
                        .param("rows", Integer.toString(rows))
                        .param("cols", Integer.toString(cols))
                        .param("sequence", "true"))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.slides").value(slides));
        assertThat(SlidingGamePosition.start(rows, cols).replay(slides).finished())
                .isTrue();
    }

    @ParameterizedTest(name = "{0} x {1} cannot finish")
    @CsvSource({"1, 5", "7, 1", "1, 1", "1, 1000000000000"})
    void boardsThatCannotFinishAreAnAnswerNotAnError(String rows, String cols) throws Exception {
        mockMvc.perform(get("/sliding-game/moves")
                        .param("rows", rows)
                        .param("cols", cols)
                        .param("sequence", "true"))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.canFinish").value(false))
                .andExpect(jsonPath("$.rule").value("cannot-finish"))
                .andExpect(jsonPath("$.leastSlides").doesNotExist())
                .andExpect(jsonPath("$.slides").doesNotExist())
                .andExpect(jsonPath("$.explanation").value(containsString("cannot be finished")));
    }

    @ParameterizedTest(name = "rows={0}, cols={1}, sequence={2} is a 400 {3}")
    @CsvSource({
        "0, 4, false, invalid-parameter, rows: must be 1 or more",
        "5, -1, false, invalid-parameter, cols: must be 1 or more",
        "x, 4, false, invalid-parameter, rows' must be a whole number",
        "5, 4, maybe, invalid-parameter, sequence' must be true or false",
        "1000000000001, 4, false, side-too-large, fifteen.sliding-game.max-side",
        "5, 1000000000001, false, side-too-large, cols 1000000000001",
        "20000, 20000, true, sequence-too-long, fifteen.sliding-game.max-sequence-length"
    })
    void invalidBoardsAreProblemDetails(String rows, String cols, String sequence, String type, String detailPart)
            throws Exception {
        expectProblem(
                mockMvc,
                get("/sliding-game/moves")
                        .param("rows", rows)
                        .param("cols", cols)
                        .param("sequence", sequence),
                400,
                type,
                detailPart);
    }
}
