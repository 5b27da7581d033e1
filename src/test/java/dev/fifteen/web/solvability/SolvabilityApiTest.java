package dev.fifteen.web.solvability;

import dev.fifteen.testing.infra.FifteenIntegrationTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.http.MediaType;
import org.springframework.test.web.servlet.MockMvc;

import java.net.URI;
import java.util.stream.Stream;

import static dev.fifteen.testing.infra.ProblemDetails.expectProblem;
import static dev.fifteen.testing.infra.ProblemDetails.problem;
import static org.hamcrest.Matchers.containsString;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

@FifteenIntegrationTest
class SolvabilityApiTest {

    @Autowired
    private MockMvc mockMvc;

    @Test
    void samLoydsBoardIsUnsolvableWithItsProof() throws Exception {
        mockMvc.perform(post("/solvability")
                        .contentType(MediaType.APPLICATION_JSON)
                        .content("{\"board\": [[1,2,3,4],[5,6,7,8],[9,10,11,12],[13,15,14,0]]}"))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.solvable").value(false))
                .andExpect(jsonPath("$.rule").value("even-width"))
                .andExpect(jsonPath("$.board.inversions").value(1))
                .andExpect(jsonPath("$.board.blankRow").value(3))
                .andExpect(jsonPath("$.board.blankColumn").value(3))
                .andExpect(jsonPath("$.board.blankRowFromBottom").value(0))
                .andExpect(jsonPath("$.board.parity").value(1))
                .andExpect(jsonPath("$.goal.inversions").value(0))
                .andExpect(jsonPath("$.goal.parity").value(0))
                .andExpect(jsonPath("$.explanation").value(containsString("N + r = 1 is odd")))
                .andExpect(jsonPath("$.swap.first").value(15))
                .andExpect(jsonPath("$.swap.second").value(14));
    }

    @Test
    void textFormWithAnExplicitGoal() throws Exception {
        mockMvc.perform(get("/solvability").param("board", "1,3,2/6,0,5/4,7,8").param("goal", "1,2,3/4,5,6/7,8,0"))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.solvable").value(true))
                .andExpect(jsonPath("$.rule").value("odd-width"))
                .andExpect(jsonPath("$.swap").doesNotExist());
    }

    @Test
    void aGoalWithTheBlankFirstIsHonoured() throws Exception {
        mockMvc.perform(post("/solvability")
                        .contentType(MediaType.APPLICATION_JSON)
                        .content("{\"board\": [[1,0],[3,2]], \"goal\": [[0,1],[2,3]]}"))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.solvable").value(false))
                .andExpect(jsonPath("$.goal.blankRow").value(0));
    }

    @Test
    void aSingleRowIsDecidedByTileOrder() throws Exception {
        mockMvc.perform(get("/solvability").param("board", "2,1,0"))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.solvable").value(false))
                .andExpect(jsonPath("$.rule").value("single-line"));
    }

    @Test
    void aThousandByThousandBoardIsAnswered() throws Exception {
        int side = 1000;
        StringBuilder json = new StringBuilder(8_000_000).append("{\"board\":[");
        int tile = 1;
        for (int r = 0; r < side; r++) {
            json.append(r == 0 ? "[" : ",[");
            for (int c = 0; c < side; c++) {
                json.append(c == 0 ? "" : ",").append(r == side - 1 && c == side - 1 ? 0 : tile++);
            }
            json.append(']');
        }
        json.append("]}");
        mockMvc.perform(post("/solvability")
                        .contentType(MediaType.APPLICATION_JSON)
                        .content(json.toString()))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.solvable").value(true))
                .andExpect(jsonPath("$.board.inversions").value(0));
    }

    static Stream<Arguments> invalidBodies() {
        return Stream.of(
                Arguments.of("malformed JSON", "{\"board\": [[1,2],[3,0]", "malformed-request", "JSON"),
                Arguments.of("board of the wrong type", "{\"board\": \"1,2/3,0\"}", "malformed-request", "board"),
                Arguments.of(
                        "a tile that is not a number", "{\"board\": [[1,\"x\"],[3,0]]}", "malformed-request", "board"),
                Arguments.of("a fractional tile", "{\"board\": [[1.5,2],[3,0]]}", "malformed-request", "board"),
                Arguments.of(
                        "a tile given as a string",
                        "{\"board\": [[1,\"2\"],[3,0]]}",
                        "malformed-request",
                        "'board[0][1]' has the wrong type: expected a whole number"),
                Arguments.of("a null tile", "{\"board\": [[1,null],[3,0]]}", "malformed-request", "board[0][1]"),
                Arguments.of("a boolean tile", "{\"board\": [[true,2],[3,0]]}", "malformed-request", "whole number"),
                Arguments.of(
                        "a tile too large for an integer",
                        "{\"board\": [[1,2],[3,99999999999]]}",
                        "malformed-request",
                        "out of range"),
                Arguments.of("an array instead of an object", "[1,2]", "malformed-request", "a JSON object"),
                Arguments.of("a null row", "{\"board\": [[1,2],null]}", "empty-board", "row 1"),
                Arguments.of("missing board", "{\"goal\": [[1,2],[3,0]]}", "invalid-field", "board"),
                Arguments.of("empty board", "{\"board\": []}", "empty-board", "board"),
                Arguments.of("a single cell", "{\"board\": [[0]]}", "too-few-cells", "at least 2 cells"),
                Arguments.of("rows of different lengths", "{\"board\": [[1,2,3],[4,0]]}", "ragged-rows", "row 1"),
                Arguments.of("a tile out of range", "{\"board\": [[1,2],[9,0]]}", "tile-out-of-range", "tile 9"),
                Arguments.of("a negative tile", "{\"board\": [[1,2],[-3,0]]}", "tile-out-of-range", "tile -3"),
                Arguments.of("a duplicated tile", "{\"board\": [[1,1],[3,0]]}", "duplicate-tile", "missing: 2"),
                Arguments.of("no blank", "{\"board\": [[1,2],[3,4]]}", "no-blank", "no blank"),
                Arguments.of("a tile missing", "{\"board\": [[1,3],[3,0]]}", "duplicate-tile", "missing: 2"),
                Arguments.of("two blanks", "{\"board\": [[1,0],[3,0]]}", "multiple-blanks", "exactly one"),
                Arguments.of(
                        "a goal of another shape",
                        "{\"board\": [[1,2],[3,0]], \"goal\": [[1,2,0]]}",
                        "goal-shape-mismatch",
                        "goal"),
                Arguments.of(
                        "an invalid goal",
                        "{\"board\": [[1,2],[3,0]], \"goal\": [[1,2],[2,0]]}",
                        "duplicate-tile",
                        "goal: tile 2"));
    }

    @ParameterizedTest(name = "{0} is a 400 {2}")
    @MethodSource("invalidBodies")
    void invalidBodiesAreProblemDetails(String name, String body, String type, String detailPart) throws Exception {
        expectProblem(
                mockMvc,
                post("/solvability").contentType(MediaType.APPLICATION_JSON).content(body),
                400,
                type,
                detailPart);
    }

    static Stream<Arguments> invalidQueries() {
        return Stream.of(
                Arguments.of("an unparsable text board", "1,2/3,x", null, "malformed-board-text", "'x'"),
                Arguments.of("an empty text board", "", null, "malformed-board-text", "empty"),
                Arguments.of("text rows of different lengths", "1,2,3/4,0", null, "ragged-rows", "row 1"),
                Arguments.of("a text tile missing", "1,2/4,0", null, "tile-out-of-range", "tile 4"),
                Arguments.of("no blank in text", "1,2/3,4", null, "no-blank", "exactly one cell must be 0"),
                Arguments.of("a text goal of another shape", "1,2/3,0", "1,0", "goal-shape-mismatch", "2 x 2"),
                Arguments.of("an unparsable goal", "1,2/3,0", "1,2/3,?", "malformed-board-text", "goal:"),
                Arguments.of(
                        "a NUL after the last tile",
                        "1,2/3,0\u0000",
                        null,
                        "malformed-board-text",
                        "U+0000 (a control character) at position 7"),
                Arguments.of(
                        "U+0001 inside a row",
                        "1,2/3\u0001,0",
                        null,
                        "malformed-board-text",
                        "U+0001 (a control character) at position 5"),
                Arguments.of("a newline before the board", "\n1,2/3,0", null, "malformed-board-text", "position 0"),
                Arguments.of("DEL between tiles", "1,\u007f2/3,0", null, "malformed-board-text", "U+007F"),
                Arguments.of("a tab in the goal", "1,2/3,0", "1,2/3,\t0", "malformed-board-text", "goal:"),
                Arguments.of("a goal of one tab", "1,2/3,0", "\t", "malformed-board-text", "U+0009"));
    }

    @ParameterizedTest(name = "the query {0} is a 400 naming the position")
    @ValueSource(strings = {"board=1,2/3,0%00", "board=1,2/3,0%01", "board=1,2/3,0&goal=1,2/3,0%00"})
    void aControlCharacterSentPercentEncodedIsRefused(String query) throws Exception {
        mockMvc.perform(get(URI.create("/solvability?" + query)))
                .andExpect(problem(400, "malformed-board-text"))
                .andExpect(jsonPath("$.detail").value(containsString("a control character) at position 7")));
    }

    @Test
    void spacesAroundNumbersAndAGoalOfSpacesStayAccepted() throws Exception {
        mockMvc.perform(get("/solvability").param("board", " 1, 2 / 3 ,0 ").param("goal", "  "))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.solvable").value(true));
    }

    @ParameterizedTest(name = "{0} is a 400 {3}")
    @MethodSource("invalidQueries")
    void invalidQueriesAreProblemDetails(String name, String board, String goal, String type, String detailPart)
            throws Exception {
        var request = get("/solvability").param("board", board);
        if (goal != null) {
            request = request.param("goal", goal);
        }
        expectProblem(mockMvc, request, 400, type, detailPart);
    }

    @Test
    void aMissingBoardParameterIsNamed() throws Exception {
        mockMvc.perform(get("/solvability"))
                .andExpect(problem(400, "missing-parameter"))
                .andExpect(jsonPath("$.detail").value(containsString("'board'")));
    }

    @Test
    void aBoardOverTheSizeLimitNamesTheLimit() throws Exception {
        int side = 1001;
        StringBuilder json = new StringBuilder("{\"board\":[");
        for (int r = 0; r < side; r++) {
            json.append(r == 0 ? "[" : ",[");
            for (int c = 0; c < side; c++) {
                json.append(c == 0 ? "0" : ",0");
            }
            json.append(']');
        }
        json.append("]}");
        mockMvc.perform(post("/solvability")
                        .contentType(MediaType.APPLICATION_JSON)
                        .content(json.toString()))
                .andExpect(problem(400, "board-too-large"))
                .andExpect(jsonPath("$.limitProperty").value("fifteen.board.max-cells"))
                .andExpect(jsonPath("$.limit").value(1_000_000))
                .andExpect(jsonPath("$.detail").value(containsString("1000000")));
    }

    @Test
    void anUnknownPathIsAProblemDetailsNotFound() throws Exception {
        mockMvc.perform(get("/no-such-thing")).andExpect(problem(404, "not-found"));
    }
}
