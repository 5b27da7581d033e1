package dev.fifteen.web;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import com.jayway.jsonpath.JsonPath;
import dev.fifteen.testing.infra.FifteenIntegrationTest;
import dev.fifteen.web.edge.RequestIdFilter;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.http.MediaType;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.MvcResult;
import org.springframework.test.web.servlet.setup.MockMvcBuilders;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

import java.util.List;

import static dev.fifteen.testing.infra.ProblemDetails.problem;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.delete;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.header;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;

/**
 * The framework's and the last-resort error answers: a wrong method (405), a body of another media type (415),
 * an answer in a type nobody produces (406), a path that does not exist (404), and a handler that fails (500)
 * are all Problem Details with a stable type, never a stack trace or a class name. The failing handler's answer
 * carries the request's id, and its one ERROR log line names the same id, so that a client's report finds it.
 */
@FifteenIntegrationTest
class ErrorAnswersTest {

    @Autowired
    private MockMvc mockMvc;

    @Test
    void aWrongMethodIs405WithTheAllowedOnes() throws Exception {
        mockMvc.perform(delete("/solve").param("board", "1,2/3,0"))
                .andExpect(problem(405, "method-not-allowed"))
                .andExpect(header().string("Allow", containsString("GET")));
    }

    @Test
    void aBodyOfAnotherMediaTypeIs415() throws Exception {
        mockMvc.perform(post("/solvability").contentType(MediaType.TEXT_PLAIN).content("1,2/3,0"))
                .andExpect(problem(415, "unsupported-media-type"))
                .andExpect(jsonPath("$.detail").value(containsString("text/plain")));
    }

    @Test
    void anAnswerInATypeNobodyProducesIs406() throws Exception {
        mockMvc.perform(get("/solvability").param("board", "1,2/3,0").accept(MediaType.APPLICATION_PDF))
                .andExpect(problem(406, "not-acceptable"));
    }

    @Test
    void aPathThatDoesNotExistIs404() throws Exception {
        mockMvc.perform(get("/no-such-endpoint")).andExpect(problem(404, "not-found"));
    }

    @Test
    void aFailingHandlerIs500WithoutItsMessageOrClassAndIsLoggedOnceWithItsRequestId() throws Exception {
        Logger adviceLog = (Logger) LoggerFactory.getLogger(ProblemDetailsAdvice.class);
        ListAppender<ILoggingEvent> logged = new ListAppender<>();
        logged.start();
        adviceLog.addAppender(logged);
        try {
            MockMvc failing = MockMvcBuilders.standaloneSetup(new FailingController())
                    .setControllerAdvice(new ProblemDetailsAdvice(), new AnswerBodyAdvice())
                    .addFilters(new RequestIdFilter())
                    .build();
            MvcResult result = failing.perform(get("/fail"))
                    .andExpect(problem(500, "internal-error"))
                    .andExpect(jsonPath("$.title").value("Internal error"))
                    .andExpect(content().string(not(containsString("secret"))))
                    .andExpect(content().string(not(containsString("IllegalStateException"))))
                    .andReturn();

            String id = result.getResponse().getHeader(RequestIdFilter.HEADER);
            assertThat(id).as("X-Request-Id").isNotBlank();
            assertThat(JsonPath.<String>read(result.getResponse().getContentAsString(), "$.requestId"))
                    .as("requestId in the body")
                    .isEqualTo(id);
            List<ILoggingEvent> errors = logged.list.stream()
                    .filter(event -> event.getLevel() == Level.ERROR)
                    .toList();
            assertThat(errors).as("ERROR lines for one failure").hasSize(1);
            ILoggingEvent error = errors.get(0);
            assertThat(error.getFormattedMessage()).contains(id);
            assertThat(error.getMDCPropertyMap()).containsEntry(RequestIdFilter.MDC_KEY, id);
            assertThat(error.getThrowableProxy())
                    .as("the stack trace goes to the log")
                    .isNotNull();
            assertThat(error.getThrowableProxy().getMessage()).contains("secret");
        } finally {
            adviceLog.detachAppender(logged);
        }
    }

    @RestController
    static class FailingController {

        @GetMapping("/fail")
        String fail() {
            throw new IllegalStateException("secret state of dev.fifteen.web.Internal");
        }
    }
}
