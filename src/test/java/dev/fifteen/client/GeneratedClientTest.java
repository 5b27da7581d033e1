package dev.fifteen.client;

import dev.fifteen.client.generated.ApiClient;
import dev.fifteen.client.generated.api.RenderApi;
import dev.fifteen.client.generated.api.ReplayApi;
import dev.fifteen.client.generated.api.ScrambleApi;
import dev.fifteen.client.generated.api.SlidingGameApi;
import dev.fifteen.client.generated.api.SolvabilityApi;
import dev.fifteen.client.generated.api.SolveApi;
import dev.fifteen.client.generated.api.SolveJobsApi;
import dev.fifteen.client.generated.model.HintResponse;
import dev.fifteen.client.generated.model.ProblemDetail;
import dev.fifteen.client.generated.model.ReplayRequest;
import dev.fifteen.client.generated.model.ReplayResponse;
import dev.fifteen.client.generated.model.ScrambleByQuery200Response;
import dev.fifteen.client.generated.model.ScrambleRequest;
import dev.fifteen.client.generated.model.ScrambleResponse;
import dev.fifteen.client.generated.model.SlidingGameCountResponse;
import dev.fifteen.client.generated.model.SlidingGameMovesResponse;
import dev.fifteen.client.generated.model.SolvabilityRequest;
import dev.fifteen.client.generated.model.SolvabilityResponse;
import dev.fifteen.client.generated.model.SolveBatchEntry;
import dev.fifteen.client.generated.model.SolveJobView;
import dev.fifteen.client.generated.model.SolveRequest;
import dev.fifteen.client.generated.model.SolveResponse;
import dev.fifteen.puzzle.Board;
import dev.fifteen.testing.infra.FifteenIntegrationTest;
import dev.fifteen.testing.oracle.PermutationParity;
import dev.fifteen.testing.oracle.Slides;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.core.ParameterizedTypeReference;
import org.springframework.web.client.RestClientResponseException;
import tools.jackson.databind.JsonNode;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.awaitility.Awaitility.await;

/**
 * The Java client that the build generates from {@code openapi.yaml} (Spring's {@code RestClient}, Jackson 3), driven
 * against the service on its loopback port through every operation of the contract. Each answer is checked against
 * the test side's own reckoning: a solution's slides replayed by {@link Slides} reach the goal, solvability agrees
 * with {@link PermutationParity}, a scramble's board is solvable by the same count, and a refusal arrives as the
 * client's {@link RestClientResponseException} carrying the Problem Details of the answer.
 */
@FifteenIntegrationTest
class GeneratedClientTest {

    /** 31 slides from the standard goal, the most a 3 x 3 board needs. */
    private static final String FARTHEST = "8,6,7/2,5,4/3,0,1";

    /** One of the 15-puzzle positions that need 80 moves: the optimal search runs far longer than a test waits. */
    private static final String HARD = "15,11,8,12/14,10,9,13/2,6,5,1/3,7,4,0";

    private static final String BLANK_FIRST = "0,1,2,3/4,5,6,7/8,9,10,11/12,13,14,15";

    @LocalServerPort
    private int port;

    private ApiClient client;

    @BeforeEach
    void connect() {
        client = new ApiClient().setBasePath("http://127.0.0.1:" + port);
    }

    @Test
    void solveAnswersSlidesThatReachTheGoal() {
        SolveApi solve = new SolveApi(client);
        SolveResponse answer = solve.solve(
                new SolveRequest()
                        .board(rows(FARTHEST))
                        .strategy(SolveRequest.StrategyEnum.OPTIMAL)
                        .includeTiles(true),
                null,
                null);
        assertThat(answer.getOptimal()).isTrue();
        assertThat(answer.getBoundRatio())
                .as("a shortest answer is its own bound")
                .isEqualTo(1.0);
        assertThat(answer.getLength()).isEqualTo(31).isEqualTo(answer.getMoves().length());
        assertThat(answer.getTiles()).hasSize(31);
        assertReaches(FARTHEST, answer.getMoves(), Board.standardGoal(3, 3));

        SolveResponse byText = solve.solveText(FARTHEST, null, "optimal", null, null, true, null, null, null);
        assertThat(byText.getLength()).isEqualTo(31);
        assertThat(byText.getBoards()).hasSize(32).last().isEqualTo("1,2,3/4,5,6/7,8,0");
        assertReaches(FARTHEST, byText.getMoves(), Board.standardGoal(3, 3));
    }

    @Test
    void aHintIsTheFirstSlideOfAShortestSolution() {
        HintResponse hint = new SolveApi(client).hint("1,2,3/4,5,6/7,0,8", null, null, null, null);
        assertThat(hint.getDistance()).isEqualTo(1);
        assertThat(hint.getTile()).isEqualTo(8);
        assertThat(hint.getDirection()).isEqualTo(HintResponse.DirectionEnum.L);
    }

    @Test
    void aBatchAnswersEveryBoardInEitherFormOneLineEach() {
        List<SolveBatchEntry> entries = List.of(
                new SolveBatchEntry().board(FARTHEST).id("text"),
                new SolveBatchEntry().board(rows("1,2,3/4,5,6/7,0,8")).id(2));
        String ndjson = new SolveApi(client).solveBatch(entries, "optimal", null, null, null, null);
        List<JsonNode> lines = ndjson.lines()
                .filter(line -> !line.isBlank())
                .map(line -> client.getJsonMapper().readTree(line))
                .toList();
        assertThat(lines).hasSize(3);
        assertThat(lines.get(2).at("/summary/solved").asInt()).isEqualTo(2);
        JsonNode farthest = answerTo(lines, 0);
        assertThat(farthest.path("id").asString()).isEqualTo("text");
        assertThat(farthest.path("length").asInt()).isEqualTo(31);
        assertReaches(FARTHEST, farthest.path("moves").asString(), Board.standardGoal(3, 3));
        JsonNode near = answerTo(lines, 1);
        assertThat(near.path("id").asInt()).isEqualTo(2);
        assertThat(near.path("moves").asString()).isEqualTo("L");
    }

    private static JsonNode answerTo(List<JsonNode> lines, int index) {
        return lines.stream()
                .filter(line -> line.path("index").asInt(-1) == index)
                .findFirst()
                .orElseThrow(() -> new AssertionError("no answer line for entry " + index + " in " + lines));
    }

    @ParameterizedTest(name = "{0} against the parity count")
    @ValueSource(
            strings = {"1,2,3/4,5,6/8,7,0", "1,2,3/4,5,6/7,0,8", "2,1/3,0", "1,2,3,4/5,6,7,8/9,10,11,12/13,15,14,0"})
    void solvabilityAgreesWithThePermutationParity(String text) {
        Board board = Board.parse(text);
        boolean expected = PermutationParity.solvable(board, Board.standardGoal(board.rows(), board.columns()));
        SolvabilityApi solvability = new SolvabilityApi(client);
        SolvabilityResponse byText = solvability.checkSolvabilityOfText(text, null, null, null);
        SolvabilityResponse byBody =
                solvability.checkSolvability(new SolvabilityRequest().board(rows(text)), null, null);
        assertThat(byText.getSolvable()).isEqualTo(expected);
        assertThat(byBody.getSolvable()).isEqualTo(expected);
        assertThat(byText.getExplanation()).isNotBlank();
    }

    @Test
    void theClientChoosesTheLanguageAndPinsTheVersion() {
        SolvabilityApi solvability = new SolvabilityApi(client);
        SolvabilityResponse traditional = solvability.checkSolvabilityOfText("1,2,3/4,5,6/8,7,0", null, "zh-TW", "1");
        assertThat(traditional.getSolvable()).isFalse();
        assertThat(traditional.getExplanation()).contains("逆序數").doesNotContain("inversion");
        SolvabilityResponse simplified = solvability.checkSolvabilityOfText("1,2,3/4,5,6/8,7,0", null, "zh-CN", "1");
        assertThat(simplified.getExplanation()).contains("逆序数");

        RestClientResponseException later = catchThrowableOfType(
                RestClientResponseException.class,
                () -> solvability.checkSolvabilityOfText("1,2,3/4,5,6/8,7,0", null, null, "2"));
        assertThat(later.getStatusCode().value()).isEqualTo(400);
        assertThat(later.getResponseBodyAs(ProblemDetail.class).getType())
                .hasToString("urn:problem-type:unsupported-api-version");
    }

    @Test
    void aRefusalIsTheClientsExceptionWithTheProblemDetails() {
        RestClientResponseException refused = catchThrowableOfType(
                RestClientResponseException.class,
                () -> new SolvabilityApi(client).checkSolvabilityOfText("1,1,3/4,5,6/7,8,0", null, null, null));
        assertThat(refused.getStatusCode().value()).isEqualTo(400);
        ProblemDetail problem = refused.getResponseBodyAs(ProblemDetail.class);
        assertThat(problem.getStatus()).isEqualTo(400);
        assertThat(problem.getType()).hasToString("urn:problem-type:duplicate-tile");

        RestClientResponseException unknown = catchThrowableOfType(
                RestClientResponseException.class,
                () -> new SolveJobsApi(client).getSolveJob("no-such-job", null, null));
        assertThat(unknown.getStatusCode().value()).isEqualTo(404);
        assertThat(unknown.getResponseBodyAs(ProblemDetail.class).getType())
                .hasToString("urn:problem-type:job-not-found");
    }

    @Test
    void scramblesAreSolvableAndReproducibleOneOrMany() {
        ScrambleApi scramble = new ScrambleApi(client);
        ScrambleResponse posted = scramble.scramble(
                new ScrambleRequest()
                        .rows(3)
                        .cols(3)
                        .method(ScrambleRequest.MethodEnum.UNIFORM)
                        .seed(42L),
                null,
                null);
        Board board = Board.of(toArray(posted.getBoard()));
        assertThat(PermutationParity.solvable(board, Board.standardGoal(3, 3))).isTrue();
        assertThat(posted.getSolvability().getSolvable()).isTrue();

        ScrambleByQuery200Response one =
                scramble.scrambleByQuery(3, 3, "uniform", null, null, 42L, null, null, null, null, null);
        assertThat(one.getBoard()).isEqualTo(posted.getBoard());
        assertThat(one.getSeed()).isEqualTo(42L);

        // With count the answer is an array: the contract's one-of, which the generated method's single return type
        // cannot carry, is read through the generated response spec as a list of the one-answer model
        List<ScrambleResponse> many = scramble.scrambleByQueryWithResponseSpec(
                        3, 3, "uniform", null, null, 42L, null, null, 3, null, null)
                .body(new ParameterizedTypeReference<List<ScrambleResponse>>() {});
        assertThat(many).extracting(ScrambleResponse::getSeed).containsExactly(42L, 43L, 44L);
        assertThat(many.get(0).getBoard()).isEqualTo(posted.getBoard());
        assertThat(many)
                .allSatisfy(each -> assertThat(PermutationParity.solvable(
                                Board.of(toArray(each.getBoard())), Board.standardGoal(3, 3)))
                        .isTrue());
    }

    @Test
    void theSlidingGameCountsGridsAndSlides() {
        SlidingGameApi game = new SlidingGameApi(client);
        SlidingGameCountResponse count = game.countPrimeSquareGrids(1000L, null, null);
        assertThat(count.getGrids()).isEqualTo(4_112_102);
        assertThat(count.getGridsText()).isEqualTo("4112102");

        SlidingGameMovesResponse moves = game.leastSlides(5L, 4L, true, null, null);
        assertThat(moves.getCanFinish()).isTrue();
        assertThat(moves.getLeastSlides()).isEqualTo(25L);
        assertThat(moves.getSlides()).isNotNull();
        assertThat(moves.getSlides().replace(" ", "")).isNotEmpty();
    }

    @Test
    void aReplayReportsWhereTheSlidesLead() {
        ReplayResponse replay = new ReplayApi(client)
                .replay(new ReplayRequest().board(rows("1,2,3/4,5,6/7,0,8")).moves("L"), null, null);
        assertThat(replay.getSolved()).isTrue();
        assertThat(replay.getLength()).isEqualTo(1);
        assertThat(replay.getBoard()).isEqualTo(rows("1,2,3/4,5,6/7,8,0"));
        assertThat(replay.getOptimalLength()).as("the start's own distance").isEqualTo(1);
    }

    @Test
    void aRenderIsThePicture() {
        byte[] picture =
                new RenderApi(client).render("1,2,3/4,5,6/7,8,0", null, null, null, null, "svg", null, null, null);
        String svg = new String(picture, StandardCharsets.UTF_8);
        assertThat(svg).contains("<svg").contains(">8<");
    }

    @Test
    void aJobIsPolledToItsAnswerAndAnotherCancelled() {
        SolveJobsApi jobs = new SolveJobsApi(client);
        SolveJobView created = jobs.createSolveJob(
                new SolveRequest()
                        .board(rows(FARTHEST))
                        .strategy(SolveRequest.StrategyEnum.OPTIMAL)
                        .timeoutMs(60_000L),
                null,
                null);
        await("job " + created.getId() + " done")
                .atMost(Duration.ofSeconds(60))
                .until(() -> jobs.getSolveJob(created.getId(), null, null).getState() == SolveJobView.StateEnum.DONE);
        SolveResponse answer = jobs.getSolveJob(created.getId(), null, null).getAnswer();
        assertThat(answer.getLength()).isEqualTo(31);
        assertReaches(FARTHEST, answer.getMoves(), Board.standardGoal(3, 3));

        SolveJobView hard = jobs.createSolveJob(
                new SolveRequest()
                        .board(rows(HARD))
                        .goal(rows(BLANK_FIRST))
                        .strategy(SolveRequest.StrategyEnum.OPTIMAL)
                        .timeoutMs(600_000L),
                null,
                null);
        SolveJobView cancelled = jobs.cancelSolveJob(hard.getId(), null, null);
        assertThat(cancelled.getState()).isEqualTo(SolveJobView.StateEnum.CANCELLED);
        assertThat(cancelled.getProblem()).containsEntry("type", "urn:problem-type:job-cancelled");
        assertThat(jobs.getSolveJob(hard.getId(), null, null).getState()).isEqualTo(SolveJobView.StateEnum.CANCELLED);
    }

    private static void assertReaches(String start, String moves, Board goal) {
        Board board = Board.parse(start);
        int[] end = Slides.play(board, moves);
        assertThat(end).as("%s after %s", start, moves).isEqualTo(goal.cells());
    }

    private static List<List<Integer>> rows(String text) {
        return Arrays.stream(text.split("/"))
                .map(row -> Arrays.stream(row.split(",")).map(Integer::valueOf).toList())
                .toList();
    }

    private static int[][] toArray(List<List<Integer>> rows) {
        return rows.stream()
                .map(row -> row.stream().mapToInt(Integer::intValue).toArray())
                .toArray(int[][]::new);
    }
}
