package dev.fifteen.web.solve.jobs;

import dev.fifteen.puzzle.Board;
import dev.fifteen.scramble.UniformScramble;
import dev.fifteen.search.planning.SolvePool;
import dev.fifteen.testing.infra.FifteenIntegrationTest;
import dev.fifteen.testing.infra.NdjsonLines;
import dev.fifteen.testing.oracle.BreadthFirstDistances;
import dev.fifteen.testing.oracle.Slides;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.http.MediaType;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.MvcResult;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.stream.Collectors;

import static dev.fifteen.testing.infra.ProblemDetails.problem;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.delete;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.header;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.request;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

/**
 * {@code /solve/jobs} in the shared context, whose test configuration gives jobs one runner and a queue of one: a job
 * answers as {@code /solve} does (checked against breadth-first search and a replay), a long one shows its
 * progress, streams its events and stops when cancelled, the bounds refuse a third job with 503, and unknown ids
 * are 404.
 */
@FifteenIntegrationTest
class SolveJobsApiTest {

    /** One of the 15-puzzle positions that need 80 moves: the 6-6-3 tables search it far longer than a test waits. */
    static final String HARD = "15,11,8,12/14,10,9,13/2,6,5,1/3,7,4,0";

    static final String BLANK_FIRST = "0,1,2,3/4,5,6,7/8,9,10,11/12,13,14,15";

    /** Korf's instance 22, optimum 59 toward the blank-first goal (the published figure). */
    private static final String KORF_22 = "14,3,9,1/15,8,4,5/11,7,10,13/0,2,12,6";

    private static final JsonMapper MAPPER = JsonMapper.builder().build();

    @Autowired
    private MockMvc mvc;

    @Autowired
    private SolveJobs jobs;

    @Autowired
    private SolvePool pool;

    private final List<String> created = new ArrayList<>();

    @AfterEach
    void cancelWhatIsLeft() throws Exception {
        for (String id : created) {
            mvc.perform(delete("/solve/jobs/" + id));
        }
        await("no job at work").atMost(Duration.ofSeconds(30)).until(() -> jobs.running() == 0 && jobs.queued() == 0);
    }

    @Test
    void aJobAnswersAsSolveDoes() throws Exception {
        String board = "8,6,7/2,5,4/3,0,1";
        MvcResult accepted = mvc.perform(post("/solve/jobs")
                        .contentType(MediaType.APPLICATION_JSON)
                        .content(body(board, null, "optimal", 60_000L)))
                .andExpect(status().isAccepted())
                .andReturn();
        JsonNode job = MAPPER.readTree(accepted.getResponse().getContentAsString());
        String id = job.get("id").asString();
        created.add(id);
        assertThat(accepted.getResponse().getHeader("Location")).isEqualTo("/solve/jobs/" + id);
        assertThat(job.get("state").asString()).isIn("queued", "running", "done");
        assertThat(job.get("board").asString()).isEqualTo(board);
        assertThat(job.get("timeoutMs").asLong()).isEqualTo(60_000L);

        JsonNode done = awaitState(id, "done");
        JsonNode answer = done.get("answer");
        Board start = Board.parse(board);
        Board goal = Board.parse("1,2,3/4,5,6/7,8,0");
        assertThat(answer.get("length").asInt())
                .isEqualTo(BreadthFirstDistances.to(goal).distance(start))
                .isEqualTo(31);
        assertThat(answer.get("optimal").asBoolean()).isTrue();
        assertThat(Slides.play(start, answer.get("moves").asString())).containsExactly(goal.cells());
        assertThat(done.get("finishedAt")).isNotNull();
        assertThat(done.has("problem")).isFalse();
    }

    @Test
    void anOptimalJobOnABoardWithoutTablesEndsWithTheFastAnswerAndANote() throws Exception {
        Board goal = Board.standardGoal(3, 7);
        String board = UniformScramble.draw(goal, 73).board().toText();
        String id = create(body(board, null, "optimal", 1_000L));
        JsonNode answer = awaitState(id, "done").get("answer");
        assertThat(answer.get("optimal").asBoolean()).isFalse();
        assertThat(answer.get("heuristic").asString()).contains("only strategy=fast serves such boards in full");
        assertThat(answer.get("lowerBound").asInt())
                .isPositive()
                .isLessThanOrEqualTo(answer.get("length").asInt());
        assertThat(Slides.play(Board.parse(board), answer.get("moves").asString()))
                .containsExactly(goal.cells());
    }

    @Test
    void idsAreRandom128BitUrlSafeStrings() throws Exception {
        List<String> ids = new ArrayList<>();
        for (String board : List.of("1,2,3/4,5,6/7,0,8", "1,2,3/4,5,6/0,7,8")) {
            ids.add(create(body(board, null, null, null)));
            awaitState(ids.get(ids.size() - 1), "done");
        }
        assertThat(ids).doesNotHaveDuplicates();
        for (String id : ids) {
            assertThat(id).matches("[A-Za-z0-9_-]{22}");
            assertThat(Base64.getUrlDecoder().decode(id)).hasSize(16);
        }
    }

    @Test
    void aLongJobShowsItsProgressAndStopsPromptlyWhenCancelled() throws Exception {
        String id = create(body(HARD, BLANK_FIRST, "optimal", 600_000L));
        await("nodes expanded").atMost(Duration.ofSeconds(60)).until(() -> {
            JsonNode job = job(id);
            return job.get("state").asString().equals("running")
                    && job.at("/progress/nodesExpanded").asLong() > 0
                    && job.at("/progress/lowerBound").isNumber();
        });
        JsonNode running = job(id);
        assertThat(running.get("startedAt")).isNotNull();
        assertThat(running.at("/progress/lowerBound").asInt())
                .isBetween(Slides.manhattan(Board.parse(HARD), Board.parse(BLANK_FIRST)), 80);

        MvcResult cancelled = mvc.perform(delete("/solve/jobs/" + id))
                .andExpect(status().isOk())
                .andReturn();
        JsonNode answer = MAPPER.readTree(cancelled.getResponse().getContentAsString());
        assertThat(answer.get("state").asString()).isEqualTo("cancelled");
        assertThat(answer.at("/problem/type").asString()).isEqualTo("urn:problem-type:job-cancelled");
        assertThat(answer.has("answer")).isFalse();
        assertThat(job(id).get("state").asString()).isEqualTo("cancelled");
        await("the search's slot back").atMost(Duration.ofSeconds(5)).until(() -> pool.busy() == 0);

        mvc.perform(delete("/solve/jobs/" + id))
                .andExpect(status().isOk())
                .andExpect(result -> assertThat(
                                MAPPER.readTree(result.getResponse().getContentAsString())
                                        .get("state")
                                        .asString())
                        .isEqualTo("cancelled"));
    }

    @Test
    void anAutoJobShowsTheFastAnswerAsItsBestWhileTheOptimalSearchRuns() throws Exception {
        String id = create(body(HARD, BLANK_FIRST, "auto", 600_000L));
        await("a best solution").atMost(Duration.ofSeconds(60)).until(() -> job(id).has("best"));
        JsonNode job = job(id);
        assertThat(job.get("state").asString()).isEqualTo("running");
        JsonNode best = job.get("best");
        assertThat(best.get("optimal").asBoolean()).isFalse();
        assertThat(best.get("length").asInt()).isGreaterThanOrEqualTo(80);
        assertThat(Slides.play(Board.parse(HARD), best.get("moves").asString()))
                .containsExactly(Board.parse(BLANK_FIRST).cells());
        mvc.perform(delete("/solve/jobs/" + id)).andExpect(status().isOk());
    }

    @Test
    void pastOneRunningAndOneQueuedJobA503WithRetryAfter() throws Exception {
        String first = create(body(HARD, BLANK_FIRST, "optimal", 600_000L));
        awaitState(first, "running");
        String second = create(body(HARD, BLANK_FIRST, "optimal", 500_000L));
        assertThat(job(second).get("state").asString()).isEqualTo("queued");

        mvc.perform(post("/solve/jobs")
                        .contentType(MediaType.APPLICATION_JSON)
                        .content(body(HARD, BLANK_FIRST, "optimal", 400_000L)))
                .andExpect(problem(503, "jobs-busy"))
                .andExpect(header().string("Retry-After", "30"));

        mvc.perform(delete("/solve/jobs/" + second)).andExpect(status().isOk());
        assertThat(job(second).get("state").asString()).isEqualTo("cancelled");
        assertThat(job(second).has("startedAt")).isFalse();
        mvc.perform(delete("/solve/jobs/" + first)).andExpect(status().isOk());
        await("the runner free").atMost(Duration.ofSeconds(10)).until(() -> jobs.running() == 0);

        String third = create(body("1,2,3/4,5,6/7,0,8", null, null, null));
        assertThat(awaitState(third, "done").at("/answer/length").asInt()).isEqualTo(1);
    }

    @Test
    void theEventStreamShowsRisingBoundsAndEndsWithTheAnswer() throws Exception {
        String id = create(body(KORF_22, BLANK_FIRST, "optimal", 120_000L));
        MvcResult stream = mvc.perform(get("/solve/jobs/" + id).accept(MediaType.TEXT_EVENT_STREAM))
                .andExpect(request().asyncStarted())
                .andReturn();
        await("the answer event")
                .atMost(Duration.ofSeconds(120))
                .until(() -> stream.getResponse().getContentAsString().contains("event:answer"));
        List<String[]> events = events(stream.getResponse().getContentAsString());
        List<Integer> bounds = new ArrayList<>();
        for (String[] event : events.subList(0, events.size() - 1)) {
            assertThat(event[0]).isIn("bound", "progress", "solution");
            if (event[0].equals("bound")) {
                bounds.add(MAPPER.readTree(event[1]).get("lowerBound").asInt());
            }
        }
        assertThat(bounds).isSorted().doesNotHaveDuplicates().allMatch(bound -> bound <= 59);
        String[] last = events.get(events.size() - 1);
        assertThat(last[0]).isEqualTo("answer");
        JsonNode answer = MAPPER.readTree(last[1]);
        assertThat(answer.get("length").asInt()).isEqualTo(59);
        assertThat(NdjsonLines.replay(
                        NdjsonLines.cells(KORF_22), 4, answer.get("moves").asString()))
                .containsExactly(NdjsonLines.cells(BLANK_FIRST));
    }

    @Test
    void theEventStreamOfACancelledJobEndsWithItsProblem() throws Exception {
        String id = create(body(HARD, BLANK_FIRST, "optimal", 600_000L));
        MvcResult stream = mvc.perform(get("/solve/jobs/" + id).accept(MediaType.TEXT_EVENT_STREAM))
                .andExpect(request().asyncStarted())
                .andReturn();
        await("progress with nodes")
                .atMost(Duration.ofSeconds(60))
                .until(() -> events(stream.getResponse().getContentAsString()).stream()
                        .anyMatch(event -> event[0].equals("progress")
                                && MAPPER.readTree(event[1])
                                                .get("nodesExpanded")
                                                .asLong()
                                        > 0));
        mvc.perform(delete("/solve/jobs/" + id)).andExpect(status().isOk());
        await("the problem event")
                .atMost(Duration.ofSeconds(10))
                .until(() -> stream.getResponse().getContentAsString().contains("event:problem"));
        List<String[]> events = events(stream.getResponse().getContentAsString());
        String[] last = events.get(events.size() - 1);
        assertThat(last[0]).isEqualTo("problem");
        assertThat(MAPPER.readTree(last[1]).get("type").asString()).isEqualTo("urn:problem-type:job-cancelled");
        assertThat(events).filteredOn(event -> event[0].equals("bound")).isNotEmpty();
    }

    @Test
    void unknownIdsAre404ProblemDetails() throws Exception {
        mvc.perform(get("/solve/jobs/AAAAAAAAAAAAAAAAAAAAAA")).andExpect(problem(404, "job-not-found"));
        mvc.perform(get("/solve/jobs/not-a-job")).andExpect(problem(404, "job-not-found"));
        mvc.perform(delete("/solve/jobs/AAAAAAAAAAAAAAAAAAAAAA")).andExpect(problem(404, "job-not-found"));
        mvc.perform(get("/solve/jobs/AAAAAAAAAAAAAAAAAAAAAA").accept(MediaType.TEXT_EVENT_STREAM))
                .andExpect(status().isNotFound());
    }

    @Test
    void aJobIsRefusedBeforeAnyWorkWhenItIsOverItsLimits() throws Exception {
        mvc.perform(post("/solve/jobs")
                        .contentType(MediaType.APPLICATION_JSON)
                        .content(body("1,2,3/4,5,6/7,0,8", null, null, 3_600_001L)))
                .andExpect(problem(400, "timeout-too-long"));
        mvc.perform(post("/solve/jobs")
                        .contentType(MediaType.APPLICATION_JSON)
                        .content(body(
                                "1,2,3,4,5,6/7,8,9,10,11,12/13,14,15,16,17,18/19,20,21,22,23,24/25,26,27,28,29,0",
                                null,
                                null,
                                null)))
                .andExpect(problem(400, "board-too-large-for-job"));
        mvc.perform(post("/solve/jobs")
                        .contentType(MediaType.APPLICATION_JSON)
                        .content(body("1,2,3/4,5,6/8,7,0", null, null, null)))
                .andExpect(problem(422, "not-solvable"));
        assertThat(jobs.running() + jobs.queued()).isZero();
    }

    private String create(String body) throws Exception {
        MvcResult accepted = mvc.perform(post("/solve/jobs")
                        .contentType(MediaType.APPLICATION_JSON)
                        .content(body))
                .andExpect(status().isAccepted())
                .andReturn();
        String id = MAPPER.readTree(accepted.getResponse().getContentAsString())
                .get("id")
                .asString();
        created.add(id);
        return id;
    }

    private JsonNode job(String id) throws Exception {
        MvcResult result =
                mvc.perform(get("/solve/jobs/" + id)).andExpect(status().isOk()).andReturn();
        return MAPPER.readTree(result.getResponse().getContentAsString());
    }

    private JsonNode awaitState(String id, String state) {
        await("job " + id + " " + state)
                .atMost(Duration.ofSeconds(60))
                .until(() -> job(id).get("state").asString().equals(state));
        try {
            return job(id);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /** A job's body: the board and goal as arrays of rows, the strategy and time limit when given. */
    static String body(String board, String goal, String strategy, Long timeoutMs) {
        StringBuilder json = new StringBuilder("{\"board\":" + rows(board));
        if (goal != null) {
            json.append(",\"goal\":").append(rows(goal));
        }
        if (strategy != null) {
            json.append(",\"strategy\":\"").append(strategy).append('"');
        }
        if (timeoutMs != null) {
            json.append(",\"timeoutMs\":").append(timeoutMs);
        }
        return json.append('}').toString();
    }

    private static String rows(String text) {
        return Arrays.stream(text.split("/")).map(row -> "[" + row + "]").collect(Collectors.joining(",", "[", "]"));
    }

    /** The events of a stream so far, as (name, data) pairs; comments left out. */
    static List<String[]> events(String stream) {
        List<String[]> events = new ArrayList<>();
        for (String block : stream.split("\n\n")) {
            String name = null;
            StringBuilder data = new StringBuilder();
            for (String line : block.split("\n")) {
                if (line.startsWith("event:")) {
                    name = line.substring("event:".length());
                } else if (line.startsWith("data:")) {
                    data.append(line.substring("data:".length()));
                }
            }
            if (name != null && stream.contains(block + "\n\n")) {
                events.add(new String[] {name, data.toString()});
            }
        }
        return events;
    }
}
