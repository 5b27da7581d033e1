package dev.fifteen.web.solve;

import com.jayway.jsonpath.JsonPath;
import dev.fifteen.puzzle.Board;
import dev.fifteen.testing.infra.FifteenIntegrationTest;
import dev.fifteen.testing.oracle.MultiTileDistances;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.http.MediaType;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.MvcResult;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static dev.fifteen.testing.infra.AsyncAnswer.answer;
import static dev.fifteen.testing.infra.ProblemDetails.problem;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

/**
 * The {@code metric} parameter on {@code /solve} (GET, POST and the event stream), {@code /solve/hint} and
 * {@code /solve/batch}: multi-tile answers are as long as the test side's breadth-first search in that metric says,
 * replay to the goal, and state both lengths; the default stays the single-tile metric.
 */
@FifteenIntegrationTest
class MultiTileSolveApiTest {

    /** An 8-puzzle position, its goal with the blank in the middle (a cell that is no corner). */
    private static final String BOARD = "8,6,7/2,5,4/3,0,1";

    private static final String MIDDLE_GOAL = "1,2,3/4,0,5/6,7,8";

    @Autowired
    private MockMvc mockMvc;

    private static int multiDistance(String board, String goal) {
        return MultiTileDistances.distance(Board.parse(board), Board.parse(goal), 40);
    }

    @Test
    void getSolveWithMetricMultiIsShortestInMultiTileMovesAndStatesBothLengths() throws Exception {
        int distance = multiDistance(BOARD, MIDDLE_GOAL);
        String body = answer(
                        mockMvc,
                        get("/solve")
                                .param("board", BOARD)
                                .param("goal", MIDDLE_GOAL)
                                .param("strategy", "optimal")
                                .param("metric", "multi"))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.optimal").value(true))
                .andExpect(jsonPath("$.metric").value("multi"))
                .andExpect(jsonPath("$.lengthMulti").value(distance))
                .andExpect(jsonPath("$.lowerBound").value(org.hamcrest.Matchers.lessThanOrEqualTo(distance)))
                .andReturn()
                .getResponse()
                .getContentAsString();
        checkReplays(body, BOARD, MIDDLE_GOAL);
    }

    @Test
    void postSolveWithMetricMultiAndARepeatIsCachedPerMetric() throws Exception {
        // a board no other test solves, so that the first answer in each metric is searched
        String board = "[[1,5,2],[4,0,3],[7,8,6]]";
        String text = "1,5,2/4,0,3/7,8,6";
        int distance = multiDistance(text, "1,2,3/4,5,6/7,8,0");
        String single = answer(
                        mockMvc,
                        post("/solve")
                                .contentType(MediaType.APPLICATION_JSON)
                                .content("{\"board\": " + board + ", \"strategy\": \"optimal\"}"))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.metric").value("single"))
                .andReturn()
                .getResponse()
                .getContentAsString();
        checkReplays(single, text, "1,2,3/4,5,6/7,8,0");
        for (boolean cached : new boolean[] {false, true}) {
            String body = answer(
                            mockMvc,
                            post("/solve")
                                    .contentType(MediaType.APPLICATION_JSON)
                                    .content("{\"board\": " + board + ", \"strategy\": \"optimal\", \"metric\":"
                                            + " \"multi\"}"))
                    .andExpect(status().isOk())
                    .andExpect(jsonPath("$.cached").value(cached))
                    .andExpect(jsonPath("$.metric").value("multi"))
                    .andExpect(jsonPath("$.lengthMulti").value(distance))
                    .andReturn()
                    .getResponse()
                    .getContentAsString();
            checkReplays(body, text, "1,2,3/4,5,6/7,8,0");
        }
    }

    @Test
    void fastAnswersSayTheyAreShortInSlides() throws Exception {
        String body = answer(
                        mockMvc,
                        get("/solve")
                                .param("board", BOARD)
                                .param("strategy", "fast")
                                .param("metric", "multi"))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.strategy").value("fast"))
                .andExpect(jsonPath("$.metric").value("single"))
                .andReturn()
                .getResponse()
                .getContentAsString();
        checkReplays(body, BOARD, "1,2,3/4,5,6/7,8,0");
    }

    @Test
    void theDefaultMetricIsSingleAndStillStatesTheMultiTileLength() throws Exception {
        String body = answer(mockMvc, get("/solve").param("board", "1,2,3/4,5,6/0,7,8"))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.metric").value("single"))
                .andExpect(jsonPath("$.length").value(2))
                .andExpect(jsonPath("$.lengthMulti").value(1))
                .andExpect(jsonPath("$.movesMulti").value("L2"))
                .andReturn()
                .getResponse()
                .getContentAsString();
        checkReplays(body, "1,2,3/4,5,6/0,7,8", "1,2,3/4,5,6/7,8,0");
    }

    @Test
    void anUnknownMetricIs400() throws Exception {
        answer(mockMvc, get("/solve").param("board", BOARD).param("metric", "double"))
                .andExpect(status().isBadRequest())
                .andExpect(jsonPath("$.detail").value(containsString("metric")));
        answer(
                        mockMvc,
                        post("/solve")
                                .contentType(MediaType.APPLICATION_JSON)
                                .content("{\"board\": [[1,2],[3,0]], \"metric\": \"triple\"}"))
                .andExpect(problem(400, "invalid-field"))
                .andExpect(jsonPath("$.detail").value(containsString("metric")));
        answer(mockMvc, get("/solve/hint").param("board", BOARD).param("metric", "x"))
                .andExpect(status().isBadRequest());
    }

    @Test
    void theHintInMultiTileMovesGivesTheFirstMoveAndItsCount() throws Exception {
        answer(mockMvc, get("/solve/hint").param("board", "1,2,3/4,5,6/0,7,8").param("metric", "multi"))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.metric").value("multi"))
                .andExpect(jsonPath("$.distance").value(1))
                .andExpect(jsonPath("$.tile").value(7))
                .andExpect(jsonPath("$.direction").value("L"))
                .andExpect(jsonPath("$.count").value(2))
                .andExpect(jsonPath("$.move").value("L2"));
        int distance = multiDistance(BOARD, MIDDLE_GOAL);
        String body = answer(
                        mockMvc,
                        get("/solve/hint")
                                .param("board", BOARD)
                                .param("goal", MIDDLE_GOAL)
                                .param("metric", "multi"))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.distance").value(distance))
                .andReturn()
                .getResponse()
                .getContentAsString();
        String direction = JsonPath.read(body, "$.direction");
        int count = JsonPath.read(body, "$.count");
        Board after = MultiTileDistances.replay(Board.parse(BOARD), direction.repeat(count));
        assertThat(MultiTileDistances.distance(after, Board.parse(MIDDLE_GOAL), 40))
                .isEqualTo(distance - 1);
        answer(mockMvc, get("/solve/hint").param("board", "1,2,3/4,5,6/0,7,8"))
                .andExpect(jsonPath("$.metric").value("single"))
                .andExpect(jsonPath("$.distance").value(2))
                .andExpect(jsonPath("$.count").value(1))
                .andExpect(jsonPath("$.move").value("L"));
    }

    @Test
    void theBatchAnswersEveryBoardInTheMetricAsked() throws Exception {
        List<String> boards = List.of("8,6,7/2,5,4/3,0,1", "1,2,3/4,5,6/0,7,8", "4,1,3/7,2,6/0,5,8");
        StringBuilder body = new StringBuilder();
        for (String board : boards) {
            body.append("{\"board\": \"").append(board).append("\"}\n");
        }
        String answer = answer(
                        mockMvc,
                        post("/solve/batch")
                                .param("strategy", "optimal")
                                .param("metric", "multi")
                                .contentType(MediaType.parseMediaType("application/x-ndjson"))
                                .content(body.toString()))
                .andExpect(status().isOk())
                .andReturn()
                .getResponse()
                .getContentAsString();
        int lines = 0;
        for (String line : answer.split("\n")) {
            if (line.isBlank() || line.contains("summary")) {
                continue;
            }
            int index = JsonPath.read(line, "$.index");
            String board = boards.get(index);
            assertThat((String) JsonPath.read(line, "$.metric")).isEqualTo("multi");
            assertThat((Integer) JsonPath.read(line, "$.lengthMulti"))
                    .isEqualTo(multiDistance(board, "1,2,3/4,5,6/7,8,0"));
            checkReplays(line, board, "1,2,3/4,5,6/7,8,0");
            lines++;
        }
        assertThat(lines).isEqualTo(boards.size());
    }

    @Test
    void theEventStreamEndsWithAMultiTileAnswer() throws Exception {
        int distance = multiDistance(BOARD, MIDDLE_GOAL);
        MvcResult started = mockMvc.perform(get("/solve")
                        .param("board", BOARD)
                        .param("goal", MIDDLE_GOAL)
                        .param("strategy", "optimal")
                        .param("metric", "multi")
                        .accept(MediaType.TEXT_EVENT_STREAM))
                .andReturn();
        started.getAsyncResult(60_000);
        String stream = started.getResponse().getContentAsString();
        List<String[]> events = new ArrayList<>();
        String name = null;
        for (String line : stream.split("\n")) {
            if (line.startsWith("event:")) {
                name = line.substring("event:".length()).strip();
            } else if (line.startsWith("data:") && name != null) {
                events.add(new String[] {name, line.substring("data:".length()).strip()});
                name = null;
            }
        }
        assertThat(events).isNotEmpty();
        String[] last = events.get(events.size() - 1);
        assertThat(last[0]).isEqualTo("answer");
        Map<String, Object> data = JsonPath.read(last[1], "$");
        assertThat(data).containsEntry("metric", "multi").containsEntry("lengthMulti", distance);
        for (String[] event : events) {
            if (event[0].equals("bound")) {
                assertThat((Integer) JsonPath.read(event[1], "$.lowerBound")).isLessThanOrEqualTo(distance);
            }
        }
        checkReplays(last[1], BOARD, MIDDLE_GOAL);
    }

    /** The answer's slides replay to the goal, its lengths and its multi-tile form agree with them. */
    private static void checkReplays(String body, String board, String goal) {
        String moves = JsonPath.read(body, "$.moves");
        int length = JsonPath.read(body, "$.length");
        int lengthMulti = JsonPath.read(body, "$.lengthMulti");
        String movesMulti = JsonPath.read(body, "$.movesMulti");
        assertThat(MultiTileDistances.replay(Board.parse(board), moves)).isEqualTo(Board.parse(goal));
        assertThat(moves).hasSize(length);
        assertThat(MultiTileDistances.runs(moves)).isEqualTo(lengthMulti);
        StringBuilder expanded = new StringBuilder();
        String[] parts = movesMulti.isEmpty() ? new String[0] : movesMulti.split(" ");
        for (String part : parts) {
            int count = part.length() == 1 ? 1 : Integer.parseInt(part.substring(1));
            expanded.append(String.valueOf(part.charAt(0)).repeat(count));
        }
        assertThat(parts).hasSize(lengthMulti);
        assertThat(expanded.toString()).isEqualTo(moves);
    }
}
