package dev.fifteen.web.solve;

import com.jayway.jsonpath.JsonPath;
import dev.fifteen.puzzle.Board;
import dev.fifteen.testing.infra.FifteenIntegrationTest;
import dev.fifteen.testing.oracle.RandomBoards;
import dev.fifteen.testing.oracle.Slides;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.test.web.servlet.MockMvc;

import java.util.SplittableRandom;

import static dev.fifteen.testing.infra.AsyncAnswer.answer;
import static dev.fifteen.testing.infra.ProblemDetails.problem;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.greaterThan;
import static org.hamcrest.Matchers.greaterThanOrEqualTo;
import static org.hamcrest.Matchers.lessThanOrEqualTo;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

/** The fast strategy over HTTP: the planner's choice, compact answers, the size limits. */
@FifteenIntegrationTest
class FastSolveApiTest {

    @Autowired
    private MockMvc mockMvc;

    @Test
    void autoIsOptimalForAFourByFourBoardWithinItsDeadline() throws Exception {
        // Korf's instance 79, optimum 42
        answer(
                        mockMvc,
                        get("/solve")
                                .param("board", "0,1,9,7/11,13,5,3/14,12,4,2/8,6,10,15")
                                .param("goal", "0,1,2,3/4,5,6,7/8,9,10,11/12,13,14,15")
                                .param("timeoutMs", "30000"))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.strategy").value("optimal"))
                .andExpect(jsonPath("$.optimal").value(true))
                .andExpect(jsonPath("$.length").value(42));
    }

    @Test
    void autoIsFastForATenByTenBoardAndTheAnswerReplays() throws Exception {
        Board goal = Board.standardGoal(10, 10);
        Board board = RandomBoards.solvableToward(goal, new SplittableRandom(10));
        String body = answer(mockMvc, get("/solve").param("board", board.toText()))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.strategy").value("fast"))
                .andExpect(jsonPath("$.optimal").value(false))
                .andReturn()
                .getResponse()
                .getContentAsString();
        String moves = JsonPath.read(body, "$.moves");
        int lowerBound = JsonPath.read(body, "$.lowerBound");
        // Manhattan distance plus linear conflicts: each conflict adds two slides to the Manhattan distance
        int manhattan = Slides.manhattan(board, goal);
        assertThat(lowerBound).isBetween(manhattan, moves.length());
        assertThat((lowerBound - manhattan) % 2).isZero();
        assertThat(Slides.play(board, moves)).containsExactly(goal.cells());
    }

    @Test
    void aLongSolutionIsCompactUnlessTheTilesAreAskedFor() throws Exception {
        Board goal = Board.standardGoal(20, 20);
        Board board = RandomBoards.solvableToward(goal, new SplittableRandom(2020));
        String body = answer(
                        mockMvc, get("/solve").param("board", board.toText()).param("strategy", "fast"))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.length").value(greaterThan(10000)))
                .andExpect(jsonPath("$.tiles").doesNotExist())
                .andReturn()
                .getResponse()
                .getContentAsString();
        String moves = JsonPath.read(body, "$.moves");
        assertThat(Slides.play(board, moves)).containsExactly(goal.cells());
        // the fast solver is anytime: a second request may find another answer, so its tiles match its own moves
        String withTiles = answer(
                        mockMvc,
                        get("/solve")
                                .param("board", board.toText())
                                .param("strategy", "fast")
                                .param("includeTiles", "true"))
                .andExpect(status().isOk())
                .andReturn()
                .getResponse()
                .getContentAsString();
        String secondMoves = JsonPath.read(withTiles, "$.moves");
        assertThat(Slides.play(board, secondMoves)).containsExactly(goal.cells());
        assertThat((int) JsonPath.read(withTiles, "$.tiles.length()")).isEqualTo(secondMoves.length());
    }

    @Test
    void aRectangleTowardAnotherGoalListsItsTilesOnRequest() throws Exception {
        SplittableRandom random = new SplittableRandom(510);
        Board goal = RandomBoards.any(5, 10, random);
        Board board = RandomBoards.solvableToward(goal, random);
        String body = answer(
                        mockMvc,
                        get("/solve")
                                .param("board", board.toText())
                                .param("goal", goal.toText())
                                .param("strategy", "fast")
                                .param("includeTiles", "true"))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.strategy").value("fast"))
                .andExpect(jsonPath("$.optimal").value(false))
                .andReturn()
                .getResponse()
                .getContentAsString();
        String moves = JsonPath.read(body, "$.moves");
        java.util.List<Integer> tiles = JsonPath.read(body, "$.tiles");
        assertThat(tiles).hasSize(moves.length());
        Board replayed = board;
        for (int tile : tiles) {
            replayed = replayed.slideTile(tile);
        }
        assertThat(replayed).isEqualTo(goal);
    }

    @Test
    void aFiveByFiveBoardGetsAValidAnswerWithItsTiles() throws Exception {
        // Korf's 24-puzzle instance 2 (optimum 82) toward the goal with the blank first
        Board board = Board.parse("2,17,4,13,7/12,10,3,0,16/21,24,8,5,18/20,15,19,14,9/22,11,6,1,23");
        Board goal = Board.parse("0,1,2,3,4/5,6,7,8,9/10,11,12,13,14/15,16,17,18,19/20,21,22,23,24");
        String body = answer(
                        mockMvc,
                        get("/solve")
                                .param("board", board.toText())
                                .param("goal", goal.toText())
                                .param("strategy", "fast")
                                .param("timeoutMs", "1000"))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.optimal").value(false))
                .andExpect(jsonPath("$.lowerBound").value(lessThanOrEqualTo(82)))
                .andExpect(jsonPath("$.length").value(greaterThanOrEqualTo(82)))
                .andReturn()
                .getResponse()
                .getContentAsString();
        String moves = JsonPath.read(body, "$.moves");
        java.util.List<Integer> tiles = JsonPath.read(body, "$.tiles");
        assertThat(tiles).hasSize(moves.length());
        assertThat(Slides.play(board, moves)).containsExactly(goal.cells());
    }

    @Test
    void aBoardOverTheFastLimitIsRefusedNamingTheLimit() throws Exception {
        Board board = Board.standardGoal(101, 100).swapTiles(1, 2).swapTiles(3, 4);
        answer(mockMvc, get("/solve").param("board", board.toText()).param("strategy", "fast"))
                .andExpect(problem(400, "board-too-large-to-solve"))
                .andExpect(jsonPath("$.limitProperty").value("fifteen.solve.fast-max-cells"))
                .andExpect(jsonPath("$.limit").value(10000))
                .andExpect(jsonPath("$.actual").value(10100));
    }

    @Test
    void aNarrowBoardOverTheLongestSideIsRefused() throws Exception {
        Board board = Board.standardGoal(2, 201).swapTiles(1, 2).swapTiles(3, 4);
        answer(mockMvc, get("/solve").param("board", board.toText()))
                .andExpect(problem(400, "board-too-large-to-solve"))
                .andExpect(jsonPath("$.limitProperty").value("fifteen.solve.fast-max-side"))
                .andExpect(jsonPath("$.actual").value(201));
    }

    @Test
    void theBoardsAlongALongSolutionAreRefused() throws Exception {
        Board goal = Board.standardGoal(20, 20);
        Board board = RandomBoards.solvableToward(goal, new SplittableRandom(20));
        answer(mockMvc, get("/solve").param("board", board.toText()).param("includeBoards", "true"))
                .andExpect(problem(400, "boards-too-many"))
                .andExpect(jsonPath("$.limitProperty").value("fifteen.solve.boards-max-cells"));
    }
}
