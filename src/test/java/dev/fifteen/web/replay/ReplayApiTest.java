package dev.fifteen.web.replay;

import com.jayway.jsonpath.JsonPath;
import dev.fifteen.puzzle.Board;
import dev.fifteen.testing.infra.FifteenIntegrationTest;
import dev.fifteen.testing.oracle.BidirectionalSearch;
import dev.fifteen.testing.oracle.MultiTileDistances;
import dev.fifteen.testing.oracle.RandomBoards;
import dev.fifteen.testing.oracle.Slides;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.http.MediaType;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.ResultActions;

import java.util.Arrays;
import java.util.List;
import java.util.random.RandomGenerator;

import static dev.fifteen.testing.infra.ProblemDetails.problem;
import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

/**
 * {@code POST /replay}: both notations give one answer, the lengths are the test side's counts, the end board is the
 * test side's replay, the grade is the breadth-first optimum, and every illegal or malformed sequence is named.
 */
@FifteenIntegrationTest
class ReplayApiTest {

    @Autowired
    private MockMvc mockMvc;

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5})
    void bothNotationsReplayToTheTestSidesBoardWithTheTestSidesCounts(long seed) throws Exception {
        RandomGenerator random = RandomBoards.seeded(seed);
        Board goal = Board.standardGoal(3, 3);
        Board board = RandomBoards.solvableToward(goal, random);
        String slides = Slides.randomLegal(board, 5 + random.nextInt(30), random);
        String multi = multiTileHere(slides);
        int[] end = Slides.play(board, slides);
        int optimal = BidirectionalSearch.distance(board, goal, 40);
        int optimalMulti = MultiTileDistances.distance(board, goal, 40);

        String single = replay(board, null, slides)
                .andExpect(status().isOk())
                .andReturn()
                .getResponse()
                .getContentAsString();
        String counted = replay(board, null, multi.toLowerCase())
                .andExpect(status().isOk())
                .andReturn()
                .getResponse()
                .getContentAsString();

        assertThat(counted).isEqualTo(single);
        assertThat(JsonPath.<String>read(single, "$.text")).isEqualTo(text(end, 3));
        assertThat(JsonPath.<Integer>read(single, "$.length")).isEqualTo(slides.length());
        assertThat(JsonPath.<Integer>read(single, "$.lengthMulti")).isEqualTo(multi.split(" ").length);
        assertThat(JsonPath.<String>read(single, "$.moves")).isEqualTo(slides);
        assertThat(JsonPath.<String>read(single, "$.movesMulti")).isEqualTo(multi);
        assertThat(JsonPath.<Boolean>read(single, "$.solved")).isEqualTo(Arrays.equals(end, goal.cells()));
        assertThat(JsonPath.<String>read(single, "$.optimalStatus")).isEqualTo("proven");
        assertThat(JsonPath.<Integer>read(single, "$.optimalLength")).isEqualTo(optimal);
        assertThat(JsonPath.<Integer>read(single, "$.optimalLengthMulti")).isEqualTo(optimalMulti);
    }

    @Test
    void aSolutionPlayedByHandReachesTheGoalAndIsGraded() throws Exception {
        replay(Board.parse("1,2,3/4,5,6/0,7,8"), null, "L2")
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.board[2][2]").value(0))
                .andExpect(jsonPath("$.text").value("1,2,3/4,5,6/7,8,0"))
                .andExpect(jsonPath("$.solved").value(true))
                .andExpect(jsonPath("$.length").value(2))
                .andExpect(jsonPath("$.lengthMulti").value(1))
                .andExpect(jsonPath("$.optimalLength").value(2));
    }

    @Test
    void aGivenGoalIsHonoured() throws Exception {
        replay(Board.parse("1,0/3,2"), Board.parse("0,1/3,2"), "R")
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.solved").value(true))
                .andExpect(jsonPath("$.optimalLength").value(1));
    }

    @Test
    void aStartThatCannotReachTheGoalIsReplayedWithoutAGrade() throws Exception {
        replay(Board.parse("1,2,3/4,5,6/8,7,0"), null, "DR")
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.text").value("1,2,3/4,0,5/8,7,6"))
                .andExpect(jsonPath("$.optimalStatus").value("unreachable"))
                .andExpect(jsonPath("$.optimalLength").isEmpty());
    }

    @Test
    void aBoardBeyondTheGradedSizeIsReplayedWithoutAGrade() throws Exception {
        Board goal = Board.standardGoal(5, 5);
        Board board = Board.of(5, 5, Slides.play(goal, "DDR"));
        replay(board, null, "L U2")
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.solved").value(true))
                .andExpect(jsonPath("$.length").value(3))
                .andExpect(jsonPath("$.optimalStatus").value("too-large"))
                .andExpect(jsonPath("$.optimalLength").isEmpty());
    }

    @Test
    void theGoalItselfIsZeroFromOptimal() throws Exception {
        replay(Board.standardGoal(4, 4), null, "")
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.solved").value(true))
                .andExpect(jsonPath("$.optimalStatus").value("proven"))
                .andExpect(jsonPath("$.optimalLength").value(0))
                .andExpect(jsonPath("$.optimalLengthMulti").value(0));
    }

    @ParameterizedTest(name = "{1} on {0}: slide {2}, blank at row {3}, column {4}")
    @CsvSource(
            delimiter = ';',
            value = {
                "1,2,3/4,5,6/7,8,0; R3; 2; 2; 0",
                "1,2,3/4,5,6/7,8,0; U; 0; 2; 2",
                "1,2,3/4,5,6/7,8,0; L; 0; 2; 2",
                "0,1,2/3,4,5/6,7,8; D; 0; 0; 0",
                "0,1,2/3,4,5/6,7,8; L2 R3; 4; 0; 0",
                "1,2/3,0; D U2; 2; 1; 1"
            })
    void anIllegalMoveIs422NamingItsIndexAndTheBlanksCell(
            String board, String moves, int index, int blankRow, int blankColumn) throws Exception {
        replay(Board.parse(board), null, moves)
                .andExpect(problem(422, "illegal-move", "slide " + index))
                .andExpect(jsonPath("$.index").value(index))
                .andExpect(jsonPath("$.blankRow").value(blankRow))
                .andExpect(jsonPath("$.blankColumn").value(blankColumn));
    }

    @ParameterizedTest(name = "''{0}'': ''{2}'' at {1}")
    @CsvSource(
            delimiter = ';',
            value = {"RRX; 2; X", "R0; 1; 0", "3R; 0; 3", "R-2; 1; -", "L2 D?; 4; ?", "up; 1; p", "R 2; 2; 2"})
    void aMalformedSequenceIs400NamingTheCharacter(String moves, int index, String character) throws Exception {
        replay(Board.parse("1,2,3/4,5,6/7,8,0"), null, moves)
                .andExpect(problem(400, "malformed-moves", "'" + character + "'"))
                .andExpect(jsonPath("$.index").value(index))
                .andExpect(jsonPath("$.character").value(character));
    }

    @Test
    void aSequenceOverTheLimitIs400() throws Exception {
        replay(Board.parse("1,2,3/4,5,6/7,8,0"), null, "R100001")
                .andExpect(problem(400, "too-many-moves"))
                .andExpect(jsonPath("$.limit").value(100_000));
    }

    @Test
    void missingMovesOrBoardAre400() throws Exception {
        for (String body : List.of(
                "{\"board\": [[1,2],[3,0]]}", "{\"moves\": \"R\"}", "{\"board\": [[1,2],[3,3]], \"moves\": \"R\"}")) {
            mockMvc.perform(post("/replay")
                            .contentType(MediaType.APPLICATION_JSON)
                            .content(body))
                    .andExpect(status().isBadRequest());
        }
    }

    private ResultActions replay(Board board, Board goal, String moves) throws Exception {
        String body = "{\"board\": " + Arrays.deepToString(board.toRows())
                + (goal == null ? "" : ", \"goal\": " + Arrays.deepToString(goal.toRows()))
                + ", \"moves\": \"" + moves + "\"}";
        return mockMvc.perform(
                post("/replay").contentType(MediaType.APPLICATION_JSON).content(body));
    }

    /** The multi-tile form written here: each run of a letter as the letter and its length when over one. */
    private static String multiTileHere(String slides) {
        StringBuilder multi = new StringBuilder();
        int i = 0;
        while (i < slides.length()) {
            int j = i;
            while (j < slides.length() && slides.charAt(j) == slides.charAt(i)) {
                j++;
            }
            multi.append(multi.isEmpty() ? "" : " ").append(slides.charAt(i));
            if (j - i > 1) {
                multi.append(j - i);
            }
            i = j;
        }
        return multi.toString();
    }

    private static String text(int[] cells, int columns) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < cells.length; i++) {
            text.append(i == 0 ? "" : i % columns == 0 ? "/" : ",").append(cells[i]);
        }
        return text.toString();
    }
}
