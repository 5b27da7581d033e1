package dev.fifteen.web.solve.batch;

import dev.fifteen.puzzle.Board;
import dev.fifteen.scramble.UniformScramble;
import dev.fifteen.testing.infra.FifteenIntegrationTest;
import dev.fifteen.testing.infra.NdjsonLines;
import dev.fifteen.testing.oracle.BreadthFirstDistances;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.http.MediaType;
import org.springframework.test.web.servlet.MockMvc;
import tools.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static dev.fifteen.testing.infra.AsyncAnswer.answer;
import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

@FifteenIntegrationTest
class SolveBatchApiTest {

    private static final MediaType NDJSON = MediaType.parseMediaType("application/x-ndjson");
    private static final Board GOAL_3X3 = Board.standardGoal(3, 3);
    private static final Board GOAL_2X3 = Board.parse("0,1,2/3,4,5");

    @Autowired
    private MockMvc mockMvc;

    private List<JsonNode> batch(String contentType, String body, String strategy) throws Exception {
        String answer = answer(
                        mockMvc,
                        post("/solve/batch")
                                .param("strategy", strategy)
                                .contentType(MediaType.parseMediaType(contentType))
                                .content(body))
                .andExpect(status().isOk())
                .andExpect(content().contentTypeCompatibleWith(NDJSON))
                .andReturn()
                .getResponse()
                .getContentAsString();
        return NdjsonLines.parse(answer);
    }

    @Test
    void everyLineReplaysToItsGoalAtTheBreadthFirstDistanceAndBadLinesFailAlone() throws Exception {
        BreadthFirstDistances distances3x3 = new BreadthFirstDistances(GOAL_3X3);
        BreadthFirstDistances distances2x3 = new BreadthFirstDistances(GOAL_2X3);
        StringBuilder body = new StringBuilder();
        Map<Integer, Board> boards = new HashMap<>();
        Map<Integer, Board> goals = new HashMap<>();
        List<Integer> bad = new ArrayList<>();
        int index = 0;
        for (int seed = 0; seed < 24; seed++) {
            boolean small = seed % 3 == 0;
            Board goal = small ? GOAL_2X3 : GOAL_3X3;
            Board board = UniformScramble.draw(goal, 1000 + seed).board();
            String goalMember = small ? ", \"goal\": \"" + goal.toText() + "\"" : "";
            String boardMember = seed % 2 == 0 ? "\"" + board.toText() + "\"" : rows(board);
            body.append("{\"id\": \"s")
                    .append(seed)
                    .append("\", \"board\": ")
                    .append(boardMember)
                    .append(goalMember)
                    .append("}\n");
            boards.put(index, board);
            goals.put(index, goal);
            index++;
            if (seed % 8 == 4) {
                body.append("{\"id\": \"broken\", \"board\": [[1,2,3],[4,5\n");
                bad.add(index++);
                body.append("{\"id\": 7, \"board\": \"1,2,3/4,5,6/8,7,0\"}\n");
                bad.add(index++);
                body.append("{\"board\": [[1,1],[2,0]]}\n");
                bad.add(index++);
                body.append("\n");
            }
        }
        List<JsonNode> lines = batch("application/x-ndjson", body.toString(), "optimal");

        JsonNode summary = lines.get(lines.size() - 1).get("summary");
        assertThat(summary).isNotNull();
        assertThat(lines).hasSize(index + 1);
        int solved = 0;
        long totalLength = 0;
        Map<Integer, JsonNode> byIndex = new HashMap<>();
        for (JsonNode line : lines.subList(0, lines.size() - 1)) {
            byIndex.put(line.get("index").asInt(), line);
        }
        assertThat(byIndex).hasSize(index);
        for (Map.Entry<Integer, Board> entry : boards.entrySet()) {
            JsonNode line = byIndex.get(entry.getKey());
            Board board = entry.getValue();
            Board goal = goals.get(entry.getKey());
            int length = line.get("length").asInt();
            assertThat(NdjsonLines.replay(
                            board.cells(), board.columns(), line.get("moves").asString()))
                    .as("line %s replays to its goal", line)
                    .containsExactly(goal.cells());
            assertThat(line.get("moves").asString()).hasSize(length);
            int expected = (goal.equals(GOAL_2X3) ? distances2x3 : distances3x3).distance(board);
            assertThat(length).as("optimal length of %s", board.toText()).isEqualTo(expected);
            assertThat(line.get("optimal").asBoolean()).isTrue();
            solved++;
            totalLength += length;
        }
        assertThat(byIndex.get(bad.get(0)).get("type").asString()).isEqualTo("urn:problem-type:malformed-request");
        assertThat(byIndex.get(bad.get(0)).get("status").asInt()).isEqualTo(400);
        assertThat(byIndex.get(bad.get(1)).get("type").asString()).isEqualTo("urn:problem-type:not-solvable");
        assertThat(byIndex.get(bad.get(1)).get("status").asInt()).isEqualTo(422);
        assertThat(byIndex.get(bad.get(1)).get("id").asInt()).isEqualTo(7);
        assertThat(byIndex.get(bad.get(1)).has("swap")).isTrue();
        assertThat(byIndex.get(bad.get(2)).get("type").asString()).isEqualTo("urn:problem-type:duplicate-tile");
        assertThat(byIndex.get(bad.get(2)).get("field").asString()).isEqualTo("board");

        assertThat(summary.get("boards").asInt()).isEqualTo(index);
        assertThat(summary.get("solved").asInt()).isEqualTo(solved);
        assertThat(summary.get("failed").asInt()).isEqualTo(bad.size());
        assertThat(summary.get("solved").asInt()
                        + summary.get("failed").asInt()
                        + summary.get("unanswered").asInt())
                .isEqualTo(summary.get("boards").asInt());
        assertThat(summary.get("totalLength").asLong()).isEqualTo(totalLength);
        assertThat(summary.get("optimal").asInt()).isEqualTo(solved);
        assertThat(summary.has("stopped")).isFalse();
    }

    @Test
    void aJsonArrayWorksAndRepeatedBoardsComeFromTheCache() throws Exception {
        Board board = UniformScramble.draw(GOAL_3X3, 77).board();
        String entry = "{\"board\": \"" + board.toText() + "\"}";
        List<JsonNode> lines = batch("application/json", "[" + entry + "]", "auto");
        assertThat(lines).hasSize(2);
        List<JsonNode> again = batch("application/json", "[" + entry + ", " + entry + "]", "auto");
        assertThat(again).hasSize(3);
        assertThat(again.subList(0, 2)).allSatisfy(line -> {
            assertThat(line.get("cached").asBoolean()).isTrue();
            assertThat(line.get("length").asInt())
                    .isEqualTo(lines.get(0).get("length").asInt());
        });
        assertThat(again.get(2).get("summary").get("cached").asInt()).isEqualTo(2);
    }

    @Test
    void aBodyThatIsNotAnArrayIsOneProblemLine() throws Exception {
        List<JsonNode> lines = batch("application/json", "{\"board\": \"1,2/3,0\"}", "auto");
        assertThat(lines).hasSize(2);
        assertThat(lines.get(0).get("type").asString()).isEqualTo("urn:problem-type:malformed-request");
        assertThat(lines.get(1).get("summary").get("failed").asInt()).isEqualTo(1);
    }

    @Test
    void aTimeoutOverTheLimitIsRefusedBeforeAnythingIsRead() throws Exception {
        answer(
                        mockMvc,
                        post("/solve/batch")
                                .param("timeoutMs", "3600000")
                                .contentType(NDJSON)
                                .content("{\"board\": \"1,2/3,0\"}\n"))
                .andExpect(status().isBadRequest())
                .andExpect(jsonPath("$.type").value("urn:problem-type:timeout-too-long"));
        answer(
                        mockMvc,
                        post("/solve/batch")
                                .param("strategy", "greedy")
                                .contentType(NDJSON)
                                .content("{\"board\": \"1,2/3,0\"}\n"))
                .andExpect(status().isBadRequest());
    }

    private static String rows(Board board) {
        StringBuilder rows = new StringBuilder("[");
        for (int r = 0; r < board.rows(); r++) {
            rows.append(r == 0 ? "[" : ",[");
            for (int c = 0; c < board.columns(); c++) {
                rows.append(c == 0 ? "" : ",").append(board.tileAt(r * board.columns() + c));
            }
            rows.append("]");
        }
        return rows.append("]").toString();
    }
}
