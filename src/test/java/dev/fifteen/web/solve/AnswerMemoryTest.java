package dev.fifteen.web.solve;

import com.jayway.jsonpath.JsonPath;
import dev.fifteen.puzzle.Board;
import dev.fifteen.search.fast.FastSolver;
import dev.fifteen.testing.infra.FifteenIntegrationTest;
import dev.fifteen.testing.oracle.RandomBoards;
import dev.fifteen.web.BoardInput;
import dev.fifteen.web.memory.Footprint;
import dev.fifteen.web.memory.MemoryBudget;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.test.web.servlet.MockMvc;

import java.time.Duration;
import java.util.SplittableRandom;

import static dev.fifteen.testing.infra.AsyncAnswer.answer;
import static dev.fifteen.testing.infra.ProblemDetails.problem;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.matchesPattern;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

/**
 * The memory of a solve's answer is taken from the budget like the rest of the request's, although the answer is
 * shaped on a thread of the solve pool, where no request is current: with room for the board and the fast solve
 * but not for the answer's letters, the answer is refused with 503 {@code memory-busy} instead of being written
 * uncounted.
 */
@FifteenIntegrationTest
class AnswerMemoryTest {

    @Autowired
    private MockMvc mockMvc;

    @Autowired
    private MemoryBudget budget;

    @Autowired
    private FastSolver fastSolver;

    @Test
    void aLongAnswerTakesItsMemoryFromTheBudgetThoughItIsShapedOnAPoolThread() throws Exception {
        Board board = RandomBoards.solvableToward(Board.standardGoal(100, 100), new SplittableRandom(32));
        String text = board.toText();
        String body = answer(mockMvc, get("/solve").param("board", text).param("strategy", "fast"))
                .andExpect(status().isOk())
                .andReturn()
                .getResponse()
                .getContentAsString();
        int length = JsonPath.read(body, "$.length");
        long answer = SolveMemory.answerBytes(length, board, false);
        long beforeAnswer = Footprint.textParse(text.length())
                + BoardInput.boardBytes((text.length() + 1) / 2)
                + fastSolver.peakBytes(board.rows(), board.columns());
        assertThat(answer)
                .as("an answer counted, over fifteen.memory.small-request")
                .isGreaterThan(256 * 1024);
        long idle = budget.used();
        try (MemoryBudget.Reservation others =
                budget.reserve(budget.capacity() - idle - beforeAnswer - answer / 2, "other requests")) {
            answer(mockMvc, get("/solve").param("board", text).param("strategy", "fast"))
                    .andExpect(problem(503, "memory-busy"))
                    // the windows' share of the deadline may shorten this answer by a few slides more or less
                    .andExpect(jsonPath("$.detail", matchesPattern("the answer of \\d+ slides needs about .*")));
        }
        await().atMost(Duration.ofSeconds(10)).until(() -> budget.used() == idle);
    }
}
