package dev.fifteen.web.scramble;

import dev.fifteen.puzzle.Board;
import dev.fifteen.testing.infra.FifteenIntegrationTest;
import dev.fifteen.testing.oracle.BreadthFirstDistances;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.http.MediaType;
import org.springframework.test.web.servlet.MockMvc;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.util.ArrayList;
import java.util.List;

import static dev.fifteen.testing.infra.AsyncAnswer.answer;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

@FifteenIntegrationTest
class ScrambleCountApiTest {

    private static final JsonMapper MAPPER = JsonMapper.builder().build();

    @Autowired
    private MockMvc mockMvc;

    @Test
    void countScramblesAreTheSingleAnswersOfConsecutiveSeedsAtTheExactDistance() throws Exception {
        String body = answer(
                        mockMvc,
                        get("/scramble")
                                .param("count", "6")
                                .param("rows", "3")
                                .param("cols", "3")
                                .param("method", "distance")
                                .param("distance", "14")
                                .param("seed", "7"))
                .andExpect(status().isOk())
                .andExpect(content().contentTypeCompatibleWith(MediaType.parseMediaType("application/x-ndjson")))
                .andReturn()
                .getResponse()
                .getContentAsString();
        List<JsonNode> lines = new ArrayList<>();
        for (String line : body.split("\n")) {
            lines.add(MAPPER.readTree(line));
        }
        assertThat(lines).hasSize(6);
        BreadthFirstDistances distances = new BreadthFirstDistances(Board.standardGoal(3, 3));
        for (int i = 0; i < lines.size(); i++) {
            JsonNode line = lines.get(i);
            assertThat(line.get("seed").asLong()).isEqualTo(7 + i);
            assertThat(distances.distance(Board.parse(line.get("text").asString())))
                    .isEqualTo(14);
            String single = mockMvc.perform(get("/scramble")
                            .param("rows", "3")
                            .param("cols", "3")
                            .param("method", "distance")
                            .param("distance", "14")
                            .param("seed", String.valueOf(7 + i)))
                    .andReturn()
                    .getResponse()
                    .getContentAsString();
            assertThat(line).isEqualTo(MAPPER.readTree(single));
        }
    }

    @Test
    void tooManyScramblesOrABadFirstScrambleAreRefusedBeforeStreaming() throws Exception {
        mockMvc.perform(get("/scramble").param("count", "100000000"))
                .andExpect(status().isBadRequest())
                .andExpect(jsonPath("$.type").value("urn:problem-type:count-too-large"))
                .andExpect(jsonPath("$.limitProperty").value("fifteen.scramble.max-count"));
        mockMvc.perform(get("/scramble")
                        .param("count", "10")
                        .param("rows", "3")
                        .param("cols", "3")
                        .param("method", "distance")
                        .param("distance", "99"))
                .andExpect(status().isBadRequest())
                .andExpect(jsonPath("$.type").value("urn:problem-type:distance-out-of-range"));
        mockMvc.perform(get("/scramble").param("count", "0")).andExpect(status().isBadRequest());
        mockMvc.perform(get("/scramble")
                        .param("count", "100000")
                        .param("rows", "100")
                        .param("cols", "100"))
                .andExpect(status().isBadRequest())
                .andExpect(jsonPath("$.type").value("urn:problem-type:count-too-much-work"));
    }

    /** Once a 500: the handler chosen for a present {@code count} unboxed the null an empty count was bound to. */
    @ParameterizedTest(name = "GET /scramble?count=''{0}'' with Accept: {1} is a 400 naming count")
    @CsvSource(
            delimiter = '|',
            ignoreLeadingAndTrailingWhitespace = false,
            value = {
                "|*/*",
                "|application/x-ndjson",
                "|application/json",
                " |*/*",
                " |application/x-ndjson",
                "   |application/json",
                "\t|*/*"
            })
    void anEmptyOrBlankCountIsA400NamingCount(String count, String accept) throws Exception {
        mockMvc.perform(get("/scramble")
                        .param("count", count == null ? "" : count.replace("\\t", "\t"))
                        .header("Accept", accept))
                .andExpect(status().isBadRequest())
                .andExpect(content().contentTypeCompatibleWith(MediaType.APPLICATION_PROBLEM_JSON))
                .andExpect(jsonPath("$.type").value("urn:problem-type:invalid-parameter"))
                .andExpect(jsonPath("$.parameter").value("count"))
                .andExpect(jsonPath("$.detail").value(containsString("'count' is empty")));
    }

    @ParameterizedTest(name = "Accept: {0}")
    @ValueSource(
            strings = {
                "application/x-ndjson",
                "application/json",
                "*/*",
                "application/json, application/x-ndjson;q=0.5",
                "application/x-ndjson, application/json;q=0.9"
            })
    void countIsNeverDroppedWhateverTheClientAccepts(String accept) throws Exception {
        var response = answer(
                        mockMvc,
                        get("/scramble")
                                .param("count", "4")
                                .param("rows", "2")
                                .param("cols", "3")
                                .param("method", "uniform")
                                .param("seed", "11")
                                .header("Accept", accept))
                .andExpect(status().isOk())
                .andReturn()
                .getResponse();
        boolean array = accept.startsWith("application/json");
        List<JsonNode> scrambles = new ArrayList<>();
        if (array) {
            assertThat(response.getContentType()).startsWith(MediaType.APPLICATION_JSON_VALUE);
            JsonNode all = MAPPER.readTree(response.getContentAsString());
            assertThat(all.isArray()).as("a JSON array").isTrue();
            all.forEach(scrambles::add);
        } else {
            assertThat(response.getContentType()).startsWith("application/x-ndjson");
            for (String line : response.getContentAsString().split("\n")) {
                scrambles.add(MAPPER.readTree(line));
            }
        }
        assertThat(scrambles).hasSize(4);
        for (int i = 0; i < scrambles.size(); i++) {
            String single = mockMvc.perform(get("/scramble")
                            .param("rows", "2")
                            .param("cols", "3")
                            .param("method", "uniform")
                            .param("seed", String.valueOf(11 + i)))
                    .andReturn()
                    .getResponse()
                    .getContentAsString();
            assertThat(scrambles.get(i)).isEqualTo(MAPPER.readTree(single));
        }
    }

    @Test
    void aCountInAFormNobodyWritesIsNotAcceptable() throws Exception {
        mockMvc.perform(get("/scramble").param("count", "2").header("Accept", "text/csv"))
                .andExpect(status().isNotAcceptable())
                .andExpect(jsonPath("$.type").value("urn:problem-type:not-acceptable"));
    }
}
