package dev.fifteen.web;

import dev.fifteen.testing.infra.FifteenIntegrationTest;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.http.MediaType;
import org.springframework.test.web.servlet.MockMvc;

import static dev.fifteen.testing.infra.AsyncAnswer.answer;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

/**
 * A successful answer is never labelled {@code application/problem+json}: a client that accepts Problem Details and
 * nothing the operation gives is answered 406 (once a 200 with a scramble as a "problem", found by the contract fuzz
 * test), and one that also accepts JSON gets JSON.
 */
@FifteenIntegrationTest
class SuccessMediaTypeTest {

    @Autowired
    private MockMvc mockMvc;

    @ParameterizedTest(name = "GET {0} with Accept: {1} is a 406 Problem Details")
    @CsvSource(
            delimiter = '|',
            value = {
                "/scramble?rows=2&cols=3&seed=1|application/x-ndjson, application/problem+json",
                "/scramble?rows=2&cols=3&seed=1|application/problem+json",
                "/solvability?board=1,2/3,0|application/problem+json",
                "/sliding-game/moves?rows=2&cols=3|text/html, application/problem+json",
                "/solve/hint?board=1,2/0,3|application/problem+json"
            })
    void aSuccessfulAnswerIsNotLabelledAProblem(String path, String accept) throws Exception {
        answer(mockMvc, get(path).header("Accept", accept))
                .andExpect(status().isNotAcceptable())
                .andExpect(content().contentTypeCompatibleWith(MediaType.APPLICATION_PROBLEM_JSON))
                .andExpect(jsonPath("$.type").value("urn:problem-type:not-acceptable"))
                .andExpect(jsonPath("$.status").value(406));
    }

    @ParameterizedTest(name = "GET {0} with Accept: {1} is JSON")
    @CsvSource(
            delimiter = '|',
            value = {
                "/scramble?rows=2&cols=3&seed=1|application/problem+json, application/json",
                "/solvability?board=1,2/3,0|application/problem+json;q=1, application/json;q=0.5"
            })
    void aClientThatAlsoAcceptsJsonGetsJson(String path, String accept) throws Exception {
        answer(mockMvc, get(path).header("Accept", accept))
                .andExpect(status().isOk())
                .andExpect(content().contentTypeCompatibleWith(MediaType.APPLICATION_JSON));
    }
}
