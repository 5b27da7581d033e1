package dev.fifteen.web.scramble;

import com.jayway.jsonpath.JsonPath;
import dev.fifteen.puzzle.Board;
import dev.fifteen.testing.infra.FifteenIntegrationTest;
import dev.fifteen.testing.oracle.BreadthFirstDistances;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.http.MediaType;
import org.springframework.test.web.servlet.MockMvc;

import java.util.List;
import java.util.stream.Stream;

import static dev.fifteen.testing.infra.ProblemDetails.expectProblem;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.lessThan;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

@FifteenIntegrationTest
class ScrambleApiTest {

    @Autowired
    private MockMvc mockMvc;

    @Test
    void aWalkWithAFixedSeedIsTheCommittedBoard() throws Exception {
        mockMvc.perform(get("/scramble")
                        .param("rows", "4")
                        .param("cols", "4")
                        .param("method", "walk")
                        .param("moves", "20")
                        .param("seed", "42"))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.text").value("1,2,4,12/5,6,3,14/9,11,0,8/13,10,15,7"))
                .andExpect(jsonPath("$.board[2][2]").value(0))
                .andExpect(jsonPath("$.goal[3][3]").value(0))
                .andExpect(jsonPath("$.rows").value(4))
                .andExpect(jsonPath("$.cols").value(4))
                .andExpect(jsonPath("$.seed").value(42))
                .andExpect(jsonPath("$.method").value("walk"))
                .andExpect(jsonPath("$.moves").value(20))
                .andExpect(jsonPath("$.slides", hasSize(20)))
                .andExpect(jsonPath("$.slides[0]").value(15))
                .andExpect(jsonPath("$.distance").doesNotExist())
                .andExpect(jsonPath("$.solvability.solvable").value(true))
                .andExpect(jsonPath("$.solvability.rule").value("even-width"));
    }

    @Test
    void theDefaultsAreAFourByFourWalkOf200SlidesWithAFreshSeed() throws Exception {
        String first = mockMvc.perform(get("/scramble"))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.rows").value(4))
                .andExpect(jsonPath("$.cols").value(4))
                .andExpect(jsonPath("$.method").value("walk"))
                .andExpect(jsonPath("$.moves").value(200))
                .andExpect(jsonPath("$.slides", hasSize(200)))
                .andExpect(jsonPath("$.seed", lessThan(1L << 53)))
                .andExpect(jsonPath("$.solvability.solvable").value(true))
                .andReturn()
                .getResponse()
                .getContentAsString();
        Number seed = JsonPath.read(first, "$.seed");
        String text = JsonPath.read(first, "$.text");
        assertThat(seed.longValue()).isNotNegative();
        mockMvc.perform(get("/scramble").param("seed", seed.toString()))
                .andExpect(jsonPath("$.text").value(text));
    }

    @Test
    void postWithAGoalScramblesFromThatGoal() throws Exception {
        mockMvc.perform(post("/scramble")
                        .contentType(MediaType.APPLICATION_JSON)
                        .content("{\"method\": \"uniform\", \"seed\": 7, \"goal\": [[0,1,2],[3,4,5]]}"))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.rows").value(2))
                .andExpect(jsonPath("$.cols").value(3))
                .andExpect(jsonPath("$.goal[0][0]").value(0))
                .andExpect(jsonPath("$.method").value("uniform"))
                .andExpect(jsonPath("$.moves").doesNotExist())
                .andExpect(jsonPath("$.slides").doesNotExist())
                .andExpect(jsonPath("$.solvability.solvable").value(true))
                .andExpect(jsonPath("$.solvability.goal.blankRow").value(0));
    }

    @Test
    void getAndPostGiveTheSameBoard() throws Exception {
        String viaGet = mockMvc.perform(get("/scramble")
                        .param("method", "uniform")
                        .param("seed", "9")
                        .param("goal", "1,2,3/4,5,6/7,8,0"))
                .andExpect(status().isOk())
                .andExpect(content().contentType(MediaType.APPLICATION_JSON))
                .andExpect(jsonPath("$.seed").value(9))
                .andReturn()
                .getResponse()
                .getContentAsString();
        String viaPost = mockMvc.perform(post("/scramble")
                        .contentType(MediaType.APPLICATION_JSON)
                        .content("{\"method\": \"uniform\", \"seed\": 9, \"rows\": 3, \"cols\": 3}"))
                .andExpect(status().isOk())
                .andReturn()
                .getResponse()
                .getContentAsString();
        assertThat(viaPost).isEqualTo(viaGet);
        Board board = Board.parse(JsonPath.read(viaGet, "$.text"));
        assertThat(BreadthFirstDistances.to(Board.standardGoal(3, 3)).reaches(board))
                .isTrue();
    }

    @Test
    void aDistanceScrambleHasThatOptimalDistance() throws Exception {
        String body = mockMvc.perform(get("/scramble")
                        .param("rows", "3")
                        .param("cols", "3")
                        .param("method", "distance")
                        .param("distance", "20")
                        .param("seed", "42"))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.text").value("5,7,2/1,8,3/0,6,4"))
                .andExpect(jsonPath("$.method").value("distance"))
                .andExpect(jsonPath("$.distance").value(20))
                .andExpect(jsonPath("$.solvability.solvable").value(true))
                .andReturn()
                .getResponse()
                .getContentAsString();
        Board board = Board.parse(JsonPath.read(body, "$.text"));
        assertThat(BreadthFirstDistances.to(Board.standardGoal(3, 3)).distance(board))
                .isEqualTo(20);
    }

    @Test
    void aDistanceAloneChoosesTheDistanceMethod() throws Exception {
        mockMvc.perform(post("/scramble")
                        .contentType(MediaType.APPLICATION_JSON)
                        .content("{\"rows\": 2, \"cols\": 5, \"distance\": 55, \"seed\": 1}"))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.method").value("distance"))
                .andExpect(jsonPath("$.distance").value(55));
    }

    @Test
    void longWalksListTheirSlidesOnlyWhenAsked() throws Exception {
        mockMvc.perform(get("/scramble").param("moves", "10001").param("seed", "1"))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.moves").value(10001))
                .andExpect(jsonPath("$.slides").doesNotExist());
        mockMvc.perform(get("/scramble")
                        .param("moves", "10001")
                        .param("seed", "1")
                        .param("includeSlides", "true"))
                .andExpect(jsonPath("$.slides", hasSize(10001)));
        mockMvc.perform(get("/scramble").param("moves", "10").param("seed", "1").param("includeSlides", "false"))
                .andExpect(jsonPath("$.slides").doesNotExist());
    }

    @Test
    void theSlidesOfAWalkReplayFromTheGoalToTheBoard() throws Exception {
        String body = mockMvc.perform(get("/scramble")
                        .param("rows", "3")
                        .param("cols", "5")
                        .param("moves", "300")
                        .param("seed", "-5"))
                .andExpect(jsonPath("$.seed").value(-5))
                .andReturn()
                .getResponse()
                .getContentAsString();
        List<Integer> slides = JsonPath.read(body, "$.slides");
        Board board = Board.standardGoal(3, 5);
        for (int tile : slides) {
            board = board.slideTile(tile);
        }
        assertThat(board.toText()).isEqualTo(JsonPath.<String>read(body, "$.text"));
    }

    @Test
    void aThousandByThousandWalkOfAMillionSlidesIsAnswered() throws Exception {
        mockMvc.perform(get("/scramble")
                        .param("rows", "1000")
                        .param("cols", "1000")
                        .param("moves", "1000000")
                        .param("seed", "1"))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.moves").value(1_000_000))
                .andExpect(jsonPath("$.slides").doesNotExist())
                .andExpect(jsonPath("$.solvability.solvable").value(true));
    }

    static Stream<Arguments> invalidQueries() {
        return Stream.of(
                Arguments.of("zero rows", "rows=0", "invalid-parameter", "rows: must be at least 1"),
                Arguments.of("negative columns", "cols=-3", "invalid-parameter", "cols: must be at least 1"),
                Arguments.of("a single cell", "rows=1&cols=1", "too-few-cells", "at least 2 cells"),
                Arguments.of(
                        "a board over the size limit",
                        "rows=1001&cols=1000",
                        "board-too-large",
                        "fifteen.board.max-cells"),
                Arguments.of(
                        "sizes whose product overflows",
                        "rows=2000000000&cols=2000000000",
                        "board-too-large",
                        "4000000000000000000 cells"),
                Arguments.of("a size that is not a number", "rows=four", "invalid-parameter", "'rows'"),
                Arguments.of("negative slides", "moves=-1", "invalid-parameter", "moves: must be 0 or more"),
                Arguments.of("too many slides", "moves=10000001", "too-many-slides", "fifteen.scramble.max-slides"),
                Arguments.of(
                        "an unknown method", "method=shuffle", "unknown-scramble-method", "walk, uniform, distance"),
                Arguments.of(
                        "a distance method without a distance",
                        "method=distance&rows=3&cols=3",
                        "distance-required",
                        "distance"),
                Arguments.of(
                        "a distance beyond the 8-puzzle's maximum",
                        "rows=3&cols=3&distance=32",
                        "distance-out-of-range",
                        "31 slides away"),
                Arguments.of("a negative distance", "rows=3&cols=3&distance=-1", "distance-out-of-range", "negative"),
                Arguments.of(
                        "a distance on a shape too large for a table",
                        "rows=4&cols=4&distance=10",
                        "distance-shape-too-large",
                        "at most 10 cells"),
                Arguments.of(
                        "a goal of another shape",
                        "rows=4&cols=4&goal=1,2,3/4,5,6/7,8,0",
                        "goal-shape-mismatch",
                        "the goal is 3 x 3"),
                Arguments.of("an invalid goal", "goal=1,2/2,0", "duplicate-tile", "goal: tile 2"),
                Arguments.of("an unparsable goal", "goal=1,2/x,0", "malformed-board-text", "goal:"),
                Arguments.of("a seed that is not a whole number", "seed=1.5", "invalid-parameter", "'seed'"));
    }

    @ParameterizedTest(name = "GET with {0} is a 400 {2}")
    @MethodSource("invalidQueries")
    void invalidQueriesAreProblemDetails(String name, String query, String type, String detailPart) throws Exception {
        expectProblem(mockMvc, get("/scramble?" + query), 400, type, detailPart);
    }

    static Stream<Arguments> invalidBodies() {
        return Stream.of(
                Arguments.of("zero rows", "{\"rows\": 0}", "invalid-field", "rows: must be at least 1"),
                Arguments.of("negative columns", "{\"cols\": -2}", "invalid-field", "cols: must be at least 1"),
                Arguments.of("a single cell", "{\"rows\": 1, \"cols\": 1}", "too-few-cells", "at least 2 cells"),
                Arguments.of("negative slides", "{\"moves\": -5}", "invalid-field", "moves: must be 0 or more"),
                Arguments.of("too many slides", "{\"moves\": 20000000}", "too-many-slides", "10000000"),
                Arguments.of("an unknown method", "{\"method\": \"spin\"}", "unknown-scramble-method", "'spin'"),
                Arguments.of(
                        "a distance over the maximum",
                        "{\"method\": \"distance\", \"distance\": 99," + " \"goal\": [[1,2,3],[4,5,6],[7,8,0]]}",
                        "distance-out-of-range",
                        "31"),
                Arguments.of(
                        "a goal of another shape",
                        "{\"rows\": 2, \"goal\": [[1,2,3],[4,5,6],[7,8,0]]}",
                        "goal-shape-mismatch",
                        "2 x ?"),
                Arguments.of("a single-cell goal", "{\"goal\": [[0]]}", "too-few-cells", "goal:"),
                Arguments.of("a seed that is not a whole number", "{\"seed\": \"soon\"}", "malformed-request", "seed"),
                Arguments.of("malformed JSON", "{\"rows\": ", "malformed-request", "JSON"));
    }

    @ParameterizedTest(name = "POST with {0} is a 400 {2}")
    @MethodSource("invalidBodies")
    void invalidBodiesAreProblemDetails(String name, String body, String type, String detailPart) throws Exception {
        expectProblem(
                mockMvc,
                post("/scramble").contentType(MediaType.APPLICATION_JSON).content(body),
                400,
                type,
                detailPart);
    }
}
