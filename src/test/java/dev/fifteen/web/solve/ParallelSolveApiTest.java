package dev.fifteen.web.solve;

import com.jayway.jsonpath.JsonPath;
import dev.fifteen.puzzle.Board;
import dev.fifteen.search.SearchThreads;
import dev.fifteen.search.planning.SolvePool;
import dev.fifteen.testing.infra.BenchmarkFiles;
import dev.fifteen.testing.infra.FifteenIntegrationTest;
import dev.fifteen.testing.oracle.Goals;
import dev.fifteen.testing.oracle.Slides;
import io.micrometer.core.instrument.MeterRegistry;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.test.web.servlet.MockMvc;

import static dev.fifteen.testing.infra.AsyncAnswer.answer;
import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

/**
 * The service's optimal solver borrows the shared helper thread for a hard board (by default two threads per
 * search), answers the published optimum, and gives the helper and its pool slot back with the answer; the
 * helpers' gauges report it.
 */
@FifteenIntegrationTest
class ParallelSolveApiTest {

    @Autowired
    private MockMvc mockMvc;

    @Autowired
    private SearchThreads searchThreads;

    @Autowired
    private SolvePool solvePool;

    @Autowired
    private MeterRegistry registry;

    @Test
    void aHardBoardIsSolvedOptimallyWithTheHelperWhichIsFreeAgainAfterwards() throws Exception {
        BenchmarkFiles.Instance korf = BenchmarkFiles.number(BenchmarkFiles.korf100(), 3);
        String goal = Goals.blankFirst(4, 4).toText();
        long lent = searchThreads.lent();

        String body = answer(
                        mockMvc,
                        get("/solve")
                                .param("board", korf.board().toText())
                                .param("goal", goal)
                                .param("strategy", "optimal")
                                .param("timeoutMs", "60000"))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.optimal").value(true))
                .andExpect(jsonPath("$.length").value(korf.optimum()))
                .andReturn()
                .getResponse()
                .getContentAsString();

        String moves = JsonPath.read(body, "$.moves");
        assertThat(Slides.play(korf.board(), moves))
                .containsExactly(Board.parse(goal).cells());
        assertThat(searchThreads.parallelism()).isEqualTo(2);
        assertThat(searchThreads.lent())
                .as("parallel iterations a helper joined")
                .isGreaterThan(lent);
        assertThat(searchThreads.busy()).isZero();
        assertThat(solvePool.busy()).isZero();
        assertThat(registry.get("fifteen.solve.helpers.lent").gauge().value()).isEqualTo(searchThreads.lent());
        assertThat(registry.get("fifteen.solve.helpers.busy").gauge().value()).isZero();
    }
}
