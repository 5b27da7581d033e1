package dev.fifteen.web.solve;

import com.jayway.jsonpath.JsonPath;
import dev.fifteen.puzzle.Board;
import dev.fifteen.search.planning.SolvePool;
import dev.fifteen.testing.infra.BenchmarkFiles;
import dev.fifteen.testing.infra.FifteenIntegrationTest;
import dev.fifteen.testing.oracle.Goals;
import dev.fifteen.testing.oracle.Slides;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.http.MediaType;
import org.springframework.test.web.servlet.MockMvc;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Stream;

import static dev.fifteen.testing.infra.AsyncAnswer.answer;
import static dev.fifteen.testing.infra.ProblemDetails.expectProblem;
import static dev.fifteen.testing.infra.ProblemDetails.problem;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.greaterThanOrEqualTo;
import static org.hamcrest.Matchers.hasLength;
import static org.hamcrest.Matchers.lessThanOrEqualTo;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.header;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

@FifteenIntegrationTest
class SolveApiTest {

    /** One of the 15-puzzle positions that need 80 moves, for the blank-first goal. */
    private static final String HARD = "15,11,8,12/14,10,9,13/2,6,5,1/3,7,4,0";

    private static final String BLANK_FIRST = Goals.blankFirst(4, 4).toText();

    @Autowired
    private MockMvc mockMvc;

    @Autowired
    private SolvePool solvePool;

    @Test
    void aHardestEightPuzzleIsSolvedOptimallyIn31() throws Exception {
        answer(
                        mockMvc,
                        post("/solve")
                                .contentType(MediaType.APPLICATION_JSON)
                                .content("{\"board\": [[8,6,7],[2,5,4],[3,0,1]], \"timeoutMs\": 20000}"))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.length").value(31))
                .andExpect(jsonPath("$.optimal").value(true))
                .andExpect(jsonPath("$.strategy").value("optimal"))
                .andExpect(jsonPath("$.heuristic").value("exact distance table"))
                .andExpect(jsonPath("$.lowerBound").value(31))
                .andExpect(jsonPath("$.moves", hasLength(31)))
                .andExpect(jsonPath("$.blankMoves", hasLength(31)))
                .andExpect(jsonPath("$.tiles.length()").value(31))
                .andExpect(jsonPath("$.boards").doesNotExist());
    }

    @Test
    void theTextFormListsTheBoardsOnRequestAndARepeatIsCached() throws Exception {
        String board = "1,2,3/4,5,6/0,7,8";
        answer(mockMvc, get("/solve").param("board", board).param("includeBoards", "true"))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.length").value(2))
                .andExpect(jsonPath("$.moves").value("LL"))
                .andExpect(jsonPath("$.blankMoves").value("RR"))
                .andExpect(jsonPath("$.tiles[0]").value(7))
                .andExpect(jsonPath("$.tiles[1]").value(8))
                .andExpect(jsonPath("$.boards[0]").value(board))
                .andExpect(jsonPath("$.boards[2]").value("1,2,3/4,5,6/7,8,0"));
        answer(mockMvc, get("/solve").param("board", board))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.cached").value(true))
                .andExpect(jsonPath("$.length").value(2));
    }

    @Test
    void korfsInstance71IsSolvedInItsPublishedOptimumOf44() throws Exception {
        BenchmarkFiles.Instance korf71 = BenchmarkFiles.number(BenchmarkFiles.korf100(), 71);
        assertThat(korf71.optimum()).isEqualTo(44);
        String body = answer(
                        mockMvc,
                        get("/solve")
                                .param("board", korf71.board().toText())
                                .param("goal", BLANK_FIRST)
                                .param("strategy", "optimal")
                                .param("timeoutMs", "30000"))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.optimal").value(true))
                .andExpect(jsonPath("$.length").value(44))
                .andExpect(jsonPath("$.lowerBound").value(lessThanOrEqualTo(44)))
                .andReturn()
                .getResponse()
                .getContentAsString();
        String moves = JsonPath.read(body, "$.moves");
        assertThat(Slides.play(korf71.board(), moves))
                .containsExactly(Board.parse(BLANK_FIRST).cells());
    }

    @Test
    void anUnsolvableBoardIs422WithTheParityProof() throws Exception {
        answer(mockMvc, get("/solve").param("board", "1,2,3,4/5,6,7,8/9,10,11,12/13,15,14,0"))
                .andExpect(problem(422, "not-solvable"))
                .andExpect(jsonPath("$.detail").value(containsString("N + r = 1 is odd")))
                .andExpect(jsonPath("$.rule").value("even-width"))
                .andExpect(jsonPath("$.board.inversions").value(1))
                .andExpect(jsonPath("$.goal.parity").value(0))
                .andExpect(jsonPath("$.swap.first").value(15));
    }

    @Test
    void aTinyDeadlineIs422WithTheLowerBoundProven() throws Exception {
        answer(
                        mockMvc,
                        get("/solve")
                                .param("board", HARD)
                                .param("goal", BLANK_FIRST)
                                .param("strategy", "optimal")
                                .param("timeoutMs", "5"))
                .andExpect(problem(422, "solve-timeout"))
                .andExpect(jsonPath("$.timeoutMs").value(5))
                .andExpect(result -> {
                    // proven: at least the start's Manhattan distance, at most the 80 it needs, and of the
                    // parity of every solution's length (the blank's distance to its goal cell is even)
                    int lowerBound = JsonPath.read(result.getResponse().getContentAsString(), "$.lowerBound");
                    assertThat(lowerBound).isBetween(Slides.manhattan(Board.parse(HARD), Board.parse(BLANK_FIRST)), 80);
                    assertThat(lowerBound % 2).isZero();
                });
    }

    @Test
    void autoAnswersATinyDeadlineWithAFastSolution() throws Exception {
        answer(
                        mockMvc,
                        get("/solve")
                                .param("board", HARD)
                                .param("goal", BLANK_FIRST)
                                .param("timeoutMs", "100"))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.optimal").value(false))
                .andExpect(jsonPath("$.strategy").value("fast"))
                .andExpect(jsonPath("$.length").value(greaterThanOrEqualTo(80)));
    }

    @Test
    void aFiveByFiveBoardGetsAFastAnswer() throws Exception {
        answer(
                        mockMvc,
                        post("/solve")
                                .contentType(MediaType.APPLICATION_JSON)
                                .content("{\"board\":"
                                        + " [[1,2,3,4,5],[6,7,8,9,10],[11,12,13,14,15],[16,17,18,19,20],[21,22,23,0,"
                                        + "24]]}"))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.strategy").value("fast"))
                .andExpect(jsonPath("$.optimal").value(false))
                .andExpect(jsonPath("$.moves").value("L"));
    }

    @Test
    void theHintGivesTheDistanceAndTheNextSlide() throws Exception {
        answer(mockMvc, get("/solve/hint").param("board", "1,2,3/4,5,6/7,0,8"))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.distance").value(1))
                .andExpect(jsonPath("$.tile").value(8))
                .andExpect(jsonPath("$.direction").value("L"));
        answer(mockMvc, get("/solve/hint").param("board", "1,2,3/4,5,6/7,8,0"))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.distance").value(0))
                .andExpect(jsonPath("$.tile").doesNotExist())
                .andExpect(jsonPath("$.direction").doesNotExist());
    }

    static Stream<Arguments> invalidRequests() {
        return Stream.of(
                Arguments.of(
                        "an unknown strategy",
                        "{\"board\": [[1,2],[3,0]], \"strategy\": \"greedy\"}",
                        "invalid-field",
                        "strategy"),
                Arguments.of(
                        "a zero timeout", "{\"board\": [[1,2],[3,0]], \"timeoutMs\": 0}", "invalid-field", "timeoutMs"),
                Arguments.of(
                        "a timeout over the limit",
                        "{\"board\": [[1,2],[3,0]], \"timeoutMs\": 3600000}",
                        "timeout-too-long",
                        "fifteen.solve.max-timeout"),
                Arguments.of("a missing board", "{\"goal\": [[1,2],[3,0]]}", "invalid-field", "board"),
                Arguments.of(
                        "a goal of another shape",
                        "{\"board\": [[1,2],[3,0]], \"goal\": [[1,2,0]]}",
                        "goal-shape-mismatch",
                        "goal"));
    }

    @ParameterizedTest(name = "{0} is a 400 {2}")
    @MethodSource("invalidRequests")
    void invalidRequestsAre400(String name, String body, String type, String detailPart) throws Exception {
        expectProblem(
                mockMvc, post("/solve").contentType(MediaType.APPLICATION_JSON).content(body), 400, type, detailPart);
    }

    @Test
    void anUnknownStrategyInTheQueryIs400() throws Exception {
        answer(mockMvc, get("/solve").param("board", "1,2/3,0").param("strategy", "greedy"))
                .andExpect(status().isBadRequest());
    }

    @Test
    void aFullPoolAnswers503WithRetryAfter() throws Exception {
        // Identical requests share one search, so each hog asks for a different board and goal: the hard board
        // with two tile labels swapped in both, which is exactly as hard.
        List<CompletableFuture<Integer>> hogs = new ArrayList<>();
        for (int i = 0; i < solvePool.size(); i++) {
            String board = swapLabels(HARD, 1, 1 + i);
            String goal = swapLabels(BLANK_FIRST, 1, 1 + i);
            hogs.add(CompletableFuture.supplyAsync(() -> statusOf(get("/solve")
                    .param("board", board)
                    .param("goal", goal)
                    .param("strategy", "optimal")
                    .param("timeoutMs", "3000"))));
        }
        await().atMost(Duration.ofSeconds(10))
                .pollInterval(Duration.ofMillis(5))
                .untilAsserted(
                        () -> assertThat(solvePool.busy()).as("slots taken").isEqualTo(solvePool.size()));
        try {
            // a board nothing else asks for, so that the cache cannot answer it
            answer(mockMvc, get("/solve").param("board", "1,2,3/4,5,0/7,8,6").param("strategy", "optimal"))
                    .andExpect(problem(503, "solver-busy"))
                    .andExpect(header().string("Retry-After", "2"))
                    .andExpect(jsonPath("$.retryAfterSeconds").value(2));
        } finally {
            for (CompletableFuture<Integer> hog : hogs) {
                assertThat(hog.get()).isEqualTo(422);
            }
        }
    }

    private static String swapLabels(String board, int a, int b) {
        return java.util.regex.Pattern.compile("\\d+").matcher(board).replaceAll(tile -> {
            int label = Integer.parseInt(tile.group());
            return Integer.toString(label == a ? b : label == b ? a : label);
        });
    }

    private int statusOf(org.springframework.test.web.servlet.RequestBuilder request) {
        try {
            return answer(mockMvc, request).andReturn().getResponse().getStatus();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
