package dev.fifteen.web.solve;

import com.jayway.jsonpath.JsonPath;
import dev.fifteen.puzzle.Board;
import dev.fifteen.scramble.UniformScramble;
import dev.fifteen.testing.infra.FifteenIntegrationTest;
import dev.fifteen.testing.oracle.Slides;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.http.MediaType;
import org.springframework.test.web.servlet.MockMvc;

import static dev.fifteen.testing.infra.AsyncAnswer.answer;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.greaterThan;
import static org.hamcrest.Matchers.lessThan;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

/**
 * {@code strategy=optimal} on a 5 x 5 board goes to the 5 x 5 solver; without its tables (the tests neither build nor
 * find them) the answer is the fast one, not optimal, with its lower bound and a note that says why, and a hint,
 * which names the optimal distance, is refused as a search past its deadline is. On the other boards of 17 to 25
 * cells (no tables at all) the bounded search ends at the deadline with the fast answer, the bound and a note
 * naming {@code fast}, through the GET and the POST and in a batch; near the goal the answer is shortest.
 */
@FifteenIntegrationTest
class FiveByFiveSolveApiTest {

    /** The easiest of Korf's 24-puzzles in clausecker's order (optimum 96), for the blank-first goal. */
    private static final String KORF_FIRST =
            "[[10,3,24,12,0],[7,8,11,14,21],[22,23,2,1,9],[17,18,6,20,4],[13,15,5,19,16]]";

    private static final String BLANK_FIRST =
            "[[0,1,2,3,4],[5,6,7,8,9],[10,11,12,13,14],[15,16,17,18,19],[20,21,22,23,24]]";

    @Autowired
    private MockMvc mockMvc;

    @Test
    void withoutTheTablesAFiveByFiveOptimalSolveAnswersFastWithANote() throws Exception {
        answer(
                        mockMvc,
                        post("/solve")
                                .contentType(MediaType.APPLICATION_JSON)
                                .content("{\"board\": " + KORF_FIRST + ", \"goal\": " + BLANK_FIRST
                                        + ", \"strategy\": \"optimal\"}"))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.optimal").value(false))
                .andExpect(jsonPath("$.length").value(greaterThan(96)))
                .andExpect(jsonPath("$.lowerBound").value(lessThan(96)))
                .andExpect(jsonPath("$.heuristic", containsString("the 5 x 5 optimal tables are not available")))
                .andExpect(jsonPath("$.elapsedMs").value(greaterThan(-1)));
    }

    @Test
    void optimalOnAFourBySixBoardEndsAtTheDeadlineWithTheFastAnswerAndANote() throws Exception {
        String board =
                UniformScramble.draw(Board.standardGoal(4, 6), 46).board().toText();
        String answer = answer(
                        mockMvc,
                        get("/solve")
                                .param("board", board)
                                .param("strategy", "optimal")
                                .param("timeoutMs", "500"))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.optimal").value(false))
                .andExpect(jsonPath("$.lowerBound").value(greaterThan(0)))
                .andExpect(jsonPath(
                        "$.heuristic",
                        containsString(
                                "the 4 x 6 pattern tables for this goal are not available: their file is missing or"
                                        + " damaged, and building is off")))
                .andExpect(jsonPath("$.heuristic", containsString("only strategy=fast serves such boards in full")))
                .andReturn()
                .getResponse()
                .getContentAsString();
        String moves = JsonPath.read(answer, "$.moves");
        assertThat(Slides.play(Board.parse(board), moves))
                .containsExactly(Board.standardGoal(4, 6).cells());
    }

    @Test
    void optimalOnAFiveByFourBoardNearItsGoalIsShortestThroughThePost() throws Exception {
        // three slides from the goal: the blank went up twice, then left
        String board = "[[1,2,3,4],[5,6,7,8],[9,10,0,11],[13,14,15,12],[17,18,19,16]]";
        answer(
                        mockMvc,
                        post("/solve")
                                .contentType(MediaType.APPLICATION_JSON)
                                .content("{\"board\": " + board + ", \"strategy\": \"optimal\"}"))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.optimal").value(true))
                .andExpect(jsonPath("$.length").value(3));
    }

    @Test
    void aBatchLineOnAThreeBySevenBoardGetsTheSameNote() throws Exception {
        String board =
                UniformScramble.draw(Board.standardGoal(3, 7), 37).board().toText();
        answer(
                        mockMvc,
                        post("/solve/batch")
                                .param("strategy", "optimal")
                                .param("timeoutMs", "500")
                                .contentType(MediaType.parseMediaType("application/x-ndjson"))
                                .content("{\"id\": \"wide\", \"board\": \"" + board + "\"}\n"))
                .andExpect(status().isOk())
                .andExpect(content().string(containsString("\"optimal\":false")))
                .andExpect(content().string(containsString("only strategy=fast serves such boards in full")));
    }

    @Test
    void aHintIsNotGivenFromAnAnswerNotProvenShortest() throws Exception {
        mockMvc.perform(get("/solve/hint")
                        .param("board", "10,3,24,12,0/7,8,11,14,21/22,23,2,1,9/17,18,6,20,4/13,15,5,19,16")
                        .param("goal", "0,1,2,3,4/5,6,7,8,9/10,11,12,13,14/15,16,17,18,19/20,21,22,23,24"))
                .andExpect(status().isUnprocessableContent())
                .andExpect(jsonPath("$.type", containsString("solve-timeout")));
    }
}
