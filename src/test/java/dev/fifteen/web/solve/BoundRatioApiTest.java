package dev.fifteen.web.solve;

import com.jayway.jsonpath.JsonPath;
import dev.fifteen.testing.infra.FifteenIntegrationTest;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.test.web.servlet.MockMvc;

import static dev.fifteen.testing.infra.AsyncAnswer.answer;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

/**
 * {@code boundRatio} is the answer's length in its metric over its lower bound, whatever the strategy, and 1 for an
 * answer proven shortest.
 */
@FifteenIntegrationTest
class BoundRatioApiTest {

    @Autowired
    private MockMvc mockMvc;

    @ParameterizedTest(name = "{0} {1} {2}")
    @CsvSource(
            delimiter = '|',
            value = {
                "6,4,7/8,5,0/3,2,1 | optimal | single",
                "6,4,7/8,5,0/3,2,1 | fast | single",
                "6,4,7/8,5,0/3,2,1 | optimal | multi",
                "1,2,3/4,5,6/7,8,0 | optimal | single",
                "1,2,9,3,5/6,12,4,10,0/7,8,18,13,15/11,16,17,14,19 | fast | single",
                "12,1,2,15,11/6,5,8,7,10/9,4,3,0,14/13,17,16,18,19/20,21,22,23,24 | fast | single"
            })
    void theRatioIsTheLengthInTheAnswersMetricOverItsBound(String board, String strategy, String metric)
            throws Exception {
        String json = answer(
                        mockMvc,
                        get("/solve")
                                .param("board", board)
                                .param("strategy", strategy)
                                .param("metric", metric)
                                .param("timeoutMs", "3000"))
                .andExpect(status().isOk())
                .andReturn()
                .getResponse()
                .getContentAsString();
        int length = JsonPath.read(json, "$.metric").equals("multi")
                ? JsonPath.<Integer>read(json, "$.lengthMulti")
                : JsonPath.<Integer>read(json, "$.length");
        int lowerBound = JsonPath.read(json, "$.lowerBound");
        double ratio = ((Number) JsonPath.read(json, "$.boundRatio")).doubleValue();
        assertThat(ratio).isGreaterThanOrEqualTo(1);
        if (JsonPath.<Boolean>read(json, "$.optimal")) {
            // a shortest answer is its own bound, whatever the heuristic said at the start
            assertThat(ratio).isEqualTo(1.0);
        } else {
            assertThat(ratio).isCloseTo(length / (double) Math.max(1, lowerBound), within(0.0001));
        }
    }
}
