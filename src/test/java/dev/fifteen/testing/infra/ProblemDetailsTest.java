package dev.fifteen.testing.infra;

import org.junit.jupiter.api.Test;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.RequestBuilder;
import org.springframework.test.web.servlet.setup.MockMvcBuilders;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

import java.util.concurrent.CompletableFuture;

import static dev.fifteen.testing.infra.ProblemDetails.expectProblem;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;

/** The runner of the tables of invalid requests, on answers written by hand: what it accepts and what it refuses. */
class ProblemDetailsTest {

    private static final String GOOD = "{\"type\": \"urn:problem-type:too-few-cells\", \"status\": 400,"
            + " \"title\": \"Bad Request\", \"detail\": \"a board needs at least 2 cells\"}";

    private final MockMvc mockMvc =
            MockMvcBuilders.standaloneSetup(new Answers()).build();

    @Test
    void aProblemWithItsTypeTitleAndDetailPasses() {
        assertThatCode(() -> expectProblem(mockMvc, answer(GOOD), 400, "too-few-cells", "at least 2 cells")
                        .andExpect(jsonPath("$.status").value(400)))
                .doesNotThrowAnyException();
    }

    @Test
    void anAsynchronousAnswerIsAwaited() {
        assertThatCode(() -> expectProblem(
                        mockMvc, get("/later").param("body", GOOD), 400, "too-few-cells", "at least 2 cells"))
                .doesNotThrowAnyException();
    }

    @Test
    void anotherStatusOrTypeFails() {
        assertThatThrownBy(() -> expectProblem(mockMvc, answer(GOOD), 422, "too-few-cells", "cells"))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("status");
        assertThatThrownBy(() -> expectProblem(mockMvc, answer(GOOD), 400, "empty-board", "cells"))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("type");
    }

    @Test
    void aDetailWithoutThePartFails() {
        assertThatThrownBy(() -> expectProblem(mockMvc, answer(GOOD), 400, "too-few-cells", "at most"))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("detail");
        assertRefused(GOOD.replace(", \"detail\": \"a board needs at least 2 cells\"", ""), "detail");
    }

    @Test
    void aMissingTitleFails() {
        assertRefused(GOOD.replace(" \"title\": \"Bad Request\",", ""), "title");
    }

    @Test
    void aBodyNamingTheCodeFails() {
        for (String leak : new String[] {"Exception", "dev.fifteen", "java.lang.IllegalStateException"}) {
            assertRefused(GOOD.replace("a board needs", leak + ": a board needs"), leak);
        }
    }

    /** The runner refuses this answer to an otherwise right case, naming {@code what}. */
    private void assertRefused(String body, String what) {
        assertThatThrownBy(() -> expectProblem(mockMvc, answer(body), 400, "too-few-cells", "cells"))
                .as(what)
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining(what);
    }

    private static RequestBuilder answer(String body) {
        return get("/now").param("body", body);
    }

    /** Answers 400 with the Problem Details body it is given, at once or later. */
    @RestController
    static class Answers {

        @GetMapping("/now")
        ResponseEntity<String> now(@RequestParam String body) {
            return ResponseEntity.badRequest()
                    .contentType(MediaType.APPLICATION_PROBLEM_JSON)
                    .body(body);
        }

        @GetMapping("/later")
        CompletableFuture<ResponseEntity<String>> later(@RequestParam String body) {
            return CompletableFuture.supplyAsync(() -> now(body));
        }
    }
}
